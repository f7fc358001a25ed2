import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bootstrap, Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { storeWithSession } from '../../test/renderWithSession';
import { loadAllCatalogues } from '../../test/catalogues';
import { i18next, initI18n } from '../../app/i18n/i18n';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../app/theme/contrast';
import { ThemeRoot } from '../../app/theme/ThemeRoot';
import { STATUS_TONES } from './fields/StatusListWidget';
import { ProjectFieldsSection } from './ProjectFieldsSection';
import { makeField, makeProject, makeView } from './testData';
import { cssColor } from '../../test/cssColor';

afterEach(() => vi.restoreAllMocks());

const notes = makeField({ id: 'notes', type: 'text', label: 'Notes' });
const rank = makeField({ id: 'rank', type: 'ranking', label: 'Rank' });
const plans = makeField({ id: 'plans', type: 'blueprintList', label: 'Plans' });

/** The section in the app's providers, with the API mocked before its first call (the skills widget asks at once). */
async function renderSection(project: ReturnType<typeof makeProject>, opts: { role?: Role; bootstrap?: Partial<Bootstrap>; handlers?: Record<string, Handler> } = {}) {
  const bootstrap = makeBootstrap(opts.bootstrap);
  const me = makeUser(opts.role ?? 'business_admin');
  initI18n();
  await loadAllCatalogues();
  await i18next.changeLanguage('en');
  const store = await storeWithSession({ bootstrap, me });
  const api = mockApi({ 'GET /v2/apps/bootstrap': () => bootstrap, 'GET /v2/users/me': () => me, ...opts.handlers });
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter>
          <ProjectFieldsSection project={project} />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { ...view, api };
}

const patchCalls = (calls: Array<{ method: string; path: string; request: Request }>) => calls.filter((c) => c.method === 'PATCH');
const saved = (field: string, value: unknown) => ({ success: true, fields: [makeView(makeField({ id: field, type: 'text' }), value)] });

