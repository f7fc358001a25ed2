import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_PRESETS,
  DEFAULT_TIMEZONE,
  addDays,
  dayIn,
  formatCalendarDay,
  parseCalendarDay,
  presetDays,
  resolveDateFilter,
  startOfDay,
  type DatePreset,
} from '../src';

const at = (iso: string) => new Date(iso);
const interval = (preset: DatePreset, now: string, timeZone = DEFAULT_TIMEZONE) => {
  const r = resolveDateFilter({ preset }, at(now), { timeZone })!;
  return { from: r.from!.toISOString(), to: r.to!.toISOString() };
};
const hours = (r: { from: string; to: string }) => (Date.parse(r.to) - Date.parse(r.from)) / 3_600_000;

describe('date presets in Jerusalem (the default zone)', () => {
  it('reads "today" as Jerusalem\'s day, not UTC\'s', () => {
    // 22:30 UTC on 30 June is 01:30 on 1 July in Jerusalem (UTC+3 in summer).
    expect(interval('today', '2026-06-30T22:30:00Z')).toEqual({ from: '2026-06-30T21:00:00.000Z', to: '2026-07-01T21:00:00.000Z' });
    expect(interval('tomorrow', '2026-06-30T22:30:00Z')).toEqual({ from: '2026-07-01T21:00:00.000Z', to: '2026-07-02T21:00:00.000Z' });
  });

  it('gives the spring-forward day 23 hours (27 March 2026, 02:00 becomes 03:00)', () => {
    const today = interval('today', '2026-03-27T10:00:00Z');
    expect(today).toEqual({ from: '2026-03-26T22:00:00.000Z', to: '2026-03-27T21:00:00.000Z' });
    expect(hours(today)).toBe(23);
  });

  it('gives the fall-back day 25 hours (25 October 2026, 02:00 becomes 01:00)', () => {
    const today = interval('today', '2026-10-25T12:00:00Z');
    expect(today).toEqual({ from: '2026-10-24T21:00:00.000Z', to: '2026-10-25T22:00:00.000Z' });
    expect(hours(today)).toBe(25);
  });

  it('starts weeks on Sunday and spans the change inside one', () => {
    // Friday 27 March 2026: the week is Sunday 22 to Saturday 28 March.
    const week = interval('this_week', '2026-03-27T10:00:00Z');
    expect(week).toEqual({ from: '2026-03-21T22:00:00.000Z', to: '2026-03-28T21:00:00.000Z' });
    expect(hours(week)).toBe(7 * 24 - 1);
    expect(interval('last_week', '2026-03-27T10:00:00Z')).toEqual({ from: '2026-03-14T22:00:00.000Z', to: '2026-03-21T22:00:00.000Z' });
    expect(interval('next_week', '2026-03-27T10:00:00Z')).toEqual({ from: '2026-03-28T21:00:00.000Z', to: '2026-04-04T21:00:00.000Z' });
  });

  it('takes a Sunday as the first day of its own week', () => {
    const { first, last } = presetDays('this_week', at('2026-03-22T08:00:00Z'));
    expect(formatCalendarDay(first)).toBe('2026-03-22');
    expect(formatCalendarDay(last)).toBe('2026-03-28');
  });

  it('covers whole months, across the year and the change', () => {
    expect(interval('this_month', '2026-03-15T10:00:00Z')).toEqual({ from: '2026-02-28T22:00:00.000Z', to: '2026-03-31T21:00:00.000Z' });
    expect(interval('last_month', '2026-01-10T10:00:00Z')).toEqual({ from: '2025-11-30T22:00:00.000Z', to: '2025-12-31T22:00:00.000Z' });
    expect(interval('next_month', '2026-12-31T22:30:00Z')).toEqual({ from: '2027-01-31T22:00:00.000Z', to: '2027-02-28T22:00:00.000Z' });
  });

  it('lets the week start on Monday where an instance says so', () => {
    const { first } = presetDays('this_week', at('2026-03-22T08:00:00Z'), { weekStart: 1 });
    expect(formatCalendarDay(first)).toBe('2026-03-16');
  });
});

