import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { px } from '@fieldwork/blueprint-core';
import type { PlanFile } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/mockApi';
import { renderWithSession } from '../../../test/renderWithSession';
import { FLOOR, line, makeContext, makeElement, makeJob, rect, SCALE, WALL } from '../panels/testData';
import { PdfExportWizard } from './PdfExportWizard';

const FILE: PlanFile = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Ground floor.pdf',
  rotation: 0,
  grayscale: false,
  measurements: null,
  measureIntroDisplayed: true,
  pages: 1,
  measured: true,
};
const jobA = makeJob('job-a', 101);
const context = makeContext([jobA]);
const wall = makeElement({ job: 'job-a', elementId: WALL.id, canvasData: line(1) });
const floor = makeElement({ job: 'job-a', elementId: FLOOR.id, canvasData: rect(2, 1) });
const hidden = makeElement({ job: 'job-a', elementId: FLOOR.id, canvasData: rect(5, 5), visible: false });
const LINK = 'https://files.example/export.pdf';

afterEach(() => vi.restoreAllMocks());

async function renderWizard(exportHandler: (request: Request) => unknown) {
  const onClose = vi.fn();
  const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
  await renderWithSession(
    <PdfExportWizard
      open
      onClose={onClose}
      file={FILE}
      planSize={{ width: px(1000), height: px(800) }}
      pageImageUrl="data:image/png;base64,AAAA"
      elements={[wall, floor, hidden]}
      context={context}
      scale={SCALE}
      selection={{ job: 'job-a', question: '3' }}
    />,
    { me: makeUser('project_manager') },
  );
  const bootstrap = makeBootstrap();
  const api = mockApi({ 'GET /v2/apps/bootstrap': () => bootstrap, 'POST /v2/jobs/blueprint/export': exportHandler });
  return { onClose, opened, api };
}

/** Drags over the preview from one point to another, in preview pixels. */
function drag(from: [number, number], to: [number, number]) {
  const area = screen.getByTestId('crop-area');
  fireEvent.pointerDown(area, { clientX: from[0], clientY: from[1], pointerId: 1 });
  fireEvent.pointerMove(area, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(area, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

describe('the PDF export wizard', () => {
  it('crops, sums up the visible elements, and exports them with the crop in plan pixels', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { opened } = await renderWizard(async (request) => {
      bodies.push(await request.json());
      return { success: true, link: LINK, assetId: 'asset-1' };
    });

    // Step 1: the 1000 x 800 plan is previewed at half size (500 wide at most).
    const area = screen.getByTestId('crop-area');
    expect(area).toHaveStyle({ width: '500px', height: '400px' });
    drag([50, 50], [150, 100]);
    expect(screen.getByTestId('crop-rect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crop' }));

    // Step 2: the summary.
    const summary = screen.getByRole('table', { name: 'Summary' });
    expect(within(summary).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Color', 'Job time', 'Job no #', 'Name', 'Measure']);
    const lines = within(summary).getAllByRole('row').slice(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Wall');
    expect(lines[0]).toHaveTextContent('101');
    expect(lines[0]).toHaveTextContent('1.00 m');
    expect(lines[1]).toHaveTextContent('Floor');
    expect(lines[1]).toHaveTextContent('6.00 m · 2.00 m²');
    expect(within(screen.getByRole('table', { name: 'Total per name' })).getAllByRole('row')).toHaveLength(3);
    const total = screen.getByRole('table', { name: 'Total' });
    expect(within(total).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['M (length)', 'M (square)']);
    expect(within(total).getAllByRole('cell').map((c) => c.textContent)).toEqual(['7.00', '2.00']);

    // Step 3: 'Pdf loading', then the link opens.
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(LINK, '_blank', 'noopener'));
    expect(bodies).toEqual([
      {
        file: FILE._id,
        page: 1,
        crop: { x: 100, y: 100, width: 200, height: 100 },
        job: 'job-a',
        question: '3',
        elementIds: [wall._id, floor._id],
        lang: 'en',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', LINK);
  });

  it("shows 'Pdf loading' while the server works, and a retry after a failure that keeps the crop", async () => {
    const user = userEvent.setup();
    let calls = 0;
    let release: () => void = () => undefined;
    const bodies: unknown[] = [];
    const { opened } = await renderWizard(async (request) => {
      calls += 1;
      bodies.push(await request.json());
      if (calls === 1) return json({ statusCode: 500, message: 'boom' }, 500);
      await new Promise<void>((resolve) => (release = resolve));
      return { success: true, link: LINK, assetId: 'asset-1' };
    });
    drag([0, 0], [100, 100]);
    await user.click(screen.getByRole('button', { name: 'Crop' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be made');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pdf loading')).toBeInTheDocument();
    release();
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(bodies[1]).toEqual(bodies[0]);
    expect((bodies[1] as { crop: unknown }).crop).toEqual({ x: 0, y: 0, width: 200, height: 200 });
  });

  it('goes back from the summary to the crop, and exports the whole page when nothing is cropped', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    await renderWizard(async (request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return { success: true, link: LINK, assetId: 'asset-1' };
    });
    await user.click(screen.getByRole('button', { name: 'Crop' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('crop-area')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crop' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('crop');
  });
});
