import { LANGUAGES, withSettingDefaults, type InstanceSettings, type ResolvedSettings } from './bootstrap';
import { JOB_SETTINGS_MESSAGES, JOB_SORTS, type JobSettings, type JobSettingsUpdate, type JobSort } from './jobs';
import { JOB_STATUSES, type CustomStatus } from './statuses';
import type { SecurityFlags } from './security';

/** A refused part of the body: where (a dotted path) and why. */
export interface JobSettingsIssue {
  path: string;
  message: string;
}

/** The job settings (GET /v2/settings) out of the instance's resolved settings. */
export function jobSettingsOf(settings: ResolvedSettings): JobSettings {
  const sort = settings.defaultJobSort;
  return {
    security: settings.security,
    customStatuses: settings.customStatuses,
    statusOrder: settings.statusOrder,
    statusTranslations: settings.statusTranslations,
    allowedStatuses: settings.allowedStatuses,
    defaultJobSort: (JOB_SORTS as readonly string[]).includes(sort) ? (sort as JobSort) : 'created_at',
  };
}

/**
 * Why `name` cannot be a new custom status next to `existing` (the built-in statuses and the
 * other custom ones), or null. Names are compared without case: "Open" would read as open.
 */
export function customStatusNameIssue(name: string, existing: readonly Pick<CustomStatus, 'name'>[]): string | null {
  const lower = name.toLowerCase();
  if (JOB_STATUSES.some((builtIn) => builtIn === lower)) return JOB_SETTINGS_MESSAGES.customStatusTaken(name);
  if (existing.some((other) => other.name.toLowerCase() === lower)) return JOB_SETTINGS_MESSAGES.customStatusTwice(name);
  return null;
}

/**
 * PUT /v2/settings: the job settings after `update`, or the issues that refuse it. Each setting
 * given replaces the current one, except the security flags, which are merged one by one. Every
 * status a setting names must be a status of the result; removing a custom status drops it from
 * the order, the translations and the allowed statuses (the jobs in it keep it, and screens show
 * it in grey under its name).
 */
export function applyJobSettingsUpdate(current: JobSettings, update: JobSettingsUpdate): { next: JobSettings; issues: JobSettingsIssue[] } {
  const issues: JobSettingsIssue[] = [];
  const customStatuses = update.customStatuses ?? current.customStatuses;
  if (update.customStatuses) {
    customStatuses.forEach((status, index) => {
      const issue = customStatusNameIssue(status.name, customStatuses.slice(0, index));
      if (issue) issues.push({ path: `customStatuses.${index}.name`, message: issue });
    });
  }
  const known = new Set<string>([...JOB_STATUSES, ...customStatuses.map((status) => status.name)]);
  const knownOnly = <T>(entries: Record<string, T>) => Object.fromEntries(Object.entries(entries).filter(([name]) => known.has(name)));
  const checkKeys = (path: string, names: readonly string[]) => {
    for (const name of names) {
      if (!known.has(name)) issues.push({ path: `${path}.${name}`, message: JOB_SETTINGS_MESSAGES.unknownStatus(name) });
    }
  };

  let statusOrder = current.statusOrder.filter((name) => known.has(name));
  if (update.statusOrder) {
    statusOrder = update.statusOrder;
    const seen = new Set<string>();
    statusOrder.forEach((name, index) => {
      if (!known.has(name)) issues.push({ path: `statusOrder.${index}`, message: JOB_SETTINGS_MESSAGES.unknownStatus(name) });
      else if (seen.has(name)) issues.push({ path: `statusOrder.${index}`, message: JOB_SETTINGS_MESSAGES.statusTwice(name) });
      seen.add(name);
    });
  }

  let statusTranslations = knownOnly(current.statusTranslations);
  if (update.statusTranslations) {
    checkKeys('statusTranslations', Object.keys(update.statusTranslations));
    statusTranslations = withoutBlankTranslations(update.statusTranslations);
  }

  let allowedStatuses = current.allowedStatuses ? knownOnly(current.allowedStatuses) : null;
  if (update.allowedStatuses !== undefined) {
    if (update.allowedStatuses) checkKeys('allowedStatuses', Object.keys(update.allowedStatuses));
    allowedStatuses = update.allowedStatuses;
  }

  const next: JobSettings = {
    security: { ...current.security, ...update.security },
    customStatuses,
    statusOrder,
    statusTranslations,
    allowedStatuses,
    defaultJobSort: update.defaultJobSort ?? current.defaultJobSort,
  };
  return { next, issues };
}

/** What changed from `before` to `after`, by setting name; a security flag by its own name ('security.allowErase'). */
export function jobSettingsChanges(before: JobSettings, after: JobSettings): string[] {
  const changes: string[] = [];
  for (const flag of Object.keys(after.security) as Array<keyof SecurityFlags>) {
    if (before.security[flag] !== after.security[flag]) changes.push(`security.${flag}`);
  }
  for (const key of ['customStatuses', 'statusOrder', 'statusTranslations', 'allowedStatuses', 'defaultJobSort'] as const) {
    if (!sameJson(before[key], after[key])) changes.push(key);
  }
  return changes;
}

/**
 * The stored settings to write for `changes`: the job settings that changed, and of the security
 * flags those stored or changed (a flag never set keeps following its default).
 */
export function jobSettingsPatch(stored: InstanceSettings, after: JobSettings, changes: readonly string[]): InstanceSettings {
  const patch: InstanceSettings = {};
  const flags = changes.filter((change) => change.startsWith('security.')).map((change) => change.slice('security.'.length) as keyof SecurityFlags);
  if (flags.length > 0) {
    patch.security = { ...stored.security, ...Object.fromEntries(flags.map((flag) => [flag, after.security[flag]])) };
  }
  if (changes.includes('customStatuses')) patch.customStatuses = after.customStatuses;
  if (changes.includes('statusOrder')) patch.statusOrder = after.statusOrder;
  if (changes.includes('statusTranslations')) patch.statusTranslations = after.statusTranslations as Record<string, Record<string, string>>;
  if (changes.includes('allowedStatuses')) patch.allowedStatuses = after.allowedStatuses;
  if (changes.includes('defaultJobSort')) patch.defaultJobSort = after.defaultJobSort;
  return patch;
}

/** The job settings of stored settings, with the defaults filled in. */
export function storedJobSettings(stored: InstanceSettings, instanceName: string): JobSettings {
  return jobSettingsOf(withSettingDefaults(stored, instanceName));
}

function withoutBlankTranslations(given: JobSettings['statusTranslations']): JobSettings['statusTranslations'] {
  const out: JobSettings['statusTranslations'] = {};
  for (const [status, labels] of Object.entries(given)) {
    const kept = Object.fromEntries(LANGUAGES.flatMap((language) => (labels[language]?.trim() ? [[language, labels[language]!.trim()]] : [])));
    if (Object.keys(kept).length > 0) out[status] = kept;
  }
  return out;
}

/** Equal as JSON, whatever the order of object keys (arrays keep theirs: an order is a setting). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}
