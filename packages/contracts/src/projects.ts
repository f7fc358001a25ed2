import { z } from 'zod';
import { userSummarySchema } from './lists/views';
import { projectFieldDefinitionSchema, projectFieldVisibilitySchema } from './project-fields';

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
  .string({ error: 'Project name is required' })
  .trim()
  .min(1, 'Project name is required')
  .max(PROJECT_NAME_MAX, `Project name is at most ${PROJECT_NAME_MAX} characters`);

/** A project in lists and pickers. */
export const projectSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  /** A signed link to the 500x500 avatar, or null. */
  avatar: z.string().nullable(),
  location: projectLocationSchema.nullable(),
  users: z.array(userSummarySchema),
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
