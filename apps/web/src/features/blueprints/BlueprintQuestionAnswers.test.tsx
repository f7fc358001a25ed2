import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { MarkingsReply } from '@fieldwork/contracts';
import { initI18n, i18next } from '../../app/i18n/i18n';
import { ThemeRoot } from '../../app/theme/ThemeRoot';
import { loadAllCatalogues } from '../../test/catalogues';
import { makeAsset, makeBootstrap, makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { storeWithSession } from '../../test/renderWithSession';
import { makeQuestion } from '../jobTypes/testData';
import { makeProject } from '../projects/testData';
import { BlueprintQuestionAnswers } from './BlueprintQuestionAnswers';
import type { BlueprintEditorProps } from './editorProps';

vi.mock('./editor/BlueprintEditor', () => ({
  default: (props: BlueprintEditorProps) => <div data-testid="editor" data-file={props.fileId} data-question={props.question} data-job={props.jobId} />,
}));

const PROJECT = '5b0c2f55-8a8e-4a43-9d59-5f7f6e0d2c11';
const JOB = '7a1c2f55-8a8e-4a43-9d59-5f7f6e0d2c22';
const question = makeQuestion('blueprint', { title: 'Walls' });
const row = (elementId: string, name: string, type: string, totalLength: number | null, totalArea: number | null) => ({
  elementId, job: JOB, blueprint: 'Ground.pdf', element: name.toLowerCase(), color: '#f00', name, type, width: 2, convertedWidth: 1, convertedHeight: 1, totalLength, totalArea,
});
const markings: MarkingsReply = {
  unit: 'Meters',
  items: [
    { _id: 'm1', job: JOB, question: String(question.ID), file: { _id: 'a1', name: 'Ground.pdf', measured: true }, rows: [row('e1', 'Wall', 'thin line', 4, null), row('e2', 'Floor', 'rect filled', 6, 2)] },
    { _id: 'm2', job: JOB, question: `${question.ID}_2`, file: { _id: 'a2', name: 'Roof.pdf', measured: true }, rows: [row('e3', 'Wall', 'thin line', 1.5, null)] },
    { _id: 'm3', job: JOB, question: 'another', file: { _id: 'a1', name: 'Ground.pdf', measured: true }, rows: [row('e4', 'Other', 'lamp', null, null)] },
  ],
};

async function renderAnswers() {
  initI18n();
  await loadAllCatalogues();
  await i18next.changeLanguage('en');
  const me = makeUser('project_manager');
  const bootstrap = makeBootstrap();
  const store = await storeWithSession({ me, bootstrap });
  const project = makeProject(PROJECT, 'Tower', {
    fields: [{ field: { id: 'plans', label: 'Plans', type: 'blueprintList', icon: null, permissions: {}, considerRead: false }, value: ['a1', 'a2'], hidden: false, editable: false }],
  } as never);
  const measured = { pixels: { width: 100, height: 100 }, metrics: { width: 1, height: 1 } };
  mockApi({
    'GET /v2/apps/bootstrap': () => bootstrap,
    'GET /v2/users/me': () => me,
    'GET /v2/blueprints/markings': () => ({ success: true, data: markings }),
    [`GET /v2/projects/${PROJECT}`]: () => project,
    'GET /v2/asset/info/a1': () => makeAsset('a1', 'Ground.pdf', { mimeType: 'application/pdf', measurements: measured }),
    'GET /v2/asset/info/a2': () => makeAsset('a2', 'Roof.pdf', { mimeType: 'application/pdf', measurements: measured }),
  });
  render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter>
          <BlueprintQuestionAnswers question={question} jobId={JOB} projectId={PROJECT} />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
}

describe("a blueprint answer in the job's panel", () => {
  it("lists the question's elements per plan with their measures and totals, its repeats too", async () => {
    await renderAnswers();
    const ground = await screen.findByRole('table', { name: 'Plan Ground.pdf' });
    const rows = within(ground).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Name', 'Type', 'Length (m)', 'Area (m²)']);
    expect(rows[1]).toHaveTextContent('Wallthin line4.00—');
    expect(rows[2]).toHaveTextContent('Floorrect filled6.002.00');
    expect(rows[3]).toHaveTextContent('Total');
    expect(rows[3]).toHaveTextContent('10.002.00');
    expect(screen.getByRole('table', { name: 'Plan Roof.pdf' })).toHaveTextContent('1.50');
    expect(screen.queryByText('Other')).not.toBeInTheDocument();
  });

  it('opens the editor on the plan clicked, for the answer’s key', async () => {
    const user = userEvent.setup();
    await renderAnswers();
    await user.click(await screen.findByRole('button', { name: 'Open Roof.pdf in the editor' }));
    await waitFor(() => expect(screen.getByTestId('editor')).toHaveAttribute('data-file', 'a2'));
    expect(screen.getByTestId('editor')).toHaveAttribute('data-question', `${question.ID}_2`);
    expect(screen.getByTestId('editor')).toHaveAttribute('data-job', JOB);
  });
});
