import type { AppNotification } from '@fieldwork/contracts';

/** Notifications are grouped up to 7 days back (spec 1 section 9). */
export const GROUPING_DAYS = 7;

export type DayGroup =
  | { kind: 'today'; items: AppNotification[] }
  | { kind: 'weekday'; day: Date; items: AppNotification[] }
  | { kind: 'older'; items: AppNotification[] };

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Groups by day: today, then one group per weekday of the last 7 days, then everything older. */
export function groupByDay(items: readonly AppNotification[], now: Date = new Date()): DayGroup[] {
  const today = startOfDay(now);
  const sorted = [...items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const groups: DayGroup[] = [];
  const byDay = new Map<number, DayGroup>();
  let older: DayGroup | null = null;
  for (const item of sorted) {
    const date = new Date(item.date);
    const day = startOfDay(date);
    const daysAgo = Math.round((today - day) / DAY_MS);
    if (daysAgo > GROUPING_DAYS) {
      if (!older) groups.push((older = { kind: 'older', items: [] }));
      older.items.push(item);
      continue;
    }
    let group = byDay.get(day);
    if (!group) {
      group = daysAgo <= 0 ? { kind: 'today', items: [] } : { kind: 'weekday', day: new Date(day), items: [] };
      byDay.set(day, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** Where a notification leads: its job, else its job type, else its project. */
export function notificationTarget(item: AppNotification): string | null {
  if (item.intIdJob !== null && item.intIdJob !== undefined) return `/jobs/${item.intIdJob}`;
  if (item.idJobType) return `/job_type/editor/${item.idJobType}`;
  if (item.idProject) return `/project/view/${item.idProject}`;
  // An app switched on or off is told to admins, who change it on the apps screen.
  if (item.type === 'toggle_changed') return '/settings/apps';
  return null;
}
