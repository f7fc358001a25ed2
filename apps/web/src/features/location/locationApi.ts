import { api } from '../../app/api/apiSlice';

/** PUT /v2/users/{id} with acceptedLocation only: the user's answer, recorded for themselves. */
export const locationApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordAcceptedLocation: build.mutation<unknown, { id: string; acceptedLocation: boolean }>({
      query: ({ id, acceptedLocation }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body: { acceptedLocation } }),
      // The profile in hand takes the answer, so that nothing asks again in this session.
      async onQueryStarted({ acceptedLocation }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            api.util.updateQueryData('getMe', undefined, (draft) => {
              draft.acceptedLocation = acceptedLocation;
            }),
          );
        } catch {
          // Like most helpers, a failure is silent: the question comes again at the next sign-in.
        }
      },
    }),
  }),
});

export const { useRecordAcceptedLocationMutation } = locationApi;
