import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, ToggleKey } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { fakeMediaQueryList } from '../../test/mediaQuery';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { makePerson, makeProjectRow, noNotifications, page } from './testData';

const noDefault = { _id: null, screen: 'projects', state: null, updated_at: null };

function projectsApi(list: Handler, { role = 'business_admin' as Role, apps = ['projects', 'client'] as ToggleKey[], more = {} as Record<string, Handler> } = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(apps) }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/apps/client/state/projects': () => noDefault,
    'GET /v2/projects': list,
    ...more,
  });
}

const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v2/projects').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));

const people = ['Avi Cohen', 'Rina Shamir', 'Tom Katz', 'Noa Bar', 'Gil Ron'].map((n, i) => makePerson(`u-${i + 2}`, ...(n.split(' ') as [string, string])));
const tower = makeProjectRow('p-1', 'Tower A', { users: people, location: { lat: 32.08, long: 34.78, address: 'Dizengoff 1, Tel Aviv' } });
const bridge = makeProjectRow('p-2', 'Bridge', { company: null, users: people.slice(0, 2) });

afterEach(() => vi.restoreAllMocks());

describe('projects screen', () => {
  it('lists the projects with avatar, name, company, people (3 then +N) and created date', async () => {
    const { calls } = projectsApi(() => page([tower, bridge]));
    await renderApp('/projects');
    const grid = await screen.findByRole('grid', { name: 'Projects' }, { timeout: 20_000 });
    const row = (await within(grid).findByText('Tower A')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('Acme Build');
    expect(row).toHaveTextContent('03/02/26');
    const circles = within(row).getByRole('img', { name: 'Avi Cohen, Rina Shamir, Tom Katz and 2 more' });
    expect(circles).toHaveTextContent('+2');
    const other = within(grid).getByText('Bridge').closest('[role="row"]') as HTMLElement;
    expect(other).toHaveTextContent('No company');
    expect(within(other).getByRole('img', { name: 'Avi Cohen, Rina Shamir' })).not.toHaveTextContent('+');
    expect(screen.getByTestId('grid-counter')).toHaveTextContent('2 | 2');
    expect(listCalls(calls)).toEqual([{}]);
  });

  it('counts the people a row leaves out (a row carries the first 10), and shows the location', async () => {
    const many = makeProjectRow('p-3', 'Harbour', { users: people, usersCount: 14, location: { lat: 32.8, long: 35, address: '' } });
    projectsApi(() => page([many]));
    const user = userEvent.setup();
    await renderApp('/projects');
    const row = (await screen.findByText('Harbour')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Avi Cohen, Rina Shamir, Tom Katz and 11 more' })).toHaveTextContent('+11');
    expect(row).toHaveTextContent('32.8, 35');
    await user.click(screen.getByText('Harbour'));
    expect(await screen.findByTestId('project-panel')).toHaveTextContent('and 9 more');
  });

  it('searches and filters by company from the modal, keeping both in the address', async () => {
    const { calls } = projectsApi(() => page([tower]));
    const user = userEvent.setup();
    const { router } = await renderApp('/projects');
    await screen.findByText('Tower A');
    await user.type(screen.getByRole('searchbox'), 'tow');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ search: 'tow' }));
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const modal = await screen.findByRole('dialog');
    await user.type(within(modal).getByRole('textbox', { name: 'Company (contains)' }), 'Acme');
    await user.click(within(modal).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ search: 'tow', 'company[contains]': 'Acme' }));
    expect(screen.getByTestId('filter-pill-company')).toHaveTextContent('Company');
    expect(router.state.location.search).toContain('company');
  });

  it('opens a clicked project in the right panel, with the way into it', async () => {
    projectsApi(() => page([tower, bridge]));
    const user = userEvent.setup();
    await renderApp('/projects');
    await user.click(await screen.findByText('Tower A'));
    const panel = await screen.findByTestId('project-panel');
    expect(panel).toHaveTextContent('Dizengoff 1, Tel Aviv');
    expect(panel).toHaveTextContent('Gil Ron');
    expect(within(panel).getByRole('link', { name: 'Open project' })).toHaveAttribute('href', '/project/view/p-1');
  });

  it('says when there are no projects, and when none match', async () => {
    projectsApi(() => page([]));
    const first = await renderApp('/projects');
    expect(await screen.findByTestId('grid-empty')).toHaveTextContent('No projects yet.');
    first.unmount();
    projectsApi(() => page([]));
    await renderApp('/projects?search=zzz');
    expect(await screen.findByTestId('grid-empty')).toHaveTextContent('No projects match the search or filters.');
  });

  it('shows the error with a retry when the list fails, and the rows once it answers', async () => {
    let fail = true;
    projectsApi(() => (fail ? json({ statusCode: 500, error: 'Internal', code: 'internal', message: 'Something went wrong. Please, try again later!' }, 500) : page([tower])));
    const user = userEvent.setup();
    await renderApp('/projects');
    const alert = await screen.findByTestId('grid-error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tower A')).toBeInTheDocument();
  });

  it('shows the loading state until the rows come', async () => {
    let answer: (value: unknown) => void = () => undefined;
    projectsApi(() => new Promise((resolve) => (answer = resolve)));
    await renderApp('/projects');
    const grid = await screen.findByRole('grid', { name: 'Projects' });
    // The grid's skeleton rows stand in while the page loads.
    expect(grid.querySelector('.MuiDataGrid-skeletonLoadingOverlay')).not.toBeNull();
    answer(page([tower]));
    expect(await within(grid).findByText('Tower A')).toBeInTheDocument();
  });

  it('is not offered to an inspector while allowInspectorManageProjects is off', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(['projects']), security: { ...makeBootstrap().security, allowInspectorManageProjects: false } }),
      'GET /v2/users/me': () => makeUser('inspector'),
      'GET /v2/notifications': () => noNotifications,
    });
    await renderApp('/projects');
    expect(await screen.findByText('No access')).toBeInTheDocument();
    expect(screen.queryByTestId('side-menu-projects')).not.toBeInTheDocument();
  });

  it('reads right to left in Hebrew', async () => {
    projectsApi(() => page([tower]));
    await renderApp('/projects', { language: 'he' });
    const grid = await screen.findByRole('grid', { name: 'פרויקטים' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(grid).getByText('חברה')).toBeInTheDocument();
    // The rows come with the first page.
    expect(await within(grid).findByRole('img', { name: 'Avi Cohen, Rina Shamir, Tom Katz ועוד 2' })).toBeInTheDocument();
  });

  it('at 390 px shows cards, and a tapped card opens the panel over the list', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, true));
    projectsApi(() => page([tower, bridge]));
    const user = userEvent.setup();
    await renderApp('/projects');
    const cards = await screen.findByRole('list', { name: 'Projects' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(cards).getByText('Bridge'));
    const panel = await screen.findByTestId('project-panel');
    expect(within(panel).getByRole('link', { name: 'Open project' })).toHaveAttribute('href', '/project/view/p-2');
  });
});
