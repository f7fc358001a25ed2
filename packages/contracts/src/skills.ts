import { z } from 'zod';
import { addDays, dayIn, formatCalendarDay, parseCalendarDay } from './lists/date-presets';
import { listPageSchema } from './lists/views';
import { ROLES, type Role } from './roles';
import { successSchema } from './pagination';

/**
 * Skills (spec 2 sections 3, 4, 6 and 7; spec 1 sections 2.6, 5 and 9): the instance's catalogue,
 * the skills each user holds from a start date until an expiry date (or for good), what jobs and
 * job types require, and the one rule of expiry that the API, the daily check and the web share.
 */

export const SKILL_NAME_MAX = 100;
export const SKILL_LABEL_MAX = 200;
/** The skills picker and the /settings/skills list ask for pages of this size (spec 1 section 9). */
export const SKILLS_PAGE_SIZE = 100;
/** At most this many skills in one call (a user's, a job's, a job type's). */
export const MAX_SKILLS_PER_CALL = 100;

// Expiry (spec 2 sections 3 and 4, spec 3 section 6).

/** The expiration statuses, numbered as the spec enumerates them. */
export const SKILL_EXPIRATION = { expired: 0, closeToExpire: 1, notExpired: 2, permanent: 3 } as const;
export type SkillExpirationStatus = (typeof SKILL_EXPIRATION)[keyof typeof SKILL_EXPIRATION];
export const SKILL_EXPIRATION_STATUSES = [0, 1, 2, 3] as const satisfies readonly SkillExpirationStatus[];

/** Each status's name: the web's catalogue keys (`skills.status.close_to_expire`). */
export const SKILL_EXPIRATION_NAMES: Record<SkillExpirationStatus, 'expired' | 'close_to_expire' | 'not_expired' | 'permanent'> = {
  0: 'expired',
  1: 'close_to_expire',
  2: 'not_expired',
  3: 'permanent',
};

/** The colour of each status: red expired, yellow close to expire, green valid and permanent. */
export const SKILL_EXPIRATION_COLORS: Record<SkillExpirationStatus, 'red' | 'yellow' | 'green'> = {
  0: 'red',
  1: 'yellow',
  2: 'green',
  3: 'green',
};

/** Days before its expiry date a skill is "close to expire", unless the skills app's settings say otherwise. */
export const DEFAULT_SKILL_CLOSE_WINDOW_DAYS = 30;
export const MAX_SKILL_CLOSE_WINDOW_DAYS = 365;

export interface SkillExpiration {
  status: SkillExpirationStatus;
  /** The expiry date (YYYY-MM-DD); null for a permanent skill. */
  date: string | null;
}

const MS_PER_DAY = 86_400_000;

function dayNumber(text: string): number {
  const day = parseCalendarDay(text);
  if (!day) throw new RangeError(`Not a calendar day: ${text}`);
  return Date.UTC(day.year, day.month - 1, day.day) / MS_PER_DAY;
}

/**
 * A held skill's status on `today` (YYYY-MM-DD, the instance's day: see `todayIn`). The expiry
 * date is the last day the skill is valid: on it the skill is still close to expire, the day
 * after it is expired. Close to expire means at most `closeWindowDays` days left (0 days on
 * the expiry date itself); a window of 0 marks only the last day. No expiry date is permanent.
 */
export function skillExpirationStatus(expiresOn: string | null, today: string, closeWindowDays: number): SkillExpiration {
  if (expiresOn === null) return { status: SKILL_EXPIRATION.permanent, date: null };
  const daysLeft = dayNumber(expiresOn) - dayNumber(today);
  if (daysLeft < 0) return { status: SKILL_EXPIRATION.expired, date: expiresOn };
  if (daysLeft <= Math.max(0, closeWindowDays)) return { status: SKILL_EXPIRATION.closeToExpire, date: expiresOn };
  return { status: SKILL_EXPIRATION.notExpired, date: expiresOn };
}

/** The calendar day it is in `timeZone` at `now` (YYYY-MM-DD): "today" for expiry is the instance's day. */
export function todayIn(now: Date, timeZone: string): string {
  return formatCalendarDay(dayIn(now, timeZone));
}

/** `day` (YYYY-MM-DD) moved by `days` days. */
export function addDaysTo(day: string, days: number): string {
  const parsed = parseCalendarDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  return formatCalendarDay(addDays(parsed, days));
}

/** The skills app's settings (GET and POST /v2/apps/skills/settings), each key optional. */
export const skillsAppSettingsSchema = z.object({
  /** Days before expiry a skill shows as close to expire and the daily check announces it. */
  closeToExpireDays: z
    .number({ error: 'Give the number of days as a whole number' })
    .int('Give the number of days as a whole number')
    .min(0, 'The number of days cannot be negative')
    .max(MAX_SKILL_CLOSE_WINDOW_DAYS, `At most ${MAX_SKILL_CLOSE_WINDOW_DAYS} days`)
    .optional(),
});
export type SkillsAppSettings = z.infer<typeof skillsAppSettingsSchema>;

