import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { JOB_TYPE_MESSAGES, JOB_TYPE_TITLE_MAX, PREVIEW_QUESTIONS_MAX, QUESTION_MESSAGES } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../app/errors/errorMessages';
import { fieldOfPath, MAIN_QUESTIONS_MESSAGE, TITLE_MESSAGES, type JobTypeFormErrors } from './settings/jobTypeForm';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The server's words the job types screens know, and their catalogue entries (for other languages). */
const KNOWN_MESSAGES: Record<string, [key: string, params?: Record<string, unknown>]> = {
  [JOB_TYPE_MESSAGES.hasActivities]: ['jobTypes.errors.hasJobs'],
  // A job type whose global questions other job types share cannot go before they do.
  [QUESTION_MESSAGES.globalDeleteWithChildren]: ['jobTypes.errors.globalChildren'],
  [JOB_TYPE_MESSAGES.notFound]: ['jobTypes.errors.notFound'],
  [JOB_TYPE_MESSAGES.templateNotFound]: ['jobTypes.errors.templateNotFound'],
  [TITLE_MESSAGES.required]: ['jobTypes.errors.titleRequired'],
  [TITLE_MESSAGES.tooLong]: ['jobTypes.errors.titleTooLong', { max: JOB_TYPE_TITLE_MAX }],
  [MAIN_QUESTIONS_MESSAGE]: ['jobTypes.errors.tooManyMain', { max: PREVIEW_QUESTIONS_MAX }],
};

/** One message of the server (or of the form's own checks, in the same words), in the interface's language. */
export function messageText(message: string, t: TFunction, language: string, fallback: string): string {
  if (language === 'en') return message;
  const known = KNOWN_MESSAGES[message];
  return known ? t(known[0], known[1]) : fallback;
}

function issuesOf(details: unknown): { path: string; message: string }[] {
  if (!Array.isArray(details)) return [];
  return details
    .map((d) => d as { path?: unknown; message?: unknown } | null)
    .filter((d): d is { path: unknown; message: string } => typeof d?.message === 'string')
    .map((d) => ({ path: typeof d.path === 'string' ? d.path : '', message: d.message }));
}

/**
 * What to show for a refused job type call: the server's message (a validation's first issue),
 * which in English is the catalogue's text word for word and in another language its
 * translation when the screens know it; otherwise the generic text of its code.
 */
export function jobTypeErrorText(error: CallError, t: TFunction, language: string): string {
  const body = errorBodyOf(error);
  const generic = errorMessage(error, t, language);
  if (!body?.message) return generic;
  const issues = issuesOf(body.details);
  const message = body.code === 'validation_failed' && issues.length > 0 ? issues[0]!.message : body.message;
  if (KNOWN_MESSAGES[message] || body.code === 'validation_failed' || body.code === 'conflict') return messageText(message, t, language, generic);
  return generic;
}

/**
 * A refused save, spread over the form: each issue beside the field its path names; what names
 * no field (or a refusal without issues) as one message for the whole form.
 */
export function saveErrorsOf(error: CallError, t: TFunction, language: string): { fields: JobTypeFormErrors; general: string | null } {
  const body = errorBodyOf(error);
  const generic = errorMessage(error, t, language);
  const fields: JobTypeFormErrors = {};
  const rest: string[] = [];
  for (const issue of issuesOf(body?.details)) {
    const field = fieldOfPath(issue.path);
    const text = messageText(issue.message, t, language, generic);
    if (field) fields[field] ??= text;
    else rest.push(text);
  }
  if (Object.keys(fields).length === 0 && rest.length === 0) return { fields, general: jobTypeErrorText(error, t, language) };
  return { fields, general: rest[0] ?? null };
}
