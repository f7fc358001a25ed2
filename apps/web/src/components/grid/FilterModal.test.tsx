import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineList, emptyListQuery, listQueryToParams, type FilterValues, type ListSort } from '@fieldwork/contracts';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderWithSession } from '../../test/renderWithSession';
import { FilterModal } from './FilterModal';

const DANA = '0b3b5a4e-8f0e-4c1e-9d1a-2f8f3f0e7a11';

/** A list with one filter of every kind. */
const everyKind = defineList({
  name: 'things',
  action: 'files.browse',
  columns: [{ key: 'name', label: 'columns.name', sort: 'name' }],
  sorts: ['createdAt', 'name'],
  defaultSort: { key: 'createdAt', dir: 'desc' },
  search: true,
  filters: [
    { kind: 'radio', key: 'visibility', label: 'filters.visibility', section: 'sections.a', options: ['public', 'private'] },
    { kind: 'checkbox', key: 'kind', label: 'filters.kind', section: 'sections.a', options: ['pdf', 'image'] },
    { kind: 'text', key: 'name', label: 'filters.name', section: 'sections.a', operators: ['contains'] },
    { kind: 'select', key: 'status', label: 'filters.status', section: 'sections.b', options: ['open', 'closed'] },
    { kind: 'autoSelect', key: 'tag', label: 'filters.tag', section: 'sections.b', options: ['red', 'blue'] },
    { kind: 'searchSelect', key: 'project', label: 'filters.project', section: 'sections.b', source: 'projects', idFormat: 'key', max: 5 },
    { kind: 'user', key: 'owner', label: 'filters.owner', section: 'sections.b', max: 3 },
    { kind: 'date', key: 'createdAt', label: 'filters.createdAt', section: 'sections.b' },
    {
      kind: 'multiStep',
      key: 'attachedTo',
      label: 'filters.attachedTo',
      section: 'sections.b',
      steps: [
        { key: 'target', label: 'filters.target', options: ['job', 'project'] },
        { key: 'targetId', label: 'filters.targetId', idFormat: 'key' },
      ],
    },
  ],
});

async function renderModal(filters: FilterValues = {}) {
  const onApply = vi.fn<(filters: FilterValues, sort: ListSort) => void>();
  await renderWithSession(
    <FilterModal open onClose={() => undefined} definition={everyKind} prefix="t" query={{ ...emptyListQuery(everyKind), filters }} onApply={onApply} />,
    { me: makeUser('business_admin') },
  );
  const { calls } = mockApi({
    'GET /v2/users': () => ({
      docs: [
        { _id: DANA, name: { first: 'Dana', last: 'Levi' }, email: 'dana@example.com', role: 'inspector', avatar: null },
        { _id: 'u-2', name: { first: 'Yossi', last: 'Mizrahi' }, email: 'yossi@example.com', role: 'inspector', avatar: null },
      ],
      totalDocs: 2, page: 1, limit: 100, totalPages: 1,
    }),
    'GET /v2/projects': () => ({
      docs: [
        { _id: 'p-1', name: 'Tower A', company: null, avatar: null, location: null, users: [], usersCount: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' },
        { _id: 'p-2', name: 'Bridge', company: 'Acme', avatar: null, location: null, users: [], usersCount: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' },
      ],
      totalDocs: 2, page: 1, limit: 100, totalPages: 1, totalExact: true,
    }),
    'POST /v2/apps/client/state/things': async (request) => ({ _id: 's', screen: 'things', state: ((await request.json()) as { state: unknown }).state, updated_at: null }),
  });
  const applied = () => {
    const [f, sort] = onApply.mock.calls.at(-1)!;
    return Object.fromEntries(listQueryToParams(everyKind, { filters: f, sort }));
  };
  return { onApply, applied, calls, dialog: screen.getByRole('dialog', { name: 'Filter the list' }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('filter modal', () => {
  it('turns every kind of filter, and the sort, into the list parameters on Select', async () => {
    const user = userEvent.setup({ delay: null });
    const { applied, calls, dialog } = await renderModal();

    await user.click(within(dialog).getByRole('radio', { name: 'private' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'image' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'pdf' }));
    await user.type(within(dialog).getByRole('textbox', { name: 't.filters.name (contains)' }), 'north');
    await choose(user, 't.filters.status', 'closed');
    await choose(user, 't.filters.tag', 'blue');
    // A search-select picks from its source (projects: GET /v2/projects?search=).
    await user.type(within(dialog).getByRole('combobox', { name: 't.filters.project' }), 'Tow');
    await user.click(await screen.findByRole('option', { name: 'Tower A' }));
    await user.type(within(dialog).getByRole('combobox', { name: 't.filters.project' }), 'Bri');
    await user.click(await screen.findByRole('option', { name: /Bridge/ }));
    await user.type(within(dialog).getByRole('combobox', { name: 't.filters.owner' }), 'dana');
    await user.click(await screen.findByRole('option', { name: /Dana Levi/ }));
    await choose(user, 't.filters.createdAt', 'Custom range');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-03-31' } });
    await choose(user, 't.filters.target', 'job');
    await user.type(within(dialog).getByRole('textbox', { name: 't.filters.targetId' }), 'j-9');
    await choose(user, 'Sort by', 't.columns.name, ascending');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));

    expect(applied()).toEqual({
      sort: 'name',
      visibility: 'private',
      kind: 'pdf,image',
      'name[contains]': 'north',
      status: 'closed',
      tag: 'blue',
      project: 'p-1,p-2',
      owner: DANA,
      createdAt: '2026-03-01..2026-03-31',
      attachedTo: 'job/j-9',
    });
    const userCall = calls.find((c) => c.path === '/v2/users')!;
    expect(new URL(userCall.request.url).searchParams.get('limit')).toBe('100');
  });

  it('offers the date presets and shows only the chosen section', async () => {
    const user = userEvent.setup();
    const { applied, dialog } = await renderModal();
    await choose(user, 'Section', 't.sections.a');
    expect(within(dialog).queryByRole('combobox', { name: 't.filters.createdAt' })).not.toBeInTheDocument();
    await choose(user, 'Section', 'All sections');
    await choose(user, 't.filters.createdAt', 'This week');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(applied()).toEqual({ createdAt: 'this_week' });
  });

  it('clears all filters, and saves or clears them as the default of the screen', async () => {
    const user = userEvent.setup();
    const { applied, calls, dialog } = await renderModal({ kind: ['pdf'], status: 'open' });
    expect(within(dialog).getByRole('checkbox', { name: 'pdf' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save as default' }));
    expect(await within(dialog).findByText('Saved as your default for this list.')).toBeInTheDocument();
    const saved = calls.filter((c) => c.method === 'POST');
    expect(await saved[0]!.request.json()).toEqual({ state: { kind: 'pdf', status: 'open' } });

    await user.click(within(dialog).getByRole('button', { name: 'Clear default' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(await calls.filter((c) => c.method === 'POST')[1]!.request.json()).toEqual({ state: null });

    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(within(dialog).getByRole('checkbox', { name: 'pdf' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(applied()).toEqual({});
  });
});
