import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDetail, Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { accessTokenFor, freshAnswerOutbox } from '../../test/answerOutbox';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { emptyFeed, makeAnswer, makeJob, makeJobRow, makePerson, noNotifications, page } from '../jobs/testData';
import { makeQuestion, uuidOf } from '../jobTypes/testData';

const name = makeQuestion('text', { title: 'Name', settings: { isMandatory: true } });
const floor = makeQuestion('text', { title: 'Floor' });
const dana = makePerson('u-1', 'Dana', 'Levi');

function jobWith(overrides: Partial<JobDetail> = {}) {
  return makeJob('j-1', 12, { status: 'assigned', users: [dana], questions: [name, floor], answers: [makeAnswer(name, { value: 'Dana' })], ...overrides });
}

async function open(path: string, { role = 'business_admin' as Role, job = jobWith(), more = {} as Record<string, Handler> } = {}) {
  const api = mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/apps/client/state/jobs': () => ({ _id: null, screen: 'jobs', state: null, updated_at: null }),
    'GET /v2/jobs': () => page([makeJobRow('j-1', 12, job)]),
    'GET /v2/jobs/j-1': () => job,
    'PUT /v2/jobs/j-1/visit': () => ({ success: true }),
    'GET /v2/jobs/j-1/feeds': () => emptyFeed,
    ...more,
  });
  const user = userEvent.setup();
  const view = await renderApp(path, { accessToken: accessTokenFor('u-me') });
  return { ...api, ...view, user };
}

freshAnswerOutbox();
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

/** The browser's position: granted (a place), or refused at the prompt. */
function browserPosition(answer: 'granted' | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'granted') success({ coords: { latitude: 32.08, longitude: 34.78 } } as GeolocationPosition);
    else failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: { query: vi.fn(async () => ({ state: 'prompt' })) }, configurable: true });
  return getCurrentPosition;
}

const savedReply = async (request: Request) => {
  const body = (await request.json()) as { data: { question: string; answer: { clientId: string } }[] };
  return { success: true, status: 'assigned', data: body.data.map((d) => ({ question: d.question, clientId: d.answer.clientId, outcome: 'saved', answer: makeAnswer(name) })) };
};
const typed = (settings: { answerLocation?: boolean; stepperRTL?: boolean }, questions = [name, floor]) =>
  jobWith({ questions, jobType: { _id: 'jt-1', title: 'Fire safety', icon: 'checklist', settings: { previewSettings: [], answerLocation: false, stepperRTL: false, ...settings } } });
const locating = (answerLocation: boolean) => typed({ answerLocation });

