import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@fieldwork/contracts';
import { groupByDay, notificationTarget } from './groupByDay';

function note(id: string, date: string, extra: Partial<AppNotification> = {}): AppNotification {
  return { _id: id, message: id, type: null, params: {}, date, icon: null, idProject: null, intIdJob: null, idJobType: null, read: false, ...extra };
}

describe('notification grouping (spec 1 section 2.5)', () => {
  const now = new Date(2026, 10, 21, 15, 0); // Saturday 21 November 2026, local time

  it('groups today, then each weekday of the last 7 days, then everything older', () => {
    const groups = groupByDay(
      [
        note('old', new Date(2026, 10, 1, 9).toISOString()),
        note('today-1', new Date(2026, 10, 21, 8).toISOString()),
        note('thursday', new Date(2026, 10, 19, 12).toISOString()),
        note('today-2', new Date(2026, 10, 21, 14).toISOString()),
        note('week-ago', new Date(2026, 10, 14, 10).toISOString()),
      ],
      now,
    );
    expect(groups.map((g) => [g.kind, g.items.map((i) => i._id)])).toEqual([
      ['today', ['today-2', 'today-1']],
      ['weekday', ['thursday']],
      ['weekday', ['week-ago']],
      ['older', ['old']],
    ]);
    expect(groups[1].kind === 'weekday' && groups[1].day.getDay()).toBe(4);
  });

  it('opens the job, else the job type editor, else the project view', () => {
    expect(notificationTarget(note('a', '', { intIdJob: 42, idProject: 'p1' }))).toBe('/jobs/42');
    expect(notificationTarget(note('b', '', { idJobType: 'jt1' }))).toBe('/job_type/editor/jt1');
    expect(notificationTarget(note('c', '', { idProject: 'p1' }))).toBe('/project/view/p1');
    expect(notificationTarget(note('d', ''))).toBeNull();
  });
});
