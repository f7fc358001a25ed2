import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  can,
  DEFAULT_USER_FIELDS,
  invitableRoles,
  isAdminRole,
  isManagerRole,
  isRoleAtLeast,
  ROLES,
  userUpdateBodySchema,
  userUpdateChecks,
  type Action,
} from '../src';
import { actorOf, CALLERS, contextOf, POLICY_TABLE, subjectOf } from '../src/testing';

describe('the access policy answers every row of the table', () => {
  for (const row of POLICY_TABLE) {
    it(row.label, () => {
      const answers = Object.fromEntries(
        CALLERS.map((caller) => {
          const decision = can(actorOf(caller, row.when), row.action, subjectOf(row.when, caller) as never, contextOf(row.when));
          return [caller, decision.allowed ? 'allow' : decision.reason];
        }),
      );
      expect(answers).toEqual(row.expect);
    });
  }

  it('has a row for every action', () => {
    const covered = new Set<Action>(POLICY_TABLE.map((r) => r.action));
    expect(ACTIONS.filter((a) => !covered.has(a))).toEqual([]);
  });
});

describe('decisions name what refused', () => {
  it('an app switched off names the app', () => {
    const decision = can(actorOf('business_admin', {}), 'files.browse', undefined, contextOf({ off: ['files'] }));
    expect(decision).toEqual({ allowed: false, reason: 'app_off', app: 'files' });
  });

  it('a security flag names the flag', () => {
    const ctx = contextOf({ flags: { allowInspectorManageProjects: false } });
    expect(can(actorOf('inspector', {}), 'project.list', undefined, ctx)).toEqual({
      allowed: false,
      reason: 'security_flag',
      flag: 'allowInspectorManageProjects',
    });
  });

  it('without a subject only the gates are asked; with one the row decides', () => {
    const ctx = contextOf({});
    const inspector = actorOf('inspector', {});
    expect(can(inspector, 'asset.delete', undefined, ctx).allowed).toBe(true);
    const colleagues = { ownerId: 'someone-else', uploadedBy: 'someone-else', private: false };
    expect(can(inspector, 'asset.delete', colleagues, ctx)).toEqual({ allowed: false, reason: 'not_owner' });
  });
});

describe('the user rules, across every role', () => {
  const ctxWith = (client: boolean) => contextOf(client ? {} : { off: ['client'] });
  const states = fc.record({ confirmed: fc.boolean(), verified: fc.boolean() });

  it('no call lets a business_admin make anyone sys_admin: not an invitation, not a re-invitation, not a role change', () => {
    const admin = actorOf('business_admin', {})!;
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.boolean(), fc.boolean(), states, (from, self, client, state) => {
        const id = self ? admin.id : 'other-id';
        const ctx = ctxWith(client);
        expect(can(admin, 'user.invite', { role: 'sys_admin' }, ctx).allowed).toBe(false);
        expect(can(admin, 'user.reinvite', { id, role: 'sys_admin', ...state }, ctx).allowed).toBe(false);
        expect(can(admin, 'user.changeRole', { id, role: from, to: 'sys_admin' }, ctx).allowed).toBe(false);
      }),
    );
  });

  it('nobody gives a role above their own, or changes the role of someone above them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.constantFrom(...ROLES), fc.constantFrom(...ROLES), (actorRole, from, to) => {
        const decision = can(actorOf(actorRole, {}), 'user.changeRole', { id: 'other-id', role: from, to }, contextOf({}));
        if (decision.allowed) {
          expect(isRoleAtLeast(actorRole, to) && isRoleAtLeast(actorRole, from) && isAdminRole(actorRole)).toBe(true);
        }
      }),
    );
  });

  it('an invitation follows invitableRoles exactly, the client role naming the app when it is off', () => {
    for (const inviter of ROLES) {
      for (const client of [true, false]) {
        for (const role of ROLES) {
          const decision = can(actorOf(inviter, {}), 'user.invite', { role }, ctxWith(client));
          expect([inviter, client, role, decision.allowed]).toEqual([inviter, client, role, invitableRoles(inviter, client).includes(role)]);
          if (!decision.allowed && invitableRoles(inviter, true).includes(role)) {
            expect(decision).toEqual({ allowed: false, reason: 'app_off', app: 'client' });
          }
        }
      }
    }
  });

  it('a re-invitation is refused once the user is confirmed and verified, whoever asks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.constantFrom('inspector', 'client'), states, (actorRole, role, state) => {
        const decision = can(actorOf(actorRole, {}), 'user.reinvite', { id: 'other-id', role, ...state }, contextOf({}));
        if (state.confirmed && state.verified) expect(decision.allowed).toBe(false);
        else expect(decision.allowed).toBe(isManagerRole(actorRole));
      }),
    );
  });

  it('the erase flag names itself when it refuses', () => {
    const ctx = contextOf({ flags: { allowErase: false } });
    expect(can(actorOf('project_manager', {}), 'user.remove', { id: 'other-id', role: 'inspector' }, ctx)).toEqual({
      allowed: false,
      reason: 'security_flag',
      flag: 'allowErase',
    });
  });

  it('a PUT whose body raises someone to sys_admin fails one of its checks for a business_admin', () => {
    const admin = actorOf('business_admin', {})!;
    const target = { id: 'other-id', role: 'inspector' as const, email: 'i@acme.com', inTraining: false, canManageSkills: false, companies: [], client_projects: [], fields: {} };
    const { checks } = userUpdateChecks(admin.id, target, userUpdateBodySchema.parse({ ...target, role: 'sys_admin' }), DEFAULT_USER_FIELDS);
    const refused = checks.filter((c) => !can(admin, c.action, ('subject' in c ? c.subject : undefined) as never, contextOf({})).allowed);
    expect(refused.map((c) => c.action)).toEqual(['user.changeRole']);
  });
});
