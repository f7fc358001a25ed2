import type {
  ActivityEntry,
  Page,
  ProjectChoice,
  ProjectCompany,
  ProjectCreateBody,
  ProjectDetail,
  ProjectSummary,
  ProjectUpdateBody,
} from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import type { ListPage } from '../../components/grid/gridApi';

type ProjectTag = { type: 'Project'; id: string };
const LIST: ProjectTag = { type: 'Project', id: 'LIST' };
const tagsOf = (ids: readonly string[]): ProjectTag[] => [LIST, ...ids.map((id) => ({ type: 'Project' as const, id }))];

/** The project feed's page size (spec 2 section 9: feeds load 10 at a time). */
export const FEED_PAGE_SIZE = 10;

/** GET /v2/projects/all for some companies: each company its own `company` parameter (a name may hold a comma). */
export function allProjectsUrl(companies: readonly string[]): string {
  const params = new URLSearchParams();
  for (const company of companies) params.append('company', company);
  const query = params.toString();
  return query ? `/projects/all?${query}` : '/projects/all';
}

/**
 * The projects calls (spec 2 section 7). A project is cached under the tag Project/{id}: a change
 * to it (here, or the fields section's) refreshes the project, its feed and the lists.
 */
export const projectsApi = api.enhanceEndpoints({ addTagTypes: ['Project'] }).injectEndpoints({
  endpoints: (build) => ({
    listProjects: build.query<ListPage<ProjectSummary>, string>({
      query: (params) => (params ? `/projects?${params}` : '/projects'),
      providesTags: (result) => tagsOf(result?.docs.map((p) => p._id) ?? []),
    }),
    getProject: build.query<ProjectDetail, string>({
      query: (id) => `/projects/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
    getProjectFeed: build.query<Page<ActivityEntry>, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: `/projects/${encodeURIComponent(id)}/feeds`, params: { page, page_size: FEED_PAGE_SIZE } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Project', id }],
    }),
    /** The companies projects are for (the client steps' first step). */
    getProjectCompanies: build.query<ProjectCompany[], void>({
      query: () => '/projects/companies',
      providesTags: [LIST],
    }),
    /** Every project the caller sees, of the given companies (the client steps' second step). */
    getAllProjects: build.query<ProjectChoice[], readonly string[]>({
      query: (companies) => allProjectsUrl(companies),
      providesTags: [LIST],
    }),
    createProject: build.mutation<ProjectDetail, ProjectCreateBody>({
      query: (body) => ({ url: '/projects', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    updateProject: build.mutation<ProjectDetail, { id: string; body: ProjectUpdateBody }>({
      query: ({ id, body }) => ({ url: `/projects/${encodeURIComponent(id)}`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(projectsApi.util.upsertQueryData('getProject', id, data));
      },
      // The feed says what changed; the lists show the new name, people and avatar.
      invalidatesTags: (_result, error, { id }) => (error ? [] : tagsOf([id])),
    }),
    cloneProject: build.mutation<ProjectDetail, string>({
      query: (id) => ({ url: `/projects/${encodeURIComponent(id)}/clone`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    deleteProject: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/projects/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useListProjectsQuery,
  useGetProjectQuery,
  useGetProjectFeedQuery,
  useGetProjectCompaniesQuery,
  useGetAllProjectsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useCloneProjectMutation,
  useDeleteProjectMutation,
} = projectsApi;
