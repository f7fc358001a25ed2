import type { Page, UserSummary } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import { PICKER_PAGE_SIZE } from './fuzzy';

/** Where pickers find their options; projects, job types and skills join as their lists arrive. */
export const pickersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** People for the user pickers (spec 1 section 9: pages of 100). */
    searchUsers: build.query<Page<UserSummary>, { search: string; role?: string }>({
      query: ({ search, role }) => ({ url: '/users', params: { search, limit: PICKER_PAGE_SIZE, ...(role ? { role } : {}) } }),
    }),
  }),
});

export const { useSearchUsersQuery } = pickersApi;