/** The "close to expire" window of an instance, from the skills app's stored settings. */
export function skillCloseWindowDays(stored: Readonly<Record<string, unknown>> | undefined): number {
  const parsed = skillsAppSettingsSchema.safeParse({ closeToExpireDays: stored?.closeToExpireDays });
  return parsed.success ? (parsed.data.closeToExpireDays ?? DEFAULT_SKILL_CLOSE_WINDOW_DAYS) : DEFAULT_SKILL_CLOSE_WINDOW_DAYS;
}

// Dates as the calls write them.

const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** A calendar day, YYYY-MM-DD, that exists, between the years 1900 and 2999. */
export const skillDaySchema = z.string({ error: 'Give the date as YYYY-MM-DD' }).refine((text) => {
  const day = parseCalendarDay(text);
  return day !== null && day.year >= MIN_YEAR && day.year <= MAX_YEAR;
}, `Give a real date as YYYY-MM-DD, between ${MIN_YEAR} and ${MAX_YEAR}`);

export const SKILL_MESSAGES = {
  nameRequired: 'Give the skill a name',
  nameTooLong: `A skill name has at most ${SKILL_NAME_MAX} characters`,
  labelTooLong: `A label has at most ${SKILL_LABEL_MAX} characters`,
  nameTaken: (name: string) => `A skill named "${name}" already exists`,
  expiryBeforeStart: 'The expiry date cannot be before the start date',
  permanentWithExpiry: 'A permanent skill has no expiry date',
  givenTwice: 'Each skill can be given once',
  nothingToChange: 'Give a start date, an expiry date or permanent',
  skillNotFound: 'Skill not found',
  userSkillNotFound: 'The user does not have this skill',
  unknownSkills: 'Some of these skills do not exist',
  notForRole: (name: string) => `The skill "${name}" is not given to this user's role`,
  jobNotFound: 'Job not found',
  jobTypeNotFound: 'Job type not found',
} as const;

// The catalogue.

const roleSchema = z.enum(ROLES);

/** A skill of the catalogue (spec 2 section 3). `roles` are the roles it is given to; none means every role. */
export const skillSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  /** A signed link to the skill's image, or null. */
  avatar: z.string().nullable(),
  roles: z.array(roleSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Skill = z.infer<typeof skillSchema>;

/**
 * GET /v2/skills (its query is `skillsList`'s: search, role, sort, page, page_size up to 100): a
 * list page like every other, with the spec's `success` beside `docs`.
 */
export const skillsPageSchema = listPageSchema(skillSchema).extend({ success: z.literal(true) });
export type SkillsPage = z.infer<typeof skillsPageSchema>;

const skillName = z.string({ error: SKILL_MESSAGES.nameRequired }).trim().min(1, SKILL_MESSAGES.nameRequired).max(SKILL_NAME_MAX, SKILL_MESSAGES.nameTooLong);
const skillLabel = z
  .string()
  .trim()
  .max(SKILL_LABEL_MAX, SKILL_MESSAGES.labelTooLong)
  .nullable()
  .transform((label) => (label ? label : null));
const skillRoles = z
  .array(roleSchema)
  .max(ROLES.length * 2)
  .transform((roles) => ROLES.filter((role) => roles.includes(role)));
/** An uploaded image's asset id sets it, null removes it; the current link sent back (any other text) is no change. */
const skillAvatar = z.string().max(2000).nullable();

/** POST /v2/skills. The name is unique in the instance, whatever its case. */
export const skillCreateBodySchema = z.object({
  name: skillName,
  label: skillLabel.optional(),
  avatar: skillAvatar.optional(),
  roles: skillRoles.default([]),
});
export type SkillCreateBody = z.infer<typeof skillCreateBodySchema>;

/** PATCH /v2/skills/{id}: what changes; a key left out stays. */
export const skillUpdateBodySchema = z.object({
  name: skillName.optional(),
  label: skillLabel.optional(),
  avatar: skillAvatar.optional(),
  roles: skillRoles.optional(),
});
export type SkillUpdateBody = z.infer<typeof skillUpdateBodySchema>;

/** Whether a skill is given to `role`: a skill without roles is given to every role. */
export function isSkillForRole(skill: { roles: readonly string[] }, role: Role): boolean {
  return skill.roles.length === 0 || skill.roles.includes(role);
}

// A user's skills.

/** A skill a user holds, with its dates and its status today (spec 2 section 3). */
export const userSkillSchema = z.object({
  /** The skill's id (the spec's skills carry _id). */
  _id: z.string(),
  skillId: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  avatar: z.string().nullable(),
  roles: z.array(roleSchema),
  startsOn: z.string(),
  /** Null: permanent. */
  expiresOn: z.string().nullable(),
  permanent: z.boolean(),
  expirationStatus: z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), date: z.string().nullable() }),
});
export type UserSkill = z.infer<typeof userSkillSchema>;

