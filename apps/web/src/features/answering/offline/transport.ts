import { fetchBaseQuery, type BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from '../../../app/api/baseQuery';
import { apiBaseUrl } from '../../../app/api/oauthClient';
import type { SessionState } from '../../../app/session/sessionSlice';
import type { OutboxTarget } from './outboxDb';
import type { OutboxTransport, TransportResult } from './outbox';
import { userIdOf } from './owner';

export { publicOwner, userIdOf, userOwner } from './owner';

/** The part of the app's store the signed-in sender uses. */
export interface OutboxStore {
  getState(): unknown;
  dispatch: BaseQueryApi['dispatch'];
}

function baseQueryApi(store: OutboxStore): BaseQueryApi {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: store.dispatch,
    getState: () => store.getState(),
    extra: undefined,
    endpoint: 'answerOutbox',
    type: 'mutation',
  };
}

/**
 * A signed-in user's requests: through the app's base query, so the bearer token is the session's
 * and a 401 renews it (or ends the session) the one way the app does. Nothing goes while another
 * user, or nobody, is signed in.
 */
export function userTransport(store: OutboxStore, userId: string): OutboxTransport {
  return {
    ready: () => userIdOf((store.getState() as { session: SessionState }).session.accessToken) === userId,
    post: (url, body) => baseQueryWithReauth({ url, method: 'POST', body }, baseQueryApi(store), {}) as Promise<TransportResult>,
    sent(target: OutboxTarget) {
      // The jobs feature's cache (the panel, the list) refreshes; loaded here only when something was sent.
      if (target.kind === 'job') {
        void import('../../jobs/jobsApi').then(({ jobsApi }) => store.dispatch(jobsApi.util.invalidateTags([{ type: 'Job', id: target.jobId }])));
      }
    },
  };
}

const publicQuery = fetchBaseQuery({ baseUrl: apiBaseUrl() });

/** A public link's requests: no bearer token (the link is the permission), nothing to refresh. */
export function publicTransport(store: OutboxStore): OutboxTransport {
  return {
    ready: () => true,
    post: (url, body) => publicQuery({ url, method: 'POST', body }, baseQueryApi(store), {}) as Promise<TransportResult>,
  };
}
