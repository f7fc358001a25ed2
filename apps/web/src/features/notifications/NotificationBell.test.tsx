import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

describe('notification bell', () => {
  it('shows the unread count, marks read on opening, and opens the job of an item', async () => {
    let unread = 2;
    const docs = [
      { _id: 'n1', message: 'Job 42 was answered', type: null, params: {}, date: new Date().toISOString(), icon: null, idProject: 'p1', intIdJob: 42, idJobType: null, read: false },
      { _id: 'n2', message: 'Project Tower was created', type: null, params: {}, date: new Date().toISOString(), icon: null, idProject: 'p1', intIdJob: null, idJobType: null, read: false },
    ];
    const { calls } = mockApi({
      'GET /v2/apps/bootstrap': () => makeBootstrap(),
      'GET /v2/users/me': () => makeUser('inspector'),
      'GET /v2/notifications': () => ({ docs: docs.map((d) => ({ ...d, read: unread === 0 })), totalDocs: 2, page: 1, limit: 20, totalPages: 1, unread }),
      'POST /v2/notifications/mark_as_read': () => {
        unread = 0;
        return { success: true };
      },
    });
    const { router } = await renderApp('/dashboard');

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);

    expect(await screen.findByText('Today')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/v2/notifications/mark_as_read')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications'));

    await userEvent.click(screen.getByText('Job 42 was answered'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/42'));
  });

  it('names the button with the count its badge shows, "99+" past 99, and hides no "0" in it', async () => {
    let unread = 150;
    mockApi({
      'GET /v2/apps/bootstrap': () => makeBootstrap(),
      'GET /v2/users/me': () => makeUser('inspector'),
      'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread }),
      'POST /v2/notifications/mark_as_read': () => {
        unread = 0;
        return { success: true };
      },
    });
    await renderApp('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
    await userEvent.click(bell);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications'));
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveTextContent(/^$/));
  });
});
