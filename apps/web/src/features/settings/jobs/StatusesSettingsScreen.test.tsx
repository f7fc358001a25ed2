import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SECURITY_FLAGS, JOB_STATUSES, type JobSettings, type Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const noNotifications = () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 });

const SETTINGS: JobSettings = {
  security: DEFAULT_SECURITY_FLAGS,
  customStatuses: [{ name: 'parked', color: '#6d4c41' }],
  statusOrder: [...JOB_STATUSES, 'parked'],
  statusTranslations: { parked: { en: 'Parked', he: 'בהמתנה' } },
  allowedStatuses: null,
  defaultJobSort: 'created_at',
};

/** The server's answer to a PUT: the body applied over the settings, as the API would. */
const echo: Handler = async (request) => ({ ...SETTINGS, ...((await request.json()) as Partial<JobSettings>) });

function api({ role = 'business_admin' as Role, put = echo, get = (() => SETTINGS) as Handler } = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': noNotifications,
    'GET /v2/settings': get,
    'PUT /v2/settings': put,
  });
}

async function open(language = 'en') {
  const view = await renderApp('/settings/statuses', { language });
  await screen.findByTestId('statuses-settings', {}, { timeout: 20_000 });
  return view;
}

const rowNames = () => screen.getAllByTestId(/^status-/).map((row) => row.dataset.testid!.slice('status-'.length));
const putBody = async (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((c) => c.method === 'PUT').at(-1)!.request.clone().json();

describe('job statuses settings (/settings/statuses)', () => {
  it('shows every status in order with its name, key and kind; only custom ones can be removed', async () => {
    api();
    await open();
    expect(rowNames()).toEqual([...JOB_STATUSES, 'parked']);
    const parked = screen.getByTestId('status-parked');
    expect(within(parked).getByText('Parked')).toBeInTheDocument();
    expect(within(parked).getByText('Custom')).toBeInTheDocument();
    expect(within(parked).getByRole('textbox', { name: 'Name of Parked in Hebrew' })).toHaveValue('בהמתנה');
    expect(within(screen.getByTestId('status-review')).getByText('Review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Open up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('adds a custom status, moves it with the keyboard, names it, limits answering, and saves it all at once', async () => {
    const { calls } = api();
    await open();
    const bootstrapsBefore = calls.filter((c) => c.path === '/v2/apps/bootstrap').length;

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'waiting_parts');
    await userEvent.click(screen.getByRole('combobox', { name: 'Colour' }));
    await userEvent.click(screen.getByRole('option', { name: 'Teal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add status' }));
    expect(rowNames().at(-1)).toBe('waiting_parts');
    expect(screen.getByText('You have changes that are not saved.')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Move waiting_parts up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(rowNames().slice(-2)).toEqual(['waiting_parts', 'parked']);
    // The focus stays with the moved status, so Enter moves it on; where it went is announced.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move waiting_parts up' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(rowNames().slice(-3)).toEqual(['waiting_parts', 'done', 'parked']);
    expect(await screen.findByText('Now at place 7 of 9')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name of waiting_parts in English' }), 'Waiting for parts');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name of Waiting for parts in Hebrew' }), 'ממתין לחלקים');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Answering allowed in Review' }));
    expect(screen.getByText('Answers can be given only while a job is in a ticked status.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The settings are saved. Everyone sees them now.')).toBeInTheDocument();
    expect(await putBody(calls)).toEqual({
      customStatuses: [
        { name: 'parked', color: '#6d4c41' },
        { name: 'waiting_parts', color: '#00897b' },
      ],
      statusOrder: ['open', 'rejected', 'assigned', 'confirmed', 'reported', 'review', 'waiting_parts', 'done', 'parked'],
      statusTranslations: { parked: { en: 'Parked', he: 'בהמתנה' }, waiting_parts: { en: 'Waiting for parts', he: 'ממתין לחלקים' } },
      allowedStatuses: { open: true, rejected: true, assigned: true, confirmed: true, reported: true, review: false, done: false, parked: true, waiting_parts: true },
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The start-up settings are fetched again, so every screen sees the statuses as saved.
    await waitFor(() => expect(calls.filter((c) => c.path === '/v2/apps/bootstrap').length).toBeGreaterThan(bootstrapsBefore));
  });

  it('refuses a built-in name, a taken one and a bad key before anything is sent', async () => {
    const { calls } = api();
    await open();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const add = screen.getByRole('button', { name: 'Add status' });
    await userEvent.type(name, 'Open');
    await userEvent.click(add);
    expect(screen.getByText('Open is a built-in status: give the custom status another name')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'PARKED');
    await userEvent.click(add);
    expect(screen.getByText('There is already a status named PARKED')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'on hold');
    await userEvent.click(add);
    expect(screen.getByText('Use letters a to z, digits, _ and - only (at most 40)')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(8);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("offers the statuses' palette, and shows a colour set through the API (a palette name, another hex) as it is drawn", async () => {
    const settings: JobSettings = {
      ...SETTINGS,
      customStatuses: [
        { name: 'parked', color: 'teal' },
        { name: 'urgent', color: '#123456' },
      ],
      statusOrder: [...JOB_STATUSES, 'parked', 'urgent'],
    };
    api({ get: () => settings });
    await open();
    expect(within(screen.getByTestId('status-parked')).getByRole('combobox', { name: 'Colour of Parked' })).toHaveTextContent('Teal');
    const urgent = within(screen.getByTestId('status-urgent')).getByRole('combobox', { name: 'Colour of urgent' });
    expect(urgent).toHaveTextContent('Other (#123456)');
    await userEvent.click(urgent);
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Other (#123456)', 'Slate', 'Red', 'Orange', 'Amber', 'Green', 'Teal', 'Blue', 'Indigo', 'Purple', 'Pink', 'Brown']);
  });

  it('removes a custom status once confirmed, saying its jobs keep it in grey', async () => {
    const { calls } = api();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Parked' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the status Parked?' });
    expect(within(dialog).getByText(/keep it: they show it under its name, in grey/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()).not.toContain('parked');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The settings are saved. Everyone sees them now.');
    expect(await putBody(calls)).toMatchObject({ customStatuses: [], statusOrder: [...JOB_STATUSES], statusTranslations: {} });
  });

  it("keeps what was typed and shows the server's words when the save is refused", async () => {
    api({
      put: () =>
        json(
          { statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'No such status: ghost', details: [{ path: 'statusOrder.8', message: 'No such status: ghost' }] },
          400,
        ),
    });
    await open();
    const english = screen.getByRole('textbox', { name: 'Name of Open in English' });
    await userEvent.type(english, 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The settings were not saved: No such status: ghost');
    expect(english).toHaveValue('New');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says why when the settings cannot be loaded, and tries again', async () => {
    let fail = true;
    api({ get: () => (fail ? json({ statusCode: 500, error: 'Error', code: 'internal', message: 'Down' }, 500) : SETTINGS) });
    await renderApp('/settings/statuses');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 20_000 });
    expect(screen.getByText(/The job settings could not be loaded/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByTestId('statuses-settings')).toBeInTheDocument();
  });

  it('is for admins: a project manager is refused the screen', async () => {
    const { calls } = api({ role: 'project_manager' });
    await renderApp('/settings/statuses');
    expect(await screen.findByText('No access', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/settings')).toBe(false);
  });

  it('reads right to left in Hebrew, with Hebrew words and each key kept left to right', async () => {
    api();
    await open('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'סטטוסים של משימות', level: 1 })).toBeInTheDocument();
    const parked = screen.getByTestId('status-parked');
    expect(within(parked).getByText('בהמתנה')).toBeInTheDocument();
    expect(within(parked).getByText('parked').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByTestId('status-done')).getByText('הושלמה')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'העברת בהמתנה למעלה' }));
    expect(rowNames().slice(-2)).toEqual(['parked', 'done']);
  });
});
