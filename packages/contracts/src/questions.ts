import { z } from 'zod';
import { ROLES, type Role } from './roles';
import { QUESTIONNAIRE_ICONS, QUESTION_TYPES, isAnsweredType, questionTypeOf, type QuestionType } from './question-types';

/**
 * The question model (spec 2 sections 3, 4 and 5; spec 3 section 5): one zod schema per question
 * type, the settings any question may carry, and the numbering of the types. The builder writes
 * it, the answering screen and the server read it, reports and the blueprint editor consult it.
 * A question's form is versioned: each change of it is a new revision, and an answer keeps the
 * revision it was given against (ADR 0034).
 */

// Limits of one questionnaire.
export const QUESTION_TITLE_MAX = 500;
export const QUESTION_DESCRIPTION_MAX = 5000;
export const QUESTIONS_PER_JOB_TYPE_MAX = 1000;
export const LIST_CHOICES_MAX = 500;
export const PATH_RULES_MAX = 50;
export const RESPONSE_OPTIONS_MAX = 30;

export const questionnaireIconSchema = z.enum(QUESTIONNAIRE_ICONS);

const assetId = z.uuid();
const text = (max: number) => z.string().max(max);

// ---------------------------------------------------------------------------------------------
// Path rules (spec 2 section 4): the answer matching a rule jumps to the rule's question.

/**
 * How a rule's value is compared: `equals` the value (a list answer contains it), `any`
 * non-empty answer, or an `empty` one. A rule sent without `match` reads 'any' as any and an
 * empty, blank or null value as empty, as older clients write them.
 */
export const PATH_MATCHES = ['equals', 'any', 'empty'] as const;
export type PathMatch = (typeof PATH_MATCHES)[number];

export const pathRuleSchema = z.preprocess(
  (input) => {
    if (!input || typeof input !== 'object' || 'match' in input) return input;
    const rule = input as { value?: unknown };
    if (rule.value === 'any') return { ...input, match: 'any' };
    if (rule.value === null || rule.value === undefined || (typeof rule.value === 'string' && rule.value.trim() === '')) {
      return { ...input, value: '', match: 'empty' };
    }
    return { ...input, match: 'equals' };
  },
  z.object({
    /** The question jumped to: a later question of the same job type, by its _id. */
    toQuestion: z.uuid({ error: 'A path rule needs the question it jumps to' }),
    value: z
      .union([z.string(), z.number(), z.boolean()])
      .transform((v) => String(v))
      .pipe(text(500)),
    match: z.enum(PATH_MATCHES),
  }),
);
export type PathRule = z.infer<typeof pathRuleSchema>;

// ---------------------------------------------------------------------------------------------
// Settings any question may carry (spec 2 section 3; the issue's signature, e-mail, comment,
// file and issue-tag sections).

/** Who may answer, see their own answers and see all answers of a question, per role (spec 2 section 6). */
export const questionPermissionSchema = z.object({
  answer: z.boolean().default(true),
  viewOwn: z.boolean().default(true),
  viewAll: z.boolean().default(true),
});
export type QuestionPermission = z.infer<typeof questionPermissionSchema>;
export const questionPermissionsSchema = z.partialRecord(z.enum(ROLES), questionPermissionSchema).default({});
export type QuestionPermissions = z.infer<typeof questionPermissionsSchema>;

/**
 * The entry that decides for a role: its own, or, when there is none, everything allowed (a
 * client with no entry may answer, spec 2 section 6).
 */
export function questionPermissionFor(permissions: QuestionPermissions | undefined, role: Role): QuestionPermission {
  return permissions?.[role] ?? { answer: true, viewOwn: true, viewAll: true };
}

export const commonSettingsShape = {
  isMandatory: z.boolean().default(false),
  /** The comment tab, and the quick replies offered as chips in it. */
  allowComment: z.boolean().default(false),
  responseOptions: z.array(text(200).trim().min(1)).max(RESPONSE_OPTIONS_MAX).default([]),
  /** The file tab; `fileIsRequired` makes at least one file necessary ('File is required!'). */
  allowAddingFile: z.boolean().default(false),
  fileIsRequired: z.boolean().default(false),
  maxFiles: z.number().int().min(1).max(50).optional(),
  /** The issue-tag tab: an answer tagged as an issue moves its job to review. */
  allowTaggingIssue: z.boolean().default(false),
  /** The signature section: a pen canvas under the answer. */
  signature: z.boolean().default(false),
  /**
   * The e-mail section: addresses typed in, taken from a project table field's column
   * (`emailsFromTable`, filtered by `tableMailFilter`), or from the system's users.
   */
  emails: z.boolean().default(false),
  emailsFromTable: z.string().max(100).nullable().default(null),
  tableMailFilter: z.string().max(200).nullable().default(null),
  emailsFromSystemList: z.boolean().default(false),
  path: z.array(pathRuleSchema).max(PATH_RULES_MAX).default([]),
  /** A note for managers, never shown to inspectors or clients. */
  managementNote: text(2000).default(''),
  permissions: questionPermissionsSchema,
  markings: z.boolean().optional(),
  filter: z.string().max(200).optional(),
};

