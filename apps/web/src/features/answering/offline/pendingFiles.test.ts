import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { closeOutboxDb } from './outboxDb';
import { getPendingFile, putPendingFile, removePendingFile, usePendingFileUrl } from './pendingFiles';

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => vi.restoreAllMocks());

describe('pending files', () => {
  it('keeps a file chosen on the device, shows it by an object URL revoked on unmount, and forgets it on removal', async () => {
    // Object URLs are counted instead of made.
    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return `blob:test/${made.length}`;
    });
    URL.revokeObjectURL = vi.fn();

    const photo = await putPendingFile(new File(['jpeg bytes'], 'wall.jpg', { type: 'image/jpeg' }));
    expect(photo).toEqual({ localId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'wall.jpg', type: 'image/jpeg', size: 10 });

    const { result, unmount } = renderHook(() => usePendingFileUrl(photo.localId));
    await waitFor(() => expect(result.current).toBe('blob:test/1'));
    expect(made[0].type).toBe('image/jpeg');
    expect(await made[0].text()).toBe('jpeg bytes');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');

    await removePendingFile(photo.localId);
    expect(await getPendingFile(photo.localId)).toBeUndefined();
    const { result: gone } = renderHook(() => usePendingFileUrl(photo.localId));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gone.current).toBeNull();
  });
});
