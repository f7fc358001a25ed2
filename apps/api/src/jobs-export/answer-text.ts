import type { Answer, Question } from '@fieldwork/contracts';
import type { JobPdfTexts } from './job-pdf.texts';

/**
 * An answer's value in words, per question type, as lines of text for the PDF. Values are read
 * defensively: whatever shape a client stored, something readable comes out, never an error.
 */

export interface AnswerTextContext {
  texts: JobPdfTexts;
  /** BCP 47 locale the numbers and dates are written in. */
  locale: string;
  /** IANA zone the dates are shown in. */
  timeZone: string;
}

/** Lines of one answer at most: a long project table is cut, with an ellipsis line. */
export const ANSWER_LINES_MAX = 200;

export function answerLines(question: Pick<Question, 'type' | 'settings'>, answer: Answer, ctx: AnswerTextContext): string[] {
  const lines = linesOf(question, answer, ctx).map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0 && answer.search_value?.trim()) lines.push(answer.search_value.trim());
  return lines.length > ANSWER_LINES_MAX ? [...lines.slice(0, ANSWER_LINES_MAX), '…'] : lines;
}

function linesOf(question: Pick<Question, 'type' | 'settings'>, answer: Answer, ctx: AnswerTextContext): string[] {
  const { value } = answer;
  const settings = question.settings as Record<string, unknown>;
  switch (question.type) {
    case 'bool':
      return isEmpty(value) ? [] : [truthy(value) ? ctx.texts.yes : ctx.texts.no];
    case 'length': {
      const amount = typeof value === 'object' && value !== null && 'value' in value ? (value as { value: unknown }).value : value;
      const unit = (typeof value === 'object' && value !== null && 'unit' in value ? (value as { unit: unknown }).unit : settings.unit) ?? '';
      return isEmpty(amount) ? [] : [`${textOf(amount, ctx).join(' ')} ${String(unit)}`.trim()];
    }
    case 'ranking':
      return asList(value).map((item, i) => `${i + 1}. ${textOf(item, ctx).join(' ')}`);
    case 'date_time':
      return dateLines(answer, String(settings.dateType ?? 'datetime'), ctx);
    case 'rich_text':
      return richText(value);
    default:
      return textOf(value, ctx);
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function truthy(value: unknown): boolean {
  if (typeof value === 'string') return ['true', 'yes', '1', 'on', 'כן'].includes(value.trim().toLowerCase());
  return Boolean(value);
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return isEmpty(value) ? [] : [value];
}

/** Any value as lines: lists one item a line, objects by their label or as "key: value". */
export function textOf(value: unknown, ctx: AnswerTextContext): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.split(/\r?\n/);
  if (typeof value === 'number') return [Number.isFinite(value) ? value.toLocaleString(ctx.locale, { maximumFractionDigits: 6 }) : ''];
  if (typeof value === 'boolean') return [value ? ctx.texts.yes : ctx.texts.no];
  if (Array.isArray(value)) return value.flatMap((item) => (Array.isArray(item) ? [item.flatMap((cell) => textOf(cell, ctx)).join(', ')] : textOf(item, ctx)));
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['label', 'title', 'name', 'text', 'caption', 'value']) {
      const named = record[key];
      if (typeof named === 'string' || typeof named === 'number') return textOf(named, ctx);
      if (key === 'name' && named && typeof named === 'object' && 'first' in named) {
        const person = named as { first?: unknown; last?: unknown };
        return [`${String(person.first ?? '')} ${String(person.last ?? '')}`.trim()];
      }
    }
    const pairs = Object.entries(record)
      .filter(([key, v]) => !key.startsWith('_') && v !== null && v !== undefined && v !== '')
      .map(([key, v]) => `${key}: ${textOf(v, ctx).join(', ')}`);
    return pairs.length > 0 ? [pairs.join('; ')] : [];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Dates

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ONLY = /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function dateLines(answer: Answer, kind: string, ctx: AnswerTextContext): string[] {
  if (answer.punchStart || answer.punchEnd) {
    const span = `${formatDate(answer.punchStart, kind, ctx)} – ${formatDate(answer.punchEnd, kind, ctx)}`;
    const worked = answer.punchStart && answer.punchEnd ? Date.parse(answer.punchEnd) - Date.parse(answer.punchStart) : NaN;
    return Number.isFinite(worked) && worked >= 0 ? [`${span} (${hoursAndMinutes(worked)})`] : [span];
  }
  const range = answer.range;
  if (range && (range.from || range.to || range.date)) {
    if (range.date && !range.from && !range.to) return [formatDate(range.date, range.allDay ? 'date' : kind, ctx)];
    const day = range.date ? `${formatDate(range.date, 'date', ctx)} ` : '';
    const rangeKind = range.date ? 'time' : kind;
    return [`${day}${formatDate(range.from, rangeKind, ctx)} – ${formatDate(range.to, rangeKind, ctx)}`.trim()];
  }
  if (Array.isArray(answer.value)) return answer.value.map((v) => formatDate(v, kind, ctx));
  return isEmpty(answer.value) ? [] : [formatDate(answer.value, kind, ctx)];
}

/** A stored date, date-time or time in the instance's zone; anything unreadable as it is. */
function formatDate(value: unknown, kind: string, ctx: AnswerTextContext): string {
  if (value === null || value === undefined || value === '') return '…';
  const text = String(value);
  if (TIME_ONLY.test(text)) return text.slice(0, 5);
  // A plain day is a calendar day, not an instant: it is not moved into the zone.
  const dayOnly = DAY_ONLY.test(text);
  const date = new Date(dayOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return text;
  const options: Intl.DateTimeFormatOptions = { timeZone: dayOnly ? 'UTC' : ctx.timeZone };
  if (kind === 'date' || dayOnly) options.dateStyle = 'medium';
  else if (kind === 'time') options.timeStyle = 'short';
  else Object.assign(options, { dateStyle: 'medium', timeStyle: 'short' });
  return new Intl.DateTimeFormat(ctx.locale, options).format(date);
}

/** Milliseconds as h:mm. */
function hoursAndMinutes(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Rich text: HTML, Draft.js raw content or a Quill delta, as plain paragraphs.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function richText(value: unknown): string[] {
  if (typeof value === 'string') {
    if (!/<[a-z][^>]*>/i.test(value)) return value.split(/\r?\n/);
    const text = value
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '\n• ')
      .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote|tr)>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
        if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
        if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
        return ENTITIES[name.toLowerCase()] ?? entity;
      });
    return text.split('\n');
  }
  if (value && typeof value === 'object') {
    const blocks = (value as { blocks?: unknown }).blocks;
    if (Array.isArray(blocks)) return blocks.map((b) => (b && typeof b === 'object' ? String((b as { text?: unknown }).text ?? '') : ''));
    const ops = (value as { ops?: unknown }).ops;
    if (Array.isArray(ops)) return ops.map((op) => (typeof op?.insert === 'string' ? op.insert : '')).join('').split('\n');
  }
  return [];
}
