import { z } from 'zod';
import { answerLocationSchema, answerRangeSchema, answerSchema } from './jobs';
import { isValidEmail } from './users';
import { RANKING_MAX, RANKING_MIN } from './project-fields';
import { isAnsweredType, type QuestionType } from './question-types';
import { questionPermissionFor, type QuestionPermissions, type QuestionSettingsOf } from './questions';
import { isEmptyAnswer } from './question-paths';
import type { Role } from './roles';

/**
 * Answering (spec 2 sections 3 to 5 and 7): what a device sends to POST /v2/answers and what it
 * gets back, and the rules an answer is checked by. The answering screen runs `answerIssues`
 * before Next and Submit, and the server runs the same function before it keeps anything, so an
 * answer the screen lets through is one the server keeps, in the same words.
 */

// Limits of one submission.
export const ANSWERS_PER_SUBMISSION_MAX = 500;
export const ANSWER_TEXT_MAX = 100_000;
export const ANSWER_COMMENT_MAX = 5_000;
export const ANSWER_FILES_MAX = 50;
export const ANSWER_EMAILS_MAX = 50;
export const ANSWER_ELEMENTS_MAX = 5_000;
/** A signature sent inline, as a PNG data URL: at most this many characters (about 512 KB of PNG). */
export const SIGNATURE_DATA_URL_MAX = 700_000;
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';
/** A range whose end is not after its start ends this long after it (spec 2 section 4). */
export const RANGE_DEFAULT_MS = 60 * 60 * 1000;
/** The location flow gives up after 20 s (spec 2 section 9). */
export const GEOLOCATION_TIMEOUT_MS = 20_000;
/** Mention suggestions in rich text (spec 2 section 5). */
export const MENTION_SUGGESTIONS_MAX = 10;

// ---------------------------------------------------------------------------------------------
// Question keys: the question's ID, with _n for a repeat ("12", "12_2").

export const answerKeySchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,8}(_[1-9]\d{0,3})?$/, 'A question is named by its ID, with _n for a repeat'));

/** The question's ID and the repeat a key names ("12_2": 12 and 2; "12": 12 and null). */
export function parseAnswerKey(key: string): { ID: number; repeat: number | null } | null {
  const match = /^([1-9]\d{0,8})(?:_([1-9]\d{0,3}))?$/.exec(key.trim());
  if (!match) return null;
  return { ID: Number(match[1]), repeat: match[2] ? Number(match[2]) : null };
}

// ---------------------------------------------------------------------------------------------
// Rich text (spec 2 section 4): blocks of runs, as the editor serialises them.

export const RICH_TEXT_BLOCK_TYPES = ['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol'] as const;
export const richTextRunSchema = z.object({
  text: z.string().max(ANSWER_TEXT_MAX),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  /** A $ mention: the key of the earlier answer whose first line this run carries. */
  mention: z.string().max(20).optional(),
});
export const richTextBlockSchema = z.object({
  type: z.enum(RICH_TEXT_BLOCK_TYPES),
  children: z.array(richTextRunSchema).max(1000),
});
export const richTextValueSchema = z.object({ blocks: z.array(richTextBlockSchema).max(2000) });
export type RichTextValue = z.infer<typeof richTextValueSchema>;
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;

/** A rich text value's blocks as plain lines (the search value and the panel's first blocks). */
export function richTextLines(value: RichTextValue): string[] {
  return value.blocks.map((block) => block.children.map((run) => run.text).join('')).filter((line) => line.trim() !== '');
}

// ---------------------------------------------------------------------------------------------
// What a device sends.

const isoInstant = z.iso.datetime({ offset: true });

/**
 * One answer as a device sends it. `clientId` is made by the device once per change of an
 * answer: a retry of the same change (after a lost response, or from the offline queue) is
 * recognised and never recorded twice. `answeredAt` is when the user gave it (the device's
 * clock, no later than the server's); `basedOn` is the date of the answer the device showed when
 * the user changed it, so that an answer given meanwhile on another device is noticed.
 */
