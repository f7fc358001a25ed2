import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mockApi';
import { renderWithSession } from '../../../test/renderWithSession';
import { SheetExportButton } from './SheetExportButton';

const FILE = '11111111-1111-4111-8111-111111111111';

afterEach(() => vi.restoreAllMocks());

async function renderButton(handler: (request: Request) => unknown) {
  await renderWithSession(<SheetExportButton file={FILE} planName="Ground floor.pdf" job="22222222-2222-4222-8222-222222222222" question="3" />, {
    me: makeUser('project_manager'),
  });
  const bootstrap = makeBootstrap();
  mockApi({ 'GET /v2/apps/bootstrap': () => bootstrap, 'POST /v2/blueprints/markings/export': handler });
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:sheet');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('the spreadsheet export', () => {
  it("posts the selection and saves '<plan name> markings.xlsx'", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const saved = await renderButton(async (request) => {
      bodies.push(await request.json());
      return new Response('xlsx', { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    });
    await user.click(screen.getByRole('button', { name: 'Export to spreadsheet' }));
    await waitFor(() => expect(saved).toEqual(['Ground floor markings.xlsx']));
    expect(bodies).toEqual([{ file: FILE, job: '22222222-2222-4222-8222-222222222222', question: '3' }]);
  });

  it('says when the export failed, and can be tried again', async () => {
    const user = userEvent.setup();
    await renderButton(() => json({ statusCode: 500, message: 'boom' }, 500));
    await user.click(screen.getByRole('button', { name: 'Export to spreadsheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The spreadsheet could not be made');
    expect(screen.getByRole('button', { name: 'Export to spreadsheet' })).toBeEnabled();
  });
});
