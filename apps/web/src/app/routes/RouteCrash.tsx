import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { ServerErrorScreen } from '../../features/errors/ServerErrorScreen';
import { page } from '../session/pageReload';

const RELOADED_AT_KEY = 'fieldwork.reloadedForNewVersionAt';
/** At most one automatic reload a minute, so that a truly missing file cannot loop. */
const RELOAD_INTERVAL_MS = 60_000;

function mayReload(): boolean {
  const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  return Date.now() - last > RELOAD_INTERVAL_MS;
}

/** A screen's code is gone from the server: a new version was deployed while this page was open. */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch module/i.test(message);
}

/** Any rendering crash lands on /error/500 (spec 1 section 2.1); a stale deployment reloads once instead. */
export function RouteCrash() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const stale = isStaleChunkError(error) && mayReload();

  useEffect(() => {
    if (stale) {
      window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      page.reload();
      return;
    }
    console.error('Screen crashed', error);
  }, [error, stale]);

  if (stale) return null;
  // If /error/500 itself failed, show the screen bare instead of redirecting in a loop.
  if (pathname === '/error/500') return <ServerErrorScreen />;
  return <Navigate to="/error/500" replace />;
}
