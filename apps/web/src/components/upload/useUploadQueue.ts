import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { Asset } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import type { AppDispatch, RootState } from '../../app/store';
import { sendUpload, UploadFailure, type UploadDestination, type UploadHandle } from './uploadRequest';

export type UploadStatus = 'queued' | 'uploading' | 'failed' | 'cancelled';

export interface UploadRow {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  failure: UploadFailure | null;
}

/** Files sent at once: more would only split a weak signal further. */
const PARALLEL_UPLOADS = 2;

let nextRowId = 0;

/**
 * The upload list: each file is its own request, so one bad file or a dropped connection does not
 * lose the others. A finished file leaves the list (the caller shows it); a failed or cancelled one
 * stays so the user can retry it.
 */
export function useUploadQueue(dest: UploadDestination, onUploaded: (assets: Asset[]) => void) {
  const store = useStore<RootState>();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());
  const latest = useRef({ dest, onUploaded });
  latest.current = { dest, onUploaded };

  const update = useCallback((id: string, patch: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  }, []);

  const send = useCallback(
    (row: UploadRow): UploadHandle => {
      const token = () => store.getState().session.accessToken;
      const onProgress = (progress: number) => update(row.id, { progress });
      let request = sendUpload([row.file], latest.current.dest, token(), onProgress);
      // An expired access token: any API call renews it (or signs out); then the file goes once more.
      const done = request.done.catch(async (error: unknown) => {
        if (!(error instanceof UploadFailure) || error.status !== 401) throw error;
        const before = token();
        await (store.dispatch as AppDispatch)(api.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
        if (!token() || token() === before) throw error;
        request = sendUpload([row.file], latest.current.dest, token(), onProgress);
        return request.done;
      });
      return { done, abort: () => request.abort() };
    },
    [store, update],
  );

  const start = useCallback(
    (row: UploadRow) => {
      const handle = send(row);
      handles.current.set(row.id, handle);
      update(row.id, { status: 'uploading', progress: 0, failure: null });
      handle.done.then(
        (assets) => {
          handles.current.delete(row.id);
          setRows((current) => current.filter((r) => r.id !== row.id));
          latest.current.onUploaded(assets);
        },
        (error: unknown) => {
          handles.current.delete(row.id);
          const failure = error instanceof UploadFailure ? error : new UploadFailure('network', 0, null);
          update(row.id, { status: failure.reason === 'aborted' ? 'cancelled' : 'failed', failure });
        },
      );
    },
    [send, update],
  );

  useEffect(() => {
    const active = rows.filter((r) => r.status === 'uploading').length;
    rows
      .filter((r) => r.status === 'queued' && !handles.current.has(r.id))
      .slice(0, Math.max(0, PARALLEL_UPLOADS - active))
      .forEach(start);
  }, [rows, start]);

  useEffect(() => {
    const open = handles.current;
    return () => open.forEach((handle) => handle.abort());
  }, []);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file): UploadRow => ({ id: `upload-${(nextRowId += 1)}`, file, status: 'queued', progress: 0, failure: null }));
    setRows((current) => [...current, ...added]);
  }, []);

  const cancel = useCallback(
    (id: string) => {
      const handle = handles.current.get(id);
      if (handle) handle.abort();
      else update(id, { status: 'cancelled', failure: new UploadFailure('aborted', 0, null) });
    },
    [update],
  );

  const retry = useCallback((id: string) => update(id, { status: 'queued', progress: 0, failure: null }), [update]);
  const remove = useCallback((id: string) => setRows((current) => current.filter((r) => r.id !== id)), []);

  return { rows, add, cancel, retry, remove };
}
