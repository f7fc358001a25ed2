import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api/apiSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { saveSession, storeImpersonationOriginals } from '../../app/session/sessionStorage';
import { sessionStarted } from '../../app/session/sessionSlice';
import { useCurrentUser } from '../../app/session/useSession';
import { useImpersonateMutation } from './impersonationApi';

/**
 * Starts acting as another user (spec 1 section 4.2): the target's token is asked for first, then
 * the sys_admin's own profile and token are stored, the session takes the target's token, every
 * cached answer of the admin is dropped (the profile loads again as the target) and the app goes to /.
 */
export function useStartImpersonation() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const session = useAppSelector((state) => state.session);
  const [impersonate, state] = useImpersonateMutation();

  const start = useCallback(
    async (email: string) => {
      const tokens = await impersonate({ email }).unwrap();
      if (session.accessToken) {
        storeImpersonationOriginals({ profile: me, session: { accessToken: session.accessToken, refreshToken: session.refreshToken } });
      }
      dispatch(sessionStarted(saveSession(tokens)));
      dispatch(api.util.resetApiState());
      navigate('/', { replace: true });
    },
    [dispatch, impersonate, me, navigate, session],
  );
  return [start, state] as const;
}
