import { DEFAULT_ALL_DAY, fixRangeEnd } from '@fieldwork/contracts';
import type { AnswerDraft } from '../types';

/** A date answer's range (contracts' answerRangeSchema). */
export type AnswerRange = NonNullable<AnswerDraft['range']>;

export const EMPTY_RANGE: AnswerRange = { from: null, to: null, date: null, allDay: false, selectedDay: null };

const two = (n: number) => String(n).padStart(2, '0');
/** The local day of an instant, YYYY-MM-DD. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
/** The instant of a local day at HH:mm. */
export function atLocalTime(day: string, time: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, 0, 0).toISOString();
}

/** A new start: the day follows it, and an end before it (or none) becomes the start plus an hour (fixRangeEnd). */
export function rangeWithFrom(range: AnswerRange | null | undefined, from: string | null): AnswerRange {
  const current = range ?? EMPTY_RANGE;
  if (!from) return { ...current, from: null, date: current.to ? current.date : null, allDay: false, selectedDay: null };
  return { ...current, from, to: fixRangeEnd(from, current.to), date: localDay(from), allDay: false, selectedDay: null };
}

/** A new end: before the start it becomes the start plus an hour; cleared, it stays cleared. */
export function rangeWithTo(range: AnswerRange | null | undefined, to: string | null): AnswerRange {
  const current = range ?? EMPTY_RANGE;
  if (!to) return { ...current, to: null, allDay: false, selectedDay: null };
  return { ...current, to: current.from ? fixRangeEnd(current.from, to) : to, date: current.date ?? localDay(to), allDay: false, selectedDay: null };
}

/** An all-day chip fills the range's day from its first to its last hour ("HH:mm-HH:mm"); none without a day. */
export function rangeWithAllDay(range: AnswerRange | null | undefined, chip: { value: string }): AnswerRange | null {
  const day = range?.date ?? (range?.from ? localDay(range.from) : null);
  if (!day) return null;
  const [start, end] = chip.value.split('-') as [string, string];
  return { from: atLocalTime(day, start), to: atLocalTime(day, end), date: day, allDay: true, selectedDay: chip.value };
}

/** The chips of a range question: its own, or the default 00:00–23:59 (labelled in the reader's words). */
export function allDayChips(chips: ReadonlyArray<{ label: string; value: string }> | undefined, defaultLabel: string) {
  return chips && chips.length > 0 ? chips : [{ label: defaultLabel, value: DEFAULT_ALL_DAY.value }];
}

/** Elapsed time as HH:MM:SS (hours past 99 keep counting). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${two(h)}:${two(m)}:${two(s)}`;
}

/** Start: the start time and date are now, the end is cleared, the clock runs. */
export function punchStarted(now: Date): Partial<AnswerDraft> {
  return { punchStart: now.toISOString(), punchEnd: null, punchDuration: null, punchClockOn: true };
}

/** Stop: the end is now and the duration is kept in seconds. */
export function punchStopped(draft: AnswerDraft, now: Date): Partial<AnswerDraft> {
  const start = draft.punchStart ? Date.parse(draft.punchStart) : Number.NaN;
  const duration = Number.isNaN(start) ? null : Math.max(0, Math.round((now.getTime() - start) / 1000));
  return { punchEnd: now.toISOString(), punchDuration: duration, punchClockOn: false };
}

/** Reset clears it all. */
export const PUNCH_RESET: Partial<AnswerDraft> = { punchStart: null, punchEnd: null, punchDuration: null, punchClockOn: false };

/** A date question's single value to the picker's ISO instant: a day at local midnight, a time today. */
export function pickerValueOf(kind: 'date' | 'time' | 'datetime', value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? atLocalTime(value, '00:00') : null;
  if (kind === 'time') return /^\d{2}:\d{2}$/.test(value) ? atLocalTime(localDay(new Date().toISOString()), value) : null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

/** The picker's instant as the answer keeps it: YYYY-MM-DD, HH:mm or the ISO instant. */
export function answerValueOf(kind: 'date' | 'time' | 'datetime', iso: string | null): string | null {
  if (!iso) return null;
  if (kind === 'date') return localDay(iso);
  if (kind === 'time') {
    const d = new Date(iso);
    return `${two(d.getHours())}:${two(d.getMinutes())}`;
  }
  return iso;
}
