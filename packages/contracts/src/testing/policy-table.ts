import type { Action, Actor, AssetSubject, DenyReason, ListViewSubject, PolicyContext, UserSubject } from '../policy';
import { ROLES, type Role } from '../roles';
import { DEFAULT_SECURITY_FLAGS, type SecurityFlags } from '../security';
import { TOGGLE_KEYS, type ToggleKey } from '../toggles';

/**
 * What the access policy must answer, written out by hand: one row per action and situation,
 * one column per caller. The contracts test checks `can()` against it, the API test walks it
 * through HTTP (with a second tenant), and the web test drives its `useCan` hook with it, so the
 * three cannot drift apart.
 *
 * Columns: anonymous, sys_admin, business_admin, project_manager, inspector, client.
 * Codes: Y allowed; A unauthenticated; R role; O app off; F security flag; P permission;
 * M main host only; I impersonating; V not visible; W not owner; T invalid target.
 */
export const CALLERS = ['anonymous', ...ROLES] as const;
export type Caller = (typeof CALLERS)[number];

/** The situation of a row: the baseline is every app on, default flags, the main host. */
export interface PolicySituation {
  /** Apps switched off. */
  off?: ToggleKey[];
  flags?: Partial<SecurityFlags>;
  mainHost?: boolean;
  impersonating?: boolean;
  canManageSkills?: boolean;
  /** The row the action is done to, relative to the caller. */
  subject?:
    | 'own'
    | 'colleague'
    | 'colleague_private'
    | 'self'
    | 'other_user'
    | 'unconfirmed_user'
    | 'own_view'
    | 'colleague_view'
    | 'shared_view';
}

export type Expected = 'allow' | DenyReason;

export interface PolicyRow {
  action: Action;
  when: PolicySituation;
  expect: Record<Caller, Expected>;
  /** For test names: "files.browse (files off)". */
  label: string;
}

const CODES: Record<string, Expected> = {
  Y: 'allow',
  A: 'unauthenticated',
  R: 'role',
  O: 'app_off',
  F: 'security_flag',
  P: 'permission',
  M: 'main_host_only',
  I: 'impersonating',
  V: 'not_visible',
  W: 'not_owner',
  T: 'invalid_target',
};

function row(action: Action, when: PolicySituation, codes: string): PolicyRow {
  const cells = codes.trim().split(/\s+/);
  if (cells.length !== CALLERS.length) throw new Error(`${action}: ${CALLERS.length} columns expected`);
  const expect = Object.fromEntries(
    CALLERS.map((caller, i) => {
      const code = CODES[cells[i]];
      if (!code) throw new Error(`${action}: unknown code ${cells[i]}`);
      return [caller, code];
    }),
  ) as Record<Caller, Expected>;
  const parts = [
    when.subject && `on ${when.subject.replace('_', ' ')}`,
    when.off?.length && `${when.off.join(', ')} off`,
    when.flags && Object.entries(when.flags).map(([k, v]) => `${k} ${v ? 'on' : 'off'}`).join(', '),
    when.mainHost === false && 'not the main host',
    when.impersonating && 'impersonating',
    when.canManageSkills && 'with manage-skills',
  ].filter(Boolean);
  return { action, when, expect, label: parts.length ? `${action} (${parts.join('; ')})` : action };
}

