import { z } from 'zod';
import { LANGUAGES } from './bootstrap';
import { MESSAGES } from './errors';
import { listPageSchema, userSummarySchema } from './lists/views';
import { notificationKeysSchema } from './notifications';
import { pageQuerySchema, pageSchema, successSchema } from './pagination';
import { userSkillSchema } from './skills';
import type { RoleChangeSubject, UserFieldSubject, UserRowSubject } from './policy';
import { DEFAULT_ROLE, ROLES, type Role } from './roles';
import { fieldWriteNeeds, userFieldValuesSchema, type UserFieldDefinition } from './user-fields';

export const roleSchema = z.enum(ROLES);

export const personNameSchema = z.object({ first: z.string(), last: z.string() });

/** GET /v2/users/me: the signed-in user's profile (spec 1 section 3). */
export const userProfileSchema = z.object({
  id: z.string(),
  _id: z.string(),
  email: z.string(),
  name: personNameSchema,
  role: roleSchema,
  imgUrl: z.string().nullable(),
  avatar: z.string().nullable(),
  inTraining: z.boolean(),
  greenMark: z.boolean(),
  acceptedLocation: z.boolean().nullable(),
  banned: z.boolean(),
  confirmed: z.boolean(),
  verified: z.boolean(),
  valid: z.boolean(),
  canManageSkills: z.boolean(),
  skills: z.array(z.unknown()),
  companies: z.array(z.string()),
  client_projects: z.array(z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() })),
  projects: z.record(z.string(), z.object({ name: z.string(), avatar: z.string().nullable() })),
  recent_jobs: z.record(z.string(), z.number()),
  notifications: z.array(z.string()),
  files: z.array(z.string()),
  language: z.string().nullable(),
  created_at: z.string(),
  /**
   * GET /v2/users/me while a sys_admin acts as this user: the sys_admin's id (the web shows
   * "Return to account"). Absent or null otherwise.
   */
  impersonatedBy: z.string().nullable().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A name as one string: "First Last", or the e-mail when both parts are empty. */
export function displayName(user: { name: { first: string; last: string }; email: string }): string {
  const full = `${user.name.first} ${user.name.last}`.trim();
  return full || user.email;
}

// E-mail addresses and names (spec 1 section 5).

export const EMAIL_MAX_LENGTH = 254;
// A standard address: a local part, an @, and a domain with at least one dot.
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether `text` (trimmed) is an e-mail address: the wizard's Next and Finish wait for it. */
export function isValidEmail(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(trimmed);
}

/** An e-mail address as every call takes it: trimmed and lowercased, as sign-in looks it up. */
export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .refine(isValidEmail, MESSAGES.invalidEmail)
  .transform((s) => s.toLowerCase());

/**
 * A name typed as one string, split at the first space into first and last (spec 1 section 5).
 * Surrounding blanks are dropped; "Anna Maria Cohen" is Anna and "Maria Cohen".
 */
export function splitName(full: string): { first: string; last: string } {
  const trimmed = full.trim();
  const at = trimmed.search(/\s/);
  if (at < 0) return { first: trimmed, last: '' };
  return { first: trimmed.slice(0, at), last: trimmed.slice(at + 1).trim() };
}

/** A name as a call may send it: {first, last}, or one string split at the first space. */
export const nameInputSchema = z.union([
  personNameSchema.extend({ first: z.string().trim().max(100), last: z.string().trim().max(100) }),
  z.string().max(201).transform(splitName),
]);

/** The phone pattern of spec 1 section 5 (optional plus, 3, 3 and 4 to 6 digits); no visible flow enforces it. */
export const PHONE_PATTERN = /^\+?\d{3}[-\s.]?\d{3}[-\s.]?\d{4,6}$/;
const phoneSchema = z.string().trim().max(30);

