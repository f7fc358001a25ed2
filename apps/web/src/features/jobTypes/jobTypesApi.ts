import type {
  JobType,
  JobTypeCreateBody,
  JobTypeSummary,
  JobTypeTemplateCard,
  JobTypeUpdateBody,
  Question,
  QuestionCreateBody,
  JobTypeTemplate,
  QuestionUpdateBody,
  SkillRequirementsReply,
} from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

type JobTypeTag = { type: 'JobType'; id: string };
const LIST: JobTypeTag = { type: 'JobType', id: 'LIST' };
const TEMPLATES = { type: 'JobTypeTemplate' as const, id: 'LIST' };

/** Query strings of GET /v2/jobtype: the job types jobs are created with, or every one (`fromFilters`). */
export const jobTypesQuery = (opts: { fromFilters?: boolean } = {}) => (opts.fromFilters ? 'fromFilters=true' : '');

/**
 * The job types, questions and job-type templates calls (spec 2 section 7; spec 1 section 7.4).
 * A job type is cached whole (GET /v2/jobtype/{id} carries its questions): a question's change
 * writes the reply into that cache instead of reading 500 questions again; adding, deleting
 * and reordering read the job type again.
 */
export const jobTypesApi = api.enhanceEndpoints({ addTagTypes: ['JobType', 'JobTypeTemplate'] }).injectEndpoints({
  endpoints: (build) => ({
    listJobTypes: build.query<JobTypeSummary[], string>({
      query: (params) => (params ? `/jobtype?${params}` : '/jobtype'),
      transformResponse: (reply: { data: JobTypeSummary[] }) => reply.data,
      providesTags: (result) => [LIST, ...(result ?? []).map((t) => ({ type: 'JobType' as const, id: t._id }))],
    }),
    getJobType: build.query<JobType, string>({
      query: (id) => `/jobtype/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'JobType', id }],
    }),
    createJobType: build.mutation<JobType, JobTypeCreateBody>({
      query: (body) => ({ url: '/jobtype', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    updateJobType: build.mutation<JobType, { id: string; body: JobTypeUpdateBody }>({
      query: ({ id, body }) => ({ url: `/jobtype/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, { type: 'JobType', id }]),
    }),
    /** POST /v2/skills/jobType/{id}: the skills the job type requires, in place of the ones before. */
    setJobTypeSkills: build.mutation<SkillRequirementsReply, { id: string; skills: string[] }>({
      query: ({ id, skills }) => ({ url: `/skills/jobType/${encodeURIComponent(id)}`, method: 'POST', body: { skills } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, { type: 'JobType', id }]),
    }),
    deleteJobType: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/jobtype/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, id) => (error ? [] : [LIST, { type: 'JobType', id }]),
    }),

    createQuestion: build.mutation<Question, QuestionCreateBody>({
      query: (body) => ({ url: '/question', method: 'POST', body }),
      invalidatesTags: (_r, error, body) => (error ? [] : [LIST, { type: 'JobType', id: body.jobType }]),
    }),
    updateQuestion: build.mutation<Question, { id: string; jobTypeId: string; body: QuestionUpdateBody }>({
      query: ({ id, body }) => ({ url: `/question/${encodeURIComponent(id)}`, method: 'PUT', body }),
      async onQueryStarted({ jobTypeId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            jobTypesApi.util.updateQueryData('getJobType', jobTypeId, (draft) => {
              const index = draft.questions.findIndex((q) => q._id === data._id);
              if (index >= 0) draft.questions[index] = data as JobType['questions'][number];
            }),
          );
        } catch {
          // The caller shows the refusal; the cache keeps what the server has.
        }
      },
    }),
    deleteQuestion: build.mutation<{ success: true; rulesRemovedFrom: string[] }, { id: string; jobTypeId: string }>({
      query: ({ id }) => ({ url: `/question/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { jobTypeId }) => (error ? [] : [LIST, { type: 'JobType', id: jobTypeId }]),
    }),
    reorderQuestions: build.mutation<{ success: true; data: Question[] }, { jobTypeId: string; questions: string[] }>({
      query: ({ jobTypeId, questions }) => ({
        url: `/jobtype/${encodeURIComponent(jobTypeId)}/reorder-questions`,
        method: 'PUT',
        body: { questions },
      }),
      // The new order shows at once; a refusal puts the old one back.
      async onQueryStarted({ jobTypeId, questions }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          jobTypesApi.util.updateQueryData('getJobType', jobTypeId, (draft) => {
            const byId = new Map(draft.questions.map((q) => [q._id, q]));
            const ordered = questions.map((id) => byId.get(id)).filter((q): q is (typeof draft.questions)[number] => Boolean(q));
            if (ordered.length === draft.questions.length) draft.questions = ordered.map((q, sequence) => ({ ...q, sequence }));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    listGlobalQuestions: build.query<Question[], string>({
      query: (search) => `/question?only_global=true${search ? `&search=${encodeURIComponent(search)}` : ''}`,
      transformResponse: (reply: { data: Question[] }) => reply.data,
      providesTags: [LIST],
    }),

    listJobTypeTemplates: build.query<JobTypeTemplateCard[], string | void>({
      query: (language) => (language ? `/jobtype/templates?language=${language}` : '/jobtype/templates'),
      transformResponse: (reply: { data: JobTypeTemplateCard[] }) => reply.data,
      providesTags: [TEMPLATES],
    }),
    getJobTypeTemplate: build.query<JobTypeTemplate, string>({
      query: (id) => `/jobtype/${encodeURIComponent(id)}/template`,
      providesTags: (_r, _e, id) => [{ type: 'JobTypeTemplate', id }],
    }),
    saveJobTypeAsTemplate: build.mutation<JobTypeTemplateCard, { jobTypeId: string; name?: string; description?: string }>({
      query: ({ jobTypeId, ...body }) => ({ url: `/jobtype/${encodeURIComponent(jobTypeId)}/template`, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [TEMPLATES]),
    }),
    deleteJobTypeTemplate: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/jobtype/${encodeURIComponent(id)}/template`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [TEMPLATES]),
    }),
    createJobTypeFromTemplate: build.mutation<JobType, { templateId: string; name?: string }>({
      query: ({ templateId, name }) => ({ url: `/jobtype/template/${encodeURIComponent(templateId)}`, method: 'POST', body: name ? { name } : {} }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useListJobTypesQuery,
  useGetJobTypeQuery,
  useCreateJobTypeMutation,
  useUpdateJobTypeMutation,
  useSetJobTypeSkillsMutation,
  useDeleteJobTypeMutation,
  useCreateQuestionMutation,
  useUpdateQuestionMutation,
  useDeleteQuestionMutation,
  useReorderQuestionsMutation,
  useListGlobalQuestionsQuery,
  useListJobTypeTemplatesQuery,
  useGetJobTypeTemplateQuery,
  useSaveJobTypeAsTemplateMutation,
  useDeleteJobTypeTemplateMutation,
  useCreateJobTypeFromTemplateMutation,
} = jobTypesApi;
