import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_FLAGS, DEFAULT_USER_FIELDS, type Role } from '@fieldwork/contracts';
import { bindPolicy } from '../../../app/access/boundPolicy';
import { togglesWith } from '../../../test/fixtures';
import { makeUserDetail } from '../testData';
import { editorRules } from './editorRules';
import { changesOf, draftOf, refusedChecks } from './userForm';

const fields = DEFAULT_USER_FIELDS;
const policy = (role: Role, id = 'me', allowErase = false) =>
  bindPolicy({ id, role, canManageSkills: true }, { toggles: togglesWith(['skills', 'client']), security: { ...DEFAULT_SECURITY_FLAGS, allowErase }, isMainHost: true });

describe('the editor body: only what changed', () => {
  const user = makeUserDetail('u-9', 'inspector', { fields: { shoeSize: '42', drivingLicense: true } });

  it('is empty for an untouched draft, and for text typed then deleted', () => {
    expect(changesOf(user, draftOf(user), fields)).toEqual({});
    expect(changesOf(user, { ...draftOf(user), phoneNumber: '  ', fields: { ...user.fields, cv: [], dateOfBirth: '', maComplete: false } }, fields)).toEqual({});
  });

  it('splits the name at the first space and lowercases the e-mail', () => {
    const draft = { ...draftOf(user), name: '  Anna Maria Cohen ', email: ' Anna@Demo.Test ' };
    expect(changesOf(user, draft, fields)).toEqual({ name: { first: 'Anna', last: 'Maria Cohen' }, email: 'anna@demo.test' });
  });

  it('clears a field with null and leaves the user’s own properties out of the fields', () => {
    const draft = { ...draftOf(user), fields: { ...user.fields, shoeSize: '', drivingLicense: false, email: 'x@y.z' } };
    expect(changesOf(user, draft, fields)).toEqual({ fields: { shoeSize: null, drivingLicense: false } });
  });
});

describe('the rules a save needs', () => {
  const user = makeUserDetail('u-9', 'inspector');

  it('refuses a business_admin making anyone sys_admin, and allows the roles up to their own', () => {
    const { can } = policy('business_admin');
    expect(refusedChecks(can, 'me', user, { role: 'sys_admin' }, fields).map((c) => c.action)).toEqual(['user.changeRole']);
    expect(refusedChecks(can, 'me', user, { role: 'business_admin' }, fields)).toEqual([]);
  });

  it('refuses a project manager an e-mail change', () => {
    const { can } = policy('project_manager');
    expect(refusedChecks(can, 'me', user, { email: 'new@demo.test', inTraining: true }, fields).map((c) => c.action)).toEqual(['user.changeEmail']);
  });
});

describe('what the editor offers', () => {
  it.each<[Role, Role, { roles: Role[]; email: boolean; inTraining: string; manageSkills: string }]>([
    ['sys_admin', 'business_admin', { roles: ['sys_admin', 'business_admin', 'project_manager', 'inspector', 'client'], email: true, inTraining: 'hidden', manageSkills: 'locked' }],
    ['business_admin', 'inspector', { roles: ['business_admin', 'project_manager', 'inspector', 'client'], email: true, inTraining: 'editable', manageSkills: 'editable' }],
    ['business_admin', 'sys_admin', { roles: ['sys_admin'], email: false, inTraining: 'hidden', manageSkills: 'locked' }],
    ['project_manager', 'inspector', { roles: ['inspector'], email: false, inTraining: 'editable', manageSkills: 'locked' }],
  ])('%s editing a %s', (viewer, target, expected) => {
    const { can, decide } = policy(viewer);
    const rules = editorRules(can, decide, makeUserDetail('u-9', target), 'me');
    expect({ roles: rules.roles, email: rules.email, inTraining: rules.inTraining, manageSkills: rules.manageSkills }).toEqual(expected);
  });

  it('hides erase from a project manager while the erase flag is off, and never offers erasing oneself', () => {
    const target = makeUserDetail('u-9', 'inspector');
    expect(editorRules(policy('project_manager').can, policy('project_manager').decide, target, 'me').erase).toBe(false);
    expect(editorRules(policy('project_manager', 'me', true).can, policy('project_manager', 'me', true).decide, target, 'me').erase).toBe(true);
    expect(editorRules(policy('business_admin', 'u-9').can, policy('business_admin', 'u-9').decide, makeUserDetail('u-9', 'business_admin'), 'u-9').erase).toBe(false);
  });

  it('shows an inspector their own training switch fixed, and hides manage-skills with the skills app off', () => {
    const inspector = bindPolicy({ id: 'u-9', role: 'inspector', canManageSkills: false }, { toggles: togglesWith([]), security: DEFAULT_SECURITY_FLAGS, isMainHost: true });
    const rules = editorRules(inspector.can, inspector.decide, makeUserDetail('u-9', 'inspector'), 'u-9');
    expect(rules).toMatchObject({ editable: true, email: false, roles: ['inspector'], inTraining: 'locked', manageSkills: 'hidden' });
  });
});
