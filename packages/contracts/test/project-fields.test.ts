import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLUEPRINT_ELEMENTS_READ_ONLY,
  bootstrapSchema,
  fieldOption,
  PROJECT_FIELD_TYPES,
  PROJECT_TEXT_MAX,
  projectFieldDefinitionsSchema,
  projectFieldListItemBodySchema,
  projectFieldListQuerySchema,
  projectFieldsFor,
  projectFieldsPatchBodySchema,
  projectFieldValueSchema,
  STATUS_LIST_STATES,
  TOGGLE_KEYS,
  withSettingDefaults,
  type Actor,
  type PolicyContext,
  type ProjectFieldDefinition,
  type ProjectFieldType,
} from '../src';
import { DEFAULT_SECURITY_FLAGS } from '../src/security';

const ID = '0b6f3b1e-6c1a-4c55-9a55-3a8a3c2b1d11';
const parse = (type: ProjectFieldType, value: unknown, field: Partial<ProjectFieldDefinition> = {}) => projectFieldValueSchema(type, field).safeParse(value);
const firstMessage = (type: ProjectFieldType, value: unknown) => {
  const result = parse(type, value);
  return result.success ? null : result.error.issues[0].message;
};

/** Valid values of each kind, as arbitraries; what a kind parses it keeps (lists normalise their values). */
const VALID: Partial<Record<ProjectFieldType, fc.Arbitrary<unknown>>> = {
  text: fc.string({ maxLength: 200 }),
  address: fc.record({
    lat: fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: null }),
    long: fc.option(fc.double({ min: -180, max: 180, noNaN: true }), { nil: null }),
    address: fc.string({ maxLength: 100 }).map((s) => s.trim()),
  }),
  fileList: fc.uniqueArray(fc.uuid(), { maxLength: 10 }),
  blueprintList: fc.uniqueArray(fc.uuid(), { maxLength: 10 }),
  statusList: fc.array(
    fc.record({ label: fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() === s && s !== ''), status: fc.constantFrom(...STATUS_LIST_STATES) }),
    { maxLength: 10 },
  ),
  ranking: fc.integer({ min: 1, max: 5 }),
  skills: fc.uniqueArray(fc.uuid(), { maxLength: 10 }),
  table: fc.array(fc.record({ name: fc.oneof(fc.string({ maxLength: 50 }), fc.constant(null)), value: fc.oneof(fc.integer(), fc.string({ maxLength: 20 })) }), { maxLength: 10 }),
  customerTable: fc.array(fc.record({ name: fc.string({ maxLength: 50 }) }), { maxLength: 10 }),
};

describe('project field values (spec 3 section 3)', () => {
  for (const [type, arbitrary] of Object.entries(VALID) as Array<[ProjectFieldType, fc.Arbitrary<unknown>]>) {
    it(`${type}: a valid value round-trips, and null clears`, () => {
      fc.assert(
        fc.property(arbitrary, (value) => {
          const result = parse(type, value);
          expect(result.success).toBe(true);
          expect(result.data).toEqual(type === 'fileList' || type === 'blueprintList' || type === 'skills' ? (value as string[]).map((v) => v.toLowerCase()) : value);
        }),
      );
      expect(parse(type, null)).toEqual({ success: true, data: null });
    });
  }

  it.each<[ProjectFieldType, unknown, string]>([
    ['text', 42, 'Text is expected'],
    ['text', 'x'.repeat(PROJECT_TEXT_MAX + 1), `Text is at most ${PROJECT_TEXT_MAX} characters`],
    ['address', { lat: 91, long: 0, address: 'Main st' }, 'Too big: expected number to be <=90'],
    ['fileList', ['not-an-id'], 'Each file is an id'],
    ['fileList', [ID, ID], 'A file is listed twice'],
    ['blueprintList', [ID, ID.toUpperCase()], 'A plan is listed twice'],
    ['statusList', [{ label: 'Wiring', status: 'late' }], 'A status is one of open, in_progress, done'],
    ['statusList', [{ label: ' ', status: 'open' }], 'Label is required'],
    ['list', 'red', 'A list value is an item {label, value} or a list of them'],
    ['list', [{ label: 'Red' }, { label: 'RED' }], 'An item is picked twice'],
    ['ranking', 0, 'A ranking is a whole number from 1 to 5'],
    ['ranking', 6, 'A ranking is a whole number from 1 to 5'],
    ['ranking', 2.5, 'A ranking is a whole number from 1 to 5'],
    ['ranking', '3', 'A ranking is a whole number from 1 to 5'],
    ['skills', ['x'], 'Each skill is an id'],
    ['table', [{ price: 1 }], "'price' is not a column"],
    ['table', [{ name: { nested: true } }], 'Invalid input'],
    ['blueprintElements', { elements: 3, byElement: [] }, BLUEPRINT_ELEMENTS_READ_ONLY],
    ['blueprintElements', null, BLUEPRINT_ELEMENTS_READ_ONLY],
  ])('%s refuses %j with a message', (type, value, message) => {
    expect(firstMessage(type, value)).toContain(message);
  });

  it('ranking: exactly the whole numbers 1 to 5', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => parse('ranking', n).success === (n >= 1 && n <= 5)));
    fc.assert(fc.property(fc.double({ noInteger: true }), (n) => !parse('ranking', n).success));
  });

  it('list: one item is a list of one; values are lowercased unless numeric (spec 3 section 5)', () => {
    expect(parse('list', { label: 'Red Brick', value: 'Red Brick' }).data).toEqual([{ label: 'Red Brick', value: 'red brick' }]);
    expect(parse('list', [{ label: 'Floor 12', value: 12 }, { label: 'Gate' }]).data).toEqual([
      { label: 'Floor 12', value: '12' },
      { label: 'Gate', value: 'gate' },
    ]);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''), (text) => {
        const result = parse('list', { label: text, value: text });
        expect(result.success).toBe(true);
        const [item] = result.data as Array<{ value: string }>;
        expect(item.value).toBe(fieldOption(text).value);
        const numeric = Number.isFinite(Number(text.trim()));
        expect(item.value).toBe(numeric ? text.trim() : text.trim().toLowerCase());
      }),
    );
  });

  it('every kind has a schema', () => {
    for (const type of PROJECT_FIELD_TYPES) expect(() => projectFieldValueSchema(type)).not.toThrow();
  });
});

