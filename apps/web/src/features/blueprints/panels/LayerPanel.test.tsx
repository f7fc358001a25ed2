import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18next } from '../../../app/i18n/i18n';
import { makeUser } from '../../../test/fixtures';
import { fakeMediaQueryList } from '../../../test/mediaQuery';
import { renderWithSession } from '../../../test/renderWithSession';
import { NO_FILTERS, type EditorElement, type EditorMode, type LayerFilters } from '../model';
import { LayerPanel, type LayerPanelProps } from './LayerPanel';
import { FLOOR, makeContext, makeElement, makeJob, rect, SCALE, WALL } from './testData';

const jobA = makeJob('job-a', 101, { status: 'review' });
const jobB = makeJob('job-b', 102, { jobType: { _id: 'type-2', title: 'Repair', icon: null } });
const context = makeContext([jobA, jobB]);

const oldest = makeElement({ job: 'job-a', elementId: WALL.id, created_at: '2026-03-01T12:00:00.000Z' });
const middle = makeElement({ job: 'job-b', elementId: FLOOR.id, canvasData: rect(2, 1), created_at: '2026-03-05T12:00:00.000Z', user: { _id: 'u-2', name: 'Avi Levi' } });
const newest = makeElement({ job: 'job-b', elementId: 'deleted-definition', created_at: '2026-03-09T12:00:00.000Z' });

type Spies = Pick<LayerPanelProps, 'onSelect' | 'onToggleVisible' | 'onRemove' | 'onViewJob' | 'onChange' | 'onDimensions'>;

/** The panel with its filters and selection held as the editor holds them. */
async function renderPanel(options: { elements?: EditorElement[]; mode?: EditorMode; selectedId?: string | null; canEdit?: (e: EditorElement) => boolean } = {}) {
  const spies: Spies = {
    onSelect: vi.fn(),
    onToggleVisible: vi.fn(),
    onRemove: vi.fn(),
    onViewJob: vi.fn(),
    onChange: vi.fn(),
    onDimensions: vi.fn(),
  };
  function Harness() {
    const [filters, setFilters] = useState<LayerFilters>(NO_FILTERS);
    const [selectedId, setSelectedId] = useState<string | null>(options.selectedId ?? null);
    return (
      <LayerPanel
        elements={options.elements ?? [oldest, middle, newest]}
        context={context}
        scale={SCALE}
        mode={options.mode ?? 'EDIT'}
        currentJobId="job-b"
        selectedId={selectedId}
        filters={filters}
        onFiltersChange={setFilters}
        canEdit={options.canEdit ?? (() => true)}
        {...spies}
        onSelect={(id) => {
          spies.onSelect(id);
          setSelectedId(id);
        }}
      />
    );
  }
  await renderWithSession(<Harness />, { me: makeUser('project_manager') });
  return spies;
}

afterEach(() => vi.restoreAllMocks());

const rows = () => screen.getAllByTestId('layer-row');
const rowOf = (name: string) => rows().find((row) => within(row).queryByRole('button', { name: new RegExp(`^${name}\\b`) }))!;

