import { richTextLines, richTextValueSchema, type Question } from '@fieldwork/contracts';
import type { AnswerDraft, AnsweringContext } from '../types';

/**
 * An answer as one line of text: what a $ mention inserts (its first line) and what a summary
 * lists. Yes and no come in the reader's words.
 */
export function answerText(draft: AnswerDraft | undefined, words: { yes: string; no: string }): string {
  if (!draft) return '';
  const value = draft.value;
  if (value === null || value === undefined) {
    if (draft.range && (draft.range.from || draft.range.to)) return [draft.range.from, draft.range.to].filter(Boolean).map((v) => shortDate(v as string)).join(' – ');
    if (draft.punchStart) return [draft.punchStart, draft.punchEnd].filter(Boolean).map((v) => shortDate(v as string)).join(' – ');
    return '';
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}T/.test(value) ? shortDate(value) : value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v ? labelOf(v) : String(v))).join(', ');
  const rich = richTextValueSchema.safeParse(value);
  if (rich.success) return richTextLines(rich.data).join('\n');
  if (typeof value === 'object') return labelOf(value);
  return String(value);
}

function labelOf(value: object): string {
  const v = value as Record<string, unknown>;
  if (typeof v.label === 'string') return v.label;
  if (typeof v.value === 'string' || typeof v.value === 'number') return String(v.value);
  return Object.values(v)
    .filter((x) => typeof x === 'string' || typeof x === 'number')
    .join(' · ');
}

/** DD/MM/YY HH:mm on the device's clock (spec 2 section 9). */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The first line of an answer: a mention carries only that. */
export function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
}

/** The answer key of a question in the drafts: its ID (repeats carry _n and are not mentioned). */
export function keyOf(question: Pick<Question, 'ID'>): string {
  return String(question.ID);
}

/** The questions before `question` in the questionnaire, with their drafts. */
export function earlierAnswers(question: Question, context: AnsweringContext): Array<{ question: Question; key: string; draft: AnswerDraft | undefined }> {
  const index = context.questions.findIndex((q) => q._id === question._id);
  const before = index < 0 ? context.questions : context.questions.slice(0, index);
  return before.map((q) => ({ question: q, key: keyOf(q), draft: context.drafts.get(keyOf(q)) }));
}
