import type { AppSettings, Skill, SkillCreateBody, SkillUpdateBody } from '@fieldwork/contracts';
import { api } from '../../app/api/apiSlice';
import type { ListPage } from '../../components/grid/gridApi';

type SkillTag = { type: 'Skill'; id: string };
const LIST: SkillTag = { type: 'Skill', id: 'LIST' };

/**
 * The skills catalogue calls (spec 2 section 7): the list of /settings/skills and the pickers
 * (skillsList's parameters), its changes, and the skills app's settings (the close-to-expire
 * window). A user's skills are changed through users/userSkillsApi.
 */
export const skillsApi = api.enhanceEndpoints({ addTagTypes: ['Skill', 'SkillSettings', 'User'] }).injectEndpoints({
  endpoints: (build) => ({
    listSkills: build.query<ListPage<Skill>, string>({
      query: (params) => (params ? `/skills?${params}` : '/skills'),
      providesTags: (result) => [LIST, ...(result?.docs.map((s) => ({ type: 'Skill' as const, id: s.id })) ?? [])],
    }),
    createSkill: build.mutation<Skill, SkillCreateBody>({
      query: (body) => ({ url: '/skills', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    updateSkill: build.mutation<Skill, { id: string; body: SkillUpdateBody }>({
      query: ({ id, body }) => ({ url: `/skills/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, { type: 'Skill', id }]),
    }),
    deleteSkill: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/skills/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // The users who held it lose it: their profiles are read again.
      invalidatesTags: (_r, error, id) => (error ? [] : [LIST, { type: 'Skill', id }, { type: 'User', id: 'LIST' }]),
    }),
    getSkillSettings: build.query<AppSettings, void>({
      query: () => '/apps/skills/settings',
      providesTags: ['SkillSettings'],
    }),
    saveSkillSettings: build.mutation<AppSettings, Record<string, unknown>>({
      query: (settings) => ({ url: '/apps/skills/settings', method: 'POST', body: { settings } }),
      // The statuses shown in user profiles depend on the window.
      invalidatesTags: (_r, error) => (error ? [] : ['SkillSettings', 'User']),
    }),
  }),
});

export const {
  useListSkillsQuery,
  useCreateSkillMutation,
  useUpdateSkillMutation,
  useDeleteSkillMutation,
  useGetSkillSettingsQuery,
  useSaveSkillSettingsMutation,
} = skillsApi;
