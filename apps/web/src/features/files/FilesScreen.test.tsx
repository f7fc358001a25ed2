import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '@fieldwork/contracts';
import { makeAsset, makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const page = (docs: Asset[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 20, totalPages: 1 });

function filesApi(list: Handler, more: Record<string, Handler> = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser('business_admin'),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
    'GET /v2/asset': list,
    ...more,
  });
}

const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v2/asset').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));

describe('files screen', () => {
  it('lists the files as tiles with name, size and thumbnail, asking for page 1 of 20', async () => {
    const { calls } = filesApi(() =>
      page([makeAsset('a-1', 'facade.jpg'), makeAsset('a-2', 'report.pdf', { mimeType: 'application/pdf', size: 1_572_864 }), makeAsset('a-3', 'costs.xlsx', { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', thumbnailUrl: null, size: 900 })]),
    );
    await renderApp('/files');
    const tiles = await screen.findAllByTestId('attachment-tile');
    expect(tiles.map((tile) => within(tile).getByTitle(/\./).textContent)).toEqual(['facade.jpg', 'report.pdf', 'costs.xlsx']);
    expect(within(tiles[0]!).getByText('200 KB')).toBeInTheDocument();
    expect(within(tiles[1]!).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(tiles[0]!).getByRole('img', { name: 'Preview of facade.jpg' })).toHaveAttribute('src', '/v2/asset/download/a-1?size=thumbnail&key=k&v=1');
    expect(within(tiles[0]!).getByRole('img', { name: 'Preview of facade.jpg' })).toHaveAttribute('loading', 'lazy');
    // A spreadsheet has no thumbnail: its kind is shown instead, and it cannot be rotated.
    expect(within(tiles[2]!).queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
    expect(within(tiles[2]!).queryByRole('button', { name: /Rotate/ })).not.toBeInTheDocument();
    expect(within(tiles[0]!).getByRole('button', { name: 'Rotate facade.jpg by 90 degrees' })).toBeInTheDocument();
    expect(listCalls(calls)[0]).toEqual({ page: '1', page_size: '20' });
  });

  it("starts on everyone's files for those who may browse them, and narrows to their own on request", async () => {
    const { calls } = filesApi(() => page([makeAsset('a-1', 'facade.jpg')]));
    const user = userEvent.setup();
    await renderApp('/files');
    const scope = await screen.findByRole('group', { name: 'Whose files' });
    expect(within(scope).getByRole('button', { name: 'All files' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(scope).getByRole('button', { name: 'My files' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1', page_size: '20', owner: 'u-1' }));
  });

  it('deletes a file only after the confirmation, and refreshes the list', async () => {
    let docs = [makeAsset('a-1', 'facade.jpg'), makeAsset('a-2', 'old-plan.pdf', { mimeType: 'application/pdf' })];
    const { calls } = filesApi(() => page(docs), {
      'DELETE /v2/asset/a-2': () => {
        docs = docs.filter((d) => d.assetId !== 'a-2');
        return { success: true };
      },
    });
    const user = userEvent.setup();
    await renderApp('/files');
    await screen.findByText('old-plan.pdf');

    await user.click(screen.getByRole('button', { name: 'Delete old-plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(dialog).toHaveTextContent('“old-plan.pdf” will be deleted for everyone who can see it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete old-plan.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('old-plan.pdf')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/v2/asset/a-2']);
    expect(screen.getByText('facade.jpg')).toBeInTheDocument();
    expect(await screen.findByText('old-plan.pdf was deleted.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the delete is refused', async () => {
    filesApi(() => page([makeAsset('a-1', 'marked.pdf', { mimeType: 'application/pdf' })]), {
      'DELETE /v2/asset/a-1': () =>
        json({ statusCode: 409, error: 'Conflict', code: 'conflict', message: 'The file cannot be deleted, blueprint markings refer to it' }, 409),
    });
    const user = userEvent.setup();
    await renderApp('/files');
    await user.click(await screen.findByRole('button', { name: 'Delete marked.pdf' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('The file cannot be deleted, blueprint markings refer to it')).toBeInTheDocument();
  });

  it('shows the empty state when there are no files', async () => {
    filesApi(() => page([]));
    await renderApp('/files');
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the list again', async () => {
    let fail = true;
    filesApi(() => (fail ? json({ statusCode: 500, error: 'x', code: 'internal', message: 'boom' }, 500) : page([makeAsset('a-1', 'back.jpg')])));
    const user = userEvent.setup();
    await renderApp('/files');
    const error = await screen.findByTestId('files-error');
    expect(error).toHaveTextContent('The files could not be loaded.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back.jpg')).toBeInTheDocument();
  });

  it('filters on the job in ?jobId, shows it as a chip and clears it', async () => {
    const { calls } = filesApi(() => page([]));
    const user = userEvent.setup();
    const { router } = await renderApp('/files?jobId=job-42');
    const chip = await screen.findByTestId('job-filter-chip');
    expect(chip).toHaveTextContent('Job filter: job-42');
    await waitFor(() => expect(listCalls(calls)).toContainEqual({ page: '1', page_size: '20', target: 'job', target_id: 'job-42' }));
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('job-filter-chip')).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: '1', page_size: '20' }));
  });

  it('asks once for the files of several jobs in ?jobId=a,b and pages them on the server', async () => {
    const { calls } = filesApi((request) => {
      const query = new URL(request.url).searchParams;
      const docs = query.get('page') === '2' ? [makeAsset('a-3', 'third.jpg')] : [makeAsset('a-1', 'first.jpg'), makeAsset('a-2', 'second.jpg')];
      return { docs, totalDocs: 23, page: Number(query.get('page')), limit: 20, totalPages: 2 };
    });
    const user = userEvent.setup();
    await renderApp('/files?jobId=j1, j2,j1,j3');
    await screen.findByText('first.jpg');
    expect(screen.getByTestId('job-filter-chip')).toHaveTextContent('Job filter: j1, j2, j3');
    expect(listCalls(calls)).toEqual([{ page: '1', page_size: '20', target: 'job', target_id: 'j1,j2,j3' }]);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('third.jpg')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      { page: '1', page_size: '20', target: 'job', target_id: 'j1,j2,j3' },
      { page: '2', page_size: '20', target: 'job', target_id: 'j1,j2,j3' },
    ]);
  });

  it('previews a photo through its signed message-size link, and the original on request', async () => {
    const { calls } = filesApi(() => page([makeAsset('a-1', 'facade.jpg')]));
    const user = userEvent.setup();
    await renderApp('/files');
    await user.click(await screen.findByRole('button', { name: 'Open facade.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: /facade\.jpg/ });
    expect(within(dialog).getByTestId('preview-image')).toHaveAttribute('src', '/v2/asset/download/a-1?size=message&key=k&v=1');
    await user.click(within(dialog).getByRole('button', { name: 'Show the original' }));
    expect(within(dialog).getByTestId('preview-image')).toHaveAttribute('src', '/v2/asset/download/a-1?key=k&v=1');
    expect(within(dialog).queryByRole('button', { name: 'Show the original' })).not.toBeInTheDocument();
    // Plain image links: no download through the API client.
    expect(calls.filter((c) => c.path.startsWith('/v2/asset/download'))).toEqual([]);
  });

  it('searches by name once typing has paused', async () => {
    const { calls } = filesApi((request) => {
      const search = new URL(request.url).searchParams.get('search');
      return page(search ? [makeAsset('a-9', 'roof.jpg')] : [makeAsset('a-1', 'facade.jpg'), makeAsset('a-9', 'roof.jpg')]);
    });
    const user = userEvent.setup();
    await renderApp('/files');
    await screen.findByText('facade.jpg');
    await user.type(screen.getByRole('searchbox', { name: 'Search files by name' }), 'roof');
    expect(listCalls(calls).some((q) => q.search)).toBe(false);
    await waitFor(() => expect(screen.queryByText('facade.jpg')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(listCalls(calls).filter((q) => q.search)).toEqual([{ page: '1', page_size: '20', search: 'roof' }]);
  });
});
