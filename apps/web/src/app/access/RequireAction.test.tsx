import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { Role, ToggleKey } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { routes, SCREEN_ACTIONS } from '../routes/router';

const emptyPage = { docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1 };

function sessionApi(role: Role, apps: ToggleKey[] = ['files', 'projects', 'skills', 'blueprints']) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(apps) }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => ({ ...emptyPage, unread: 0 }),
    'GET /v2/asset': () => emptyPage,
  });
}

const assetCalls = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((c) => c.path === '/v2/asset');

describe('route guard (RequireAction)', () => {
  it('opens the screen when the policy allows its action', async () => {
    const { calls } = sessionApi('project_manager');
    await renderApp('/files');
    expect(await screen.findByRole('heading', { name: 'Files' })).toBeInTheDocument();
    expect(await screen.findByText(/^No files yet/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(assetCalls(calls)).toHaveLength(1);
  });

  it('shows the 403 screen when the role may not, and the screen asks nothing of the server', async () => {
    const { calls } = sessionApi('inspector');
    await renderApp('/files');
    expect(await screen.findByText('No access')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Files' })).not.toBeInTheDocument();
    expect(assetCalls(calls)).toEqual([]);
  });

  it('says the app is switched off, with the way to the apps settings for an admin', async () => {
    const { calls } = sessionApi('business_admin', ['projects']);
    await renderApp('/files');
    expect(await screen.findByRole('heading', { name: 'Files is switched off' })).toBeInTheDocument();
    expect(screen.getByText('This app is switched off for your organisation. You can switch it on in the apps settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the apps settings' })).toHaveAttribute('href', '/settings/apps');
    expect(screen.queryByText('No access')).not.toBeInTheDocument();
    expect(assetCalls(calls)).toEqual([]);
  });

  it('tells a manager the app is off, without a link they could not follow', async () => {
    sessionApi('project_manager', ['projects']);
    await renderApp('/files');
    expect(await screen.findByRole('heading', { name: 'Files is switched off' })).toBeInTheDocument();
    expect(screen.getByText('This app is switched off for your organisation. Ask an administrator if you need it.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the apps settings' })).not.toBeInTheDocument();
  });

  it('answers an inspector by role before the app: files is not theirs, on or off', async () => {
    sessionApi('inspector', []);
    await renderApp('/files');
    expect(await screen.findByText('No access')).toBeInTheDocument();
  });

  it('says it in Hebrew too', async () => {
    sessionApi('business_admin', []);
    await renderApp('/projects', { language: 'he' });
    expect(await screen.findByRole('heading', { name: 'האפליקציה "פרויקטים" כבויה' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'מעבר להגדרות האפליקציות' })).toHaveAttribute('href', '/settings/apps');
  });

  it.each<[string, Role, string]>([
    ['/settings', 'project_manager', 'No access'],
    ['/settings', 'business_admin', 'Settings'],
    ['/settings/apps', 'client', 'No access'],
    ['/settings/automations', 'project_manager', 'No access'],
    ['/settings/automations', 'business_admin', 'Not available yet'],
    ['/users', 'inspector', 'No access'],
    ['/users', 'project_manager', 'Users'],
    ['/job_type/new', 'project_manager', 'No access'],
    ['/instances', 'business_admin', 'No access'],
    ['/instances', 'sys_admin', 'Not available yet'],
    ['/settings/skills', 'inspector', 'No access'],
    ['/games', 'inspector', 'Games is switched off'],
  ])('%s as %s: %s', async (path, role, heading) => {
    sessionApi(role);
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('guards only paths the route tree has, so a renamed screen cannot lose its guard unnoticed', () => {
    const paths = (list: RouteObject[]): string[] => list.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
    const known = new Set(paths(routes));
    expect(Object.keys(SCREEN_ACTIONS).filter((path) => !known.has(path))).toEqual([]);
  });
});
