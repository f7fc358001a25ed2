import type { Page, Role, Skill, UserSummary } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import { PICKER_PAGE_SIZE } from './fuzzy';

/** Where pickers find their options; projects and job types join as their lists arrive. */
export const pickersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** People for the user pickers (spec 1 section 9: pages of 100). */
    searchUsers: build.query<Page<UserSummary>, { search: string; role?: string }>({
      query: ({ search, role }) => ({ url: '/users', params: { search, limit: PICKER_PAGE_SIZE, ...(role ? { role } : {}) } }),
    }),
    /** Skills for the skill pickers (spec 1 section 9: pages of 100); with a role, those given to it. */
    searchSkills: build.query<Page<Skill>, { search: string; role?: Role }>({
      query: ({ search, role }) => ({ url: '/skills', params: { search, limit: PICKER_PAGE_SIZE, ...(role ? { role } : {}) } }),
    }),
  }),
});

export const { useSearchUsersQuery, useSearchSkillsQuery } = pickersApi;
