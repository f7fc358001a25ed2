import type { Asset, AssetTarget, ErrorBody } from '@fieldwork/contracts';
import { apiBaseUrl } from '../../app/api/oauthClient';
import { isErrorBody } from '../../app/errors/errorMessages';

/** Where an upload goes: the query of POST /v2/asset/upload. */
export interface UploadDestination {
  target: AssetTarget;
  targetId?: string;
  privateAsset?: boolean;
  targetUser?: string;
}

/** Why an upload did not finish: an HTTP answer (with the API's error body when it sent one), a lost connection or the user's cancel. */
export class UploadFailure extends Error {
  constructor(
    readonly reason: 'http' | 'network' | 'aborted',
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? `upload ${reason} ${status}`);
  }
}

export interface UploadHandle {
  done: Promise<Asset[]>;
  abort: () => void;
}

export function uploadUrl(dest: UploadDestination): string {
  const query = new URLSearchParams({ target: dest.target });
  if (dest.targetId) query.set('target_id', dest.targetId);
  if (dest.privateAsset) query.set('private_asset', 'true');
  if (dest.targetUser) query.set('target_user', dest.targetUser);
  return `${apiBaseUrl()}/asset/upload?${query.toString()}`;
}

/**
 * Sends files as one multipart POST through XMLHttpRequest: fetch reports no upload progress, and
 * an inspector on a weak signal needs to see that a photo is still moving.
 */
export function sendUpload(
  files: readonly File[],
  dest: UploadDestination,
  token: string | null,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Asset[]>((resolve, reject) => {
    xhr.open('POST', uploadUrl(dest));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(body)) {
        onProgress(1);
        resolve(body as Asset[]);
      } else {
        reject(new UploadFailure('http', xhr.status, isErrorBody(body) ? body : null));
      }
    };
    xhr.onerror = () => reject(new UploadFailure('network', 0, null));
    xhr.ontimeout = () => reject(new UploadFailure('network', 0, null));
    xhr.onabort = () => reject(new UploadFailure('aborted', 0, null));
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