// ---------------------------------------------------------------------------------------------
// One schema per type: the common settings and the type's own.

/** An image choice of a list (spec 2 section 3, `childs`): a value, and optionally an image and its caption. */
export const listChoiceSchema = z.object({
  value: text(200).trim().min(1, 'A choice needs a value'),
  caption: text(200).optional(),
  file: assetId.nullable().optional(),
});
export type ListChoice = z.infer<typeof listChoiceSchema>;

/** An all-day chip of a date question: a label and the hours it fills, "HH:mm-HH:mm". */
export const allDayChipSchema = z.object({
  label: text(60).trim().min(1),
  value: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'An all-day chip reads HH:mm-HH:mm'),
});
export const DEFAULT_ALL_DAY = { label: 'All day', value: '00:00-23:59' } as const;

export const SYSTEM_LIST_TYPES = ['projects', 'users', 'job_types', 'group'] as const;
export const TEXT_KINDS = ['text', 'email', 'number'] as const;
export const LENGTH_UNITS = ['m', 'cm', 'mm', 'in', 'ft'] as const;
export const DATE_KINDS = ['date', 'time', 'datetime'] as const;
/** Project list and table search: 1 searchable, 2 closed search (at least 3 characters). */
export const PROJECT_SEARCH_KINDS = [1, 2] as const;

const noOwnSettings = z.object(commonSettingsShape);

export const QUESTION_SETTINGS = {
  step: noOwnSettings,
  summary: z.object({
    ...commonSettingsShape,
    /** The questions summarised, by _id; empty summarises every answered question before it. */
    questionList: z.array(z.uuid()).max(QUESTIONS_PER_JOB_TYPE_MAX).default([]),
  }),
  message: noOwnSettings,
  bool: noOwnSettings,
  text: z.object({
    ...commonSettingsShape,
    type: z.enum(TEXT_KINDS).default('text'),
    maxLength: z.number().int().min(1).max(100_000).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  }),
  rich_text: noOwnSettings,
  image: noOwnSettings,
  length: z.object({
    ...commonSettingsShape,
    unit: z.enum(LENGTH_UNITS).default('m'),
    min: z.number().min(0).optional(),
    max: z.number().optional(),
  }),
  list: z.object({
    ...commonSettingsShape,
    childs: z.array(listChoiceSchema).max(LIST_CHOICES_MAX).default([]),
    multiSelect: z.boolean().default(false),
    tiledList: z.boolean().default(false),
    sortAlphabet: z.boolean().default(false),
    maxSelection: z.number().int().min(1).max(LIST_CHOICES_MAX).optional(),
  }),
  date_time: z.object({
    ...commonSettingsShape,
    dateType: z.enum(DATE_KINDS).default('datetime'),
    isRange: z.boolean().default(false),
    /** A range answered with Start and Stop (spec 2 section 4, punch clock). */
    isPunchClock: z.boolean().default(false),
    /** Inspectors cannot change the answer (spec 2 section 5). */
    isBlockInspector: z.boolean().default(false),
    allDays: z.array(allDayChipSchema).max(10).default([]),
  }),
  project_list: z.object({
    ...commonSettingsShape,
    /** The project field (a list) the choices come from. */
    field: z.string().min(1, 'Choose the project field').max(100),
    type: z.union([z.literal(1), z.literal(2)]).default(1),
    multiSelect: z.boolean().default(false),
  }),
  project_table: z.object({
    ...commonSettingsShape,
    field: z.string().min(1, 'Choose the project field').max(100),
    type: z.union([z.literal(1), z.literal(2)]).default(1),
    projectTableType: z.string().max(100).optional(),
    tableDisplayFilter: z.string().max(200).nullable().default(null),
  }),
  project_value: z.object({
    ...commonSettingsShape,
    field: z.string().min(1, 'Choose the project field').max(100),
  }),
  system_list: z.object({
    ...commonSettingsShape,
    systemListType: z.enum(SYSTEM_LIST_TYPES).default('users'),
    /** The named group, when systemListType is 'group'. */
    group: z.string().max(100).optional(),
    multiSelect: z.boolean().default(false),
  }),
  blueprint: z.object({
    ...commonSettingsShape,
    thumbs: z.boolean().default(false),
    /** Whether those answering it may move and change other jobs' elements on the plan (spec 3 section 4). */
    editOtherJobs: z.boolean().default(false),
  }),
  number_stepper: z.object({
    ...commonSettingsShape,
    min: z.number().default(0),
    max: z.number().default(1_000_000_000),
    step: z.number().positive('The step is more than 0').default(1),
  }),
  ranking: noOwnSettings,
} satisfies Record<QuestionType, z.ZodObject>;

