import { invitableRoles, isAdminRole, isManagerRole, isRoleAtLeast, type Role } from './roles';
import type { SecurityFlags } from './security';
import { QUESTION_TYPE_APPS, type QuestionType } from './question-types';
import { isToggleActive, type ToggleKey, type ToggleState } from './toggles';
import { DONE_JOB_STATUS } from './done-status';
import { userFieldAccess, type FieldPermissions, type UserFieldDefinition } from './user-fields';

/**
 * The one access policy (spec 1 sections 2.3, 2.4 and 6; spec 2 and 3 section 6). The API asks it
 * for every call and every loaded row; the web asks the same function for menus, route guards
 * and buttons, so the interface never offers what the server refuses.
 */

/** Who is asking. `null` is an anonymous caller. */
export interface Actor {
  id: string;
  role: Role;
  /** The user's manage-skills permission (always on for admins). */
  canManageSkills: boolean;
  /** Set while a sys_admin acts as this user. */
  impersonatedBy?: string | null;
}

/** What the policy knows of the instance: its apps, its security flags and the host asked. */
export interface PolicyContext {
  toggles: readonly ToggleState[];
  security: SecurityFlags;
  /** The main host serves sys_admin's cross-instance screens. */
  isMainHost: boolean;
}

/** A stored file, as far as access is concerned. */
export interface AssetSubject {
  ownerId: string | null;
  uploadedBy: string | null;
  private: boolean;
}

/** A saved view of a list, or a per-screen default: its owner's, or shared by an admin with everyone. */
export interface ListViewSubject {
  ownerId: string | null;
  shared: boolean;
}

/** A user something is done to or on behalf of. */
export interface UserSubject {
  id: string;
  confirmed?: boolean;
  valid?: boolean;
}

/** A user row as the rules that manage it look at it: who it is and their role. */
export interface UserRowSubject {
  id: string;
  role: Role;
}

/** A user invited again: re-invitation stops once they are confirmed and verified. */
export interface ReinviteSubject extends UserRowSubject {
  confirmed: boolean;
  verified: boolean;
}

/** A role change: the user and the role they would get. */
export interface RoleChangeSubject extends UserRowSubject {
  to: Role;
}

/** An invitation: the role the new user would get. */
export interface InviteSubject {
  role: Role;
}

/** One profile field of one user's profile. */
export interface UserFieldSubject {
  userId: string;
  field: Pick<UserFieldDefinition, 'value' | 'type' | 'permissions'>;
}

/**
 * A project as access sees it: clients see only their client projects (spec 1 section 4.3), so
 * the service says whether the actor is one of this project's clients.
 */
export interface ProjectSubject {
  id: string;
  /** The actor is a client with this project among their client projects. */
  isClientProject: boolean;
}

/**
 * One field of a project (spec 3 sections 3, 4 and 6): its per-role entries, whether reading is
 * considered at all (otherwise everyone reads it), and whether this project hides it.
 */
export interface ProjectFieldSubject {
  permissions: FieldPermissions;
  considerRead: boolean;
  hidden: boolean;
}

/** A job type as access sees it: clients see those whose settings let clients create jobs. */
export interface JobTypeSubject {
  clientMayCreate: boolean;
}

/** A question as access sees it: clients see those marked visible to clients (spec 2 section 6). */
export interface QuestionSubject {
  isClientVisible: boolean;
}

/** A question of a type about to be added: some types belong to an app (steps, blueprints, projects). */
export interface QuestionTypeSubject {
  type: QuestionType;
}

/**
 * A job as access sees it (spec 2 section 6): its status (inspectors cannot edit a job in done),
 * whether the actor is one of its people, and whether the actor is a client of its project
 * (clients see only their projects' jobs).
 */
export interface JobSubject {
  status: string;
  isAssignee: boolean;
  isClientProject: boolean;
}

/**
 * Answering one question of a job (spec 2 sections 4 to 6): the job, whether its status lets it be
 * answered (answeringAllowedIn), and the question: whether the actor's role may answer it
 * (roleMayAnswer) and whether it is a date inspectors may not change (isBlockInspector).
 */
