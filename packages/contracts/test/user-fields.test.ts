import { describe, expect, it } from 'vitest';
import {
  bootstrapSchema,
  DEFAULT_USER_FIELDS,
  fieldOption,
  fieldWriteNeeds,
  isEmptyFieldValue,
  readableFieldValues,
  ROLES,
  USER_FIELD_TYPES,
  USER_FIELD_VALUE_SCHEMAS,
  userFieldAccess,
  userFieldAccessByKey,
  userFieldDefinitionSchema,
  userFieldsSchema,
  userFieldValueSchema,
  withSettingDefaults,
  type FieldPermission,
  type UserFieldDefinition,
} from '../src';

const ID = '5f0c7b7e-3f1a-4c5e-9a47-1d2b3c4d5e6f';
const field = (key: string) => DEFAULT_USER_FIELDS.find((f) => f.value === key)!;

describe('profile field types (spec 3 sections 2 and 3)', () => {
  it('are the twelve widget types', () => {
    expect(USER_FIELD_TYPES).toEqual([
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
    ]);
    expect(Object.keys(USER_FIELD_VALUE_SCHEMAS).sort()).toEqual([...USER_FIELD_TYPES].sort());
  });
});

describe('the default profile fields', () => {
  it('are the fields spec 3 lists, in its order', () => {
    expect(DEFAULT_USER_FIELDS.map((f) => f.value)).toEqual([
      'email',
      'dateOfBirth',
      'personalId',
      'drivingLicense',
      'drivingLicenseCategories',
      'form101',
      'cv',
      'homeAddress',
      'phoneNumber',
      'maComplete',
      'bankDetails',
      'startDate',
      'employeeRecommendation',
      'projects',
      'skills',
      'pension',
      'employeeAgreement',
      'workSafetyPermit',
      'shoeSize',
      'shirtSize',
      'coatSize',
      'harnessNumber',
      'items',
      'files',
    ]);
  });

  it('carry the options the spec gives: licence categories, shoes 38 to 48, shirts and coats XS to XXXL', () => {
    const labels = (key: string) => field(key).options!.map((o) => o.label);
    expect(labels('drivingLicenseCategories')).toEqual(['A', '1A', '2A', 'B', '1C', 'C', 'D', '1D', '2D', '3D', 'E1', 'other']);
    expect(labels('shoeSize')).toEqual(['38', '39', '40', '41', '42', '43', '44', '45', '46', '47', '48']);
    expect(labels('shirtSize')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
    expect(labels('coatSize')).toEqual(labels('shirtSize'));
  });

  it('are a valid userFields setting, and a new instance starts with them', () => {
    expect(userFieldsSchema.safeParse(DEFAULT_USER_FIELDS).success).toBe(true);
    expect(withSettingDefaults({}, 'Acme').userFields).toEqual(DEFAULT_USER_FIELDS);
    expect(withSettingDefaults({ userFields: [] }, 'Acme').userFields).toEqual([]);
    expect(bootstrapSchema.shape.userFields.safeParse(DEFAULT_USER_FIELDS).success).toBe(true);
  });

  it('show clients nothing of a staff profile and the user all of their own', () => {
    for (const f of DEFAULT_USER_FIELDS) {
      expect(userFieldAccess(f, { id: 'c', role: 'client' }, 'someone').read).toBe(false);
      expect(userFieldAccess(f, { id: 'u', role: 'inspector' }, 'u').read).toBe(true);
    }
  });
});

describe('select options (spec 3 section 5)', () => {
  it('lowercase their values unless numeric', () => {
    expect(fieldOption('XXL')).toEqual({ label: 'XXL', value: 'xxl' });
    expect(fieldOption('1A')).toEqual({ label: '1A', value: '1a' });
    expect(fieldOption(' 42 ')).toEqual({ label: '42', value: '42' });
    expect(fieldOption('4.5')).toEqual({ label: '4.5', value: '4.5' });
  });
});

describe('a field definition', () => {
  const base = { name: 'Vest', value: 'vest', permissions: {} };

  it.each([
    [{ ...base, type: 'select' }, 'options'],
    [{ ...base, type: 'text', options: [fieldOption('a')] }, 'options'],
    [{ ...base, type: 'table' }, 'columns'],
    [{ ...base, type: 'select', options: [fieldOption('a'), fieldOption('A')] }, 'options'],
    [{ ...base, type: 'date', value: '1st' }, 'value'],
    [{ ...base, type: 'date', permissions: { owner: { read: true, update: true, set: true } } }, 'permissions'],
    [{ ...base, type: 'colour' }, 'type'],
  ])('refuses %j (%s)', (definition, path) => {
    const result = userFieldDefinitionSchema.safeParse(definition);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path[0]).toBe(path);
  });

  it('refuses a setting with the same key twice', () => {
    const date = { ...base, type: 'date' };
    expect(userFieldsSchema.safeParse([date, date]).success).toBe(false);
  });
});

