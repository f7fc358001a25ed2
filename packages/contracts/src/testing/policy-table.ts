import type {
  Action,
  Actor,
  AssetSubject,
  DenyReason,
  InviteSubject,
  ListViewSubject,
  PolicyContext,
  JobTypeSubject,
  ProjectFieldSubject,
  ProjectSubject,
  JobSubject,
  JobCreateSubject,
  AnswerSubject,
  BlueprintMarkSubject,
  QuestionSubject,
  QuestionTypeSubject,
  ReinviteSubject,
  RoleChangeSubject,
  UserFieldSubject,
  UserSubject,
} from '../policy';
import type { QuestionType } from '../question-types';
import { ROLES, type Role } from '../roles';
import { DEFAULT_SECURITY_FLAGS, type SecurityFlags } from '../security';
import { TOGGLE_KEYS, type ToggleKey } from '../toggles';
import type { FieldPermissions, UserFieldType } from '../user-fields';

/**
 * What the access policy must answer, written out by hand: one row per action and situation,
 * one column per caller. The contracts test checks `can()` against it, the API test walks it
 * through HTTP (with a second tenant), and the web test drives its `useCan` hook with it, so the
 * three cannot drift apart.
 *
 * Columns: anonymous, sys_admin, business_admin, project_manager, inspector, client.
 * Codes: Y allowed; A unauthenticated; R role; O app off; F security flag; P permission;
 * M main host only; I impersonating; V not visible; W not owner; T invalid target; S status locked.
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
    | 'unverified_user'
    | 'banned_user'
    | 'new_user'
    | 'own_view'
    | 'colleague_view'
    | 'shared_view'
    | 'own_field'
    | 'colleague_field'
    | 'project'
    | 'client_project'
    | 'project_field'
    | 'job_type'
    | 'client_job_type'
    | 'question'
    | 'client_question'
    | 'new_question'
    | 'job'
    | 'client_job'
    | 'assigned_job'
    | 'done_job'
    | 'creatable_type'
    | 'uncreatable_type'
    | 'job_question'
    | 'client_job_question'
    | 'client_job_hidden_question'
    | 'done_job_question'
    | 'closed_job_question'
    | 'blocked_date_question'
    | 'plan_job'
    | 'plan_other_job'
    | 'plan_other_job_allowed'
    | 'plan_done_job';
  /** The type of 'new_question' (text when not said). */
  questionType?: QuestionType;
  /**
   * The role of the user subject (other, unconfirmed, unverified and banned users; inspector when
   * not said). 'self' has the caller's own role.
   */
  userRole?: Role;
  /** The role given: the new role of a role change, the role of an invitation ('new_user'). */
  toRole?: Role;
  /** The profile field of 'own_field' and 'colleague_field'. */
  field?: { type: UserFieldType; key?: string; permissions: FieldPermissions };
  /** The project field of 'project_field': its entries, whether reading is considered, whether the project hides it. */
  projectField?: { permissions: FieldPermissions; considerRead?: boolean; hidden?: boolean };
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
  S: 'status_locked',
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
    when.userRole && `a ${when.userRole}`,
    when.questionType && `of type ${when.questionType}`,
    when.toRole && `to ${when.toRole}`,
    when.field && `${when.field.type} field${when.field.key ? ` ${when.field.key}` : ''} ${permissionsLabel(when.field.permissions)}`,
    when.projectField &&
      `${permissionsLabel(when.projectField.permissions)}${when.projectField.considerRead ? ' read considered' : ''}${when.projectField.hidden ? ' hidden' : ''}`,
    when.off?.length && `${when.off.join(', ')} off`,
    when.flags && Object.entries(when.flags).map(([k, v]) => `${k} ${v ? 'on' : 'off'}`).join(', '),
    when.mainHost === false && 'not the main host',
    when.impersonating && 'impersonating',
    when.canManageSkills && 'with manage-skills',
  ].filter(Boolean);
  return { action, when, expect, label: parts.length ? `${action} (${parts.join('; ')})` : action };
}

