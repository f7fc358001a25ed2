import {
  QUESTION_SETTINGS,
  richTextLines,
  richTextValueSchema,
  type AnsweredQuestion,
  type AnswerInput,
  type AnswerInputDraft,
  type QuestionType,
} from '@fieldwork/contracts';
import type { AnswerRow } from '../jobs/jobs.repository';
import type { AnsweringQuestionRow } from './answers.repository';

/**
 * Pure mappings between what a device sends, the answers row and its history: one place for the
 * fields an answer keeps, so that comparing, recording and reading agree.
 */

/** An answer's fields as history's before and after keep them (the signature as its asset id). */
export type AnswerFields = Required<Omit<AnswerInputDraft, 'clientId' | 'answeredAt' | 'basedOn'>>;

/** The stored answer as a device would have sent it (to compare and to record as `before`). */
export function fieldsOfRow(row: AnswerRow): AnswerFields {
  const extra = row.extra ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    value: row.value ?? null,
    files: Array.isArray(row.files) ? row.files : [],
    comment: row.comment,
    signature: row.signatureAssetId,
    emails: Array.isArray(row.emails) ? row.emails : [],
    isIssue: row.isIssue,
    elements: Array.isArray(row.elements) ? row.elements : [],
    punchStart: text(extra.punchStart),
    punchEnd: text(extra.punchEnd),
    punchDuration: typeof extra.punchDuration === 'number' ? extra.punchDuration : null,
    punchClockOn: extra.punchClockOn === true,
    range: (extra.range as AnswerFields['range']) ?? null,
  };
}

/** An incoming answer's fields, its signature already an asset id. */
export function fieldsOfInput(input: AnswerInput, signatureAssetId: string | null): AnswerFields {
  return {
    value: input.value ?? null,
    files: input.files,
    comment: input.comment,
    signature: signatureAssetId,
    emails: input.emails,
    isIssue: input.isIssue,
    elements: input.elements,
    punchStart: input.punchStart,
    punchEnd: input.punchEnd,
    punchDuration: input.punchDuration,
    punchClockOn: input.punchClockOn,
    range: input.range,
  };
}

/** The row's columns for these fields: punch and range values go into `extra`, as job-answers.ts `answerOf` reads them. */
export function columnsOf(fields: AnswerFields) {
  const extra: Record<string, unknown> = {};
  if (fields.punchStart) extra.punchStart = fields.punchStart;
  if (fields.punchEnd) extra.punchEnd = fields.punchEnd;
  if (fields.punchDuration !== null) extra.punchDuration = fields.punchDuration;
  if (fields.punchClockOn) extra.punchClockOn = true;
  if (fields.range) extra.range = fields.range;
  return {
    value: fields.value,
    files: fields.files,
    comment: fields.comment,
    signatureAssetId: fields.signature,
    emails: fields.emails,
    isIssue: fields.isIssue,
    elements: fields.elements,
    extra,
  };
}

/**
 * What the search finds an answer by: rich text as its lines, a list's choices joined,
 * dates and ranges as written, numbers and yes/no as text; with the comment. Null when empty.
 */
export function searchValueOf(question: AnsweredQuestion, fields: AnswerFields): string | null {
  const parts = [...valueWords(question, fields), ...(fields.comment?.trim() ? [fields.comment.trim()] : [])];
  const text = parts.join('\n').trim();
  return text === '' ? null : text.slice(0, 20_000);
}

function valueWords(question: AnsweredQuestion, fields: AnswerFields): string[] {
  const { value } = fields;
  if (question.type === 'rich_text') {
    const parsed = richTextValueSchema.safeParse(value);
    return parsed.success ? richTextLines(parsed.data) : [];
  }
  if (question.type === 'date_time') {
    if (fields.range) return [[fields.range.from, fields.range.to].filter(Boolean).join(' – ')];
    if (fields.punchStart) return [[fields.punchStart, fields.punchEnd].filter(Boolean).join(' – ')];
  }
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return [value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** Parsed settings of a question form, by id and revision: parsing is the costly part of a submission's checks. */
const parsedSettings = new Map<string, Record<string, unknown>>();
const PARSED_SETTINGS_MAX = 5000;

/** The question as answering's rules see it (contracts' AnsweredQuestion), its settings' defaults filled in. */
export function answeredQuestionOf(row: AnsweringQuestionRow): AnsweredQuestion {
  const cacheKey = `${row.id}:${row.revision}`;
  let settings = parsedSettings.get(cacheKey);
  if (!settings) {
    const schema = QUESTION_SETTINGS[row.type as QuestionType];
    const parsed = schema?.safeParse(row.settings ?? {});
    settings = parsed?.success ? (parsed.data as Record<string, unknown>) : (row.settings ?? {});
    if (parsedSettings.size >= PARSED_SETTINGS_MAX) parsedSettings.clear();
    parsedSettings.set(cacheKey, settings);
  }
  return { type: row.type as QuestionType, isClientVisible: row.isClientVisible, settings };
}
