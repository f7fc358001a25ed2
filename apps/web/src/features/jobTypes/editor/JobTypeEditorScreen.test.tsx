import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobType, Question, Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { noNotifications } from '../../projects/testData';
import { JOB_TYPE_ID, makeJobType, makeQuestion, questionId } from './testData';

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
 * jsdom lays nothing out: the list's scroller is given a height, and each row the place the
 * virtual list gives it, so that the window of rows and the keyboard's moves work as in a browser.
 */
function layOut() {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
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
    expect(within(rows[1]!).getByTestId('question-badges')).toHaveTextContent('MandatoryClients see it');
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
});
