import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { useAppSelector } from '../hooks';
import type { RootState } from '../store';

export function selectIsRequestPending(state: RootState): boolean {
  const { queries, mutations } = state.api;
  return [...Object.values(queries), ...Object.values(mutations)].some((entry) => entry?.status === 'pending');
}

/**
 * A thin bar at the top while any call is in flight or the next screen's code loads, except on
 * /jobs (spec 1 section 4.1).
 */
export function GlobalLoader() {
  const { t } = useTranslation();
  const requestPending = useAppSelector(selectIsRequestPending);
  const navigating = useNavigation().state !== 'idle';
  const pending = requestPending || navigating;
  const { pathname } = useLocation();
  const onJobs = pathname === '/jobs' || pathname.startsWith('/jobs/');
  if (!pending || onJobs) return null;
  return (
    <LinearProgress
      data-testid="global-loader"
      // A progress bar is named for assistive technology like any other control (axe: aria-progressbar-name).
      aria-label={t('app.loading')}
      sx={{ position: 'fixed', top: 0, insetInlineStart: 0, width: '100%', height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
