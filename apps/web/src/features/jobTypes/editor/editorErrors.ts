import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { JOB_TYPE_MESSAGES, QUESTION_MESSAGES, QUESTION_TITLE_MAX } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../../app/errors/errorMessages';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/**
 * The contracts' words the builder knows (the checks it runs itself and the server's refusals),
 * and their catalogue keys: English shows the words as the server sends them, another language
 * their translation.
 */
const KNOWN: Record<string, string> = {
  'Only a question that is answered can be mandatory': 'onlyAnsweredMandatory',
  'Only a question that is answered can jump': 'onlyAnsweredJump',
  'A required file needs the file tab': 'fileNeedsTab',
  'The maximum is more than the minimum': 'maxAboveMin',
  'The maximum is at least the minimum': 'maxAtLeastMin',
  'A maximum selection needs multi-select': 'maxSelectionNeedsMulti',
  'A punch clock is a range question': 'punchClockRange',
  'Name the group': 'nameGroup',
  'A choice needs a value': 'choiceValue',
  'An all-day chip reads HH:mm-HH:mm': 'allDayFormat',
  'Choose the project field': 'chooseField',
  'The step is more than 0': 'stepPositive',
  'A path rule needs the question it jumps to': 'ruleTarget',
  [`A title is at most ${QUESTION_TITLE_MAX} characters`]: 'titleTooLong',
  'A path rule jumps to a question that is not in this job type': 'ruleOutside',
  'A path rule cannot jump to its own question': 'ruleSelf',
  'A path rule can only jump forward, to a later question': 'ruleBackwards',
  'A path rule would make the questionnaire go round in a circle': 'ruleCycle',
  [QUESTION_MESSAGES.notFound]: 'questionNotFound',
  [QUESTION_MESSAGES.globalWithChildren]: 'globalWithChildren',
  [QUESTION_MESSAGES.globalDeleteWithChildren]: 'globalDeleteWithChildren',
  [QUESTION_MESSAGES.rootNotGlobal]: 'rootNotGlobal',
  [QUESTION_MESSAGES.tooMany]: 'tooMany',
  [QUESTION_MESSAGES.reorderMismatch]: 'reorderMismatch',
  [QUESTION_MESSAGES.sharedForm]: 'sharedForm',
  [JOB_TYPE_MESSAGES.notFound]: 'jobTypeNotFound',
};

const CHOICE_TWICE = /^The choice "(.*)" is there twice$/;

/** A problem of a field in the user's language: the contracts' own words in English. */
export function issueText(message: string, t: TFunction, language: string): string {
  if (language === 'en') return message;
  const known = KNOWN[message];
  if (known) return t(`jobTypeEditor.issues.${known}`);
  const twice = CHOICE_TWICE.exec(message);
  if (twice) return t('jobTypeEditor.issues.choiceTwice', { value: twice[1] });
  return t('jobTypeEditor.issues.invalid');
}

/** A refusal's details, by the path of the field they name ("settings.max"); empty when it names none. */
export function refusalDetails(error: CallError): Map<string, string> {
  const details = errorBodyOf(error)?.details;
  const byPath = new Map<string, string>();
  if (!Array.isArray(details)) return byPath;
  for (const detail of details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof detail?.path === 'string' && detail.path && typeof detail.message === 'string' && !byPath.has(detail.path)) {
      byPath.set(detail.path, detail.message);
    }
  }
  return byPath;
}

/** The server's own message of a refusal, when it sent one. */
export function refusalMessage(error: CallError): string | null {
  return errorBodyOf(error)?.message ?? null;
}

/**
 * What to show for a refused call of the builder: a validation's first detail or a conflict's
 * message in the contracts' words (translated when known), otherwise the generic text of its code.
 */
export function editorErrorText(error: CallError, t: TFunction, language: string): string {
  const body = errorBodyOf(error);
  if (!body?.message) return errorMessage(error, t, language);
  const first = refusalDetails(error).values().next().value;
  const message = body.code === 'validation_failed' && first ? first : body.message;
  if (KNOWN[message] || CHOICE_TWICE.test(message)) return issueText(message, t, language);
  if (body.code === 'validation_failed' || body.code === 'conflict') return language === 'en' ? message : errorMessage(error, t, language);
  return errorMessage(error, t, language);
}

export function statusOf(error: unknown): number | string | null {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as FetchBaseQueryError).status : null;
}
