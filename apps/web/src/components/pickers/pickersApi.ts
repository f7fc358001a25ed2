import type { JobSummary, JobTypeSummary, Page, ProjectSummary, Role, Skill, UserSummary } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import { PICKER_PAGE_SIZE } from './fuzzy';

/** Where pickers find their options: people, skills, projects, job types and jobs. */
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
    /** Projects the caller sees, 100 at a time. */
    searchProjects: build.query<Page<ProjectSummary>, { search: string }>({
      query: ({ search }) => ({ url: '/projects', params: { ...(search ? { search } : {}), limit: PICKER_PAGE_SIZE } }),
    }),
    /** Every job type the caller sees, disabled ones too (GET /v2/jobtype?fromFilters=true): few enough to rank here. */
    filterJobTypes: build.query<JobTypeSummary[], void>({
      query: () => ({ url: '/jobtype', params: { fromFilters: true } }),
      transformResponse: (reply: { data: JobTypeSummary[] }) => reply.data,
    }),
    /** Jobs by number, type or project (spec 2 section 7: job search with page_size 100). */
    searchJobs: build.query<Page<JobSummary>, { search: string }>({
      query: ({ search }) => ({ url: '/jobs', params: { search, page_size: PICKER_PAGE_SIZE } }),
    }),
  }),
});

export const { useSearchUsersQuery, useSearchSkillsQuery, useSearchProjectsQuery, useFilterJobTypesQuery, useSearchJobsQuery } = pickersApi;
