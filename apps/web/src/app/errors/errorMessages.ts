import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@fieldwork/contracts';
import type { TFunction } from 'i18next';

interface ErrorMessageRule {
  /** Catalogue key of the translated message. */
  key: `errors.codes.${ErrorCode}`;
  /**
   * Show the server's own text (the spec's catalogue message, word for word) while the interface is
   * in English; other languages show the translation of the same message.
   */
  serverText?: boolean;
}

/** Every error code mapped to its message: a code added to the contracts fails to compile here. */
export const ERROR_MESSAGES: Record<ErrorCode, ErrorMessageRule> = {
  validation_failed: { key: 'errors.codes.validation_failed', serverText: true },
  invalid_credentials: { key: 'errors.codes.invalid_credentials', serverText: true },
  user_banned: { key: 'errors.codes.user_banned', serverText: true },
  instance_inactive: { key: 'errors.codes.instance_inactive', serverText: true },
  instance_not_found: { key: 'errors.codes.instance_not_found' },
  unauthenticated: { key: 'errors.codes.unauthenticated' },
  forbidden: { key: 'errors.codes.forbidden' },
  not_found: { key: 'errors.codes.not_found' },
  conflict: { key: 'errors.codes.conflict', serverText: true },
  rate_limited: { key: 'errors.codes.rate_limited' },
  toggle_disabled: { key: 'errors.codes.toggle_disabled' },
  invalid_file_type: { key: 'errors.codes.invalid_file_type', serverText: true },
  too_many_files: { key: 'errors.codes.too_many_files', serverText: true },
  file_too_large: { key: 'errors.codes.file_too_large', serverText: true },
  corrupted_file: { key: 'errors.codes.corrupted_file' },
  file_not_rotatable: { key: 'errors.codes.file_not_rotatable' },
  storage_failed: { key: 'errors.codes.storage_failed' },
  internal: { key: 'errors.codes.internal' },
  invitation_expired: { key: 'errors.codes.invitation_expired', serverText: true },
  reset_link_expired: { key: 'errors.codes.reset_link_expired', serverText: true },
  cannot_reinvite: { key: 'errors.codes.cannot_reinvite', serverText: true },
  answer_invalid: { key: 'errors.codes.answer_invalid', serverText: true },
  link_expired: { key: 'errors.codes.link_expired', serverText: true },
  link_revoked: { key: 'errors.codes.link_revoked', serverText: true },
};

/**
 * Whether a value is the API's error body. The contracts' zod-based isErrorBody would bring zod into
 * the first load, so the web checks the few fields it reads by hand.
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    typeof body.message === 'string' &&
    (ERROR_CODES as readonly unknown[]).includes(body.code)
  );
}

/** The server's error body inside an RTK Query error, when it has one. */
export function errorBodyOf(error: FetchBaseQueryError | SerializedError | undefined): ErrorBody | null {
  if (!error || !('status' in error)) return null;
  return isErrorBody(error.data) ? error.data : null;
}

/** The message to show a user for a failed call, in the current language. */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  t: TFunction,
  language: string,
): string {
  const body = errorBodyOf(error);
  if (body) {
    const rule = ERROR_MESSAGES[body.code];
    if (rule.serverText && language === 'en' && body.message) return body.message;
    return t(rule.key);
  }
  if (error && 'status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return t('errors.network');
    if (error.status === 429) return t('errors.codes.rate_limited');
  }
  return t('errors.unknown');
}
