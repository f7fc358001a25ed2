import type {
  ProjectFieldDefinitions,
  ProjectFieldListBulkReply,
  ProjectFieldListItem,
  ProjectFieldsPatchReply,
  ProjectFieldsSettings,
  ProjectFieldValues,
  ProjectFieldVisibility,
  ProjectFieldVisibilityReply,
} from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';

/** The projects screens cache GET /v2/projects/{id} under this tag (the projects feature's name); a change here refetches it. */
const projectTag = (id: string) => ({ type: 'Project' as const, id });
const listTag = (group: string) => ({ type: 'ProjectFieldList' as const, id: group });

export interface ListItemsArgs {
  group: string;
  /** true: the project's own items; false: the shared ones; left out: both. */
  isPrivate?: boolean;
  project?: string;
  search?: string;
}

/** The project field calls of spec 3 section 7. */
export const projectFieldsApi = api.enhanceEndpoints({ addTagTypes: ['Project', 'ProjectFieldList', 'Bootstrap'] }).injectEndpoints({
  endpoints: (build) => ({
    /** PUT /v2/settings/projectFields: the bootstrap carries the definitions, so it is read again. */
    saveProjectFieldDefinitions: build.mutation<ProjectFieldsSettings, { fields: ProjectFieldDefinitions; turnOffHidden: boolean }>({
      query: (body) => ({ url: '/settings/projectFields', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Bootstrap', 'Project']),
    }),
    /** PATCH /v2/projects/{id}/fields: one or more values, all or nothing. */
    patchProjectFields: build.mutation<ProjectFieldsPatchReply, { projectId: string; fields: Array<{ id: string; value: unknown }> }>({
      query: ({ projectId, fields }) => ({ url: `/projects/${projectId}/fields`, method: 'PATCH', body: fields }),
      invalidatesTags: (_result, error, { projectId }) => (error ? [] : [projectTag(projectId)]),
    }),
    /** POST /v2/projects/{id}/fields/visibility: the switch moves only once this says success. */
    setProjectFieldVisibility: build.mutation<ProjectFieldVisibilityReply, { projectId: string; visibility: ProjectFieldVisibility }>({
      query: ({ projectId, visibility }) => ({ url: `/projects/${projectId}/fields/visibility`, method: 'POST', body: visibility }),
      invalidatesTags: (_result, error, { projectId }) => (error ? [] : [projectTag(projectId)]),
    }),
    getProjectFieldList: build.query<ProjectFieldListItem[], ListItemsArgs>({
      query: ({ group, isPrivate, project, search }) => ({
        url: `/projects/fields/list/${encodeURIComponent(group)}`,
        params: {
          ...(isPrivate === undefined ? {} : { isPrivate: isPrivate ? 1 : 0 }),
          ...(project ? { project } : {}),
          ...(search ? { search } : {}),
          limit: 100,
        },
      }),
      providesTags: (_result, _error, { group }) => [listTag(group)],
    }),
    addProjectFieldListItem: build.mutation<ProjectFieldListItem, { group: string; label: string; isPrivate: boolean; project: string | null }>({
      query: (body) => ({ url: '/projects/fields/list', method: 'POST', body }),
      invalidatesTags: (_result, error, { group }) => (error ? [] : [listTag(group)]),
    }),
    deleteProjectFieldListItem: build.mutation<{ success: true }, { id: string; group: string }>({
      query: ({ id }) => ({ url: `/projects/fields/list/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { group }) => (error ? [] : [listTag(group)]),
    }),
    /** POST /v2/projects/fields/list/bulk: the CSV as multipart (the browser sets the boundary). */
    importProjectFieldList: build.mutation<ProjectFieldListBulkReply, { group: string; file: File; project: string | null }>({
      query: ({ group, file, project }) => {
        const form = new FormData();
        form.append('group', group);
        form.append('isPrivate', project ? '1' : '0');
        if (project) form.append('project', project);
        form.append('file', file);
        return { url: '/projects/fields/list/bulk', method: 'POST', body: form };
      },
      invalidatesTags: (_result, error, { group }) => (error ? [] : [listTag(group)]),
    }),
    getProjectFieldValues: build.query<ProjectFieldValues, { field: string; project?: string }>({
      query: (params) => ({ url: '/projects/fields/values', params }),
    }),
  }),
});

export const {
  useSaveProjectFieldDefinitionsMutation,
  usePatchProjectFieldsMutation,
  useSetProjectFieldVisibilityMutation,
  useGetProjectFieldListQuery,
  useAddProjectFieldListItemMutation,
  useDeleteProjectFieldListItemMutation,
  useImportProjectFieldListMutation,
  useGetProjectFieldValuesQuery,
} = projectFieldsApi;
