import { fileErrors } from '../files/file-errors';

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,254}$/;
const MAX_KEY_LENGTH = 1024;

/**
 * Refuses any key that is not made of plain segments. Keys come from the server (ids and kind
 * extensions), never from a client's file name, so this is a second line of defence: no '..',
 * no absolute path, no backslash, no hidden file (the local driver's temp files start with '.').
 */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH || !key.split('/').every((s) => SEGMENT.test(s))) {
    throw fileErrors.invalid('Invalid storage key', { key: String(key).slice(0, 200) });
  }
}

/** A listing or deletion prefix: '' (everything) or safe segments ending with '/'. */
export function assertSafePrefix(prefix: string): void {
  if (prefix === '') return;
  if (!prefix.endsWith('/')) {
    throw fileErrors.invalid('Storage prefix must end with /', { prefix: prefix.slice(0, 200) });
  }
  assertSafeKey(prefix.slice(0, -1));
}

/** Validates a range against an object size and returns the inclusive bounds. */
export function resolveRange(range: { start: number; end?: number }, size: number): { start: number; end: number } {
  const end = range.end === undefined ? size - 1 : Math.min(range.end, size - 1);
  if (!Number.isInteger(range.start) || range.start < 0 || range.start > end) {
    throw fileErrors.invalid('Range not satisfiable', { size, start: range.start, end: range.end });
  }
  return { start: range.start, end };
}
