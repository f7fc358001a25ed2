import { useCan } from '../access/useCan';
import { useCurrentUser, useIsImpersonating } from '../session/useSession';
import type { MenuContext } from './menuRules';

/** The menus' view of the session: the policy as the user, their role and impersonation. */
export function useMenuContext(): MenuContext {
  const can = useCan();
  const { role } = useCurrentUser();
  const isImpersonating = useIsImpersonating();
  return { can, role, isImpersonating };
}
