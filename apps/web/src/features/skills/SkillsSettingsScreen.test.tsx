import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, Skill } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { fakeMediaQueryList } from '../../test/mediaQuery';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { noNotifications } from '../users/testData';

function skill(id: string, name: string, roles: Role[] = [], label: string | null = null): Skill {
  return { _id: id, id, name, label, avatar: null, roles, created_at: '2026-03-04T10:00:00.000Z', updated_at: '2026-03-04T10:00:00.000Z' };
}
const page = (docs: Skill[]) => ({ success: true, docs, totalDocs: docs.length, page: 1, limit: 20, totalPages: 1, totalExact: true });
const noDefault = { _id: null, screen: 'skills', state: null, updated_at: null };

function skillsApi(viewer: ReturnType<typeof makeUser>, list: Handler, more: Record<string, Handler> = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => viewer,
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/apps/client/state/skills': () => noDefault,
    'GET /v2/skills': list,
    'GET /v2/apps/skills/settings': () => ({ toggleId: 'skills', isActive: true, settings: {}, secrets: {} }),
    ...more,
  });
}

const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v2/skills').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));
const bodies = (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) =>
  Promise.all(calls.filter((c) => c.method === method && c.path === path).map((c) => c.request.clone().json()));

describe('/settings/skills', () => {
  it('lists the skills with their label and the roles they are given to', async () => {
    const { calls } = skillsApi(makeUser('business_admin'), () =>
      page([skill('s-1', 'Crane', ['project_manager', 'inspector'], 'Mobile cranes up to 50 t'), skill('s-2', 'First aid')]),
    );
    await renderApp('/settings/skills');
    const grid = await screen.findByRole('grid', { name: 'Skills' }, { timeout: 20_000 });
    const crane = (await within(grid).findByText('Crane')).closest('[role="row"]') as HTMLElement;
    expect(crane).toHaveTextContent('Mobile cranes up to 50 t');
    expect(crane).toHaveTextContent('Project manager');
    expect(crane).toHaveTextContent('Inspector');
    expect(within(grid).getByText('First aid').closest('[role="row"]')).toHaveTextContent('Every role');
    expect(listCalls(calls)).toEqual([{}]);
  });

  it('creates a skill, and keeps what was typed when the name is taken', async () => {
    let taken = true;
    const { calls } = skillsApi(makeUser('business_admin'), () => page([]), {
      'POST /v2/skills': async (request) => {
        const body = (await request.json()) as { name: string };
        if (taken) {
          taken = false;
          return json({ statusCode: 409, error: 'Conflict', code: 'conflict', message: `A skill named "${body.name}" already exists` }, 409);
        }
        return skill('s-9', body.name, ['inspector']);
      },
    });
    const user = userEvent.setup();
    await renderApp('/settings/skills');
    expect(await screen.findByTestId('grid-empty', {}, { timeout: 20_000 })).toHaveTextContent('No skills yet. Create the first one.');
    await user.click(screen.getByRole('button', { name: 'New skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'New skill' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Give the skill a name')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Welding ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'MIG and TIG');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Inspector' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A skill named "Welding" already exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('  Welding ');
    expect(within(dialog).getByRole('checkbox', { name: 'Inspector' })).toBeChecked();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Welding L2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Skill "Welding L2" created.')).toBeInTheDocument();
    expect(await bodies(calls, 'POST', '/v2/skills')).toEqual([
      { name: 'Welding', label: 'MIG and TIG', roles: ['inspector'] },
      { name: 'Welding L2', label: 'MIG and TIG', roles: ['inspector'] },
    ]);
  });

  it('renames a skill from its panel, sending only what changed', async () => {
    const { calls } = skillsApi(makeUser('business_admin'), () => page([skill('s-1', 'Crane', ['inspector'])]), {
      'PATCH /v2/skills/s-1': () => skill('s-1', 'Tower crane', ['inspector']),
    });
    const user = userEvent.setup();
    await renderApp('/settings/skills');
    await user.click(await screen.findByText('Crane', {}, { timeout: 20_000 }));
    await user.click(within(await screen.findByTestId('skill-panel')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit skill' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Tower crane');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Skill "Tower crane" saved.')).toBeInTheDocument();
    expect(await bodies(calls, 'PATCH', '/v2/skills/s-1')).toEqual([{ name: 'Tower crane' }]);
  });

  it('deletes a skill only after the confirmation', async () => {
    const { calls } = skillsApi(makeUser('business_admin'), () => page([skill('s-1', 'Crane')]), {
      'DELETE /v2/skills/s-1': () => ({ success: true }),
    });
    const user = userEvent.setup();
    await renderApp('/settings/skills');
    await user.click(await screen.findByText('Crane', {}, { timeout: 20_000 }));
    await user.click(within(await screen.findByTestId('skill-panel')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this skill?' });
    expect(dialog).toHaveTextContent('"Crane" leaves the list, and everyone who holds it loses it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(screen.getByTestId('skill-panel')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this skill?' })).getByRole('button', { name: 'Delete skill' }));
    expect(await screen.findByText('Skill "Crane" deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/v2/skills/s-1']);
  });

  it('lets an admin set the expiry warning, a whole number of days up to 365', async () => {
    const { calls } = skillsApi(makeUser('business_admin'), () => page([]), {
      'POST /v2/apps/skills/settings': () => ({ toggleId: 'skills', isActive: true, settings: { closeToExpireDays: 14 }, secrets: {} }),
    });
    const user = userEvent.setup();
    await renderApp('/settings/skills');
    const days = await screen.findByRole('textbox', { name: 'Days before expiry' }, { timeout: 20_000 });
    expect(days).toHaveValue('30');
    await user.clear(days);
    await user.type(days, '400');
    expect(screen.getByText('Give a whole number of days from 0 to 365')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expiry warning saved.')).toBeInTheDocument();
    expect(await bodies(calls, 'POST', '/v2/apps/skills/settings')).toEqual([{ settings: { closeToExpireDays: 14 } }]);
  });

  it('opens for a project manager with the manage-skills permission, without the admin-only window', async () => {
    skillsApi(makeUser('project_manager', { canManageSkills: true }), () => page([skill('s-1', 'Crane')]));
    await renderApp('/settings/skills');
    expect(await screen.findByRole('grid', { name: 'Skills' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Days before expiry' })).not.toBeInTheDocument();
  });

  it('reads right to left in Hebrew', async () => {
    skillsApi(makeUser('business_admin'), () => page([skill('s-1', 'מנוף', ['inspector'])]));
    await renderApp('/settings/skills', { language: 'he' });
    expect(await screen.findByRole('heading', { level: 1, name: 'כישורים' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('מנוף')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'כישור חדש' })).toBeInTheDocument();
  });

  it('at 390 px shows cards, a tapped one opens its panel, and the dialog fills the screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, true));
    skillsApi(makeUser('business_admin'), () => page([skill('s-1', 'Crane'), skill('s-2', 'First aid')]));
    const user = userEvent.setup();
    await renderApp('/settings/skills');
    const cards = await screen.findByRole('list', { name: 'Skills' }, { timeout: 20_000 });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(within(cards).getByText('Crane'));
    await user.click(within(await screen.findByTestId('skill-panel')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit skill' });
    expect(dialog.className).toMatch(/FullScreen/);
    vi.restoreAllMocks();
  });
});