export interface AnswerSubject {
  job: JobSubject;
  statusOpen: boolean;
  roleMayAnswer: boolean;
  blocksInspector: boolean;
}

/**
 * Changing a job's elements on a plan (spec 3 sections 4 and 6): the answer rules of the
 * blueprint question, and whose elements they are. `ownJob` is true when the elements belong to
 * the job being edited; `questionAllowsOthers` when the question being edited lets its
 * answerers change other jobs' elements.
 */
export interface BlueprintMarkSubject extends AnswerSubject {
  ownJob: boolean;
  questionAllowsOthers: boolean;
}

/** Creating a job of a job type: whether the type's settings let the actor's role create its jobs (mayCreateJobsOf). */
export interface JobCreateSubject {
  roleMayCreate: boolean;
}

/**
 * Every action, and the subject its object-level rule looks at (`never` when there is none).
 * Each domain adds its rows here; the compiler then asks for its rule below.
 */
export interface ActionSubjects {
  // Shell, settings and apps
  'bootstrap.read': never;
  'profile.read': never;
  'notifications.read': never;
  'toggles.read': never;
  'toggles.update': never;
  'appSettings.read': never;
  'appSettings.update': never;
  'settings.view': never;
  'mail.read': never;
  // Files
  'asset.upload': never;
  'asset.download': never;
  'asset.uploadFor': UserSubject;
  'asset.read': AssetSubject;
  'asset.modify': AssetSubject;
  'asset.delete': AssetSubject;
  'files.browse': never;
  // Saved views of grid lists (the list's own action is asked beside these)
  'listView.read': ListViewSubject;
  'listView.save': never;
  'listView.modify': ListViewSubject;
  'listView.share': never;
  // Screens of the domains to come: who may open them (their calls add object rules)
  'job.list': never;
  'report.list': never;
  'project.list': never;
  'user.list': never;
  'user.impersonate': UserSubject;
  // Users and access (spec 1 sections 4.2, 4.3 and 6; spec 3 sections 3 and 6)
  'user.read': UserSubject;
  'user.activities': UserSubject;
  'user.invite': InviteSubject;
  'user.reinvite': ReinviteSubject;
  'user.ban': UserRowSubject;
  'user.remove': UserRowSubject;
  'user.erase': UserRowSubject;
  'user.update': UserRowSubject;
  'user.changeRole': RoleChangeSubject;
  'user.changeEmail': UserRowSubject;
  'user.setInTraining': UserRowSubject;
  'user.manageSkillsSwitch': UserRowSubject;
  'user.setClientProjects': UserRowSubject;
  'profile.update': never;
  'userField.read': UserFieldSubject;
  'userField.update': UserFieldSubject;
  'userField.set': UserFieldSubject;
  // Projects, project fields and skills (spec 1 sections 2.6 and 4.3; spec 2 sections 3 and 6; spec 3 sections 4 and 6)
  'project.read': ProjectSubject;
  'project.create': never;
  'project.update': ProjectSubject;
  'project.delete': ProjectSubject;
  'project.clone': ProjectSubject;
  'projectField.define': never;
  'projectField.read': ProjectFieldSubject;
  'projectField.update': ProjectFieldSubject;
  'projectField.setVisibility': never;
  'projectFieldList.read': never;
  'projectFieldList.manage': never;
  'skill.read': never;
  // Job types, questions and their templates (spec 1 sections 2.4 and 2.6; spec 2 sections 3 and 6)
  'jobType.read': JobTypeSubject;
  'jobType.manage': never;
  'question.read': QuestionSubject;
  'question.create': QuestionTypeSubject;
  'jobTypeTemplate.read': never;
  'jobTypeTemplate.manage': never;
  'skill.manage': never;
  // Jobs (spec 2 sections 4 and 6): each kind of change is its own action, so that each security
  // flag is decided in one place.
  'job.read': JobSubject;
  'job.create': JobCreateSubject;
  'job.changeStatus': JobSubject;
  'job.changeDates': JobSubject;
  'job.changeProject': JobSubject;
  'job.changeType': JobSubject;
  'job.assign': JobSubject;
  'job.duplicate': JobSubject;
  'job.erase': JobSubject;
  'job.link': JobSubject;
  'job.confirmAttendance': JobSubject;
  'job.removeAttendance': JobSubject;
  'job.export': JobSubject;
  'job.setSkills': JobSubject;
  // Answering (spec 2 sections 4 to 6): each answer is asked with its question; public links
  // to a job are made and withdrawn by its staff.
  'answer.submit': AnswerSubject;
  'answer.users': never;
  'answerLink.manage': JobSubject;
  'jobSettings.manage': never;
  'dashboard.read': never;
  'automation.manage': never;
  'blueprintSettings.manage': never;
  // The blueprint editor (spec 3 sections 4 and 6): reading a job's markings, changing them,
  // and set mode (calibration, rotation, grayscale, the measure tour) on a project's plans.
  'blueprint.read': JobSubject;
  'blueprint.mark': BlueprintMarkSubject;
  'blueprint.calibrate': never;
  'microsoftSso.manage': never;
  'shiftView.open': never;
  'games.play': never;
  'worker.view': never;
  'instance.manage': never;
  'platform.links': never;
}
export type Action = keyof ActionSubjects;
export type SubjectOf<A extends Action> = ActionSubjects[A];

