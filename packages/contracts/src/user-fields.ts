import { z } from 'zod';
import { isAdminRole, ROLES, type Role } from './roles';

/**
 * User profile fields (spec 3 sections 2, 3 and 6): fields an instance's admins configure
 * (`userFields` in the settings and the bootstrap), each read, updated and set per role.
 */

/** The widget types of a profile field (spec 3 section 2, "User profile field widgets"). */
export const USER_FIELD_TYPES = [
  'date',
  'textWithFiles',
  'file',
  'address',
  'text',
  'userSelection',
  'boolean',
  'select',
  'multiSelect',
  'richText',
  'number',
  'table',
] as const;
export type UserFieldType = (typeof USER_FIELD_TYPES)[number];

/**
 * Types only admins edit (spec 3 section 6: text inline, booleans, user selections, address and
 * rich text); everyone else sees them as plain text, whatever the field's permissions say.
 */
export const ADMIN_EDITED_FIELD_TYPES: readonly UserFieldType[] = ['text', 'boolean', 'userSelection', 'address', 'richText'];

/**
 * Fields whose value is a property of the user itself rather than a profile value: their entry in
 * `userFields` says who reads them; they change through their own rules (e-mail by
 * `user.changeEmail`, the phone number with the profile, projects and skills in their domains,
 * files by upload), never through a field value.
 */
export const CORE_USER_FIELD_KEYS = ['email', 'phoneNumber', 'projects', 'skills', 'files'] as const;
export type CoreUserFieldKey = (typeof CORE_USER_FIELD_KEYS)[number];
export function isCoreUserFieldKey(key: string): key is CoreUserFieldKey {
  return (CORE_USER_FIELD_KEYS as readonly string[]).includes(key);
}

/** Who a permission entry is for: a role, or 'user', the person whose profile it is. */
export const FIELD_AUDIENCES = [...ROLES, 'user'] as const;
export type FieldAudience = (typeof FIELD_AUDIENCES)[number];

/**
 * A permission entry (spec 1 section 3, spec 3 section 6). `set` gives a value to an empty field;
 * `update` changes or clears a value that is there.
 */
export const fieldPermissionSchema = z.object({ read: z.boolean(), update: z.boolean(), set: z.boolean() });
export type FieldPermission = z.infer<typeof fieldPermissionSchema>;
export type FieldPermissionFlag = keyof FieldPermission;

export const fieldPermissionsSchema = z.partialRecord(z.enum(FIELD_AUDIENCES), fieldPermissionSchema);
export type FieldPermissions = z.infer<typeof fieldPermissionsSchema>;

const ALL: FieldPermission = { read: true, update: true, set: true };
const NONE: FieldPermission = { read: false, update: false, set: false };

/** An option of a select: values are lowercased unless numeric (spec 3 section 5). */
export const fieldOptionSchema = z.object({ label: z.string().trim().min(1).max(100), value: z.string().min(1).max(100) });
export type FieldOption = z.infer<typeof fieldOptionSchema>;

/** The option for a label, its value as spec 3 section 5 says: lowercased unless numeric. */
export function fieldOption(label: string): FieldOption {
  const trimmed = label.trim();
  const numeric = trimmed !== '' && Number.isFinite(Number(trimmed));
  return { label: trimmed, value: numeric ? trimmed : trimmed.toLowerCase() };
}

/** Where a select finds its options when they are the instance's rows rather than a fixed list. */
export const FIELD_OPTION_SOURCES = ['projects', 'skills'] as const;
export type FieldOptionSource = (typeof FIELD_OPTION_SOURCES)[number];

export const tableColumnSchema = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,40}$/),
  label: z.string().trim().min(1).max(100),
});

export const USER_FIELD_KEY_RE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * A profile field as `userFields` holds it: name (its label), value (its key on the profile),
 * type, options (selects), columns (tables) and who may read, update and set it.
 */
export const userFieldDefinitionSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    value: z.string().regex(USER_FIELD_KEY_RE, 'A key starts with a letter and holds letters, digits and _'),
    type: z.enum(USER_FIELD_TYPES),
    options: z.array(fieldOptionSchema).max(200).optional(),
    source: z.enum(FIELD_OPTION_SOURCES).optional(),
    columns: z.array(tableColumnSchema).min(1).max(20).optional(),
    permissions: fieldPermissionsSchema,
  })
  .superRefine((field, ctx) => {
    const isSelect = field.type === 'select' || field.type === 'multiSelect';
    if (isSelect && !field.source && !field.options?.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A select needs options or a source' });
    }
    if (!isSelect && (field.options || field.source)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only selects have options' });
    }
    if (field.type === 'table' && !field.columns) ctx.addIssue({ code: 'custom', path: ['columns'], message: 'A table needs columns' });
    if (field.type !== 'table' && field.columns) ctx.addIssue({ code: 'custom', path: ['columns'], message: 'Only tables have columns' });
    if (field.options && new Set(field.options.map((o) => o.value)).size !== field.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Option values repeat' });
    }
    if (field.columns && new Set(field.columns.map((c) => c.key)).size !== field.columns.length) {
      ctx.addIssue({ code: 'custom', path: ['columns'], message: 'Column keys repeat' });
    }
  });
