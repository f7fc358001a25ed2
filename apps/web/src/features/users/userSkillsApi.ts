import type { SkillExpirationBody, UserSkill, UserSkillInput, UserSkillsReply } from '@fieldwork/contracts';
import { usersApi } from './usersApi';

/**
 * A user's skills (spec 2 section 7), changed from the user editor. Each reply is written into
 * that user's cached profile, so the editor shows the statuses the server computed on the
 * instance's day; the users list is read again for its skills column.
 */
export const userSkillsApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    giveUserSkills: build.mutation<UserSkillsReply, { userId: string; skills: UserSkillInput[] }>({
      query: ({ userId, skills }) => ({ url: `/skills/user/${encodeURIComponent(userId)}`, method: 'POST', body: { skills } }),
      onQueryStarted: ({ userId }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) => void dispatch(heldSkills(userId, () => data.skills)),
          () => undefined,
        ),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'User', id: 'LIST' }]),
    }),
    removeUserSkill: build.mutation<UserSkillsReply, { userId: string; skillId: string }>({
      query: ({ userId, skillId }) => ({ url: `/skills/user/${encodeURIComponent(userId)}/${encodeURIComponent(skillId)}`, method: 'DELETE' }),
      onQueryStarted: ({ userId }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) => void dispatch(heldSkills(userId, () => data.skills)),
          () => undefined,
        ),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'User', id: 'LIST' }]),
    }),
    setSkillExpiration: build.mutation<UserSkill, { userId: string; skillId: string; body: SkillExpirationBody }>({
      query: ({ userId, skillId, body }) => ({
        url: `/skills/${encodeURIComponent(skillId)}/expiration/${encodeURIComponent(userId)}`,
        method: 'POST',
        body,
      }),
      onQueryStarted: ({ userId, skillId }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) => void dispatch(heldSkills(userId, (skills) => skills.map((s) => (s.skillId === skillId ? data : s)))),
          () => undefined,
        ),
    }),
  }),
});

/** Rewrites the skills in the user's cached profile (GET /v2/users/{id}). */
function heldSkills(userId: string, next: (skills: UserSkill[]) => UserSkill[]) {
  return usersApi.util.updateQueryData('getUser', userId, (draft) => {
    draft.skills = next(draft.skills);
  });
}

export const { useGiveUserSkillsMutation, useRemoveUserSkillMutation, useSetSkillExpirationMutation } = userSkillsApi;
