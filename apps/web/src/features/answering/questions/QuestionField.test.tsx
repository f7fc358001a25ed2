import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUESTION_TYPES, type Question } from '@fieldwork/contracts';
import { makeProject } from '../../projects/testData';
import { readQrCode } from './QrScan';
import { ProjectLocationCard } from './ProjectAnswers';
import { makeQuestion, renderQuestion, renderWithApi } from './testHarness';

const PROJECT_ID = '5b0c2f55-8a8e-4a43-9d59-5f7f6e0d2c11';
const project = makeProject(PROJECT_ID, 'Tower A', {
  fields: [
    { field: { id: 'materials', label: 'Materials', type: 'list', icon: null, permissions: {}, considerRead: false }, value: [{ label: 'Oak', value: 'oak' }, { label: 'Pine', value: 'pine' }], hidden: false, editable: true },
    {
      field: { id: 'contacts', label: 'Contacts', type: 'table', icon: null, permissions: {}, considerRead: false, columns: [{ key: 'name', label: 'Name' }, { key: 'email', label: 'E-mail' }] },
      value: [{ name: 'Dana', email: 'dana@example.com' }, { name: 'Omer', email: 'omer@example.com' }],
      hidden: false,
      editable: true,
    },
    { field: { id: 'owner', label: 'Owner', type: 'text', icon: null, permissions: {}, considerRead: false }, value: 'Levi family', hidden: false, editable: true },
  ],
} as never);
const api = { [`GET /v2/projects/${PROJECT_ID}`]: () => project };

describe('QuestionField', () => {
  it.each(QUESTION_TYPES)('draws a %s question with its title', async (type) => {
    const question = makeQuestion(type, { title: `A ${type} question` });
    await renderQuestion(question);
    expect(screen.getByRole('heading', { name: `A ${type} question` })).toBeInTheDocument();
  });

  it('shows the mandatory star and a message in Hebrew for a message of the contracts', async () => {
    await renderQuestion(makeQuestion('text', { title: 'שם', settings: { isMandatory: true } }), { issues: { value: 'This question must be answered' }, language: 'he' });
    expect(screen.getByTestId('mandatory-star')).toBeInTheDocument();
    expect(screen.getByTestId('issue-value')).toHaveTextContent('חובה לענות על שאלה זו');
  });

  it('translates a message with its number, and keeps one it does not know', async () => {
    await renderQuestion(makeQuestion('image', { settings: { allowComment: true } }), {
      issues: { files: 'Error, maximum files allowed 3', comment: 'Something new' },
      language: 'he',
    });
    expect(screen.getByTestId('issue-files')).toHaveTextContent('שגיאה, מספר הקבצים המרבי הוא 3');
    expect(screen.getByTestId('issue-comment')).toHaveTextContent('Something new');
  });

  it("summarises the earlier answers, or the questions it names", async () => {
    const name = makeQuestion('text', { title: 'Owner name' });
    const safe = makeQuestion('bool', { title: 'Safe?' });
    const empty = makeQuestion('text', { title: 'Not yet' });
    const summary = makeQuestion('summary', { title: 'Summary' });
    const drafts = new Map([
      [String(name.ID), { value: 'Dana' }],
      [String(safe.ID), { value: false }],
    ]);
    const questions: Question[] = [name, safe, empty, summary];
    const first = await renderQuestion(summary, { context: { questions, drafts } });
    const list = screen.getByTestId('summary-list');
    expect(list).toHaveTextContent('Owner nameDana');
    expect(list).toHaveTextContent('Safe?No');
    expect(list).not.toHaveTextContent('Not yet');
    first.unmount();

    const named = makeQuestion('summary', { title: 'Summary', settings: { questionList: [empty._id] } });
    await renderQuestion(named, { context: { questions: [name, safe, empty, named], drafts } });
    expect(screen.getByTestId('summary-list')).toHaveTextContent('Not yetNot answered');
  });

  it('shows an older blueprint answer’s plan and elements, and without a job says the editor opens when a job is answered', async () => {
    await renderQuestion(makeQuestion('blueprint', { title: 'Plan' }), {
      draft: { files: ['a1'], fileViews: { a1: { name: 'floor.pdf', kind: 'pdf', url: 'https://files.test/floor.pdf', thumbnail: 'https://files.test/floor.png' } }, elements: [{}, {}] },
    });
    expect(screen.getByRole('img', { name: 'The plan of this answer' })).toHaveAttribute('src', 'https://files.test/floor.png');
    expect(screen.getByText('2 elements marked on the plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark the plans' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('In the preview no job is answered');
  });

  it("shows a project value and picks from the project's list and table", async () => {
    const context = { projectId: PROJECT_ID };
    const value = await renderQuestion(makeQuestion('project_value', { title: 'Owner', settings: { field: 'owner' } }), { context, api });
    expect(await screen.findByText('Levi family')).toBeInTheDocument();
    value.unmount();

    const table = await renderQuestion(makeQuestion('project_table', { title: 'Contact', settings: { field: 'contacts' } }), { context, api });
    await userEvent.click(await screen.findByRole('radio', { name: 'Choose row 2' }));
    expect(table.last()?.value).toEqual({ name: 'Omer', email: 'omer@example.com' });
    table.unmount();

    const list = await renderQuestion(makeQuestion('project_list', { title: 'Material', settings: { field: 'materials' } }), { context, api });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Materials' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pine' }));
    expect(list.last()?.value).toBe('pine');
  });

  it('keeps a closed project table search closed until 3 characters', async () => {
    await renderQuestion(makeQuestion('project_table', { title: 'Contact', settings: { field: 'contacts', type: 2 } }), { context: { projectId: PROJECT_ID }, api });
    const search = await screen.findByRole('searchbox', { name: 'Search: Contacts' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.type(search, 'om');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.type(search, 'e');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
  });

  it('says so when there is no project to read', async () => {
    await renderQuestion(makeQuestion('project_list', { settings: { field: 'materials' } }));
    expect(screen.getByText('This job has no project, so there is nothing to choose from.')).toBeInTheDocument();
  });
});

describe('project location', () => {
  it("shows the project's address with the two navigation links", async () => {
    const located = { ...project, location: { lat: 32.0853, long: 34.7818, address: 'Dizengoff 50, Tel Aviv' } };
    await renderWithApi(<ProjectLocationCard context={{ mode: 'job', jobId: null, projectId: PROJECT_ID, questions: [], drafts: new Map(), mentionsOn: false }} />, {
      api: { [`GET /v2/projects/${PROJECT_ID}`]: () => located },
    });
    expect(await screen.findByText('Dizengoff 50, Tel Aviv')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Navigate with Waze' })).toHaveAttribute('href', expect.stringContaining('waze.com'));
    expect(screen.getByRole('link', { name: 'Navigate with Google Maps' })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
  });
});

describe('QR scan', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered on text questions where the browser reads codes, and says when it fails', async () => {
    const detect = vi.fn().mockResolvedValueOnce([{ rawValue: 'SN-1234' }]).mockResolvedValueOnce([]);
    vi.stubGlobal('BarcodeDetector', class { detect = detect; });
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ close: () => undefined })));
    const { last } = await renderQuestion(makeQuestion('text', { title: 'Serial' }));
    const input = screen.getByTestId('qr-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'code.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(last()?.value).toBe('SN-1234'));
    fireEvent.change(input, { target: { files: [new File(['x'], 'blur.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Failed to read QR code')).toBeInTheDocument();
  });

  it('reads nothing without a detector', async () => {
    expect(await readQrCode(new Blob(['x']), null)).toBeNull();
  });
});
