import { z } from 'zod';
import { can, type Actor, type PolicyContext, type ProjectFieldSubject } from './policy';
import { fieldPermissionsSchema } from './user-fields';

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
});
export type ProjectFieldDefinition = z.infer<typeof projectFieldDefinitionSchema>;

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
 * out for admins too. The API answers with this and the screen shows it, so both agree.
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
