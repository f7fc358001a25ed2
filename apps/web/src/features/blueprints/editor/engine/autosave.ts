import { AUTOSAVE_DEBOUNCE_MS } from '@fieldwork/blueprint-core';
import { BLUEPRINT_MESSAGES } from '@fieldwork/contracts';
import type { EditorElement } from '../../model';
import type { EditorEngine, RecordKey } from './EditorEngine';

/** Waits between attempts after a failed save: 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000];

export interface AutosaveOptions {
  engine: EditorEngine;
  /** The job being edited: without one nothing is saved ('Please supply job to updateElements http call'). */
  jobId: string | null;
  /** Sends one marking record's elements (PUT /v2/blueprints/{job}/{question}); rejects on failure. */
  save(record: RecordKey, elements: EditorElement[]): Promise<unknown>;
  debounceMs?: number;
  retryDelays?: readonly number[];
  onError?(message: string): void;
}

export interface Autosave {
  /** Saves now what waits (close does this first); resolves true when everything is saved. */
  flush(): Promise<boolean>;
  dispose(): void;
}

/**
 * Autosave (spec 3 section 4): 1 s after the last element change, each changed marking record
 * is sent. A failed record stays marked and is sent again after a growing wait; the drawing is
 * never touched by a failure, so nothing drawn is lost while the network is away.
 */
export function createAutosave({ engine, jobId, save, debounceMs = AUTOSAVE_DEBOUNCE_MS, retryDelays = RETRY_DELAYS_MS, onError }: AutosaveOptions): Autosave {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let running: Promise<boolean> | null = null;
  let revision = engine.getState().revision;
  let disposed = false;

  const schedule = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
  };

  const unsubscribe = engine.subscribe(() => {
    const next = engine.getState().revision;
    if (next === revision) return;
    revision = next;
    failures = 0;
    if (!running) engine.setSaveState('pending');
    schedule(debounceMs);
  });

  async function run(): Promise<boolean> {
    if (!engine.hasDirty) return true;
    if (!jobId) {
      engine.setSaveState('noJob');
      onError?.(BLUEPRINT_MESSAGES.supplyJob);
      return false;
    }
    engine.setSaveState('saving');
    const records = engine.takeDirty();
    const failed: RecordKey[] = [];
    for (const record of records) {
      try {
        await save(record, engine.elementsOf(record));
      } catch {
        failed.push(record);
      }
    }
    if (failed.length) {
      engine.markDirty(failed);
      engine.setSaveState('retrying');
      if (!disposed) schedule(retryDelays[Math.min(failures, retryDelays.length - 1)]);
      failures += 1;
      return false;
    }
    failures = 0;
    engine.setSaveState(engine.hasDirty ? 'pending' : 'saved');
    return !engine.hasDirty;
  }

  async function flush(): Promise<boolean> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    while (running) await running;
    running = run();
    try {
      const done = await running;
      // Changes made while saving are sent right after.
      if (done === false || !engine.hasDirty) return done;
    } finally {
      running = null;
    }
    return flush();
  }

  return {
    flush,
    dispose() {
      disposed = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
    },
  };
}
