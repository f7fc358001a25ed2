import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenPoint } from '@fieldwork/blueprint-core';
import type { BlueprintsReply, PlanFile } from '@fieldwork/contracts';
import { BLUEPRINT_MESSAGES } from '@fieldwork/contracts';
import { i18next, initI18n } from '../../../app/i18n/i18n';
import { ThemeRoot } from '../../../app/theme/ThemeRoot';
import { loadAllCatalogues } from '../../../test/catalogues';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { storeWithSession } from '../../../test/renderWithSession';
import type { EditorEngine } from './engine/EditorEngine';
import BlueprintEditor from './BlueprintEditor';
import { DEFINITIONS, JOB } from './testing/headlessEditor';
import { RECT } from './testing/fixtures';

// The canvas needs a real 2D context and pdfjs a worker: the shell is tested with the engine
// driven directly (the headless tests cover the tools through pointer events).
vi.mock('./canvas/PlanCanvas', () => ({ PlanCanvas: () => <div data-testid="plan-canvas" /> }));
vi.mock('./shell/usePlanPage', () => ({ usePlanPage: () => ({ status: 'ready', page: { image: null, widthPt: 600, heightPt: 400 } }) }));

const FILE = '00000000-0000-4000-8000-0000000000f1';

function plan(overrides: Partial<PlanFile> = {}): PlanFile {
  return { _id: FILE, name: 'Ground floor.pdf', rotation: 0, grayscale: false, measurements: null, measureIntroDisplayed: true, pages: 1, measured: false, ...overrides };
}

function reply(overrides: { file?: Partial<PlanFile>; elements?: boolean } = {}): BlueprintsReply {
  return {
    file: plan(overrides.file),
    markings: overrides.elements
      ? [
          {
            _id: 'm1',
            job: JOB,
            question: '1',
            file: FILE,
            elements: [{ _id: '00000000-0000-4000-9000-0000000000e1', elementId: 'rect-o', canvasData: RECT, visible: true, user: null, created_at: '2026-01-01', updated_at: '2026-01-01' }],
          },
        ]
      : [],
    jobs: [{ _id: JOB, ID: 17, status: 'open', jobType: { _id: 'jt', title: 'Survey', icon: null }, startDate: null, created_at: '2026-01-01' }],
  };
}

const engine = () => (window as unknown as { __blueprintEditor: EditorEngine }).__blueprintEditor;

async function open({ role = 'inspector', data = reply(), jobId = JOB as string | null, handlers = {}, markedPlans, language = 'en' }: { role?: 'inspector' | 'sys_admin' | 'business_admin'; data?: BlueprintsReply; jobId?: string | null; handlers?: Record<string, Handler>; markedPlans?: number; language?: 'en' | 'he' } = {}) {
  const me = makeUser(role);
  const bootstrap = makeBootstrap();
  const onClose = vi.fn();
  initI18n();
  await loadAllCatalogues();
  await i18next.changeLanguage(language);
  const store = await storeWithSession({ me, bootstrap });
  const api = mockApi({
    'GET /v2/apps/bootstrap': () => bootstrap,
    'GET /v2/users/me': () => me,
    'GET /v2/blueprints': () => ({ success: true, data }),
    'GET /v2/settings/blueprints': () => ({ success: true, data: { ratio: 360, systemUnit: 'Meters', elements: Object.values(DEFINITIONS) } }),
    [`GET /v2/asset/info/${FILE}`]: () => json({ statusCode: 404, error: 'Not Found', message: 'no' }, 404),
    ...handlers,
  });
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter>
          <BlueprintEditor fileId={FILE} jobId={jobId} question={jobId ? '1' : null} editOtherJobs={false} onClose={onClose} markedPlans={markedPlans} />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  await screen.findByRole('toolbar', { name: language === 'he' ? 'כלים' : 'Tools' });
  return { ...view, api, onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
  void i18next.changeLanguage('en');
});

