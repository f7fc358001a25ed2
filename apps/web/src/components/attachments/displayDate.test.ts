import { describe, expect, it } from 'vitest';
import { formatDisplayDateTime } from './displayDate';

describe('formatDisplayDateTime', () => {
  it.each([
    ['2026-03-07T09:05:00.000Z', 'UTC', '07/03/26, 09:05'],
    // Jerusalem is UTC+2 in winter: the wall clock crosses midnight into the next day and month.
    ['2025-12-31T22:30:00.000Z', 'Asia/Jerusalem', '01/01/26, 00:30'],
    // A 24-hour clock, never "12:15 pm" nor "24:15".
    ['2026-06-15T12:15:00.000Z', 'UTC', '15/06/26, 12:15'],
    ['2026-06-15T00:15:00.000Z', 'UTC', '15/06/26, 00:15'],
  ])('shows %s in %s as %s', (iso, zone, expected) => {
    expect(formatDisplayDateTime(iso, zone)).toBe(expected);
  });

  it('gives null for a value that is not a date', () => {
    expect(formatDisplayDateTime('not a date', 'UTC')).toBeNull();
  });
});
