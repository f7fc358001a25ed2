import { Outlet } from 'react-router';
import type { Action } from '@fieldwork/contracts';
import { AppOffScreen } from '../../features/errors/AppOffScreen';
import { ForbiddenScreen } from '../../features/errors/ForbiddenScreen';
import { useDecision } from './useCan';

/**
 * A layout route: its screens render when the policy allows `action`, the same question the
 * server asks. An app switched off says so; any other refusal is the 403 screen.
 */
export function RequireAction({ action }: { action: Action }) {
  const decision = useDecision()(action);
  if (decision.allowed) return <Outlet />;
  if (decision.reason === 'app_off' && decision.app) return <AppOffScreen app={decision.app} />;
  return <ForbiddenScreen />;
}
