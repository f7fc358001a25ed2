import { MESSAGES, kindNames, type FileKind } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';

/** The catalogue's file errors, as AppErrors the global filter maps to HTTP. */
export const fileErrors = {
  invalidType: (allowed: readonly FileKind[], detected: string | null) =>
    new AppError('invalid_file_type', MESSAGES.invalidFileType(kindNames(allowed)), { allowed, detected }),
  tooMany: (max: number) => new AppError('too_many_files', MESSAGES.tooManyFiles(max), { max }),
  notRotatable: () => new AppError('file_not_rotatable', MESSAGES.fileNotRotatable),
  tooLarge: (maxBytes: number) => new AppError('file_too_large', MESSAGES.fileTooLarge(maxBytes), { maxBytes }),
  /** `reason` goes to the log as the cause (it may name a staging path); clients see the catalogue text. */
  corrupted: (reason: string) => withCause(new AppError('corrupted_file', MESSAGES.corruptedFile), new Error(reason)),
  invalid: (message: string, details?: Record<string, unknown>) => new AppError('validation_failed', message, details),
  notFound: (key: string) => new AppError('not_found', 'File not found', { key }),
  storageFailed: (message: string, details: Record<string, unknown>, cause?: unknown) =>
    withCause(new AppError('storage_failed', message, details), cause),
};

/** Keeps the underlying error for the log without widening AppError's constructor. */
export function withCause<E extends Error>(error: E, cause: unknown): E {
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause, enumerable: false, configurable: true });
  return error;
}
