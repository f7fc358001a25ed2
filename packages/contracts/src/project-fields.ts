import { z } from 'zod';
import { can, type Actor, type PolicyContext, type ProjectFieldSubject } from './policy';
import { isToggleActive, type ToggleKey, type ToggleState } from './toggles';
import { fieldOption, fieldPermissionsSchema, tableColumnSchema } from './user-fields';

/**
 * Project fields (spec 3 sections 2, 3, 4 and 6): the custom data every project of an instance
 * carries, defined by the instance's admins (PUT /v2/settings/projectFields) and filled per
 * project (PATCH /v2/projects/{id}/fields). Questionnaires and reports read the values.
 */

/** The eleven widget kinds of spec 3 section 2 ("Project field widgets"). */
export const PROJECT_FIELD_TYPES = [
  'text',
  'address',
  'fileList',
  'blueprintList',
  'statusList',
  'list',
  'ranking',
  'skills',
  'table',
  'customerTable',
  'blueprintElements',
] as const;
export type ProjectFieldType = (typeof PROJECT_FIELD_TYPES)[number];

/** A field id: a short key, stable once values are stored under it. */
export const projectFieldIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'Use letters, digits, - and _ (up to 64), starting with a letter');

/**
 * A project field's definition: id, label, kind, icon, and per-role read/update entries. With
 * `considerRead` off everyone who sees the project reads the field; on, a role reads it only
 * when its entry says read (spec 3 section 6, "read permission where read consideration is on").
 */
export const projectFieldDefinitionSchema = z.object({
  id: projectFieldIdSchema,
  label: z.string().trim().min(1, 'Label is required').max(200),
  type: z.enum(PROJECT_FIELD_TYPES),
  icon: z.string().trim().max(100).nullable().default(null),
  permissions: fieldPermissionsSchema.default({}),
  considerRead: z.boolean().default(false),
  /** The columns of a table or customer table (DEFAULT_TABLE_COLUMNS when left out); other kinds have none. */
  columns: z.array(tableColumnSchema).min(1).max(20).optional(),
});
export type ProjectFieldDefinition = z.infer<typeof projectFieldDefinitionSchema>;

/** The kinds whose value is rows under columns. */
export const TABLE_FIELD_TYPES: readonly ProjectFieldType[] = ['table', 'customerTable'];

/** The columns of a table field that was given none. */
export const DEFAULT_TABLE_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'value', label: 'Value' },
] as const;

/** A table field's columns: its own, or the default two. */
export function tableColumnsOf(field: Pick<ProjectFieldDefinition, 'columns'>): ReadonlyArray<{ key: string; label: string }> {
  return field.columns ?? DEFAULT_TABLE_COLUMNS;
}

/** At most this many project fields per instance. */
export const MAX_PROJECT_FIELDS = 100;

/**
 * An instance's `projectFields` setting: each id once, only tables have columns, column keys once.
 * Stored in the instance settings and sent in the bootstrap to signed-in users.
 */
