import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '@fieldwork/contracts';
import { makeAsset, makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const page = (docs: Asset[], more: { totalDocs?: number; page?: number; totalExact?: boolean } = {}) => {
  const totalDocs = more.totalDocs ?? docs.length;
  return { docs, totalDocs, page: more.page ?? 1, limit: 20, totalPages: Math.max(1, Math.ceil(totalDocs / 20)), totalExact: more.totalExact ?? true };
};
const noDefault = { _id: null, screen: 'files', state: null, updated_at: null };

function filesApi(list: Handler, more: Record<string, Handler> = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser('business_admin'),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
    'GET /v2/apps/client/state/files': () => noDefault,
    'GET /v2/asset': list,
    ...more,
  });
}

const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v2/asset').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));

describe('files screen', () => {
  it('lists the files in a table with their kind, size, uploader and date, asking with the defaults left out', async () => {
    const { calls } = filesApi(() =>
      page([makeAsset('a-1', 'facade.jpg'), makeAsset('a-2', 'report.pdf', { mimeType: 'application/pdf', size: 1_572_864, uploadedByName: null })]),
    );
    await renderApp('/files');
    // The first screen of the file loads the grid's chunk: give it time on a busy machine.
    const grid = await screen.findByRole('grid', { name: 'Files' }, { timeout: 20_000 });
    const row = (await within(grid).findByText('report.pdf')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('PDF');
    expect(row).toHaveTextContent('1.5 MB');
    expect(row).toHaveTextContent('Unknown');
    expect(within(grid).getByText('facade.jpg').closest('[role="row"]')).toHaveTextContent('Dana Levi');
    expect(within(grid).getByRole('img', { name: 'Preview of facade.jpg' })).toHaveAttribute('src', '/v2/asset/download/a-1?size=thumbnail&key=k&v=1');
    expect(screen.getByTestId('grid-counter')).toHaveTextContent('2 | 2');
    expect(listCalls(calls)).toEqual([{}]);
    // The user's default for the screen was asked first: nothing saved.
    expect(calls.some((c) => c.path === '/v2/apps/client/state/files')).toBe(true);
  });

  it("opens with the user's saved default filters, shows them as pills, and a pill removes its filter", async () => {
    const { calls } = filesApi(() => page([]), {
      'GET /v2/apps/client/state/files': () => ({ ...noDefault, _id: 's1', state: { kind: 'pdf,image', visibility: 'private' } }),
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/files');
    const pill = await screen.findByTestId('filter-pill-kind');
    expect(pill).toHaveTextContent('Kind: PDF, Image');
    expect(screen.getByTestId('filter-pill-visibility')).toHaveTextContent('Visibility: Private');
    await waitFor(() => expect(listCalls(calls)).toEqual([{ kind: 'pdf,image', visibility: 'private' }]));
    expect(router.state.location.search).toBe('?kind=pdf%2Cimage&visibility=private');

    await user.click(screen.getByRole('button', { name: 'Remove the filter Kind' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ visibility: 'private' }));
    expect(screen.queryByTestId('filter-pill-kind')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?visibility=private');
  });

  it('keeps ?jobId=a,b working as the jobs filter, without asking for the default', async () => {
    const { calls } = filesApi(() => page([makeAsset('a-1', 'first.jpg')]));
    await renderApp('/files?jobId=j1, j2,j1,j3');
    await screen.findByText('first.jpg');
    expect(listCalls(calls)).toEqual([{ jobId: 'j1,j2,j3' }]);
    expect(screen.getByTestId('filter-pill-jobId')).toHaveTextContent('Jobs: j1, j2, j3');
    expect(screen.getByText(/Files of several jobs are shown/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/apps/client/state/files')).toBe(false);
  });

  it("loads a dashboard widget's saved filters from ?reference&widgetId, then keeps only the filters in the address", async () => {
    const { calls } = filesApi(() => page([]), {
      'GET /v2/apps/client/state/byId/w-7': () => ({ _id: 'w-7', screen: 'files', state: { createdAt: 'this_week', sort: 'originalName' }, updated_at: null }),
    });
    const { router } = await renderApp('/files?reference=dashboard&widgetId=w-7');
    await waitFor(() => expect(listCalls(calls)).toEqual([{ createdAt: 'this_week', sort: 'originalName' }]));
    expect(router.state.location.search).toBe('?sort=originalName&createdAt=this_week');
    expect(screen.getByTestId('filter-pill-createdAt')).toHaveTextContent('Uploaded on: This week');
    expect(calls.some((c) => c.path === '/v2/apps/client/state/files')).toBe(false);
  });

  it('drops stale or unknown parameters of a link, says which, and lists with the rest', async () => {
    const { calls } = filesApi(() => page([makeAsset('a-1', 'facade.jpg')]));
    const { router } = await renderApp('/files?kind=pdf&colour=red&page=abc&view=tiles');
    await screen.findByText('facade.jpg');
    expect(screen.getByTestId('grid-dropped-params')).toHaveTextContent('page, colour');
    expect(listCalls(calls)).toEqual([{ kind: 'pdf' }]);
    expect(router.state.location.search).toBe('?kind=pdf&view=tiles');
    // The view is the framework's: the tiles show.
    expect(screen.getAllByTestId('attachment-tile')).toHaveLength(1);
  });

  it('pages on the server: next page, a jump that ignores letters, and a page past the end falls back to the last', async () => {
    const { calls } = filesApi((request) => {
      const n = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return page([makeAsset(`a-${n}`, `page-${n}.jpg`)], { totalDocs: 45, page: n });
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/files?page=9');
    await screen.findByText('page-3.jpg');
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await screen.findByText('page-1.jpg');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('page-2.jpg');
    expect(screen.getByTestId('grid-counter')).toHaveTextContent('1 | 45');

    const jump = screen.getByRole('textbox', { name: 'Go to page' });
    await user.type(jump, 'abc{Enter}');
    expect(router.state.location.search).toBe('?page=2');
    await user.type(jump, '3{Enter}');
    await screen.findByText('page-3.jpg');
    expect(router.state.location.search).toBe('?page=3');
    // Page 3 was fetched already: the cache answers.
    expect(listCalls(calls).map((q) => q.page)).toEqual(['9', '3', undefined, '2']);
  });

  it('shows an estimated total as the cap and a plus', async () => {
    filesApi(() => page([makeAsset('a-1', 'facade.jpg')], { totalDocs: 250_000, totalExact: false }));
    await renderApp('/files');
    expect(await screen.findByTestId('grid-counter')).toHaveTextContent('1 | 1,000+');
  });

  it('opens a clicked row alone in the right panel, adds rows by checkbox, and zips the selection', async () => {
    const { calls } = filesApi(() => page([makeAsset('a-1', 'facade.jpg'), makeAsset('a-2', 'roof.jpg')]), {
      'GET /v2/asset/zip': () => new Response(new Blob(['zip']), { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    });
    URL.createObjectURL = () => 'blob:zip';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    await renderApp('/files');
    await user.click(await screen.findByText('facade.jpg'));
    const panel = await screen.findByTestId('file-panel');
    expect(within(panel).getByTestId('preview-image')).toHaveAttribute('src', '/v2/asset/download/a-1?size=message&key=k&v=1');
    expect(within(panel).getByRole('button', { name: 'Delete facade.jpg' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select roof.jpg' }));
    expect(screen.getByTestId('grid-selection-bar')).toHaveTextContent('Selected: 2');
    await user.click(screen.getByRole('button', { name: 'Download as zip' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/v2/asset/zip')).toBeDefined());
    expect(new URL(calls.find((c) => c.path === '/v2/asset/zip')!.request.url).searchParams.get('ids')).toBe('a-1,a-2');

    await user.click(screen.getByRole('button', { name: 'Close the details' }));
    expect(screen.queryByTestId('file-panel')).not.toBeInTheDocument();
  });

  it('closes the right panel when the notification panel opens, and hides that when rows are selected', async () => {
    filesApi(() => page([makeAsset('a-1', 'facade.jpg'), makeAsset('a-2', 'roof.jpg')]));
    const user = userEvent.setup();
    await renderApp('/files');
    await user.click(await screen.findByText('facade.jpg'));
    await screen.findByTestId('file-panel');
    await user.click(screen.getByTestId('notification-bell'));
    await waitFor(() => expect(screen.queryByTestId('file-panel')).not.toBeInTheDocument());
    expect(await screen.findByText('Notifications', { selector: 'h3' })).toBeInTheDocument();
  });

  it('deletes a file from its panel only after the confirmation, and refreshes the list', async () => {
    let docs = [makeAsset('a-1', 'facade.jpg'), makeAsset('a-2', 'old-plan.pdf', { mimeType: 'application/pdf', thumbnailUrl: null, previewUrl: null })];
    const { calls } = filesApi(() => page(docs), {
      'DELETE /v2/asset/a-2': () => {
        docs = docs.filter((d) => d.assetId !== 'a-2');
        return { success: true };
      },
      'GET /v2/asset/pdf-images': () => json({ statusCode: 404, error: 'x', code: 'not_found', message: 'no' }, 404),
    });
    const user = userEvent.setup();
    await renderApp('/files?view=tiles');
    await user.click(await screen.findByRole('button', { name: 'Delete old-plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('old-plan.pdf')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/v2/asset/a-2']);
    expect(await screen.findByText('old-plan.pdf was deleted.')).toBeInTheDocument();
  });

  it('switches between the table and the tiles, the choice kept in the address', async () => {
    filesApi(() => page([makeAsset('a-1', 'facade.jpg')]));
    const user = userEvent.setup();
    const { router } = await renderApp('/files');
    await screen.findByRole('grid', { name: 'Files' });
    await user.click(screen.getByRole('button', { name: 'Tiles' }));
    expect(await screen.findAllByTestId('attachment-tile')).toHaveLength(1);
    expect(router.state.location.search).toBe('?view=tiles');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('grid', { name: 'Files' })).toBeInTheDocument();
  });

  it('searches once typing has paused, from page 1', async () => {
    const { calls } = filesApi((request) => {
      const search = new URL(request.url).searchParams.get('search');
      return page(search ? [makeAsset('a-9', 'roof.jpg')] : [makeAsset('a-1', 'facade.jpg'), makeAsset('a-9', 'roof.jpg')]);
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/files');
    await screen.findByText('facade.jpg');
    await user.type(screen.getByRole('searchbox', { name: 'Search the list' }), 'roof');
    expect(listCalls(calls).some((q) => q.search)).toBe(false);
    await waitFor(() => expect(screen.queryByText('facade.jpg')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(listCalls(calls).filter((q) => q.search)).toEqual([{ search: 'roof' }]);
    expect(router.state.location.search).toBe('?search=roof');
  });

  it('shows the error with a retry that loads the list again', async () => {
    let fail = true;
    filesApi(() => (fail ? json({ statusCode: 500, error: 'x', code: 'internal', message: 'boom' }, 500) : page([makeAsset('a-1', 'back.jpg')])));
    const user = userEvent.setup();
    await renderApp('/files');
    const error = await screen.findByTestId('grid-error');
    expect(error).toHaveTextContent('The list could not be loaded.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back.jpg')).toBeInTheDocument();
  });

  it('reads right to left in Hebrew, the grid and its pager included', async () => {
    filesApi(() => page([makeAsset('a-1', 'facade.jpg')]));
    await renderApp('/files', { language: 'he' });
    const grid = await screen.findByRole('grid', { name: 'קבצים' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(grid).getByText('שם')).toBeInTheDocument();
    // The pager comes with the first page's count.
    expect(await screen.findByRole('button', { name: 'העמוד הבא' })).toBeInTheDocument();
    expect(screen.getByText('שורות בעמוד')).toBeInTheDocument();
  });
});
