import {
  isAdminRole,
  isCoreUserFieldKey,
  isEmptyFieldValue,
  ROLES,
  type Role,
  type UserDetail,
  type UserFieldDefinition,
} from '@fieldwork/contracts';
import type { Can, Decide } from '../../../app/access/boundPolicy';

/** How the editor shows a switch: not at all, fixed (with its value), or for the viewer to change. */
export type SwitchRule = 'hidden' | 'locked' | 'editable';

/** What the editor offers one viewer on one user (spec 1 section 6), every answer the policy's. */
export interface EditorRules {
  self: boolean;
  /** Editing at all: one's own profile (profile.update), someone else (user.update). */
  editable: boolean;
  /** The e-mail as an input (business_admin and above), else as text. */
  email: boolean;
  /** The roles the select offers: the current one and those the viewer may give; one means no select. */
  roles: Role[];
  /** The in-training switch: inspectors only. */
  inTraining: SwitchRule;
  /** Manage-skills: on and locked for admins; hidden with the skills app off. */
  manageSkills: SwitchRule;
  /** Erase (remove) the account: hidden when the policy says so (the erase flag, one's own account...). */
  erase: boolean;
  /** A client's companies and projects, changed in their two steps (sys_admin, the client app on). */
  clientProjects: boolean;
}

export function editorRules(can: Can, decide: Decide, user: UserDetail, viewerId: string): EditorRules {
  const self = user.id === viewerId;
  const row = { id: user.id, role: user.role };
  const editable = self ? can('profile.update') : can('user.update', row);
  const roles = editable ? ROLES.filter((to) => to === user.role || can('user.changeRole', { ...row, to })) : [user.role];
  const skills = decide('user.manageSkillsSwitch', row);
  // The switch's own rule asks the role before the app; skill.manage asks the app first, for everyone.
  const skillsOff = [skills, decide('skill.manage')].some((d) => !d.allowed && d.reason === 'app_off');
  const manageSkills: SwitchRule = skillsOff ? 'hidden' : editable && skills.allowed ? 'editable' : 'locked';
  return {
    self,
    editable,
    email: editable && can('user.changeEmail', row),
    roles,
    inTraining: user.role !== 'inspector' ? 'hidden' : editable && can('user.setInTraining', row) ? 'editable' : 'locked',
    manageSkills,
    erase: !self && can('user.erase', row),
    clientProjects: user.role === 'client' && can('user.setClientProjects', row),
  };
}

/** Whether manage-skills shows as on: always for admins (spec 1 section 6). */
export function manageSkillsShownOn(user: Pick<UserDetail, 'role'>, value: boolean): boolean {
  return isAdminRole(user.role) || value;
}

/** What the viewer may do with one profile field of this user: see it, and write it while it holds `current`. */
export interface FieldRule {
  read: boolean;
  /** Writing over the saved value: set fills an empty field, update changes one (spec 3 section 6). */
  write: boolean;
}

export function fieldRule(can: Can, field: UserFieldDefinition, userId: string, current: unknown, editable: boolean): FieldRule {
  const subject = { userId, field };
  if (!can('userField.read', subject)) return { read: false, write: false };
  const write = editable && !isCoreUserFieldKey(field.value) && can(isEmptyFieldValue(current) ? 'userField.set' : 'userField.update', subject);
  return { read: true, write };
}
