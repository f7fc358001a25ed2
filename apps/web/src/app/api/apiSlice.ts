import { createApi } from '@reduxjs/toolkit/query/react';
import type { Bootstrap, TokenResponse, ToggleKey, ToggleState, UserProfile } from '@fieldwork/contracts';
import { baseQueryWithReauth, formRequest, TOKEN_PATH } from './baseQuery';
import { OAUTH_CLIENT } from './oauthClient';
import type { NotificationPage } from './notificationTypes';

export interface Credentials {
  username: string;
  password: string;
}

/** The one RTK Query slice; features add endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Bootstrap', 'Me', 'Toggles', 'Notifications'],
  endpoints: (build) => ({
    getBootstrap: build.query<Bootstrap, void>({
      query: () => '/apps/bootstrap',
      providesTags: ['Bootstrap'],
    }),
    getMe: build.query<UserProfile, void>({
      query: () => '/users/me',
      providesTags: ['Me'],
    }),
    signIn: build.mutation<TokenResponse, Credentials>({
      query: ({ username, password }) =>
        formRequest(TOKEN_PATH, {
          grant_type: 'password',
          username: username.trim().toLowerCase(),
          password,
          client_id: OAUTH_CLIENT.id,
          client_secret: OAUTH_CLIENT.secret,
        }),
    }),
    getToggles: build.query<ToggleState[], void>({
      query: () => '/apps/toggles',
      providesTags: ['Toggles'],
    }),
    setToggle: build.mutation<ToggleState, ToggleState>({
      query: ({ toggleId, isActive }) => ({ url: `/apps/toggles/${toggleId}`, method: 'PUT', body: { isActive } }),
      // The menu and dropdown follow at once; a failed save rolls the switch back.
      async onQueryStarted({ toggleId, isActive }, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(api.util.updateQueryData('getToggles', undefined, (draft) => setToggleIn(draft, toggleId, isActive))),
          dispatch(
            api.util.updateQueryData('getBootstrap', undefined, (draft) => {
              setToggleIn(draft.toggles, toggleId, isActive);
            }),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Bootstrap', 'Toggles']),
    }),
    getNotifications: build.query<NotificationPage, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => ({ url: '/notifications', params: { page, page_size: pageSize } }),
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/notifications/mark_as_read', method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

function setToggleIn(list: ToggleState[], toggleId: ToggleKey, isActive: boolean): void {
  const existing = list.find((t) => t.toggleId === toggleId);
  if (existing) existing.isActive = isActive;
  else list.push({ toggleId, isActive });
}

export const {
  useGetBootstrapQuery,
  useGetMeQuery,
  useSignInMutation,
  useGetTogglesQuery,
  useSetToggleMutation,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} = api;
