import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { ServerErrorScreen } from '../../features/errors/ServerErrorScreen';

/** Any rendering crash lands on /error/500 (spec 1 section 2.1). */
export function RouteCrash() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('Screen crashed', error);
  }, [error]);
  // If /error/500 itself failed, show the screen bare instead of redirecting in a loop.
  if (pathname === '/error/500') return <ServerErrorScreen />;
  return <Navigate to="/error/500" replace />;
}
