import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { MarkingsReply, Role } from '@fieldwork/contracts';
import { initI18n, i18next } from '../../app/i18n/i18n';
import { ThemeRoot } from '../../app/theme/ThemeRoot';
import { loadAllCatalogues } from '../../test/catalogues';
import { makeAsset, makeBootstrap, makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { storeWithSession } from '../../test/renderWithSession';
import { QuestionField } from '../answering/questions/QuestionField';
import type { AnsweringContext } from '../answering/types';
import { makeQuestion } from '../jobTypes/testData';
import { makeProject } from '../projects/testData';
import type { BlueprintEditorProps } from './editorProps';

// The editor's chunk is another helper's: here it only shows what it was opened with.
vi.mock('./editor/BlueprintEditor', () => ({
  default: (props: BlueprintEditorProps) => (
    <div data-testid="editor" data-props={JSON.stringify({ ...props, onChooseFile: Boolean(props.onChooseFile), onNext: Boolean(props.onNext), onViewJob: Boolean(props.onViewJob) })}>
      {props.onChooseFile && <button onClick={props.onChooseFile}>Choose another plan</button>}
      {props.onNext && <button onClick={props.onNext}>Editor next</button>}
      <button onClick={props.onClose}>Editor close</button>
    </div>
  ),
}));

const PROJECT = '5b0c2f55-8a8e-4a43-9d59-5f7f6e0d2c11';
const JOB = '7a1c2f55-8a8e-4a43-9d59-5f7f6e0d2c22';
const MEASURED = { pixels: { width: 1000, height: 1000 }, metrics: { width: 10, height: 10 } };
const ground = makeAsset('a1', 'Ground.pdf', { mimeType: 'application/pdf', measurements: MEASURED });
const roof = makeAsset('a2', 'Roof.pdf', { mimeType: 'application/pdf' });
const photo = makeAsset('a3', 'photo.jpg', { measurements: MEASURED });
const question = makeQuestion('blueprint', { title: 'Mark the walls', settings: { editOtherJobs: true } });
const KEY = String(question.ID);

const row = { elementId: 'e', job: JOB, blueprint: 'Ground.pdf', element: 'wall', color: '#f00', name: 'Wall', type: 'thin line', width: 2, convertedWidth: 1, convertedHeight: 0, totalLength: 1, totalArea: null };
const markings: MarkingsReply = {
  unit: 'Meters',
  items: [
    { _id: 'm1', job: JOB, question: KEY, file: { _id: 'a1', name: 'Ground.pdf', measured: true }, rows: [row, row] },
    { _id: 'm2', job: JOB, question: 'other', file: { _id: 'a2', name: 'Roof.pdf', measured: false }, rows: [row] },
  ],
};

afterEach(() => vi.restoreAllMocks());

async function renderBlueprint({ role = 'inspector', plans = ['a1', 'a2', 'a3'], context = {} }: { role?: Role; plans?: string[]; context?: Partial<AnsweringContext> } = {}) {
  initI18n();
  await loadAllCatalogues();
  await i18next.changeLanguage('en');
  const me = makeUser(role);
  const bootstrap = makeBootstrap();
  const store = await storeWithSession({ me, bootstrap });
  const project = makeProject(PROJECT, 'Tower', {
    fields: [{ field: { id: 'plans', label: 'Plans', type: 'blueprintList', icon: null, permissions: {}, considerRead: false }, value: plans, hidden: false, editable: false }],
  } as never);
  const api = mockApi({
    'GET /v2/apps/bootstrap': () => bootstrap,
    'GET /v2/users/me': () => me,
    [`GET /v2/projects/${PROJECT}`]: () => project,
    'GET /v2/asset/info/a1': () => ground,
    'GET /v2/asset/info/a2': () => roof,
    'GET /v2/asset/info/a3': () => photo,
    'GET /v2/blueprints/markings': () => ({ success: true, data: markings }),
  });
  const go = vi.fn();
  const fullContext: AnsweringContext = {
    mode: 'job',
    jobId: JOB,
    projectId: PROJECT,
    questions: [question],
    drafts: new Map(),
    mentionsOn: false,
    advance: { label: 'submit', go },
    ...context,
  };
  render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter>
          <QuestionField question={question} answerKey={KEY} draft={{}} onChange={() => undefined} context={fullContext} />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { go, api };
}

const editorProps = () => JSON.parse(screen.getByTestId('editor').getAttribute('data-props')!) as Record<string, unknown>;

describe('the blueprint question', () => {
  it("opens the editor straight on the project's only measured plan, for an inspector", async () => {
    const user = userEvent.setup();
    const { go } = await renderBlueprint();
    expect(await screen.findByText('2 elements marked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark the plans' }));
    await waitFor(() => expect(screen.getByTestId('editor')).toBeInTheDocument());
    expect(editorProps()).toEqual({
      fileId: 'a1',
      jobId: JOB,
      question: KEY,
      editOtherJobs: true,
      onChooseFile: false,
      onNext: true,
      nextLabel: 'submit',
      markedPlans: 2,
      onViewJob: true,
    });
    await user.click(screen.getByRole('button', { name: 'Editor next' }));
    expect(go).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('editor')).not.toBeInTheDocument());
  });

  it('offers a manager the unmeasured plans too, with the measure warning and each plan’s count', async () => {
    const user = userEvent.setup();
    await renderBlueprint({ role: 'project_manager' });
    await user.click(await screen.findByRole('button', { name: 'Mark the plans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the walls' });
    const list = await within(dialog).findByRole('list', { name: 'Choose a plan' });
    const plans = within(list).getAllByRole('button');
    expect(plans).toHaveLength(2);
    expect(plans[0]).toHaveTextContent('Ground.pdf2 elements of this job');
    expect(plans[1]).toHaveTextContent('Roof.pdf1 element of this job');
    expect(within(plans[1]!).getByRole('img', { name: /has no measures yet/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/Multiple marked plans/)).toHaveTextContent('(2)');
    await user.click(plans[1]!);
    await waitFor(() => expect(editorProps()).toMatchObject({ fileId: 'a2', onChooseFile: true, markedPlans: 2 }));
    await user.click(screen.getByRole('button', { name: 'Choose another plan' }));
    expect(await screen.findByRole('list', { name: 'Choose a plan' })).toBeInTheDocument();
  });

  it('says when the project has no plan to offer', async () => {
    const user = userEvent.setup();
    await renderBlueprint({ plans: ['a2', 'a3'] });
    await user.click(await screen.findByRole('button', { name: 'Mark the plans' }));
    expect(await screen.findByText('There are no available blueprints for this answer!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("is view only in the builder's preview, where no job is answered", async () => {
    const { api } = await renderBlueprint({ context: { mode: 'preview', jobId: null } });
    expect(screen.getByRole('button', { name: 'Mark the plans' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('In the preview no job is answered');
    expect(api.calls.filter((c) => c.path.startsWith('/v2/blueprints'))).toEqual([]);
  });

  it('explains on a public answer page that plans are marked in the app', async () => {
    await renderBlueprint({ context: { mode: 'public' } });
    expect(screen.queryByRole('button', { name: 'Mark the plans' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Plans are marked by the team in the app');
  });
});
