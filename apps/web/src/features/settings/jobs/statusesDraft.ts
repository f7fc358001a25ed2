import {
  DONE_JOB_STATUS,
  jobStatusesOf,
  statusTranslationOf,
  type CustomStatus,
  type JobSettings,
  type JobSettingsUpdate,
  type Language,
} from '@fieldwork/contracts';

/** The statuses screen's draft: every status in order, the custom ones, their names per language, and answering. */
export interface StatusesDraft {
  customStatuses: CustomStatus[];
  /** Every status (built-in and custom), in the order lists show them. */
  order: string[];
  translations: Record<string, Partial<Record<Language, string>>>;
  /** null: answering is allowed in every status but done (the instance never limited it). */
  allowed: Record<string, boolean> | null;
}

export function draftOf(settings: JobSettings): StatusesDraft {
  return {
    customStatuses: settings.customStatuses,
    order: jobStatusesOf(settings).map((status) => status.name),
    translations: settings.statusTranslations,
    allowed: settings.allowedStatuses,
  };
}

/** Moves a status one place up (-1) or down (1); at an end it stays. */
export function moveStatus(draft: StatusesDraft, name: string, by: -1 | 1): StatusesDraft {
  const from = draft.order.indexOf(name);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.order.length) return draft;
  const order = [...draft.order];
  [order[from], order[to]] = [order[to], order[from]];
  return { ...draft, order };
}

/** Adds a custom status at the end; where answering is limited, it is allowed in it. */
export function addCustomStatus(draft: StatusesDraft, status: CustomStatus): StatusesDraft {
  return {
    ...draft,
    customStatuses: [...draft.customStatuses, status],
    order: [...draft.order, status.name],
    allowed: draft.allowed ? { ...draft.allowed, [status.name]: true } : null,
  };
}

/** Removes a custom status with its names and its answering choice (jobs in it keep it: the server says so). */
export function removeCustomStatus(draft: StatusesDraft, name: string): StatusesDraft {
  const { [name]: _names, ...translations } = draft.translations;
  const allowed = draft.allowed ? Object.fromEntries(Object.entries(draft.allowed).filter(([key]) => key !== name)) : null;
  return {
    customStatuses: draft.customStatuses.filter((status) => status.name !== name),
    order: draft.order.filter((key) => key !== name),
    translations,
    allowed,
  };
}

export function setColour(draft: StatusesDraft, name: string, color: string): StatusesDraft {
  return { ...draft, customStatuses: draft.customStatuses.map((status) => (status.name === name ? { ...status, color } : status)) };
}

export function setTranslation(draft: StatusesDraft, name: string, language: Language, text: string): StatusesDraft {
  return { ...draft, translations: { ...draft.translations, [name]: { ...draft.translations[name], [language]: text } } };
}

/**
 * Turns the limit on answering on (starting from what applies without it: every status but
 * done) or off (null: only done blocks).
 */
export function limitAnswering(draft: StatusesDraft, on: boolean): StatusesDraft {
  if (!on) return { ...draft, allowed: null };
  return { ...draft, allowed: Object.fromEntries(draft.order.map((name) => [name, name !== DONE_JOB_STATUS])) };
}

export function setAllowed(draft: StatusesDraft, name: string, allowed: boolean): StatusesDraft {
  return { ...draft, allowed: { ...(draft.allowed ?? {}), [name]: allowed } };
}

/** Whether answering is allowed in a status under the draft. */
export function answeringAllowed(draft: StatusesDraft, name: string): boolean {
  return draft.allowed ? draft.allowed[name] === true : name !== DONE_JOB_STATUS;
}

/** The PUT /v2/settings body for the draft: the statuses' settings, whole; blank names left out. */
export function updateOf(draft: StatusesDraft): JobSettingsUpdate {
  const statusTranslations: JobSettingsUpdate['statusTranslations'] = {};
  for (const [name, labels] of Object.entries(draft.translations)) {
    const kept = Object.fromEntries(Object.entries(labels).flatMap(([language, text]) => (text?.trim() ? [[language, text.trim()]] : [])));
    if (Object.keys(kept).length > 0) statusTranslations[name] = kept;
  }
  return { customStatuses: draft.customStatuses, statusOrder: draft.order, statusTranslations, allowedStatuses: draft.allowed };
}

/** Whether two drafts would save the same settings. */
export function sameDraft(a: StatusesDraft, b: StatusesDraft): boolean {
  return JSON.stringify(updateOf(a)) === JSON.stringify(updateOf(b));
}

/** What a status is called in `language`: the instance's own name for it, else the screen's, else its key. */
export function statusLabel(
  draft: Pick<StatusesDraft, 'translations'>,
  name: string,
  language: string,
  builtInName: (name: string) => string | null,
): string {
  return statusTranslationOf({ statusTranslations: draft.translations as JobSettings['statusTranslations'] }, name, language) ?? builtInName(name) ?? name;
}