/** Why an action is refused; the API maps each to an HTTP answer, the web to a text. */
export const DENY_REASONS = [
  /** Not signed in. */
  'unauthenticated',
  /** The actor's role may not do this. */
  'role',
  /** The app (toggle) it belongs to is switched off. */
  'app_off',
  /** An instance security flag forbids it for this role. */
  'security_flag',
  /** A permission of the user (manage skills) or of a profile field for the actor's role is missing. */
  'permission',
  /** Only on the main host. */
  'main_host_only',
  /** Not while impersonating. */
  'impersonating',
  /** The actor may not see the row at all (the API answers as if it did not exist). */
  'not_visible',
  /** The actor sees the row but may not change it. */
  'not_owner',
  /** The job's status locks it for the actor: inspectors cannot edit a job in done. */
  'status_locked',
  /**
   * The subject is not a valid target (impersonating oneself, an unconfirmed user, banning
   * oneself, re-inviting an active user, the in-training switch of a non-inspector).
   */
  'invalid_target',
] as const;
export type DenyReason = (typeof DENY_REASONS)[number];

export type Decision =
  | { allowed: true }
  | { allowed: false; reason: DenyReason; app?: ToggleKey; flag?: keyof SecurityFlags };

const ALLOW: Decision = { allowed: true };
const deny = (reason: DenyReason, extra: { app?: ToggleKey; flag?: keyof SecurityFlags } = {}): Decision => ({
  allowed: false,
  reason,
  ...extra,
});

/** A gate: decided from the actor and the instance alone. */
type Check = (actor: Actor | null, ctx: PolicyContext) => Decision;

/** One action's rule: the gates every call passes, then the rule on the loaded row, if any. */
interface Rule<S> {
  gates: readonly Check[];
  object?: (actor: Actor, subject: S, ctx: PolicyContext) => Decision;
}

// Gates, combined in order: the first refusal is the answer.
const anyone: Check = () => ALLOW;
const signedIn: Check = (actor) => (actor ? ALLOW : deny('unauthenticated'));
const roles =
  (allowed: (role: Role) => boolean): Check =>
  (actor) =>
    !actor ? deny('unauthenticated') : allowed(actor.role) ? ALLOW : deny('role');
const only = (...list: Role[]) => roles((role) => list.includes(role));
const app =
  (key: ToggleKey): Check =>
  (_actor, ctx) =>
    isToggleActive(ctx.toggles, key) ? ALLOW : deny('app_off', { app: key });