describe('the layer panel', () => {
  it('is titled by jobs and lists the elements newest first, a deleted definition as removed element', async () => {
    await renderPanel();
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(rows().map((row) => within(row).getAllByRole('button')[0]!.querySelector('bdi')!.textContent)).toEqual(['removed element', 'Floor', 'Wall']);
  });

  it('gives the rows of jobs in review a red start border and says so', async () => {
    await renderPanel();
    expect(rowOf('Wall')).toHaveAttribute('data-review', 'true');
    expect(within(rowOf('Wall')).getByText('In review')).toBeInTheDocument();
    expect(rowOf('Floor')).not.toHaveAttribute('data-review');
  });

  it('filters by job id through the filter panel, shows the chip, and clears', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Job id' }));
    await user.click(await screen.findByRole('option', { name: '#101' }));
    expect(rows()).toHaveLength(1);
    expect(rowOf('Wall')).toBeInTheDocument();
    const active = screen.getByRole('list', { name: 'Active filters' });
    expect(within(active).getByRole('button', { name: 'Remove filter Job id: #101' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('filters by a typed d/m/Y date range, inclusive', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByRole('textbox', { name: 'From (d/m/Y)' }), '5/3/2026');
    await user.type(screen.getByRole('textbox', { name: 'To (d/m/Y)' }), '5/3/2026');
    expect(rows()).toHaveLength(1);
    expect(rowOf('Floor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter From: 5/3/2026' })).toBeInTheDocument();
  });

  it('shows the details: created date, author, job type, job ID and status', async () => {
    const user = userEvent.setup();
    const spies = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Details of Floor' }));
    const row = rowOf('Floor');
    expect(within(row).getByText(/^\d\d\/\d\d\/26, \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(row).getByText('Avi Levi')).toBeInTheDocument();
    expect(within(row).getByText('Repair')).toBeInTheDocument();
    expect(within(row).getByText('102')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View job' }));
    expect(spies.onViewJob).toHaveBeenCalledWith('job-b');
    await user.click(within(row).getByRole('button', { name: 'Hide Floor' }));
    expect(spies.onToggleVisible).toHaveBeenCalledWith(middle._id);
  });

  it('asks before removing an element', async () => {
    const user = userEvent.setup();
    const spies = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Details of Floor' }));
    await user.click(screen.getByRole('button', { name: 'Remove Floor' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this element?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(spies.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove Floor' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(spies.onRemove).toHaveBeenCalledWith(middle._id);
  });

  it('enables the description only for the selected element, in edit mode', async () => {
    const user = userEvent.setup();
    const spies = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Details of Floor' }));
    expect(within(rowOf('Floor')).getByRole('textbox', { name: 'Description' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Floor\b/ }));
    expect(spies.onSelect).toHaveBeenCalledWith(middle._id);
    const description = within(rowOf('Floor')).getByRole('textbox', { name: 'Description' });
    expect(description).toBeEnabled();
    await user.type(description, 'North');
    expect(spies.onChange).toHaveBeenLastCalledWith(middle._id, { comment: 'North' });
    // Not a line or polygon: no stroke controls.
    expect(within(rowOf('Floor')).queryByRole('spinbutton', { name: 'Stroke width' })).not.toBeInTheDocument();
  });

  it('offers stroke width and width as height on a selected line', async () => {
    const user = userEvent.setup();
    const spies = await renderPanel({ selectedId: oldest._id });
    const row = rowOf('Wall');
    const stroke = within(row).getByRole('spinbutton', { name: 'Stroke width' });
    expect(stroke).toHaveAttribute('step', '1');
    await user.clear(stroke);
    await user.type(stroke, '4');
    expect(spies.onChange).toHaveBeenLastCalledWith(oldest._id, { strokeWidth: 4 });
    await user.click(within(row).getByRole('checkbox', { name: 'Use width as height' }));
    expect(spies.onChange).toHaveBeenLastCalledWith(oldest._id, { widthAsHeight: true });
  });

  it('has no description in view mode', async () => {
    await renderPanel({ mode: 'VIEW', selectedId: middle._id });
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('sets dimensions in steps of 0.1 m, ignoring empty and negative input', async () => {
    const user = userEvent.setup();
    const spies = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Dimensions of Floor' }));
    const width = within(rowOf('Floor')).getByRole('spinbutton', { name: 'Width (m)' });
    expect(width).toHaveValue(2);
    expect(width).toHaveAttribute('step', '0.1');
    expect(within(rowOf('Floor')).getByRole('spinbutton', { name: 'Height (m)' })).toHaveValue(1);
    await user.clear(width);
    await user.type(width, '-3');
    expect(spies.onDimensions).not.toHaveBeenCalled();
    await user.clear(width);
    await user.type(width, '2.5');
    expect(spies.onDimensions).toHaveBeenLastCalledWith(middle._id, { width: 2.5 });
    expect(spies.onDimensions).not.toHaveBeenCalledWith(middle._id, { width: -3 });
  });

  it("disables the controls of elements the user may not change", async () => {
    const user = userEvent.setup();
    await renderPanel({ canEdit: (e) => e.job !== 'job-b', selectedId: middle._id });
    expect(within(rowOf('Floor')).getByRole('textbox', { name: 'Description' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Details of Floor' }));
    expect(screen.getByRole('button', { name: 'Hide Floor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Floor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View job' })).toBeEnabled();
  });

  it('renders 100 rows of 5,000 at first and more on demand', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 5000 }, (_, i) => makeElement({ job: 'job-b', created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }));
    await renderPanel({ elements: many });
    expect(rows()).toHaveLength(100);
    expect(screen.getByText('5000 elements')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 100 more' }));
    expect(rows()).toHaveLength(200);
  });

  it('is a bottom sheet behind a Layers button on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, true));
    const user = userEvent.setup();
    await renderPanel();
    expect(screen.queryByRole('heading', { name: 'Jobs' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Layers' }));
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Close layers' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Jobs' })).not.toBeInTheDocument());
  });

  it('speaks Hebrew, right to left', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await act(() => i18next.changeLanguage('he'));
    expect(screen.getByRole('heading', { name: 'משימות' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'סינון' }));
    expect(screen.getByRole('button', { name: 'ניקוי המסננים' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^רכיב שנמחק/ })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });
});
