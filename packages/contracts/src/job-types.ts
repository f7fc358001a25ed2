import { z } from 'zod';
import { ROLES, type Role } from './roles';
import {
  QUESTION_TITLE_MAX,
  QUESTIONS_PER_JOB_TYPE_MAX,
  questionnaireIconSchema,
  questionSchema,
  questionUpdateBodySchema,
  type Question,
} from './questions';

/**
 * Job types (spec 2 sections 3 and 7; spec 1 sections 2.4, 2.6 and 7.4): a questionnaire and
 * its rules. Business admins build them in /job_type/editor/{id}; templates start new ones.
 */

export const JOB_TYPE_TITLE_MAX = 200;
export const PREVIEW_QUESTIONS_MAX = 20;

export const jobTypeTitleSchema = z
  .string({ error: 'A job type needs a title' })
  .trim()
  .min(1, 'A job type needs a title')
  .max(JOB_TYPE_TITLE_MAX, `A title is at most ${JOB_TYPE_TITLE_MAX} characters`);

/** What a role may do with jobs of the type: create them. Clients may only when their entry says so. */
export const jobTypeRolePermissionSchema = z.object({ create: z.boolean() });

/** Staff create jobs of every job type; clients of those whose client entry allows it (spec 1 section 1). */
export function mayCreateJobsOf(settings: Pick<JobTypeSettings, 'permissions'>, role: Role): boolean {
  const entry = settings.permissions[role];
  return entry ? entry.create : role !== 'client';
}

/** The settings' fields, each without its default: what a change (PUT /v2/jobtype/{id}) may send. */
const jobTypeSettingsFields = {
  /** A disabled job type is not offered when jobs are created; its jobs stay. */
  isDisabled: z.boolean(),
  allowAddToSummary: z.boolean(),
  /** Answers carry the answerer's coordinates (POST /v2/answers' location). */
  answerLocation: z.boolean(),
  /** The stepper reads right to left. */
  stepperRTL: z.boolean(),
  /** The main questions shown in the job summary and side panel, by _id, in this order. */
  previewSettings: z
    .array(z.object({ value: z.uuid(), sequence: z.number().int().min(0) }))
    .max(PREVIEW_QUESTIONS_MAX, `At most ${PREVIEW_QUESTIONS_MAX} main questions`),
  permissions: z.partialRecord(z.enum(ROLES), jobTypeRolePermissionSchema),
  description: z.string().max(2000),
};

export const jobTypeSettingsSchema = z.object({
  isDisabled: jobTypeSettingsFields.isDisabled.default(false),
  allowAddToSummary: jobTypeSettingsFields.allowAddToSummary.default(false),
  answerLocation: jobTypeSettingsFields.answerLocation.default(false),
  stepperRTL: jobTypeSettingsFields.stepperRTL.default(false),
  previewSettings: jobTypeSettingsFields.previewSettings.default([]),
  permissions: jobTypeSettingsFields.permissions.default({}),
  description: jobTypeSettingsFields.description.default(''),
});
export type JobTypeSettings = z.infer<typeof jobTypeSettingsSchema>;
export const DEFAULT_JOB_TYPE_SETTINGS: JobTypeSettings = jobTypeSettingsSchema.parse({});

/**
 * Settings as a create or a change sends them: only the fields sent (no defaults filled in, or a
 * change of one setting would put the others back to their defaults); merged into the current ones.
 */
export const jobTypeSettingsPatchSchema = z.object(jobTypeSettingsFields).partial();
export type JobTypeSettingsPatch = z.infer<typeof jobTypeSettingsPatchSchema>;

/** A job type in lists, the submenu and pickers. */
export const jobTypeSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  icon: questionnaireIconSchema,
  settings: jobTypeSettingsSchema,
  requiredSkills: z.array(z.object({ _id: z.string(), name: z.string() })),
  questionsCount: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobTypeSummary = z.infer<typeof jobTypeSummarySchema>;

/** GET /v2/jobtype/{id}: the job type with its questions in their sequence (clients: those visible to clients). */
export const jobTypeSchema = jobTypeSummarySchema.extend({ questions: z.array(questionSchema) });
/** Its questions typed as `Question`, whose settings are those of its type (the reply schema reads them as a record). */
export type JobType = Omit<z.infer<typeof jobTypeSchema>, 'questions'> & { questions: Question[] };

export const jobTypeListSchema = z.object({ success: z.literal(true), data: z.array(jobTypeSummarySchema) });

/**
 * GET /v2/jobtype: the job types jobs can be created with (not disabled; for a client, those
 * allowing clients). `fromFilters` lists every job type the caller sees, disabled ones too (the
 * jobs list's filters, the job-type submenu). `type` narrows to ids (repeated or comma separated).
 */
export const jobTypeQuerySchema = z.object({
  fromFilters: z.stringbool().optional(),
  type: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.uuid()).max(200))
    .optional(),
});
export type JobTypeQuery = z.infer<typeof jobTypeQuerySchema>;

export const jobTypeCreateBodySchema = z.object({
  title: jobTypeTitleSchema,
  icon: questionnaireIconSchema.default('assignment'),
  settings: jobTypeSettingsPatchSchema.optional(),
});
export type JobTypeCreateBody = z.infer<typeof jobTypeCreateBodySchema>;