const mainHost: Check = (_actor, ctx) => (ctx.isMainHost ? ALLOW : deny('main_host_only'));
/** Menu guards of spec 1 section 2.4: business_admin and sys_admin bypass them. */
const guard =
  (check: Check): Check =>
  (actor, ctx) =>
    actor && isAdminRole(actor.role) ? ALLOW : check(actor, ctx);
const inspectorFlag =
  (flag: keyof SecurityFlags): Check =>
  (actor, ctx) =>
    actor?.role === 'inspector' && !ctx.security[flag] ? deny('security_flag', { flag }) : ALLOW;

const isMine = (actor: Actor, asset: AssetSubject) => asset.ownerId === actor.id || asset.uploadedBy === actor.id;

/** Private files are for their owner, their uploader and admins. */
const assetVisible = (actor: Actor, asset: AssetSubject): Decision =>
  !asset.private || isMine(actor, asset) || isAdminRole(actor.role) ? ALLOW : deny('not_visible');

/** Admins change every file, anyone their own, managers the non-private files of others. */
const assetChangeable = (actor: Actor, asset: AssetSubject, ctx: PolicyContext): Decision => {
  const visible = assetVisible(actor, asset);
  if (!visible.allowed) return visible;
  if (isMine(actor, asset) || isAdminRole(actor.role)) return ALLOW;
  return !asset.private && isManagerRole(actor.role) ? ALLOW : deny('not_owner');
};

/**
 * Whom one manages (bans, removes, edits): admins every user at or below their own role,
 * project managers the roles below theirs (inspectors and clients); no one else.
 */
const manages = (actor: Role, target: Role): boolean =>
  isAdminRole(actor) ? isRoleAtLeast(actor, target) : isManagerRole(actor) && !isRoleAtLeast(target, actor);

/** Managing another user: never oneself, only those one manages. */
const managedOther = (actor: Actor, target: UserRowSubject): Decision => {
  if (target.id === actor.id) return deny('invalid_target');
  return manages(actor.role, target.role) ? ALLOW : deny('role');
};

/** The role rule of an invitation (spec 1 section 6): the inviter's invitable roles, client only with the client app on. */
const invitable = (actor: Actor, role: Role, ctx: PolicyContext): Decision => {
  if (!invitableRoles(actor.role, true).includes(role)) return deny('role');
  return role === 'client' && !isToggleActive(ctx.toggles, 'client') ? deny('app_off', { app: 'client' }) : ALLOW;
};

/** Who sees a user: themselves, and staff (project managers and above) everyone of their instance. */
const userVisible = (actor: Actor, target: UserSubject): Decision =>
  target.id === actor.id || isManagerRole(actor.role) ? ALLOW : deny('not_visible');

/** Erasing users: with the erase flag off, only business_admin and sys_admin (spec 1 section 6, spec 3 section 6). */
const eraseFlag: Check = (actor, ctx) =>
  actor && !isAdminRole(actor.role) && !ctx.security.allowErase ? deny('security_flag', { flag: 'allowErase' }) : ALLOW;

/** Removing an account: the list's remove and the editor's erase are one rule. */
const removeUser: Rule<UserRowSubject> = { gates: [roles(isManagerRole), eraseFlag], object: managedOther };

/** A profile field's rule (`userFieldAccess`); a field the actor may not read is answered as absent. */
const userField =
  (flag: 'read' | 'update' | 'set') =>
  (actor: Actor, subject: UserFieldSubject): Decision => {
    const access = userFieldAccess(subject.field, actor, subject.userId);
    if (access[flag]) return ALLOW;
    return deny(flag === 'read' || !access.read ? 'not_visible' : 'permission');
  };

/** Managing projects: staff, and inspectors while allowInspectorManageProjects is on; never clients. */
const projectManaging: readonly Check[] = [
  signedIn,
  app('projects'),
  roles((role) => role !== 'client'),
  inspectorFlag('allowInspectorManageProjects'),
];

/** hideSkillsFromInspector: every skills call and every skill shown is refused to inspectors. */
const skillsHidden: Check = (actor, ctx) =>
  actor?.role === 'inspector' && ctx.security.hideSkillsFromInspector ? deny('security_flag', { flag: 'hideSkillsFromInspector' }) : ALLOW;

