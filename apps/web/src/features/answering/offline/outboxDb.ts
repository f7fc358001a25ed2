import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AnswerDraft, AnswerIssues } from '../types';

/**
 * The device's store of answers and files waiting for the server (ADR 0045): one IndexedDB
 * database, kept across reloads and closed tabs. Every answer belongs to an owner, the signed-in
 * user ("user:{id}") or a public link ("public:{token}"), and only that owner's sender reads it.
 */
export const OUTBOX_DB_NAME = 'fieldwork-answers';
const VERSION = 1;

/** Where an answer goes: a job (signed in) or a public link. */
export type OutboxTarget = { kind: 'job'; jobId: string } | { kind: 'public'; token: string };

/** One answer in the queue. Answers queued by one `send` share a batch and go in one submission. */
export interface QueuedAnswer {
  /** The queue's order: given by IndexedDB, rising. */
  seq?: number;
  owner: string;
  /** targetKey(target). */
  target: string;
  batch: string;
  key: string;
  draft: AnswerDraft;
  basedOn: string | null;
  /** Made once when queued and kept across every retry: the server recognises a repeat. */
  clientId: string;
  answeredAt: string;
  /** The position sent with the answers; null when the reader refused it; absent when the job type does not ask. */
  location?: { lat: number; long: number } | null;
  status: 'waiting' | 'refused';
  issues?: AnswerIssues;
  refusedAt?: string;
}

/** A file chosen on the device, kept until its answer is sent. */
export interface StoredFile {
  localId: string;
  /** The bytes as an ArrayBuffer: stored the same in every browser (Blobs in IndexedDB were not, in older Safari). */
  data: ArrayBuffer;
  name: string;
  type: string;
  size: number;
  createdAt: string;
  /** Once uploaded: the asset's id and the target it was uploaded for, so that a re-run does not upload it twice. */
  assetId: string | null;
  uploadedFor: string | null;
}

interface OutboxSchema extends DBSchema {
  answers: { key: number; value: QueuedAnswer; indexes: { owner: string } };
  files: { key: string; value: StoredFile };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

let opening: Promise<OutboxDb> | null = null;

/** The database, opened once per page. */
export function outboxDb(): Promise<OutboxDb> {
  opening ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, VERSION, {
    upgrade(db) {
      const answers = db.createObjectStore('answers', { keyPath: 'seq', autoIncrement: true });
      answers.createIndex('owner', 'owner');
      db.createObjectStore('files', { keyPath: 'localId' });
    },
    // Another tab opened a newer version: close so that its upgrade can run; the next call reopens.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Forgets the open database (tests delete it between cases). */
export async function closeOutboxDb(): Promise<void> {
  const db = opening;
  opening = null;
  if (db) (await db.catch(() => null))?.close();
}

export function targetKey(target: OutboxTarget): string {
  return target.kind === 'job' ? `job:${target.jobId}` : `public:${target.token}`;
}
