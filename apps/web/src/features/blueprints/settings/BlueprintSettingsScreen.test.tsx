import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlueprintSettingsBody, Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const noNotifications = () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 });

/** The settings call as the server answers it ({success, data}); `refuse` answers a PUT with the given field messages. */
function api({ role = 'business_admin' as Role, refuse = null as { path: string; message: string }[] | null, failGet = false } = {}) {
  let stored: BlueprintSettingsBody = { ratio: 360, systemUnit: 'Meters', elements: [{ id: 'wall', name: 'Wall', color: '#ff0000', type: 0, size: 2 }] };
  const bodies: unknown[] = [];
  const put: Handler = async (request) => {
    const body = (await request.json()) as BlueprintSettingsBody;
    bodies.push(body);
    if (refuse) return json({ statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: refuse[0]!.message, details: refuse }, 400);
    stored = body;
    return { success: true, data: stored };
  };
  mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': noNotifications,
    'GET /v2/settings/blueprints': () => (failGet ? json({ statusCode: 500, error: 'Internal', code: 'internal', message: 'boom' }, 500) : { success: true, data: stored }),
    'PUT /v2/settings/blueprints': put,
  });
  return { bodies };
}

async function open() {
  await renderApp('/settings/blueprints');
  await screen.findByTestId('blueprint-settings', {}, { timeout: 20_000 });
}

describe('/settings/blueprints', () => {
  it('edits the ratio, the unit and the element definitions, and saves them', async () => {
    const user = userEvent.setup();
    const { bodies } = api();
    await open();
    expect(screen.getByRole('spinbutton', { name: 'Ratio (pixels per unit)' })).toHaveValue(360);
    const ratio = screen.getByRole('spinbutton', { name: 'Ratio (pixels per unit)' });
    await user.clear(ratio);
    await user.type(ratio, '400');
    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    await user.click(screen.getByRole('option', { name: 'Inches' }));

    await user.click(screen.getByRole('button', { name: 'Add element' }));
    expect(screen.getAllByTestId('definition-row')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Name 2' }), 'Floor');
    const colour = screen.getByRole('textbox', { name: 'Colour 2' });
    await user.clear(colour);
    await user.type(colour, '#00ff00');
    await user.click(screen.getByRole('combobox', { name: 'Type 2' }));
    const types = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(types).toHaveLength(11);
    await user.click(screen.getByRole('option', { name: 'Filled polygon' }));
    const size = screen.getByRole('spinbutton', { name: 'Size 2' });
    await user.clear(size);
    await user.type(size, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Blueprint settings saved')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const body = bodies[0] as BlueprintSettingsBody;
    expect(body.ratio).toBe(400);
    expect(body.systemUnit).toBe('Inches');
    expect(body.elements).toHaveLength(2);
    expect(body.elements[1]).toMatchObject({ name: 'Floor', color: '#00ff00', type: 9, size: 3 });
  });

  it('removes an element definition', async () => {
    const user = userEvent.setup();
    const { bodies } = api();
    await open();
    await user.click(screen.getByRole('button', { name: 'Remove Wall' }));
    expect(screen.getByText('No elements yet: add the first one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ ratio: 360, systemUnit: 'Meters', elements: [] }]));
  });

  it('keeps the form and shows the check’s message under the field before sending', async () => {
    const user = userEvent.setup();
    const { bodies } = api();
    await open();
    await user.clear(screen.getByRole('textbox', { name: 'Name 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An element needs a name')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("keeps the server's refusal by field, and the form as typed", async () => {
    const user = userEvent.setup();
    api({ refuse: [{ path: 'elements.0.color', message: 'A colour is #rgb, #rrggbb or rgb(r, g, b)' }] });
    await open();
    await user.type(screen.getByRole('textbox', { name: 'Name 1' }), ' wall');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A colour is #rgb, #rrggbb or rgb(r, g, b)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Colour 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveValue('Wall wall');
    expect(screen.getByRole('alert')).toHaveTextContent('The settings could not be saved.');
  });

  it('says when the settings cannot be loaded', async () => {
    api({ failGet: true });
    await renderApp('/settings/blueprints');
    expect(await screen.findByText('The blueprint settings could not be loaded.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not opened by an inspector', async () => {
    api({ role: 'inspector' });
    await renderApp('/settings/blueprints');
    await waitFor(() => expect(screen.queryByTestId('blueprint-settings')).not.toBeInTheDocument());
    expect(await screen.findByText(/not allowed|permission|access/i, {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