describe('BlueprintEditor', () => {
  it('saves a drawing 1 s after it is made, keeps it through a failed save and retries', async () => {
    let attempts = 0;
    const bodies: unknown[] = [];
    await open({
      handlers: {
        [`PUT /v2/blueprints/${JOB}/1`]: async (request) => {
          attempts += 1;
          bodies.push(await request.json());
          if (attempts === 1) return json({ statusCode: 503, error: 'Unavailable', message: 'down' }, 503);
          return { success: true, data: { _id: 'm1', job: JOB, question: '1', file: FILE, elements: [] } };
        },
      },
    });
    expect(screen.getByTestId('save-state')).toHaveTextContent('Saved');
    act(() => {
      engine().chooseDefinition(DEFINITIONS.thinLine);
      engine().pointerDown(screenPoint(10, 10), { pointerId: 1, pointerType: 'mouse' });
      engine().pointerMove(screenPoint(100, 10), { pointerId: 1, pointerType: 'mouse' });
      engine().pointerUp(screenPoint(200, 10), { pointerId: 1, pointerType: 'mouse' });
    });
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    expect(attempts).toBe(0);
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Not saved, retrying'));
    expect(engine().getState().elements).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Saved'), { timeout: 8000 });
    expect(attempts).toBe(2);
    expect(bodies[1]).toMatchObject({
      file: FILE,
      job: JOB,
      question: '1',
      elements: [{ elementId: 'thin', visible: true, canvasData: { kind: 'Line', style: 0, points: [10, 10, 200, 10] } }],
    });
    expect(bodies[1]).not.toHaveProperty('via');
  }, 20_000);

  it('calibrates in set mode: the arrow and its metres are stored on the plan', async () => {
    const user = userEvent.setup();
    let body: unknown = null;
    await open({
      role: 'business_admin',
      handlers: {
        [`PUT /v2/blueprints/files/${FILE}`]: async (request) => {
          body = await request.json();
          return { success: true, data: plan() };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Set mode' }));
    await user.click(screen.getByRole('button', { name: 'Horizontal measure' }));
    act(() => {
      engine().pointerDown(screenPoint(100, 100), { pointerId: 1, pointerType: 'mouse' });
      engine().pointerMove(screenPoint(250, 100), { pointerId: 1, pointerType: 'mouse' });
      engine().pointerUp(screenPoint(400, 110), { pointerId: 1, pointerType: 'mouse' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Width' });
    const input = within(dialog).getByLabelText('Width in metres');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '10000000000000000000');
    expect(input).toHaveAttribute('step', '0.1');
    await user.type(input, '0.5');
    expect(within(dialog).getByRole('button', { name: 'Set' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ measurements: { pixels: { width: 300 }, metrics: { width: 6 }, arrows: { width: { canvasData: { kind: 'Arrow', points: [100, 100, 400, 100] } } } } });
    expect(screen.getByTestId('measure-width-pixels')).toHaveTextContent('300');
    expect(screen.getByTestId('measure-width-metres')).toHaveTextContent('6');
  });

  it("disables rotation while elements exist, with the catalogue's reason", async () => {
    const user = userEvent.setup();
    await open({ role: 'business_admin', data: reply({ elements: true }) });
    await user.click(screen.getByRole('button', { name: 'Set mode' }));
    expect(screen.getByRole('button', { name: 'Rotate' })).toBeDisabled();
    expect(screen.getByLabelText('File cannot be rotated, as there are elements or measures associated with it')).toBeInTheDocument();
  });

  it('rotates a plan without elements or measures by a quarter turn', async () => {
    const user = userEvent.setup();
    let body: unknown = null;
    await open({
      role: 'business_admin',
      handlers: {
        [`POST /v2/asset/${FILE}/rotate`]: async (request) => {
          body = await request.json();
          return { success: true };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Set mode' }));
    await user.click(screen.getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(body).toEqual({ rotation: 90 }));
  });

  it('shows the measure tour to a system admin once per plan and stores that it was shown', async () => {
    const user = userEvent.setup();
    let body: unknown = null;
    await open({
      role: 'sys_admin',
      data: reply({ file: { measureIntroDisplayed: false } }),
      handlers: {
        [`PUT /v2/blueprints/files/${FILE}`]: async (request) => {
          body = await request.json();
          return { success: true, data: plan({ measureIntroDisplayed: true }) };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Set mode' }));
    const tour = await screen.findByRole('dialog', { name: 'Measure the plan' });
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Choose a measure tool' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(body).toEqual({ measureIntroDisplayed: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a measure tool' })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'View mode' }));
    await user.click(screen.getByRole('button', { name: 'Set mode' }));
    expect(screen.queryByRole('dialog', { name: 'Measure the plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replay measure intro' }));
    expect(await screen.findByRole('dialog', { name: 'Measure the plan' })).toBeInTheDocument();
  });

  it('does not show the tour to a business admin', async () => {
    const user = userEvent.setup();
    await open({ role: 'business_admin', data: reply({ file: { measureIntroDisplayed: false } }) });
    await user.click(screen.getByRole('button', { name: 'Set mode' }));
    expect(screen.queryByRole('dialog', { name: 'Measure the plan' })).not.toBeInTheDocument();
  });

  it('offers no set mode to an inspector, and no edit mode without a job', async () => {
    await open({ role: 'inspector' });
    expect(screen.queryByRole('button', { name: 'Set mode' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('without a job views only', async () => {
    await open({ role: 'business_admin', jobId: null });
    expect(screen.queryByRole('button', { name: 'Edit mode' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(BLUEPRINT_MESSAGES.supplyJob).toBe('Please supply job to updateElements http call');
  });

  it("reads the job's own record (made empty if missing) beside every job's markings", async () => {
    const { api } = await open();
    const reads = api.calls.filter((c) => c.path === '/v2/blueprints').map((c) => new URL(c.request.url).search);
    expect(reads).toEqual(expect.arrayContaining([`?file=${FILE}`, `?file=${FILE}&job=${JOB}&question=1`]));
  });

  it("warns of 'Multiple marked plans' with the count", async () => {
    await open({ markedPlans: 3 });
    expect(screen.getByRole('status', { name: 'Multiple marked plans: 3' })).toBeInTheDocument();
  });

  it('removes the selected element on Delete after a confirmation', async () => {
    const user = userEvent.setup();
    await open({ data: reply({ elements: true }) });
    act(() => engine().select('00000000-0000-4000-9000-0000000000e1'));
    await user.keyboard('{Delete}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove this element?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(engine().getState().elements).toHaveLength(0);
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
  });

  it('flushes the pending save before closing', async () => {
    const user = userEvent.setup();
    let saved = 0;
    const { onClose } = await open({
      handlers: {
        [`PUT /v2/blueprints/${JOB}/1`]: () => {
          saved += 1;
          return { success: true, data: { _id: 'm1', job: JOB, question: '1', file: FILE, elements: [] } };
        },
      },
    });
    act(() => {
      engine().chooseDefinition(DEFINITIONS.lamp);
      engine().pointerDown(screenPoint(10, 10), { pointerId: 1, pointerType: 'mouse' });
      engine().pointerUp(screenPoint(10, 10), { pointerId: 1, pointerType: 'mouse' });
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toBe(1);
  });

  it('lays out the chrome right to left in Hebrew', async () => {
    await open({ language: 'he' });
    expect(screen.getByRole('button', { name: 'סגירה' })).toBeInTheDocument();
    expect(document.querySelector('[dir="rtl"]') ?? document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
