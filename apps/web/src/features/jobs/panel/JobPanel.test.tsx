import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SECURITY_FLAGS, type JobDetail, type Role, type SecurityFlags } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeQuestion } from '../../jobTypes/testData';
import { emptyFeed, makeAnswer, makeJob, makeJobRow, makePerson, noNotifications, page } from '../testData';

const me = makePerson('u-1', 'Dana', 'Levi');
const avi = makePerson('u-2', 'Avi', 'Cohen');
const rina = makePerson('u-3', 'Rina', 'Shamir');
const fire = makeJob('j-1', 12, {
  status: 'assigned',
  users: [me, avi],
  confirmedUsers: [{ user: 'u-2', created_at: '2026-03-05T08:00:00.000Z' }],
  requiredSkills: [{ _id: 's-1', name: 'Welding' }],
  prevJob: [{ _id: 'j-0', ID: 11, status: 'done', jobType: { _id: 'jt', title: 'Survey', icon: 'checklist' }, startDate: null }],
});
const leak = makeJobRow('j-2', 13, { status: 'open' });

interface Setup {
  role?: Role;
  security?: Partial<SecurityFlags>;
  job?: JobDetail;
  more?: Record<string, Handler>;
  language?: string;
}

async function openPanel(path: string, { role = 'business_admin', security = {}, job = fire, more = {}, language }: Setup = {}) {
  const api = mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ security: { ...DEFAULT_SECURITY_FLAGS, ...security } }),
    'GET /v2/users/me': () => makeUser(role, role === 'client' ? { client_projects: [{ _id: 'p-1', name: 'Tower A', avatar: null }] } : {}),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/apps/client/state/jobs': () => ({ _id: null, screen: 'jobs', state: null, updated_at: null }),
    'GET /v2/jobs': () => page([makeJobRow('j-1', 12, job), leak]),
    'GET /v2/jobs/j-1': () => job,
    'GET /v2/jobs/j-2': () => makeJob('j-2', 13),
    'PUT /v2/jobs/j-1/visit': () => ({ success: true }),
    'PUT /v2/jobs/j-2/visit': () => ({ success: true }),
    'GET /v2/jobs/j-1/feeds': () => emptyFeed,
    'GET /v2/jobs/j-2/feeds': () => emptyFeed,
    ...more,
  });
  const user = userEvent.setup();
  const view = await renderApp(path, language ? { language } : {});
  const panel = await screen.findByTestId('job-panel');
  return { ...api, ...view, user, panel };
}

