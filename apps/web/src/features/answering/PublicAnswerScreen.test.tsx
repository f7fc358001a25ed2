import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANSWER_MESSAGES, type PublicQuestionnaire } from '@fieldwork/contracts';
import { makeBootstrap } from '../../test/fixtures';
import { freshAnswerOutbox } from '../../test/answerOutbox';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { makeAnswer } from '../jobs/testData';
import { makeQuestion } from '../jobTypes/testData';

const name = makeQuestion('text', { title: 'Your name', settings: { isMandatory: true } });
const remarks = makeQuestion('text', { title: 'Remarks' });

const questionnaire: PublicQuestionnaire = {
  job: { ID: 31, jobType: { title: 'Fire safety', icon: null, stepperRTL: false }, project: { _id: 'p-1', name: 'Tower A' } },
  questions: [name, remarks],
  answers: [makeAnswer(remarks, { value: 'Earlier remark', user: undefined, history: undefined })],
  expiresAt: null,
};

function publicApi(handlers: Record<string, Handler>) {
  return mockApi({ 'GET /v2/apps/bootstrap': () => makeBootstrap(), ...handlers });
}

freshAnswerOutbox();
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the public questionnaire', () => {
  it('shows the job, takes the answers without a sign-in, sends them with no bearer token and thanks the answerer', async () => {
    const getCurrentPosition = vi.fn();
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = publicApi({
      'GET /v2/public/answer/tok-1': () => questionnaire,
      'POST /v2/public/answer/tok-1': async (request) => {
        await held;
        const body = (await request.json()) as { data: { question: string; answer: { clientId: string } }[] };
        return { success: true, status: 'assigned', data: body.data.map((d) => ({ question: d.question, clientId: d.answer.clientId, outcome: 'saved', answer: makeAnswer(name) })) };
      },
    });
    const user = userEvent.setup();
    await renderApp('/job_type/answer/tok-1', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Job #31' })).toBeInTheDocument();
    expect(screen.getByText('Job type: Fire safety')).toBeInTheDocument();
    expect(screen.getByText('Project: Tower A')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-toggle')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name (required)' }), 'Gil');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Remarks' })).toHaveValue('Earlier remark');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you')).toBeInTheDocument();
    // The outbox keeps the answers on the device, then sends them: the thanks says they are on
    // their way until the server has them, and received only then.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(screen.getByTestId('public-answer-thanks')).toHaveTextContent('Sending your answers: keep this page open until they are received.');
    expect(screen.queryByText('Your answers were received.')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Your answers were received.')).toBeInTheDocument();
    // The header's outbox status follows the answers to the server.
    await waitFor(() => expect(screen.getByRole('button', { name: /Answers waiting and sent/ })).toHaveTextContent('All sent'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts[0].request.headers.get('Authorization')).toBeNull();
    const body = (await posts[0].request.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('job');
    expect(body).not.toHaveProperty('location');
    expect(body.data).toEqual([{ question: String(name.ID), answer: expect.objectContaining({ value: 'Gil' }) }]);
    expect(calls.find((c) => c.method === 'GET' && c.path === '/v2/public/answer/tok-1')?.request.headers.get('Authorization')).toBeNull();
    // A public page never asks where the answerer is.
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('does not say the answers were received when the server refused one, and Answer again shows it with the server words', async () => {
    publicApi({
      'GET /v2/public/answer/tok-6': () => questionnaire,
      'POST /v2/public/answer/tok-6': () =>
        json({ statusCode: 422, error: 'Unprocessable Entity', code: 'answer_invalid', message: 'At most 3 characters', details: [{ question: String(name.ID), path: 'value', message: 'At most 3 characters' }] }, 422),
    });
    const user = userEvent.setup();
    await renderApp('/job_type/answer/tok-6', { signedIn: false });
    await user.type(await screen.findByRole('textbox', { name: 'Your name (required)' }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Some answers were not kept by the server: choose Answer again to correct them.')).toBeInTheDocument();
    expect(screen.queryByText('Your answers were received.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answer again' }));
    expect(await screen.findByTestId(`answer-refused-${name.ID}`)).toHaveTextContent('Not kept by the server');
    expect(screen.getByRole('textbox', { name: 'Your name (required)' })).toHaveValue('Dana');
  });

  it('names the project of /answer/{token}/{projectId} to the server', async () => {
    const { calls } = publicApi({ 'GET /v2/public/answer/tok-2': () => questionnaire });
    await renderApp('/answer/tok-2/p-1', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Job #31' })).toBeInTheDocument();
    const get = calls.find((c) => c.path === '/v2/public/answer/tok-2');
    expect(new URL(get!.request.url).searchParams.get('project')).toBe('p-1');
  });

  it.each([
    [404, ANSWER_MESSAGES.linkInvalid, 'This link is not valid'],
    [410, ANSWER_MESSAGES.linkExpired, 'This link has expired'],
    [410, ANSWER_MESSAGES.linkRevoked, 'This link was withdrawn'],
  ])('says so when the link answers %i %s', async (status, message, shown) => {
    publicApi({ 'GET /v2/public/answer/tok-3': () => json({ statusCode: status, message }, status) });
    await renderApp('/job_type/answer/tok-3', { signedIn: false });
    expect(await screen.findByTestId('public-answer-error')).toHaveTextContent(shown);
    expect(screen.queryByTestId('questionnaire')).not.toBeInTheDocument();
  });

  it('says so in Hebrew too', async () => {
    publicApi({ 'GET /v2/public/answer/tok-4': () => json({ statusCode: 410, message: ANSWER_MESSAGES.linkExpired }, 410) });
    await renderApp('/job_type/answer/tok-4', { signedIn: false, language: 'he' });
    expect(await screen.findByTestId('public-answer-error')).toHaveTextContent('תוקף הקישור פג');
  });

  it('offers to try again when the questionnaire could not be loaded', async () => {
    let fail = true;
    publicApi({ 'GET /v2/public/answer/tok-5': () => (fail ? json({ statusCode: 500, message: 'boom' }, 500) : questionnaire) });
    const user = userEvent.setup();
    await renderApp('/job_type/answer/tok-5', { signedIn: false });
    expect(await screen.findByTestId('public-answer-error')).toHaveTextContent('could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Job #31' })).toBeInTheDocument());
  });
});