describe('ProjectFieldsSection', () => {
  it('shows each field read-only until Edit, then its widget', async () => {
    await renderSection(makeProject([makeView(notes, 'Gate code 12'), makeView(rank, 3)]));
    expect(screen.getByRole('heading', { name: 'Project details' })).toBeInTheDocument();
    expect(screen.getByText('Gate code 12')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Gate code 12');
  });

  it('saves text 500 ms after the last key, once, with what was typed', async () => {
    const { api } = await renderSection(makeProject([makeView(notes, '')]), {
      handlers: { 'PATCH /v2/projects/p-1/fields': () => saved('notes', 'Ladder at gate') },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Ladder at gate');
    expect(patchCalls(api.calls)).toHaveLength(0);
    await screen.findByText('Saved');
    const patches = patchCalls(api.calls);
    expect(patches).toHaveLength(1);
    expect(await patches[0].request.json()).toEqual([{ id: 'notes', value: 'Ladder at gate' }]);
  });

  it('keeps what was typed when the save fails, and says so', async () => {
    await renderSection(makeProject([makeView(notes, 'Old')]), {
      handlers: {
        'PATCH /v2/projects/p-1/fields': () => json({ statusCode: 500, error: 'Internal Server Error', code: 'internal', message: 'Something went wrong' }, 500),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.clear(box);
    await userEvent.type(box, 'New text');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not saved: .* Your text is kept/);
    expect(box).toHaveValue('New text');
  });

  it('with no fields, points admins to the settings and shows others nothing', async () => {
    const admin = await renderSection(makeProject([]));
    expect(screen.getByRole('link', { name: 'Define them in the settings' })).toHaveAttribute('href', '/settings/project-fields');
    admin.unmount();
    await renderSection(makeProject([]), { role: 'inspector' });
    expect(screen.queryByRole('heading', { name: 'Project details' })).not.toBeInTheDocument();
  });

  it('offers no editing to a reader who may write no field', async () => {
    await renderSection(makeProject([makeView(notes, 'Hi', { editable: false })]), { role: 'inspector' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('moves the visibility switch only once the server says success', async () => {
    let answer: (value: Response) => void = () => undefined;
    const { api } = await renderSection(makeProject([makeView(notes, 'Hi')]), {
      handlers: { 'POST /v2/projects/p-1/fields/visibility': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const toggle = screen.getByRole('switch', { name: 'Show Notes on this project' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(toggle).toBeChecked();
    answer(json({ success: true, visibility: { notes: false } }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show Notes on this project' })).not.toBeChecked());
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(await post.request.json()).toEqual({ notes: false });
  });

  it('leaves the switch as it was when the server refuses', async () => {
    await renderSection(makeProject([makeView(notes, 'Hi')]), {
      handlers: {
        'POST /v2/projects/p-1/fields/visibility': () => json({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'You are not allowed to do this' }, 403),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show Notes on this project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The field was not shown or hidden');
    expect(screen.getByRole('switch', { name: 'Show Notes on this project' })).toBeChecked();
  });

  it('dims a hidden field outside the edit mode, and leaves it out with the turn-off-hidden option', async () => {
    const project = makeProject([makeView(notes, 'Secret', { hidden: true }), makeView(rank, 2)]);
    const first = await renderSection(project);
    const block = screen.getByTestId('project-field-notes');
    expect(block).toHaveAttribute('data-hidden', 'true');
    expect(block).toHaveStyle({ opacity: '0.5' });
    first.unmount();
    await renderSection(project, { bootstrap: { projectFieldsTurnOffHidden: true } });
    expect(screen.queryByTestId('project-field-notes')).not.toBeInTheDocument();
    expect(screen.getByTestId('project-field-rank')).toBeInTheDocument();
  });

  it('ranks 1 to 5 with the keyboard: arrows, Home and End', async () => {
    const { api } = await renderSection(makeProject([makeView(rank, 2)]), {
      handlers: { 'PATCH /v2/projects/p-1/fields': () => saved('rank', 3) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const group = screen.getByRole('radiogroup', { name: 'Rank' });
    const star = (n: number) => within(group).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
    expect(star(2)).toHaveAttribute('aria-checked', 'true');
    expect(star(2)).toHaveAttribute('tabindex', '0');
    star(2).focus();
    fireEvent.keyDown(star(2), { key: 'ArrowRight' });
    expect(star(3)).toHaveAttribute('aria-checked', 'true');
    expect(star(3)).toHaveFocus();
    fireEvent.keyDown(star(3), { key: 'End' });
    expect(star(5)).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(star(5), { key: 'ArrowRight' });
    fireEvent.keyDown(star(5), { key: 'Home' });
    expect(star(1)).toHaveAttribute('aria-checked', 'true');
    await screen.findByText('Saved');
    const values = await Promise.all(patchCalls(api.calls).map(async (c) => ((await c.request.json()) as Array<{ value: number }>)[0].value));
    expect(values[0]).toBe(3);
    expect(values.at(-1)).toBe(1);
  });

  it('sends one save of a field at a time, and then only the newest value chosen meanwhile', async () => {
    const answers: Array<() => void> = [];
    const { api } = await renderSection(makeProject([makeView(rank, 2)]), {
      handlers: {
        'PATCH /v2/projects/p-1/fields': () => new Promise<Response>((resolve) => answers.push(() => resolve(json(saved('rank', 1))))),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const group = screen.getByRole('radiogroup', { name: 'Rank' });
    const star = (n: number) => within(group).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
    star(2).focus();
    fireEvent.keyDown(star(2), { key: 'ArrowRight' });
    await waitFor(() => expect(patchCalls(api.calls)).toHaveLength(1));
    fireEvent.keyDown(star(3), { key: 'End' });
    fireEvent.keyDown(star(5), { key: 'Home' });
    // The first answer has not come: nothing else is sent yet.
    expect(patchCalls(api.calls)).toHaveLength(1);
    act(() => answers[0]());
    await waitFor(() => expect(patchCalls(api.calls)).toHaveLength(2));
    act(() => answers[1]());
    await screen.findByText('Saved');
    const values = await Promise.all(patchCalls(api.calls).map(async (c) => ((await c.request.json()) as Array<{ value: number }>)[0].value));
    expect(values).toEqual([3, 1]);
  });

  it('mirrors the ranking arrows right to left', async () => {
    await renderSection(makeProject([makeView(rank, 2)]), { handlers: { 'PATCH /v2/projects/p-1/fields': () => saved('rank', 3) } });
    await act(() => i18next.changeLanguage('he'));
    await userEvent.click(screen.getByRole('button', { name: 'עריכה' }));
    const group = screen.getByRole('radiogroup', { name: 'Rank' });
    fireEvent.keyDown(within(group).getByRole('radio', { name: 'שני כוכבים' }), { key: 'ArrowLeft' });
    expect(within(group).getByRole('radio', { name: '3 כוכבים' })).toHaveAttribute('aria-checked', 'true');
    await act(() => i18next.changeLanguage('en'));
  });

  it("picks a list field's items from its group, and adds an item to the list", async () => {
    const colour = makeField({ id: 'colour', type: 'list', label: 'Colour' });
    const item = (label: string, value: string) => ({ _id: value, group: 'colour', label, value, isPrivate: false, project: null, created_at: '2026-01-01T00:00:00.000Z' });
    const { api } = await renderSection(makeProject([makeView(colour, [{ label: 'Red', value: 'red' }])]), {
      handlers: {
        'GET /v2/projects/fields/list/colour': () => [item('Deep Blue', 'deep blue'), item('Red', 'red')],
        'PATCH /v2/projects/p-1/fields': () => saved('colour', null),
        'POST /v2/projects/fields/list': async (request) => ({ ...item('Green', 'green'), ...((await request.json()) as object) }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Colour' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deep Blue' }));
    await waitFor(() => expect(patchCalls(api.calls)).toHaveLength(1));
    expect(await patchCalls(api.calls)[0].request.json()).toEqual([{ id: 'colour', value: [{ value: 'red', label: 'Red' }, { value: 'deep blue', label: 'Deep Blue' }] }]);
    const listCall = api.calls.find((c) => c.path === '/v2/projects/fields/list/colour')!;
    expect(new URL(listCall.request.url).searchParams.get('project')).toBe('p-1');

    await userEvent.type(screen.getByRole('textbox', { name: 'New item for the Colour list' }), 'Green');
    await userEvent.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByText('Green was added to the list.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(await post.request.json()).toEqual({ group: 'colour', label: 'Green', isPrivate: false, project: null });
  });

  it('names skills from the skills picker, picks one, and says so when skills are not available', async () => {
    const crew = makeField({ id: 'crew', type: 'skills', label: 'Crew skills' });
    const page = { docs: [{ _id: 's-1', id: 's-1', name: 'welding', label: 'Welding' }, { _id: 's-2', id: 's-2', name: 'Rigging', label: null }], totalDocs: 2, page: 1, limit: 100, totalPages: 1 };
    const first = await renderSection(makeProject([makeView(crew, ['s-1'])]), {
      handlers: { 'GET /v2/skills': () => page, 'PATCH /v2/projects/p-1/fields': () => saved('crew', null) },
    });
    expect(await screen.findByText('Welding')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Crew skills' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rigging' }));
    await waitFor(() => expect(patchCalls(first.api.calls)).toHaveLength(1));
    expect(await patchCalls(first.api.calls)[0].request.json()).toEqual([{ id: 'crew', value: ['s-1', 's-2'] }]);
    first.unmount();

    await renderSection(makeProject([makeView(crew, [])]), {
      role: 'client',
      handlers: { 'GET /v2/skills': () => json({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'You are not allowed to do this' }, 403) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Skills cannot be chosen here: the skills app is off or hidden from you.')).toBeInTheDocument();
  });

  it('takes PDF plans only in a blueprint list', async () => {
    await renderSection(makeProject([makeView(plans, [])]));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add PDF plans' }));
    const input = screen.getByTestId('upload-input');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    expect(await screen.findByText('Invalid file extension allowed only pdf')).toBeInTheDocument();
  });
  it('shows each status list item with its status in words, on a chip whose text is readable on its fill', async () => {
    const punch = makeField({ id: 'punch', type: 'statusList', label: 'Punch list' });
    const items = [
      { label: 'Railing', status: 'open' },
      { label: 'Paint', status: 'in_progress' },
      { label: 'Doors', status: 'done' },
    ];
    await renderSection(makeProject([makeView(punch, items)]));
    const rows = within(screen.getByRole('list', { name: 'Punch list' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['OpenRailing', 'In progressPaint', 'DoneDoors']);
    const inProgress = within(rows[1]!).getByText('In progress').closest('[data-status]');
    expect(inProgress).toHaveAttribute('data-status', 'in_progress');
    const chip = getComputedStyle(inProgress as HTMLElement);
    expect([cssColor(chip.backgroundColor), cssColor(chip.color)]).toEqual(['rgb(255, 244, 204)', 'rgb(95, 71, 0)']);
    // MUI's warning chip (white on orange) was 3.1:1; each tone's text reads at 4.5:1 at least.
    for (const tone of Object.values(STATUS_TONES)) expect(contrastRatio(tone.text, tone.fill)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
  it('shows an address with its position, the position left to right inside a right-to-left page', async () => {
    const site = makeField({ id: 'site', type: 'address', label: 'Site' });
    await renderSection(makeProject([makeView(site, { address: 'HaYarkon 1', lat: 32.0853, long: 34.7818 })]));
    const block = screen.getByRole('region', { name: 'Site' });
    expect(block).toHaveTextContent('HaYarkon 1 (32.0853, 34.7818)');
    expect(within(block).getByText('(32.0853, 34.7818)')).toHaveAttribute('dir', 'ltr');
  });
});
