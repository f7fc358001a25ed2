import { DEFAULT_TIMEZONE } from '../bootstrap';

/**
 * Date filter presets (spec 3 section 3): a preset or a custom range becomes a half-open interval
 * [from, to) of instants, computed in the instance's time zone so that "today" in Jerusalem is
 * Jerusalem's day, across daylight-saving changes too. Pure: `now` and the zone are arguments.
 */

export const DATE_PRESETS = [
  'today',
  'tomorrow',
  'last_week',
  'this_week',
  'next_week',
  'last_month',
  'this_month',
  'next_month',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);
}

/** Weeks start on Sunday in Israel (0 = Sunday, 1 = Monday). */
export const DEFAULT_WEEK_START = 0;

/** A calendar day, as the date inputs and the URL write it. */
export interface CalendarDay {
  year: number;
  month: number; // 1-12
  day: number;
}

/** A date filter's value: a preset, or a custom range of calendar days (either end may be open). */
export type DateFilterValue = { preset: DatePreset } | { from?: string; to?: string };

export interface Interval {
  /** Inclusive start; null when open. */
  from: Date | null;
  /** Exclusive end; null when open. */
  to: Date | null;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into a day that exists (2026-02-30 is refused). */
export function parseCalendarDay(text: string): CalendarDay | null {
  const m = DAY_RE.exec(text);
  if (!m) return null;
  const day = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(day.year, day.month - 1, day.day));
  if (check.getUTCFullYear() !== day.year || check.getUTCMonth() !== day.month - 1 || check.getUTCDate() !== day.day) {
    return null;
  }
  return day;
}

export function formatCalendarDay(d: CalendarDay): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows the zone (an unknown one would throw deep inside a query). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `instant`. */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The calendar day it is in `timeZone` at `instant`. */
export function dayIn(instant: Date, timeZone: string): CalendarDay {
  const w = wallClock(instant, timeZone);
  return { year: w.year, month: w.month, day: w.day };
}

/**
 * The instant a calendar day starts in `timeZone`. Midnight always exists in the zones we serve;
 * where a change skips it, the first instant of the day is taken.
 */
export function startOfDay(day: CalendarDay, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day);
  // Two rounds settle the offset on either side of a change.
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60000;
  const back = dayIn(new Date(guess), timeZone);
  if (back.day !== day.day) {
    // Midnight did not exist (clocks jumped from 23:59:59 to 01:00): step to the day's first hour.
    guess += 60 * 60000;
  }
  return new Date(guess);
}

/** Adds days to a calendar day (no zone involved: calendar arithmetic). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function addMonths(day: CalendarDay, months: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1 + months, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: 1 };
}

function weekday(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

export interface PresetOptions {
  timeZone?: string;
  weekStart?: number;
}

/** The calendar days a preset covers: [first, last] inclusive. */
export function presetDays(preset: DatePreset, now: Date, options: PresetOptions = {}): { first: CalendarDay; last: CalendarDay } {
  const zone = options.timeZone ?? DEFAULT_TIMEZONE;
  const weekStart = options.weekStart ?? DEFAULT_WEEK_START;
  const today = dayIn(now, zone);
  const startOfWeek = addDays(today, -((weekday(today) - weekStart + 7) % 7));
  const startOfMonth = { ...today, day: 1 };
  const week = (offset: number) => {
    const first = addDays(startOfWeek, offset * 7);
    return { first, last: addDays(first, 6) };
  };
  const month = (offset: number) => {
    const first = addMonths(startOfMonth, offset);
    return { first, last: addDays(addMonths(first, 1), -1) };
  };
  switch (preset) {
    case 'today':
      return { first: today, last: today };
    case 'tomorrow': {
      const t = addDays(today, 1);
      return { first: t, last: t };
    }
    case 'last_week':
      return week(-1);
    case 'this_week':
      return week(0);
    case 'next_week':
      return week(1);
    case 'last_month':
      return month(-1);
    case 'this_month':
      return month(0);
    case 'next_month':
      return month(1);
  }
}

/**
 * The instants a date filter covers: [from, to). A custom range takes whole days, `to` included.
 * Returns null for a value that does not parse (the query layer refuses it before this).
 */
export function resolveDateFilter(value: DateFilterValue, now: Date, options: PresetOptions = {}): Interval | null {
  const zone = options.timeZone ?? DEFAULT_TIMEZONE;
  if ('preset' in value) {
    if (!isDatePreset(value.preset)) return null;
    const { first, last } = presetDays(value.preset, now, options);
    return { from: startOfDay(first, zone), to: startOfDay(addDays(last, 1), zone) };
  }
  const first = value.from ? parseCalendarDay(value.from) : null;
  const last = value.to ? parseCalendarDay(value.to) : null;
  if ((value.from && !first) || (value.to && !last)) return null;
  if (!first && !last) return null;
  if (first && last && formatCalendarDay(first) > formatCalendarDay(last)) return null;
  return {
    from: first ? startOfDay(first, zone) : null,
    to: last ? startOfDay(addDays(last, 1), zone) : null,
  };
}
