import type { InviteBody, InviteReply } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

/** The wizards' calls. An invitation refreshes whatever lists users (tag User/LIST). */
export const wizardsApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    inviteUser: build.mutation<InviteReply, InviteBody>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'User', id: 'LIST' }]),
    }),
  }),
});

export const { useInviteUserMutation } = wizardsApi;