const expiryAfterStart = (value: { startsOn?: string; expiresOn?: string | null }) =>
  !value.startsOn || !value.expiresOn || value.expiresOn >= value.startsOn;

/** One skill given to a user: from `startsOn` (today when left out) until `expiresOn` (permanent when null or left out). */
export const userSkillInputSchema = z
  .object({
    skillId: z.uuid('Not a skill id'),
    startsOn: skillDaySchema.optional(),
    expiresOn: skillDaySchema.nullable().optional(),
  })
  .refine(expiryAfterStart, { message: SKILL_MESSAGES.expiryBeforeStart, path: ['expiresOn'] });
export type UserSkillInput = z.infer<typeof userSkillInputSchema>;

/** POST /v2/skills/user/{userId}: skills given (or their dates changed); the user's other skills stay. */
export const userSkillsBodySchema = z.object({
  skills: z
    .array(userSkillInputSchema)
    .min(1, 'Give at least one skill')
    .max(MAX_SKILLS_PER_CALL, `At most ${MAX_SKILLS_PER_CALL} skills at a time`)
    .superRefine((skills, ctx) => {
      const seen = new Set<string>();
      skills.forEach((s, i) => {
        const id = s.skillId.toLowerCase();
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i, 'skillId'], message: SKILL_MESSAGES.givenTwice });
        seen.add(id);
      });
    }),
});
export type UserSkillsBody = z.infer<typeof userSkillsBodySchema>;

/** The reply of the calls that change a user's skills: all the skills the user holds now. */
export const userSkillsReplySchema = successSchema.extend({ userId: z.string(), skills: z.array(userSkillSchema) });
export type UserSkillsReply = z.infer<typeof userSkillsReplySchema>;

/**
 * POST /v2/skills/{skillId}/expiration/{userId}: new dates of a held skill. `expiresOn: null` or
 * `permanent: true` makes it permanent; a key left out keeps its date.
 */
export const skillExpirationBodySchema = z
  .object({
    startsOn: skillDaySchema.optional(),
    expiresOn: skillDaySchema.nullable().optional(),
    permanent: z.boolean().optional(),
  })
  .refine((b) => b.startsOn !== undefined || b.expiresOn !== undefined || b.permanent !== undefined, { message: SKILL_MESSAGES.nothingToChange })
  .refine((b) => !(b.permanent === true && typeof b.expiresOn === 'string'), { message: SKILL_MESSAGES.permanentWithExpiry, path: ['expiresOn'] })
  .refine(expiryAfterStart, { message: SKILL_MESSAGES.expiryBeforeStart, path: ['expiresOn'] });
export type SkillExpirationBody = z.infer<typeof skillExpirationBodySchema>;

/** The dates a held skill gets from an expiration body: what was sent over what it had. */
export function nextSkillDates(
  current: { startsOn: string; expiresOn: string | null },
  body: SkillExpirationBody,
): { startsOn: string; expiresOn: string | null } {
  const startsOn = body.startsOn ?? current.startsOn;
  if (body.permanent === true) return { startsOn, expiresOn: null };
  if (body.expiresOn !== undefined) return { startsOn, expiresOn: body.expiresOn };
  // permanent: false with no date keeps what it had: there is no expiry date to give it.
  return { startsOn, expiresOn: current.expiresOn };
}

// What jobs and job types require.

const idOrRow = z.union([z.uuid('Not a skill id'), z.object({ _id: z.uuid('Not a skill id') }).transform((row) => row._id)]);

/** POST /v2/skills/job/{jobId} and /v2/skills/jobType/{id}: the skills required, in place of the ones before (empty clears). */
export const skillRequirementsBodySchema = z.object({
  skills: z
    .array(idOrRow)
    .max(MAX_SKILLS_PER_CALL, `At most ${MAX_SKILLS_PER_CALL} skills at a time`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type SkillRequirementsBody = z.infer<typeof skillRequirementsBodySchema>;

export const SKILL_REQUIREMENT_TARGETS = ['job', 'job_type', 'project'] as const;
export type SkillRequirementTarget = (typeof SKILL_REQUIREMENT_TARGETS)[number];

/** The reply: the skills the job or job type now requires, by name. */
export const skillRequirementsReplySchema = successSchema.extend({
  target: z.object({ type: z.enum(SKILL_REQUIREMENT_TARGETS), id: z.string() }),
  skills: z.array(skillSchema),
});
export type SkillRequirementsReply = z.infer<typeof skillRequirementsReplySchema>;
