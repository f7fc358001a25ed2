import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { fakeMediaQueryList } from '../../test/mediaQuery';
import { mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { makeJobType } from '../jobTypes/testData';
import { emptyFeed, makeJob, makeJobRow, makePerson, noNotifications, page } from './testData';
import { cssColor } from '../../test/cssColor';

const noDefault = { _id: null, screen: 'jobs', state: null, updated_at: null };
const people = ['Avi Cohen', 'Rina Shamir', 'Tom Katz', 'Noa Bar', 'Gil Ron'].map((n, i) => makePerson(`u-${i + 2}`, ...(n.split(' ') as [string, string])));
const fire = makeJobRow('j-1', 12, { status: 'assigned', users: people });
const leak = makeJobRow('j-2', 13, {
  status: 'urgent',
  project: null,
  startDate: null,
  jobType: { _id: 'jt-2', title: 'Leak check', icon: 'water', settings: { previewSettings: [], answerLocation: false, stepperRTL: false } },
});

function jobsApi(list: Handler, { role = 'business_admin' as Role, bootstrap = {}, more = {} as Record<string, Handler> } = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ customStatuses: [{ name: 'urgent', color: 'purple' }], ...bootstrap }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/apps/client/state/jobs': () => noDefault,
    'GET /v2/jobs': list,
    'GET /v2/jobs/j-1': () => makeJob('j-1', 12, { status: 'assigned', users: people }),
    'PUT /v2/jobs/j-1/visit': () => ({ success: true }),
    'GET /v2/jobs/j-1/feeds': () => emptyFeed,
    ...more,
  });
}

const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v2/jobs').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));

afterEach(() => vi.restoreAllMocks());

