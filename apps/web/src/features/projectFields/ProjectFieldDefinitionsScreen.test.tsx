import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { renderWithSession } from '../../test/renderWithSession';
import { ProjectFieldDefinitionsScreen } from './ProjectFieldDefinitionsScreen';
import { makeField } from './testData';

afterEach(() => vi.restoreAllMocks());

const FIELDS = [makeField({ id: 'notes', type: 'text', label: 'Notes' }), makeField({ id: 'rank', type: 'ranking', label: 'Rank' })];

async function renderScreen(put: Handler) {
  const bootstrap = makeBootstrap({ projectFields: FIELDS });
  const me = makeUser('business_admin');
  await renderWithSession(<ProjectFieldDefinitionsScreen />, { bootstrap, me });
  return mockApi({ 'GET /v2/apps/bootstrap': () => bootstrap, 'GET /v2/users/me': () => me, 'PUT /v2/settings/projectFields': put });
}

const echo: Handler = async (request) => {
  const body = (await request.json()) as { fields: unknown[]; turnOffHidden: boolean };
  return { success: true, projectFields: body.fields, projectFieldsTurnOffHidden: body.turnOffHidden };
};
const putBody = async (calls: Array<{ method: string; request: Request }>) => calls.find((c) => c.method === 'PUT')!.request.json();

describe('project field definitions (/settings/project-fields)', () => {
  it('adds a field with its key, kind and entries, and saves the whole list in order', async () => {
    const api = await renderScreen(echo);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Site manager phone');
    expect(within(dialog).getByRole('textbox', { name: 'Key' })).toHaveValue('siteManagerPhone');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Inspector: Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('definition-siteManagerPhone')).toBeInTheDocument();
    expect(screen.getByText('You have changes that are not saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move Notes down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The project fields are saved.')).toBeInTheDocument();
    const body = await putBody(api.calls);
    expect(body.fields.map((f: { id: string }) => f.id)).toEqual(['rank', 'notes', 'siteManagerPhone']);
    expect(body.fields[2]).toMatchObject({ label: 'Site manager phone', type: 'text', permissions: { inspector: { read: true, update: true, set: true } } });
    expect(body.turnOffHidden).toBe(false);
  });

  it('refuses a key another field has, in the dialog', async () => {
    await renderScreen(echo);
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Other');
    const key = within(dialog).getByRole('textbox', { name: 'Key' });
    await userEvent.clear(key);
    await userEvent.type(key, 'notes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText('Another field has this key')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('removes a field only once confirmed', async () => {
    const api = await renderScreen(echo);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rank' }));
    expect(screen.getByRole('dialog', { name: 'Remove Rank?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('definition-rank')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('definition-rank')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The project fields are saved.');
    expect((await putBody(api.calls)).fields.map((f: { id: string }) => f.id)).toEqual(['notes']);
  });

  it('keeps the draft and says why when the save is refused', async () => {
    await renderScreen(() =>
      json({ statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'Invalid request', details: [{ path: 'fields.0.label', message: 'Label is required' }] }, 400),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Leave hidden fields out for administrators too' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The project fields were not saved');
    expect(alert).toHaveTextContent('fields.0.label: Label is required');
    expect(screen.getByRole('switch', { name: 'Leave hidden fields out for administrators too' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('the route', () => {
  const routeApi = (role: 'business_admin' | 'project_manager') =>
    mockApi({
      'GET /v2/apps/bootstrap': () => makeBootstrap({ projectFields: FIELDS }),
      'GET /v2/users/me': () => makeUser(role),
      'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
    });

  it('opens in Hebrew, right to left, for an admin', async () => {
    routeApi('business_admin');
    await renderApp('/settings/project-fields', { language: 'he' });
    expect(await screen.findByRole('heading', { name: 'שדות פרויקט', level: 1 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'הזזת Notes למטה' })).toBeInTheDocument();
  });

  it('is not offered to a project manager', async () => {
    routeApi('project_manager');
    await renderApp('/settings/project-fields');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Project fields');
    expect(screen.queryByRole('button', { name: 'Add a field' })).not.toBeInTheDocument();
  });
});