// The password policy. The spec shows only its messages (sections 5 and 8); the rules are ours,
// after NIST SP 800-63B: length and a short list of the most common passwords, with one letter
// and one digit so that the checklist on screen is short and plain.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULES = ['min_length', 'max_length', 'letter', 'digit', 'not_email', 'not_common'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The checklist shown beside a new password, in English (the web translates by rule). */
export const PASSWORD_RULE_TEXTS: Record<PasswordRule, string> = {
  min_length: `At least ${PASSWORD_MIN_LENGTH} characters`,
  max_length: `At most ${PASSWORD_MAX_LENGTH} characters`,
  letter: 'At least one letter',
  digit: 'At least one digit',
  not_email: 'Not your e-mail address',
  not_common: 'Not a commonly used password',
};

const COMMON_PASSWORDS = new Set([
  'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword1', 'qwerty123', 'qwerty12',
  'qwertyuiop1', 'qwe12345', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'abc12345', 'abcd1234', 'a1b2c3d4',
  'test1234', 'hello123', 'letmein1', 'welcome1', 'welcome123', 'iloveyou1', 'admin123', 'admin1234',
  'trustno1', 'changeme1', 'football1', 'baseball1', 'monkey123', 'dragon123', 'master123', 'sunshine1',
  'princess1', 'superman1', 'michael1', 'shalom123', 'fieldwork1',
]);

/**
 * Which rules a password breaks (none: it is accepted). The screen ticks the list as the user
 * types; the server refuses any password this finds fault with ('Invalid password').
 */
export function passwordProblems(password: string, context: { email?: string | null } = {}): PasswordRule[] {
  const problems: PasswordRule[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('min_length');
  if (length > PASSWORD_MAX_LENGTH) problems.push('max_length');
  if (!/\p{L}/u.test(password)) problems.push('letter');
  if (!/\p{Nd}/u.test(password)) problems.push('digit');
  const lower = password.trim().toLowerCase();
  const email = context.email?.trim().toLowerCase();
  const local = email?.split('@')[0] ?? '';
  if (email && (lower === email || (local.length >= 3 && lower.includes(local)))) problems.push('not_email');
  if (COMMON_PASSWORDS.has(lower)) problems.push('not_common');
  return problems;
}

/** Adds the policy's and the confirmation's issues to a body carrying `password` and maybe `confirm`. */
function checkNewPassword(
  body: { password: string; confirm?: string; email?: string },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  const rules = passwordProblems(body.password, { email: body.email });
  if (rules.length) ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.invalidPassword, params: { rules } });
  if (body.confirm !== undefined && body.confirm !== body.password) {
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: MESSAGES.passwordsDontMatch });
  }
}

/** A token of a mailed link (invitation, confirmation, password reset): opaque, URL-safe. */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, 'Not a valid link');
/** The {token} of PUT /v2/users/confirm/{token} and the forgot_password calls. */
export const linkTokenParamsSchema = z.object({ token: linkTokenSchema });

// States (spec 1 section 4.3).

export const USER_STATES = ['active', 'invited', 'banned'] as const;
export type UserState = (typeof USER_STATES)[number];

/** A user's state: banned while banned, invited until they confirm, active after. */
export function userStateOf(user: { banned: boolean; confirmed: boolean }): UserState {
  if (user.banned) return 'banned';
  return user.confirmed ? 'active' : 'invited';
}

/** Whether a re-invitation may go: not once the user is both confirmed and verified. */
export function canBeReinvited(user: { confirmed: boolean; verified: boolean }): boolean {
  return !(user.confirmed && user.verified);
}

/** acceptedLocation as the user editor shows it: yes, no, or not known yet. */
export function locationAnswer(acceptedLocation: boolean | null | undefined): 'yes' | 'no' | 'unknown' {
  if (acceptedLocation === true) return 'yes';
  return acceptedLocation === false ? 'no' : 'unknown';
}

// Rows and details.

