import { z } from 'zod';
import { MESSAGES } from './errors';
import { listPageSchema, userSummarySchema } from './lists/views';
import { pageQuerySchema } from './pagination';
import { projectFieldDefinitionSchema, projectFieldVisibilitySchema } from './project-fields';
import { activityPageSchema } from './users';

/**
 * Projects (spec 2 sections 3 and 7; spec 1 sections 2.6 and 4.3): they group jobs and carry
 * the project fields. The API answers with these shapes and the web reads them.
 */

export const PROJECT_NAME_MAX = 200;

/** A place (spec 2 section 3): coordinates and the address they were given or resolved to. */
export const projectLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  address: z.string().trim().max(500),
});
export type ProjectLocation = z.infer<typeof projectLocationSchema>;

/** A project name: required (spec 1 section 5); the message is shown under the name field. */
export const projectNameSchema = z
  .string({ error: MESSAGES.projectNameRequired })
  .trim()
  .min(1, MESSAGES.projectNameRequired)
  .max(PROJECT_NAME_MAX, `Project name is at most ${PROJECT_NAME_MAX} characters`);

/** A row of the projects list shows its first people only; `usersCount` says how many there are. */
export const PROJECT_ROW_USERS = 10;

/** A project in lists and pickers. */
export const projectSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  /** A signed link to the 500x500 avatar, or null. */
  avatar: z.string().nullable(),
  location: projectLocationSchema.nullable(),
  /** The project's people (in a list row, the first PROJECT_ROW_USERS of them). */
  users: z.array(userSummarySchema),
  usersCount: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** One field of the project as the reader gets it (contracts' projectFieldsFor). */
export const projectFieldViewSchema = z.object({
  field: projectFieldDefinitionSchema,
  value: z.unknown(),
  hidden: z.boolean(),
  editable: z.boolean(),
});

/** GET /v2/projects/{id}: the project, its people and the fields its reader may read. */
export const projectDetailSchema = projectSummarySchema.extend({
  avatarAssetId: z.string().nullable(),
  fields: z.array(projectFieldViewSchema),
  /** The visibility map: for admins, who alone change it; empty for everyone else. */
  visibility: projectFieldVisibilitySchema,
  created_by: z.string().nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** POST /v2/projects (the wizard). */
export const projectCreateBodySchema = z.object({
  name: projectNameSchema,
  company: z.string().trim().max(200).nullable().optional(),
  location: projectLocationSchema.nullable().optional(),
  users: z.array(z.uuid()).max(500).optional(),
});
export type ProjectCreateBody = z.infer<typeof projectCreateBodySchema>;

/** PUT /v2/projects/{id}: any of the properties; users are ids (the web reduces them). */
export const projectUpdateBodySchema = z
  .object({
    name: projectNameSchema,
    company: z.string().trim().max(200).nullable(),
    location: projectLocationSchema.nullable(),
    users: z.array(z.uuid()).max(500),
    /** An uploaded image (jpeg or png); the server keeps a 500x500 rendition. */
    avatar: z.uuid().nullable(),
  })
  .partial();
export type ProjectUpdateBody = z.infer<typeof projectUpdateBodySchema>;

/** GET /v2/projects/all: every project the caller sees, for pickers. */
export const projectChoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  avatar: z.string().nullable(),
});
export const projectChoicesSchema = z.array(projectChoiceSchema);
export type ProjectChoice = z.infer<typeof projectChoiceSchema>;

/** GET /v2/projects/companies: the companies projects are for, with how many projects each. */
export const projectCompaniesSchema = z.array(z.object({ name: z.string(), projects: z.number().int() }));
export type ProjectCompany = z.infer<typeof projectCompaniesSchema>[number];

/** GET /v2/projects: a page of the projects list (`projectsList`'s query). */
export const projectsPageSchema = listPageSchema(projectSummarySchema);
export type ProjectsPage = z.infer<typeof projectsPageSchema>;

/** GET /v2/projects/all answers at most this many projects, by name: pickers of more search the list. */
export const PROJECT_CHOICES_MAX = 1000;

const companyName = z.string().trim().min(1).max(200);

/**
 * GET /v2/projects/all: optionally the projects of some companies (the client wizard's second
 * step, `company` repeated) or whose name or company contains `search`.
 */
export const projectChoicesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  company: z
    .union([companyName, z.array(companyName).max(100)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
});
export type ProjectChoicesQuery = z.infer<typeof projectChoicesQuerySchema>;

/** GET /v2/projects/dashboard: how many projects the caller sees, and the last changed of them. */
export const PROJECT_DASHBOARD_RECENT = 5;
export const projectDashboardSchema = z.object({
  total: z.number().int(),
  /** Made since the start of this month, in the instance's time zone. */
  createdThisMonth: z.number().int(),
  /** The PROJECT_DASHBOARD_RECENT most recently changed, newest first. */
  recent: z.array(projectChoiceSchema.extend({ updated_at: z.string() })),
});
export type ProjectDashboard = z.infer<typeof projectDashboardSchema>;

/** A project feed's page size unless asked (the job feed's 10, spec 2 section 9); at most 100. */
export const PROJECT_FEED_PAGE_SIZE = 10;
export const PROJECT_FEED_MAX_PAGE_SIZE = 100;

/** GET /v2/projects/{id}/feeds?page&page_size. */
export const projectFeedQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).default(PROJECT_FEED_PAGE_SIZE),
});
export type ProjectFeedQuery = z.infer<typeof projectFeedQuerySchema>;

/**
 * GET /v2/projects/{id}/feeds reply: the project's activity, newest first, as the users' activity
 * feed (spec 2 section 3, "Project activity": message, tokens, created_at); `type` and `params`
 * let the web say it in the reader's language.
 */
export const projectFeedPageSchema = activityPageSchema;

/** What a clone's name ends with. */
export const PROJECT_COPY_SUFFIX = ' (copy)';

/** The name of a clone: "X (copy)", X cut short so that the whole stays within PROJECT_NAME_MAX. */
export function cloneNameOf(name: string): string {
  let kept = name.slice(0, PROJECT_NAME_MAX - PROJECT_COPY_SUFFIX.length);
  // Never keep half of a character written as a surrogate pair.
  if (/[\ud800-\udbff]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}${PROJECT_COPY_SUFFIX}`;
}
