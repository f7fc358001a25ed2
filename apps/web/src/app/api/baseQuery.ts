import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { TokenResponse } from '@fieldwork/contracts';
import { clearSession, saveSession } from '../session/sessionStorage';
import { sessionEnded, sessionStarted, type SessionState } from '../session/sessionSlice';
import { page } from '../session/pageReload';
import { takeEarlyAnswer } from './earlyAnswers';
import { apiBaseUrl, OAUTH_CLIENT } from './oauthClient';

export const TOKEN_PATH = '/users/token';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders(headers, { getState }) {
    const token = (getState() as { session: SessionState }).session.accessToken;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A form-encoded request to the token endpoint (the spec's grant is not JSON). */
export function formRequest(url: string, fields: Record<string, string>): FetchArgs {
  return {
    url,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

// One refresh at a time: parallel calls that all got 401 wait for the same renewal.
let refreshing: Promise<boolean> | null = null;

async function refreshTokens(
  refreshToken: string,
  api: Parameters<BaseQueryFn>[1],
  extraOptions: object,
): Promise<boolean> {
  const result = await rawBaseQuery(
    formRequest(TOKEN_PATH, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: OAUTH_CLIENT.id,
      client_secret: OAUTH_CLIENT.secret,
    }),
    api,
    extraOptions,
  );
  if (!result.data) return false;
  api.dispatch(sessionStarted(saveSession(result.data as TokenResponse)));
  return true;
}

/**
 * Adds the bearer token; on a 401 renews the access token once with the refresh token and retries,
 * and otherwise logs out and reloads (spec 1 section 4.1). The sign-in call itself is exempt so the
 * form can show the server's message.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  if (typeof args === 'string') {
    const early = await takeEarlyAnswer(args, (api.getState() as { session: SessionState }).session.accessToken);
    if (early) return early;
  }
  let result = await rawBaseQuery(args, api, extraOptions);
  if (urlOf(args) === TOKEN_PATH) return result;
  // A user banned while signed in: their session ends at once, as on a 401, with nothing to renew.
  if (isBanned(result.error)) return endSession(api, result);
  if (result.error?.status !== 401) return result;

  const { refreshToken } = (api.getState() as { session: SessionState }).session;
  if (refreshToken) {
    refreshing ??= refreshTokens(refreshToken, api, extraOptions).finally(() => {
      refreshing = null;
    });
    if (await refreshing) {
      result = await rawBaseQuery(args, api, extraOptions);
      if (result.error?.status !== 401) return result;
    }
  }
  return endSession(api, result);
};

function isBanned(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 403 && typeof error.data === 'object' && error.data !== null && (error.data as { code?: unknown }).code === 'user_banned';
}

/** Logs out and reloads (spec 1 section 4.1): the sign-in screen follows. */
function endSession<R>(api: Parameters<BaseQueryFn>[1], result: R): R {
  clearSession();
  api.dispatch(sessionEnded());
  page.reload();
  return result;
}
