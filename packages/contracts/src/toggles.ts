/** Keys of the optional apps switched on per instance (spec 1 section 1). */
export const TOGGLE_KEYS = [
  'client',
  'report_templates',
  'templates',
  'steps',
  'files',
  'skills',
  'games',
  'google_sso',
  'microsoft_sso',
  'impersonate',
  'previous_job',
  'blueprints',
  'answers_recall',
  'filter_views',
  'projects',
  'shift_view',
  'sendgrid',
] as const;
export type ToggleKey = (typeof TOGGLE_KEYS)[number];

export function isToggleKey(value: unknown): value is ToggleKey {
  return typeof value === 'string' && (TOGGLE_KEYS as readonly string[]).includes(value);
}

/** The apps a new instance starts with switched on. */
export const DEFAULT_ACTIVE_TOGGLES: readonly ToggleKey[] = ['files', 'projects', 'skills', 'blueprints', 'client', 'templates', 'steps'];

export interface ToggleState {
  toggleId: ToggleKey;
  isActive: boolean;
}

/** Whether an app is on in a list of toggles; an app missing from the list is off. */
export function isToggleActive(toggles: readonly ToggleState[], key: ToggleKey): boolean {
  return toggles.some((t) => t.toggleId === key && t.isActive);
}
