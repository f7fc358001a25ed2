import type { AnswerDraft } from './types';

/**
 * A read-only view of the screen's current drafts that keeps its identity while they change:
 * handed to every question in its context, so that one answer's change does not make all the
 * others draw again (ADR 0043). A question that shows other answers (a summary, a $ mention)
 * gets a fresh view on each change instead.
 */
export class LiveDrafts implements ReadonlyMap<string, AnswerDraft> {
  constructor(private readonly current: () => ReadonlyMap<string, AnswerDraft>) {}
  get size() {
    return this.current().size;
  }
  get(key: string) {
    return this.current().get(key);
  }
  has(key: string) {
    return this.current().has(key);
  }
  forEach(callback: (value: AnswerDraft, key: string, map: ReadonlyMap<string, AnswerDraft>) => void, thisArg?: unknown) {
    this.current().forEach((value, key) => callback.call(thisArg, value, key, this));
  }
  entries() {
    return this.current().entries();
  }
  keys() {
    return this.current().keys();
  }
  values() {
    return this.current().values();
  }
  [Symbol.iterator]() {
    return this.current()[Symbol.iterator]();
  }
}
