import type { CanvasShape } from '@fieldwork/blueprint-core';
import type { EditorElement } from '../../model';

/**
 * Undo and redo (spec 3 section 4): a history of commands that are plain data. Each holds what
 * it changed before and after, so undoing applies `before` and redoing `after`; nothing in a
 * command is a closure, and a command can be logged, compared in a test or replayed.
 */

/** What a change may touch of an element. */
export interface ElementPatch {
  canvasData?: CanvasShape;
  visible?: boolean;
}

export type Command =
  | { type: 'add'; element: EditorElement; index: number }
  | { type: 'remove'; element: EditorElement; index: number }
  | { type: 'change'; id: string; before: ElementPatch; after: ElementPatch };

/** The elements after a command is done. */
export function applyCommand(elements: readonly EditorElement[], command: Command): EditorElement[] {
  switch (command.type) {
    case 'add': {
      const next = elements.slice();
      next.splice(Math.min(command.index, next.length), 0, command.element);
      return next;
    }
    case 'remove':
      return elements.filter((e) => e._id !== command.element._id);
    case 'change':
      return elements.map((e) => (e._id === command.id ? { ...e, ...command.after } : e));
  }
}

/** The command that undoes `command`. */
export function inverseOf(command: Command): Command {
  switch (command.type) {
    case 'add':
      return { type: 'remove', element: command.element, index: command.index };
    case 'remove':
      return { type: 'add', element: command.element, index: command.index };
    case 'change':
      return { type: 'change', id: command.id, before: command.after, after: command.before };
  }
}

/** The element a command is about. */
export function elementIdOf(command: Command): string {
  return command.type === 'change' ? command.id : command.element._id;
}

/** Past and future commands; a new command clears the future. */
export class History {
  private past: Command[] = [];
  private future: Command[] = [];

  constructor(private readonly limit = 500) {}

  push(command: Command): void {
    this.past.push(command);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  /** The command to apply to undo the last one, or null. */
  undo(): Command | null {
    const command = this.past.pop();
    if (!command) return null;
    this.future.push(command);
    return inverseOf(command);
  }

  /** The command to apply to redo the last undone one, or null. */
  redo(): Command | null {
    const command = this.future.pop();
    if (!command) return null;
    this.past.push(command);
    return command;
  }

  clear(): void {
    this.past = [];
    this.future = [];
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** The commands done so far, oldest first (for tests and logs). */
  get commands(): readonly Command[] {
    return this.past;
  }
}
