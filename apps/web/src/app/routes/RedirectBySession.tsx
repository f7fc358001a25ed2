import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '../session/useSession';

/** The root path: /dashboard when signed in, /auth otherwise. */
export function RootRedirect() {
  return <Navigate to={useIsSignedIn() ? '/dashboard' : '/auth'} replace />;
}

/** Wraps /auth: a signed-in user is sent to /dashboard. */
export function SignedOutOnly() {
  return useIsSignedIn() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
