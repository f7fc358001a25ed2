import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SECURITY_FLAGS, type JobCreateBody, type Role, type SecurityFlags, type ToggleKey } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeJob, makePerson } from '../../jobs/testData';
import { makeJobType, makeQuestion, noNotifications, uuidOf } from '../../jobTypes/testData';
import { makeProject } from '../../projects/testData';

const size = makeQuestion('text', { title: 'Apartment size' });
const keys = makeQuestion('bool', { title: 'Keys handed over' });
const roof = makeJobType(uuidOf('jt1'), 'Roof check', { icon: 'home' });
const handover = makeJobType(uuidOf('jt2'), 'Apartment handover', {
  settings: { previewSettings: [{ value: keys._id, sequence: 1 }, { value: size._id, sequence: 0 }] },
  questions: [size, keys],
});
const retired = makeJobType(uuidOf('jt3'), 'Old audit', { settings: { isDisabled: true } });
const forClients = makeJobType(uuidOf('jt4'), 'Client request', { settings: { permissions: { client: { create: true } } } });
const projects = [
  { _id: 'p-1', name: 'Tower A', company: 'Acme Build', avatar: null },
  { _id: 'p-2', name: 'Harbour Mall', company: null, avatar: null },
];
const tower = { _id: 'p-1', name: 'Tower A', avatar: null, users: [], msChannelId: null };
const noa = makePerson('u-noa', 'Noa', 'Cohen');
const eli = makePerson('u-eli', 'Eli', 'Katz');

/** The job POST /v2/jobs answers with: #12 of the chosen type, in the chosen project. */
function createdJob(body: JobCreateBody) {
  const type = [roof, handover, forClients].find((t) => t._id === body.job_type)!;
  return makeJob('j-12', 12, {
    jobType: { _id: type._id, title: type.title, icon: type.icon, settings: { previewSettings: type.settings.previewSettings, answerLocation: false, stepperRTL: false } },
    project: body.project === 'p-1' ? tower : null,
    startDate: body.startDate ?? null,
    questions: type.questions,
    requiredSkills: [{ _id: 'sk-ladder', name: 'Ladder work' }],
  });
}

interface Options {
  apps?: ToggleKey[];
  security?: Partial<SecurityFlags>;
  extra?: Record<string, Handler>;
}

function api(role: Role, { apps = ['projects', 'skills', 'client'], security = {}, extra = {} }: Options = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(apps), security: { ...DEFAULT_SECURITY_FLAGS, ...security } }),
    'GET /v2/users/me': () => makeUser(role, { acceptedLocation: true }),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/widgets/dashboard': () => [],
    'GET /v2/jobtype': () => ({ success: true, data: [roof, handover, retired, forClients] }),
    'GET /v2/projects/all': () => projects,
    'POST /v2/jobs': async (request) => ({ job: createdJob((await request.json()) as JobCreateBody), warnings: [] }),
    'GET /v2/jobs/j-12/suggestions': () => [
      { ...noa, skillsInForce: 1, missingSkills: [], assigned: false },
      { ...eli, skillsInForce: 0, missingSkills: ['Ladder work'], assigned: false },
    ],
    ...extra,
  });
}

async function openJobWizard(role: Role = 'business_admin', language = 'en') {
  const view = await renderApp('/dashboard', { language });
  await userEvent.click(await screen.findByTestId('side-menu-createNew'));
  const dialog = await screen.findByTestId('create-new');
  if (role !== 'inspector' && role !== 'client') await userEvent.click(within(dialog).getByTestId('create-job'));
  await screen.findByTestId('job-jobType-step');
  return { ...view, dialog };
}

const button = (name: string) => screen.getByRole('button', { name });
const sent = async (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) => {
  const call = calls.find((c) => c.method === method && c.path === path);
  return call ? ((await call.request.clone().json()) as Record<string, unknown>) : undefined;
};

/** Type, project (Tower A) and the default start date, up to Create. */
async function fillUpToCreate(type: string, { project = true } = {}) {
  await userEvent.click(await screen.findByRole('radio', { name: type }));
  await userEvent.click(button('Next'));
  if (project) {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: /Tower A/ }));
    await userEvent.click(button('Next'));
  }
  await screen.findByTestId('job-startDate-step');
  // The date picker is its own chunk.
  await screen.findByRole('group', { name: 'Start date' });
}