//                                                                           anon sys biz pm insp client
export const POLICY_TABLE: readonly PolicyRow[] = [
  row('bootstrap.read', {}, '                                               Y    Y   Y   Y   Y    Y'),
  row('profile.read', {}, '                                                 A    Y   Y   Y   Y    Y'),
  row('notifications.read', {}, '                                           A    Y   Y   Y   Y    Y'),
  row('toggles.read', {}, '                                                 A    Y   Y   Y   Y    Y'),
  row('toggles.update', {}, '                                               A    Y   Y   R   R    R'),
  row('appSettings.read', {}, '                                             A    Y   Y   R   R    R'),
  row('appSettings.update', {}, '                                           A    Y   Y   R   R    R'),
  row('settings.view', {}, '                                                A    Y   Y   R   R    R'),
  row('mail.read', {}, '                                                    A    Y   R   R   R    R'),

  row('asset.upload', {}, '                                                 A    Y   Y   Y   Y    Y'),
  row('asset.upload', { off: ['files'] }, '                                 A    Y   Y   Y   Y    Y'),
  row('asset.download', {}, '                                               Y    Y   Y   Y   Y    Y'),
  row('asset.download', { off: ['files'] }, '                               Y    Y   Y   Y   Y    Y'),
  row('asset.uploadFor', { subject: 'self' }, '                             A    Y   Y   Y   Y    Y'),
  row('asset.uploadFor', { subject: 'other_user' }, '                       A    Y   Y   Y   R    R'),
  row('asset.read', { subject: 'own' }, '                                   A    Y   Y   Y   Y    Y'),
  row('asset.read', { subject: 'colleague' }, '                             A    Y   Y   Y   Y    Y'),
  row('asset.read', { subject: 'colleague_private' }, '                     A    Y   Y   V   V    V'),
  row('asset.read', { subject: 'colleague', off: ['files'] }, '             A    Y   Y   Y   Y    Y'),
  row('asset.modify', { subject: 'own' }, '                                 A    Y   Y   Y   Y    Y'),
  row('asset.modify', { subject: 'colleague' }, '                           A    Y   Y   Y   W    W'),
  row('asset.modify', { subject: 'colleague_private' }, '                   A    Y   Y   V   V    V'),
  row('asset.delete', { subject: 'own' }, '                                 A    Y   Y   Y   Y    Y'),
  row('asset.delete', { subject: 'own', off: ['files'] }, '                 A    Y   Y   Y   Y    Y'),
  row('asset.delete', { subject: 'colleague' }, '                           A    Y   Y   Y   W    W'),
  row('asset.delete', { subject: 'colleague_private' }, '                   A    Y   Y   V   V    V'),
  row('files.browse', {}, '                                                 A    Y   Y   Y   R    R'),
  row('files.browse', { off: ['files'] }, '                                 A    O   O   O   R    R'),

  row('listView.read', { subject: 'own_view' }, '                           A    Y   Y   Y   Y    Y'),
  row('listView.read', { subject: 'colleague_view' }, '                     A    V   V   V   V    V'),
  row('listView.read', { subject: 'shared_view' }, '                        A    Y   Y   Y   Y    Y'),
  row('listView.save', {}, '                                                A    Y   Y   Y   Y    Y'),
  row('listView.modify', { subject: 'own_view' }, '                         A    Y   Y   Y   Y    Y'),
  row('listView.modify', { subject: 'colleague_view' }, '                   A    V   V   V   V    V'),
  row('listView.modify', { subject: 'shared_view' }, '                      A    Y   Y   W   W    W'),
  row('listView.share', {}, '                                               A    Y   Y   R   R    R'),

  row('job.list', {}, '                                                     A    Y   Y   Y   Y    Y'),
  row('report.list', {}, '                                                  A    Y   Y   Y   Y    Y'),
  row('project.list', {}, '                                                 A    Y   Y   Y   Y    Y'),
  row('project.list', { off: ['projects'] }, '                              A    O   O   O   O    O'),
  row('project.list', { flags: { allowInspectorManageProjects: false } }, ' A    Y   Y   Y   F    Y'),
  row('user.list', {}, '                                                    A    Y   Y   Y   R    R'),
  row('user.impersonate', {}, '                                             A    Y   R   R   R    R'),
  row('user.impersonate', { subject: 'other_user' }, '                      A    Y   R   R   R    R'),
  row('user.impersonate', { subject: 'self' }, '                            A    T   R   R   R    R'),
  row('user.impersonate', { subject: 'unconfirmed_user' }, '                A    T   R   R   R    R'),
  row('user.impersonate', { mainHost: false }, '                            A    M   R   R   R    R'),
  row('user.impersonate', { off: ['impersonate'] }, '                       A    O   R   R   R    R'),
  row('user.impersonate', { impersonating: true }, '                        A    I   R   R   R    R'),
  row('jobType.manage', {}, '                                               A    Y   Y   R   R    R'),
  row('skill.manage', {}, '                                                 A    Y   Y   P   P    P'),
  row('skill.manage', { canManageSkills: true }, '                          A    Y   Y   Y   Y    Y'),
  row('skill.manage', { canManageSkills: true, off: ['skills'] }, '         A    O   O   O   O    O'),
  row('automation.manage', {}, '                                            A    Y   Y   R   R    R'),
  row('blueprintSettings.manage', {}, '                                     A    Y   Y   R   R    R'),
  row('blueprintSettings.manage', { off: ['blueprints'] }, '                A    O   O   R   R    R'),
  row('microsoftSso.manage', {}, '                                          A    Y   Y   R   R    R'),
  row('microsoftSso.manage', { off: ['microsoft_sso'] }, '                  A    O   O   R   R    R'),
  row('shiftView.open', {}, '                                               A    Y   Y   Y   R    R'),
  row('shiftView.open', { off: ['shift_view'] }, '                          A    O   O   O   R    R'),
  row('games.play', {}, '                                                   A    Y   Y   Y   Y    Y'),
  row('games.play', { off: ['games'] }, '                                   A    O   O   O   O    O'),
  row('worker.view', {}, '                                                  A    Y   R   R   R    R'),
  row('instance.manage', {}, '                                              A    Y   R   R   R    R'),
  row('instance.manage', { mainHost: false }, '                             A    M   R   R   R    R'),
  row('platform.links', {}, '                                               A    Y   R   R   R    R'),
  row('platform.links', { mainHost: false }, '                              A    M   R   R   R    R'),
];

