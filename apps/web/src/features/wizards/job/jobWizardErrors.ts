import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { JOB_MESSAGES } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../../app/errors/errorMessages';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The server's words the wizard knows, and their catalogue keys (for other languages). */
const KNOWN_MESSAGES: Record<string, string> = {
  [JOB_MESSAGES.jobTypeRequired]: 'wizards.job.required.jobType',
  [JOB_MESSAGES.projectRequired]: 'wizards.job.required.project',
  [JOB_MESSAGES.startDateRequired]: 'wizards.job.required.startDate',
  [JOB_MESSAGES.jobTypeDisabled]: 'wizards.job.errors.jobTypeDisabled',
  [JOB_MESSAGES.linkSelf]: 'wizards.job.errors.linkSelf',
  [JOB_MESSAGES.linkCycle]: 'wizards.job.errors.linkCycle',
  [JOB_MESSAGES.generic]: 'wizards.job.errors.generic',
};

/**
 * What a refused wizard call shows (spec 1 section 5): the server's own text (a validation's
 * issues), translated when the wizard knows the message and the interface is not English; a
 * failure without a message says what the catalogue says for its code.
 */
export function jobWizardErrorText(error: CallError, t: TFunction, language: string): string {
  const body = errorBodyOf(error);
  if (!body?.message) return errorMessage(error, t, language);
  const details: unknown[] = Array.isArray(body.details) ? body.details : [];
  const issues = details.map((d) => (d as { message?: unknown } | null)?.message).filter((m): m is string => typeof m === 'string');
  const messages = body.code === 'validation_failed' && issues.length > 0 ? issues : [body.message];
  if (language === 'en') return messages.join(' ');
  const translated = messages.map((message) => (KNOWN_MESSAGES[message] ? t(KNOWN_MESSAGES[message]) : null));
  if (translated.every((m) => m !== null)) return translated.join(' ');
  // A refusal in words the wizard does not know: the catalogue's text for its code, in this language.
  return errorMessage(error, t, language);
}
