import type {
  ActivityEntry,
  AssignmentWarning,
  JobCounters,
  JobCreateBody,
  JobDashboard,
  JobDetail,
  JobSettings,
  JobSettingsUpdate,
  JobSummary,
  JobUpdateBody,
  Page,
  SkillRequirementsReply,
  Widget,
  WidgetUpdateBody,
} from '@fieldwork/contracts';
import { JOB_FEED_PAGE_SIZE } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import type { ListPage } from '../../components/grid/gridApi';
import { fileNameOf } from './contentDisposition';

type JobTag = { type: 'Job'; id: string };
const LIST: JobTag = { type: 'Job', id: 'LIST' };
const DASHBOARD = { type: 'JobDashboard' as const, id: 'ME' };
const tagsOf = (ids: readonly string[]) => [LIST, DASHBOARD, ...ids.map((id) => ({ type: 'Job' as const, id }))];
const job = (id: string) => `/jobs/${encodeURIComponent(id)}`;

/** The reply of every call that changes one job. */
export interface JobChangeReply {
  job: JobDetail;
  warnings: AssignmentWarning[];
}
/** The reply of the bulk calls. */
export interface JobBulkReply {
  success: true;
  jobs: string[];
  warnings: Array<AssignmentWarning & { job: string }>;
}
export interface AssigneeSuggestion {
  _id: string;
  name: { first: string; last: string };
  email: string;
  role: string;
  avatar: string | null;
  skillsInForce: number;
  missingSkills: string[];
  assigned: boolean;
}

/** A job PDF as the browser holds it: an object URL to save, and the name the server gave it. */
export interface JobPdf {
  url: string;
  fileName: string | null;
}

/**
 * The PDF as an object URL with its file name (Content-Disposition); a refusal as the server's
 * own text (spec 2 section 8: an export failure shows the server's text): its JSON message, or
 * the body as it is.
 */
async function pdfOrServerText(response: Response): Promise<JobPdf | string> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not JSON: the text itself.
    }
    return text.trim();
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition'));
  return { url: URL.createObjectURL(await response.blob()), fileName };
}

/**
 * The jobs calls (spec 2 section 7 "Jobs"; spec 1 section 7.2 for widgets and settings). A job is
 * cached under Job/{id}: a change refreshes the job, its feed, the lists and the dashboard. A
 * change's reply is the job as it is now, put straight into the cache.
 */
