import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobType, Question, Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { fakeMediaQueryList } from '../../../test/mediaQuery';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { noNotifications } from '../../projects/testData';
import { JOB_TYPE_ID, makeJobType, makeQuestion } from './testData';

const PATH = `/job_type/editor/${JOB_TYPE_ID}`;
const JOB_TYPE_URL = `/v2/jobtype/${JOB_TYPE_ID}`;

function editorApi(jobType: JobType | (() => unknown), { role = 'business_admin' as Role, more = {} as Record<string, Handler> } = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(['projects', 'client', 'steps', 'templates']) }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => noNotifications,
    [`GET ${JOB_TYPE_URL}`]: typeof jobType === 'function' ? jobType : () => jobType,
    ...more,
  });
}

const bodiesOf = (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) =>
  Promise.all(calls.filter((c) => c.method === method && c.path === path).map((c) => c.request.clone().json()));

const refusal = (status: number, code: string, message: string, details?: unknown) =>
  json({ statusCode: status, error: 'Refused', code, message, ...(details ? { details } : {}) }, status);

/**
 * The test DOM lays nothing out: the list's scroller is given a height, and each row the place the
 * virtual list gives it, so that the window of rows and the keyboard's moves work as in a browser.
 */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return (this as HTMLElement).dataset?.testid === 'question-list-scroller' ? 600 : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const style = (this as HTMLElement).style;
    const row = this.getAttribute('role') === 'listitem' && style?.top !== '';
    const scroller = (this as HTMLElement).dataset?.testid === 'question-list-scroller';
    const top = row ? parseFloat(style.top) : 0;
    const height = row ? parseFloat(style.height) : scroller ? 600 : 0;
    return { x: 0, y: top, top, left: 0, right: row || scroller ? 500 : 0, bottom: top + height, width: row || scroller ? 500 : 0, height, toJSON: () => ({}) } as DOMRect;
  });
}

beforeEach(() => layOut());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const site = makeQuestion(1, 'text', 'Site address');
const floor = makeQuestion(2, 'text', 'Floor');
const notes = makeQuestion(3, 'text', 'Notes');
const done = makeQuestion(4, 'message', 'Thank you');