describe('field values (spec 3 section 3)', () => {
  const ok = (key: string, value: unknown) => userFieldValueSchema(field(key)).safeParse(value).success;

  it.each([
    ['dateOfBirth', '1990-02-28', true],
    ['dateOfBirth', '1990-02-30', false],
    ['dateOfBirth', '28/02/1990', false],
    ['personalId', { value: '012345678', files: [ID] }, true],
    ['personalId', '012345678', false],
    ['drivingLicense', true, true],
    ['drivingLicense', { value: true, files: [ID] }, true],
    ['drivingLicense', 'yes', false],
    ['drivingLicenseCategories', ['b', '1c'], true],
    ['drivingLicenseCategories', ['B'], false],
    ['shoeSize', '42', true],
    ['shoeSize', '49', false],
    ['shirtSize', 'xxxl', true],
    ['homeAddress', { lat: 32.08, long: 34.78, address: 'Rothschild 1, Tel Aviv' }, true],
    ['homeAddress', { lat: 95, long: 34.78, address: 'x' }, false],
    ['employeeRecommendation', [ID], true],
    ['employeeRecommendation', ['dana'], false],
    ['harnessNumber', 17, true],
    ['harnessNumber', '17', false],
    ['items', [{ item: 'Helmet', quantity: 1, given: '2026-01-04' }], true],
    ['items', [{ item: 'Helmet', colour: 'red' }], false],
    ['skills', [ID], true],
    ['skills', ['welding'], false],
    ['cv', [ID], true],
    ['shoeSize', null, true],
  ] as const)('%s: %j is %s', (key, value, expected) => {
    expect(ok(key, value)).toBe(expected);
  });

  it('rich text and numbers have their own shapes', () => {
    expect(USER_FIELD_VALUE_SCHEMAS.richText.safeParse('{"blocks":[]}').success).toBe(true);
    expect(USER_FIELD_VALUE_SCHEMAS.number.safeParse(Number.NaN).success).toBe(false);
  });

  it('empty values are what set fills, anything else update changes', () => {
    for (const empty of [null, undefined, '', [], { value: '', files: [] }, { lat: null, long: null, address: '' }]) {
      expect(isEmptyFieldValue(empty)).toBe(true);
      expect(fieldWriteNeeds(empty)).toBe('set');
    }
    for (const value of ['x', 0, false, [ID], { value: '', files: [ID] }, { value: false, files: [] }]) {
      expect(isEmptyFieldValue(value)).toBe(false);
      expect(fieldWriteNeeds(value)).toBe('update');
    }
  });
});

describe('who reads, updates and sets a field (spec 3 sections 3 and 6)', () => {
  const ALL: FieldPermission = { read: true, update: true, set: true };
  const NONE: FieldPermission = { read: false, update: false, set: false };
  const R: FieldPermission = { read: true, update: false, set: false };
  const custom = (type: UserFieldDefinition['type'], permissions: UserFieldDefinition['permissions']) => ({ value: 'custom', type, permissions });

  it('sys_admin and business_admin may do everything, whatever the entries say', () => {
    for (const role of ['sys_admin', 'business_admin'] as const) {
      expect(userFieldAccess(custom('text', { [role]: NONE }), { id: 'a', role }, 'u')).toEqual(ALL);
    }
  });

  it("a role gets its entry; the user themself also the 'user' entry", () => {
    const f = custom('date', { project_manager: R, user: ALL });
    expect(userFieldAccess(f, { id: 'pm', role: 'project_manager' }, 'u')).toEqual(R);
    expect(userFieldAccess(f, { id: 'u', role: 'inspector' }, 'u')).toEqual(ALL);
    expect(userFieldAccess(f, { id: 'i', role: 'inspector' }, 'u')).toEqual(NONE);
  });

  it('a role with no entry gets nothing, except a client, who gets everything', () => {
    const f = custom('date', {});
    for (const role of ['project_manager', 'inspector'] as const) expect(userFieldAccess(f, { id: 'x', role }, 'u')).toEqual(NONE);
    expect(userFieldAccess(f, { id: 'c', role: 'client' }, 'u')).toEqual(ALL);
    expect(userFieldAccess(custom('date', { client: NONE }), { id: 'c', role: 'client' }, 'u')).toEqual(NONE);
  });

  it('only admins edit text, booleans, user selections, addresses and rich text', () => {
    for (const type of ['text', 'boolean', 'userSelection', 'address', 'richText'] as const) {
      expect(userFieldAccess(custom(type, { inspector: ALL }), { id: 'i', role: 'inspector' }, 'u')).toEqual(R);
    }
    for (const type of ['date', 'textWithFiles', 'file', 'select', 'multiSelect', 'number', 'table'] as const) {
      expect(userFieldAccess(custom(type, { inspector: ALL }), { id: 'i', role: 'inspector' }, 'u')).toEqual(ALL);
    }
  });

  it('core keys are read through fields but changed through their own rules, even by admins', () => {
    expect(userFieldAccess(field('email'), { id: 'a', role: 'sys_admin' }, 'u')).toEqual(R);
    expect(userFieldAccess({ ...field('skills'), permissions: { user: ALL } }, { id: 'u', role: 'inspector' }, 'u')).toEqual(R);
  });

  it('is the settings check by key: an unknown key gives nobody anything', () => {
    expect(userFieldAccessByKey(DEFAULT_USER_FIELDS, { id: 'u', role: 'inspector' }, 'u', 'shoeSize')).toEqual(ALL);
    for (const role of ROLES) expect(userFieldAccessByKey(DEFAULT_USER_FIELDS, { id: 'x', role }, 'u', 'nope')).toEqual(NONE);
  });

  it('the server sends only the values the viewer may read', () => {
    const values = { shoeSize: '42', bankDetails: { value: '12-345', files: [] }, harnessNumber: 7, stale: 'x' };
    expect(readableFieldValues(DEFAULT_USER_FIELDS, values, { id: 'pm', role: 'project_manager' }, 'u')).toEqual({ harnessNumber: 7 });
    expect(readableFieldValues(DEFAULT_USER_FIELDS, values, { id: 'u', role: 'inspector' }, 'u')).toEqual({
      shoeSize: '42',
      bankDetails: { value: '12-345', files: [] },
      harnessNumber: 7,
    });
    expect(readableFieldValues(DEFAULT_USER_FIELDS, values, { id: 'c', role: 'client' }, 'u')).toEqual({});
  });
});