describe('project field definitions', () => {
  const text = { id: 'notes', label: 'Notes', type: 'text' as const };

  it('fill their defaults and keep each id once', () => {
    expect(projectFieldDefinitionsSchema.parse([text])).toEqual([{ ...text, icon: null, permissions: {}, considerRead: false }]);
    const twice = projectFieldDefinitionsSchema.safeParse([text, { ...text, label: 'Other' }]);
    expect(twice.error?.issues[0].message).toBe("Field id 'notes' repeats");
  });

  it('give columns to tables only', () => {
    const columns = [{ key: 'item', label: 'Item' }];
    expect(projectFieldDefinitionsSchema.safeParse([{ ...text, type: 'table', columns }]).success).toBe(true);
    expect(projectFieldDefinitionsSchema.safeParse([{ ...text, columns }]).error?.issues[0].message).toBe('Only tables have columns');
  });

  it.each([['1st'], ['has space'], [''], ['x'.repeat(65)]])('refuse the id %j', (id) => {
    expect(projectFieldDefinitionsSchema.safeParse([{ ...text, id }]).success).toBe(false);
  });

  it('are read from the settings defensively: an entry that does not parse is left out, a repeated id keeps its first', () => {
    const stored = [text, { id: 'bad id', label: 'Broken', type: 'text' }, { ...text, label: 'Again' }, { id: 'rank', label: 'Rank', type: 'ranking' }];
    const resolved = withSettingDefaults({ projectFields: stored as never }, 'Acme').projectFields;
    expect(resolved.map((f) => [f.id, f.label])).toEqual([['notes', 'Notes'], ['rank', 'Rank']]);
  });

  it('are the projectFields setting, with turn-off-hidden off by default', () => {
    const resolved = withSettingDefaults({}, 'Acme');
    expect(resolved.projectFields).toEqual([]);
    expect(resolved.projectFieldsTurnOffHidden).toBe(false);
    expect(bootstrapSchema.shape.projectFields.safeParse([{ id: 'x', label: 'X', type: 'colour' }]).success).toBe(false);
  });
});

describe('the calls', () => {
  it('PATCH takes a list of {id, value}, each field once', () => {
    expect(projectFieldsPatchBodySchema.safeParse([{ id: 'a', value: 1 }]).success).toBe(true);
    expect(projectFieldsPatchBodySchema.safeParse([]).error?.issues[0].message).toBe('Send at least one field');
    expect(projectFieldsPatchBodySchema.safeParse([{ id: 'a', value: 1 }, { id: 'a', value: 2 }]).error?.issues[0].message).toBe('A field is sent twice');
    expect(projectFieldsPatchBodySchema.safeParse({ id: 'a', value: 1 }).success).toBe(false);
  });

  it('a list item takes its value from its label, lowercased unless numeric; private items name their project', () => {
    expect(projectFieldListItemBodySchema.parse({ group: 'colour', label: ' Deep Red ' })).toMatchObject({ label: 'Deep Red', value: 'deep red', isPrivate: false, project: null });
    expect(projectFieldListItemBodySchema.parse({ group: 'floor', label: 'Twelve', value: '12' }).value).toBe('12');
    expect(projectFieldListItemBodySchema.safeParse({ group: 'colour', label: 'Red', isPrivate: true }).error?.issues[0].message).toBe('A private item needs its project');
    expect(projectFieldListItemBodySchema.safeParse({ group: 'colour', label: '' }).error?.issues[0].message).toBe('Label is required');
  });

  it('the list query reads isPrivate as 0 or 1', () => {
    expect(projectFieldListQuerySchema.parse({ isPrivate: '0' })).toMatchObject({ isPrivate: false, limit: 100 });
    expect(projectFieldListQuerySchema.safeParse({ isPrivate: '1' }).error?.issues[0].message).toBe('A private list needs its project');
    expect(projectFieldListQuerySchema.safeParse({ isPrivate: 'yes' }).success).toBe(false);
  });
});

describe("the reader's view leaves out kinds whose app is off", () => {
  const admin: Actor = { id: 'a', role: 'business_admin' } as Actor;
  const ctx = (off: string[]): PolicyContext => ({
    toggles: TOGGLE_KEYS.map((toggleId) => ({ toggleId, isActive: !off.includes(toggleId) })),
    security: DEFAULT_SECURITY_FLAGS,
    isMainHost: true,
  });
  const defs = projectFieldDefinitionsSchema.parse([
    { id: 'plans', label: 'Plans', type: 'blueprintList' },
    { id: 'customer', label: 'Customer', type: 'customerTable' },
    { id: 'notes', label: 'Notes', type: 'text' },
  ]);
  const project = { fields: { notes: 'hi' }, visibility: {} };

  it('blueprint kinds need blueprints, the customer table needs the client portal', () => {
    expect(projectFieldsFor(defs, project, admin, ctx([])).map((v) => v.field.id)).toEqual(['plans', 'customer', 'notes']);
    expect(projectFieldsFor(defs, project, admin, ctx(['blueprints', 'client'])).map((v) => v.field.id)).toEqual(['notes']);
  });
});
