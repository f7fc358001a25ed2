import {
  DEFAULT_TIMEZONE,
  isTimeZone,
  parseCalendarDay,
  SKILL_EXPIRATION_COLORS,
  SKILL_EXPIRATION_NAMES,
  todayIn,
  type SkillExpirationBody,
  type SkillExpirationStatus,
  type UserSkill,
  type UserSkillInput,
} from '@fieldwork/contracts';

/** What the add and change-dates dialog holds while the user types. */
export interface SkillDatesDraft {
  skillId: string | null;
  startsOn: string;
  permanent: boolean;
  expiresOn: string;
}

export type SkillDatesIssue = 'chooseSkill' | 'needDate' | 'expiryBeforeStart';

export interface SkillDatesIssues {
  skillId?: SkillDatesIssue;
  startsOn?: SkillDatesIssue;
  expiresOn?: SkillDatesIssue;
}

/** "Today" as the instance reads it (its time zone): the start date a new skill gets. */
export function instanceToday(timeZone: string, now = new Date()): string {
  return todayIn(now, isTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE);
}

/** A new skill's draft: from today, permanent. */
export function newSkillDraft(today: string): SkillDatesDraft {
  return { skillId: null, startsOn: today, permanent: true, expiresOn: '' };
}

/** The draft of a held skill's dates. */
export function draftOfHeld(skill: UserSkill): SkillDatesDraft {
  return { skillId: skill.skillId, startsOn: skill.startsOn, permanent: skill.expiresOn === null, expiresOn: skill.expiresOn ?? '' };
}

/** What stops the dialog's save, by field: the same rules the server applies (the server decides). */
export function skillDatesIssues(draft: SkillDatesDraft): SkillDatesIssues {
  const issues: SkillDatesIssues = {};
  if (!draft.skillId) issues.skillId = 'chooseSkill';
  if (!parseCalendarDay(draft.startsOn)) issues.startsOn = 'needDate';
  if (!draft.permanent) {
    if (!parseCalendarDay(draft.expiresOn)) issues.expiresOn = 'needDate';
    else if (!issues.startsOn && draft.expiresOn < draft.startsOn) issues.expiresOn = 'expiryBeforeStart';
  }
  return issues;
}

/** POST /v2/skills/user/{id}'s item for a complete draft. */
export function userSkillInputOf(draft: SkillDatesDraft): UserSkillInput {
  return { skillId: draft.skillId!, startsOn: draft.startsOn, expiresOn: draft.permanent ? null : draft.expiresOn };
}

/** POST /v2/skills/{skill}/expiration/{user}'s body for a complete draft. */
export function expirationBodyOf(draft: SkillDatesDraft): SkillExpirationBody {
  return draft.permanent ? { startsOn: draft.startsOn, permanent: true } : { startsOn: draft.startsOn, expiresOn: draft.expiresOn };
}

/** A day (YYYY-MM-DD) as the spec shows days: DD/MM/YY, in every language. */
export function formatDay(day: string): string {
  const parsed = parseCalendarDay(day);
  if (!parsed) return day;
  return `${String(parsed.day).padStart(2, '0')}/${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`;
}

/** The colours of a status chip: text at least 4.5:1 on its own fill; the words carry the meaning too. */
export const SKILL_STATUS_TONES = {
  red: { fill: '#fdecea', text: '#8c1d18', border: '#f1b5b0' },
  yellow: { fill: '#fff4cc', text: '#5f4700', border: '#e9cf6b' },
  green: { fill: '#e7f4ea', text: '#1d5a30', border: '#aad5b5' },
} as const;

/** A status's catalogue key and tone. */
export function statusLook(status: SkillExpirationStatus) {
  const color = SKILL_EXPIRATION_COLORS[status];
  return { key: `users.skills.status.${SKILL_EXPIRATION_NAMES[status]}` as const, color, tone: SKILL_STATUS_TONES[color] };
}
