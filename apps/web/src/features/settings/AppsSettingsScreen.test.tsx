import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToggleKey, ToggleState } from '@fieldwork/contracts';
import { page } from '../../app/session/pageReload';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { json, mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.restoreAllMocks());

const noNotifications = () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 });

/** A tiny in-memory API whose PUT answers as `putStatus` says. */
function appsApi(role: 'business_admin' | 'inspector', putStatus: number) {
  let toggles: ToggleState[] = togglesWith(['files', 'projects']);
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': noNotifications,
    'GET /v2/apps/toggles': () => toggles,
    'PUT /v2/apps/toggles/files': async (request) => {
      if (putStatus !== 200) {
        return json({ statusCode: putStatus, error: 'Error', code: 'internal', message: 'Database unavailable' }, putStatus);
      }
      const { isActive } = (await request.json()) as { isActive: boolean };
      toggles = toggles.map((t) => (t.toggleId === ('files' as ToggleKey) ? { ...t, isActive } : t));
      return { toggleId: 'files', isActive };
    },
  });
}

const filesSwitch = async () => within(await screen.findByTestId('toggle-files')).getByRole('switch');

describe('apps settings (/settings/apps)', () => {
  it('lists all 17 apps with their labels and descriptions', async () => {
    appsApi('business_admin', 200);
    await renderApp('/settings/apps');
    expect(await screen.findAllByRole('switch')).toHaveLength(17);
    expect(screen.getByText('Shift view')).toBeInTheDocument();
    expect(screen.getByText('Plan who works where, by day.')).toBeInTheDocument();
  });

  it('turns the files app off and the Files menu entry disappears at once', async () => {
    const { calls } = appsApi('business_admin', 200);
    await renderApp('/settings/apps');
    expect(await screen.findByTestId('side-menu-files')).toBeInTheDocument();

    await userEvent.click(await filesSwitch());

    await waitFor(() => expect(screen.queryByTestId('side-menu-files')).not.toBeInTheDocument());
    expect(await filesSwitch()).not.toBeChecked();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/v2/apps/toggles/files');
    expect(await put.request.clone().json()).toEqual({ isActive: false });
    expect(await screen.findByText('Files is now off.')).toBeInTheDocument();
  });

  it('turns the files app off and /files says so at once, without a reload', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const { calls } = appsApi('business_admin', 200);
    const { router } = await renderApp('/settings/apps');
    await userEvent.click(await filesSwitch());
    expect(await filesSwitch()).not.toBeChecked();

    await router.navigate('/files');

    expect(await screen.findByRole('heading', { name: 'Files is switched off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the apps settings' })).toHaveAttribute('href', '/settings/apps');
    expect(screen.queryByTestId('side-menu-files')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/asset')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reverts the switch and the menu when the save fails, and says why', async () => {
    appsApi('business_admin', 500);
    await renderApp('/settings/apps');
    const toggle = await filesSwitch();
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change Files: Something went wrong. Please, try again later!');
    await waitFor(async () => expect(await filesSwitch()).toBeChecked());
    expect(screen.getByTestId('side-menu-files')).toBeInTheDocument();
  });

  it('shows a 403 screen to a user who is not an admin', async () => {
    const { calls } = appsApi('inspector', 200);
    await renderApp('/settings/apps');
    expect(await screen.findByText('No access')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/apps/toggles')).toBe(false);
  });
});
