import type { TokenResponse, UsersPage } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import { formRequest } from '../../app/api/baseQuery';
import { OAUTH_CLIENT } from '../../app/api/oauthClient';
import { PICKER_PAGE_SIZE } from '../../components/pickers/fuzzy';

export const IMPERSONATE_PATH = '/users/impersonate';

/** POST /v2/users/impersonate (form-encoded like the token grant) and the users it may target. */
export const impersonationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Active (confirmed, not banned) users other than the caller, 100 at a time. */
    impersonationCandidates: build.query<UsersPage, string>({
      query: (search) => ({ url: '/users', params: { search, limit: PICKER_PAGE_SIZE, state: 'active', include_me: 'false' } }),
    }),
    impersonate: build.mutation<TokenResponse, { email: string }>({
      query: ({ email }) =>
        formRequest(IMPERSONATE_PATH, {
          grant_type: 'impersonate',
          username: email.trim().toLowerCase(),
          client_id: OAUTH_CLIENT.id,
          client_secret: OAUTH_CLIENT.secret,
        }),
    }),
  }),
});

export const { useImpersonationCandidatesQuery, useImpersonateMutation } = impersonationApi;