/** "user:rus, pm:r": who the field grants what (r read, u update, s set); "no entries" when none. */
function permissionsLabel(permissions: FieldPermissions): string {
  const entries = Object.entries(permissions).map(
    ([who, p]) => `${who}:${p.read ? 'r' : ''}${p.update ? 'u' : ''}${p.set ? 's' : ''}${p.read || p.update || p.set ? '' : '-'}`,
  );
  return entries.length ? `(${entries.join(', ')})` : '(no entries)';
}

const R = { read: true, update: false, set: false };
const RUS = { read: true, update: true, set: true };
const RS = { read: true, update: false, set: true };
const NONE = { read: false, update: false, set: false };

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

  // Users and access; the columns as above: anon sys biz pm insp client.
  // Who sees whom: oneself, and staff everyone of their instance.
  row('user.read', { subject: 'self' }, 'A Y Y Y Y Y'),
  row('user.read', { subject: 'other_user' }, 'A Y Y Y V V'),
  row('user.read', { subject: 'other_user', userRole: 'sys_admin' }, 'A Y Y Y V V'),
  row('user.activities', { subject: 'self' }, 'A Y Y Y Y Y'),
  row('user.activities', { subject: 'other_user' }, 'A Y Y Y V V'),

  // Invitable roles: sys_admin any; business_admin inspector, project_manager, client;
  // project_manager inspector, client; client only with the client app on.
  row('user.invite', {}, 'A Y Y Y R R'),
  row('user.invite', { subject: 'new_user', toRole: 'sys_admin' }, 'A Y R R R R'),
  row('user.invite', { subject: 'new_user', toRole: 'business_admin' }, 'A Y R R R R'),
  row('user.invite', { subject: 'new_user', toRole: 'project_manager' }, 'A Y Y R R R'),
  row('user.invite', { subject: 'new_user', toRole: 'inspector' }, 'A Y Y Y R R'),
  row('user.invite', { subject: 'new_user', toRole: 'client' }, 'A Y Y Y R R'),
  row('user.invite', { subject: 'new_user', toRole: 'client', off: ['client'] }, 'A O O O R R'),
  row('user.invite', { subject: 'new_user', toRole: 'inspector', off: ['client'] }, 'A Y Y Y R R'),

  // Re-invitation: refused once confirmed and verified.
  row('user.reinvite', {}, 'A Y Y Y R R'),
  row('user.reinvite', { subject: 'unconfirmed_user' }, 'A Y Y Y R R'),
  row('user.reinvite', { subject: 'unverified_user' }, 'A Y Y Y R R'),
  row('user.reinvite', { subject: 'other_user' }, 'A T T T R R'),
  row('user.reinvite', { subject: 'banned_user' }, 'A T T T R R'),
  row('user.reinvite', { subject: 'self' }, 'A T T T R R'),
  row('user.reinvite', { subject: 'unconfirmed_user', userRole: 'business_admin' }, 'A Y R R R R'),
  row('user.reinvite', { subject: 'unconfirmed_user', userRole: 'client', off: ['client'] }, 'A O O O R R'),

  // Ban (and unban), remove and erase, edit: never oneself, only whom one manages.
  row('user.ban', {}, 'A Y Y Y R R'),
  row('user.ban', { subject: 'other_user' }, 'A Y Y Y R R'),
  row('user.ban', { subject: 'banned_user' }, 'A Y Y Y R R'),
  row('user.ban', { subject: 'self' }, 'A T T T R R'),
  row('user.ban', { subject: 'other_user', userRole: 'project_manager' }, 'A Y Y R R R'),
  row('user.ban', { subject: 'other_user', userRole: 'business_admin' }, 'A Y Y R R R'),
  row('user.ban', { subject: 'other_user', userRole: 'sys_admin' }, 'A Y R R R R'),
  row('user.remove', { subject: 'other_user' }, 'A Y Y Y R R'),
  row('user.remove', { subject: 'other_user', flags: { allowErase: false } }, 'A Y Y F R R'),
  row('user.remove', { subject: 'self' }, 'A T T T R R'),
  row('user.remove', { subject: 'other_user', userRole: 'business_admin' }, 'A Y Y R R R'),
  row('user.remove', { subject: 'other_user', userRole: 'sys_admin' }, 'A Y R R R R'),
  row('user.erase', {}, 'A Y Y Y R R'),
  row('user.erase', { flags: { allowErase: false } }, 'A Y Y F R R'),
  row('user.erase', { subject: 'other_user' }, 'A Y Y Y R R'),
  row('user.erase', { subject: 'other_user', flags: { allowErase: false } }, 'A Y Y F R R'),
  row('user.erase', { subject: 'self' }, 'A T T T R R'),
  row('user.update', { subject: 'other_user' }, 'A Y Y Y R R'),
  row('user.update', { subject: 'self' }, 'A Y Y Y R R'),
  row('user.update', { subject: 'other_user', userRole: 'project_manager' }, 'A Y Y R R R'),
  row('user.update', { subject: 'other_user', userRole: 'sys_admin' }, 'A Y R R R R'),
  row('profile.update', {}, 'A Y Y Y Y Y'),

  // Role changes: sys_admin and business_admin, never to or of a role above their own.
  row('user.changeRole', {}, 'A Y Y R R R'),
  row('user.changeRole', { subject: 'other_user', toRole: 'project_manager' }, 'A Y Y R R R'),
  row('user.changeRole', { subject: 'other_user', toRole: 'business_admin' }, 'A Y Y R R R'),
  row('user.changeRole', { subject: 'other_user', toRole: 'sys_admin' }, 'A Y R R R R'),
  row('user.changeRole', { subject: 'other_user', userRole: 'business_admin', toRole: 'inspector' }, 'A Y Y R R R'),
  row('user.changeRole', { subject: 'other_user', userRole: 'sys_admin', toRole: 'business_admin' }, 'A Y R R R R'),
  row('user.changeRole', { subject: 'self', toRole: 'inspector' }, 'A T T R R R'),
  row('user.changeRole', { subject: 'other_user', toRole: 'client', off: ['client'] }, 'A O O R R R'),
  row('user.changeRole', { subject: 'other_user', userRole: 'client', toRole: 'inspector', off: ['client'] }, 'A Y Y R R R'),
  row('user.changeEmail', { subject: 'other_user' }, 'A Y Y R R R'),
  row('user.changeEmail', { subject: 'self' }, 'A Y Y R R R'),
  row('user.changeEmail', { subject: 'other_user', userRole: 'sys_admin' }, 'A Y R R R R'),

  // The user editor's switches.
  row('user.setInTraining', { subject: 'other_user' }, 'A Y Y Y R R'),
  row('user.setInTraining', { subject: 'other_user', userRole: 'project_manager' }, 'A T T T R R'),
  row('user.setInTraining', { subject: 'other_user', userRole: 'client' }, 'A T T T R R'),
  row('user.setInTraining', { subject: 'self' }, 'A T T T R R'),
  row('user.manageSkillsSwitch', { subject: 'other_user' }, 'A Y Y R R R'),
  row('user.manageSkillsSwitch', { subject: 'other_user', userRole: 'project_manager' }, 'A Y Y R R R'),
  row('user.manageSkillsSwitch', { subject: 'other_user', userRole: 'business_admin' }, 'A T T R R R'),
  row('user.manageSkillsSwitch', { subject: 'self' }, 'A T T R R R'),
  row('user.manageSkillsSwitch', { subject: 'other_user', off: ['skills'] }, 'A O O R R R'),
  row('user.setClientProjects', { subject: 'other_user', userRole: 'client' }, 'A Y R R R R'),
  row('user.setClientProjects', { subject: 'other_user' }, 'A T R R R R'),
  row('user.setClientProjects', { subject: 'other_user', userRole: 'client', off: ['client'] }, 'A O R R R R'),

  // Profile fields: admins always; the role's entry; the 'user' entry on one's own profile; a
  // client with no entry gets everything; admin-edited types and core keys are not written by others.
  row('userField.read', { subject: 'own_field', field: { type: 'date', permissions: { user: R } } }, 'A Y Y Y Y Y'),
  row('userField.read', { subject: 'own_field', field: { type: 'date', permissions: {} } }, 'A Y Y V V Y'),
  row('userField.read', { subject: 'own_field', field: { type: 'date', permissions: { user: NONE, client: NONE } } }, 'A Y Y V V V'),
  row('userField.read', { subject: 'colleague_field', field: { type: 'date', permissions: { project_manager: R } } }, 'A Y Y Y V Y'),
  row('userField.read', { subject: 'colleague_field', field: { type: 'date', permissions: { user: R, client: NONE } } }, 'A Y Y V V V'),
  row('userField.update', { subject: 'own_field', field: { type: 'select', permissions: { user: RUS, client: NONE } } }, 'A Y Y Y Y Y'),
  row('userField.update', { subject: 'own_field', field: { type: 'select', permissions: { user: R, client: NONE } } }, 'A Y Y P P P'),
  row('userField.update', { subject: 'own_field', field: { type: 'text', permissions: { user: RUS } } }, 'A Y Y P P P'),
  row('userField.update', { subject: 'colleague_field', field: { type: 'number', permissions: { inspector: RUS, client: NONE } } }, 'A Y Y V Y V'),
  row('userField.update', { subject: 'own_field', field: { type: 'multiSelect', key: 'skills', permissions: { user: RUS } } }, 'A P P P P P'),
  row('userField.set', { subject: 'own_field', field: { type: 'date', permissions: { user: RS, client: NONE } } }, 'A Y Y Y Y Y'),
  row('userField.set', { subject: 'own_field', field: { type: 'date', permissions: { user: R, client: NONE } } }, 'A Y Y P P P'),
  row('userField.set', { subject: 'colleague_field', field: { type: 'file', permissions: { project_manager: RS, client: NONE } } }, 'A Y Y Y V V'),
  row('userField.set', { subject: 'own_field', field: { type: 'boolean', permissions: { user: RUS, client: NONE } } }, 'A Y Y P P P'),
  // Projects: the app, allowInspectorManageProjects, and clients on their client projects only.
  row('project.read', { subject: 'project' }, '                            A    Y   Y   Y   Y    V'),
  row('project.read', { subject: 'client_project' }, '                     A    Y   Y   Y   Y    Y'),
  row('project.read', { subject: 'project', off: ['projects'] }, '         A    O   O   O   O    O'),
  row('project.read', { subject: 'project', flags: { allowInspectorManageProjects: false } }, 'A Y Y Y F V'),
  row('project.create', {}, '                                               A    Y   Y   Y   Y    R'),
  row('project.create', { off: ['projects'] }, '                           A    O   O   O   O    O'),
  row('project.create', { flags: { allowInspectorManageProjects: false } }, ' A   Y   Y   Y   F    R'),
  row('project.update', { subject: 'project' }, '                          A    Y   Y   Y   Y    R'),
  row('project.update', { subject: 'project', flags: { allowInspectorManageProjects: false } }, 'A Y Y Y F R'),
  row('project.delete', { subject: 'project' }, '                          A    Y   Y   Y   Y    R'),
  row('project.delete', { subject: 'project', off: ['projects'] }, '       A    O   O   O   O    O'),
  row('project.clone', { subject: 'project' }, '                           A    Y   Y   Y   Y    R'),
  row('project.clone', { subject: 'project', flags: { allowInspectorManageProjects: false } }, 'A Y Y Y F R'),

  // Project fields: admins always (hidden ones too); others by their entry; a client with no entry everything.
  row('projectField.define', {}, '                                          A    Y   Y   R   R    R'),
  row('projectField.read', { subject: 'project_field', projectField: { permissions: {} } }, 'A Y Y Y Y Y'),
  row('projectField.read', { subject: 'project_field', projectField: { permissions: {}, considerRead: true } }, 'A Y Y V V Y'),
  row('projectField.read', { subject: 'project_field', projectField: { permissions: { inspector: R }, considerRead: true } }, 'A Y Y V Y Y'),
  row('projectField.read', { subject: 'project_field', projectField: { permissions: { client: NONE }, considerRead: true } }, 'A Y Y V V V'),
  row('projectField.read', { subject: 'project_field', projectField: { permissions: { inspector: RUS }, hidden: true } }, 'A Y Y V V V'),
  row('projectField.read', { subject: 'project_field', projectField: { permissions: {} }, off: ['projects'] }, 'A O O O O O'),
  row('projectField.update', { subject: 'project_field', projectField: { permissions: {} } }, 'A Y Y P P Y'),
  row('projectField.update', { subject: 'project_field', projectField: { permissions: { project_manager: RUS, inspector: R } } }, 'A Y Y Y P Y'),
  row('projectField.update', { subject: 'project_field', projectField: { permissions: { inspector: RUS }, considerRead: true, hidden: true } }, 'A Y Y V V V'),
  row('projectField.update', { subject: 'project_field', projectField: { permissions: { client: R } } }, 'A Y Y P P P'),
  row('projectField.setVisibility', {}, '                                  A    Y   Y   R   R    R'),
  row('projectField.setVisibility', { off: ['projects'] }, '               A    O   O   R   R    R'),
  row('projectFieldList.read', {}, '                                        A    Y   Y   Y   Y    Y'),
  row('projectFieldList.read', { off: ['projects'] }, '                A    O   O   O   O    O'),
  row('projectFieldList.manage', {}, '                                      A    Y   Y   Y   R    R'),

  // Skills: the skills app; hidden from inspectors by hideSkillsFromInspector.
  row('skill.read', {}, '                                                   A    Y   Y   Y   Y    R'),
  row('skill.read', { off: ['skills'] }, '                                   A    O   O   O   O    R'),
  row('skill.read', { flags: { hideSkillsFromInspector: true } }, '          A    Y   Y   Y   F    R'),

  // Job types and questions: read by everyone signed in (clients: what is shown to clients), built by admins.
  row('jobType.read', { subject: 'job_type' }, '                              A    Y   Y   Y   Y    V'),
  row('jobType.read', { subject: 'client_job_type' }, '                       A    Y   Y   Y   Y    Y'),
  row('jobType.manage', {}, '                                               A    Y   Y   R   R    R'),
  row('question.read', { subject: 'question' }, '                             A    Y   Y   Y   Y    V'),
  row('question.read', { subject: 'client_question' }, '                      A    Y   Y   Y   Y    Y'),
  row('question.create', { subject: 'new_question' }, '                       A    Y   Y   R   R    R'),
  row('question.create', { subject: 'new_question', questionType: 'step' }, '  A    Y   Y   R   R    R'),
  row('question.create', { subject: 'new_question', questionType: 'step', off: ['steps'] }, 'A O O R R R'),
  row('question.create', { subject: 'new_question', questionType: 'blueprint', off: ['blueprints'] }, 'A O O R R R'),
  row('question.create', { subject: 'new_question', questionType: 'project_value', off: ['projects'] }, 'A O O R R R'),
  row('question.create', { subject: 'new_question', off: ['steps', 'blueprints', 'projects'] }, 'A Y Y R R R'),
  row('jobTypeTemplate.read', {}, '                                          A    Y   Y   R   R    R'),
  row('jobTypeTemplate.read', { off: ['templates'] }, '                  A    O   O   R   R    R'),
  row('jobTypeTemplate.manage', {}, '                                        A    Y   Y   R   R    R'),
  row('jobTypeTemplate.manage', { off: ['templates'] }, '                A    O   O   R   R    R'),
  row('skill.manage', {}, '                                                 A    Y   Y   P   P    P'),
  row('skill.manage', { canManageSkills: true }, '                          A    Y   Y   Y   Y    Y'),
  row('skill.manage', { canManageSkills: true, off: ['skills'] }, '         A    O   O   O   O    O'),
  row('skill.manage', { canManageSkills: true, flags: { hideSkillsFromInspector: true } }, 'A Y Y Y F Y'),
  // Jobs (spec 2 section 6): 'job' is a job of another's in a project the caller is not a client
  // of, open; 'client_job' one in a client project of the caller; 'assigned_job' one the caller
  // is assigned to; 'done_job' one in done. Inspectors are held by the security flags and by done.
  row('job.read', { subject: 'job' }, '                                      A    Y   Y   Y   Y    V'),
  row('job.read', { subject: 'client_job' }, '                               A    Y   Y   Y   Y    Y'),
  row('job.create', { subject: 'creatable_type' }, '                         A    Y   Y   Y   Y    Y'),
  row('job.create', { subject: 'uncreatable_type' }, '                       A    R   R   R   R    R'),
  row('job.changeStatus', { subject: 'job' }, '                              A    Y   Y   Y   Y    R'),
  row('job.changeStatus', { subject: 'done_job' }, '                         A    Y   Y   Y   S    R'),
  row('job.changeStatus', { subject: 'job', flags: { allowChangeStatus: false } }, 'A Y Y Y F R'),
  row('job.changeDates', { subject: 'job' }, '                               A    Y   Y   Y   Y    R'),
  row('job.changeDates', { subject: 'done_job' }, '                          A    Y   Y   Y   S    R'),
  row('job.changeDates', { subject: 'job', flags: { allowChangeStatus: false } }, 'A Y Y Y F R'),
  row('job.changeProject', { subject: 'job' }, '                             A    Y   Y   Y   R    R'),
  row('job.changeType', { subject: 'job' }, '                                A    Y   Y   Y   R    R'),
  row('job.assign', { subject: 'job' }, '                                    A    Y   Y   Y   Y    R'),
  row('job.assign', { subject: 'done_job' }, '                               A    Y   Y   Y   S    R'),
  row('job.assign', { subject: 'job', flags: { allowInspectorAssign: false } }, 'A Y Y Y F R'),
  row('job.duplicate', { subject: 'job' }, '                                 A    Y   Y   Y   Y    R'),
  row('job.duplicate', { subject: 'job', flags: { allowInspectorDuplicate: false } }, 'A Y Y Y F R'),
  row('job.erase', { subject: 'job' }, '                                     A    Y   Y   Y   Y    R'),
  row('job.erase', { subject: 'done_job' }, '                                A    Y   Y   Y   S    R'),
  row('job.erase', { subject: 'job', flags: { allowErase: false } }, '        A    Y   Y   F   F    R'),
  row('job.link', { subject: 'job' }, '                                      A    Y   Y   Y   R    R'),
  row('job.confirmAttendance', { subject: 'assigned_job' }, '                A    Y   Y   Y   Y    R'),
  row('job.confirmAttendance', { subject: 'job' }, '                         A    T   T   T   T    R'),
  row('job.removeAttendance', { subject: 'assigned_job' }, '                 A    Y   Y   Y   R    R'),
  row('job.export', { subject: 'job' }, '                                    A    Y   Y   Y   Y    V'),
  row('job.export', { subject: 'client_job' }, '                             A    Y   Y   Y   Y    Y'),
  row('job.setSkills', { subject: 'job' }, '                                 A    Y   Y   Y   Y    R'),
  row('job.setSkills', { subject: 'job', off: ['skills'] }, '                A    O   O   O   O    R'),
  row('job.setSkills', { subject: 'job', flags: { hideSkillsFromInspector: true } }, 'A Y Y Y F R'),
  // Answering (spec 2 sections 4 to 6): 'job_question' a question of a job in another's project;
  // 'client_job_question' one shown to clients in the caller's client project, and
  // 'client_job_hidden_question' one that is not; 'done_job_question' a job in done and
  // 'closed_job_question' one whose status the allowedStatuses setting closes; 'blocked_date_question'
  // an isBlockInspector date.
  row('answer.submit', { subject: 'job_question' }, '                         A    Y   Y   Y   Y    V'),
  row('answer.submit', { subject: 'client_job_question' }, '                  A    Y   Y   Y   Y    Y'),
  row('answer.submit', { subject: 'client_job_hidden_question' }, '           A    Y   Y   Y   Y    P'),
  row('answer.submit', { subject: 'done_job_question' }, '                    A    S   S   S   S    S'),
  row('answer.submit', { subject: 'closed_job_question' }, '                  A    S   S   S   S    S'),
  row('answer.submit', { subject: 'blocked_date_question' }, '                A    Y   Y   Y   P    Y'),
  // Blueprints (spec 3 sections 4 and 6): 'plan_job' elements of the job being edited, in the
  // caller's client project; 'plan_other_job' another job's elements where the question does not
  // allow it, 'plan_other_job_allowed' where it does; 'plan_done_job' the job's own in done.
  row('blueprint.read', { subject: 'job' }, '                               A    Y   Y   Y   Y    V'),
  row('blueprint.read', { subject: 'client_job' }, '                        A    Y   Y   Y   Y    Y'),
  row('blueprint.read', { subject: 'client_job', off: ['blueprints'] }, '   A    O   O   O   O    O'),
  row('blueprint.mark', { subject: 'plan_job' }, '                          A    Y   Y   Y   Y    Y'),
  row('blueprint.mark', { subject: 'plan_other_job' }, '                    A    Y   P   P   P    P'),
  row('blueprint.mark', { subject: 'plan_other_job_allowed' }, '            A    Y   Y   Y   Y    Y'),
  row('blueprint.mark', { subject: 'plan_done_job' }, '                     A    Y   S   S   S    S'),
  row('blueprint.mark', { subject: 'plan_job', off: ['blueprints'] }, '     A    O   O   O   O    O'),
  row('blueprint.calibrate', {}, '                                          A    Y   Y   Y   R    R'),
  row('blueprint.calibrate', { off: ['blueprints'] }, '                    A    O   O   O   R    R'),
  row('answer.users', {}, '                                                 A    Y   Y   Y   Y    R'),
  row('answerLink.manage', { subject: 'job' }, '                             A    Y   Y   Y   R    R'),
  row('answerLink.manage', { subject: 'client_job' }, '                      A    Y   Y   Y   R    R'),
  row('jobSettings.manage', {}, '                                           A    Y   Y   R   R    R'),
  row('dashboard.read', {}, '                                               A    Y   Y   Y   Y    Y'),
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