describe('the job questionnaire dialog (/jobs/{id}/answer)', () => {
  it('opens from the panel, sends only the changed answer and refreshes the job once it is kept', async () => {
    const { user, calls, router } = await open('/jobs/j-1', {
      more: {
        'POST /v2/answers': async (request) => {
          const body = (await request.json()) as { data: { question: string; answer: { clientId: string } }[] };
          return { success: true, status: 'assigned', data: body.data.map((d) => ({ question: d.question, clientId: d.answer.clientId, outcome: 'saved', answer: makeAnswer(floor, { value: '3' }) })) };
        },
      },
    });
    const panel = await screen.findByTestId('job-panel');
    await user.click(within(panel).getByRole('button', { name: 'Answer all' }));
    const dialog = await screen.findByRole('dialog', { name: /Answer job #12/ });
    expect(router.state.location.pathname).toBe('/jobs/j-1/answer');
    expect(within(dialog).getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Floor' }), '3');
    const reads = calls.filter((c) => c.method === 'GET' && c.path === '/v2/jobs/j-1').length;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/v2/answers')).toHaveLength(1));
    const [post] = calls.filter((c) => c.method === 'POST');
    const body = (await post.request.json()) as { job: string; data: { question: string; answer: { value: unknown } }[] };
    expect(body.job).toBe('j-1');
    expect(body.data).toEqual([{ question: String(floor.ID), answer: expect.objectContaining({ value: '3' }) }]);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/v2/jobs/j-1').length).toBeGreaterThan(reads));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/j-1'));
    expect(await screen.findByText('Your answers are saved and on their way.')).toBeInTheDocument();
  });

  it('puts a refusal in the server words on its question, keeping what was typed', async () => {
    const { user } = await open('/jobs/j-1/answer', {
      more: {
        'POST /v2/answers': () =>
          json(
            // The API's refusal (answers.service refusal()): code answer_invalid, each issue in `details`.
            { statusCode: 422, error: 'Unprocessable Entity', code: 'answer_invalid', message: 'At most 3 characters', details: [{ question: String(name.ID), path: 'value', message: 'At most 3 characters' }] },
            422,
          ),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: /Answer job #12/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), ' Levi');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Queued on the device, the screen moves on; the refusal comes back while the reader is further on.
    await within(dialog).findByRole('textbox', { name: 'Floor' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByTestId(`answer-refused-${name.ID}`)).toHaveTextContent('Not kept by the server');
    expect(within(within(dialog).getByTestId(`answer-question-${name.ID}`)).getByText('At most 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Dana Levi');
    // The header's outbox status says so too, and lists it with the server's words.
    const status = within(dialog).getByRole('button', { name: /Answers waiting and sent/ });
    expect(status).toHaveTextContent('1 refused');
    await user.click(status);
    expect(await screen.findByRole('dialog', { name: 'Answers on this device' })).toHaveTextContent('At most 3 characters');
  });

  it('opens read-only, with the reason, for an inspector on a done job', async () => {
    const { user, calls } = await open('/jobs/j-1/answer', { role: 'inspector', job: jobWith({ status: 'done' }) });
    const dialog = await screen.findByRole('dialog', { name: /Answer job #12/ });
    expect(within(dialog).getByTestId('answer-read-only')).toHaveTextContent('A job in done cannot be answered by an inspector.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), 'x');
    expect(within(dialog).getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so when the job is not there for the reader (another tenant, or not theirs)', async () => {
    await open('/jobs/j-9/answer', { more: { 'PUT /v2/jobs/j-9/visit': () => ({ success: true }), 'GET /v2/jobs/j-9/feeds': () => emptyFeed } });
    // The panel says the job is not there, and no questionnaire opens.
    expect(await screen.findByTestId('job-panel-error')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("reads the stepper right to left when the job's type says so", async () => {
    const steps = [makeQuestion('step', { title: 'Outside', _id: uuidOf('outside') }), name, makeQuestion('step', { title: 'Inside', _id: uuidOf('inside') }), floor];
    await open('/jobs/j-1/answer', { job: typed({ stepperRTL: true }, steps) });
    const dialog = await screen.findByRole('dialog', { name: /Answer job #12/ });
    expect(within(dialog).getByRole('tablist', { name: 'Steps' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('sends the position with the answers when the job type asks for it, with the 20 s timeout', async () => {
    const ask = browserPosition('granted');
    const { user, calls } = await open('/jobs/j-1/answer', { job: locating(true), more: { 'POST /v2/answers': savedReply } });
    const dialog = await screen.findByRole('dialog', { name: /Answer job #12/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), ' L');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = (await calls.find((c) => c.method === 'POST')!.request.json()) as { location?: unknown };
    expect(body.location).toEqual({ lat: 32.08, long: 34.78 });
    expect(ask).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), expect.objectContaining({ timeout: 20_000 }));
  });

  it('sends no position (null) after a refusal, and does not ask when the job type does not', async () => {
    browserPosition('denied');
    const first = await open('/jobs/j-1/answer', { job: locating(true), more: { 'POST /v2/answers': savedReply } });
    let dialog = await screen.findByRole('dialog', { name: /Answer job #12/ });
    expect(await within(dialog).findByText('Your location is not sent with the answers.')).toBeInTheDocument();
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), ' L');
    await first.user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(first.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(((await first.calls.find((c) => c.method === 'POST')!.request.json()) as { location?: unknown }).location).toBeNull();
    first.unmount();

    const ask = browserPosition('granted');
    const second = await open('/jobs/j-1/answer', { job: locating(false), more: { 'POST /v2/answers': savedReply } });
    dialog = await screen.findByRole('dialog', { name: /Answer job #12/ });
    await second.user.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), ' L');
    await second.user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(second.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect((await second.calls.find((c) => c.method === 'POST')!.request.json()) as object).not.toHaveProperty('location');
    expect(ask).not.toHaveBeenCalled();
  });
});