describe('the job wizard: before the job exists', () => {
  it('offers the job types jobs can be created of, and needs one before Next', async () => {
    api('business_admin');
    await openJobWizard();
    const types = (await screen.findAllByRole('radio')).map((r) => r.closest('label')!.textContent);
    expect(types).toEqual(['Roof check', 'Apartment handover', 'Client request']);
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Create a job · Step 1 of 7');

    await userEvent.click(button('Next'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a job type');
    expect(screen.getByTestId('job-jobType-step')).toBeInTheDocument();
  });

  it('asks for the project with the projects app on, and needs one', async () => {
    api('business_admin');
    await openJobWizard();
    await userEvent.click(await screen.findByRole('radio', { name: 'Roof check' }));
    await userEvent.click(button('Next'));
    await screen.findByRole('combobox', { name: 'Project' });
    await userEvent.click(button('Next'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a project');

    // Back keeps the type chosen.
    await userEvent.click(button('Back'));
    expect(await screen.findByRole('radio', { name: 'Roof check' })).toBeChecked();
  });

  it('starts today by default, shows what was chosen and creates the job with it', async () => {
    const { calls } = api('business_admin');
    await openJobWizard();
    await fillUpToCreate('Roof check');
    const review = screen.getByTestId('job-review');
    expect(review).toHaveTextContent('Roof check');
    expect(review).toHaveTextContent('Tower A');
    expect(screen.getByRole('group', { name: 'Start date' })).toBeInTheDocument();
    const shown = (document.querySelector('input[name="startDate"]') as HTMLInputElement).value;
    expect(shown).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d$/);

    await userEvent.click(button('Create job'));
    await screen.findByTestId('job-created');
    const body = (await sent(calls, 'POST', '/v2/jobs'))!;
    expect(body).toMatchObject({ job_type: roof._id, project: 'p-1' });
    const start = new Date(body.startDate as string);
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(2 * 60_000);
    expect(start.getSeconds()).toBe(0);
  });

  it('needs a whole start date: one with its day cleared is refused before anything is sent', async () => {
    const { calls } = api('business_admin');
    await openJobWizard();
    await fillUpToCreate('Roof check');
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect((document.querySelector('input[name="startDate"]') as HTMLInputElement).value).toMatch(/^DD\//));
    await userEvent.click(button('Create job'));
    expect(await screen.findByText('Choose a start date')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v2/jobs')).toBe(false);
  });

  it('without the projects app asks no project and sends none', async () => {
    const { calls } = api('business_admin', { apps: ['skills'] });
    await openJobWizard();
    await fillUpToCreate('Roof check', { project: false });
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 2 of 6');
    expect(screen.getByTestId('job-review')).not.toHaveTextContent('Project');
    await userEvent.click(button('Create job'));
    await screen.findByTestId('job-created');
    expect(await sent(calls, 'POST', '/v2/jobs')).not.toHaveProperty('project');
  });

  it("keeps every choice when Create is refused, and shows the server's text", async () => {
    let refuse = true;
    const { calls } = api('business_admin', {
      extra: {
        'POST /v2/jobs': async (request) =>
          refuse
            ? json({ statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'This job type is disabled' }, 400)
            : { job: createdJob((await request.json()) as JobCreateBody), warnings: [] },
      },
    });
    await openJobWizard();
    await fillUpToCreate('Roof check');
    const date = (document.querySelector('input[name="startDate"]') as HTMLInputElement).value;
    await userEvent.click(button('Create job'));
    expect(await screen.findByTestId('job-create-error')).toHaveTextContent('This job type is disabled');
    expect(screen.getByTestId('job-review')).toHaveTextContent('Roof check');
    expect((document.querySelector('input[name="startDate"]') as HTMLInputElement).value).toBe(date);

    refuse = false;
    await userEvent.click(button('Create job'));
    expect(await screen.findByTestId('job-created')).toHaveTextContent('Job #12 was created');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/v2/jobs')).toHaveLength(2);
  });

  it('reads in Hebrew, right to left', async () => {
    api('business_admin');
    await openJobWizard('business_admin', 'he');
    expect(screen.getByRole('heading', { name: 'איזו משימה זו?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'הבא' }));
    expect(screen.getByRole('alert')).toHaveTextContent('בחרו סוג משימה');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('the job wizard: after creation', () => {
  it('shows "created" for 500 ms, then the summary with the main questions in their order', async () => {
    api('business_admin');
    await openJobWizard();
    await fillUpToCreate('Apartment handover');
    await userEvent.click(button('Create job'));
    expect(await screen.findByTestId('job-created')).toHaveTextContent('Job #12 was created');
    const shownAt = performance.now();
    expect(screen.queryByTestId('job-summary-step')).not.toBeInTheDocument();
    expect(button('Create job')).toBeDisabled();

    const summary = await screen.findByTestId('job-summary-step');
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(400);
    expect(within(summary).getByRole('heading', { name: 'Job #12' })).toHaveFocus();
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Apartment sizeNot answered yet', 'Keys handed overNot answered yet']);
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 4 of 8');

    await userEvent.click(button('Next'));
    expect(await screen.findByTestId('job-assign-step')).toBeInTheDocument();
  });

  it('goes straight to assigning without main questions; shows the warnings, then the previous job, the skills and the end', async () => {
    const { calls } = api('business_admin', {
      extra: {
        'PUT /v2/jobs/j-12/assign': async (request) => {
          const { users } = (await request.json()) as { users: string[] };
          return {
            job: { ...createdJob({ job_type: roof._id, project: 'p-1' }), users: [noa, eli].filter((u) => users.includes(u._id)) },
            warnings: [{ user: 'u-eli', kind: 'missing_skills', skills: ['Ladder work'] }],
          };
        },
        'GET /v2/jobs': () => ({
          docs: [makeJob('j-12', 12), makeJob('j-7', 7, { project: tower })],
          totalDocs: 2, page: 1, limit: 100, totalPages: 1,
        }),
        'PUT /v2/jobs/j-12/add_prev/j-7': () => ({ job: createdJob({ job_type: roof._id }), warnings: [] }),
        'GET /v2/skills': () => ({ success: true, docs: [{ id: 'sk-height', _id: 'sk-height', name: 'Heights', label: null }], totalDocs: 1, page: 1, limit: 100, totalPages: 1 }),
        'POST /v2/skills/job/j-12': () => ({ success: true, target: { type: 'job', id: 'j-12' }, skills: [] }),
      },
    });
    const { router } = await openJobWizard();
    await fillUpToCreate('Roof check');
    await userEvent.click(button('Create job'));

    // Assign: the suggestions, best first, with what they hold and lack.
    const assign = await screen.findByTestId('job-assign-step');
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 4 of 7');
    const suggestions = await within(assign).findByTestId('assign-suggestions');
    expect(within(suggestions).getByRole('checkbox', { name: 'Noa Cohen' })).toHaveAccessibleDescription(/Holds 1 of the required skills/);
    expect(within(suggestions).getByRole('checkbox', { name: 'Eli Katz' })).toHaveAccessibleDescription(/Lacks Ladder work/);
    expect(button('Assign')).toBeDisabled();
    await userEvent.click(within(suggestions).getByText('Noa Cohen'));
    await userEvent.click(within(suggestions).getByText('Eli Katz'));
    await userEvent.click(button('Assign'));
    expect(await screen.findByTestId('assign-warnings')).toHaveTextContent('Eli Katz lacks Ladder work.');
    expect(await sent(calls, 'PUT', '/v2/jobs/j-12/assign')).toEqual({ users: ['u-noa', 'u-eli'] });
    await userEvent.click(button('Continue'));

    // The previous job: searched among the jobs, never the job itself.
    await screen.findByTestId('job-previous-step');
    await userEvent.click(screen.getByRole('combobox', { name: 'Previous job' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('#7 Fire safety')]);
    const search = calls.find((c) => c.method === 'GET' && c.path === '/v2/jobs')!;
    expect(new URL(search.request.url).searchParams.get('page_size')).toBe('100');
    await userEvent.click(options[0]!);
    await userEvent.click(button('Link'));

    // The skills, beside those the job type requires.
    const skills = await screen.findByTestId('job-skills-step');
    expect(skills).toHaveTextContent(/The job type already requires: \u2068Ladder work\u2069/);
    await userEvent.click(within(skills).getByRole('combobox', { name: 'Job skills' }));
    await userEvent.click(await screen.findByRole('option', { name: /Heights/ }));
    await userEvent.click(button('Save skills'));
    expect(await sent(calls, 'POST', '/v2/skills/job/j-12')).toEqual({ skills: ['sk-height'] });
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/v2/jobs/j-12/add_prev/j-7')).toBe(true);

    // The end and its offers.
    const done = await screen.findByTestId('job-done');
    expect(within(done).getByRole('heading', { name: 'Job #12 is ready' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Go to jobs' })).toHaveAttribute('href', '/jobs');
    await userEvent.click(screen.getByRole('link', { name: 'Open the job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j-12'));
    expect(screen.queryByTestId('create-new')).not.toBeInTheDocument();
  });

  it('says why a link was refused and stays', async () => {
    api('business_admin', {
      extra: {
        'GET /v2/jobs': () => ({ docs: [makeJob('j-7', 7)], totalDocs: 1, page: 1, limit: 100, totalPages: 1 }),
        'PUT /v2/jobs/j-12/add_prev/j-7': () =>
          json({ statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'This link would make a cycle of jobs' }, 400),
      },
    });
    await openJobWizard();
    await fillUpToCreate('Roof check');
    await userEvent.click(button('Create job'));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await screen.findByTestId('job-previous-step');
    await userEvent.click(screen.getByRole('combobox', { name: 'Previous job' }));
    await userEvent.click(await screen.findByRole('option', { name: /#7/ }));
    await userEvent.click(button('Link'));
    expect(await screen.findByTestId('previous-job-error')).toHaveTextContent('This link would make a cycle of jobs');
    expect(screen.getByTestId('job-previous-step')).toBeInTheDocument();
  });

  it('offers More (a new job) and a related job (following this one, in its project)', async () => {
    const { calls } = api('business_admin');
    await openJobWizard();
    await fillUpToCreate('Roof check');
    await userEvent.click(button('Create job'));
    for (const skip of ['job-assign-step', 'job-previous-step', 'job-skills-step']) {
      await screen.findByTestId(skip);
      await userEvent.click(button('Skip'));
    }
    await screen.findByTestId('job-done');
    await userEvent.click(button('Create a related job'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Roof check' }));
    await userEvent.click(button('Next'));
    // The project is the first job's.
    expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveValue('Tower A');
    await userEvent.click(button('Next'));
    expect(await screen.findByText('It follows job #12.')).toBeInTheDocument();
    await userEvent.click(button('Create job'));
    await screen.findByTestId('job-created');
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/v2/jobs');
    expect(await posts[1]!.request.clone().json()).toMatchObject({ job_type: roof._id, project: 'p-1', prev_job: 'j-12' });

    for (const skip of ['job-assign-step', 'job-previous-step', 'job-skills-step']) {
      await screen.findByTestId(skip);
      await userEvent.click(button('Skip'));
    }
    await userEvent.click(await screen.findByRole('button', { name: 'Create another job' }));
    expect(await screen.findByRole('radio', { name: 'Roof check' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Roof check' }));
    await userEvent.click(button('Next'));
    expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveValue('');
  });
});

describe('the job-only wizard (clients and inspectors)', () => {
  it('takes an inspector straight to it, and never offers the previous job', async () => {
    api('inspector', { security: { allowInspectorAssign: true } });
    const { dialog } = await openJobWizard('inspector');
    expect(within(dialog).queryByTestId('create-project')).not.toBeInTheDocument();
    await fillUpToCreate('Roof check');
    await userEvent.click(button('Create job'));
    await screen.findByTestId('job-assign-step');
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 4 of 5');
    await userEvent.click(button('Skip'));
    // No previous job and no skills (an inspector does not manage skills): the end.
    expect(await screen.findByTestId('job-done')).toBeInTheDocument();
    expect(screen.queryByTestId('job-previous-step')).not.toBeInTheDocument();
  });

  it('gives an inspector without allowInspectorAssign the end right after "created"', async () => {
    api('inspector', { security: { allowInspectorAssign: false } });
    await openJobWizard('inspector');
    await fillUpToCreate('Roof check');
    await userEvent.click(button('Create job'));
    await screen.findByTestId('job-created');
    expect(await screen.findByTestId('job-done')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 4 of 4');
  });

  it('offers a client only the job types that let clients create jobs, in their projects', async () => {
    const { calls } = api('client', { extra: { 'GET /v2/projects/all': () => [projects[0]] } });
    await openJobWizard('client');
    expect((await screen.findAllByRole('radio')).map((r) => r.closest('label')!.textContent)).toEqual(['Client request']);
    await fillUpToCreate('Client request');
    await userEvent.click(button('Create job'));
    expect(await screen.findByTestId('job-done')).toBeInTheDocument();
    expect(await sent(calls, 'POST', '/v2/jobs')).toMatchObject({ job_type: forClients._id, project: 'p-1' });
  });
});

describe('a job in a new project', () => {
  it("opens the job wizard from the project wizard's final step with the project chosen", async () => {
    api('business_admin', {
      extra: {
        'POST /v2/projects': () => makeProject('p-1', 'Tower A'),
      },
    });
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('side-menu-createNew'));
    await userEvent.click(within(await screen.findByTestId('create-new')).getByTestId('create-project'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Project name' }), 'Tower A');
    await userEvent.click(button('Finish'));
    await userEvent.click(await screen.findByRole('button', { name: 'Create a job in it' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Roof check' }));
    await userEvent.click(button('Next'));
    expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveValue('Tower A');
  });
});
