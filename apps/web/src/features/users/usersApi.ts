import type { ReinviteBody, UserDetail, UserProfile, UserRow, UserUpdateBody } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import type { ListPage } from '../../components/grid/gridApi';

type UserTag = { type: 'User'; id: string };
const LIST: UserTag = { type: 'User', id: 'LIST' };
const tagsOf = (ids: readonly string[]): UserTag[] => [LIST, ...ids.map((id) => ({ type: 'User' as const, id }))];

/** The keys of the signed-in profile that a user reply carries too: what a save of oneself patches in place. */
const PROFILE_KEYS = [
  'email', 'name', 'role', 'imgUrl', 'avatar', 'inTraining', 'acceptedLocation', 'banned', 'confirmed', 'verified',
  'valid', 'canManageSkills', 'companies', 'client_projects', 'notifications', 'language',
] as const satisfies readonly (keyof UserProfile)[];

/**
 * The users calls (spec 1 section 7.3): the /users list (usersList's parameters), one user, the
 * update of the editor and the profile, and the list's ban, re-invite and remove. A change
 * refreshes the lists; a saved user replaces its cached copy (and the profile, when it is oneself).
 */
export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListPage<UserRow>, string>({
      query: (params) => (params ? `/users?${params}` : '/users'),
      providesTags: (result) => tagsOf(result?.docs.map((u) => u.id) ?? []),
    }),
    getUser: build.query<UserDetail, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation<UserDetail, { id: string; body: UserUpdateBody }>({
      query: ({ id, body }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(usersApi.util.upsertQueryData('getUser', id, data));
        const me = api.endpoints.getMe.select()(getState() as Parameters<ReturnType<typeof api.endpoints.getMe.select>>[0]).data;
        if (me?.id === id) {
          dispatch(
            api.util.updateQueryData('getMe', undefined, (draft) => {
              for (const key of PROFILE_KEYS) (draft as Record<string, unknown>)[key] = data[key];
            }),
          );
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** PUT /v2/users/ban toggles each user's ban: send only those whose state should flip. */
    toggleBan: build.mutation<{ success: boolean; users: { _id: string; banned: boolean }[] }, string[]>({
      query: (ids) => ({ url: '/users/ban', method: 'PUT', body: { data: ids } }),
      invalidatesTags: (_result, error, ids) => (error ? [] : tagsOf(ids)),
    }),
    reinviteUsers: build.mutation<{ success: boolean; message: string; invited: number }, ReinviteBody['data']>({
      query: (data) => ({ url: '/users/reinvite', method: 'POST', body: { data } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    removeUsers: build.mutation<{ success: boolean; removed: string[] }, string[]>({
      query: (ids) => ({ url: '/users/remove', method: 'POST', body: { users: ids } }),
      invalidatesTags: (_result, error, ids) => (error ? [] : tagsOf(ids)),
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserQuery,
  useUpdateUserMutation,
  useToggleBanMutation,
  useReinviteUsersMutation,
  useRemoveUsersMutation,
} = usersApi;
