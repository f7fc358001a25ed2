import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@fieldwork/contracts';
import { makeJobType } from '../../features/jobTypes/testData';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { fakeMediaQueryList } from '../../test/mediaQuery';

function api(menu: Record<string, string> = {}, role: 'business_admin' | 'inspector' = 'business_admin') {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ menu }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
  });
}

/** Makes every media query match, as on a phone narrower than the 992 px breakpoint. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, true));
}

afterEach(() => vi.restoreAllMocks());

describe('side menu', () => {
  it('uses the custom labels of the instance settings', async () => {
    api({ jobs: 'Assignments', files: 'Documents' });
    await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Assignments' })).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/files');
    expect(within(nav).queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
  });

  it('collapses to a rail and remembers it', async () => {
    api();
    await renderApp('/dashboard');
    expect(await screen.findByTestId('side-menu-drawer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));

    expect(screen.getByTestId('side-menu-rail')).toBeInTheDocument();
    expect(screen.getByTestId('side-menu-jobs')).toHaveAccessibleName('Jobs');
    expect(window.localStorage.getItem('fieldwork.menuExpanded')).toBe('false');
  });

  it('opens the Apps submenu with its entries', async () => {
    api();
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('side-menu-apps'));
    expect(await screen.findByTestId('side-menu-automations')).toHaveAttribute('href', '/settings/automations');
  });

  it('opens the "what to create" page from Create new', async () => {
    api();
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('side-menu-createNew'));
    expect(await screen.findByRole('dialog', { name: 'Create new' })).toHaveTextContent('What would you like to create?');
  });

  it('on a phone is a drawer behind the menu button, with Settings and Logout, and shows search on /jobs', async () => {
    onPhone();
    api();
    const { router } = await renderApp('/jobs');
    expect(await screen.findByTestId('mobile-search')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('side-menu-mobile');
    expect(within(drawer).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await userEvent.click(within(drawer).getByTestId('side-menu-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.getItem('fieldwork.session')).toBeNull();
  });
});

describe('the job-type submenu (spec 1 section 2.4)', () => {
  const fire = makeJobType('00000000-0000-4000-8000-000000000001', 'Fire safety');
  const old = makeJobType('00000000-0000-4000-8000-000000000002', 'Old handover', { settings: { isDisabled: true } });

  function jobTypesApi(role: Role) {
    return mockApi({
      'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(['projects', 'templates']) }),
      'GET /v2/users/me': () => makeUser(role),
      'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
      'GET /v2/jobtype': () => ({ success: true, data: [fire, old] }),
      'GET /v2/jobtype/templates': () => ({ success: true, data: [] }),
    });
  }

  it.each<Role>(['business_admin', 'sys_admin'])('lists Create new then every job type for a %s, disabled ones marked, each leading to its editor', async (role) => {
    const { calls } = jobTypesApi(role);
    const user = userEvent.setup();
    await renderApp('/dashboard');
    await user.click(await screen.findByTestId('side-menu-jobTypes'));
    expect(await screen.findByTestId('side-menu-newJobType')).toHaveTextContent('Create new');
    expect(await screen.findByRole('link', { name: 'Fire safety' })).toHaveAttribute('href', `/job_type/editor/${fire._id}`);
    expect(screen.getByRole('link', { name: 'Old handover Disabled' })).toHaveAttribute('href', `/job_type/editor/${old._id}`);
    // Every job type, disabled ones too: the list of the filters.
    expect(calls.find((c) => c.path === '/v2/jobtype')?.request.url).toContain('fromFilters=true');
  });

  it.each<Role>(['project_manager', 'inspector', 'client'])('is not there for a %s, whose menu asks for no job types', async (role) => {
    const { calls } = jobTypesApi(role);
    await renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByTestId('side-menu-jobTypes')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/jobtype')).toBe(false);
  });

  it('opens the job type wizard from its Create new row', async () => {
    jobTypesApi('business_admin');
    const user = userEvent.setup();
    await renderApp('/dashboard');
    await user.click(await screen.findByTestId('side-menu-jobTypes'));
    await user.click(await screen.findByTestId('side-menu-newJobType'));
    const dialog = await screen.findByRole('dialog', { name: 'Job type' });
    expect(await within(dialog).findByTestId('job-type-blank')).toBeInTheDocument();
    // Opened on its own: Back closes it.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on the page of a job type, in the rail once expanded and in the mobile drawer', async () => {
    jobTypesApi('business_admin');
    const user = userEvent.setup();
    const first = await renderApp(`/job_type/editor/${fire._id}`);
    // The submenu holding the current job type starts open.
    expect(await screen.findByRole('link', { name: 'Fire safety' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    await user.click(screen.getByTestId('side-menu-jobTypes'));
    expect(await screen.findByTestId('side-menu-drawer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fire safety' })).toBeInTheDocument();
    first.unmount();

    onPhone();
    jobTypesApi('business_admin');
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('side-menu-mobile');
    await user.click(within(drawer).getByTestId('side-menu-jobTypes'));
    expect(await within(drawer).findByRole('link', { name: 'Old handover Disabled' })).toBeInTheDocument();
  });
});
