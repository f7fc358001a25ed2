import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isToggleActive, type Bootstrap, type UserProfile } from '@fieldwork/contracts';
import { api } from '../api/apiSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { RootState } from '../store';
import {
  clearImpersonationOriginals,
  clearSession,
  hasImpersonationOriginals,
  readImpersonationOriginals,
  STORAGE_KEYS,
  writeJson,
} from './sessionStorage';
import { selectIsSignedIn, sessionEnded, sessionStarted } from './sessionSlice';

export function useIsSignedIn(): boolean {
  return useAppSelector(selectIsSignedIn);
}

const selectBootstrapResult = api.endpoints.getBootstrap.select();
const selectMeResult = api.endpoints.getMe.select();

/**
 * The cached start-up data and the signed-in user's profile, read without subscribing: the root
 * layout holds the start-up data's subscription and the main layout the profile's (each renders
 * its children once its answer is there). A query hook in every component that reads them would
 * subscribe anew in each, and every subscription is a dispatch and a store update on start-up.
 */
export const selectBootstrap = (state: RootState): Bootstrap | undefined => selectBootstrapResult(state).data;
/** The cached profile while signed in (see selectBootstrap). */
export const selectMe = (state: RootState): UserProfile | undefined => (selectIsSignedIn(state) ? selectMeResult(state).data : undefined);

/** Start-up settings; the root layout only renders its children once they are loaded. */
export function useBootstrap(): Bootstrap {
  const data = useAppSelector(selectBootstrap);
  if (!data) throw new Error('useBootstrap used before the bootstrap data loaded');
  return data;
}

/** The signed-in user's profile; the main layout only renders its children once it is loaded. */
export function useCurrentUser(): UserProfile {
  const data = useAppSelector(selectMe);
  if (!data) throw new Error('useCurrentUser used outside a signed-in screen');
  return data;
}

export function useIsImpersonating(): boolean {
  const bootstrap = useBootstrap();
  return isToggleActive(bootstrap.toggles, 'impersonate') && hasImpersonationOriginals();
}

/** The entry's custom label from the instance settings, otherwise the catalogue's. */
export function useMenuLabel(): (key: string) => string {
  const { menu } = useBootstrap();
  const { t } = useTranslation();
  return useCallback((key: string) => menu[key] || t(`menu.${key}`), [menu, t]);
}

/**
 * Logout resets the user state and returns to sign-in. While impersonating it is Return to
 * account (spec 1 section 4.2): the sys_admin's stored token and profile come back, nothing of
 * the other user's stays cached, and the admin lands on /.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isImpersonating = useIsImpersonating();
  return useCallback(() => {
    const originals = isImpersonating ? readImpersonationOriginals() : null;
    if (originals) {
      clearImpersonationOriginals();
      writeJson(STORAGE_KEYS.session, originals.session);
      dispatch(sessionStarted(originals.session));
      dispatch(api.util.resetApiState());
      void dispatch(api.util.upsertQueryData('getMe', undefined, originals.profile));
      navigate('/', { replace: true });
      return;
    }
    clearSession();
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
    navigate('/auth', { replace: true });
  }, [dispatch, navigate, isImpersonating]);
}