describe('/job_type/editor/{id}', () => {
  it('lists the questions in sequence with their number, title and badges; steps head their questions', async () => {
    const step = makeQuestion(5, 'step', 'Outside', { stepIcon: 'home' });
    const mandatory = makeQuestion(6, 'bool', 'Gate locked?', { settings: { ...makeQuestion(6, 'bool', '').settings, isMandatory: true }, isClientVisible: true });
    editorApi(makeJobType([step, mandatory, site]));
    await renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Questions' }, { timeout: 20_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    expect(rows[0]).toHaveTextContent('#5Outside');
    expect(rows[1]).toHaveTextContent('#6Gate locked?');
    expect(within(rows[1]!).getByTestId('question-badges')).toHaveTextContent('Mandatory Clients see it');
    // The row's name holds what it shows (label in name); its badges or type are read as its description.
    expect(within(rows[1]!).getByRole('button', { name: 'Question 6: Gate locked?' })).toHaveAccessibleDescription('Mandatory Clients see it');
    expect(within(rows[2]!).getByRole('button', { name: 'Question 1: Site address' })).toHaveAccessibleDescription('Text');
    expect(screen.getByRole('heading', { name: 'Apartment handover', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Job type settings' })).toHaveAttribute('href', `/job_type/settings/${JOB_TYPE_ID}`);
    // The first question opens in the editor.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Outside');
  });

  it('moves a question with the keyboard: Space picks it up, an arrow moves it, Space drops it; the new order is sent and announced', async () => {
    const { calls } = editorApi(makeJobType([site, floor, notes, done]), {
      more: { [`PUT ${JOB_TYPE_URL}/reorder-questions`]: () => ({ success: true, data: [] }) },
    });
    const user = userEvent.setup();
    await renderApp(PATH);
    const handle = await screen.findByRole('button', { name: 'Move question 2: Floor' }, { timeout: 20_000 });
    handle.focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText(/Picked up question 2, Floor\. It is at position 2 of 4\./)).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(async () => expect(await bodiesOf(calls, 'PUT', `${JOB_TYPE_URL}/reorder-questions`)).toEqual([{ questions: [site._id, notes._id, floor._id, done._id] }]));
    expect(await screen.findByText('Question 2 dropped at position 3 of 4.')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.match(/#\d+/)?.[0])).toEqual(['#1', '#3', '#2', '#4']);
  });

  it('adds a list question after the selected one, with choices, mandatory and a path jump; Save sends what changed', async () => {
    let current: Question[] = [site, notes];
    const added = makeQuestion(9, 'list', '');
    const { calls } = editorApi(() => makeJobType(current), {
      more: {
        'POST /v2/question': async (request) => {
          const body = (await request.json()) as { sequence?: number };
          current = [...current.slice(0, body.sequence), added, ...current.slice(body.sequence)];
          return added;
        },
        [`PUT /v2/question/${added._id}`]: async (request) => {
          const body = (await request.json()) as Partial<Question>;
          const saved = { ...added, ...body } as Question;
          current = current.map((q) => (q._id === saved._id ? saved : q));
          return saved;
        },
      },
    });
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Add question' }, { timeout: 20_000 }));
    // Every type the instance's apps allow: steps are on here, blueprints are not.
    expect(screen.getByRole('menuitem', { name: 'Step' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Blueprint' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'List' }));

    expect(await bodiesOf(calls, 'POST', '/v2/question')).toEqual([{ jobType: JOB_TYPE_ID, is_global: false, type: 'list', title: '', sequence: 1 }]);
    const editor = await screen.findByRole('form', { name: 'Question 9' });
    const rows = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.match(/#\d+/)?.[0])).toEqual(['#1', '#9', '#3']);
    expect(rows[1]).toHaveAttribute('aria-posinset', '2');

    await user.type(within(editor).getByRole('textbox', { name: 'Title' }), 'Kitchen condition');
    await user.click(within(editor).getByRole('button', { name: 'Add choice' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Choice 1' }), 'Good');
    await user.click(within(editor).getByRole('button', { name: 'Add choice' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Choice 2' }), 'Damaged');
    await user.click(within(editor).getByRole('switch', { name: 'Mandatory' }));
    expect(screen.getByTestId('dirty-marker')).toHaveTextContent('Unsaved changes');

    await user.click(within(editor).getByRole('button', { name: 'Add rule' }));
    await user.click(within(editor).getByRole('combobox', { name: 'Value (rule 1)' }));
    await user.click(screen.getByRole('option', { name: 'Damaged' }));
    // Only later questions are offered.
    await user.click(within(editor).getByRole('combobox', { name: 'Jump to (rule 1)' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['#3 Notes']);
    await user.click(screen.getByRole('option', { name: '#3 Notes' }));

    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const [body] = await bodiesOf(calls, 'PUT', `/v2/question/${added._id}`);
    expect(Object.keys(body).sort()).toEqual(['settings', 'title']);
    expect(body.title).toBe('Kitchen condition');
    expect(body.settings).toMatchObject({
      isMandatory: true,
      childs: [{ value: 'Good' }, { value: 'Damaged' }],
      path: [{ match: 'equals', value: 'Damaged', toQuestion: notes._id }],
      multiSelect: false,
    });
    expect(await screen.findByText('Question saved')).toBeInTheDocument();
    expect(screen.queryByTestId('dirty-marker')).not.toBeInTheDocument();
    const saved = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem')[1]!;
    expect(saved).toHaveTextContent('Kitchen condition');
    expect(within(saved).getByTestId('question-badges')).toHaveTextContent('Mandatory Jumps');
  });

  it('keeps what was typed when the server refuses, and shows its words beside the field it names', async () => {
    const { calls } = editorApi(makeJobType([site, notes]), {
      more: {
        [`PUT /v2/question/${site._id}`]: () =>
          refusal(400, 'validation_failed', 'Invalid request', [{ path: 'settings.maxLength', message: 'The longest answer is at most 2000 characters here' }]),
      },
    });
    const user = userEvent.setup();
    await renderApp(PATH);
    const editor = await screen.findByRole('form', { name: 'Question 1' }, { timeout: 20_000 });
    const title = within(editor).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Street and number');
    await user.type(within(editor).getByRole('textbox', { name: 'Longest answer (characters)' }), '9000');
    await user.keyboard('{Control>}s{/Control}');

    expect(await within(editor).findByText('The longest answer is at most 2000 characters here')).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: 'Longest answer (characters)' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByRole('alert')).toHaveTextContent('The question was not saved: The longest answer is at most 2000 characters here');
    expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveValue('Street and number');
    expect(within(editor).getByRole('textbox', { name: 'Longest answer (characters)' })).toHaveValue('9000');
    expect(screen.getByTestId('dirty-marker')).toBeInTheDocument();
    expect(await bodiesOf(calls, 'PUT', `/v2/question/${site._id}`)).toEqual([
      { title: 'Street and number', settings: expect.objectContaining({ maxLength: 9000, type: 'text' }) },
    ]);
  });

  it('shows the checks the server would make before asking it: a required file needs the file tab', async () => {
    const { calls } = editorApi(makeJobType([site]));
    const user = userEvent.setup();
    await renderApp(PATH);
    const editor = await screen.findByRole('form', { name: 'Question 1' }, { timeout: 20_000 });
    await user.click(within(editor).getByRole('switch', { name: 'A file is required' }));
    expect(within(editor).getByText('A required file needs the file tab')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Some fields need attention before the question can be saved.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(editor).getByRole('switch', { name: 'File tab' }));
    expect(within(editor).queryByText('A required file needs the file tab')).not.toBeInTheDocument();
  });

  it("shows the refusal to drop a global question's global setting beside its switch", async () => {
    const global = makeQuestion(1, 'text', 'Weather', { is_global: true, childrenCount: 2 });
    editorApi(makeJobType([global]), {
      more: { [`PUT /v2/question/${global._id}`]: () => refusal(409, 'conflict', 'A global question with children cannot lose its global setting until the children are removed') },
    });
    const user = userEvent.setup();
    await renderApp(PATH);
    const editor = await screen.findByRole('form', { name: 'Question 1' }, { timeout: 20_000 });
    expect(within(editor).getByText('Shared with 2 other job types')).toBeInTheDocument();
    const globalSwitch = within(editor).getByRole('switch', { name: 'Global question (other job types may share it)' });
    await user.click(globalSwitch);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(globalSwitch).toHaveAttribute('aria-invalid', 'true'));
    expect(globalSwitch).not.toBeChecked();
    expect(within(editor).getByText('A global question with children cannot lose its global setting until the children are removed')).toBeInTheDocument();
  });

  it('asks before unsaved changes are lost: choosing another question, or leaving the page', async () => {
    editorApi(makeJobType([site, floor]));
    const user = userEvent.setup();
    const { router } = await renderApp(PATH);
    const editor = await screen.findByRole('form', { name: 'Question 1' }, { timeout: 20_000 });
    await user.type(within(editor).getByRole('textbox', { name: 'Title' }), ' (front)');

    await user.click(screen.getByRole('button', { name: 'Question 2: Floor' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(discard).getByRole('button', { name: 'Keep editing' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Site address (front)');

    await user.click(screen.getByRole('link', { name: 'Job type settings' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe(PATH);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Site address (front)');

    await user.click(screen.getByRole('link', { name: 'Job type settings' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job_type/settings/${JOB_TYPE_ID}`));
  });

  it('discards the changes once agreed, and opens the question chosen', async () => {
    editorApi(makeJobType([site, floor]));
    const user = userEvent.setup();
    await renderApp(PATH);
    const editor = await screen.findByRole('form', { name: 'Question 1' }, { timeout: 20_000 });
    await user.type(within(editor).getByRole('textbox', { name: 'Title' }), ' (front)');
    await user.click(screen.getByRole('button', { name: 'Question 2: Floor' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('form', { name: 'Question 2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Floor');
  });

  it('has the browser ask before the tab closes with unsaved changes', async () => {
    editorApi(makeJobType([site]));
    const user = userEvent.setup();
    await renderApp(PATH);
    const editor = await screen.findByRole('form', { name: 'Question 1' }, { timeout: 20_000 });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(within(editor).getByRole('textbox', { name: 'Title' }), '!');
    expect(unload()).toBe(true);
  });

  it('renders only a window of rows at 500 questions', async () => {
    const many = Array.from({ length: 500 }, (_, i) => makeQuestion(i + 1, i % 25 === 0 ? 'step' : 'text', `Question ${i + 1}`));
    editorApi(makeJobType(many));
    await renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Questions' }, { timeout: 20_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '500');
    expect(screen.getByText('500 questions')).toBeInTheDocument();
  });

  it("puts the order back when the server refuses it, and says why", async () => {
    editorApi(makeJobType([site, floor, notes]), {
      more: { [`PUT ${JOB_TYPE_URL}/reorder-questions`]: () => refusal(400, 'validation_failed', 'The new order must name every question of the job type once') },
    });
    const user = userEvent.setup();
    await renderApp(PATH);
    const handle = await screen.findByRole('button', { name: 'Move question 1: Site address' }, { timeout: 20_000 });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new order was not saved, the questions are back in their place: The new order must name every question of the job type once',
    );
    const rows = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.match(/#\d+/)?.[0])).toEqual(['#1', '#2', '#3']);
  });

  it('deletes a question after saying how many path rules jump to it, then opens its neighbour', async () => {
    const jumping = makeQuestion(1, 'bool', 'Is the flat empty?', {
      settings: { ...makeQuestion(1, 'bool', '').settings, path: [{ match: 'equals', value: 'true', toQuestion: notes._id }] },
    });
    let current: Question[] = [jumping, floor, notes];
    const { calls } = editorApi(() => makeJobType(current), {
      more: {
        [`DELETE /v2/question/${notes._id}`]: () => {
          current = current.filter((q) => q._id !== notes._id);
          return { success: true, rulesRemovedFrom: [jumping._id] };
        },
      },
    });
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Question 3: Notes' }, { timeout: 20_000 }));
    const editor = await screen.findByRole('form', { name: 'Question 3' });
    await user.click(within(editor).getByRole('button', { name: 'Delete question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(dialog).toHaveTextContent('Question 3 will be deleted: Notes');
    expect(within(dialog).getByTestId('delete-rules')).toHaveTextContent('A path rule of one question jumps to it and will be removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Question deleted. The path rule jumping to it was removed from one question.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Question 2' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem')).toHaveLength(2));
  });

  it('adds a global question of another job type, shared with its root', async () => {
    const weather = makeQuestion(40, 'list', 'Weather on site', { is_global: true, jobType: 'aaaaaaaa-1d2a-4c3b-9e8f-7a6b5c4d3e2f' });
    const child = makeQuestion(41, 'list', 'Weather on site', { root: weather._id });
    let current: Question[] = [site];
    const { calls } = editorApi(() => makeJobType(current), {
      more: {
        'GET /v2/question': () => ({ success: true, data: [weather] }),
        'POST /v2/question': () => {
          current = [site, child];
          return child;
        },
      },
    });
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Add question' }, { timeout: 20_000 }));
    await user.click(screen.getByRole('menuitem', { name: 'Add a global question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a global question' });
    await user.click(await within(dialog).findByRole('button', { name: /Weather on site/ }));
    expect(await bodiesOf(calls, 'POST', '/v2/question')).toEqual([
      { jobType: JOB_TYPE_ID, is_global: false, type: 'list', title: 'Weather on site', root: weather._id, sequence: 1 },
    ]);
    const editor = await screen.findByRole('form', { name: 'Question 41' });
    expect(within(editor).getByText(/shares the form of a global question/)).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(within(editor).getByRole('switch', { name: 'Disabled (passed over when answering)' })).toBeEnabled();
  });

  it('asks before the type changes, then keeps only the settings every question has', async () => {
    const mandatoryText = makeQuestion(1, 'text', 'Meter reading', { settings: { ...site.settings, isMandatory: true, type: 'number', min: 0 } as Question['settings'] });
    const { calls } = editorApi(makeJobType([mandatoryText]), { more: { [`PUT /v2/question/${mandatoryText._id}`]: (request) => request.json().then((b) => ({ ...mandatoryText, ...(b as object) })) } });
    const user = userEvent.setup();
    await renderApp(PATH);
    const editor = await screen.findByRole('form', { name: 'Question 1' }, { timeout: 20_000 });
    await user.click(within(editor).getByRole('combobox', { name: 'Question type' }));
    await user.click(screen.getByRole('option', { name: 'Number stepper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the question type?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change type' }));
    expect(await within(editor).findByRole('textbox', { name: 'Step' })).toHaveValue('1');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const [body] = await bodiesOf(calls, 'PUT', `/v2/question/${mandatoryText._id}`);
    expect(body.type).toBe('number_stepper');
    expect(body.settings).toMatchObject({ isMandatory: true, min: 0, max: 1_000_000_000, step: 1 });
    expect(body.settings).not.toHaveProperty('type');
  });

  it('shows the questionnaire screen as a preview with the unsaved title, in a phone or a computer frame, sending nothing', async () => {
    const { calls } = editorApi(makeJobType([site, floor]));
    const user = userEvent.setup();
    await renderApp(PATH);
    const editor = await screen.findByRole('form', { name: 'Question 1' }, { timeout: 20_000 });
    await user.type(within(editor).getByRole('textbox', { name: 'Title' }), ' (front)');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('preview-frame-mobile');
    // Without steps the questionnaire goes one question at a time, the first with its unsaved title.
    expect(within(preview).getByTestId('questionnaire')).toHaveAttribute('data-mode', 'preview');
    expect(within(preview).getAllByTestId(/^answer-question-/).map((q) => q.textContent)).toEqual([expect.stringContaining('Site address (front)')]);
    // It can be answered and gone through; nothing leaves the page.
    const before = calls.length;
    await user.type(within(preview).getByRole('textbox', { name: 'Site address (front)' }), '12 Herzl St');
    await user.click(within(preview).getByRole('button', { name: 'Next' }));
    expect(within(preview).getAllByTestId(/^answer-question-/).map((q) => q.textContent)).toEqual([expect.stringContaining('Floor')]);
    await user.click(within(preview).getByRole('button', { name: 'Submit' }));
    expect(await within(preview).findByText('The questionnaire ends here. Nothing was sent.')).toBeInTheDocument();
    expect(calls.slice(before).filter((c) => c.method !== 'GET')).toEqual([]);
    await user.click(within(preview).getByRole('button', { name: 'Start again' }));
    expect(within(preview).getByRole('textbox', { name: 'Site address (front)' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Computer' }));
    expect(screen.getByTestId('preview-frame-desktop')).toBeInTheDocument();
    // Back in the builder, the draft is still there.
    await user.click(screen.getByRole('button', { name: 'Build' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Site address (front)');
  });

  it('on a phone, opens a question as a full-screen panel, and asks before closing it with changes', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, true));
    editorApi(makeJobType([site, floor]));
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Question 2: Floor' }, { timeout: 20_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Question editor' });
    await user.type(within(panel).getByRole('textbox', { name: 'Title' }), ' 3');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Question editor' })).not.toBeInTheDocument());
  });

  it('says a job type that is not there was not found', async () => {
    editorApi(() => refusal(404, 'not_found', 'Job type not found'));
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Job type not found' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('offers to try again when the job type cannot be loaded', async () => {
    let failing = true;
    editorApi(() => (failing ? refusal(500, 'internal', 'Something went wrong. Please, try again later!') : makeJobType([site])));
    const user = userEvent.setup();
    await renderApp(PATH);
    const error = await screen.findByTestId('editor-load-error', {}, { timeout: 20_000 });
    expect(error).toHaveTextContent('The job type could not be loaded: Something went wrong. Please, try again later!');
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Question 1' })).toBeInTheDocument();
  });

  it('is not open to an inspector, who sees the no-access screen and no call for the job type', async () => {
    const { calls } = editorApi(makeJobType([site]), { role: 'inspector' });
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No access' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(calls.some((c) => c.path === JOB_TYPE_URL)).toBe(false);
  });

  it('reads right to left in Hebrew, the checks in Hebrew too', async () => {
    editorApi(makeJobType([site]));
    const user = userEvent.setup();
    await renderApp(PATH, { language: 'he' });
    const editor = await screen.findByRole('form', { name: 'שאלה 1' }, { timeout: 20_000 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'הוספת שאלה' })).toBeInTheDocument();
    await user.click(within(editor).getByRole('switch', { name: 'נדרש קובץ' }));
    expect(within(editor).getByText('קובץ נדרש מחייב את לשונית הקבצים')).toBeInTheDocument();
  });
});