/** A client sees their client projects only; everyone else who passes the gates sees every project. */
const projectVisible = (actor: Actor, project: ProjectSubject): Decision =>
  actor.role !== 'client' || project.isClientProject ? ALLOW : deny('not_visible');

/**
 * A project field (spec 3 section 6): admins read and edit every field, hidden ones too; anyone
 * else never sees a hidden field, reads unless the field considers reading and their entry says
 * no, and edits with their entry's update. A client with no entry gets everything (spec 2 section 6).
 */
const projectField =
  (flag: 'read' | 'update') =>
  (actor: Actor, field: ProjectFieldSubject): Decision => {
    if (isAdminRole(actor.role)) return ALLOW;
    if (field.hidden) return deny('not_visible');
    const entry = field.permissions[actor.role] ?? (actor.role === 'client' ? { read: true, update: true, set: true } : undefined);
    const read = !field.considerRead || entry?.read === true;
    if (!read) return deny('not_visible');
    if (flag === 'read') return ALLOW;
    return entry?.update ? ALLOW : deny('permission');
  };

/** A client sees their projects' jobs only; everyone else signed in sees every job of the instance. */
const jobVisible = (actor: Actor, job: JobSubject): Decision =>
  actor.role !== 'client' || job.isClientProject ? ALLOW : deny('not_visible');

/** Changing a job: visible to the actor, and not in done for an inspector (spec 2 section 6). */
const jobEditable = (actor: Actor, job: JobSubject): Decision => {
  const visible = jobVisible(actor, job);
  if (!visible.allowed) return visible;
  return actor.role === 'inspector' && job.status === DONE_JOB_STATUS ? deny('status_locked') : ALLOW;
};

const notClient = roles((role) => role !== 'client');
/** Staff: project managers and above (inspectors and clients never). */
const staff = roles(isManagerRole);

/** Erasing jobs: with allowErase off, only business_admin and sys_admin (project managers are blocked too). */
const jobEraseFlag: Check = (actor, ctx) =>
  actor && !isAdminRole(actor.role) && !ctx.security.allowErase ? deny('security_flag', { flag: 'allowErase' }) : ALLOW;

