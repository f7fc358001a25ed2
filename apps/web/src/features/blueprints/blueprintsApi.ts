import type {
  BlueprintMarking,
  BlueprintPdfExportBody,
  BlueprintSettingsBody,
  BlueprintsReply,
  MarkingsExportBody,
  MarkingsReply,
  PlanFile,
  PlanPropertiesBody,
  PutMarkingBody,
} from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

/** The query of GET /v2/blueprints: a plan's markings for one job and question, or (no job) for every job the caller sees. */
export interface BlueprintsArgs {
  file: string;
  job?: string;
  question?: string;
}

const planTag = (file: string) => ({ type: 'Blueprint' as const, id: file });
const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();

/**
 * The blueprint editor's calls (ADR 0046). Replies come as `{success, data}`; a plan's markings
 * are tagged by the plan, so a save, a calibration or a deletion refreshes every view of it.
 */
export const blueprintsApi = api.enhanceEndpoints({ addTagTypes: ['Blueprint', 'BlueprintSettings', 'BlueprintMarkings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /v2/blueprints: the plan's properties, its markings and the jobs they belong to. */
    getBlueprints: build.query<BlueprintsReply, BlueprintsArgs>({
      query: ({ file, job, question }) => `/blueprints?${query({ file, job, question })}`,
      transformResponse: (reply: { data: BlueprintsReply }) => reply.data,
      providesTags: (_result, _error, { file }) => [planTag(file)],
    }),
    /** PUT /v2/blueprints/{job}/{question}: the job's elements on the plan, all of them. */
    putMarking: build.mutation<BlueprintMarking, PutMarkingBody & { question: string }>({
      query: (body) => ({
        url: `/blueprints/${encodeURIComponent(body.job)}/${encodeURIComponent(body.question)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (reply: { data: BlueprintMarking }) => reply.data,
      // The editor keeps its own state while saving; only the other views of the plan refetch.
      invalidatesTags: (_result, error, { file }) => (error ? [] : [{ type: 'BlueprintMarkings' as const, id: file }]),
    }),
    /** DELETE /v2/blueprints/element/{id}. */
    deleteElement: build.mutation<{ success: true }, { id: string; file: string }>({
      query: ({ id }) => ({ url: `/blueprints/element/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { file }) => (error ? [] : [planTag(file), { type: 'BlueprintMarkings' as const, id: file }]),
    }),
    /** GET /v2/blueprints/markings: markings of a job, a plan or a project, with their export rows. */
    getMarkings: build.query<MarkingsReply, { job?: string; file?: string; project?: string }>({
      query: (params) => `/blueprints/markings?${query(params)}`,
      transformResponse: (reply: { data: MarkingsReply }) => reply.data,
      providesTags: (result, _error, { file }) => [
        { type: 'BlueprintMarkings' as const, id: file ?? 'LIST' },
        ...(result?.items ?? []).map((item) => ({ type: 'BlueprintMarkings' as const, id: item.file._id })),
      ],
    }),
    /** PUT /v2/blueprints/files/{id}: grayscale, measures (null resets them) and the measure tour's flag. */
    putPlanProperties: build.mutation<PlanFile, { file: string } & PlanPropertiesBody>({
      query: ({ file, ...body }) => ({ url: `/blueprints/files/${encodeURIComponent(file)}`, method: 'PUT', body }),
      transformResponse: (reply: { data: PlanFile }) => reply.data,
      invalidatesTags: (_result, error, { file }) => (error ? [] : [planTag(file), { type: 'BlueprintMarkings' as const, id: file }]),
    }),
    /** POST /v2/asset/{id}/rotate by a quarter turn (refused once elements or measures exist). */
    rotatePlan: build.mutation<unknown, { file: string; rotation: number }>({
      query: ({ file, rotation }) => ({ url: `/asset/${encodeURIComponent(file)}/rotate`, method: 'POST', body: { rotation } }),
      invalidatesTags: (_result, error, { file }) => (error ? [] : [planTag(file)]),
    }),
    /** GET /v2/settings/blueprints: the ratio, the unit and the element definitions. */
    getBlueprintSettings: build.query<BlueprintSettingsBody, void>({
      query: () => '/settings/blueprints',
      transformResponse: (reply: { data: BlueprintSettingsBody }) => reply.data,
      providesTags: ['BlueprintSettings'],
    }),
    /** PUT /v2/settings/blueprints. */
    putBlueprintSettings: build.mutation<BlueprintSettingsBody, BlueprintSettingsBody>({
      query: (body) => ({ url: '/settings/blueprints', method: 'PUT', body }),
      transformResponse: (reply: { data: BlueprintSettingsBody }) => reply.data,
      invalidatesTags: (_result, error) => (error ? [] : ['BlueprintSettings', 'Bootstrap', 'BlueprintMarkings']),
    }),
    /** POST /v2/jobs/blueprint/export: the plan page with its elements and the summary, as a PDF to download. */
    exportBlueprintPdf: build.mutation<{ success: true; link: string; assetId: string }, BlueprintPdfExportBody>({
      query: (body) => ({ url: '/jobs/blueprint/export', method: 'POST', body }),
    }),
    /** POST /v2/blueprints/markings/export: the spreadsheet of markings, as a blob to save. */
    exportMarkingsSheet: build.mutation<Blob, MarkingsExportBody>({
      query: (body) => ({
        url: '/blueprints/markings/export',
        method: 'POST',
        body,
        responseHandler: (response: Response) => response.blob(),
      }),
    }),
  }),
});

export const {
  useGetBlueprintsQuery,
  usePutMarkingMutation,
  useDeleteElementMutation,
  useGetMarkingsQuery,
  usePutPlanPropertiesMutation,
  useRotatePlanMutation,
  useGetBlueprintSettingsQuery,
  usePutBlueprintSettingsMutation,
  useExportBlueprintPdfMutation,
  useExportMarkingsSheetMutation,
} = blueprintsApi;
