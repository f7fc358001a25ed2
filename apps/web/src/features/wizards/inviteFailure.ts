import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { errorBodyOf, errorMessage } from '../../app/errors/errorMessages';

/**
 * The alert of a failed invitation (spec 1 sections 7.3 and 8): the server's message, or
 * 'Could not register user!' when it sent none. In Hebrew a code the catalogue translates is
 * translated; a refusal of this invitation in particular (the address is taken, a field is
 * wrong) keeps the server's words, which say more than a generic translation would.
 */
export function inviteFailureText(error: FetchBaseQueryError | SerializedError | undefined, t: TFunction, language: string): string {
  const body = errorBodyOf(error);
  if (!body?.message) return t('wizards.user.couldNotRegister');
  const issues = Array.isArray(body.details) ? body.details.filter((d) => typeof d?.message === 'string').map((d) => d.message as string) : [];
  if (body.code === 'validation_failed' && issues.length > 0) return issues.join(' ');
  if (language === 'en' || body.code === 'conflict' || body.code === 'validation_failed') return body.message;
  return errorMessage(error, t, language);
}