const RULES: { [A in Action]: Rule<SubjectOf<A>> } = {
  'bootstrap.read': { gates: [anyone] },
  'profile.read': { gates: [signedIn] },
  'notifications.read': { gates: [signedIn] },
  'toggles.read': { gates: [signedIn] },
  'toggles.update': { gates: [roles(isAdminRole)] },
  // App settings may hold secrets and integration details: admins only (secrets are never sent).
  'appSettings.read': { gates: [roles(isAdminRole)] },
  'appSettings.update': { gates: [roles(isAdminRole)] },
  'settings.view': { gates: [roles(isAdminRole)] },
  'mail.read': { gates: [only('sys_admin')] },

  // Uploads, downloads and file info stay open with the files app off: answers, avatars and
  // plans rely on them. The file browser (list, zip) is the files app.
  'asset.upload': { gates: [signedIn] },
  // A signed link is its own proof (an <img> cannot send a bearer header); without one the
  // service asks 'asset.read' of the row.
  'asset.download': { gates: [anyone] },
  'asset.uploadFor': {
    gates: [signedIn],
    object: (actor, target) => (target.id === actor.id || isManagerRole(actor.role) ? ALLOW : deny('role')),
  },
  'asset.read': { gates: [signedIn], object: assetVisible },
  'asset.modify': { gates: [signedIn], object: assetChangeable },
  'asset.delete': { gates: [signedIn], object: assetChangeable },
  'files.browse': { gates: [roles(isManagerRole), app('files')] },

  // A view is its owner's unless an admin shared it; a shared view is changed by admins only.
  'listView.read': {
    gates: [signedIn],
    object: (actor, view) => (view.shared || view.ownerId === actor.id ? ALLOW : deny('not_visible')),
  },
  'listView.save': { gates: [signedIn] },
  'listView.modify': {
    gates: [signedIn],
    object: (actor, view) => {
      if (!view.shared) return view.ownerId === actor.id ? ALLOW : deny('not_visible');
      return isAdminRole(actor.role) ? ALLOW : deny('not_owner');
    },
  },
  'listView.share': { gates: [roles(isAdminRole)] },

  'job.list': { gates: [signedIn] },
  'report.list': { gates: [signedIn] },
  'project.list': { gates: [signedIn, app('projects'), guard(inspectorFlag('allowInspectorManageProjects'))] },
  'user.list': { gates: [roles(isManagerRole)] },
  'user.impersonate': {
    gates: [
      only('sys_admin'),
      mainHost,
      app('impersonate'),
      (actor) => (actor?.impersonatedBy ? deny('impersonating') : ALLOW),
    ],
    object: (actor, target) =>
      target.id !== actor.id && target.confirmed !== false && target.valid !== false ? ALLOW : deny('invalid_target'),
  },

  // Users and access. Who sees whom: oneself, and staff everyone of their instance.
  'user.read': { gates: [signedIn], object: userVisible },
  'user.activities': { gates: [signedIn], object: userVisible },
  'user.invite': { gates: [roles(isManagerRole)], object: (actor, target, ctx) => invitable(actor, target.role, ctx) },
  'user.reinvite': {
    gates: [roles(isManagerRole)],
    object: (actor, target, ctx) => {
      const decision = target.id === actor.id ? deny('invalid_target') : invitable(actor, target.role, ctx);
      if (!decision.allowed) return decision;
      return target.confirmed && target.verified ? deny('invalid_target') : ALLOW;
    },
  },
  'user.ban': { gates: [roles(isManagerRole)], object: managedOther },
  'user.remove': removeUser,
  'user.erase': removeUser,
  // Editing someone else's profile; one's own is profile.update.
  'user.update': {
    gates: [roles(isManagerRole)],
    object: (actor, target) => (target.id === actor.id ? ALLOW : managedOther(actor, target)),
  },
  // Only sys_admin and business_admin, never to or of a role above their own (so a business_admin
  // never makes anyone sys_admin), never their own role.
  'user.changeRole': {
    gates: [only('sys_admin', 'business_admin')],
    object: (actor, target, ctx) => {
      const decision = managedOther(actor, target);
      if (!decision.allowed) return decision;
      if (!isRoleAtLeast(actor.role, target.to)) return deny('role');
      return target.to === 'client' && !isToggleActive(ctx.toggles, 'client') ? deny('app_off', { app: 'client' }) : ALLOW;
    },
  },
  'user.changeEmail': {
    gates: [roles(isAdminRole)],
    object: (actor, target) => (target.id === actor.id ? ALLOW : managedOther(actor, target)),
  },
  // The in-training switch is for inspectors only.
  'user.setInTraining': {
    gates: [roles(isManagerRole)],
    object: (actor, target) => (target.role === 'inspector' ? managedOther(actor, target) : deny('invalid_target')),
  },
  // Manage-skills is always on and locked for admins.
  'user.manageSkillsSwitch': {
    gates: [roles(isAdminRole), app('skills')],
    object: (actor, target) => (isAdminRole(target.role) ? deny('invalid_target') : managedOther(actor, target)),
  },
  // Client project editing is shown to sys_admin (spec 1 section 6), on clients.
  'user.setClientProjects': {
    gates: [only('sys_admin'), app('client')],
    object: (actor, target) => (target.role === 'client' ? managedOther(actor, target) : deny('invalid_target')),
  },
  'profile.update': { gates: [signedIn] },
  'userField.read': { gates: [signedIn], object: userField('read') },
  'userField.update': { gates: [signedIn], object: userField('update') },
  'userField.set': { gates: [signedIn], object: userField('set') },

  // Projects: the projects app; inspectors while allowInspectorManageProjects is on; clients
  // read their client projects only and manage none.
  'project.read': { gates: [signedIn, app('projects'), guard(inspectorFlag('allowInspectorManageProjects'))], object: projectVisible },
  'project.create': { gates: projectManaging },
  'project.update': { gates: projectManaging, object: projectVisible },
  'project.delete': { gates: projectManaging, object: projectVisible },
  'project.clone': { gates: projectManaging, object: projectVisible },
  // Field definitions and each project's visibility map are the admins' (spec 3 section 6).
  'projectField.define': { gates: [roles(isAdminRole)] },
  'projectField.read': { gates: [signedIn, app('projects')], object: projectField('read') },
  'projectField.update': { gates: [signedIn, app('projects')], object: projectField('update') },
  'projectField.setVisibility': { gates: [roles(isAdminRole), app('projects')] },
  // The lists a list field picks from: read by whoever fills fields, kept by staff.
  'projectFieldList.read': { gates: [signedIn, app('projects')] },
  'projectFieldList.manage': { gates: [roles(isManagerRole), app('projects')] },
  // Skills: the skills app; hidden from inspectors by hideSkillsFromInspector; clients have none.
  'skill.read': { gates: [roles((role) => role !== 'client'), app('skills'), skillsHidden] },
  // Job types: everyone signed in reads them (jobs show them); a client only those that let
  // clients create jobs. Building them is the admins' (inspectors cannot create job types).
  'jobType.read': {
    gates: [signedIn],
    object: (actor, jobType) => (actor.role !== 'client' || jobType.clientMayCreate ? ALLOW : deny('not_visible')),
  },
  'jobType.manage': { gates: [roles(isAdminRole)] },
  'question.read': {
    gates: [signedIn],
    object: (actor, question) => (actor.role !== 'client' || question.isClientVisible ? ALLOW : deny('not_visible')),
  },
  // A step needs the steps app, a blueprint the blueprints app, project questions the projects app.
  'question.create': {
    gates: [roles(isAdminRole)],
    object: (_actor, question, ctx) => {
      const key = QUESTION_TYPE_APPS[question.type];
      return !key || isToggleActive(ctx.toggles, key) ? ALLOW : deny('app_off', { app: key });
    },
  },
  'jobTypeTemplate.read': { gates: [roles(isAdminRole), app('templates')] },
  'jobTypeTemplate.manage': { gates: [roles(isAdminRole), app('templates')] },
  // Managing them: admins, and whoever has the manage-skills permission; hidden skills are hidden
  // from an inspector who has it too.
  'skill.manage': {
    gates: [signedIn, app('skills'), skillsHidden, guard((actor) => (actor?.canManageSkills ? ALLOW : deny('permission')))],
  },
  // Jobs. Inspectors: status and dates only with allowChangeStatus, people only with
  // allowInspectorAssign, duplicates only with allowInspectorDuplicate; never project, links or
  // other people's attendance. Clients read their projects' jobs and create jobs of the types that
  // let them, and change nothing.
  'job.read': { gates: [signedIn], object: jobVisible },
  'job.create': { gates: [signedIn], object: (_actor, type) => (type.roleMayCreate ? ALLOW : deny('role')) },
  'job.changeStatus': { gates: [notClient, inspectorFlag('allowChangeStatus')], object: jobEditable },
  'job.changeDates': { gates: [notClient, inspectorFlag('allowChangeStatus')], object: jobEditable },
  'job.changeProject': { gates: [staff], object: jobEditable },
  'job.changeType': { gates: [staff], object: jobEditable },
  'job.assign': { gates: [notClient, inspectorFlag('allowInspectorAssign')], object: jobEditable },
  'job.duplicate': { gates: [notClient, inspectorFlag('allowInspectorDuplicate')], object: jobVisible },
  'job.erase': { gates: [notClient, jobEraseFlag], object: jobEditable },
  'job.link': { gates: [staff], object: jobEditable },
  // Confirming is one-way and one's own: an assignee of the job, whatever their role but client.
  'job.confirmAttendance': {
    gates: [notClient],
    object: (actor, job) => {
      const editable = jobEditable(actor, job);
      if (!editable.allowed) return editable;
      return job.isAssignee ? ALLOW : deny('invalid_target');
    },
  },
  'job.removeAttendance': { gates: [staff], object: jobEditable },
  'job.export': { gates: [signedIn], object: jobVisible },
  // A job's own required skills: as its people; hidden skills are hidden from inspectors.
  'job.setSkills': { gates: [notClient, app('skills'), skillsHidden, inspectorFlag('allowInspectorAssign')], object: jobEditable },
  // Answering: a job one sees, in a status open to answering; inspectors never in done nor on an
  // isBlockInspector date; each role on the questions its entry lets it answer (clients only on
  // questions shown to clients).
  'answer.submit': {
    gates: [signedIn],
    object: (actor, subject) => {
      const visible = jobVisible(actor, subject.job);
      if (!visible.allowed) return visible;
      if (actor.role === 'inspector' && subject.job.status === DONE_JOB_STATUS) return deny('status_locked');
      if (!subject.statusOpen) return deny('status_locked');
      if (!subject.roleMayAnswer) return deny('permission');
      return actor.role === 'inspector' && subject.blocksInspector ? deny('permission') : ALLOW;
    },
  },
  'answer.users': { gates: [notClient] },
  'answerLink.manage': { gates: [staff], object: jobVisible },
  // Statuses, their order and translations, and the security flags (/settings).
  'jobSettings.manage': { gates: [roles(isAdminRole)] },
  'dashboard.read': { gates: [signedIn] },
  'automation.manage': { gates: [roles(isAdminRole)] },
  'blueprintSettings.manage': { gates: [roles(isAdminRole), app('blueprints')] },
  'blueprint.read': { gates: [signedIn, app('blueprints')], object: jobVisible },
  // sys_admin may always change a question's blueprint; everyone else as they may answer the
  // question, and only their own job's elements unless the question lets them change others'.
  'blueprint.mark': {
    gates: [signedIn, app('blueprints')],
    object: (actor, subject) => {
      const visible = jobVisible(actor, subject.job);
      if (!visible.allowed) return visible;
      if (actor.role === 'sys_admin') return ALLOW;
      if (!subject.ownJob && !subject.questionAllowsOthers) return deny('permission');
      if (actor.role === 'inspector' && subject.job.status === DONE_JOB_STATUS) return deny('status_locked');
      if (!subject.statusOpen) return deny('status_locked');
      if (!subject.roleMayAnswer) return deny('permission');
      return actor.role === 'inspector' && subject.blocksInspector ? deny('permission') : ALLOW;
    },
  },
  // Calibrating a plan belongs to those who manage the project's plans.
  'blueprint.calibrate': { gates: [roles(isManagerRole), app('blueprints')] },
  'microsoftSso.manage': { gates: [roles(isAdminRole), app('microsoft_sso')] },
  'shiftView.open': { gates: [roles(isManagerRole), app('shift_view')] },
  'games.play': { gates: [signedIn, app('games')] },
  'worker.view': { gates: [only('sys_admin')] },
  'instance.manage': { gates: [only('sys_admin'), mainHost] },
  'platform.links': { gates: [only('sys_admin'), mainHost] },
};

/** Every action the policy knows, for tables and tests. */
export const ACTIONS = Object.keys(RULES) as Action[];

/**
 * Whether `actor` may do `action` (to `subject`, when the action has an object rule). Without a
 * subject only the gates are asked: "may this actor do this to some row at all", which is what
 * a route and a menu need; the service asks again with the loaded row.
 */
export function can<A extends Action>(
  actor: Actor | null,
  action: A,
  subject: SubjectOf<A> | undefined,
  context: PolicyContext,
): Decision {
  const rule = RULES[action] as Rule<SubjectOf<A>>;
  for (const gate of rule.gates) {
    const decision = gate(actor, context);
    if (!decision.allowed) return decision;
  }
  if (subject === undefined || !rule.object) return ALLOW;
  if (!actor) return deny('unauthenticated');
  return rule.object(actor, subject, context);
}
