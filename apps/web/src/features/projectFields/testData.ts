import { projectFieldDefinitionSchema, type ProjectDetail, type ProjectFieldDefinition, type ProjectFieldView } from '@fieldwork/contracts';

/** A field definition with its defaults. */
export function makeField(field: Partial<ProjectFieldDefinition> & Pick<ProjectFieldDefinition, 'id' | 'type'>): ProjectFieldDefinition {
  return projectFieldDefinitionSchema.parse({ label: field.id, ...field });
}

export function makeView(field: ProjectFieldDefinition, value: unknown = null, overrides: Partial<ProjectFieldView> = {}): ProjectFieldView {
  return { field, value, hidden: false, editable: true, ...overrides };
}

/** A project as GET /v2/projects/{id} answers it, with the given field views. */
export function makeProject(fields: ProjectFieldView[], overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    _id: 'p-1',
    name: 'Tower A',
    company: 'Acme',
    avatar: null,
    avatarAssetId: null,
    location: null,
    users: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    created_by: null,
    fields,
    visibility: Object.fromEntries(fields.filter((v) => v.hidden).map((v) => [v.field.id, false])),
    ...overrides,
  } as ProjectDetail;
}