export const answerInputSchema = z.object({
  clientId: z.uuid({ error: 'Each answer needs its client id (a UUID)' }),
  answeredAt: isoInstant.optional(),
  basedOn: isoInstant.nullable().optional(),
  value: z.unknown().optional(),
  files: z.array(z.uuid()).max(ANSWER_FILES_MAX).default([]),
  comment: z.string().max(ANSWER_COMMENT_MAX).nullable().default(null),
  /** An asset id, or a PNG as a data URL that the server stores as an asset. */
  signature: z
    .union([z.uuid(), z.string().startsWith(SIGNATURE_DATA_URL_PREFIX).max(SIGNATURE_DATA_URL_MAX, 'The signature is too large')])
    .nullable()
    .default(null),
  emails: z.array(z.string().trim().max(254)).max(ANSWER_EMAILS_MAX).default([]),
  isIssue: z.boolean().default(false),
  elements: z.array(z.unknown()).max(ANSWER_ELEMENTS_MAX).default([]),
  punchStart: isoInstant.nullable().default(null),
  punchEnd: isoInstant.nullable().default(null),
  punchDuration: z.number().min(0).nullable().default(null),
  punchClockOn: z.boolean().default(false),
  range: answerRangeSchema.nullable().default(null),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;
export type AnswerInputDraft = z.input<typeof answerInputSchema>;

/** POST /v2/answers (spec 2 section 7). `location` only when the job type has answerLocation. */
export const answersSubmitBodySchema = z.object({
  job: z.uuid({ error: 'Choose the job' }),
  data: z
    .array(z.object({ question: answerKeySchema, answer: answerInputSchema }))
    .min(1, 'Send at least one answer')
    .max(ANSWERS_PER_SUBMISSION_MAX, `At most ${ANSWERS_PER_SUBMISSION_MAX} answers at once`),
  location: answerLocationSchema.nullable().optional(),
});
export type AnswersSubmitBody = z.infer<typeof answersSubmitBodySchema>;

/** The same through a public link: the link names the job. */
export const publicAnswersSubmitBodySchema = answersSubmitBodySchema.omit({ job: true, location: true });
export type PublicAnswersSubmitBody = z.infer<typeof publicAnswersSubmitBodySchema>;

/**
 * What became of one answer sent:
 * - saved: it is the question's answer now;
 * - unchanged: it equals the answer there, so nothing was recorded;
 * - replayed: its clientId was recorded before (a retry): nothing new was recorded;
 * - superseded: a later answer given on another device stays; this one is in the history;
 * - overwrote: it is the answer now, over one given meanwhile on another device (in the history).
 */
export const ANSWER_OUTCOMES = ['saved', 'unchanged', 'replayed', 'superseded', 'overwrote'] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];

export const answerResultSchema = z.object({
  question: z.string(),
  clientId: z.string(),
  outcome: z.enum(ANSWER_OUTCOMES),
  /** The question's answer as it stands after this submission. */
  answer: answerSchema,
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const answersSubmitReplySchema = z.object({
  success: z.literal(true),
  data: z.array(answerResultSchema),
  /** The job's status after it (an issue tag moves it to review). */
  status: z.string(),
});
export type AnswersSubmitReply = z.infer<typeof answersSubmitReplySchema>;

/** A refusal of one answer, named by its question key and the field. */
export const answerIssueSchema = z.object({ question: z.string(), path: z.string(), message: z.string() });
export type AnswerIssue = z.infer<typeof answerIssueSchema>;

/** GET /v2/answers/users: the people who answered (the answers filter's choices). */
export const answerUsersQuerySchema = z.object({
  job: z.uuid().optional(),
  jobType: z.uuid().optional(),
  search: z.string().max(200).optional(),
});

// ---------------------------------------------------------------------------------------------
// Messages, in the catalogue's words where it has them.

export const ANSWER_MESSAGES = {
  mandatory: 'This question must be answered',
  fileRequired: 'File is required!',
  email: 'Enter a valid e-mail address',
  number: 'Enter a number',
  min: (min: number) => `The smallest value is ${min}`,
  max: (max: number) => `The largest value is ${max}`,
  tooLong: (max: number) => `At most ${max} characters`,
  choice: 'Choose one of the listed choices',
  oneChoice: 'Choose one choice',
  maxSelection: (n: number) => `Choose at most ${n}`,
  bool: 'Answer yes or no',
  date: 'Enter a date as DD/MM/YY',
  time: 'Enter a time as HH:mm',
  datetime: 'Enter a date and time as DD/MM/YY, HH:mm',
  range: 'Enter the start and the end',
  rangeOrder: 'The end comes after the start',
  punch: 'Start the punch clock before stopping it',
  ranking: `Rank from ${RANKING_MIN} to ${RANKING_MAX}`,
  richText: 'The text could not be read',
  shape: 'This answer does not fit its question',
  notAnswered: 'This question shows something and is not answered',
  noComment: 'This question takes no comment',
  noFiles: 'This question takes no files',
  tooManyFiles: (n: number) => `Error, maximum files allowed ${n}`,
  noIssue: 'This question cannot be tagged as an issue',
  noSignature: 'This question takes no signature',
  noEmails: 'This question takes no e-mail addresses',
  unknownQuestion: (key: string) => `No question ${key} in this job`,
  blockedByStatus: 'The job cannot be answered in its status',
  doneLocked: 'A job in done cannot be answered by an inspector',
  blockInspector: 'Inspectors cannot change this date',
  notYours: 'You may not answer this question',
  fileNotFound: 'A file of this answer is not there: upload it again',
  signatureNotPng: 'The signature is not a PNG image: sign again',
  linkInvalid: 'This link is not valid',
  linkExpired: 'This link has expired',
  linkRevoked: 'This link was withdrawn',
  tooFast: 'Too many answers at once: wait a moment and send again',
} as const;

// ---------------------------------------------------------------------------------------------
// Who may answer a question.

/**
 * A question as answering sees it: its type, settings, and who it is shown to. `settings` holds
 * the type's settings (QUESTION_SETTINGS), defaults filled in.
 */
export interface AnsweredQuestion {
  type: QuestionType;
  isClientVisible: boolean;
  fileRequired?: boolean;
  settings: Record<string, unknown> & { permissions?: QuestionPermissions };
}

/**
 * Whether `role` may answer the question (spec 2 section 6): a client only a question shown to
 * clients whose client entry lets them answer (no entry: yes); every other role by its own entry.
 */
export function roleMayAnswer(role: Role, question: AnsweredQuestion): boolean {
  if (!isAnsweredType(question.type)) return false;
  if (role === 'client' && !question.isClientVisible) return false;
  return questionPermissionFor(question.settings.permissions, role).answer;
}

/**
 * Whether someone with no account, through a public link, may see and answer the question: what
 * a client may (ADR 0041). Questions that only show something are shown to them too.
 */
export function publicMayAnswer(question: AnsweredQuestion): boolean {
  return question.isClientVisible && (!isAnsweredType(question.type) || questionPermissionFor(question.settings.permissions, 'client').answer);
}

/** Whether an inspector is kept from changing the question's answer (isBlockInspector dates, spec 2 section 5). */
export function blocksInspector(question: AnsweredQuestion): boolean {
  return question.type === 'date_time' && question.settings.isBlockInspector === true;
}

// ---------------------------------------------------------------------------------------------
// The checks of one answer (spec 2 section 5).

/** What the checks need besides the question and the answer. */
export interface AnswerCheckContext {
  /** How many files a question takes when it does not say (the catalogue's {n}). */
  defaultMaxFiles?: number;
}

type Issue = { path: string; message: string };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

function numberOf(value: unknown): number | null {
  if (isNumber(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim()))) return Number(value.trim());
  return null;
}

function validDate(text: string): boolean {
  if (!DATE_RE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The value's issues for the question's type; an empty value has none here (mandatory is asked apart). */
function valueIssues(question: AnsweredQuestion, answer: AnswerInputDraft): Issue[] {
  const value = answer.value;
  const s = question.settings;
  const issues: Issue[] = [];
  const add = (message: string, path = 'value') => issues.push({ path, message });
  switch (question.type) {
    case 'step':
    case 'message':
    case 'summary':
      if (!isEmptyAnswer(value)) add(ANSWER_MESSAGES.notAnswered);
      break;
    case 'text': {
      const t = s as Partial<QuestionSettingsOf<'text'>>;
      if (isEmptyAnswer(value)) break;
      if (t.type === 'number') {
        const n = numberOf(value);
        if (n === null) add(ANSWER_MESSAGES.number);
        else if (isNumber(t.min) && n < t.min) add(ANSWER_MESSAGES.min(t.min));
        else if (isNumber(t.max) && n > t.max) add(ANSWER_MESSAGES.max(t.max));
        break;
      }
      if (typeof value !== 'string') add(ANSWER_MESSAGES.shape);
      else if (t.type === 'email' && !isValidEmail(value)) add(ANSWER_MESSAGES.email);
      else if (value.length > (t.maxLength ?? ANSWER_TEXT_MAX)) add(ANSWER_MESSAGES.tooLong(t.maxLength ?? ANSWER_TEXT_MAX));
      break;
    }
    case 'length': {
      if (isEmptyAnswer(value)) break;
      const t = s as Partial<QuestionSettingsOf<'length'>>;
      const n = numberOf(value);
      if (n === null) add(ANSWER_MESSAGES.number);
      else if (isNumber(t.min) && n < t.min) add(ANSWER_MESSAGES.min(t.min));
      else if (isNumber(t.max) && n > t.max) add(ANSWER_MESSAGES.max(t.max));
      break;
    }
    case 'number_stepper': {
      if (isEmptyAnswer(value)) break;
      const t = s as Partial<QuestionSettingsOf<'number_stepper'>>;
      const n = numberOf(value);
      if (n === null) add(ANSWER_MESSAGES.number);
      else if (isNumber(t.min) && n < t.min) add(ANSWER_MESSAGES.min(t.min));
      else if (isNumber(t.max) && n > t.max) add(ANSWER_MESSAGES.max(t.max));
      break;
    }
    case 'ranking': {
      if (isEmptyAnswer(value)) break;
      const n = numberOf(value);
      if (n === null || !Number.isInteger(n) || n < RANKING_MIN || n > RANKING_MAX) add(ANSWER_MESSAGES.ranking);
      break;
    }
    case 'bool':
      if (value !== undefined && value !== null && typeof value !== 'boolean') add(ANSWER_MESSAGES.bool);
      break;
    case 'list': {
      if (isEmptyAnswer(value)) break;
      const t = s as Partial<QuestionSettingsOf<'list'>>;
      const chosen = Array.isArray(value) ? value : [value];
      if (!chosen.every((c) => typeof c === 'string')) {
        add(ANSWER_MESSAGES.shape);
        break;
      }
      const choices = new Set((t.childs ?? []).map((c) => c.value));
      if (!chosen.every((c) => choices.has(c as string))) add(ANSWER_MESSAGES.choice);
      else if (!t.multiSelect && chosen.length > 1) add(ANSWER_MESSAGES.oneChoice);
      else if (t.maxSelection !== undefined && chosen.length > t.maxSelection) add(ANSWER_MESSAGES.maxSelection(t.maxSelection));
      break;
    }
    case 'date_time': {
      const t = s as Partial<QuestionSettingsOf<'date_time'>>;
      if (t.isRange || t.isPunchClock) {
        issues.push(...rangeIssues(t, answer));
        break;
      }
      if (isEmptyAnswer(value)) break;
      if (typeof value !== 'string') add(ANSWER_MESSAGES.shape);
      else if (t.dateType === 'date' && !validDate(value)) add(ANSWER_MESSAGES.date);
      else if (t.dateType === 'time' && !TIME_RE.test(value)) add(ANSWER_MESSAGES.time);
      else if ((t.dateType ?? 'datetime') === 'datetime' && !isoInstant.safeParse(value).success) add(ANSWER_MESSAGES.datetime);
      break;
    }
    case 'rich_text':
      if (isEmptyAnswer(value)) break;
      if (!richTextValueSchema.safeParse(value).success) add(ANSWER_MESSAGES.richText);
      break;
    case 'image':
      // A photo question: its files are the answer; a value, when sent, is a caption.
      if (!isEmptyAnswer(value) && typeof value !== 'string') add(ANSWER_MESSAGES.shape);
      break;
    case 'project_list':
    case 'system_list': {
      if (isEmptyAnswer(value)) break;
      const chosen = Array.isArray(value) ? value : [value];
      if (!chosen.every((c) => typeof c === 'string' || isNumber(c))) add(ANSWER_MESSAGES.shape);
      else if (!(s as { multiSelect?: boolean }).multiSelect && chosen.length > 1) add(ANSWER_MESSAGES.oneChoice);
      break;
    }
    case 'project_table':
    case 'project_value':
    case 'blueprint':
      // Their values are read by their own screens (the project's fields, the blueprint editor).
      break;
  }
  return issues;
}

function rangeIssues(t: Partial<QuestionSettingsOf<'date_time'>>, answer: AnswerInputDraft): Issue[] {
  if (t.isPunchClock) {
    const start = answer.punchStart ?? null;
    const end = answer.punchEnd ?? null;
    if (end && !start) return [{ path: 'punchEnd', message: ANSWER_MESSAGES.punch }];
    if (start && end && Date.parse(end) < Date.parse(start)) return [{ path: 'punchEnd', message: ANSWER_MESSAGES.rangeOrder }];
    return [];
  }
  const range = answer.range;
  if (!range) return [];
  if (range.from && range.to && Date.parse(range.to) < Date.parse(range.from)) return [{ path: 'range.to', message: ANSWER_MESSAGES.rangeOrder }];
  return [];
}

/** Whether the answer holds something: a value, a range, a punch, files or a signature (0 and false count). */
export function answerIsFilled(question: AnsweredQuestion, answer: AnswerInputDraft): boolean {
  if (question.type === 'date_time') {
    const t = question.settings as Partial<QuestionSettingsOf<'date_time'>>;
    if (t.isPunchClock) return Boolean(answer.punchStart);
    if (t.isRange) return answer.range != null && !isEmptyAnswer(answer.range);
  }
  if (question.type === 'image') return (answer.files?.length ?? 0) > 0 || !isEmptyAnswer(answer.value);
  if (question.type === 'rich_text') {
    const parsed = richTextValueSchema.safeParse(answer.value);
    if (parsed.success) return richTextLines(parsed.data).length > 0;
  }
  return !isEmptyAnswer(answer.value);
}

/**
 * Everything wrong with one answer to a question (spec 2 section 5): the value's shape for the
 * type, mandatory (0 counts as filled), a required file ('File is required!'), the e-mail
 * pattern, number bounds, and the comment, files, issue tag, signature and e-mails only where
 * the question takes them. Empty when it may be kept. The screen and the server run it alike.
 */
export function answerIssues(question: AnsweredQuestion, answer: AnswerInputDraft, ctx: AnswerCheckContext = {}): Issue[] {
  const s = question.settings as Partial<QuestionSettingsOf<'text'>>;
  const issues = valueIssues(question, answer);
  if (s.isMandatory && isAnsweredType(question.type) && !answerIsFilled(question, answer)) {
    issues.push({ path: 'value', message: ANSWER_MESSAGES.mandatory });
  }
  const files = answer.files ?? [];
  const takesFiles = s.allowAddingFile === true || question.type === 'image';
  if (files.length > 0 && !takesFiles) issues.push({ path: 'files', message: ANSWER_MESSAGES.noFiles });
  const maxFiles = s.maxFiles ?? ctx.defaultMaxFiles ?? ANSWER_FILES_MAX;
  if (files.length > maxFiles) issues.push({ path: 'files', message: ANSWER_MESSAGES.tooManyFiles(maxFiles) });
  if ((s.fileIsRequired || question.fileRequired) && files.length === 0) issues.push({ path: 'files', message: ANSWER_MESSAGES.fileRequired });
  if (answer.comment != null && answer.comment.trim() !== '' && !s.allowComment) issues.push({ path: 'comment', message: ANSWER_MESSAGES.noComment });
  if (answer.isIssue && !s.allowTaggingIssue) issues.push({ path: 'isIssue', message: ANSWER_MESSAGES.noIssue });
  if (answer.signature && !s.signature) issues.push({ path: 'signature', message: ANSWER_MESSAGES.noSignature });
  const emails = answer.emails ?? [];
  if (emails.length > 0 && !s.emails) issues.push({ path: 'emails', message: ANSWER_MESSAGES.noEmails });
  emails.forEach((email, i) => {
    if (!isValidEmail(email)) issues.push({ path: `emails.${i}`, message: ANSWER_MESSAGES.email });
  });
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Values the screen derives.

/** A range whose end is missing or not after its start ends an hour after it (spec 2 section 4). */
export function fixRangeEnd(from: string, to: string | null): string {
  const start = Date.parse(from);
  const end = to ? Date.parse(to) : Number.NaN;
  if (Number.isNaN(start)) return to ?? from;
  return Number.isNaN(end) || end < start ? new Date(start + RANGE_DEFAULT_MS).toISOString() : (to as string);
}

/**
 * The number stepper's rule for what is typed (spec 2 section 4): not a number is cleared, a
 * leading zero resets to the minimum, anything else is clamped to min and max.
 */
export function stepperValue(typed: string, min: number, max: number): number | null {
  const text = typed.trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  if (/^-?0\d/.test(text)) return min;
  return Math.min(max, Math.max(min, Number(text)));
}

/** Whether the two answers say the same (an unchanged answer is neither sent nor recorded). */
export function sameAnswer(a: AnswerInputDraft, b: AnswerInputDraft): boolean {
  const pick = (x: AnswerInputDraft) => [
    x.value ?? null,
    x.files ?? [],
    x.comment ?? null,
    x.signature ?? null,
    x.emails ?? [],
    x.isIssue ?? false,
    x.elements ?? [],
    x.punchStart ?? null,
    x.punchEnd ?? null,
    x.punchDuration ?? null,
    x.punchClockOn ?? false,
    x.range ?? null,
  ];
  return stableJson(pick(a)) === stableJson(pick(b));
}

/** JSON with object keys sorted, so that equal values give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

// ---------------------------------------------------------------------------------------------
// Public links (spec 1 section 2.1: /job_type/answer/{token} and /answer/{token}/{project_id}).

/** Answers through one public link per minute, and bytes in one public submission. */
export const PUBLIC_SUBMISSIONS_PER_MINUTE = 30;
export const PUBLIC_BODY_BYTES_MAX = 1024 * 1024;

/** POST /v2/jobs/{id}/answer-links: a new link, with an optional expiry. */
export const answerLinkCreateBodySchema = z.object({
  expiresAt: isoInstant.nullable().default(null),
});
export type AnswerLinkCreateBody = z.infer<typeof answerLinkCreateBodySchema>;

/** A public link as its job's staff see it. The token is shown when it is made and may be shown again. */
export const answerLinkSchema = z.object({
  _id: z.string(),
  job: z.string(),
  token: z.string(),
  /** The public page's path: /job_type/answer/{token}, or /answer/{token}/{project_id}. */
  path: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  created_at: z.string(),
});
export type AnswerLink = z.infer<typeof answerLinkSchema>;

/** GET /v2/public/answer/{token}: what a public answerer sees, and only that. */
export const publicQuestionnaireSchema = z.object({
  job: z.object({ ID: z.number().int(), jobType: z.object({ title: z.string(), icon: z.string().nullable(), stepperRTL: z.boolean() }), project: z.object({ _id: z.string(), name: z.string() }).nullable() }),
  /** The questions open to the public, in their sequence (contracts' questionSchema). */
  questions: z.array(z.unknown()),
  /** The answers given through this link, and only those. */
  answers: z.array(answerSchema),
  expiresAt: z.string().nullable(),
});
export type PublicQuestionnaire = z.infer<typeof publicQuestionnaireSchema>;
