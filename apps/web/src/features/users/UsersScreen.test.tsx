import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { fakeMediaQueryList } from '../../test/mediaQuery';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { makeUserRow, noNotifications, usersPage } from './testData';

const noDefault = { _id: null, screen: 'users', state: null, updated_at: null };

function usersApi(list: Handler, more: Record<string, Handler> = {}, role: Role = 'business_admin') {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/apps/client/state/users': () => noDefault,
    'GET /v2/users': list,
    ...more,
  });
}

const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v2/users').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));
const bodyOf = async (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) =>
  calls.find((c) => c.method === method && c.path === path)?.request.clone().json();

const skills = ['Welding', 'Scaffolds', 'First aid', 'Cranes', 'Heights', 'Electricity'].map((name, i) => ({ _id: `s-${i}`, name }));
const avi = makeUserRow('u-2', 'Avi', 'Cohen', { skills, inTraining: true });
const rina = makeUserRow('u-3', 'Rina', 'Shamir', { state: 'invited', role: 'project_manager' });
const tom = makeUserRow('u-4', 'Tom', 'Katz', { state: 'banned' });
const boss = makeUserRow('u-5', 'Gil', 'Ron', { role: 'business_admin' });

describe('users screen', () => {
  it('lists the users with avatar, e-mail, role, state and skills, asking the API with the defaults left out', async () => {
    const { calls } = usersApi(() => usersPage([avi, rina, tom]));
    await renderApp('/users');
    const grid = await screen.findByRole('grid', { name: 'Users' }, { timeout: 20_000 });
    const row = (await within(grid).findByText('Avi Cohen')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('avi@demo.test');
    expect(row).toHaveTextContent('Inspector');
    expect(within(row).getByTestId('user-state-active')).toHaveTextContent('Active');
    // Four skills, then how many more (spec 1 section 9).
    expect(row).toHaveTextContent('Welding');
    expect(row).toHaveTextContent('Cranes');
    expect(row).not.toHaveTextContent('Heights');
    expect(row).toHaveTextContent('+2 more');
    expect(row).toHaveTextContent('03/02/26');
    expect(within(grid).getByText('Rina Shamir').closest('[role="row"]')).toHaveTextContent('Invited');
    expect(within(grid).getByText('Tom Katz').closest('[role="row"]')).toHaveTextContent('Banned');
    expect(screen.getByTestId('grid-counter')).toHaveTextContent('3 | 3');
    expect(listCalls(calls)).toEqual([{}]);
    expect(calls.some((c) => c.path === '/v2/apps/client/state/users')).toBe(true);
  });

  it('filters by role and state from the modal, never offering the hidden include_me and excludeRoles', async () => {
    const { calls } = usersApi(() => usersPage([avi]));
    const user = userEvent.setup();
    const { router } = await renderApp('/users?include_me=false');
    await screen.findByText('Avi Cohen');
    // A hidden filter of a link applies but shows no pill.
    expect(listCalls(calls)[0]).toEqual({ include_me: 'false' });
    expect(screen.queryByTestId('filter-pill-include_me')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).queryByText('Include me')).not.toBeInTheDocument();
    expect(within(modal).queryByText('Leave out roles')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('checkbox', { name: 'Invited' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Project manager' }));
    await user.click(within(modal).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ include_me: 'false', role: 'project_manager', state: 'invited' }));
    expect(screen.getByTestId('filter-pill-state')).toHaveTextContent('State: Invited');
    expect(router.state.location.search).toContain('state=invited');
  });

  it('opens a clicked user in the right panel with the actions the policy allows for them', async () => {
    usersApi(() => usersPage([avi, rina]));
    const user = userEvent.setup();
    await renderApp('/users');
    await user.click(await screen.findByText('Avi Cohen'));
    let panel = await screen.findByTestId('user-panel');
    expect(panel).toHaveTextContent('avi@demo.test');
    expect(panel).toHaveTextContent('In training');
    expect(within(panel).getByRole('link', { name: 'Open profile' })).toHaveAttribute('href', '/users/u-2');
    expect(within(panel).getByRole('button', { name: 'Ban' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    // Confirmed and verified: no second invitation.
    expect(within(panel).queryByRole('button', { name: 'Invite again' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Rina Shamir'));
    panel = await screen.findByTestId('user-panel');
    expect(within(panel).getByRole('button', { name: 'Invite again' })).toBeInTheDocument();
  });

  it('removes a user from the panel only after the confirmation, and refreshes the list', async () => {
    let docs = [avi, rina];
    const { calls } = usersApi(() => usersPage(docs), {
      'POST /v2/users/remove': () => {
        docs = docs.filter((d) => d.id !== 'u-2');
        return { success: true, removed: ['u-2'] };
      },
    });
    const user = userEvent.setup();
    await renderApp('/users');
    await user.click(await screen.findByText('Avi Cohen'));
    await user.click(within(await screen.findByTestId('user-panel')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this user?' });
    expect(dialog).toHaveTextContent('Avi Cohen');
    expect(calls.some((c) => c.path === '/v2/users/remove')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Avi Cohen')).not.toBeInTheDocument());
    expect(await bodyOf(calls, 'POST', '/v2/users/remove')).toEqual({ users: ['u-2'] });
    expect(await screen.findByText('The user was removed.')).toBeInTheDocument();
    expect(screen.queryByTestId('grid-selection-bar')).not.toBeInTheDocument();
  });

  it('bans, unbans and invites again from the selection bar, sending each call the users it concerns', async () => {
    const { calls } = usersApi(() => usersPage([avi, rina, tom]), {
      'PUT /v2/users/ban': async (request) => ({ success: true, users: ((await request.json()) as { data: string[] }).data.map((_id) => ({ _id, banned: true })) }),
      'POST /v2/users/reinvite': () => ({ success: true, message: 'User successfully invited', invited: 1 }),
    });
    const user = userEvent.setup();
    await renderApp('/users');
    await screen.findByText('Avi Cohen');
    await user.click(screen.getByRole('checkbox', { name: 'Select Avi Cohen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Tom Katz' }));
    const bar = screen.getByTestId('grid-selection-bar');
    expect(bar).toHaveTextContent('Selected: 2');
    // The ban call toggles: Ban sends the active one, Unban the banned one.
    await user.click(within(bar).getByRole('button', { name: 'Ban (1)' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/v2/users/ban')).toHaveLength(1));
    expect(await bodyOf(calls, 'PUT', '/v2/users/ban')).toEqual({ data: ['u-2'] });
    expect(await screen.findByText('The user was banned.')).toBeInTheDocument();
    // A success clears the selection.
    expect(screen.queryByTestId('grid-selection-bar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Tom Katz' }));
    await user.click(within(screen.getByTestId('grid-selection-bar')).getByRole('button', { name: 'Unban (1)' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/v2/users/ban')).toHaveLength(2));
    expect(await calls.filter((c) => c.path === '/v2/users/ban')[1]!.request.clone().json()).toEqual({ data: ['u-4'] });

    // Re-invitation only for a selection whose every user may be invited again.
    await user.click(screen.getByRole('checkbox', { name: 'Select Rina Shamir' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Avi Cohen' }));
    expect(within(screen.getByTestId('grid-selection-bar')).queryByRole('button', { name: /Invite again/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Avi Cohen' }));
    await user.click(within(screen.getByTestId('grid-selection-bar')).getByRole('button', { name: 'Invite again (1)' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v2/users/reinvite')).toBe(true));
    expect(await bodyOf(calls, 'POST', '/v2/users/reinvite')).toEqual({ data: [{ email: 'rina@demo.test', role: 'project_manager' }] });
    expect(await screen.findByText('User successfully invited.')).toBeInTheDocument();
  });

  it('removes several users after one confirmation, and shows the API message when it refuses', async () => {
    const { calls } = usersApi(() => usersPage([avi, rina]), {
      'POST /v2/users/remove': () => json({ statusCode: 409, error: 'Conflict', code: 'conflict', message: 'Avi Cohen holds open jobs' }, 409),
    });
    const user = userEvent.setup();
    await renderApp('/users');
    await screen.findByText('Avi Cohen');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows shown' }));
    await user.click(within(screen.getByTestId('grid-selection-bar')).getByRole('button', { name: 'Remove (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Avi Cohen holds open jobs')).toBeInTheDocument();
    expect(await bodyOf(calls, 'POST', '/v2/users/remove')).toEqual({ users: ['u-2', 'u-3'] });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(await screen.findByRole('grid', { name: 'Users' })).getByText('Avi Cohen')).toBeInTheDocument();
  });

  it("offers a project manager no ban or removal when the selection holds someone above them", async () => {
    usersApi(() => usersPage([avi, boss]), {}, 'project_manager');
    const user = userEvent.setup();
    await renderApp('/users');
    await screen.findByText('Avi Cohen');
    await user.click(screen.getByRole('checkbox', { name: 'Select Avi Cohen' }));
    let bar = screen.getByTestId('grid-selection-bar');
    expect(within(bar).getByRole('button', { name: 'Ban (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Gil Ron' }));
    bar = screen.getByTestId('grid-selection-bar');
    expect(within(bar).queryByRole('button', { name: /Ban/ })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('reads right to left in Hebrew, the grid, its states and the panel included', async () => {
    usersApi(() => usersPage([avi, tom]));
    const user = userEvent.setup();
    await renderApp('/users', { language: 'he' });
    const grid = await screen.findByRole('grid', { name: 'משתמשים' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(grid).getByText('דוא"ל')).toBeInTheDocument();
    // The rows come with the first page.
    expect(await within(grid).findByText('חסום')).toBeInTheDocument();
    await user.click(within(grid).getByText('Avi Cohen'));
    const panel = await screen.findByTestId('user-panel');
    expect(within(panel).getByRole('button', { name: 'חסימה' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'פתיחת הפרופיל' })).toBeInTheDocument();
  });

  it('at 390 px shows cards, and a tapped card opens the panel over the list', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, true));
    usersApi(() => usersPage([avi, rina]));
    const user = userEvent.setup();
    await renderApp('/users');
    const cards = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(cards).getByText('Rina Shamir'));
    const panel = await screen.findByTestId('user-panel');
    expect(within(panel).getByRole('button', { name: 'Invite again' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