export const projectFieldDefinitionsSchema = z
  .array(projectFieldDefinitionSchema)
  .max(MAX_PROJECT_FIELDS, `At most ${MAX_PROJECT_FIELDS} project fields`)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Field id '${field.id}' repeats` });
      seen.add(field.id);
      if (field.columns && !TABLE_FIELD_TYPES.includes(field.type)) {
        ctx.addIssue({ code: 'custom', path: [index, 'columns'], message: 'Only tables have columns' });
      }
      if (field.columns && new Set(field.columns.map((c) => c.key)).size !== field.columns.length) {
        ctx.addIssue({ code: 'custom', path: [index, 'columns'], message: 'Column keys repeat' });
      }
    });
  });
export type ProjectFieldDefinitions = z.infer<typeof projectFieldDefinitionsSchema>;

/**
 * The definitions as the instance's settings hold them, read defensively: an entry that does not
 * parse (written before the definitions were typed, or by hand) is left out, and an id seen twice
 * keeps its first entry, so every reader gets valid definitions.
 */
export function projectFieldDefinitionsFrom(stored: readonly unknown[]): ProjectFieldDefinition[] {
  const seen = new Set<string>();
  return stored.flatMap((entry) => {
    const parsed = projectFieldDefinitionSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) return [];
    seen.add(parsed.data.id);
    return [parsed.data];
  });
}

/**
 * The app a kind needs (spec 3 section 6: "Customer table and blueprint fields need their apps
 * enabled"). Blueprint kinds need 'blueprints'. There is no customer-table app: a customer table
 * is kept for the project's customer, who exists only with the client portal, so it needs 'client'.
 */
export function projectFieldApp(type: ProjectFieldType): ToggleKey | null {
  if (type === 'blueprintList' || type === 'blueprintElements') return 'blueprints';
  if (type === 'customerTable') return 'client';
  return null;
}

/** Whether a kind's app (if it needs one) is on. */
export function projectFieldAppOn(type: ProjectFieldType, toggles: readonly ToggleState[]): boolean {
  const app = projectFieldApp(type);
  return app === null || isToggleActive(toggles, app);
}

// Values (spec 3 section 3). Each kind has one schema; null clears a value.

export const PROJECT_TEXT_MAX = 5000;
export const PROJECT_FILES_MAX = 50;
export const PROJECT_LIST_ITEMS_MAX = 200;
export const PROJECT_SKILLS_MAX = 200;
export const PROJECT_TABLE_ROWS_MAX = 500;
export const PROJECT_TABLE_CELL_MAX = 2000;
export const RANKING_MIN = 1;
export const RANKING_MAX = 5;

/** The states of a status list's items, in their order on the screen. */
export const STATUS_LIST_STATES = ['open', 'in_progress', 'done'] as const;
export type StatusListState = (typeof STATUS_LIST_STATES)[number];

/** The message a write of a blueprint elements field gets: the blueprint editor keeps it. */
export const BLUEPRINT_ELEMENTS_READ_ONLY = 'Blueprint elements are read-only: the blueprint editor keeps them';

const uniqueIds = (what: string, max: number) =>
  z
    .array(z.uuid({ message: `Each ${what} is an id` }).transform((id) => id.toLowerCase()))
    .max(max, `At most ${max} ${what}s`)
    .refine((ids) => new Set(ids).size === ids.length, `A ${what} is listed twice`);

const label = z.string().trim().min(1, 'Label is required').max(200, 'Label is at most 200 characters');

/** One item of a list field: its value follows spec 3 section 5 (lowercased unless numeric). */
export const projectListItemValueSchema = z
  .object({ label, value: z.union([z.string(), z.number().finite()]).optional() })
  .transform(({ label: text, value }, ctx) => {
    const normalised = fieldOption(value === undefined ? text : String(value)).value;
    if (normalised === '' || normalised.length > 200) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value is 1 to 200 characters' });
      return z.NEVER;
    }
    return { label: text, value: normalised };
  });
export type ProjectListItemValue = z.output<typeof projectListItemValueSchema>;

const tableCell = z.union([z.string().max(PROJECT_TABLE_CELL_MAX, `A cell is at most ${PROJECT_TABLE_CELL_MAX} characters`), z.number().finite(), z.null()]);
const tableRows = z
  .array(z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,40}$/, 'Not a column key'), tableCell))
  .max(PROJECT_TABLE_ROWS_MAX, `At most ${PROJECT_TABLE_ROWS_MAX} rows`);

/** What a blueprint elements field shows: how many elements of each definition its plans hold. */
export const blueprintElementsSummarySchema = z.object({
  elements: z.number().int().min(0),
  byElement: z.array(z.object({ name: z.string(), count: z.number().int().min(0) })),
});

/**
 * The value of each kind (spec 3 section 3), without null:
 * - text: a string up to 5,000 characters;
 * - address: {lat, long, address}, the position optional (an address typed without a map);
 * - fileList: asset ids; blueprintList: asset ids of PDF plans (the server checks both);
 * - statusList: items {label, status} with status open, in_progress or done;
 * - list: {label, value} items (one item is taken as a list of one), values lowercased unless numeric;
 * - ranking: an integer 1 to 5; skills: skill ids; table and customerTable: rows of cells by column key;
 * - blueprintElements: never written (the blueprint editor keeps it).
 */
export const PROJECT_FIELD_VALUE_SCHEMAS = {
  text: z.string({ error: 'Text is expected' }).max(PROJECT_TEXT_MAX, `Text is at most ${PROJECT_TEXT_MAX} characters`),
  address: z.object({
    lat: z.number().min(-90).max(90).nullable(),
    long: z.number().min(-180).max(180).nullable(),
    address: z.string().trim().max(500, 'An address is at most 500 characters'),
  }),
  fileList: uniqueIds('file', PROJECT_FILES_MAX),
  blueprintList: uniqueIds('plan', PROJECT_FILES_MAX),
  statusList: z
    .array(z.object({ label, status: z.enum(STATUS_LIST_STATES, { error: `A status is one of ${STATUS_LIST_STATES.join(', ')}` }) }))
    .max(PROJECT_LIST_ITEMS_MAX, `At most ${PROJECT_LIST_ITEMS_MAX} items`),
  list: z
    .preprocess(
      (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value),
      z.array(projectListItemValueSchema, { error: 'A list value is an item {label, value} or a list of them' }).max(PROJECT_LIST_ITEMS_MAX, `At most ${PROJECT_LIST_ITEMS_MAX} items`),
    )
    .refine((items) => new Set(items.map((i) => i.value)).size === items.length, 'An item is picked twice'),
  ranking: z
    .number({ error: `A ranking is a whole number from ${RANKING_MIN} to ${RANKING_MAX}` })
    .int(`A ranking is a whole number from ${RANKING_MIN} to ${RANKING_MAX}`)
    .min(RANKING_MIN, `A ranking is a whole number from ${RANKING_MIN} to ${RANKING_MAX}`)
    .max(RANKING_MAX, `A ranking is a whole number from ${RANKING_MIN} to ${RANKING_MAX}`),
  skills: uniqueIds('skill', PROJECT_SKILLS_MAX),
  table: tableRows,
  customerTable: tableRows,
  blueprintElements: z.never({ error: BLUEPRINT_ELEMENTS_READ_ONLY }),
} as const satisfies Record<ProjectFieldType, z.ZodType>;
export type ProjectFieldValue<T extends ProjectFieldType = ProjectFieldType> = z.output<(typeof PROJECT_FIELD_VALUE_SCHEMAS)[T]>;

/**
 * The value schema of a kind, null clearing the value; a table's cells are checked against its
 * columns when given. Blueprint elements refuse every write, null included.
 */
export function projectFieldValueSchema(
  type: ProjectFieldType,
  field: Pick<ProjectFieldDefinition, 'columns'> = {},
): z.ZodType<unknown> {
  if (type === 'blueprintElements') return z.any().superRefine((_v, ctx) => ctx.addIssue({ code: 'custom', message: BLUEPRINT_ELEMENTS_READ_ONLY }));
  const base: z.ZodType<unknown> = PROJECT_FIELD_VALUE_SCHEMAS[type];
  if (!TABLE_FIELD_TYPES.includes(type)) return base.nullable();
  const columns = new Set(tableColumnsOf(field).map((c) => c.key));
  return base
    .superRefine((rows, ctx) => {
      const bad = (rows as Array<Record<string, unknown>>).flatMap(Object.keys).find((key) => !columns.has(key));
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `'${bad}' is not a column` });
    })
    .nullable();
}

/** A project's visibility map: field id to shown; a field absent from it is shown (spec 3 section 4). */
export const projectFieldVisibilitySchema = z.record(projectFieldIdSchema, z.boolean());
export type ProjectFieldVisibility = z.infer<typeof projectFieldVisibilitySchema>;

/** The access subject of one field of one project. */
export function projectFieldSubject(
  field: Pick<ProjectFieldDefinition, 'id' | 'permissions' | 'considerRead'>,
  visibility: ProjectFieldVisibility,
): ProjectFieldSubject {
  return { permissions: field.permissions, considerRead: field.considerRead, hidden: visibility[field.id] === false };
}

/** One field as a reader of a project gets it: its definition, its value, whether hidden and whether they may edit it. */
export interface ProjectFieldView {
  field: ProjectFieldDefinition;
  value: unknown;
  hidden: boolean;
  editable: boolean;
}

/**
 * The fields of a project as `actor` reads them, in definition order: a field the actor may not
 * read is left out (hidden fields reach admins only); with `turnOffHidden` hidden fields are left
 * out for admins too; a kind whose app is off (projectFieldApp) is left out for everyone. The API answers with this and the screen shows it, so both agree.
 */
export function projectFieldsFor(
  definitions: readonly ProjectFieldDefinition[],
  project: { fields: Record<string, unknown>; visibility: ProjectFieldVisibility },
  actor: Actor,
  ctx: PolicyContext,
  options: { turnOffHidden?: boolean } = {},
): ProjectFieldView[] {
  const views: ProjectFieldView[] = [];
  for (const field of definitions) {
    if (!projectFieldAppOn(field.type, ctx.toggles)) continue;
    const subject = projectFieldSubject(field, project.visibility);
    if (subject.hidden && options.turnOffHidden) continue;
    if (!can(actor, 'projectField.read', subject, ctx).allowed) continue;
    views.push({
      field,
      value: project.fields[field.id] ?? null,
      hidden: subject.hidden,
      editable: can(actor, 'projectField.update', subject, ctx).allowed,
    });
  }
  return views;
}

// The calls of spec 3 section 7 ("Project fields").

/** PUT /v2/settings/projectFields: the definitions in their order, and the turn-off-hidden option. */
export const projectFieldsSettingsBodySchema = z.object({
  fields: projectFieldDefinitionsSchema,
  /** Hidden fields are left out for admins too, instead of shown dimmed (spec 3 section 4). */
  turnOffHidden: z.boolean().optional(),
});
export type ProjectFieldsSettingsBody = z.input<typeof projectFieldsSettingsBodySchema>;

/** Its reply: the definitions as stored. */
export const projectFieldsSettingsSchema = z.object({
  success: z.literal(true),
  projectFields: projectFieldDefinitionsSchema,
  projectFieldsTurnOffHidden: z.boolean(),
});
export type ProjectFieldsSettings = z.infer<typeof projectFieldsSettingsSchema>;

/** PATCH /v2/projects/{id}/fields: the fields to change, each once; a value is checked against its field's kind. */
export const projectFieldsPatchBodySchema = z
  .array(z.object({ id: z.string().max(100), value: z.unknown() }), { error: 'Send a list of {id, value}' })
  .min(1, 'Send at least one field')
  .max(MAX_PROJECT_FIELDS, `At most ${MAX_PROJECT_FIELDS} fields at once`)
  .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, 'A field is sent twice');
export type ProjectFieldsPatchBody = z.infer<typeof projectFieldsPatchBodySchema>;

const projectFieldViewReply = z.object({
  field: projectFieldDefinitionSchema,
  value: z.unknown(),
  hidden: z.boolean(),
  editable: z.boolean(),
});

/** Its reply: the changed fields as the caller now reads them. */
export const projectFieldsPatchReplySchema = z.object({ success: z.literal(true), fields: z.array(projectFieldViewReply) });
export type ProjectFieldsPatchReply = z.infer<typeof projectFieldsPatchReplySchema>;

/** POST /v2/projects/{id}/fields/visibility reply: the project's whole map after the change. */
export const projectFieldVisibilityReplySchema = z.object({ success: z.literal(true), visibility: projectFieldVisibilitySchema });
export type ProjectFieldVisibilityReply = z.infer<typeof projectFieldVisibilityReplySchema>;

/** A list group's key: the id of the list field that picks from it. */
export const projectFieldListGroupSchema = projectFieldIdSchema;

/** One item of a list group (GET /v2/projects/fields/list/{group}): shared, or private to one project. */
export const projectFieldListItemSchema = z.object({
  _id: z.string(),
  group: z.string(),
  label: z.string(),
  value: z.string(),
  isPrivate: z.boolean(),
  project: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectFieldListItem = z.infer<typeof projectFieldListItemSchema>;
export const projectFieldListItemsSchema = z.array(projectFieldListItemSchema);

export const PROJECT_LIST_PAGE_DEFAULT = 100;
export const PROJECT_LIST_PAGE_MAX = 500;

const flag = z.enum(['0', '1', 'true', 'false'], { error: 'Use 0 or 1' }).transform((v) => v === '1' || v === 'true');

/**
 * GET /v2/projects/fields/list/{group} query: isPrivate=0 the shared items, 1 the project's own
 * (project needed), left out both; search by label or value; at most `limit` items by label.
 */
export const projectFieldListQuerySchema = z
  .object({
    isPrivate: flag.optional(),
    project: z.uuid({ message: 'project is a project id' }).transform((id) => id.toLowerCase()).optional(),
    search: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(PROJECT_LIST_PAGE_MAX).default(PROJECT_LIST_PAGE_DEFAULT),
  })
  .refine((q) => q.isPrivate !== true || q.project !== undefined, { path: ['project'], message: 'A private list needs its project' });
export type ProjectFieldListQuery = z.infer<typeof projectFieldListQuerySchema>;

const entryLabel = z.string({ error: 'Label is required' }).trim().min(1, 'Label is required').max(200, 'Label is at most 200 characters');
const entryValue = z.string().trim().max(200, 'Value is at most 200 characters').optional();

/** An item's value as spec 3 section 5 has select values: the value given (else the label), lowercased unless numeric. */
export function listEntryValue(label: string, value?: string): string {
  return fieldOption(value?.trim() || label).value;
}

/** An item's label and value as entered (by hand or from a CSV line). */
export const projectFieldListEntrySchema = z
  .object({ label: entryLabel, value: entryValue })
  .transform(({ label: text, value }) => ({ label: text, value: listEntryValue(text, value) }));

/** POST /v2/projects/fields/list: one item for a group, shared or private to a project. */
export const projectFieldListItemBodySchema = z
  .object({
    group: projectFieldListGroupSchema,
    label: entryLabel,
    value: entryValue,
    isPrivate: z.boolean().default(false),
    project: z.uuid({ message: 'project is a project id' }).transform((id) => id.toLowerCase()).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.isPrivate && !body.project) ctx.addIssue({ code: 'custom', path: ['project'], message: 'A private item needs its project' });
    if (!body.isPrivate && body.project) ctx.addIssue({ code: 'custom', path: ['isPrivate'], message: 'An item of a project is private' });
  })
  .transform((body) => ({ ...body, value: listEntryValue(body.label, body.value), project: body.project ?? null }));
export type ProjectFieldListItemBody = z.input<typeof projectFieldListItemBodySchema>;

/** The CSV import's limits: the file's size and its data lines. */
export const PROJECT_LIST_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const PROJECT_LIST_CSV_MAX_ROWS = 20_000;
/** Rejected lines the reply describes one by one; the count covers them all. */
export const PROJECT_LIST_CSV_REPORT_MAX = 1000;

/** The form fields of POST /v2/projects/fields/list/bulk beside its file. */
export const projectFieldListBulkFieldsSchema = z
  .object({
    group: projectFieldListGroupSchema,
    isPrivate: flag.default(false),
    project: z.uuid({ message: 'project is a project id' }).transform((id) => id.toLowerCase()).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.isPrivate && !body.project) ctx.addIssue({ code: 'custom', path: ['project'], message: 'A private list needs its project' });
    if (!body.isPrivate && body.project) ctx.addIssue({ code: 'custom', path: ['isPrivate'], message: 'A list of a project is private' });
  });
export type ProjectFieldListBulkFields = z.infer<typeof projectFieldListBulkFieldsSchema>;

/** Its reply: what was added, and each refused line with its number (1 is the file's first line) and why. */
export const projectFieldListBulkReplySchema = z.object({
  success: z.literal(true),
  /** Data lines read (a header line not counted). */
  rows: z.number().int(),
  inserted: z.number().int(),
  rejected: z.number().int(),
  report: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type ProjectFieldListBulkReply = z.infer<typeof projectFieldListBulkReplySchema>;

/** GET /v2/projects/fields/values query: one field's values across the caller's projects, or one project's. */
export const projectFieldValuesQuerySchema = z.object({
  field: z.string({ error: 'field is required' }).min(1, 'field is required').max(100),
  project: z.uuid({ message: 'project is a project id' }).transform((id) => id.toLowerCase()).optional(),
  limit: z.coerce.number().int().min(1).max(PROJECT_LIST_PAGE_MAX).default(PROJECT_LIST_PAGE_DEFAULT),
});
export type ProjectFieldValuesQuery = z.infer<typeof projectFieldValuesQuerySchema>;

/** The kinds whose values can be listed (filters and reports pick from them). */
export const LISTED_VALUE_TYPES: readonly ProjectFieldType[] = ['text', 'address', 'statusList', 'list', 'ranking', 'skills'];

/**
 * Its reply: each distinct value with how many projects hold it, most held first. A text or an
 * address is its text, a ranking its number, a list item its value (with its label), a status
 * list item its status, a skill its id.
 */
export const projectFieldValuesSchema = z.object({
  field: z.string(),
  type: z.enum(PROJECT_FIELD_TYPES),
  values: z.array(z.object({ value: z.union([z.string(), z.number()]), label: z.string(), count: z.number().int() })),
});
export type ProjectFieldValues = z.infer<typeof projectFieldValuesSchema>;
