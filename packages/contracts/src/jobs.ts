import { z } from 'zod';
import { listPageSchema, userSummarySchema } from './lists/views';
import { pageQuerySchema } from './pagination';
import { questionnaireIconSchema, questionSchema, type Question } from './questions';
import { activityPageSchema } from './users';
import { JOB_STATUSES, STATUS_NAME_RE } from './statuses';
import { securityFlagsSchema } from './security';
import { LANGUAGES } from './bootstrap';

/**
 * Jobs (spec 2 sections 3 to 9; spec 1 sections 2.6 and 7.2): the job shape the API answers with
 * and the web reads, the bodies of every jobs call, the dashboard and its widgets, and the
 * statuses settings. Answers are shaped here too (spec 2 section 3 "Answer"): the answering issue
 * writes them; the side panel and the PDF read them.
 */

// ---------------------------------------------------------------------------------------------
// Messages (spec 2 section 8), in the catalogue's words where it has them.

export const JOB_MESSAGES = {
  notFound: 'Job not found',
  cloned: 'Job cloned successfully',
  cloneFailed: 'Activity clone failed',
  linkCopied: 'Link copied',
  /** Spec 2 section 5: a job cannot be linked as its own previous or next. */
  linkSelf: 'A job cannot be linked to itself',
  /** Linking would make a job its own ancestor. */
  linkCycle: 'This link would make a cycle of jobs',
  unknownStatus: 'No such status',
  jobTypeDisabled: 'This job type is disabled',
  projectRequired: 'Choose a project',
  jobTypeRequired: 'Choose a job type',
  startDateRequired: 'Choose a start date',
  endBeforeStart: 'The end cannot be before the start',
  /** An inspector's edit of a job in done (spec 2 section 6). */
  doneLocked: 'Inspectors cannot edit a job in done',
  /** Removing a confirmation nobody gave. */
  notConfirmed: 'This user has not confirmed attendance',
  notAssigned: 'Only assigned users can confirm attendance',
  exportFailed: 'The PDF could not be made',
  generic: 'Something happened! Try again later',
} as const;

// ---------------------------------------------------------------------------------------------
// Statuses

export const jobStatusSchema = z.string().regex(STATUS_NAME_RE, 'A status is letters, digits, _ and -, at most 40');