export type UserFieldDefinition = z.infer<typeof userFieldDefinitionSchema>;

/** An instance's `userFields`: each key once. */
export const userFieldsSchema = z
  .array(userFieldDefinitionSchema)
  .max(100)
  .refine((fields) => new Set(fields.map((f) => f.value)).size === fields.length, 'Field keys repeat');

// Values (spec 3 section 3). Files are asset ids; every value may be null (cleared).
const assetIds = z.array(z.string().min(1).max(100)).max(50);
const dayValue = z.iso.date({ message: 'A date is YYYY-MM-DD' });
const textValue = z.string().max(2000);
const tableCell = z.union([z.string().max(2000), z.number().finite(), z.null()]);

/** The value of each type, options not checked (see `userFieldValueSchema` for one field's). */
export const USER_FIELD_VALUE_SCHEMAS = {
  date: dayValue,
  textWithFiles: z.object({ value: textValue, files: assetIds }),
  file: assetIds,
  address: z.object({
    lat: z.number().min(-90).max(90).nullable(),
    long: z.number().min(-180).max(180).nullable(),
    address: z.string().max(500),
  }),
  text: textValue,
  userSelection: z.array(z.uuid()).max(100),
  /** The spec's "boolean with files" is a boolean that carries files. */
  boolean: z.union([z.boolean(), z.object({ value: z.boolean(), files: assetIds })]),
  select: z.string().min(1).max(100),
  multiSelect: z.array(z.string().min(1).max(100)).max(200),
  /** Serialised editor content; the server sanitises it. */
  richText: z.string().max(100_000),
  number: z.number().finite(),
  table: z.array(z.record(z.string(), tableCell)).max(500),
} as const satisfies Record<UserFieldType, z.ZodType>;
export type UserFieldValue<T extends UserFieldType = UserFieldType> = z.infer<(typeof USER_FIELD_VALUE_SCHEMAS)[T]>;

type FieldShape = Pick<UserFieldDefinition, 'type' | 'options' | 'source' | 'columns'>;

/** One field's value: its type's shape, its options (fixed selects) and its columns (tables); null clears it. */
export function userFieldValueSchema(field: FieldShape): z.ZodType {
  const base = USER_FIELD_VALUE_SCHEMAS[field.type];
  const allowed = field.source ? null : new Set((field.options ?? []).map((o) => o.value));
  const columns = new Set((field.columns ?? []).map((c) => c.key));
  const checked = (base as z.ZodType).superRefine((value, ctx) => {
    if (field.type === 'select' || field.type === 'multiSelect') {
      const picked = Array.isArray(value) ? (value as string[]) : [value as string];
      const idOk = (v: string) => (allowed ? allowed.has(v) : z.uuid().safeParse(v).success);
      const bad = picked.find((v) => !idOk(v));
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `'${bad.slice(0, 60)}' is not an option` });
    }
    if (field.type === 'table') {
      const bad = (value as Array<Record<string, unknown>>).flatMap(Object.keys).find((k) => !columns.has(k));
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `'${bad.slice(0, 60)}' is not a column` });
    }
  });
  return checked.nullable();
}

/** A user's profile values, by field key (the core keys live on the user, not here). */
export const userFieldValuesSchema = z
  .record(z.string().regex(USER_FIELD_KEY_RE), z.unknown())
  .refine((values) => !Object.keys(values).some(isCoreUserFieldKey), 'E-mail, phone, projects, skills and files are not field values');
export type UserFieldValues = z.infer<typeof userFieldValuesSchema>;

/** Whether a value counts as empty: what `set` (rather than `update`) fills. */
export function isEmptyFieldValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const v = value as { value?: unknown; files?: unknown[]; address?: unknown };
    if ('address' in v) return !v.address;
    if ('value' in v) return (v.value === '' || v.value === null) && !(v.files ?? []).length;
  }
  return false;
}

/** Who looks, at whose profile. */
export interface FieldViewer {
  id: string;
  role: Role;
}

/**
 * What `viewer` may do with one field of the profile of user `userId` (spec 3 sections 3 and 6):
 * admins everything; anyone else what the entry of their role grants, and on their own profile
 * also what the 'user' entry grants. A client with no entry gets everything (spec 3 section 6);
 * admin-edited types and core keys are never updated or set through a field by anyone else.
 */
export function userFieldAccess(
  field: Pick<UserFieldDefinition, 'value' | 'type' | 'permissions'>,
  viewer: FieldViewer,
  userId: string,
): FieldPermission {
  const writable = !isCoreUserFieldKey(field.value);
  if (isAdminRole(viewer.role)) return { read: true, update: writable, set: writable };
  const byRole = field.permissions[viewer.role] ?? (viewer.role === 'client' ? ALL : NONE);
  const byUser = viewer.id === userId ? (field.permissions.user ?? NONE) : NONE;
  const editable = writable && !ADMIN_EDITED_FIELD_TYPES.includes(field.type);
  return {
    read: byRole.read || byUser.read,
    update: editable && (byRole.update || byUser.update),
    set: editable && (byRole.set || byUser.set),
  };
}

