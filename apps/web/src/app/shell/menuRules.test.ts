import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_FLAGS, ROLES, type Role, type SecurityFlags, type ToggleKey } from '@fieldwork/contracts';
import { togglesWith } from '../../test/fixtures';
import { bindPolicy } from '../access/boundPolicy';
import {
  hasMobileSearch,
  isBarePath,
  profileMenuEntries,
  sideMenuEntries,
  type MenuContext,
  type SideMenuEntry,
} from './menuRules';

interface Situation {
  apps?: ToggleKey[];
  security?: SecurityFlags;
  isMainHost?: boolean;
  canManageSkills?: boolean;
  isImpersonating?: boolean;
}

/** The menus' context for a user of `role` in a situation: the contracts policy bound to them. */
function ctx(role: Role, situation: Situation = {}): MenuContext {
  const {
    apps = ['files', 'projects', 'skills', 'blueprints', 'games', 'shift_view'],
    security = { ...DEFAULT_SECURITY_FLAGS },
    isMainHost = false,
    canManageSkills = false,
    isImpersonating = false,
  } = situation;
  const actor = { id: 'u-1', role, canManageSkills, impersonatedBy: isImpersonating ? 'u-admin' : null };
  const { can } = bindPolicy(actor, { toggles: togglesWith(apps), security, isMainHost });
  return { can, role, isImpersonating };
}

const keys = (entries: SideMenuEntry[]): string[] =>
  entries.flatMap((e) => [e.key, ...(e.children ?? []).map((c) => `${e.key}/${c.key}`)]);

describe('profile dropdown (spec 1 section 2.3)', () => {
  it.each<[Role, string[]]>([
    ['client', ['profile', 'logout']],
    ['inspector', ['profile', 'logout']],
    ['project_manager', ['profile', 'logout']],
    ['business_admin', ['profile', 'settings', 'skills', 'blueprints', 'automations', 'logout']],
    ['sys_admin', ['profile', 'settings', 'workers', 'mails', 'logout']],
  ])('%s off the main host sees %j', (role, expected) => {
    expect(profileMenuEntries(ctx(role))).toEqual(expected);
  });

  it('gives business_admin Skills, Blueprints and Microsoft SSO only while those apps are on', () => {
    expect(profileMenuEntries(ctx('business_admin', { apps: [] }))).toEqual(['profile', 'settings', 'automations', 'logout']);
    expect(profileMenuEntries(ctx('business_admin', { apps: ['microsoft_sso'] }))).toContain('microsoftSso');
  });

  it('gives sys_admin on the main host Instances, Impersonate and the test server and API links', () => {
    expect(profileMenuEntries(ctx('sys_admin', { isMainHost: true, apps: ['impersonate'] }))).toEqual([
      'profile',
      'settings',
      'workers',
      'mails',
      'instances',
      'impersonate',
      'testServer',
      'apiDocs',
      'logout',
    ]);
  });

  it('hides Impersonate without the toggle and while impersonating, and shows Return to account instead of Logout', () => {
    expect(profileMenuEntries(ctx('sys_admin', { isMainHost: true, apps: [] }))).not.toContain('impersonate');
    const impersonating = profileMenuEntries(ctx('sys_admin', { isMainHost: true, apps: ['impersonate'], isImpersonating: true }));
    expect(impersonating).not.toContain('impersonate');
    expect(impersonating).not.toContain('logout');
    expect(impersonating.at(-1)).toBe('returnToAccount');
  });

  it('leads sys_admin, and only sys_admin, to the mail page', () => {
    for (const role of ROLES) {
      expect(profileMenuEntries(ctx(role)).includes('mails'), role).toBe(role === 'sys_admin');
    }
  });

  it('never shows main-host entries to a business_admin on the main host', () => {
    const entries = profileMenuEntries(ctx('business_admin', { isMainHost: true, apps: ['impersonate'] }));
    expect(entries).not.toEqual(expect.arrayContaining(['instances']));
    expect(entries).not.toContain('impersonate');
    expect(entries).not.toContain('apiDocs');
  });
});