export const customStatusSchema = z.object({
  name: jobStatusSchema.refine((name) => !(JOB_STATUSES as readonly string[]).includes(name), 'A custom status cannot take a built-in name'),
  /** A CSS colour: a name of the palette or #rrggbb. */
  color: z.string().regex(/^(#[0-9a-fA-F]{6}|[a-z]{3,20})$/, 'A colour is #rrggbb or a colour name'),
});

/** Sorts the jobs list may start with (defaultJobSort). */
export const JOB_SORTS = ['created_at', 'startDate', 'ID', 'status'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * GET and PUT /v2/settings (admins): the instance settings the jobs screens read (statuses and
 * the security flags; the default sort). PUT sends only what changes; the reply is the whole.
 */
export const jobSettingsSchema = z.object({
  security: securityFlagsSchema,
  customStatuses: z.array(customStatusSchema).max(50),
  statusOrder: z.array(jobStatusSchema).max(60),
  /** A label per status and language; a language left out (or blank) reads the screen's own text. */
  statusTranslations: z.record(jobStatusSchema, z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(60))),
  /** null: only done blocks answering; otherwise the statuses in which answering is allowed. */
  allowedStatuses: z.record(jobStatusSchema, z.boolean()).nullable(),
  defaultJobSort: z.enum(JOB_SORTS),
});
export type JobSettings = z.infer<typeof jobSettingsSchema>;
export const jobSettingsUpdateSchema = jobSettingsSchema.extend({ security: securityFlagsSchema.partial() }).partial();
export type JobSettingsUpdate = z.infer<typeof jobSettingsUpdateSchema>;

/** What PUT /v2/settings refuses beyond the body's shape, in the words the settings screen shows. */
export const JOB_SETTINGS_MESSAGES = {
  customStatusTaken: (name: string) => `${name} is a built-in status: give the custom status another name`,
  customStatusTwice: (name: string) => `There is already a status named ${name}`,
  statusTwice: (name: string) => `${name} is listed more than once`,
  unknownStatus: (name: string) => `No such status: ${name}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Answers (spec 2 section 3): read here, written by the answering issue.

export const answerLocationSchema = z.object({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180) });

/** A date range question's value (spec 2 section 3 "date-range values"). */
export const answerRangeSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  date: z.string().nullable(),
  allDay: z.boolean(),
  selectedDay: z.string().nullable(),
});

/** One recorded change of an answer: never rewritten. */
export const answerHistoryEntrySchema = z.object({
  user: userSummarySchema.nullable(),
  date: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const answerSchema = z.object({
  _id: z.string(),
  /** The question's ID, with an _n suffix for a repeat ("12", "12_2"). */
  question: z.string(),
  /** The question row (its _id) and the revision of its form that was answered. */
  questionId: z.string(),
  revision: z.number().int(),
  value: z.unknown(),
  /** Asset ids of the answer's files, and a signed link to each. */
  files: z.array(z.object({ assetId: z.string(), name: z.string(), kind: z.string(), url: z.string(), thumbnail: z.string().nullable() })),
  comment: z.string().nullable(),
  /** A signed link to the signature's PNG, or null. */
  signature: z.string().nullable(),
  emails: z.array(z.string()),
  isIssue: z.boolean(),
  elements: z.array(z.unknown()),
  search_value: z.string().nullable(),
  /** Who answered and their changes: left out for clients (spec 2 section 2). */
  user: userSummarySchema.nullable().optional(),
  history: z.array(answerHistoryEntrySchema).optional(),
  date: z.string(),
  /** The approximate place it was answered at: sys_admin only. */
  location: answerLocationSchema.nullable().optional(),
  punchStart: z.string().nullable(),
  punchEnd: z.string().nullable(),
  punchDuration: z.number().nullable(),
  punchClockOn: z.boolean(),
  range: answerRangeSchema.nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

// ---------------------------------------------------------------------------------------------
// The job (spec 2 section 3)

/** A job's job type as jobs carry it: enough for the icon, the title and the main questions. */
export const jobJobTypeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  icon: questionnaireIconSchema,
  settings: z.object({
    previewSettings: z.array(z.object({ value: z.string(), sequence: z.number().int() })),
    answerLocation: z.boolean(),
    /** The questionnaire's stepper reads right to left (the answering screen's steps). */
    stepperRTL: z.boolean(),
  }),
});

export const jobProjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** A signed link to the project's avatar, or null. */
  avatar: z.string().nullable(),
  /** The project's people, by id. */
  users: z.array(z.string()),
  msChannelId: z.string().nullable(),
});

/** A linked job (previous or next): its number, status and type, to show and open it. */
export const jobRefSchema = z.object({
  _id: z.string(),
  ID: z.number().int(),
  status: z.string(),
  jobType: z.object({ _id: z.string(), title: z.string(), icon: questionnaireIconSchema }),
  startDate: z.string().nullable(),
});
export type JobRef = z.infer<typeof jobRefSchema>;

export const confirmedUserSchema = z.object({ user: z.string(), created_at: z.string() });
export const skillRefSchema = z.object({ _id: z.string(), name: z.string() });

/** A job in lists (GET /v2/jobs rows) and pickers. */
export const jobSummarySchema = z.object({
  _id: z.string(),
  /** The display number: per instance, gap-free, never reused. */
  ID: z.number().int(),
  status: z.string(),
  jobType: jobJobTypeSchema,
  project: jobProjectSchema.nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  users: z.array(userSummarySchema),
  confirmedUsers: z.array(confirmedUserSchema),
  /** Skills the job needs: its own and its job type's. */
  requiredSkills: z.array(skillRefSchema),
  /** How many of its answers are tagged as issues. */
  issues: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** GET /v2/jobs/{id}: the job with its links, questions (a client: those visible to clients) and answers. */
export const jobDetailSchema = jobSummarySchema.extend({
  prevJob: z.array(jobRefSchema),
  next_jobs: z.array(jobRefSchema),
  /** The job's own required skills (requiredSkills adds its job type's). */
  skills: z.array(skillRefSchema),
  questions: z.array(questionSchema),
  answers: z.array(answerSchema),
  linkId: z.string().nullable(),
});
export type JobDetail = Omit<z.infer<typeof jobDetailSchema>, 'questions'> & { questions: Question[] };

/** GET /v2/jobs and /v1/jobs: a page of the jobs list (query: jobsList's). */
export const jobsPageSchema = listPageSchema(jobSummarySchema);
export type JobsPage = z.infer<typeof jobsPageSchema>;

// ---------------------------------------------------------------------------------------------
// Bodies

const id = z.uuid();
const dateTime = z.iso.datetime({ offset: true });
const ids = (max: number) => z.array(id).max(max);

/** Assignees at most, per job. */
export const JOB_USERS_MAX = 100;
/** Jobs one bulk call (delete multiple, assign multiple) acts on at most. */
export const JOB_BULK_MAX = 500;

/** POST /v2/jobs (the wizard): a start date defaults to now. */
export const jobCreateBodySchema = z.object({
  job_type: id,
  project: id.nullable().optional(),
  /** The previous job(s) this one follows. */
  prev_job: z.union([id, ids(20)]).nullable().optional(),
  startDate: dateTime.nullable().optional(),
  endDate: dateTime.nullable().optional(),
  users: ids(JOB_USERS_MAX).optional(),
  skills: ids(50).optional(),
  status: jobStatusSchema.optional(),
});
export type JobCreateBody = z.infer<typeof jobCreateBodySchema>;

/**
 * PUT /v2/jobs/{id}: what changes. The spec's client sends the whole job (users as ids, project
 * id, jobType id); questions, answers and the stamps are ignored. Each kind of change asks its
 * own action of the policy (status, dates, project, type, people).
 */
export const jobUpdateBodySchema = z.object({
  status: jobStatusSchema.optional(),
  startDate: dateTime.nullable().optional(),
  endDate: dateTime.nullable().optional(),
  project: id.nullable().optional(),
  jobType: id.optional(),
  users: ids(JOB_USERS_MAX).optional(),
  skills: ids(50).optional(),
});
export type JobUpdateBody = z.infer<typeof jobUpdateBodySchema>;

/** PUT /v2/jobs/{id}/assign: the job's people from now on. */
export const jobAssignBodySchema = z.object({ users: ids(JOB_USERS_MAX) });
/** PUT /v2/jobs/assign_multiple: the same people added to (or, `replace`, made the people of) several jobs. */
export const jobAssignMultipleBodySchema = z.object({
  jobs: ids(JOB_BULK_MAX).min(1),
  users: ids(JOB_USERS_MAX),
  mode: z.enum(['add', 'replace']).default('add'),
});
/** POST /v2/jobs/assign_many: each job its own people. */
export const jobAssignManyBodySchema = z.object({
  jobs: z.array(z.object({ job: id, users: ids(JOB_USERS_MAX) })).min(1).max(JOB_BULK_MAX),
});
/** DELETE /v2/jobs/multiple: the ids, as an array or as { id: [...] }. */
export const jobDeleteMultipleBodySchema = z.union([ids(JOB_BULK_MAX).min(1), z.object({ id: ids(JOB_BULK_MAX).min(1) })]);
/** PUT /v2/jobs/status_multiple: one status for several jobs (the side panel's change status for all). */
export const jobStatusMultipleBodySchema = z.object({ jobs: ids(JOB_BULK_MAX).min(1), status: jobStatusSchema });

/** PUT /v2/jobs/{id}/attendance/{value}: confirm (true) or remove (false; `user`'s, one's own by default). */
export const jobAttendanceParamsSchema = z.object({ id, value: z.enum(['true', 'false', 'confirm', 'remove']) });
export const jobAttendanceQuerySchema = z.object({ user: id.optional() });

// ---------------------------------------------------------------------------------------------
// Replies

/** Why an assignment is worth a second look; it is made all the same (spec 2 section 4). */
export const ASSIGNMENT_WARNINGS = ['unavailable', 'missing_skills'] as const;
export const assignmentWarningSchema = z.object({
  user: z.string(),
  kind: z.enum(ASSIGNMENT_WARNINGS),
  /** The required skills the user lacks (missing_skills), by name. */
  skills: z.array(z.string()),
});
export type AssignmentWarning = z.infer<typeof assignmentWarningSchema>;

/** The reply of every call that changes a job: the job as it is now, and warnings about its people. */
export const jobChangeReplySchema = z.object({ job: jobDetailSchema, warnings: z.array(assignmentWarningSchema) });
/** Bulk calls: the jobs changed, and warnings per job. */
export const jobBulkReplySchema = z.object({
  success: z.literal(true),
  jobs: z.array(z.string()),
  warnings: z.array(assignmentWarningSchema.extend({ job: z.string() })),
});
export const jobDeleteReplySchema = z.object({ success: z.literal(true), deleted: z.array(z.string()) });

/** GET /v2/jobs/{id}/suggestions: people to assign, best first: those holding the most required skills in force. */
export const assigneeSuggestionSchema = userSummarySchema.extend({
  /** Required skills the user holds in force. */
  skillsInForce: z.number().int(),
  missingSkills: z.array(z.string()),
  assigned: z.boolean(),
});
export const assigneeSuggestionsSchema = z.array(assigneeSuggestionSchema);

/** GET /v2/jobs/{id}/feeds: what happened to the job, newest first (10 a page unless asked). */
export const JOB_FEED_PAGE_SIZE = 10;
export const JOB_FEED_MAX_PAGE_SIZE = 100;
export const jobFeedQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).default(JOB_FEED_PAGE_SIZE),
});
export const jobFeedPageSchema = activityPageSchema;

/**
 * GET /v2/jobs/{id}/export: ?combined=id1,id2 puts several jobs in one PDF (after {id}, which need
 * not be repeated); `lang` writes its own words in that language (by default the user's, else
 * the instance's).
 */
export const jobExportQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional(),
  combined: z
    .string()
    .max(37 * 50)
    .optional()
    .transform((value, ctx) => {
      if (!value) return [];
      const list = value.split(',').map((part) => part.trim()).filter(Boolean);
      for (const part of list) {
        if (!id.safeParse(part).success) {
          ctx.addIssue({ code: 'custom', message: `Not a job id: ${part}` });
          return z.NEVER;
        }
      }
      return [...new Set(list)];
    }),
});
export type JobExportQuery = z.infer<typeof jobExportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard (GET /v2/jobs/dashboard, /recent, /counters; /v2/widgets/dashboard)

/** How many jobs the caller sees in each status, and in all. */
export const jobCountersSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});
export type JobCounters = z.infer<typeof jobCountersSchema>;

export const JOB_DASHBOARD_RECENT = 10;
/** The caller's own jobs the dashboard lists at most. */
export const JOB_DASHBOARD_MINE = 20;
/** Days the status chart covers, today included, in the instance's time zone. */
export const JOB_DASHBOARD_DAYS = 30;
export const jobDashboardSchema = z.object({
  counters: jobCountersSchema,
  /** The jobs the caller opened last (PUT /v2/jobs/{id}/visit), newest first. */
  recent: z.array(jobSummarySchema),
  /** The caller's own jobs that are not done, soonest first. */
  mine: z.array(jobSummarySchema),
  /** Jobs created per day of the last 30 days, by status. */
  byStatusOverTime: z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number().int()) })),
  /** Jobs per job type. */
  byType: z.array(z.object({ jobType: z.string(), title: z.string(), count: z.number().int() })),
});
export type JobDashboard = z.infer<typeof jobDashboardSchema>;

export const WIDGET_KINDS = ['status_counters', 'recent_jobs', 'my_jobs', 'jobs_by_status', 'jobs_by_type'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** A dashboard widget the user arranged: its place in a 12-column grid and its own settings. */
export const widgetSchema = z.object({
  _id: z.string(),
  kind: z.enum(WIDGET_KINDS),
  position: z.object({
    x: z.number().int().min(0).max(11),
    y: z.number().int().min(0).max(1000),
    w: z.number().int().min(1).max(12),
    h: z.number().int().min(1).max(12),
  }),
  hidden: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
});
export type Widget = z.infer<typeof widgetSchema>;
export const widgetsSchema = z.array(widgetSchema);
export type WidgetPosition = Widget['position'];
export const WIDGET_COLUMNS = 12;
/** A widget's own settings, as JSON, at most (PUT /v2/widgets/dashboard/{id}). */
export const WIDGET_SETTINGS_MAX_CHARS = 4000;
export const WIDGET_MESSAGES = {
  notFound: 'Widget not found',
  offGrid: `A widget cannot reach past column ${WIDGET_COLUMNS}`,
  settingsTooLarge: `A widget's settings are at most ${WIDGET_SETTINGS_MAX_CHARS} characters`,
} as const;

/**
 * The dashboard a user starts with: what their first GET /v2/widgets/dashboard stores. Counters
 * across the top, their own and recent jobs side by side, the two charts below. A kind added
 * later is put below the user's own arrangement.
 */
export const DEFAULT_WIDGET_LAYOUT: ReadonlyArray<{ kind: WidgetKind; position: WidgetPosition }> = [
  { kind: 'status_counters', position: { x: 0, y: 0, w: 12, h: 2 } },
  { kind: 'my_jobs', position: { x: 0, y: 2, w: 6, h: 5 } },
  { kind: 'recent_jobs', position: { x: 6, y: 2, w: 6, h: 5 } },
  { kind: 'jobs_by_status', position: { x: 0, y: 7, w: 8, h: 4 } },
  { kind: 'jobs_by_type', position: { x: 8, y: 7, w: 4, h: 4 } },
];

export const widgetUpdateBodySchema = widgetSchema
  .pick({ position: true, hidden: true, settings: true })
  .partial()
  .superRefine((body, ctx) => {
    if (body.position && body.position.x + body.position.w > WIDGET_COLUMNS) {
      ctx.addIssue({ code: 'custom', path: ['position', 'w'], message: WIDGET_MESSAGES.offGrid });
    }
    if (body.settings && JSON.stringify(body.settings).length > WIDGET_SETTINGS_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', path: ['settings'], message: WIDGET_MESSAGES.settingsTooLarge });
    }
  });
export type WidgetUpdateBody = z.infer<typeof widgetUpdateBodySchema>;
