import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_TYPE_MESSAGES, type JobType, type Role, type Skill, type ToggleKey } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeJobType, makeQuestion, noNotifications, uuidOf } from '../testData';

const JT = uuidOf('jt1');
const meter = makeQuestion('text', { title: 'Meter number', jobType: JT });
const photos = makeQuestion('image', { title: 'Photos', jobType: JT });
const intro = makeQuestion('message', { title: 'Before you start', jobType: JT });
const fire = makeJobType(JT, 'Fire safety', {
  icon: 'fire_extinguisher',
  settings: { description: 'Yearly check', previewSettings: [{ value: photos._id, sequence: 0 }] },
  requiredSkills: [{ _id: 's-1', name: 'Ladder' }],
  questions: [intro, meter, photos],
});

const skill = (id: string, name: string): Skill => ({ _id: id, id, name, label: null, avatar: null, roles: [], created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });
const skillsPage = { success: true, docs: [skill('s-1', 'Ladder'), skill('s-2', 'Confined spaces')], totalDocs: 2, page: 1, limit: 100, totalPages: 1 };

const refusal = (status: number, code: string, message: string, details?: unknown) =>
  json({ statusCode: status, error: 'Refused', code, message, ...(details ? { details } : {}) }, status);

function api({ role = 'business_admin' as Role, apps = ['skills', 'templates', 'projects'] as ToggleKey[], jobType = fire as JobType | (() => unknown), more = {} as Record<string, Handler> } = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(apps) }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/jobtype': () => ({ success: true, data: [fire] }),
    [`GET /v2/jobtype/${JT}`]: typeof jobType === 'function' ? jobType : () => jobType,
    'GET /v2/skills': () => skillsPage,
    ...more,
  });
}

const bodyOf = async (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).at(-1)?.request.clone().json();

