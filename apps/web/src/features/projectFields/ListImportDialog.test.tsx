import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderWithSession } from '../../test/renderWithSession';
import { ListImportDialog } from './ListImportDialog';

afterEach(() => vi.restoreAllMocks());

async function renderDialog(bulk: Handler) {
  const bootstrap = makeBootstrap();
  const me = makeUser('project_manager');
  await renderWithSession(<ListImportDialog group="colour" label="Colour" projectId="p-1" onClose={() => undefined} />, { bootstrap, me });
  return mockApi({ 'GET /v2/apps/bootstrap': () => bootstrap, 'GET /v2/users/me': () => me, 'POST /v2/projects/fields/list/bulk': bulk });
}

const csv = () => new File(['label,value\n"Red, dark",red\n'], 'colours.csv', { type: 'text/csv' });

describe('the CSV import of a list', () => {
  it('sends the file with its group, then shows what was added and each refused line', async () => {
    // The test DOM's File does not stream through undici's Request: the form is read as it is built.
    const append = vi.spyOn(FormData.prototype, 'append');
    const api = await renderDialog(() => ({ success: true, rows: 3, inserted: 2, rejected: 1, report: [{ line: 4, reason: 'Label is required' }] }));
    await userEvent.upload(screen.getByTestId('list-import-input'), csv());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only for this project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 of 3 lines were added; 1 were not.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lines not added' })).toHaveTextContent('4Label is required');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/v2/projects/fields/list/bulk']);
    const form = Object.fromEntries(append.mock.calls.map(([name, value]) => [name, value instanceof File ? value.name : value]));
    expect(form).toEqual({ group: 'colour', isPrivate: '1', project: 'p-1', file: 'colours.csv' });
  });

  it('keeps the file chosen and says why when the import is refused', async () => {
    await renderDialog(() => json({ statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'The file is not UTF-8 text: save it as CSV UTF-8 and try again' }, 400));
    await userEvent.upload(screen.getByTestId('list-import-input'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not UTF-8 text');
    expect(screen.getByText('colours.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });
});
