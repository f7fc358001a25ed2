import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isBuiltInStatus, jobStatusesOf, statusColorOf, statusTranslationOf } from '@fieldwork/contracts';
import { useBootstrap } from '../../app/session/useSession';

/** One status of the instance as screens show it. */
export interface StatusView {
  name: string;
  label: string;
  /** The colour as the settings give it (a palette name or #rrggbb). */
  color: string;
}

export interface JobStatuses {
  /** Every status of the instance, in its order (statusOrder, then the rest). */
  statuses: StatusView[];
  /** A status's label: the instance's translation, else the catalogue's built-in name, else its own name. */
  labelOf: (name: string) => string;
  colorOf: (name: string) => string;
}

/** A built-in status's name in the user's language (the jobStatuses catalogue); null for a custom one. */
export function builtInStatusLabel(t: TFunction, name: string): string | null {
  return isBuiltInStatus(name) ? t(`jobStatuses.builtIn.${name}`) : null;
}

/**
 * The instance's statuses (spec 2 section 4) with their labels in the user's language and their
 * colours, from the bootstrap's settings. Needs the jobStatuses catalogue.
 */
export function useJobStatuses(): JobStatuses {
  const { statusOrder, customStatuses, statusTranslations } = useBootstrap();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const settings = { statusOrder, customStatuses, statusTranslations };
    const labelOf = (name: string) =>
      statusTranslationOf(settings, name, language) ?? builtInStatusLabel(t, name) ?? name;
    const colorOf = (name: string) => statusColorOf(settings, name);
    const statuses = jobStatusesOf(settings).map((s) => ({ name: s.name, label: labelOf(s.name), color: s.color }));
    return { statuses, labelOf, colorOf };
  }, [statusOrder, customStatuses, statusTranslations, language, t]);
}
