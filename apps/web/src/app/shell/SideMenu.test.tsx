import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBootstrap, makeUser } from '../../test/fixtures';
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
