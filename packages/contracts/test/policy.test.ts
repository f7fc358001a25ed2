import { describe, expect, it } from 'vitest';
import { ACTIONS, can, type Action } from '../src';
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
