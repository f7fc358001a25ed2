import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isToggleActive, type Bootstrap, type UserProfile } from '@fieldwork/contracts';
import { api, useGetBootstrapQuery, useGetMeQuery } from '../api/apiSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
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

/** Start-up settings; the root layout only renders its children once they are loaded. */
export function useBootstrap(): Bootstrap {
  const { data } = useGetBootstrapQuery();
  if (!data) throw new Error('useBootstrap used before the bootstrap data loaded');
  return data;
}

/** The signed-in user's profile; the main layout only renders its children once it is loaded. */
export function useCurrentUser(): UserProfile {
  const signedIn = useIsSignedIn();
  const { data } = useGetMeQuery(undefined, { skip: !signedIn });
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
