import type { ErrorCode } from '@fieldwork/contracts';

/**
 * A domain error raised by storage and file processing. The global exception filter maps `code`
 * to an HTTP status (ERROR_HTTP_STATUS) and answers with `message` and `details`.
 */
export class FileError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FileError';
  }
}

export function isFileError(error: unknown, code?: ErrorCode): error is FileError {
  return error instanceof FileError && (code === undefined || error.code === code);
}
