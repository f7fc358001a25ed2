import { MAX_SKILL_CLOSE_WINDOW_DAYS, SKILL_LABEL_MAX, SKILL_NAME_MAX, type Role, type Skill, type SkillCreateBody, type SkillUpdateBody } from '@fieldwork/contracts';

/** What the create and edit dialog holds while the user types. */
export interface SkillDraft {
  name: string;
  label: string;
  roles: Role[];
}

export type SkillNameIssue = 'nameRequired' | 'nameTooLong';

export function draftOfSkill(skill: Skill | null): SkillDraft {
  return { name: skill?.name ?? '', label: skill?.label ?? '', roles: [...(skill?.roles ?? [])] };
}

/** What stops a save of the name (the server decides, and also refuses a name the instance has). */
export function skillNameIssue(draft: SkillDraft): SkillNameIssue | null {
  const name = draft.name.trim();
  if (!name) return 'nameRequired';
  return name.length > SKILL_NAME_MAX ? 'nameTooLong' : null;
}

/** POST /v2/skills's body. */
export function createBodyOf(draft: SkillDraft): SkillCreateBody {
  return { name: draft.name.trim(), label: draft.label.trim() || null, roles: draft.roles };
}

/** PATCH /v2/skills/{id}'s body: only what differs from the skill. */
export function updateBodyOf(skill: Skill, draft: SkillDraft): SkillUpdateBody {
  const body: SkillUpdateBody = {};
  const name = draft.name.trim();
  const label = draft.label.trim() || null;
  if (name !== skill.name) body.name = name;
  if (label !== skill.label) body.label = label;
  const roles = [...draft.roles].sort();
  if (roles.join() !== [...skill.roles].sort().join()) body.roles = draft.roles;
  return body;
}

export const LABEL_MAX = SKILL_LABEL_MAX;

/** The close-to-expire window as typed: a whole number of days from 0 to 365, or null. */
export function parseWindowDays(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days <= MAX_SKILL_CLOSE_WINDOW_DAYS ? days : null;
}