/** The ids the table's situations use. */
export const TABLE_IDS = { caller: 'caller-id', colleague: 'colleague-id', other: 'other-id' } as const;

/** The policy context of a situation. */
export function contextOf(when: PolicySituation): PolicyContext {
  const off = new Set(when.off ?? []);
  return {
    toggles: TOGGLE_KEYS.map((toggleId) => ({ toggleId, isActive: !off.has(toggleId) })),
    security: { ...DEFAULT_SECURITY_FLAGS, ...when.flags },
    isMainHost: when.mainHost ?? true,
  };
}

/** The actor of a column in a situation (null for anonymous). */
export function actorOf(caller: Caller, when: PolicySituation): Actor | null {
  if (caller === 'anonymous') return null;
  return {
    id: TABLE_IDS.caller,
    role: caller as Role,
    canManageSkills: when.canManageSkills ?? false,
    impersonatedBy: when.impersonating ? TABLE_IDS.other : null,
  };
}

/** The subject of a situation, as the policy sees it. */
export function subjectOf(when: PolicySituation): AssetSubject | UserSubject | ListViewSubject | undefined {
  const { caller, colleague, other } = TABLE_IDS;
  switch (when.subject) {
    case undefined:
      return undefined;
    case 'own':
      return { ownerId: caller, uploadedBy: caller, private: false };
    case 'colleague':
      return { ownerId: colleague, uploadedBy: colleague, private: false };
    case 'colleague_private':
      return { ownerId: colleague, uploadedBy: colleague, private: true };
    case 'self':
      return { id: caller, confirmed: true, valid: true };
    case 'other_user':
      return { id: other, confirmed: true, valid: true };
    case 'unconfirmed_user':
      return { id: other, confirmed: false, valid: true };
    case 'own_view':
      return { ownerId: caller, shared: false };
    case 'colleague_view':
      return { ownerId: colleague, shared: false };
    case 'shared_view':
      return { ownerId: colleague, shared: true };
  }
}
