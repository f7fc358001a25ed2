import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE,
  ROLES,
  canChangeRole,
  invitableRoles,
  isAdminRole,
  isManagerRole,
  isRole,
  isRoleAtLeast,
  type Role,
} from '../src';

describe('role order (spec 1 section 6)', () => {
  it('runs sys_admin, business_admin, project_manager, inspector, client', () => {
    expect(ROLES).toEqual(['sys_admin', 'business_admin', 'project_manager', 'inspector', 'client']);
  });

  // Row: the role; column: the minimum it is checked against. Written out rather than derived,
  // so the table states the rule instead of repeating the implementation.
  const atLeast: Record<Role, Record<Role, boolean>> = {
    sys_admin: { sys_admin: true, business_admin: true, project_manager: true, inspector: true, client: true },
    business_admin: { sys_admin: false, business_admin: true, project_manager: true, inspector: true, client: true },
    project_manager: { sys_admin: false, business_admin: false, project_manager: true, inspector: true, client: true },
    inspector: { sys_admin: false, business_admin: false, project_manager: false, inspector: true, client: true },
    client: { sys_admin: false, business_admin: false, project_manager: false, inspector: false, client: true },
  };
  const pairs = ROLES.flatMap((role) => ROLES.map((minimum) => [role, minimum, atLeast[role][minimum]] as const));

  it('has a case for each of the 25 pairs', () => {
    expect(pairs).toHaveLength(25);
  });

  it.each(pairs)('isRoleAtLeast(%s, %s) is %s', (role, minimum, expected) => {
    expect(isRoleAtLeast(role, minimum)).toBe(expected);
  });

  it.each([
    ['sys_admin', true, true, true],
    ['business_admin', true, true, true],
    ['project_manager', false, true, false],
    ['inspector', false, false, false],
    ['client', false, false, false],
  ] as const)('%s: admin %s, manager %s, may change roles %s', (role, admin, manager, changes) => {
    expect(isAdminRole(role)).toBe(admin);
    expect(isManagerRole(role)).toBe(manager);
    expect(canChangeRole(role)).toBe(changes);
  });

  it('is a total order: reflexive, antisymmetric, transitive and total', () => {
    const role = fc.constantFrom(...ROLES);
    fc.assert(
      fc.property(role, role, role, (a, b, c) => {
        expect(isRoleAtLeast(a, a)).toBe(true);
        expect(isRoleAtLeast(a, b) || isRoleAtLeast(b, a)).toBe(true);
        if (isRoleAtLeast(a, b) && isRoleAtLeast(b, a)) expect(a).toBe(b);
        if (isRoleAtLeast(a, b) && isRoleAtLeast(b, c)) expect(isRoleAtLeast(a, c)).toBe(true);
      }),
    );
  });

  it('gives a new user the inspector role by default', () => {
    expect(DEFAULT_ROLE).toBe('inspector');
  });

  it('recognises only the five role names', () => {
    expect(ROLES.every(isRole)).toBe(true);
    expect(['admin', 'SYS_ADMIN', '', null, 3, undefined].some(isRole)).toBe(false);
  });
});

describe('invitableRoles (spec 1 section 6)', () => {
  const sorted = (roles: Role[]) => [...roles].sort();

  it.each([
    ['sys_admin', true, ['sys_admin', 'business_admin', 'project_manager', 'inspector', 'client']],
    ['sys_admin', false, ['sys_admin', 'business_admin', 'project_manager', 'inspector']],
    ['business_admin', true, ['inspector', 'project_manager', 'client']],
    ['business_admin', false, ['inspector', 'project_manager']],
    ['project_manager', true, ['inspector', 'client']],
    ['project_manager', false, ['inspector']],
    ['inspector', true, []],
    ['inspector', false, []],
    ['client', true, []],
    ['client', false, []],
  ] as const)('%s with the client app %s may assign %j', (inviter, clientApp, expected) => {
    expect(sorted(invitableRoles(inviter, clientApp))).toEqual(sorted([...expected]));
  });

  it('never offers a role above the inviter, except that sys_admin may assign any role', () => {
    for (const inviter of ROLES) {
      for (const role of invitableRoles(inviter, true)) {
        expect(inviter === 'sys_admin' || !isRoleAtLeast(role, inviter)).toBe(true);
      }
    }
  });

  it('hands out a fresh list each time, so a caller may change it', () => {
    const first = invitableRoles('sys_admin', true);
    first.pop();
    expect(invitableRoles('sys_admin', true)).toHaveLength(5);
  });
});