describe('jobs list', () => {
  it('lists the jobs with number, status chip, type, project, people (3 then +N), start and created dates', async () => {
    const { calls } = jobsApi(() => page([fire, leak]));
    await renderApp('/jobs');
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    const row = (await within(grid).findByText('#12')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Assigned')).toBeInTheDocument();
    expect(row).toHaveTextContent('Fire safety');
    expect(row).toHaveTextContent('Tower A');
    expect(within(row).getByRole('img', { name: 'Avi Cohen, Rina Shamir, Tom Katz and 2 more' })).toHaveTextContent('+2');
    expect(row).toHaveTextContent(/10\/03\/26, \d\d:30/);
    expect(row).toHaveTextContent(/01\/03\/26, \d\d:15/);
    const other = within(grid).getByText('#13').closest('[role="row"]') as HTMLElement;
    // A custom status shows its own name; no project and no date say so.
    expect(within(other).getByText('urgent')).toBeInTheDocument();
    expect(other).toHaveTextContent('No project');
    expect(other).toHaveTextContent('No date');
    expect(other).toHaveTextContent('No one assigned');
    expect(listCalls(calls)).toEqual([{}]);
  });

  it("labels statuses with the instance's translations and colours them from its settings", async () => {
    jobsApi(() => page([fire, leak]), { bootstrap: { statusTranslations: { urgent: { en: 'Urgent!' }, assigned: { en: 'Booked' } } } });
    await renderApp('/jobs');
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    const booked = await within(grid).findByText('Booked');
    expect(within(grid).getByText('Urgent!')).toBeInTheDocument();
    // Blue for assigned (spec 2 section 4), with text that reads on it.
    const chip = booked.closest('[data-status]') as HTMLElement;
    expect(chip).toHaveAttribute('data-status', 'assigned');
    expect(cssColor(getComputedStyle(chip).backgroundColor)).toBe('rgb(30, 136, 229)');
  });

  it('sorts by the instance default (defaultJobSort), telling the API, and offers the other sorts', async () => {
    const { calls } = jobsApi(() => page([fire]), { bootstrap: { defaultJobSort: 'startDate' } });
    const user = userEvent.setup();
    const { router } = await renderApp('/jobs');
    await screen.findByText('#12');
    expect(listCalls(calls)).toEqual([{ sort: '-startDate' }]);
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('columnheader', { name: /Created on/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ sort: 'createdAt' }));
  });

  it('filters by status from the instance statuses, by job type from its list and by a date preset, kept in the address', async () => {
    const { calls } = jobsApi(() => page([fire]), {
      more: {
        'GET /v2/jobtype': () => ({ success: true, data: [makeJobType('00000000-0000-4000-8000-000000000002', 'Leak check')] }),
      },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/jobs');
    await screen.findByText('#12');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    // Every status of the instance, in its order: the built-in ones, then the custom one.
    expect(options.map((o) => o.textContent)).toEqual(['Open', 'Rejected', 'Assigned', 'Confirmed', 'Reported', 'Review', 'Done', 'urgent']);
    await user.click(screen.getByRole('option', { name: 'Review' }));
    await user.click(within(modal).getByRole('combobox', { name: 'Job type' }));
    await user.click(await screen.findByRole('option', { name: 'Leak check' }));
    await user.click(within(modal).getByRole('combobox', { name: 'Start date' }));
    await user.click(await screen.findByRole('option', { name: 'This week' }));
    await user.click(within(modal).getByRole('button', { name: 'Select' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ status: 'review', jobType: '00000000-0000-4000-8000-000000000002', startDate: 'this_week' }),
    );
    expect(screen.getByTestId('filter-pill-status')).toHaveTextContent('Status: Review');
    expect(router.state.location.search).toContain('status=review');
  });

  it('opens a saved view of the jobs list (GET /v2/jobs/templates): its filters replace the list’s', async () => {
    const { calls } = jobsApi(() => page([fire]), {
      more: {
        'GET /v2/jobs/templates': () => [
          { _id: 'v-1', list: 'jobs', name: 'Review this week', filters: { status: 'review', startDate: 'this_week' }, shared: true, editable: false, owner: null, created_at: '', updated_at: '' },
        ],
      },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/jobs?status=open');
    await screen.findByText('#12');
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.click(await screen.findByRole('button', { name: /Review this week/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ status: 'review', startDate: 'this_week' }));
    expect(router.state.location.search).toBe('?status=review&startDate=this_week');
  });

  it("names a status pill by its label when the address brings it", async () => {
    jobsApi(() => page([fire]));
    await renderApp('/jobs?status=assigned,urgent');
    expect(await screen.findByTestId('filter-pill-status')).toHaveTextContent('Status: Assigned, urgent');
  });

  it('opens a clicked job in the side panel at /jobs/{id}, keeping the list in the address, and closes it back to /jobs', async () => {
    jobsApi(() => page([fire, leak]));
    const user = userEvent.setup();
    const { router } = await renderApp('/jobs?search=fire');
    await user.click(await screen.findByText('#12'));
    const panel = await screen.findByTestId('job-panel');
    expect(within(panel).getByRole('heading', { name: 'Job #12' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j-1'));
    expect(router.state.location.search).toBe('?search=fire');
    await user.click(screen.getByRole('button', { name: 'Close the details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(screen.queryByTestId('job-panel')).not.toBeInTheDocument();
  });

  it('opens a shared link /jobs/{id} in the panel, whether or not the job is on the page', async () => {
    const { calls } = jobsApi(() => page([leak]));
    await renderApp('/jobs/j-1');
    const panel = await screen.findByTestId('job-panel');
    expect(within(panel).getByRole('heading', { name: 'Job #12' })).toBeInTheDocument();
    // The link opens the list unfiltered: no saved default is asked for.
    expect(calls.some((c) => c.path === '/v2/apps/client/state/jobs')).toBe(false);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/v2/jobs/j-1/visit')).toBe(true));
  });

  it('lets go of the shared job when other rows are ticked: the panel follows the selection', async () => {
    jobsApi(() => page([fire, leak]), {
      more: { 'GET /v2/jobs/j-2': () => makeJob('j-2', 13), 'PUT /v2/jobs/j-2/visit': () => ({ success: true }), 'GET /v2/jobs/j-2/feeds': () => emptyFeed },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/jobs/j-1');
    await screen.findByRole('heading', { name: 'Job #12' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select job #13 Leak check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(await screen.findByRole('heading', { name: 'Job #13' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select job #12 Fire safety' }));
    expect(await screen.findByTestId('multi-job-panel')).toHaveTextContent('2 jobs selected');
  });

  it('takes an address naming no dialog of the panel back to the job', async () => {
    jobsApi(() => page([fire]));
    const { router } = await renderApp('/jobs/j-1/nonsense');
    await screen.findByTestId('job-panel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j-1'));
  });

  it('says so when the shared job does not exist', async () => {
    jobsApi(() => page([leak]));
    await renderApp('/jobs/j-404');
    expect(await screen.findByTestId('job-panel-error')).toHaveTextContent('This job does not exist, or it is not yours to see.');
  });

  it('shows no global loader on /jobs while the list loads', async () => {
    jobsApi(() => new Promise(() => undefined));
    await renderApp('/jobs');
    await screen.findByRole('grid', { name: 'Jobs' });
    expect(screen.queryByTestId('global-loader')).not.toBeInTheDocument();
  });

  it('reads right to left in Hebrew, with the statuses in Hebrew', async () => {
    jobsApi(() => page([fire]));
    await renderApp('/jobs', { language: 'he' });
    const grid = await screen.findByRole('grid', { name: 'משימות' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(await within(grid).findByText('שובצה')).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Avi Cohen, Rina Shamir, Tom Katz ועוד 2' })).toBeInTheDocument();
  });

  it('at 390 px shows cards, and a tapped card opens the job full-screen over the list', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, true));
    jobsApi(() => page([fire, leak]));
    const user = userEvent.setup();
    await renderApp('/jobs');
    const cards = await screen.findByRole('list', { name: 'Jobs' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(within(cards).getByText('#12'));
    const panel = await screen.findByTestId('job-panel');
    // The panel slides over the list (a drawer as wide as the screen, at most 440 px).
    expect(panel.closest('.MuiDrawer-paper')).not.toBeNull();
  });
});
