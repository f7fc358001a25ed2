import { DONE_JOB_STATUS } from './done-status';

/** Built-in job statuses in their default order (spec 2 section 4). */
export const JOB_STATUSES = ['open', 'rejected', 'assigned', 'confirmed', 'reported', 'review', 'done'] as const;
export type BuiltInJobStatus = (typeof JOB_STATUSES)[number];

/** Default colour of each built-in status. */
export const STATUS_COLORS: Record<BuiltInJobStatus, string> = {
  open: 'grey',
  rejected: 'red',
  assigned: 'blue',
  confirmed: 'orange',
  reported: 'green',
  review: 'pink',
  done: 'cyan',
};

/** Default colour of an issue unless branding.review is set. */
export const DEFAULT_ISSUE_COLOR = '#E010B2';

/** The status a new job starts in. */
export const INITIAL_JOB_STATUS: BuiltInJobStatus = 'open';
/** The status a job moves to when a newly answered question is tagged as an issue (spec 2 section 4). */
export const REVIEW_JOB_STATUS: BuiltInJobStatus = 'review';
/** The status inspectors cannot edit a job in (spec 2 section 6). */
export { DONE_JOB_STATUS };

/**
 * A status is stored by its name: a built-in one, or a custom one of the instance. A custom
 * status's name is a key (letters, digits, _ and -, at most 40); what people read is its label
 * from statusTranslations, or the name itself.
 */
export const STATUS_NAME_RE = /^[A-Za-z0-9_-]{1,40}$/;

export interface CustomStatus {
  name: string;
  color: string;
}

/** The settings the statuses are made of (spec 2 section 4; spec 1 section 3). */
export interface StatusSettings {
  statusOrder: readonly string[];
  customStatuses: readonly CustomStatus[];
  statusTranslations: Readonly<Record<string, Readonly<Record<string, string>>>>;
  allowedStatuses: Readonly<Record<string, boolean>> | null;
}

/** One status as screens show it. */
export interface JobStatusInfo {
  name: string;
  color: string;
  builtIn: boolean;
}

export function isBuiltInStatus(name: string): name is BuiltInJobStatus {
  return (JOB_STATUSES as readonly string[]).includes(name);
}

/**
 * Every status of the instance in its order: statusOrder first (names it lists that exist), then
 * the built-in and custom statuses it leaves out, in their own order. The dropdown, the filters,
 * the counters and the charts all read this one list.
 */
export function jobStatusesOf(settings: Pick<StatusSettings, 'statusOrder' | 'customStatuses'>): JobStatusInfo[] {
  const all = new Map<string, JobStatusInfo>();
  for (const name of JOB_STATUSES) all.set(name, { name, color: STATUS_COLORS[name], builtIn: true });
  for (const custom of settings.customStatuses) {
    if (!all.has(custom.name)) all.set(custom.name, { name: custom.name, color: custom.color, builtIn: false });
  }
  const ordered: JobStatusInfo[] = [];
  for (const name of settings.statusOrder) {
    const status = all.get(name);
    if (status) {
      ordered.push(status);
      all.delete(name);
    }
  }
  return [...ordered, ...all.values()];
}

/** Whether `name` is a status of the instance (built-in or custom). */
export function isJobStatusOf(settings: Pick<StatusSettings, 'customStatuses'>, name: string): boolean {
  return isBuiltInStatus(name) || settings.customStatuses.some((custom) => custom.name === name);
}

/** A status's colour; an unknown one (a custom status since removed) is grey. */
export function statusColorOf(settings: Pick<StatusSettings, 'customStatuses'>, name: string): string {
  if (isBuiltInStatus(name)) return STATUS_COLORS[name];
  return settings.customStatuses.find((custom) => custom.name === name)?.color ?? 'grey';
}

/**
 * A status's label in `language` from statusTranslations (keyed by status, then language), or
 * null when the instance gives none: the screen then uses its own catalogue's text for a built-in
 * status and the name for a custom one.
 */
export function statusTranslationOf(settings: Pick<StatusSettings, 'statusTranslations'>, name: string, language: string): string | null {
  const entry = settings.statusTranslations[name];
  const text = entry?.[language];
  return typeof text === 'string' && text.trim() ? text : null;
}

/**
 * Whether answering is allowed in a job's status (spec 2 section 4, "Answering blocked by
 * status"). Without allowedStatuses only done blocks. With it, a status absent from it or set
 * false blocks. For done the spec gives two readings; ADR 0041 takes the one that reads done as
 * every other status (listed true: open; false or absent: blocked). Inspectors never answer in
 * done whatever the setting (the policy's 'answer.submit').
 */
export function answeringAllowedIn(settings: Pick<StatusSettings, 'allowedStatuses'>, status: string): boolean {
  if (!settings.allowedStatuses) return status !== DONE_JOB_STATUS;
  return settings.allowedStatuses[status] === true;
}
