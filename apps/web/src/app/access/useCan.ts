import { useMemo } from 'react';
import type { Actor } from '@fieldwork/contracts';
import { useAppSelector } from '../hooks';
import { readJson, STORAGE_KEYS } from '../session/sessionStorage';
import { selectMe, useBootstrap, useIsImpersonating, useIsSignedIn } from '../session/useSession';
import { bindPolicy, type BoundPolicy, type Can, type Decide } from './boundPolicy';

/** Who stored their session to act as this user; the policy only needs to know someone did. */
function impersonatorId(): string {
  return readJson<{ id?: string }>(STORAGE_KEYS.originalProfile)?.id ?? 'impersonator';
}

/**
 * The access policy as the signed-in user (or an anonymous visitor) on this instance. It reads
 * the cached bootstrap and profile, so a toggle patched by setToggle changes the answers at once.
 */
export function usePolicy(): BoundPolicy {
  const { toggles, security, isMainHost } = useBootstrap();
  const signedIn = useIsSignedIn();
  const me = useAppSelector(selectMe);
  const impersonating = useIsImpersonating();

  return useMemo(() => {
    const actor: Actor | null =
      signedIn && me
        ? { id: me.id, role: me.role, canManageSkills: me.canManageSkills, impersonatedBy: impersonating ? impersonatorId() : null }
        : null;
    return bindPolicy(actor, { toggles, security, isMainHost });
  }, [signedIn, me, impersonating, toggles, security, isMainHost]);
}

/** `can(action, subject?)`: whether to offer a screen, an entry or a button. */
export function useCan(): Can {
  return usePolicy().can;
}

/** `decide(action, subject?)`: the policy's answer with its reason, for screens that explain a refusal. */
export function useDecision(): Decide {
  return usePolicy().decide;
}
