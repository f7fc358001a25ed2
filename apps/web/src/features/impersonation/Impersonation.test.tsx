import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, ToggleKey, UserProfile } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const admin = makeUser('sys_admin', { acceptedLocation: true });
const target = makeUser('inspector', { id: 'u-2', _id: 'u-2', email: 'noa@demo.test', name: { first: 'Noa', last: 'Cohen' }, acceptedLocation: true });

function row(user: UserProfile, overrides: Partial<{ confirmed: boolean; state: string }> = {}) {
  return {
    _id: user.id, id: user.id, email: user.email, name: user.name, role: user.role, avatar: null, state: 'active', confirmed: true, verified: true,
    banned: false, inTraining: false, phoneNumber: null, skills: [], created_at: user.created_at, ...overrides,
  };
}
const invitee = makeUser('inspector', { id: 'u-3', _id: 'u-3', email: 'new@demo.test', name: { first: 'Nadav', last: 'New' } });
const rows = [row(admin), row(target), row(invitee, { confirmed: false, state: 'invited' })];
const usersPage = { docs: rows, data: rows, totalDocs: rows.length, page: 1, limit: 100, totalPages: 1, totalExact: true };

/** The profile of whoever the bearer token belongs to. */
const meByToken = (profiles: Record<string, UserProfile>): Handler => (request) =>
  profiles[request.headers.get('authorization')?.replace('Bearer ', '') ?? ''] ?? json({ statusCode: 401, error: 'Unauthorized', code: 'unauthenticated', message: 'x' }, 401);

function api({ apps = ['impersonate'], me = meByToken({ 'access-1': admin }), extra = {} }: { apps?: ToggleKey[]; me?: Handler; extra?: Record<string, Handler> } = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ isMainHost: true, toggles: togglesWith(apps) }),
    'GET /v2/users/me': me,
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
    ...extra,
  });
}

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
  return screen.findByRole('menu');
}

/** As impersonation leaves the browser: the admin's originals stored, the session holding the target's token. */
function storeOriginals() {
  window.localStorage.setItem('fieldwork.impersonation.profile', JSON.stringify(admin));
  window.localStorage.setItem('fieldwork.impersonation.token', JSON.stringify({ accessToken: 'admin-token', refreshToken: 'admin-refresh' }));
}

describe('impersonation: who is offered the picker', () => {
  it.each<[Role, ToggleKey[], boolean]>([
    ['sys_admin', ['impersonate'], true],
    ['sys_admin', [], false],
    ['business_admin', ['impersonate'], false],
  ])('%s with the apps %j: %s', async (role, apps, offered) => {
    api({ apps, me: () => makeUser(role, { acceptedLocation: true }) });
    await renderApp('/dashboard');
    const menu = await openAccountMenu();
    expect(Boolean(within(menu).queryByRole('menuitem', { name: 'Impersonate' }))).toBe(offered);
  });
});

describe('impersonation: acting as another user', () => {
  it('picks one confirmed user other than oneself, switches the token, keeps the originals and goes to /', async () => {
    const { calls } = api({
      me: meByToken({ 'access-1': admin, 'target-token': target }),
      extra: {
        'GET /v2/users': () => usersPage,
        'POST /v2/users/impersonate': () => ({ access_token: 'target-token', token_type: 'Bearer', expires_in: 900, refresh_token: 'target-refresh' }),
      },
    });
    const { router, store } = await renderApp('/settings');
    const user = userEvent.setup();
    await user.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Impersonate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate' });
    const submit = within(dialog).getByRole('button', { name: 'Impersonate' });
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'User' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Noa Cohennoa@demo.test']));
    const search = calls.find((c) => c.path === '/v2/users')!;
    expect(Object.fromEntries(new URL(search.request.url).searchParams)).toMatchObject({ state: 'active', include_me: 'false', limit: '100' });

    await user.click(within(listbox).getByRole('option'));
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('acting-as')).toHaveTextContent('Acting as Noa Cohen');
    const call = calls.find((c) => c.path === '/v2/users/impersonate')!;
    expect(call.request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(call.request.headers.get('authorization')).toBe('Bearer access-1');
    expect(Object.fromEntries(new URLSearchParams(await call.request.clone().text()))).toEqual({
      grant_type: 'impersonate',
      username: 'noa@demo.test',
      client_id: 'web',
      client_secret: 'web-secret',
    });
    expect(store.getState().session).toEqual({ accessToken: 'target-token', refreshToken: 'target-refresh' });
    expect(JSON.parse(window.localStorage.getItem('fieldwork.session')!)).toEqual({ accessToken: 'target-token', refreshToken: 'target-refresh' });
    expect(JSON.parse(window.localStorage.getItem('fieldwork.impersonation.token')!)).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(JSON.parse(window.localStorage.getItem('fieldwork.impersonation.profile')!)).toMatchObject({ id: 'u-1', role: 'sys_admin' });

    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Return to account' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a refusal in the picker and stays the admin', async () => {
    api({
      extra: {
        'GET /v2/users': () => usersPage,
        'POST /v2/users/impersonate': () => json({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Not allowed' }, 403),
      },
    });
    const { store } = await renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Impersonate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate' });
    await user.click(within(dialog).getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: /Noa Cohen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Impersonate' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(store.getState().session.accessToken).toBe('access-1');
    expect(window.localStorage.getItem('fieldwork.impersonation.token')).toBeNull();
  });

  it('holds across a reload, and Return to account restores the stored token and profile', async () => {
    storeOriginals();
    const { calls } = api({ me: meByToken({ 'access-1': target, 'admin-token': admin }) });
    const { router, store } = await renderApp('/settings');
    expect(await screen.findByTestId('acting-as')).toHaveTextContent('Acting as Noa Cohen');

    await userEvent.click(screen.getByRole('button', { name: 'Return to account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session).toEqual({ accessToken: 'admin-token', refreshToken: 'admin-refresh' });
    expect(JSON.parse(window.localStorage.getItem('fieldwork.session')!)).toEqual({ accessToken: 'admin-token', refreshToken: 'admin-refresh' });
    expect(window.localStorage.getItem('fieldwork.impersonation.profile')).toBeNull();
    expect(window.localStorage.getItem('fieldwork.impersonation.token')).toBeNull();
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hello, Dana');
    expect(screen.queryByTestId('acting-as')).not.toBeInTheDocument();
    // The dashboard's calls after the return carry the admin's token (the bell asks again once the
    // token has changed, which may come a moment after the greeting); the profile is the stored one.
    await waitFor(() => expect(calls.filter((c) => c.path === '/v2/notifications').at(-1)!.request.headers.get('authorization')).toBe('Bearer admin-token'), { timeout: 5_000 });
    expect(calls.filter((c) => c.path === '/v2/users/me').map((c) => c.request.headers.get('authorization'))).toEqual(['Bearer access-1']);
  });

  it('does not hold with the impersonate toggle off: the user just logs out', async () => {
    storeOriginals();
    api({ apps: [], me: meByToken({ 'access-1': target }) });
    await renderApp('/dashboard');
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByTestId('acting-as')).not.toBeInTheDocument();
  });

  it('says whom you act as in Hebrew, right to left', async () => {
    storeOriginals();
    api({ me: meByToken({ 'access-1': target }) });
    await renderApp('/dashboard', { language: 'he' });
    expect(await screen.findByTestId('acting-as')).toHaveTextContent('פועלים בשם Noa Cohen');
    expect(screen.getByRole('button', { name: 'חזרה לחשבון שלי' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
