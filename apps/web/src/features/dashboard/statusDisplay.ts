import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isBuiltInStatus, jobStatusesOf, statusColorOf, statusTranslationOf, type JobStatusInfo } from '@fieldwork/contracts';
import { useBootstrap } from '../../app/session/useSession';

/** The palette's colour names as colours a screen draws (MUI's 700 shades: dark enough for a dot or a bar on white). */
const NAMED_COLORS: Record<string, string> = {
  grey: '#616161',
  gray: '#616161',
  red: '#d32f2f',
  blue: '#1976d2',
  orange: '#e65100',
  green: '#2e7d32',
  pink: '#c2185b',
  cyan: '#0097a7',
  purple: '#7b1fa2',
  yellow: '#f9a825',
  teal: '#00796b',
  brown: '#5d4037',
  indigo: '#303f9f',
};

/** A status colour (a name of the palette or #rrggbb) as CSS. */
export function cssColor(color: string): string {
  return NAMED_COLORS[color] ?? color;
}

export interface StatusDisplay {
  /** Every status of the instance, in its order (statusOrder first). */
  statuses: JobStatusInfo[];
  /** A status as people read it: the instance's translation, else the built-in name's, else its name. */
  label: (name: string) => string;
  color: (name: string) => string;
}

/** The instance's statuses as the dashboard shows them (spec 2 section 4). */
export function useStatusDisplay(): StatusDisplay {
  const { t, i18n } = useTranslation();
  const settings = useBootstrap();
  const statuses = useMemo(() => jobStatusesOf(settings), [settings]);
  const label = useCallback(
    (name: string) => statusTranslationOf(settings, name, i18n.language) ?? (isBuiltInStatus(name) ? t(`dashboard.statuses.${name}`) : name),
    [settings, i18n.language, t],
  );
  const color = useCallback((name: string) => cssColor(statusColorOf(settings, name)), [settings]);
  return { statuses, label, color };
}