export type QuestionSettingsOf<T extends QuestionType> = z.infer<(typeof QUESTION_SETTINGS)[T]>;
export type QuestionSettings = { [T in QuestionType]: QuestionSettingsOf<T> }[QuestionType];

export interface SettingsIssue {
  path: string;
  message: string;
}

/**
 * The rules across settings that one field's schema cannot say: they hold for every type, so
 * the builder shows them beside the field and the server refuses them with the same words.
 */
export function settingsIssues(type: QuestionType, settings: Record<string, unknown>): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const s = settings as Partial<QuestionSettingsOf<'number_stepper'> & QuestionSettingsOf<'list'> & QuestionSettingsOf<'date_time'> & QuestionSettingsOf<'system_list'>>;
  if (!isAnsweredType(type)) {
    if (s.isMandatory) issues.push({ path: 'settings.isMandatory', message: 'Only a question that is answered can be mandatory' });
    if ((s.path?.length ?? 0) > 0) issues.push({ path: 'settings.path', message: 'Only a question that is answered can jump' });
  }
  if (s.fileIsRequired && !s.allowAddingFile) issues.push({ path: 'settings.fileIsRequired', message: 'A required file needs the file tab' });
  if (type === 'number_stepper' && s.min !== undefined && s.max !== undefined && s.min >= s.max) {
    issues.push({ path: 'settings.max', message: 'The maximum is more than the minimum' });
  }
  if ((type === 'text' || type === 'length') && typeof s.min === 'number' && typeof s.max === 'number' && s.min > s.max) {
    issues.push({ path: 'settings.max', message: 'The maximum is at least the minimum' });
  }
  if (type === 'list') {
    const seen = new Set<string>();
    (s.childs ?? []).forEach((choice, index) => {
      const key = choice.value.trim().toLowerCase();
      if (seen.has(key)) issues.push({ path: `settings.childs.${index}.value`, message: `The choice "${choice.value}" is there twice` });
      seen.add(key);
    });
    if (s.maxSelection !== undefined && !s.multiSelect) issues.push({ path: 'settings.maxSelection', message: 'A maximum selection needs multi-select' });
  }
  if (type === 'date_time' && s.isPunchClock && !s.isRange) issues.push({ path: 'settings.isPunchClock', message: 'A punch clock is a range question' });
  if (type === 'system_list' && s.systemListType === 'group' && !s.group?.trim()) {
    issues.push({ path: 'settings.group', message: 'Name the group' });
  }
  return issues;
}

/** Parses a type's settings (defaults filled in) and adds the cross-field rules. */
export function parseQuestionSettings(
  type: QuestionType,
  settings: unknown,
): { success: true; data: QuestionSettings } | { success: false; issues: SettingsIssue[] } {
  const parsed = QUESTION_SETTINGS[type].safeParse(settings ?? {});
  if (!parsed.success) {
    return {
      success: false,
      issues: parsed.error.issues.map((i) => ({ path: ['settings', ...i.path].join('.'), message: i.message })),
    };
  }
  const issues = settingsIssues(type, parsed.data as Record<string, unknown>);
  return issues.length > 0 ? { success: false, issues } : { success: true, data: parsed.data as QuestionSettings };
}

// ---------------------------------------------------------------------------------------------
// A question on the wire.

// Ends in the enum so that a reply carrying it (a template's questions) has a JSON schema.
const questionTypeInput = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const type = questionTypeOf(value);
    if (!type) {
      ctx.addIssue({ code: 'custom', message: `Unknown question type: ${String(value)}` });
      return z.NEVER;
    }
    return type;
  })
  .pipe(z.enum(QUESTION_TYPES));

export const questionTitleSchema = z.string().trim().max(QUESTION_TITLE_MAX, `A title is at most ${QUESTION_TITLE_MAX} characters`);

/** The look and visibility of a question besides its settings (spec 2 section 3). */
const questionLookShape = {
  description: text(QUESTION_DESCRIPTION_MAX),
  disabled: z.boolean(),
  isClientVisible: z.boolean(),
  /** The same as settings.fileIsRequired (both spellings are in the spec); the reply carries both. */
  fileRequired: z.boolean(),
  stepIcon: questionnaireIconSchema.nullable(),
  withBackground: z.boolean(),
  backgroundMobile: assetId.nullable(),
  backgroundDesktop: assetId.nullable(),
  darkMode: z.boolean(),
};

