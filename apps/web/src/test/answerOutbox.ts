import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import { closeOutboxDb } from '../features/answering/offline/outboxDb';
import { resetOutboxes } from '../features/answering/offline/outbox';

/**
 * The answer outbox over an IndexedDB of its own for each test (fake-indexeddb), as the outbox's
 * own tests run it: what one test queued or had refused is not laid over the next one's answers.
 */
export function freshAnswerOutbox(): void {
  beforeEach(async () => {
    await closeOutboxDb();
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(() => {
    resetOutboxes();
  });
}

/** An access token shaped as the API issues it, as far as the web reads it (its `sub`, whose answer queue it is). */
export const accessTokenFor = (userId: string) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub: userId })).replace(/=+$/, '')}.signature`;