const sent = (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('job side panel: what each reader is offered', () => {
  it('gives an admin every action: status dropdown, dates, assign, change project, links, duplicate, export, files, erase', async () => {
    const { panel } = await openPanel('/jobs/j-1');
    expect(within(panel).getByTestId('job-status-chip')).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(panel).getByLabelText('Start date')).toBeInTheDocument();
    for (const id of ['job-assign', 'job-change-project', 'job-link-previous', 'job-duplicate', 'job-export', 'job-files', 'job-erase']) {
      expect(within(panel).getByTestId(id), id).toBeInTheDocument();
    }
    expect(within(panel).getByRole('button', { name: 'Answer all' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Show files' })).toHaveAttribute('href', '/files?jobId=j-1');
    expect(within(panel).getByTestId('job-number')).toHaveTextContent('#12');
    expect(within(panel).getByTestId('job-project')).toHaveTextContent('Tower A');
    expect(within(panel).getByTestId('job-skills')).toHaveTextContent('Welding');
    expect(within(panel).getByTestId('job-links-previous')).toHaveTextContent('#11 Survey');
    // Staff remove a confirmation; an admin who is not assigned has nothing to confirm... but Dana is.
    expect(within(panel).getByRole('button', { name: 'Remove the confirmation of Avi Cohen' })).toBeInTheDocument();
  });

  it('gives an inspector assignee the confirm button and, with every flag on, status, dates, people and duplicate, but never project, links, files or others’ confirmations', async () => {
    const { panel } = await openPanel('/jobs/j-1', { role: 'inspector' });
    expect(within(panel).getByTestId('job-confirm-attendance')).toHaveTextContent('Confirm attendance');
    for (const id of ['job-assign', 'job-duplicate', 'job-export', 'job-erase']) expect(within(panel).getByTestId(id), id).toBeInTheDocument();
    expect(within(panel).getByTestId('job-status-chip')).toHaveAttribute('aria-haspopup', 'menu');
    for (const id of ['job-change-project', 'job-link-previous', 'job-files']) expect(within(panel).queryByTestId(id), id).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Remove the confirmation/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
  });

  it('hides from an inspector what the security flags switch off', async () => {
    const { panel } = await openPanel('/jobs/j-1', {
      role: 'inspector',
      security: { allowChangeStatus: false, allowInspectorAssign: false, allowInspectorDuplicate: false, allowErase: false, hideSkillsFromInspector: true },
    });
    const chip = within(panel).getByTestId('job-status-chip');
    expect(chip).not.toHaveAttribute('aria-haspopup');
    expect(chip).toHaveTextContent('Assigned');
    expect(within(panel).queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('job-start-date')).toHaveTextContent('Start date');
    for (const id of ['job-assign', 'job-duplicate', 'job-erase', 'job-skills']) expect(within(panel).queryByTestId(id), id).not.toBeInTheDocument();
    expect(within(panel).queryByText('Required skills')).not.toBeInTheDocument();
    // Exporting and confirming one's own attendance stay.
    expect(within(panel).getByTestId('job-export')).toBeInTheDocument();
    expect(within(panel).getByTestId('job-confirm-attendance')).toBeInTheDocument();
  });

  it('locks a done job for an inspector: no status, dates, people, erase or answering', async () => {
    const { panel } = await openPanel('/jobs/j-1', { role: 'inspector', job: { ...fire, status: 'done' } });
    expect(within(panel).getByTestId('job-status-chip')).not.toHaveAttribute('aria-haspopup');
    for (const id of ['job-assign', 'job-erase', 'job-confirm-attendance', 'job-answer-all']) expect(within(panel).queryByTestId(id), id).not.toBeInTheDocument();
    expect(within(panel).getByTestId('job-duplicate')).toBeInTheDocument();
  });

  it('lets a client of the project read and export it, and nothing else', async () => {
    const { panel } = await openPanel('/jobs/j-1', { role: 'client' });
    expect(within(panel).getByTestId('job-export')).toBeInTheDocument();
    for (const id of ['job-assign', 'job-duplicate', 'job-erase', 'job-files', 'job-change-project', 'job-link-previous', 'job-confirm-attendance']) {
      expect(within(panel).queryByTestId(id), id).not.toBeInTheDocument();
    }
    expect(within(panel).getByTestId('job-status-chip')).not.toHaveAttribute('aria-haspopup');
  });
});

describe('job side panel: actions', () => {
  it('changes the status from the chip dropdown, and /jobs/{id}/status opens it; closing strips the dialog', async () => {
    let current = fire;
    const { panel, user, calls, router } = await openPanel('/jobs/j-1/status', {
      more: {
        'GET /v2/jobs/j-1': () => current,
        'PUT /v2/jobs/j-1': async (request) => {
          current = { ...current, ...((await request.json()) as { status: string }) };
          return { job: current, warnings: [] };
        },
      },
    });
    const menu = await screen.findByRole('menu', { name: 'Statuses' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j-1'));
    expect(menu).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Status: Assigned. Change the status' }));
    expect(router.state.location.pathname).toBe('/jobs/j-1/status');
    await user.click(await screen.findByTestId('job-status-option-review'));
    await waitFor(() => expect(sent(calls, 'PUT', '/v2/jobs/j-1')).toHaveLength(1));
    expect(await sent(calls, 'PUT', '/v2/jobs/j-1')[0]!.request.json()).toEqual({ status: 'review' });
    expect(await within(panel).findByText('Review')).toBeInTheDocument();
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j-1'));
  });

  it('copies the share link when the browser has no share sheet, says Link copied and hides it after 3 s', async () => {
    const { panel, user } = await openPanel('/jobs/j-1');
    await user.click(within(panel).getByRole('button', { name: 'Share the job' }));
    const notice = within(panel).getByTestId('job-share-notice');
    await waitFor(() => expect(notice).toHaveTextContent('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/jobs/j-1`);
    await waitFor(() => expect(notice).toHaveTextContent(''), { timeout: 4500 });
  });

  it('shares through the share sheet when there is one, and copies when it fails', async () => {
    const share = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('not allowed'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { panel, user } = await openPanel('/jobs/j-1');
    await user.click(within(panel).getByRole('button', { name: 'Share the job' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ url: `${window.location.origin}/jobs/j-1`, title: 'Job #12 · Fire safety' }));
    expect(within(panel).getByTestId('job-share-notice')).toHaveTextContent('');
    await user.click(within(panel).getByRole('button', { name: 'Share the job' }));
    await waitFor(() => expect(within(panel).getByTestId('job-share-notice')).toHaveTextContent('Link copied'));
  });

  it("exports the PDF under the server's file name", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { panel, user } = await openPanel('/jobs/j-1', {
      more: {
        'GET /v2/jobs/j-1/export': () =>
          new Response('%PDF-1.7', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="job-12.pdf"; filename*=UTF-8''%D7%9E%D7%A9%D7%99%D7%9E%D7%94-12.pdf` },
          }),
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saved).toEqual(['משימה-12.pdf']));
  });

  it("shows the server's own text when the export fails", async () => {
    let body: Response = new Response('The PDF engine is not available', { status: 503, headers: { 'Content-Type': 'text/plain' } });
    const { panel, user } = await openPanel('/jobs/j-1', { more: { 'GET /v2/jobs/j-1/export': () => body } });
    await user.click(within(panel).getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF engine is not available');
    body = json({ statusCode: 500, error: 'Internal', code: 'internal', message: 'The PDF could not be made' }, 500);
    await user.click(within(panel).getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The PDF could not be made'));
  });

  it("duplicates: 'Job cloned successfully', or 'Activity clone failed'", async () => {
    let ok = true;
    const { panel, user, calls } = await openPanel('/jobs/j-1', {
      more: { 'POST /v2/jobs/j-1/clone': () => (ok ? { job: makeJob('j-3', 14), warnings: [] } : json({ statusCode: 500, error: 'x', code: 'internal', message: 'x' }, 500)) },
    });
    await user.click(within(panel).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Job cloned successfully')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/v2/jobs/j-1/clone')).toHaveLength(1);
    ok = false;
    await user.click(within(panel).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Activity clone failed')).toBeInTheDocument();
  });

  it('assigns people at /jobs/{id}/assign with suggestions, shows the warnings once saved, and strips the dialog when closed', async () => {
    const { user, calls, router } = await openPanel('/jobs/j-1/assign', {
      more: {
        'GET /v2/jobs/j-1/suggestions': () => [
          { ...rina, skillsInForce: 0, missingSkills: ['Welding'], assigned: false },
          { ...avi, skillsInForce: 1, missingSkills: [], assigned: true },
        ],
        'PUT /v2/jobs/j-1/assign': () => ({
          job: { ...fire, users: [me, avi, rina] },
          warnings: [{ user: 'u-3', kind: 'missing_skills', skills: ['Welding'] }],
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'People of job #12' });
    const suggestions = await within(dialog).findByTestId('assign-suggestions');
    // Those already chosen are not offered again.
    expect(suggestions).not.toHaveTextContent('Avi Cohen');
    expect(suggestions).toHaveTextContent('Holds 0; lacks Welding');
    await user.click(within(dialog).getByRole('button', { name: 'Add Rina Shamir' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/v2/jobs/j-1/assign')).toHaveLength(1));
    expect(await sent(calls, 'PUT', '/v2/jobs/j-1/assign')[0]!.request.json()).toEqual({ users: ['u-1', 'u-2', 'u-3'] });
    expect(await within(dialog).findByTestId('assign-warnings')).toHaveTextContent('Rina Shamir lacks required skills: Welding');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j-1'));
  });

  it('confirms the attendance of an inspector who is assigned', async () => {
    const { panel, user, calls } = await openPanel('/jobs/j-1', {
      role: 'inspector',
      more: { 'PUT /v2/jobs/j-1/attendance/true': () => ({ job: fire, warnings: [] }) },
    });
    await user.click(within(panel).getByRole('button', { name: 'Confirm attendance' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/v2/jobs/j-1/attendance/true')).toHaveLength(1));
    expect(await screen.findByText('Attendance confirmed')).toBeInTheDocument();
  });

  it('lets staff remove a confirmation after an Are you sure prompt', async () => {
    const { panel, user, calls } = await openPanel('/jobs/j-1', {
      more: { 'PUT /v2/jobs/j-1/attendance/false': () => ({ job: { ...fire, confirmedUsers: [] }, warnings: [] }) },
    });
    await user.click(within(panel).getByRole('button', { name: 'Remove the confirmation of Avi Cohen' }));
    const prompt = await screen.findByRole('dialog', { name: 'Remove the confirmation?' });
    expect(prompt).toHaveTextContent('Are you sure you want to remove the attendance confirmation of Avi Cohen?');
    await user.click(within(prompt).getByRole('button', { name: 'Remove confirmation' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/v2/jobs/j-1/attendance/false')).toHaveLength(1));
    expect(new URL(sent(calls, 'PUT', '/v2/jobs/j-1/attendance/false')[0]!.request.url).searchParams.get('user')).toBe('u-2');
  });

  it('erases after a confirmation (/jobs/{id}/erase) and closes the panel', async () => {
    const { user, calls, router } = await openPanel('/jobs/j-1/erase', { more: { 'DELETE /v2/jobs/j-1': () => ({ success: true, deleted: ['j-1'] }) } });
    const prompt = await screen.findByRole('dialog', { name: 'Erase job #12?' });
    await user.click(within(prompt).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(sent(calls, 'DELETE', '/v2/jobs/j-1')).toHaveLength(1);
    expect(await screen.findByText('Job #12 was erased')).toBeInTheDocument();
  });

  it('links a previous job found by a job search (page_size 100), and unlinks one', async () => {
    const { panel, user, calls } = await openPanel('/jobs/j-1', {
      more: {
        'PUT /v2/jobs/j-1/add_prev/j-2': () => ({ job: fire, warnings: [] }),
        'PUT /v2/jobs/j-1/remove_prev/j-0': () => ({ job: { ...fire, prevJob: [] }, warnings: [] }),
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Link a previous job' }));
    const dialog = await screen.findByRole('dialog', { name: 'The job before job #12' });
    await user.type(within(dialog).getByRole('combobox'), '13');
    const searches = () => sent(calls, 'GET', '/v2/jobs').map((c) => new URL(c.request.url).searchParams).filter((p) => p.get('search') === '13');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.get('page_size')).toBe('100');
    await user.click(await screen.findByRole('option', { name: /#13 Fire safety/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/v2/jobs/j-1/add_prev/j-2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: 'Unlink job #11' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/v2/jobs/j-1/remove_prev/j-0')).toHaveLength(1));
  });

  it('shows the recent feed 10 at a time, with Load more and Back', async () => {
    const entry = (n: number) => ({
      _id: `f-${n}`,
      message: `Entry ${n}`,
      type: 'job_status_changed',
      params: { actor: 'Dana Levi', from: 'open', to: 'assigned', number: '12' },
      tokens: { job: 12, idProject: 'p-1', project: 'Tower A', jobType: 'Fire safety' },
      actor: 'u-1',
      impersonatedBy: null,
      created_at: '2026-03-04T09:30:00.000Z',
    });
    const { panel, user, calls } = await openPanel('/jobs/j-1', {
      more: {
        'GET /v2/jobs/j-1/feeds': (request) => {
          const n = Number(new URL(request.url).searchParams.get('page'));
          return { docs: Array.from({ length: n === 1 ? 10 : 3 }, (_, i) => entry(n * 100 + i)), totalDocs: 13, page: n, limit: 10, totalPages: 2 };
        },
      },
    });
    const feed = within(panel).getByTestId('job-feed');
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(11));
    expect(feed).toHaveTextContent('Dana Levi changed the status from Open to Assigned');
    expect(new URL(sent(calls, 'GET', '/v2/jobs/j-1/feeds')[0]!.request.url).searchParams.get('page_size')).toBe('10');
    await user.click(within(feed).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(14));
    await user.click(within(feed).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(11));
  });

  it('shows the questions and answers in three tabs: main questions in their order, project fields, all with steps', async () => {
    const step = makeQuestion('step', { title: 'Outside' });
    const roof = makeQuestion('text', { title: 'Roof state' });
    const gate = makeQuestion('bool', { title: 'Gate locked?' });
    const material = makeQuestion('project_list', { title: 'Material used' });
    const note = makeQuestion('message', { title: 'Read this first' });
    const job = makeJob('j-1', 12, {
      jobType: { ...fire.jobType, settings: { answerLocation: false, stepperRTL: false, previewSettings: [{ value: gate._id, sequence: 0 }, { value: roof._id, sequence: 1 }] } },
      questions: [step, roof, gate, material, note],
      answers: [makeAnswer(roof, { value: 'Tiles loose' }), makeAnswer(material, { value: ['Steel'] })],
    });
    const { panel, user } = await openPanel('/jobs/j-1', { job });
    const answers = within(panel).getByTestId('job-answers');
    const titles = () => within(answers).getAllByText(/Roof state|Gate locked\?|Material used|Outside|Read this first/).map((e) => e.textContent);
    expect(titles()).toEqual(['Gate locked?', 'Roof state']);
    expect(within(answers).getByTestId(`question-${gate.ID}`)).toHaveTextContent('Not answered');
    expect(within(answers).getByTestId(`question-${roof.ID}`)).toHaveTextContent('Tiles loose');
    await user.click(within(answers).getByRole('tab', { name: 'Project fields' }));
    expect(titles()).toEqual(['Material used']);
    expect(within(answers).getByTestId(`question-${material.ID}`)).toHaveTextContent('Steel');
    await user.click(within(answers).getByRole('tab', { name: 'All' }));
    expect(titles()).toEqual(['Outside', 'Roof state', 'Gate locked?', 'Material used']);
  });

  it('reads right to left in Hebrew', async () => {
    const { panel } = await openPanel('/jobs/j-1', { language: 'he' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(panel).getByRole('heading', { name: 'משימה #12' })).toBeInTheDocument();
    expect(within(panel).getByTestId('job-status-chip')).toHaveTextContent('שובצה');
    expect(within(panel).getByRole('button', { name: 'שכפול' })).toBeInTheDocument();
  });
});

describe('job side panel: several jobs selected', () => {
  async function selectBoth(setup: Setup = {}) {
    const opened = await openPanel('/jobs/j-1', setup);
    const { user } = opened;
    await user.click(screen.getByRole('button', { name: 'Close the details' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select job #12 Fire safety' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select job #13 Fire safety' }));
    return { ...opened, multi: await screen.findByTestId('multi-job-panel') };
  }

  it('lists them and changes the status of all, assigns people to all, exports one PDF and shows their files', async () => {
    const { multi, user, calls } = await selectBoth({
      more: {
        'PUT /v2/jobs/status_multiple': () => ({ success: true, jobs: ['j-1', 'j-2'], warnings: [] }),
        'PUT /v2/jobs/assign_multiple': () => ({ success: true, jobs: ['j-1', 'j-2'], warnings: [{ job: 'j-2', user: 'u-3', kind: 'unavailable', skills: [] }] }),
        'GET /v2/users': () => page([rina]),
        'GET /v2/jobs/j-1/export': () => new Response('busy', { status: 503 }),
      },
    });
    expect(multi).toHaveTextContent('2 jobs selected');
    expect(multi).toHaveTextContent('#12');
    expect(multi).toHaveTextContent('#13');

    await user.click(within(multi).getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    await user.click(within(multi).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/v2/jobs/status_multiple')).toHaveLength(1));
    expect(await sent(calls, 'PUT', '/v2/jobs/status_multiple')[0]!.request.json()).toEqual({ jobs: ['j-1', 'j-2'], status: 'done' });
    expect(await screen.findByText('Status changed for 2 jobs')).toBeInTheDocument();

    await user.click(within(multi).getByRole('button', { name: 'Assign people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add people to 2 jobs' });
    await user.type(within(dialog).getByRole('combobox', { name: 'People' }), 'rina');
    await user.click(await screen.findByRole('option', { name: /Rina Shamir/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/v2/jobs/assign_multiple')).toHaveLength(1));
    expect(await sent(calls, 'PUT', '/v2/jobs/assign_multiple')[0]!.request.json()).toEqual({ jobs: ['j-1', 'j-2'], users: ['u-3'], mode: 'add' });
    expect(await within(dialog).findByTestId('assign-warnings')).toHaveTextContent('#13: Rina Shamir is outside their stated availability');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(multi).getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(sent(calls, 'GET', '/v2/jobs/j-1/export')).toHaveLength(1));
    const exported = new URL(sent(calls, 'GET', '/v2/jobs/j-1/export')[0]!.request.url).searchParams;
    expect(exported.get('combined')).toBe('j-2');
    expect(exported.get('lang')).toBe('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('busy');

    expect(within(multi).getByRole('link', { name: 'Show files' })).toHaveAttribute('href', '/files?jobId=j-1,j-2');
  });

  it('offers an inspector without allowChangeStatus and allowInspectorAssign only the export', async () => {
    const { multi } = await selectBoth({ role: 'inspector', security: { allowChangeStatus: false, allowInspectorAssign: false } });
    expect(within(multi).queryByRole('combobox', { name: 'New status' })).not.toBeInTheDocument();
    expect(within(multi).queryByRole('button', { name: 'Assign people' })).not.toBeInTheDocument();
    expect(within(multi).queryByRole('link', { name: 'Show files' })).not.toBeInTheDocument();
    expect(within(multi).getByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
  });
});