/** POST /v2/question. `root` adds a global question of another job type to this one, sharing its form. */
export const questionCreateBodySchema = z.object({
    jobType: z.uuid({ error: 'Choose the job type' }),
    type: questionTypeInput,
    title: questionTitleSchema.default(''),
    is_global: z.boolean().default(false),
    root: z.uuid().nullable().optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
    /** Where it goes: before the question now at this position (0 first); the end when absent. */
    sequence: z.number().int().min(0).optional(),
    description: questionLookShape.description.optional(),
    disabled: questionLookShape.disabled.optional(),
    isClientVisible: questionLookShape.isClientVisible.optional(),
    fileRequired: questionLookShape.fileRequired.optional(),
    stepIcon: questionLookShape.stepIcon.optional(),
    withBackground: questionLookShape.withBackground.optional(),
    backgroundMobile: questionLookShape.backgroundMobile.optional(),
    backgroundDesktop: questionLookShape.backgroundDesktop.optional(),
    darkMode: questionLookShape.darkMode.optional(),
  });
export type QuestionCreateBody = z.infer<typeof questionCreateBodySchema>;

/**
 * PUT /v2/question/{id}: the full question as the editor holds it; a property left out keeps its
 * value, `settings` replaces the settings whole. `job_type` (spec) and `jobType` are the same and
 * cannot move a question to another job type.
 */
export const questionUpdateBodySchema = z.object({
  type: questionTypeInput.optional(),
  title: questionTitleSchema.optional(),
  is_global: z.boolean().optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  sequence: z.number().int().min(0).optional(),
  root: z.uuid().nullable().optional(),
  job_type: z.uuid().optional(),
  jobType: z.uuid().optional(),
  description: questionLookShape.description.optional(),
  disabled: questionLookShape.disabled.optional(),
  isClientVisible: questionLookShape.isClientVisible.optional(),
  fileRequired: questionLookShape.fileRequired.optional(),
  stepIcon: questionLookShape.stepIcon.optional(),
  withBackground: questionLookShape.withBackground.optional(),
  backgroundMobile: questionLookShape.backgroundMobile.optional(),
  backgroundDesktop: questionLookShape.backgroundDesktop.optional(),
  darkMode: questionLookShape.darkMode.optional(),
});
export type QuestionUpdateBody = z.infer<typeof questionUpdateBodySchema>;

/** A list choice as answered: with a signed link to its image. */
export const listChoiceViewSchema = listChoiceSchema.extend({ fileUrl: z.string().nullable().optional() });

/** A question as every call answers it. */
export const questionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The question's number in its instance (never reused); answers may name it with a _n suffix for repeats. */
  ID: z.number().int(),
  jobType: z.string(),
  type: z.enum(QUESTION_TYPES),
  typeNumber: z.number().int(),
  title: z.string(),
  sequence: z.number().int(),
  /** The global question this one shares its form with, or null. */
  root: z.string().nullable(),
  is_global: z.boolean(),
  /** For a global question: how many questions of other job types share it. */
  childrenCount: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  /** The revision of its form; answers keep the revision they were given against. */
  revision: z.number().int(),
  /** Signed links to the background images, when set. */
  backgroundMobileUrl: z.string().nullable(),
  backgroundDesktopUrl: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...questionLookShape,
});
export type Question = Omit<z.infer<typeof questionSchema>, 'settings'> & { settings: QuestionSettings };

export const questionListSchema = z.object({ success: z.literal(true), data: z.array(questionSchema) });

/** GET /v2/question: `only_global` lists the global questions; `jobType` one job type's; search by title. */
export const questionQuerySchema = z.object({
  only_global: z.stringbool().optional(),
  jobType: z.uuid().optional(),
  search: z.string().max(200).optional(),
  type: z.string().max(40).optional(),
});
export type QuestionQuery = z.infer<typeof questionQuerySchema>;

/** DELETE /v2/question/{id}: what went with it (path rules of other questions that jumped to it). */
export const questionDeletedSchema = z.object({
  success: z.literal(true),
  /** The questions whose path rules to the deleted question were removed. */
  rulesRemovedFrom: z.array(z.string()),
});

export const QUESTION_MESSAGES = {
  notFound: 'Question not found',
  globalWithChildren: 'A global question with children cannot lose its global setting until the children are removed',
  globalDeleteWithChildren: 'A global question with children cannot be deleted until the children are removed',
  rootNotGlobal: 'Only a global question can be shared with another job type',
  tooMany: `A job type has at most ${QUESTIONS_PER_JOB_TYPE_MAX} questions`,
  reorderMismatch: 'The new order must name every question of the job type once',
  sharedForm: "A shared question's form is changed on its global question",
} as const;
