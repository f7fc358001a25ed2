import { z } from 'zod';
import { ROLES } from './roles';

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
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A name as one string: "First Last", or the e-mail when both parts are empty. */
export function displayName(user: { name: { first: string; last: string }; email: string }): string {
  const full = `${user.name.first} ${user.name.last}`.trim();
  return full || user.email;
}