describe('date presets in other zones', () => {
  it('follows New York across its own change (8 March 2026)', () => {
    const today = interval('today', '2026-03-08T15:00:00Z', 'America/New_York');
    expect(today).toEqual({ from: '2026-03-08T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' });
    expect(hours(today)).toBe(23);
  });

  it('starts a day whose midnight does not exist at its first instant (Beirut, 29 March 2026)', () => {
    const start = startOfDay({ year: 2026, month: 3, day: 29 }, 'Asia/Beirut');
    expect(formatCalendarDay(dayIn(start, 'Asia/Beirut'))).toBe('2026-03-29');
    expect(formatCalendarDay(dayIn(new Date(start.getTime() - 1), 'Asia/Beirut'))).toBe('2026-03-28');
  });
});

describe('custom ranges', () => {
  it('include the last day whole', () => {
    const r = resolveDateFilter({ from: '2026-03-01', to: '2026-03-31' }, at('2026-06-01T00:00:00Z'))!;
    expect(r.from!.toISOString()).toBe('2026-02-28T22:00:00.000Z');
    expect(r.to!.toISOString()).toBe('2026-03-31T21:00:00.000Z');
  });

  it('may be open at either end', () => {
    const since = resolveDateFilter({ from: '2026-03-01' }, at('2026-06-01T00:00:00Z'))!;
    expect(since.to).toBeNull();
    const until = resolveDateFilter({ to: '2026-03-01' }, at('2026-06-01T00:00:00Z'))!;
    expect(until.from).toBeNull();
    expect(until.to!.toISOString()).toBe('2026-03-01T22:00:00.000Z');
  });

  it.each([
    [{ from: '2026-02-30' }],
    [{ from: '2026-03-05', to: '2026-03-01' }],
    [{}],
    [{ from: '26-03-01' }],
  ])('refuse %j', (value) => {
    expect(resolveDateFilter(value, at('2026-06-01T00:00:00Z'))).toBeNull();
  });
});

describe('calendar days', () => {
  it('parse only days that exist', () => {
    expect(parseCalendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDay('2026-02-29')).toBeNull();
    expect(parseCalendarDay('2026-13-01')).toBeNull();
    expect(parseCalendarDay('2026-1-01')).toBeNull();
  });

  it('add days across months and years', () => {
    expect(formatCalendarDay(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
    expect(formatCalendarDay(addDays({ year: 2026, month: 3, day: 1 }, -1))).toBe('2026-02-28');
  });
});

describe('every preset, any instant, any of our zones', () => {
  const zones = ['Asia/Jerusalem', 'America/New_York', 'Europe/London', 'Asia/Beirut', 'Australia/Lord_Howe', 'UTC'];
  it('is a non-empty interval that starts at the first instant of a day in the zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DATE_PRESETS),
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (preset, now, timeZone) => {
          const r = resolveDateFilter({ preset }, now, { timeZone })!;
          expect(r.from!.getTime()).toBeLessThan(r.to!.getTime());
          const { first, last } = presetDays(preset, now, { timeZone });
          expect(formatCalendarDay(dayIn(r.from!, timeZone))).toBe(formatCalendarDay(first));
          expect(formatCalendarDay(dayIn(new Date(r.from!.getTime() - 1), timeZone))).toBe(formatCalendarDay(addDays(first, -1)));
          expect(formatCalendarDay(dayIn(new Date(r.to!.getTime() - 1), timeZone))).toBe(formatCalendarDay(last));
          if (preset === 'today') {
            expect(now.getTime()).toBeGreaterThanOrEqual(r.from!.getTime());
            expect(now.getTime()).toBeLessThan(r.to!.getTime());
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