/** PUT /v2/jobtype/{id}: title, icon and any settings (merged into the current ones). */
export const jobTypeUpdateBodySchema = z.object({
  title: jobTypeTitleSchema.optional(),
  icon: questionnaireIconSchema.optional(),
  settings: jobTypeSettingsPatchSchema.optional(),
});
export type JobTypeUpdateBody = z.infer<typeof jobTypeUpdateBodySchema>;

/** PUT /v2/jobtype/{id}/reorder-questions: every question of the job type, by _id, in the new order. */
export const reorderQuestionsBodySchema = z.object({
  questions: z.array(z.uuid()).max(QUESTIONS_PER_JOB_TYPE_MAX),
});
export type ReorderQuestionsBody = z.infer<typeof reorderQuestionsBodySchema>;

export const JOB_TYPE_MESSAGES = {
  notFound: 'Job type not found',
  /** Spec 3 section 5, in the words of the project's refusal. */
  hasActivities: 'The job type cannot be deleted, linked activities exist',
  templateNotFound: 'Template not found',
  /** The starter templates every instance is given stay; saved ones can go. */
  starterTemplate: 'A starter template cannot be deleted',
} as const;

// ---------------------------------------------------------------------------------------------
// Templates (spec 1 sections 2.6 and 7.4): a job type saved to start others from.

export const TEMPLATE_LANGUAGES = ['en', 'he'] as const;

/**
 * A question of a template: its form, without ids. `key` names it within the template, and path
 * rules and main questions point at keys; creating from the template gives new ids.
 */
export const templateQuestionSchema = questionUpdateBodySchema
  .pick({ type: true, title: true, description: true, disabled: true, isClientVisible: true, fileRequired: true, stepIcon: true, darkMode: true })
  .extend({
    key: z.string().min(1).max(100),
    type: questionUpdateBodySchema.shape.type.unwrap(),
    title: z.string().max(QUESTION_TITLE_MAX),
    settings: z.record(z.string(), z.unknown()).default({}),
  });
export type TemplateQuestion = z.input<typeof templateQuestionSchema>;

export const jobTypeTemplateContentSchema = z.object({
  title: jobTypeTitleSchema,
  icon: questionnaireIconSchema,
  settings: jobTypeSettingsSchema
    .partial()
    .extend({
      // Main questions by key: a template has no question ids.
      previewSettings: z
        .array(z.object({ value: templateQuestionSchema.shape.key, sequence: z.number().int().min(0) }))
        .max(PREVIEW_QUESTIONS_MAX)
        .optional(),
    })
    .default({}),
  /** Path rules' toQuestion and previewSettings' value name question keys. */
  questions: z.array(templateQuestionSchema).max(QUESTIONS_PER_JOB_TYPE_MAX),
});
export type JobTypeTemplateContent = z.input<typeof jobTypeTemplateContentSchema>;

/** A template card of the job type wizard: title, description and question count. */
export const jobTypeTemplateCardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: questionnaireIconSchema,
  questionCount: z.number().int(),
  /** The language of a starter template; null for one saved from a job type. */
  language: z.enum(TEMPLATE_LANGUAGES).nullable(),
  starter: z.boolean(),
  canBeDeleted: z.boolean(),
  created_at: z.string(),
});
export type JobTypeTemplateCard = z.infer<typeof jobTypeTemplateCardSchema>;

export const jobTypeTemplateListSchema = z.object({ success: z.literal(true), data: z.array(jobTypeTemplateCardSchema) });

/** GET /v2/jobtype/{id}/template: the card and what a job type made from it will hold. */
export const jobTypeTemplateSchema = jobTypeTemplateCardSchema.extend({ content: jobTypeTemplateContentSchema });
export type JobTypeTemplate = z.infer<typeof jobTypeTemplateSchema>;

/** GET /v2/jobtype/templates: `language` narrows to starter templates in it (saved ones always come). */
export const jobTypeTemplateQuerySchema = z.object({
  language: z.enum(TEMPLATE_LANGUAGES).optional(),
  search: z.string().max(200).optional(),
});
export type JobTypeTemplateQuery = z.infer<typeof jobTypeTemplateQuerySchema>;

/** POST /v2/jobtype/{id}/template: saves the job type as a template, under `name` or its own title. */
export const saveJobTypeTemplateBodySchema = z.object({
  name: z.string().trim().min(1).max(JOB_TYPE_TITLE_MAX).optional(),
  description: z.string().max(2000).optional(),
});
export type SaveJobTypeTemplateBody = z.infer<typeof saveJobTypeTemplateBodySchema>;

/** POST /v2/jobtype/template/{id}: a new job type from a template, titled `name` or the template's title. */
export const createFromTemplateBodySchema = z.object({
  name: z.string().trim().min(1, 'A job type needs a title').max(JOB_TYPE_TITLE_MAX).optional(),
  filters: z.unknown().optional(),
});
export type CreateFromTemplateBody = z.infer<typeof createFromTemplateBodySchema>;