export const jobsApi = api.enhanceEndpoints({ addTagTypes: ['Job', 'JobDashboard', 'JobSettings', 'Widget'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /v2/jobs with the grid's query string. */
    listJobs: build.query<ListPage<JobSummary>, string>({
      query: (params) => (params ? `/jobs?${params}` : '/jobs'),
      providesTags: (result) => tagsOf(result?.docs.map((j) => j._id) ?? []),
    }),
    getJob: build.query<JobDetail, string>({
      query: (id) => job(id),
      providesTags: (_result, _error, id) => [{ type: 'Job', id }],
    }),
    getJobFeed: build.query<Page<ActivityEntry>, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: `${job(id)}/feeds`, params: { page, page_size: JOB_FEED_PAGE_SIZE } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Job', id }],
    }),
    getAssigneeSuggestions: build.query<AssigneeSuggestion[], string>({
      query: (id) => `${job(id)}/suggestions`,
      providesTags: (_result, _error, id) => [{ type: 'Job', id }],
    }),
    createJob: build.mutation<JobChangeReply, JobCreateBody>({
      query: (body) => ({ url: '/jobs', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, DASHBOARD]),
    }),
    updateJob: build.mutation<JobChangeReply, { id: string; body: JobUpdateBody }>({
      query: ({ id, body }) => ({ url: job(id), method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => null);
        if (reply) dispatch(jobsApi.util.upsertQueryData('getJob', id, reply.data.job));
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : tagsOf([id])),
    }),
    assignJob: build.mutation<JobChangeReply, { id: string; users: string[] }>({
      query: ({ id, users }) => ({ url: `${job(id)}/assign`, method: 'PUT', body: { users } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : tagsOf([id])),
    }),
    assignMultiple: build.mutation<JobBulkReply, { jobs: string[]; users: string[]; mode?: 'add' | 'replace' }>({
      query: (body) => ({ url: '/jobs/assign_multiple', method: 'PUT', body }),
      invalidatesTags: (_result, error, { jobs }) => (error ? [] : tagsOf(jobs)),
    }),
    changeStatusMultiple: build.mutation<JobBulkReply, { jobs: string[]; status: string }>({
      query: (body) => ({ url: '/jobs/status_multiple', method: 'PUT', body }),
      invalidatesTags: (_result, error, { jobs }) => (error ? [] : tagsOf(jobs)),
    }),
    cloneJob: build.mutation<JobChangeReply, string>({
      query: (id) => ({ url: `${job(id)}/clone`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, DASHBOARD]),
    }),
    deleteJob: build.mutation<{ success: true; deleted: string[] }, string>({
      query: (id) => ({ url: job(id), method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : tagsOf([id])),
    }),
    deleteJobs: build.mutation<{ success: true; deleted: string[] }, string[]>({
      query: (id) => ({ url: '/jobs/multiple', method: 'DELETE', body: { id } }),
      invalidatesTags: (_result, error, ids) => (error ? [] : tagsOf(ids)),
    }),
    linkPrevious: build.mutation<JobChangeReply, { id: string; prevId: string }>({
      query: ({ id, prevId }) => ({ url: `${job(id)}/add_prev/${encodeURIComponent(prevId)}`, method: 'PUT' }),
      invalidatesTags: (_result, error, { id, prevId }) => (error ? [] : tagsOf([id, prevId])),
    }),
    unlinkPrevious: build.mutation<JobChangeReply, { id: string; prevId: string }>({
      query: ({ id, prevId }) => ({ url: `${job(id)}/remove_prev/${encodeURIComponent(prevId)}`, method: 'PUT' }),
      invalidatesTags: (_result, error, { id, prevId }) => (error ? [] : tagsOf([id, prevId])),
    }),
    /** POST /v2/skills/job/{id}: the skills the job requires, in place of the ones before. */
    setJobSkills: build.mutation<SkillRequirementsReply, { id: string; skills: string[] }>({
      query: ({ id, skills }) => ({ url: `/skills/job/${encodeURIComponent(id)}`, method: 'POST', body: { skills } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : tagsOf([id])),
    }),
    /** Confirms one's own attendance (true), or removes `user`'s confirmation (false). */
    setAttendance: build.mutation<JobChangeReply, { id: string; value: boolean; user?: string }>({
      query: ({ id, value, user }) => ({ url: `${job(id)}/attendance/${value}`, method: 'PUT', params: user ? { user } : undefined }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : tagsOf([id])),
    }),
    /**
     * GET /v2/jobs/{id}/export: one job's PDF, or several in one file (the first in the path, the
     * others in ?combined=), its own words in `lang`. Needs the bearer header, so it comes as a blob.
     */
    exportJobs: build.mutation<JobPdf, { ids: readonly string[]; lang?: string }>({
      query: ({ ids, lang }) => ({
        url: `${job(ids[0]!)}/export`,
        params: { ...(ids.length > 1 ? { combined: ids.slice(1).join(',') } : {}), ...(lang ? { lang } : {}) },
        responseHandler: pdfOrServerText,
      }),
    }),
    /** Records that the caller opened the job (the dashboard's recent jobs). */
    visitJob: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `${job(id)}/visit`, method: 'PUT' }),
      invalidatesTags: (_result, error) => (error ? [] : [DASHBOARD]),
    }),
    getJobDashboard: build.query<JobDashboard, void>({
      query: () => '/jobs/dashboard',
      providesTags: [DASHBOARD],
    }),
    getRecentJobs: build.query<JobSummary[], void>({
      query: () => '/jobs/dashboard/recent',
      providesTags: [DASHBOARD],
    }),
    getJobCounters: build.query<JobCounters, void>({
      query: () => '/jobs/dashboard/counters',
      providesTags: [DASHBOARD],
    }),
    getWidgets: build.query<Widget[], void>({
      query: () => '/widgets/dashboard',
      providesTags: [{ type: 'Widget', id: 'LIST' }],
    }),
    /**
     * Saves one widget. The dashboard shows the change at once (several widgets move together and
     * each is saved on its own); the reply replaces the widget, and a refusal reads the list again.
     */
    updateWidget: build.mutation<Widget, { id: string; body: WidgetUpdateBody }>({
      query: ({ id, body }) => ({ url: `/widgets/dashboard/${encodeURIComponent(id)}`, method: 'PUT', body }),
      async onQueryStarted({ id, body }, { dispatch, queryFulfilled }) {
        const replace = (next: (widget: Widget) => Widget) =>
          dispatch(jobsApi.util.updateQueryData('getWidgets', undefined, (list) => list.map((w) => (w._id === id ? next(w) : w))));
        replace((widget) => ({
          ...widget,
          position: body.position ?? widget.position,
          hidden: body.hidden ?? widget.hidden,
          settings: body.settings ?? widget.settings,
        }));
        try {
          const { data } = await queryFulfilled;
          replace(() => data);
        } catch {
          dispatch(jobsApi.util.invalidateTags([{ type: 'Widget', id: 'LIST' }]));
        }
      },
    }),
    getJobSettings: build.query<JobSettings, void>({
      query: () => '/settings',
      providesTags: [{ type: 'JobSettings', id: 'ME' }],
    }),
    /**
     * The reply (the whole settings) goes straight into the cache; the start-up settings are
     * fetched again, so every screen (status chips, the policy's security flags) sees the change.
     */
    updateJobSettings: build.mutation<JobSettings, JobSettingsUpdate>({
      query: (body) => ({ url: '/settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => null);
        if (reply) dispatch(jobsApi.util.upsertQueryData('getJobSettings', undefined, reply.data));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Bootstrap', LIST, DASHBOARD]),
    }),
  }),
});

export const {
  useListJobsQuery,
  useGetJobQuery,
  useGetJobFeedQuery,
  useGetAssigneeSuggestionsQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useAssignJobMutation,
  useAssignMultipleMutation,
  useChangeStatusMultipleMutation,
  useCloneJobMutation,
  useDeleteJobMutation,
  useDeleteJobsMutation,
  useLinkPreviousMutation,
  useUnlinkPreviousMutation,
  useSetJobSkillsMutation,
  useSetAttendanceMutation,
  useVisitJobMutation,
  useExportJobsMutation,
  useGetJobDashboardQuery,
  useGetRecentJobsQuery,
  useGetJobCountersQuery,
  useGetWidgetsQuery,
  useUpdateWidgetMutation,
  useGetJobSettingsQuery,
  useUpdateJobSettingsMutation,
} = jobsApi;