async function openSettings(language = 'en') {
  const view = await renderApp(`/job_type/settings/${JT}`, { language });
  await screen.findByTestId('job-type-settings', {}, { timeout: 20_000 });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('job type settings', () => {
  it('shows the job type: title, icon, description, how it is answered, who may create jobs, main questions and skills', async () => {
    api();
    await openSettings();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Fire safety');
    expect(screen.getByRole('combobox', { name: 'Icon' })).toHaveTextContent('Fire extinguisher');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Yearly check');
    expect(screen.getByRole('switch', { name: 'Disabled' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Inspector may create jobs of this type' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Client may create jobs of this type' })).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Main questions, in order' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1.Photos']);
    expect(within(screen.getByRole('region', { name: 'Required skills' })).getByRole('button', { name: 'Ladder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit questions' })).toHaveAttribute('href', `/job_type/editor/${JT}`);
  });

  it('saves every setting, in order, with each role spelt out, and says so', async () => {
    const { calls } = api({ more: { [`PUT /v2/jobtype/${JT}`]: () => fire } });
    const user = userEvent.setup();
    await openSettings();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, ' Fire safety, yearly ');
    await user.click(screen.getByRole('switch', { name: 'Client may create jobs of this type' }));
    await user.click(screen.getByRole('switch', { name: 'Record where answers are given' }));
    await user.click(screen.getByRole('combobox', { name: 'Add a main question' }));
    await user.click(await screen.findByRole('option', { name: /Meter number/ }));
    await user.click(screen.getByRole('button', { name: 'Move Meter number up' }));
    // A message has no answer to show: it is never offered.
    await user.click(screen.getByRole('combobox', { name: 'Add a main question' }));
    expect(screen.queryByRole('option', { name: /Before you start/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The job type was saved')).toBeInTheDocument();
    expect(await bodyOf(calls, 'PUT', `/v2/jobtype/${JT}`)).toEqual({
      title: 'Fire safety, yearly',
      icon: 'fire_extinguisher',
      settings: {
        description: 'Yearly check',
        isDisabled: false,
        allowAddToSummary: false,
        answerLocation: true,
        stepperRTL: false,
        previewSettings: [
          { value: meter._id, sequence: 0 },
          { value: photos._id, sequence: 1 },
        ],
        permissions: {
          sys_admin: { create: true },
          business_admin: { create: true },
          project_manager: { create: true },
          inspector: { create: true },
          client: { create: true },
        },
      },
    });
    // The skills did not change: they are not sent.
    expect(calls.some((c) => c.path === `/v2/skills/jobType/${JT}`)).toBe(false);
  });

  it("shows the server's refusal beside its field and keeps what was typed", async () => {
    api({
      more: {
        [`PUT /v2/jobtype/${JT}`]: () =>
          refusal(400, 'validation_failed', 'Invalid request', [{ path: 'settings.description', message: 'Too big: expected string to have <=2000 characters' }]),
      },
    });
    const user = userEvent.setup();
    await openSettings();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.type(description, ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description).toHaveAccessibleDescription('Too big: expected string to have <=2000 characters'));
    expect(description).toHaveValue('Yearly check and more');
    expect(screen.getByTestId('save-error')).toHaveTextContent('The job type was not saved.');
    expect(screen.queryByText('The job type was saved')).not.toBeInTheDocument();
  });

  it('says an empty title is refused before anything is sent', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    await openSettings();
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('A job type needs a title');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sets the required skills with their own call when they change', async () => {
    const { calls } = api({ more: { [`POST /v2/skills/jobType/${JT}`]: () => ({ success: true, target: { type: 'job_type', id: JT }, skills: [] }) } });
    const user = userEvent.setup();
    await openSettings();
    const skills = within(screen.getByRole('region', { name: 'Required skills' }));
    await user.click(skills.getByRole('combobox', { name: 'Required skills' }));
    await user.click(await screen.findByRole('option', { name: 'Confined spaces' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The job type was saved')).toBeInTheDocument();
    expect(await bodyOf(calls, 'POST', `/v2/skills/jobType/${JT}`)).toEqual({ skills: ['s-1', 's-2'] });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('hides the required skills without the skills app', async () => {
    api({ apps: ['templates'] });
    await openSettings();
    expect(screen.queryByRole('region', { name: 'Required skills' })).not.toBeInTheDocument();
  });

  it("asks before deleting, and shows the catalogue's refusal while jobs exist", async () => {
    api({ more: { [`DELETE /v2/jobtype/${JT}`]: () => refusal(409, 'conflict', JOB_TYPE_MESSAGES.hasActivities) } });
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the job type?' });
    expect(dialog).toHaveTextContent('\u2068Fire safety\u2069 and its questions will be deleted.');
    await user.click(within(dialog).getByTestId('confirm-delete'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The job type cannot be deleted, linked activities exist');
  });

  it('says the refusal in Hebrew, right to left', async () => {
    api({ more: { [`DELETE /v2/jobtype/${JT}`]: () => refusal(409, 'conflict', JOB_TYPE_MESSAGES.hasActivities) } });
    const user = userEvent.setup();
    await openSettings('he');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'מחיקה' }));
    const dialog = await screen.findByRole('dialog', { name: 'למחוק את סוג המשימה?' });
    await user.click(within(dialog).getByTestId('confirm-delete'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('לא ניתן למחוק את סוג המשימה, קיימות משימות מקושרות');
  });

  it('deletes and leaves for the dashboard', async () => {
    const { calls } = api({ more: { [`DELETE /v2/jobtype/${JT}`]: () => ({ success: true }) } });
    const user = userEvent.setup();
    const { router } = await openSettings();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' (old)');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-delete'));
    // Deleted: its unsaved changes are not asked about.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/v2/jobtype/${JT}`)).toBe(true);
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    api();
    const user = userEvent.setup();
    const { router } = await openSettings();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' 2');
    await user.click(screen.getByRole('link', { name: 'Edit questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/job_type/settings/${JT}`);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Fire safety 2');

    await user.click(screen.getByRole('link', { name: 'Edit questions' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByTestId('leave-unsaved'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job_type/editor/${JT}`));
  });

  it('asks the browser before the tab closes with unsaved changes, and not without', async () => {
    api();
    const user = userEvent.setup();
    await openSettings();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    const asking = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asking);
    expect(asking.defaultPrevented).toBe(true);
  });

  it('saves as a template under the name asked (the title first)', async () => {
    const { calls } = api({
      more: {
        [`POST /v2/jobtype/${JT}/template`]: () => ({
          _id: 'tpl-1', title: 'Fire check', description: '', icon: 'fire_extinguisher', questionCount: 3, language: null, starter: false, canBeDeleted: true, created_at: '2026-01-01T00:00:00.000Z',
        }),
      },
    });
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    const name = within(dialog).getByRole('textbox', { name: 'Template name' });
    expect(name).toHaveValue('Fire safety');
    await user.clear(name);
    await user.type(name, 'Fire check');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Saved as the template \u2068Fire check\u2069')).toBeInTheDocument();
    expect(await bodyOf(calls, 'POST', `/v2/jobtype/${JT}/template`)).toEqual({ name: 'Fire check' });
  });

  it('offers no Save as template without the templates app', async () => {
    api({ apps: ['skills'] });
    await openSettings();
    expect(screen.queryByRole('button', { name: 'Save as template' })).not.toBeInTheDocument();
  });

  it("says a job type that is not there (or another business's) was not found", async () => {
    api({ jobType: () => refusal(404, 'not_found', JOB_TYPE_MESSAGES.notFound) });
    await renderApp(`/job_type/settings/${JT}`);
    expect(await screen.findByRole('heading', { name: 'Job type not found' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it.each<Role>(['project_manager', 'inspector', 'client'])('is not open to a %s', async (role) => {
    const { calls } = api({ role });
    await renderApp(`/job_type/settings/${JT}`);
    expect(await screen.findByRole('heading', { name: 'No access' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(calls.some((c) => c.path === `/v2/jobtype/${JT}`)).toBe(false);
  });
});

describe('new job type', () => {
  it('creates the job type (clients may not create jobs by default) and opens the editor', async () => {
    const created = makeJobType(uuidOf('jt9'), 'Apartment handover');
    const { calls } = api({ more: { 'POST /v2/jobtype': () => created } });
    const user = userEvent.setup();
    const { router } = await renderApp('/job_type/new');
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 20_000 });
    expect(screen.getByRole('switch', { name: 'Client may create jobs of this type' })).not.toBeChecked();
    await user.type(title, 'Apartment handover');
    await user.click(screen.getByRole('combobox', { name: 'Icon' }));
    await user.click(await screen.findByRole('option', { name: 'Key' }));
    await user.click(screen.getByRole('button', { name: 'Create and add questions' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/job_type/editor/${created._id}`));
    const body = await bodyOf(calls, 'POST', '/v2/jobtype');
    expect(body).toMatchObject({ title: 'Apartment handover', icon: 'key', settings: { previewSettings: [], permissions: { client: { create: false }, inspector: { create: true } } } });
  });

  it('keeps what was typed when the server refuses, with its words under the title', async () => {
    api({ more: { 'POST /v2/jobtype': () => refusal(400, 'validation_failed', 'Invalid request', [{ path: 'title', message: 'A title is at most 200 characters' }]) } });
    const user = userEvent.setup();
    const { router } = await renderApp('/job_type/new');
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 20_000 });
    await user.type(title, 'Handover');
    await user.click(screen.getByRole('button', { name: 'Create and add questions' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('A title is at most 200 characters'));
    expect(title).toHaveValue('Handover');
    expect(router.state.location.pathname).toBe('/job_type/new');
  });
});
