import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDashboard, Role, Widget } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { makeDashboard, makeJobRow, makeWidget } from '../jobs/testData';
import { fakeMediaQueryList } from '../../test/mediaQuery';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const noNotifications = { docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 };
const ROOF = '00000000-0000-4000-8000-000000000001';

// counters across the top; recent and mine side by side; the two charts under them.
const layout = (): Widget[] => [
  makeWidget('w-counters', 'status_counters', { x: 0, y: 0, w: 12, h: 2 }),
  makeWidget('w-recent', 'recent_jobs', { x: 0, y: 2, w: 6, h: 3 }),
  makeWidget('w-mine', 'my_jobs', { x: 6, y: 2, w: 6, h: 3 }),
  makeWidget('w-status', 'jobs_by_status', { x: 0, y: 5, w: 8, h: 3 }),
  makeWidget('w-types', 'jobs_by_type', { x: 8, y: 5, w: 4, h: 3 }),
];

const data: JobDashboard = makeDashboard({
  counters: { total: 6, byStatus: { open: 2, review: 3, done: 1 } },
  recent: [makeJobRow('j-12', 12, { status: 'review' })],
  mine: [makeJobRow('j-7', 7, { jobType: { _id: ROOF, title: 'Fire doors', icon: 'key', settings: { previewSettings: [], answerLocation: false, stepperRTL: false } } })],
  byStatusOverTime: [
    { date: '2026-03-01', counts: { open: 1 } },
    { date: '2026-03-02', counts: { open: 1, review: 2 } },
    { date: '2026-03-30', counts: {} },
  ],
  byType: [
    { jobType: ROOF, title: 'Roof check', count: 4 },
    { jobType: '00000000-0000-4000-8000-000000000002', title: 'Fire doors', count: 2 },
  ],
});

function api(role: Role = 'business_admin', extra: Record<string, Handler> = {}, widgets: Widget[] = layout()) {
  let stored = widgets;
  const mock = mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser(role, { acceptedLocation: true }),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/widgets/dashboard': () => stored,
    'GET /v2/jobs/dashboard': () => data,
    ...extra,
  });
  // PUT answers with the widget as saved, and later reads see it.
  const put: Handler = async (request) => {
    const id = new URL(request.url).pathname.split('/').pop()!;
    const body = (await request.json()) as Partial<Widget>;
    stored = stored.map((w) => (w._id === id ? { ...w, ...body } : w));
    return stored.find((w) => w._id === id);
  };
  return { ...mock, put };
}

/** The API with PUT /v2/widgets/dashboard/{id} answering for every widget of the layout. */
function withSaving(role: Role = 'business_admin', widgets: Widget[] = layout(), answer?: Handler) {
  let saving: Handler = () => undefined;
  const handlers: Record<string, Handler> = {};
  for (const w of widgets) handlers[`PUT /v2/widgets/dashboard/${w._id}`] = (request) => (answer ? answer(request) : saving(request));
  const mock = api(role, handlers, widgets);
  saving = mock.put;
  return mock;
}

const puts = async (calls: ReturnType<typeof mockApi>['calls']) =>
  Object.fromEntries(
    await Promise.all(
      calls.filter((c) => c.method === 'PUT').map(async (c) => [c.path.split('/').pop()!, await c.request.clone().json()] as const),
    ),
  );

const region = (name: string) => screen.getByRole('region', { name });
const placeOf = (name: string) => region(name).parentElement!.getAttribute('data-place');