/** A question of a job to answer: open to answering, the role may answer it, no inspector block, unless said. */
function answerSubject(job: JobSubject, over: Partial<Omit<AnswerSubject, 'job'>> = {}): AnswerSubject {
  return { job, statusOpen: true, roleMayAnswer: true, blocksInspector: false, ...over };
}

/** A subject of any action of the table. */
export type TableSubject =
  | AssetSubject
  | UserSubject
  | (ReinviteSubject & RoleChangeSubject & { valid: boolean; banned: boolean })
  | InviteSubject
  | ListViewSubject
  | UserFieldSubject
  | ProjectSubject
  | ProjectFieldSubject
  | JobTypeSubject
  | QuestionSubject
  | QuestionTypeSubject
  | JobSubject
  | JobCreateSubject
  | AnswerSubject
  | BlueprintMarkSubject;

/**
 * The subject of a situation, as the policy sees it. Given the caller, 'self' has the caller's
 * role; without it (the rules decide 'self' before they look at the role) an inspector's.
 */
export function subjectOf(when: PolicySituation, caller?: Caller): TableSubject | undefined {
  const { caller: callerId, colleague, other } = TABLE_IDS;
  const user = (id: string, role: Role, state: { confirmed: boolean; verified: boolean; banned: boolean }) => ({
    id,
    role,
    to: when.toRole ?? 'inspector',
    valid: true,
    ...state,
  });
  const active = { confirmed: true, verified: true, banned: false };
  const userRole = when.userRole ?? 'inspector';
  const field = when.field && { value: when.field.key ?? 'customField', type: when.field.type, permissions: when.field.permissions };
  switch (when.subject) {
    case undefined:
      return undefined;
    case 'own':
      return { ownerId: callerId, uploadedBy: callerId, private: false };
    case 'colleague':
      return { ownerId: colleague, uploadedBy: colleague, private: false };
    case 'colleague_private':
      return { ownerId: colleague, uploadedBy: colleague, private: true };
    case 'self':
      return user(callerId, caller && caller !== 'anonymous' ? caller : 'inspector', active);
    case 'other_user':
      return user(other, userRole, active);
    case 'unconfirmed_user':
      return user(other, userRole, { confirmed: false, verified: false, banned: false });
    case 'unverified_user':
      return user(other, userRole, { confirmed: true, verified: false, banned: false });
    case 'banned_user':
      return user(other, userRole, { ...active, banned: true });
    case 'new_user':
      return { role: when.toRole ?? 'inspector' };
    case 'own_field':
      return { userId: callerId, field: field! };
    case 'colleague_field':
      return { userId: colleague, field: field! };
    case 'own_view':
      return { ownerId: callerId, shared: false };
    case 'colleague_view':
      return { ownerId: colleague, shared: false };
    case 'shared_view':
      return { ownerId: colleague, shared: true };
    case 'project':
      return { id: 'project-id', isClientProject: false };
    case 'client_project':
      return { id: 'project-id', isClientProject: true };
    case 'project_field':
      return {
        permissions: when.projectField?.permissions ?? {},
        considerRead: when.projectField?.considerRead ?? false,
        hidden: when.projectField?.hidden ?? false,
      };
    case 'job_type':
      return { clientMayCreate: false };
    case 'client_job_type':
      return { clientMayCreate: true };
    case 'question':
      return { isClientVisible: false };
    case 'client_question':
      return { isClientVisible: true };
    case 'new_question':
      return { type: when.questionType ?? 'text' };
    case 'job':
      return { status: 'open', isAssignee: false, isClientProject: false };
    case 'client_job':
      return { status: 'open', isAssignee: false, isClientProject: true };
    case 'assigned_job':
      return { status: 'assigned', isAssignee: true, isClientProject: false };
    case 'done_job':
      return { status: 'done', isAssignee: true, isClientProject: false };
    case 'creatable_type':
      return { roleMayCreate: true };
    case 'uncreatable_type':
      return { roleMayCreate: false };
    case 'job_question':
      return answerSubject({ status: 'open', isAssignee: false, isClientProject: false });
    case 'client_job_question':
      return answerSubject({ status: 'open', isAssignee: false, isClientProject: true });
    case 'client_job_hidden_question':
      return answerSubject({ status: 'open', isAssignee: false, isClientProject: true }, { roleMayAnswer: caller !== 'client' });
    case 'done_job_question':
      return answerSubject({ status: 'done', isAssignee: true, isClientProject: true }, { statusOpen: false });
    case 'closed_job_question':
      return answerSubject({ status: 'review', isAssignee: true, isClientProject: true }, { statusOpen: false });
    case 'blocked_date_question':
      return answerSubject({ status: 'assigned', isAssignee: true, isClientProject: true }, { blocksInspector: true });
    case 'plan_job':
      return { ...answerSubject({ status: 'assigned', isAssignee: true, isClientProject: true }), ownJob: true, questionAllowsOthers: false };
    case 'plan_other_job':
      return { ...answerSubject({ status: 'assigned', isAssignee: true, isClientProject: true }), ownJob: false, questionAllowsOthers: false };
    case 'plan_other_job_allowed':
      return { ...answerSubject({ status: 'assigned', isAssignee: true, isClientProject: true }), ownJob: false, questionAllowsOthers: true };
    case 'plan_done_job':
      return { ...answerSubject({ status: 'done', isAssignee: true, isClientProject: true }, { statusOpen: false }), ownJob: true, questionAllowsOthers: false };
  }
}