/** The settings check of spec 3 section 6: the settings, the current user, the viewed user, the field key. */
export function userFieldAccessByKey(
  fields: readonly UserFieldDefinition[],
  viewer: FieldViewer,
  userId: string,
  key: string,
): FieldPermission {
  const field = fields.find((f) => f.value === key);
  return field ? userFieldAccess(field, viewer, userId) : NONE;
}

/** Which permission writing `next` over `current` needs: set fills an empty field, update changes one. */
export function fieldWriteNeeds(current: unknown): Exclude<FieldPermissionFlag, 'read'> {
  return isEmptyFieldValue(current) ? 'set' : 'update';
}

/** The values `viewer` may read of user `userId`'s profile; the server sends nothing else. */
export function readableFieldValues(
  fields: readonly UserFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  viewer: FieldViewer,
  userId: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.value in values && userFieldAccess(field, viewer, userId).read) out[field.value] = values[field.value];
  }
  return out;
}

// The default fields (spec 3 section 3). Every user reads their own profile; the user fills in
// their own sizes, birth date and CV; project managers read what a field team's work needs;
// clients read none of a staff profile. Admins configure the rest.
const OWN_READ: FieldPermissions = { user: { read: true, update: false, set: false }, client: NONE };
const OWN_EDIT: FieldPermissions = { user: ALL, client: NONE };
const TEAM_READ: FieldPermissions = { ...OWN_READ, project_manager: { read: true, update: false, set: false } };

const options = (labels: readonly string[]) => labels.map(fieldOption);

export const DRIVING_LICENSE_CATEGORIES = ['A', '1A', '2A', 'B', '1C', 'C', 'D', '1D', '2D', '3D', 'E1', 'other'] as const;
export const SHOE_SIZES = Array.from({ length: 11 }, (_, i) => String(38 + i));
export const GARMENT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

/**
 * The profile fields a new instance starts with (spec 3 section 3). The spec lists their keys and
 * some options; their types are this project's reading of each name.
 */
export const DEFAULT_USER_FIELDS: readonly UserFieldDefinition[] = [
  { name: 'Email', value: 'email', type: 'text', permissions: TEAM_READ },
  { name: 'Date of birth', value: 'dateOfBirth', type: 'date', permissions: OWN_EDIT },
  { name: 'Personal ID', value: 'personalId', type: 'textWithFiles', permissions: OWN_READ },
  { name: 'Driving license', value: 'drivingLicense', type: 'boolean', permissions: TEAM_READ },
  {
    name: 'Driving license categories',
    value: 'drivingLicenseCategories',
    type: 'multiSelect',
    options: options(DRIVING_LICENSE_CATEGORIES),
    permissions: TEAM_READ,
  },
  { name: 'Form 101', value: 'form101', type: 'file', permissions: OWN_READ },
  { name: 'CV', value: 'cv', type: 'file', permissions: OWN_EDIT },
  { name: 'Home address', value: 'homeAddress', type: 'address', permissions: OWN_READ },
  { name: 'Phone number', value: 'phoneNumber', type: 'text', permissions: TEAM_READ },
  { name: 'MA complete', value: 'maComplete', type: 'boolean', permissions: OWN_READ },
  { name: 'Bank details', value: 'bankDetails', type: 'textWithFiles', permissions: OWN_READ },
  { name: 'Start date', value: 'startDate', type: 'date', permissions: OWN_READ },
  { name: 'Employee recommendation', value: 'employeeRecommendation', type: 'userSelection', permissions: OWN_READ },
  { name: 'Projects', value: 'projects', type: 'multiSelect', source: 'projects', permissions: TEAM_READ },
  { name: 'Skills', value: 'skills', type: 'multiSelect', source: 'skills', permissions: TEAM_READ },
  { name: 'Pension', value: 'pension', type: 'textWithFiles', permissions: OWN_READ },
  { name: 'Employee agreement', value: 'employeeAgreement', type: 'file', permissions: OWN_READ },
  { name: 'Work safety permit', value: 'workSafetyPermit', type: 'textWithFiles', permissions: TEAM_READ },
  { name: 'Shoe size', value: 'shoeSize', type: 'select', options: options(SHOE_SIZES), permissions: OWN_EDIT },
  { name: 'Shirt size', value: 'shirtSize', type: 'select', options: options(GARMENT_SIZES), permissions: OWN_EDIT },
  { name: 'Coat size', value: 'coatSize', type: 'select', options: options(GARMENT_SIZES), permissions: OWN_EDIT },
  { name: 'Harness number', value: 'harnessNumber', type: 'number', permissions: TEAM_READ },
  {
    name: 'Items',
    value: 'items',
    type: 'table',
    columns: [
      { key: 'item', label: 'Item' },
      { key: 'quantity', label: 'Quantity' },
      { key: 'given', label: 'Given on' },
    ],
    permissions: TEAM_READ,
  },
  { name: 'Files', value: 'files', type: 'file', permissions: OWN_READ },
];
