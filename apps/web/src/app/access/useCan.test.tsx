import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { actorOf, CALLERS, contextOf, POLICY_TABLE, subjectOf, type Caller, type PolicySituation } from '@fieldwork/contracts/testing';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { storeWithSession } from '../../test/renderWithSession';
import { api } from '../api/apiSlice';
import { STORAGE_KEYS } from '../session/sessionStorage';
import type { AppStore } from '../store';
import { useCan, useDecision } from './useCan';

/** The bootstrap and profile the web would hold for a caller of the policy table. */
async function sessionOf(caller: Caller, when: PolicySituation): Promise<AppStore> {
  const context = contextOf(when);
  const actor = actorOf(caller, when);
  if (actor?.impersonatedBy) {
    // What impersonation leaves behind: the sys_admin's own profile and token.
    window.localStorage.setItem(STORAGE_KEYS.originalProfile, JSON.stringify({ id: actor.impersonatedBy }));
    window.localStorage.setItem(STORAGE_KEYS.originalToken, JSON.stringify({ accessToken: 'admin-token' }));
  }
  const bootstrap = makeBootstrap({ toggles: context.toggles.map((t) => ({ ...t })), security: context.security, isMainHost: context.isMainHost });
  const me = actor && makeUser(actor.role, { id: actor.id, _id: actor.id, canManageSkills: actor.canManageSkills });
  return storeWithSession({ bootstrap, me });
}

const inStore = (store: AppStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('useCan answers every row of the policy table from the session', () => {
  for (const row of POLICY_TABLE) {
    it(row.label, async () => {
      const answers: Record<string, boolean> = {};
      for (const caller of CALLERS) {
        const store = await sessionOf(caller, row.when);
        const { result, unmount } = renderHook(() => useCan(), { wrapper: inStore(store) });
        answers[caller] = result.current(row.action, subjectOf(row.when, caller) as never);
        unmount();
        window.localStorage.clear();
      }
      const expected = Object.fromEntries(CALLERS.map((caller) => [caller, row.expect[caller] === 'allow']));
      expect(answers).toEqual(expected);
    });
  }
});

describe('useDecision', () => {
  it('follows a toggle patched in the cache at once, naming the app that is off', async () => {
    const store = await sessionOf('business_admin', {});
    const { result } = renderHook(() => useDecision(), { wrapper: inStore(store) });
    expect(result.current('files.browse')).toEqual({ allowed: true });

    // As the setToggle mutation patches it, before the server answers.
    store.dispatch(
      api.util.updateQueryData('getBootstrap', undefined, (draft) => {
        draft.toggles.find((t) => t.toggleId === 'files')!.isActive = false;
      }),
    );

    await waitFor(() => expect(result.current('files.browse')).toEqual({ allowed: false, reason: 'app_off', app: 'files' }));
  });
});
