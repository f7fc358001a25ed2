import type { Action, Role } from '@fieldwork/contracts';
import type { Can } from '../access/boundPolicy';

/**
 * What the menus look at (spec 1 sections 2.3 and 2.4): the access policy as the user, which
 * decides whether an entry may open, and the role and impersonation for the dropdown's layout.
 */
export interface MenuContext {
  can: Can;
  role: Role;
  isImpersonating: boolean;
}

export type SideMenuKey =
  | 'profile'
  | 'createNew'
  | 'dashboard'
  | 'jobs'
  | 'projects'
  | 'users'
  | 'reports'
  | 'files'
  | 'apps'
  | 'shifts'
  | 'games'
  | 'skills'
  | 'automations'
  | 'jobTypes'
  | 'newJobType'
  | 'jobType'
  | 'terms'
  | 'settings'
  | 'logout';

export interface SideMenuEntry {
  key: SideMenuKey;
  /** Where the entry leads; entries without a path are actions or submenus. */
  path?: string;
  /** The job type's own name, for entries of the job-type submenu. */
  label?: string;
  /** What it leads to is switched off (a disabled job type): still listed, marked as such. */
  disabled?: boolean;
  children?: SideMenuEntry[];
}

export interface JobTypeLink {
  id: string;
  name: string;
  disabled?: boolean;
}

/** An entry and the action that opens it: the entry shows when the policy allows the action. */
interface EntryRule {
  entry: SideMenuEntry;
  action: Action;
}

const MAIN_RULES: EntryRule[] = [
  { entry: { key: 'dashboard', path: '/dashboard' }, action: 'job.list' },
  { entry: { key: 'jobs', path: '/jobs' }, action: 'job.list' },
  { entry: { key: 'projects', path: '/projects' }, action: 'project.list' },
  { entry: { key: 'users', path: '/users' }, action: 'user.list' },
  { entry: { key: 'reports', path: '/reports' }, action: 'report.list' },
  { entry: { key: 'files', path: '/files' }, action: 'files.browse' },
];

const APPS_RULES: EntryRule[] = [
  { entry: { key: 'shifts', path: '/shifts' }, action: 'shiftView.open' },
  { entry: { key: 'games', path: '/games' }, action: 'games.play' },
  { entry: { key: 'skills', path: '/settings/skills' }, action: 'skill.manage' },
  { entry: { key: 'automations', path: '/settings/automations' }, action: 'automation.manage' },
];

function pick(rules: EntryRule[], can: Can): SideMenuEntry[] {
  return rules.filter((rule) => can(rule.action)).map((rule) => rule.entry);
}

/** The side menu entries, in order, that `ctx` may open (spec 1 section 2.4). */
export function sideMenuEntries(
  { can }: MenuContext,
  options: { mobile?: boolean; jobTypes?: readonly JobTypeLink[] } = {},
): SideMenuEntry[] {
  const entries: SideMenuEntry[] = [{ key: 'profile', path: '/profile' }, { key: 'createNew' }, ...pick(MAIN_RULES, can)];
  const apps = pick(APPS_RULES, can);
  if (apps.length > 0) entries.push({ key: 'apps', children: apps });
  if (can('jobType.manage')) {
    entries.push({
      key: 'jobTypes',
      children: [
        // Create new opens the job type wizard (blank or from a template), as Create new does.
        { key: 'newJobType' },
        ...(options.jobTypes ?? []).map(
          (jt): SideMenuEntry => ({ key: 'jobType', path: `/job_type/editor/${jt.id}`, label: jt.name, ...(jt.disabled ? { disabled: true } : {}) }),
        ),
      ],
    });
  }
  entries.push({ key: 'terms', path: '/tos' });
  if (options.mobile) {
    if (can('settings.view')) entries.push({ key: 'settings', path: '/settings' });
    entries.push({ key: 'logout' });
  }
  return entries;
}

export type ProfileMenuKey =
  | 'profile'
  | 'settings'
  | 'skills'
  | 'blueprints'
  | 'automations'
  | 'microsoftSso'
  | 'workers'
  | 'instances'
  | 'impersonate'
  | 'testServer'
  | 'apiDocs'
  | 'mails'
  | 'logout'
  | 'returnToAccount';

interface DropdownRule {
  key: ProfileMenuKey;
  action: Action;
  /**
   * Placement, not permission: the spec's table puts these entries in the dropdown of a
   * business_admin only; a sys_admin reaches the same screens from the menu and /settings.
   */
  placedFor?: Role;
}

const DROPDOWN_RULES: DropdownRule[] = [
  { key: 'settings', action: 'settings.view' },
  { key: 'skills', action: 'skill.manage', placedFor: 'business_admin' },
  { key: 'blueprints', action: 'blueprintSettings.manage', placedFor: 'business_admin' },
  { key: 'automations', action: 'automation.manage', placedFor: 'business_admin' },
  { key: 'microsoftSso', action: 'microsoftSso.manage', placedFor: 'business_admin' },
  { key: 'workers', action: 'worker.view' },
  { key: 'mails', action: 'mail.read' },
  { key: 'instances', action: 'instance.manage' },
  { key: 'impersonate', action: 'user.impersonate' },
  { key: 'testServer', action: 'platform.links' },
  { key: 'apiDocs', action: 'platform.links' },
];

/** The profile dropdown entries, in order, as the table of spec 1 section 2.3. */
export function profileMenuEntries({ can, role, isImpersonating }: MenuContext): ProfileMenuKey[] {
  const shown = DROPDOWN_RULES.filter((rule) => (!rule.placedFor || rule.placedFor === role) && can(rule.action));
  return ['profile', ...shown.map((rule) => rule.key), isImpersonating ? 'returnToAccount' : 'logout'];
}

/** Where each dropdown entry leads; actions (logout, impersonate) have none. */
export const PROFILE_MENU_PATHS: Partial<Record<ProfileMenuKey, string>> = {
  profile: '/profile',
  settings: '/settings',
  skills: '/settings/skills',
  blueprints: '/settings/blueprints',
  automations: '/settings/automations',
  microsoftSso: '/settings/microsoft_sso',
  workers: '/workers',
  instances: '/instances',
  apiDocs: '/v2/documentation',
  mails: '/mails',
};

/** Paths that render without any menu (spec 1 section 2.1). */
export function isBarePath(pathname: string): boolean {
  return /answer|create_installation|instance_reminder/.test(pathname);
}

/** The id a list screen gives its search field so that the mobile search icon can reach it. */
export const PAGE_SEARCH_ID = 'page-search';

/** Screens whose mobile top bar carries a search icon (spec 1 section 2.3). */
export function hasMobileSearch(pathname: string): boolean {
  return ['/jobs', '/projects', '/users', '/files'].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The side menu's width, expanded and as a rail (desktop); MainLayout keeps its place while it loads. */
export const DRAWER_WIDTH = 260;
export const RAIL_WIDTH = 72;
