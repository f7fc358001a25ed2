import { useEffect, useState } from 'react';
import type { PendingFile } from '../types';

/**
 * Files chosen on this device and not yet uploaded (ADR 0044). This is the in-memory stand-in the
 * question components are written against; the offline outbox's version (IndexedDB, ADR 0041)
 * replaces this file with the same names, keeping the Blobs across reloads.
 */
const blobs = new Map<string, Blob>();

function newLocalId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Keeps a chosen file until the outbox uploads it; what the screen shows of it. */
export async function putPendingFile(file: File): Promise<PendingFile> {
  const localId = newLocalId();
  blobs.set(localId, file);
  return { localId, name: file.name, type: file.type, size: file.size };
}

/** The kept Blob of a pending file, if it is still on the device. */
export async function getPendingFile(localId: string): Promise<Blob | null> {
  return blobs.get(localId) ?? null;
}

/** An object URL of a pending file for its thumbnail, revoked when the component goes. */
export function usePendingFileUrl(localId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const blob = blobs.get(localId);
    if (!blob || typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [localId]);
  return url;
}