async function arrange(widget: string, item: string) {
  await userEvent.click(within(region(widget)).getByRole('button', { name: `Arrange ${widget}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard widgets: what they show', () => {
  it('counts jobs in each status, in the instance order, each opening the list filtered by it', async () => {
    api();
    await renderApp('/dashboard');
    const counters = await screen.findByRole('region', { name: 'Jobs by status' });
    const tiles = await within(counters).findAllByTestId(/^counter-/);
    expect(tiles.map((a) => a.textContent)).toEqual(['All jobs 6', 'Open 2', 'Rejected 0', 'Assigned 0', 'Confirmed 0', 'Reported 0', 'Review 3', 'Done 1']);
    expect(within(counters).getByRole('link', { name: 'Review 3' })).toHaveAttribute('href', '/jobs?status=review');
    expect(within(counters).getByRole('link', { name: 'All jobs 6' })).toHaveAttribute('href', '/jobs');
  });

  it('lists the recent jobs and mine, each opening the job, and links mine to the list of my jobs', async () => {
    api();
    await renderApp('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recently opened' });
    const job = await within(recent).findByRole('link', { name: /#12 Fire safety/ });
    expect(job).toHaveAttribute('href', '/jobs/j-12');
    expect(job).toHaveTextContent('Tower A');
    expect(job).toHaveTextContent('Review');
    const mine = region('My jobs');
    expect(within(mine).getByRole('link', { name: /#7 Fire doors/ })).toHaveAttribute('href', '/jobs/j-7');
    expect(within(mine).getByRole('link', { name: 'View in jobs' })).toHaveAttribute('href', '/jobs?assignee=u-1');
  });

  it('draws the charts after the data, with legends that open the list with their filters', async () => {
    api();
    await renderApp('/dashboard');
    const byStatus = await screen.findByRole('region', { name: 'New jobs, last 30 days' });
    const open = await within(byStatus).findByRole('link', { name: 'Open: 2' }, { timeout: 20_000 });
    expect(open).toHaveAttribute('href', '/jobs?status=open&createdAt=2026-03-01..2026-03-30');
    expect(within(byStatus).getByRole('link', { name: 'Review: 2' })).toBeInTheDocument();
    expect(within(byStatus).getByRole('link', { name: 'View in jobs' })).toHaveAttribute('href', '/jobs?createdAt=2026-03-01..2026-03-30');
    // One column per day, as tall as the day's jobs on a scale of 0 to 3, stacked in the instance's order.
    const columns = within(byStatus).getAllByTestId('chart-column');
    expect(columns).toHaveLength(3);
    expect(columns.map((c) => c.style.height)).toEqual(['33.33333333333333%', '100%', '0%']);
    expect([...columns[1]!.children].map((part) => part.getAttribute('title'))).toEqual(['02/03 · Open: 1', '02/03 · Review: 2']);
    expect(within(byStatus).getByTestId('chart-by-status')).toHaveTextContent(/^0123/);

    const byType = region('Jobs by type');
    expect((await within(byType).findByRole('link', { name: 'Roof check: 4' })).getAttribute('href')).toBe(`/jobs?jobType=${ROOF}`);
    // Most first, the longest bar the full width less its count's room.
    const bars = within(byType).getAllByTestId('chart-bar');
    expect(bars.map((bar) => bar.getAttribute('title'))).toEqual(['Roof check: 4', 'Fire doors: 2']);
    expect(bars.map((bar) => bar.style.width)).toEqual(['calc(1 * (100% - 3em))', 'calc(0.5 * (100% - 3em))']);
  });

  it('says so when there is nothing to show', async () => {
    api('inspector', { 'GET /v2/jobs/dashboard': () => makeDashboard() });
    await renderApp('/dashboard');
    const counters = await screen.findByRole('region', { name: 'Jobs by status' });
    expect(await within(counters).findByTestId('widget-empty')).toHaveTextContent('No jobs yet.');
    expect(within(region('Recently opened')).getByTestId('widget-empty')).toHaveTextContent('The jobs you open appear here.');
    expect(within(region('My jobs')).getByTestId('widget-empty')).toHaveTextContent('No open jobs are assigned to you.');
    expect(within(region('New jobs, last 30 days')).getByTestId('widget-empty')).toHaveTextContent('No jobs were created in the last 30 days.');
  });

  it('shows skeletons while loading, and a failed part with the way to try again', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api('business_admin', {
      'GET /v2/jobs/dashboard': async () => {
        await held;
        return fail ? json({ statusCode: 500, error: 'Internal', code: 'internal', message: 'boom' }, 500) : data;
      },
    });
    await renderApp('/dashboard');
    const counters = await screen.findByRole('region', { name: 'Jobs by status' });
    expect(within(counters).getByTestId('widget-loading')).toBeInTheDocument();
    release();
    await within(counters).findByTestId('widget-error');
    fail = false;
    await userEvent.click(within(counters).getByRole('button', { name: 'Try again' }));
    expect(await within(counters).findByRole('link', { name: /Review/ })).toBeInTheDocument();
  });

  it('says when the dashboard itself could not be loaded', async () => {
    api('business_admin', { 'GET /v2/widgets/dashboard': () => json({ statusCode: 500, error: 'Internal', code: 'internal', message: 'boom' }, 500) });
    await renderApp('/dashboard');
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('The dashboard could not be loaded.');
    expect(screen.getByTestId('dashboard-greeting')).toBeInTheDocument();
  });
});

describe('the dashboard widgets: arranging them', () => {
  it('moves a widget from its menu and saves each widget that moved', async () => {
    const { calls } = withSaving();
    await renderApp('/dashboard');
    await screen.findByRole('region', { name: 'My jobs' });
    expect(placeOf('My jobs')).toBe('6,2,6,3');
    await arrange('My jobs', 'Move left');
    await waitFor(() => expect(placeOf('My jobs')).toBe('0,2,6,3'));
    expect(placeOf('Recently opened')).toBe('6,2,6,3');
    await waitFor(async () =>
      expect(await puts(calls)).toEqual({ 'w-mine': { position: { x: 0, y: 2, w: 6, h: 3 } }, 'w-recent': { position: { x: 6, y: 2, w: 6, h: 3 } } }),
    );
    // Said to screen readers, which do not see the widgets move.
    expect(screen.getByText('My jobs: moved.')).toBeInTheDocument();
  });

  it('is used with the keyboard alone, and offers only the moves that can be made', async () => {
    const { calls } = withSaving();
    await renderApp('/dashboard');
    const counters = await screen.findByRole('region', { name: 'Jobs by status' });
    within(counters).getByRole('button', { name: 'Arrange Jobs by status' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Move up' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Wider' })).toHaveAttribute('aria-disabled', 'true');
    // The first item that can be used has the focus; down to Move down, then Enter.
    expect(within(menu).getByRole('menuitem', { name: 'Move down' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(placeOf('Jobs by status')).toBe('0,3,12,2'));
    expect((await puts(calls))['w-counters']).toEqual({ position: { x: 0, y: 3, w: 12, h: 2 } });
    // The menu gave the focus back to its button.
    await waitFor(() => expect(within(region('Jobs by status')).getByRole('button', { name: 'Arrange Jobs by status' })).toHaveFocus());
  });

  it('resizes a widget; its neighbours make room', async () => {
    const { calls } = withSaving();
    await renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Recently opened' });
    await arrange('Recently opened', 'Wider');
    await waitFor(() => expect(placeOf('Recently opened')).toBe('0,2,8,3'));
    expect(placeOf('My jobs')).toBe('6,5,6,3');
    await waitFor(async () => expect(Object.keys(await puts(calls)).sort()).toEqual(['w-mine', 'w-recent', 'w-status', 'w-types']));
  });

  it('hides a widget and shows it again below the others', async () => {
    const { calls } = withSaving();
    await renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Recently opened' });
    await arrange('Recently opened', 'Hide');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently opened' })).not.toBeInTheDocument());
    const hiddenButton = screen.getByRole('button', { name: 'Hidden widgets (1)' });
    await waitFor(() => expect(hiddenButton).toHaveFocus());
    expect((await puts(calls))['w-recent']).toEqual({ hidden: true });

    await userEvent.click(hiddenButton);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show Recently opened' }));
    expect(await screen.findByRole('region', { name: 'Recently opened' })).toBeInTheDocument();
    await waitFor(async () => expect((await puts(calls))['w-recent']).toEqual({ hidden: false, position: { x: 0, y: 8, w: 6, h: 3 } }));
    expect(screen.queryByRole('button', { name: /Hidden widgets/ })).not.toBeInTheDocument();
  });

  it('says when a change could not be saved, and shows the layout as the server has it', async () => {
    withSaving('business_admin', layout(), () => json({ statusCode: 500, error: 'Internal', code: 'internal', message: 'boom' }, 500));
    await renderApp('/dashboard');
    await screen.findByRole('region', { name: 'My jobs' });
    await arrange('My jobs', 'Move left');
    expect(await screen.findByText('The dashboard layout could not be saved. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(placeOf('My jobs')).toBe('6,2,6,3'));
  });

  it('stacks the widgets in one column on a phone, where up and down trade places in reading order', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, query.includes('max-width')));
    const { calls } = withSaving();
    await renderApp('/dashboard');
    await screen.findByRole('region', { name: 'My jobs' });
    const order = () => screen.getAllByTestId(/^widget-[a-z]+_[a-z_]+$/).map((r) => within(r).getByRole('heading').textContent);
    expect(order().slice(0, 3)).toEqual(['Jobs by status', 'Recently opened', 'My jobs']);

    await userEvent.click(within(region('My jobs')).getByRole('button', { name: 'Arrange My jobs' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Move left' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Wider' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(order().slice(0, 3)).toEqual(['Jobs by status', 'My jobs', 'Recently opened']));
    await waitFor(async () => expect(Object.keys(await puts(calls)).sort()).toEqual(['w-mine', 'w-recent']));
  });

  it('reads in Hebrew, right to left, where Move left goes towards the end of the row', async () => {
    const { calls } = withSaving();
    await renderApp('/dashboard', { language: 'he' });
    const recent = await screen.findByRole('region', { name: 'נפתחו לאחרונה' });
    expect(await within(region('משימות לפי סטטוס')).findByRole('link', { name: /בבדיקה/ })).toHaveAttribute('href', '/jobs?status=review');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Recently opened starts the row (on the right); moving it left trades places with My jobs.
    await userEvent.click(within(recent).getByRole('button', { name: 'סידור נפתחו לאחרונה' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'הזזה שמאלה' }));
    await waitFor(() => expect(placeOf('נפתחו לאחרונה')).toBe('6,2,6,3'));
    await waitFor(async () => expect(Object.keys(await puts(calls)).sort()).toEqual(['w-mine', 'w-recent']));
  });
});