/** A user as GET /v2/users lists them: the pickers' summary and what the /users grid shows. */
export const userRowSchema = userSummarySchema.extend({
  id: z.string(),
  role: roleSchema,
  state: z.enum(USER_STATES),
  confirmed: z.boolean(),
  verified: z.boolean(),
  banned: z.boolean(),
  inTraining: z.boolean(),
  phoneNumber: z.string().nullable(),
  skills: z.array(z.object({ _id: z.string(), name: z.string() })),
  created_at: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/**
 * GET /v2/users reply (its query is `usersList`'s: search, role, state, skill, include_me,
 * excludeRoles, page, page_size). The rows are in `docs`, as every list page, and in `data`,
 * where the spec's clients read them (data.data).
 */
export const usersPageSchema = listPageSchema(userRowSchema).extend({ data: z.array(userRowSchema) });
export type UsersPage = z.infer<typeof usersPageSchema>;

/**
 * GET /v2/users/{id}, and the reply of PUT /v2/users/{id}: the profile with the phone, state, the
 * field values the caller may read and, for a caller who may read skills, the user's skills with
 * their expiration status (none otherwise).
 */
export const userDetailSchema = userProfileSchema.extend({
  phoneNumber: z.string().nullable(),
  state: z.enum(USER_STATES),
  fields: z.record(z.string(), z.unknown()),
  skills: z.array(userSkillSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

// Invitations (spec 1 sections 2.6, 4.3, 6 and 7.3).

const idOrRow = z.union([z.uuid(), z.object({ _id: z.uuid() }).transform((row) => row._id)]);

/** POST /v2/users: invite. The reply is the new user's row (`userRowSchema`). */
export const inviteBodySchema = z.object({
  email: emailSchema,
  role: roleSchema.default(DEFAULT_ROLE),
  companies: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  /** Project ids (or the project rows the wizard holds). */
  client_projects: z.array(idOrRow).max(500).default([]),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** POST /v2/users reply (201): the new user's row, and 'Successfully invited'. */
export const inviteReplySchema = userRowSchema.extend({ message: z.string() });
export type InviteReply = z.infer<typeof inviteReplySchema>;

/**
 * Whether the user wizard may finish: a valid e-mail, and for a client at least one project
 * (spec 1 section 5). The e-mail step's Next needs only the e-mail.
 */
export function isInviteReady(draft: { email: string; role: Role; client_projects?: readonly unknown[] }): boolean {
  if (!isValidEmail(draft.email)) return false;
  return draft.role !== 'client' || (draft.client_projects?.length ?? 0) > 0;
}

/** POST /v2/users/reinvite: the users to invite again. The user's own role is kept; `role` is read for the spec's clients. */
export const reinviteBodySchema = z.object({
  data: z.array(z.object({ email: emailSchema, role: roleSchema.optional() })).min(1).max(500),
});
export type ReinviteBody = z.infer<typeof reinviteBodySchema>;

/** POST /v2/users/reinvite reply: 'User successfully invited'. One user who cannot be invited again refuses the call (cannot_reinvite). */
export const reinviteReplySchema = successSchema.extend({ message: z.string(), invited: z.number().int() });

/** PUT /v2/users/confirm/{token} reply: the address confirmed (the /signup path). An old token answers invitation_expired. */
export const confirmReplySchema = successSchema.extend({ email: z.string() });

/**
 * PUT /v2/users/register. /signup sends it without a token; /custom_signup, opened from an
 * invitation, sends the invitation's token, and the invited account gets its password and is
 * confirmed. `confirm` is the password typed again (the spec's payload has none, so it may be left out).
 */
export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: z.string({ error: MESSAGES.invalidPassword }).max(1024),
    confirm: z.string().max(1024).optional(),
    name: nameInputSchema.optional(),
    phoneNumber: phoneSchema.nullable().optional(),
    terms_and_privacy: z.literal(true, { error: MESSAGES.acceptTerms }),
    /** An uploaded asset's id. */
    avatar: z.string().max(2000).nullable().optional(),
    token: linkTokenSchema.optional(),
  })
  .superRefine(checkNewPassword);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** PUT /v2/users/register reply: `confirmed` when an invitation was completed (sign in now), false when a confirmation mail went out. */
export const registerReplySchema = successSchema.extend({ confirmed: z.boolean() });

// Password reset (spec 1 section 7.3). Links are single use and expire.

/** POST /v2/users/forgot_password. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
/**
 * POST /v2/users/forgot_password reply: 'Reset password link is sent...', the same for every
 * address, known or not (ADR 0028).
 */
export const forgotPasswordReplySchema = successSchema.extend({ message: z.string() });
/** GET /v2/users/forgot_password/validate_token/{token} reply. */
export const resetTokenValidityReplySchema = z.object({ valid: z.boolean() });
/** PUT /v2/users/forgot_password/reset_password/{token}: the new password (the account's address is checked by the server). */
export const resetPasswordBodySchema = z
  .object({ password: z.string({ error: MESSAGES.invalidPassword }).max(1024), confirm: z.string().max(1024).optional() })
  .superRefine(checkNewPassword);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
/** PUT /v2/users/forgot_password/reset_password/{token} reply: 'Password is changed...'. An old or used link answers reset_link_expired. */
export const resetPasswordReplySchema = successSchema.extend({ message: z.string() });

// Ban, remove, update (spec 1 sections 4.3, 6 and 7.3).

/** PUT /v2/users/ban: each user's ban is toggled. */
export const banBodySchema = z.object({ data: z.array(z.uuid()).min(1).max(500) });
export const banReplySchema = successSchema.extend({ users: z.array(z.object({ _id: z.string(), banned: z.boolean() })) });

/** POST /v2/users/remove: user ids, or the rows the grid holds. */
export const removeBodySchema = z.object({ users: z.array(idOrRow).min(1).max(500) });
export const removeReplySchema = successSchema.extend({ removed: z.array(z.string()) });

/**
 * PUT /v2/users/{id}: what changes. The spec's clients send the whole user object back, so keys
 * that cannot be written (_id, banned, projects...) are dropped, and a key sent with its current
 * value is no change; `userUpdateChecks` says which rules the rest need.
 */
export const userUpdateBodySchema = z.object({
  name: nameInputSchema.optional(),
  email: emailSchema.optional(),
  role: roleSchema.optional(),
  phoneNumber: phoneSchema.nullable().optional(),
  inTraining: z.boolean().optional(),
  canManageSkills: z.boolean().optional(),
  acceptedLocation: z.boolean().nullable().optional(),
  language: z.enum(LANGUAGES).nullable().optional(),
  /** An asset id sets the avatar, null removes it; the current link sent back is no change. */
  avatar: z.string().max(2000).nullable().optional(),
  companies: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
  client_projects: z.array(idOrRow).max(500).optional(),
  /** Profile field values by key, each checked against its field (`userFieldValueSchema`). */
  fields: userFieldValuesSchema.optional(),
  notifications: notificationKeysSchema.optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

/** The user a PUT /v2/users/{id} changes, as the wire shows them (canManageSkills always on for admins). */
export interface UserUpdateTarget {
  id: string;
  role: Role;
  email: string;
  inTraining: boolean;
  canManageSkills: boolean;
  companies: readonly string[];
  /** Project ids. */
  client_projects: readonly string[];
  /** Profile field values by key. */
  fields: Readonly<Record<string, unknown>>;
}

/** One rule a change needs, with its subject: the server asks each (`authorize`), the web disables what fails. */
export type UserUpdateCheck =
  | { action: 'profile.update' }
  | {
      action: 'user.update' | 'user.changeEmail' | 'user.setInTraining' | 'user.manageSkillsSwitch' | 'user.setClientProjects';
      subject: UserRowSubject;
    }
  | { action: 'user.changeRole'; subject: RoleChangeSubject }
  | { action: 'userField.update' | 'userField.set'; subject: UserFieldSubject };

export interface UserUpdatePlan {
  checks: UserUpdateCheck[];
  /** Field keys the instance has no field for: the server refuses them. */
  unknownFields: string[];
}

/**
 * The rules PUT /v2/users/{id} needs for this body (spec 1 section 6, spec 3 section 6): editing
 * oneself or someone else, then one check per protected change. A value sent unchanged needs
 * nothing, so the spec's clients may send the whole user object back.
 */
export function userUpdateChecks(
  actorId: string,
  target: UserUpdateTarget,
  body: UserUpdateBody,
  fields: readonly UserFieldDefinition[],
): UserUpdatePlan {
  const row: UserRowSubject = { id: target.id, role: target.role };
  const checks: UserUpdateCheck[] = [target.id === actorId ? { action: 'profile.update' } : { action: 'user.update', subject: row }];
  if (body.role !== undefined && body.role !== target.role) checks.push({ action: 'user.changeRole', subject: { ...row, to: body.role } });
  if (body.email !== undefined && body.email !== target.email.toLowerCase()) checks.push({ action: 'user.changeEmail', subject: row });
  if (body.inTraining !== undefined && body.inTraining !== target.inTraining) checks.push({ action: 'user.setInTraining', subject: row });
  if (body.canManageSkills !== undefined && body.canManageSkills !== target.canManageSkills) {
    checks.push({ action: 'user.manageSkillsSwitch', subject: row });
  }
  const changedSet = (next: readonly string[] | undefined, current: readonly string[]) =>
    next !== undefined && !sameValue([...new Set(next)].sort(), [...new Set(current)].sort());
  if (changedSet(body.companies, target.companies) || changedSet(body.client_projects, target.client_projects)) {
    checks.push({ action: 'user.setClientProjects', subject: row });
  }
  const unknownFields: string[] = [];
  for (const [key, value] of Object.entries(body.fields ?? {})) {
    const field = fields.find((f) => f.value === key);
    if (!field) {
      unknownFields.push(key);
      continue;
    }
    const current = target.fields[key];
    if (sameValue(value, current ?? null)) continue;
    const needs = fieldWriteNeeds(current);
    checks.push({ action: needs === 'set' ? 'userField.set' : 'userField.update', subject: { userId: target.id, field } });
  }
  return { checks, unknownFields };
}

/** Deep equality of JSON values, key order aside (jsonb keeps its own order). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  const ak = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ak.length === bk.length && ak.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

// Impersonation (spec 1 section 4.2) and the activity feed.

/**
 * POST /v2/users/impersonate, form-encoded like the token grant: `username` is the target's
 * e-mail. The reply is token data (`tokenResponseSchema`) whose token carries `impersonatedBy`.
 */
export const impersonateRequestSchema = z.object({
  username: emailSchema,
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  grant_type: z.enum(['impersonate', 'password']).default('impersonate'),
});
export type ImpersonateRequest = z.infer<typeof impersonateRequestSchema>;

/** GET /v2/users/activities: one user's feed (the caller's own without `user`). */
export const activitiesQuerySchema = pageQuerySchema.extend({ user: z.uuid().optional() });
export type ActivitiesQuery = z.infer<typeof activitiesQuerySchema>;

/** An activity feed entry (spec 1 section 3); both identities are kept when an admin acted as someone. */
export const activityEntrySchema = z.object({
  _id: z.string(),
  /** The English text; `type` and `params` let the web say it in the user's language. */
  message: z.string(),
  type: z.string(),
  params: z.record(z.string(), z.string()),
  tokens: z.object({
    job: z.number().int().nullable(),
    idProject: z.string().nullable(),
    project: z.string().nullable(),
    jobType: z.string().nullable(),
  }),
  actor: z.string().nullable(),
  impersonatedBy: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = pageSchema(activityEntrySchema);
