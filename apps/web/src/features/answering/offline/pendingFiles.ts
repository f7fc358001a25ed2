import { useEffect, useState } from 'react';
import type { PendingFile } from '../types';
import { outboxDb, type StoredFile } from './outboxDb';

/**
 * Files chosen on the device for an answer (a photo taken offline): kept in IndexedDB until the
 * outbox has uploaded them and the answer is on the server (ADR 0045).
 */

/** Stores the file's bytes and returns what the draft keeps of it. */
export async function putPendingFile(file: File): Promise<PendingFile> {
  const pending: PendingFile = { localId: crypto.randomUUID(), name: file.name, type: file.type, size: file.size };
  const data = await file.arrayBuffer();
  const db = await outboxDb();
  await db.put('files', { ...pending, data, createdAt: new Date().toISOString(), assetId: null, uploadedFor: null });
  return pending;
}

export async function getPendingFile(localId: string): Promise<StoredFile | undefined> {
  return (await outboxDb()).get('files', localId);
}

/** Forgets a file (the user took it off the answer, or its answer was sent). */
export async function removePendingFile(localId: string): Promise<void> {
  await (await outboxDb()).delete('files', localId);
}

/** The stored file as a Blob, to upload or to show. */
export function blobOf(file: StoredFile): Blob {
  return new Blob([file.data], { type: file.type });
}

/** An object URL of the stored file (a thumbnail), revoked when the component unmounts or the id changes; null until read, or when the file is not there. */
export function usePendingFileUrl(localId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let made: string | null = null;
    void getPendingFile(localId)
      .then((file) => {
        if (cancelled || !file) return;
        made = URL.createObjectURL(blobOf(file));
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [localId]);
  return url;
}
