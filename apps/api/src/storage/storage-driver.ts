import type { Readable } from 'node:stream';

/** An inclusive byte range, as in an HTTP Range header (`end` defaults to the last byte). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface PutOptions {
  contentType: string;
  /** Known length lets S3 skip multipart for small bodies; it is checked, not trusted. */
  contentLength?: number;
}

export interface StoredObject {
  stream: Readable;
  /** Bytes in `stream` (the range length when a range was asked for). */
  size: number;
  /** Size of the whole object, for Content-Range. */
  totalSize: number;
  contentType: string;
  /** The inclusive range served, when one was asked for. */
  range?: { start: number; end: number };
}

export interface ObjectInfo {
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where asset bytes live. Keys are built by the server only (see assertSafeKey): segments of
 * letters, digits, '.', '_' and '-', joined by '/'. Every method streams; none buffers an object.
 *
 * Errors: a missing key raises AppError('not_found'); a backend failure AppError('storage_failed').
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Writes the whole stream under `key`, or nothing at all: a failed put leaves no object. */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }>;
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject>;
  /** null when there is no such object. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Idempotent: deleting a missing key succeeds. */
  delete(key: string): Promise<void>;
  /** Deletes every object under a folder prefix ('' or ending with '/'); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every object under a folder prefix ('' or ending with '/'); order is the backend's (AWS: byte order). */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Throws when the backend cannot be written to; for health checks. */
  check(): Promise<void>;
}
