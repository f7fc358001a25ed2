import {
  can,
  isAdminRole,
  isManagerRole,
  isToggleActive,
  type Action,
  type Role,
  type SecurityFlags,
  type ToggleKey,
  type ToggleState,
} from '@fieldwork/contracts';

/** What the menu rules look at (spec 1 sections 2.3 and 2.4). */
export interface MenuContext {
  role: Role;
  toggles: readonly ToggleState[];
  security: SecurityFlags;
  isMainHost: boolean;
  canManageSkills: boolean;
  isImpersonating?: boolean;
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
  children?: SideMenuEntry[];
}

export interface JobTypeLink {
  id: string;
  name: string;
}

interface EntryRule {
  entry: SideMenuEntry;
  /** Roles allowed; absent means every role. */
  roles?: (role: Role) => boolean;
  /** The app that must be switched on; applies to admins too. */
  app?: ToggleKey;
  /** A permission check that sys_admin and business_admin bypass. */
  guard?: (ctx: MenuContext) => boolean;
}

function allowed(rule: EntryRule, ctx: MenuContext): boolean {
  if (rule.roles && !rule.roles(ctx.role)) return false;
  if (rule.app && !isToggleActive(ctx.toggles, rule.app)) return false;
  if (rule.guard && !isAdminRole(ctx.role) && !rule.guard(ctx)) return false;
  return true;
}

const MAIN_RULES: EntryRule[] = [
  { entry: { key: 'dashboard', path: '/dashboard' } },
  { entry: { key: 'jobs', path: '/jobs' } },
  {
    entry: { key: 'projects', path: '/projects' },
    app: 'projects',
    guard: (ctx) => ctx.role !== 'inspector' || ctx.security.allowInspectorManageProjects,
  },
  { entry: { key: 'users', path: '/users' }, roles: isManagerRole },
  { entry: { key: 'reports', path: '/reports' } },
  { entry: { key: 'files', path: '/files' }, roles: isManagerRole, app: 'files' },
];

const APPS_RULES: EntryRule[] = [
  { entry: { key: 'shifts', path: '/shifts' }, roles: isManagerRole, app: 'shift_view' },
  { entry: { key: 'games', path: '/games' }, app: 'games' },
  // The route table ties skills to the skills app as well as to the permission.
  { entry: { key: 'skills', path: '/settings/skills' }, app: 'skills', guard: (ctx) => ctx.canManageSkills },
  { entry: { key: 'automations', path: '/settings/automations' }, roles: isAdminRole },
];

function pick(rules: EntryRule[], ctx: MenuContext): SideMenuEntry[] {
  return rules.filter((rule) => allowed(rule, ctx)).map((rule) => rule.entry);
}

/** The side menu entries, in order, that `ctx` may see (spec 1 section 2.4). */
export function sideMenuEntries(
  ctx: MenuContext,
  options: { mobile?: boolean; jobTypes?: readonly JobTypeLink[] } = {},
): SideMenuEntry[] {
  const entries: SideMenuEntry[] = [
    { key: 'profile', path: '/profile' },
    { key: 'createNew' },
    ...pick(MAIN_RULES, ctx),
  ];
  const apps = pick(APPS_RULES, ctx);
  if (apps.length > 0) entries.push({ key: 'apps', children: apps });
  if (isAdminRole(ctx.role)) {
    entries.push({
      key: 'jobTypes',
      children: [
        { key: 'newJobType', path: '/job_type/new' },
        ...(options.jobTypes ?? []).map(
          (jt): SideMenuEntry => ({ key: 'jobType', path: `/job_type/editor/${jt.id}`, label: jt.name }),
        ),
      ],
    });
  }
  entries.push({ key: 'terms', path: '/tos' });
  if (options.mobile) {
    if (isAdminRole(ctx.role)) entries.push({ key: 'settings', path: '/settings' });
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
  | 'mails'
  | 'instances'
  | 'impersonate'
  | 'testServer'
  | 'apiDocs'
  | 'logout'
  | 'returnToAccount';

/** The profile dropdown entries, in order, exactly as the table of spec 1 section 2.3. */
export function profileMenuEntries(ctx: MenuContext): ProfileMenuKey[] {
  const { role, toggles, isMainHost } = ctx;
  const sysAdmin = role === 'sys_admin';
  const businessAdmin = role === 'business_admin';
  const keys: ProfileMenuKey[] = ['profile'];
  if (sysAdmin || businessAdmin) keys.push('settings');
  if (businessAdmin && isToggleActive(toggles, 'skills')) keys.push('skills');
  if (businessAdmin && isToggleActive(toggles, 'blueprints')) keys.push('blueprints');
  if (businessAdmin) keys.push('automations');
  if (businessAdmin && isToggleActive(toggles, 'microsoft_sso')) keys.push('microsoftSso');
  if (sysAdmin) keys.push('workers');
  if (allows(ctx, 'mail.read')) keys.push('mails');
  if (sysAdmin && isMainHost) keys.push('instances');
  if (sysAdmin && isMainHost && isToggleActive(toggles, 'impersonate') && !ctx.isImpersonating) {
    keys.push('impersonate');
  }
  if (sysAdmin && isMainHost) keys.push('testServer', 'apiDocs');
  keys.push(ctx.isImpersonating ? 'returnToAccount' : 'logout');
  return keys;
}

/** Asks the access policy as the menu's user (the menus move onto the policy wholesale soon). */
function allows(ctx: MenuContext, action: Action): boolean {
  const actor = { id: '', role: ctx.role, canManageSkills: ctx.canManageSkills };
  return can(actor, action, undefined, { toggles: ctx.toggles, security: ctx.security, isMainHost: ctx.isMainHost }).allowed;
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
  mails: '/mails',
  instances: '/instances',
  apiDocs: '/v2/documentation',
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
