import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { MESSAGES, PROJECT_NAME_MAX } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../app/errors/errorMessages';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The server's words the projects screens know, and their catalogue keys (for other languages). */
const KNOWN_MESSAGES: Record<string, string> = {
  [MESSAGES.projectNameRequired]: 'projects.errors.nameRequired',
  [`Project name is at most ${PROJECT_NAME_MAX} characters`]: 'projects.errors.nameTooLong',
  [MESSAGES.projectHasActivities]: 'projects.errors.hasJobs',
  [MESSAGES.clientProjectsRequired]: 'projects.errors.clientProjectsRequired',
};

/**
 * What to show for a refused project call (spec 1 section 8, spec 2 section 8): the server's own
 * message (a validation's first issue), which in English is the catalogue's text word for word
 * and in another language its translation when the screens know it; otherwise the generic text.
 */
export function projectErrorText(error: CallError, t: TFunction, language: string): string {
  const body = errorBodyOf(error);
  if (!body?.message) return errorMessage(error, t, language);
  const details: unknown[] = Array.isArray(body.details) ? body.details : [];
  const issues = details.map((d) => (d as { message?: unknown } | null)?.message).filter((m): m is string => typeof m === 'string');
  const message = body.code === 'validation_failed' && issues.length > 0 ? issues[0]! : body.message;
  const known = KNOWN_MESSAGES[message];
  if (known) return language === 'en' ? message : t(known);
  if (body.code === 'validation_failed' || body.code === 'conflict') return language === 'en' ? message : errorMessage(error, t, language);
  return errorMessage(error, t, language);
}

/** A 404: the project does not exist, or is not the caller's to see (a client's other projects). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as FetchBaseQueryError).status === 404;
}