describe('side menu (spec 1 section 2.4)', () => {
  it('lists the entries in the spec order for a business_admin', () => {
    expect(keys(sideMenuEntries(ctx('business_admin')))).toEqual([
      'profile',
      'createNew',
      'dashboard',
      'jobs',
      'projects',
      'users',
      'reports',
      'files',
      'apps',
      'apps/shifts',
      'apps/games',
      'apps/skills',
      'apps/automations',
      'jobTypes',
      'jobTypes/newJobType',
      'terms',
    ]);
  });

  it('keeps users, files and shift view for sys_admin, business_admin and project_manager', () => {
    for (const role of ROLES) {
      const visible = keys(sideMenuEntries(ctx(role)));
      const manager = role === 'sys_admin' || role === 'business_admin' || role === 'project_manager';
      expect(visible.includes('users'), role).toBe(manager);
      expect(visible.includes('files'), role).toBe(manager);
      expect(visible.includes('apps/shifts'), role).toBe(manager);
    }
  });

  it('keeps the job-type submenu and automations for sys_admin and business_admin only', () => {
    for (const role of ROLES) {
      const visible = keys(sideMenuEntries(ctx(role)));
      const admin = role === 'sys_admin' || role === 'business_admin';
      expect(visible.includes('jobTypes'), role).toBe(admin);
      expect(visible.includes('apps/automations'), role).toBe(admin);
    }
  });

  it('hides files, games, projects and shift view when their app is off, for admins too', () => {
    const visible = keys(sideMenuEntries(ctx('sys_admin', { apps: ['skills'] })));
    expect(visible).not.toContain('files');
    expect(visible).not.toContain('projects');
    expect(visible).not.toContain('apps/games');
    expect(visible).not.toContain('apps/shifts');
    expect(visible).toContain('apps/skills');
  });

  it('shows skills to staff with the manage-skills permission; admins bypass the guard', () => {
    expect(keys(sideMenuEntries(ctx('project_manager')))).not.toContain('apps/skills');
    expect(keys(sideMenuEntries(ctx('project_manager', { canManageSkills: true })))).toContain('apps/skills');
    expect(keys(sideMenuEntries(ctx('business_admin', { canManageSkills: false })))).toContain('apps/skills');
  });

  it('hides projects from inspectors when allowInspectorManageProjects is false, and only from them', () => {
    const security = { ...DEFAULT_SECURITY_FLAGS, allowInspectorManageProjects: false };
    expect(keys(sideMenuEntries(ctx('inspector', { security })))).not.toContain('projects');
    expect(keys(sideMenuEntries(ctx('inspector')))).toContain('projects');
    expect(keys(sideMenuEntries(ctx('project_manager', { security })))).toContain('projects');
    expect(keys(sideMenuEntries(ctx('client', { security })))).toContain('projects');
  });

  it('drops the Apps submenu when none of its entries is visible', () => {
    expect(keys(sideMenuEntries(ctx('inspector', { apps: [] })))).not.toContain('apps');
  });

  it('adds Settings (for admins) and Logout at the end of the mobile drawer', () => {
    expect(keys(sideMenuEntries(ctx('business_admin'), { mobile: true })).slice(-3)).toEqual(['terms', 'settings', 'logout']);
    expect(keys(sideMenuEntries(ctx('inspector'), { mobile: true })).slice(-2)).toEqual(['terms', 'logout']);
  });

  it('lists Create new (the wizard) then each job type under the submenu, leading to its editor, disabled ones marked', () => {
    const [jobTypes] = sideMenuEntries(ctx('sys_admin'), {
      jobTypes: [
        { id: 'jt1', name: 'Fire safety' },
        { id: 'jt2', name: 'Old handover', disabled: true },
      ],
    }).filter((e) => e.key === 'jobTypes');
    expect(jobTypes.children).toEqual([
      { key: 'newJobType' },
      { key: 'jobType', path: '/job_type/editor/jt1', label: 'Fire safety' },
      { key: 'jobType', path: '/job_type/editor/jt2', label: 'Old handover', disabled: true },
    ]);
  });
});

describe('layout rules', () => {
  it.each([
    ['/job_type/answer/abc', true],
    ['/answer/abc/p1', true],
    ['/create_installation', true],
    ['/instance_reminder', true],
    ['/dashboard', false],
    ['/jobs/12', false],
  ])('bare layout for %s: %s', (path, bare) => {
    expect(isBarePath(path)).toBe(bare);
  });

  it.each([
    ['/jobs', true],
    ['/projects', true],
    ['/users', true],
    ['/files', true],
    ['/users/12', true],
    ['/dashboard', false],
    ['/jobsx', false],
  ])('mobile search icon on %s: %s', (path, shown) => {
    expect(hasMobileSearch(path)).toBe(shown);
  });
});
