import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@fieldwork/contracts';
import { renderWithSession } from '../../test/renderWithSession';
import { makeAnswer } from '../jobs/testData';
import { makeQuestion, uuidOf } from '../jobTypes/testData';
import { QuestionnaireScreen, type AnswerOutbox, type QuestionnaireScreenProps } from './QuestionnaireScreen';
import type { AnswerDraft, AnswerSyncState } from './types';

const context = { jobId: 'j-1', projectId: null, mentionsOn: false };

function fakeOutbox(states: ReadonlyMap<string, AnswerSyncState> = new Map(), drafts: ReadonlyMap<string, AnswerDraft> = new Map()) {
  const send = vi.fn<AnswerOutbox['send']>(async () => undefined);
  return { send, states, pending: 0, drafts, online: true } satisfies AnswerOutbox;
}

async function show(props: Partial<QuestionnaireScreenProps> & { questions: readonly Question[] }) {
  const user = userEvent.setup();
  const view = await renderWithSession(<QuestionnaireScreen mode="job" answers={[]} context={context} {...props} />, { me: null });
  return { user, ...view };
}

const text = (title: string, settings: Record<string, unknown> = {}, more: Partial<Question> = {}) => makeQuestion('text', { title, settings, ...more });
const field = (name: string) => screen.getByRole('textbox', { name });
/** A mandatory question's field: its name says it is required, as a screen reader reads it. */
const required = (name: string) => field(`${name} (required)`);
const scrolled = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  scrolled.mockReset();
  vi.restoreAllMocks();
});

describe('QuestionnaireScreen, one question at a time', () => {
  it('moves with Next and Back; Back is disabled on the first question and the last shows Submit', async () => {
    const questions = [text('Name'), text('Floor'), text('Notes')];
    const { user } = await show({ questions });
    expect(field('Name')).toBeInTheDocument();
    expect(screen.getByTestId('answer-back')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Floor')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Notes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Floor')).toBeInTheDocument();
  });

  it('jumps along a path rule, and Back returns to the question before the jump', async () => {
    const target = text('Why not', {}, { _id: uuidOf('target') });
    const questions = [text('Access', { path: [{ toQuestion: target._id, value: 'no', match: 'equals' }] }), text('Door code'), text('Parking'), target, text('Last')];
    const { user } = await show({ questions });
    await user.type(field('Access'), 'No');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Why not')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Access')).toHaveValue('No');
    expect(screen.getByTestId('answer-back')).toBeDisabled();
    // Without the matching answer, Next goes to the next question.
    await user.clear(field('Access'));
    await user.type(field('Access'), 'yes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Door code')).toBeInTheDocument();
  });

  it('keeps a mandatory question from being passed: the button reads disabled, a press borders it red and scrolls to it', async () => {
    const questions = [text('Name', { isMandatory: true }), text('Floor')];
    const outbox = fakeOutbox();
    const { user } = await show({ questions, outbox });
    const nextButton = screen.getByRole('button', { name: 'Next' });
    expect(nextButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(nextButton);
    const box = screen.getByTestId(`answer-question-${questions[0].ID}`);
    expect(box).toHaveAttribute('data-invalid', 'true');
    expect(within(box).getByText('This question must be answered')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalled();
    expect(required('Name')).toBeInTheDocument();
    expect(outbox.send).not.toHaveBeenCalled();
    // Answered, the border goes and Next moves on, sending the answer.
    await user.type(required('Name'), '0');
    expect(box).not.toHaveAttribute('data-invalid');
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Floor')).toBeInTheDocument();
    expect(outbox.send).toHaveBeenCalledWith([{ key: String(questions[0].ID), draft: expect.objectContaining({ value: '0' }), basedOn: null }], undefined);
  });

  it('does not send an answer that did not change, and sends it once it does', async () => {
    const questions = [text('Name'), text('Floor')];
    const stored = makeAnswer(questions[0], { value: 'Dana', date: '2026-11-20T10:00:00.000Z' });
    const outbox = fakeOutbox();
    const { user } = await show({ questions, answers: [stored], outbox });
    expect(field('Name')).toHaveValue('Dana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(outbox.send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(field('Name'), 'l');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(outbox.send).toHaveBeenCalledTimes(1);
    expect(outbox.send.mock.calls[0][0]).toEqual([{ key: String(questions[0].ID), draft: expect.objectContaining({ value: 'Danal' }), basedOn: '2026-11-20T10:00:00.000Z' }]);
    // Sent once: going back and on again sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(outbox.send).toHaveBeenCalledTimes(1);
  });

  it('Submit saves the current answer, goes back to the first question and signals done', async () => {
    const questions = [text('Name'), text('Floor')];
    const outbox = fakeOutbox();
    const onDone = vi.fn();
    const { user } = await show({ questions, outbox, onDone });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field('Floor'), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(outbox.send).toHaveBeenCalledWith([expect.objectContaining({ key: String(questions[1].ID) })], undefined);
    expect(field('Name')).toBeInTheDocument();
    expect(screen.getByTestId('answer-back')).toBeDisabled();
  });

  it('leaves disabled questions out', async () => {
    const { user } = await show({ questions: [text('Name'), text('Hidden', {}, { disabled: true }), text('Floor')] });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Floor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});

describe('QuestionnaireScreen, in steps', () => {
  const step = (title: string, id: string) => makeQuestion('step', { title, _id: uuidOf(id) });

  it('validates the step, sends its changed answers together, jumps along a path and Back returns before the jump', async () => {
    const s3 = step('Roof', 'roof');
    const questions = [
      step('Outside', 'outside'),
      text('Walls', { isMandatory: true }),
      text('Garden', { path: [{ toQuestion: s3._id, value: 'none', match: 'equals' }] }),
      step('Inside', 'inside'),
      text('Rooms'),
      s3,
      text('Tiles'),
    ];
    const outbox = fakeOutbox();
    const onDone = vi.fn();
    const { user } = await show({ questions, outbox, onDone, device: 'desktop' });
    expect(screen.getByRole('tab', { name: 'Outside' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId(`answer-question-${questions[1].ID}`)).toHaveAttribute('data-invalid', 'true');
    expect(outbox.send).not.toHaveBeenCalled();
    await user.type(required('Walls'), 'brick');
    await user.type(field('Garden'), 'none');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(outbox.send).toHaveBeenCalledTimes(1);
    expect(outbox.send.mock.calls[0][0].map((i) => i.key)).toEqual([String(questions[1].ID), String(questions[2].ID)]);
    expect(screen.getByRole('tab', { name: 'Roof' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Outside' })).toHaveAttribute('aria-selected', 'true');
    expect(required('Walls')).toHaveValue('brick');
    // Forward again and Submit on the last step: nothing changed is sent again, and it finishes.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field('Tiles'), 'red');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(outbox.send).toHaveBeenCalledTimes(2);
    expect(outbox.send.mock.calls[1][0].map((i) => i.key)).toEqual([String(questions[6].ID)]);
  });

  it('offers the outline for jumping on a computer, not on a phone, and hides step titles on a phone', async () => {
    const questions = [step('Outside', 'o2'), text('Walls'), step('Inside', 'i2'), text('Rooms')];
    const first = await show({ questions, device: 'desktop' });
    const outline = screen.getByRole('navigation', { name: 'Steps and questions' });
    await first.user.click(within(outline).getByRole('button', { name: 'Inside' }));
    expect(field('Rooms')).toBeInTheDocument();
    expect(screen.getByTestId('answer-back')).not.toBeDisabled();
    first.unmount();
    await show({ questions, device: 'mobile' });
    expect(screen.queryByRole('navigation', { name: 'Steps and questions' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Outside' })).not.toHaveTextContent('Outside');
  });

  it('reads the stepper right to left when the job type says so', async () => {
    await show({ questions: [step('Outside', 'o3'), text('Walls'), step('Inside', 'i3'), text('Rooms')], stepperRTL: true });
    expect(screen.getByRole('tablist', { name: 'Steps' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('draws a long step a chunk at a time', async () => {
    const questions = [step('All', 'all'), ...Array.from({ length: 60 }, (_, i) => text(`Q${i}`))];
    await show({ questions });
    expect(screen.getAllByTestId(/^answer-question-/)).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Show 35 more questions' })).toBeInTheDocument();
  });
});

describe('QuestionnaireScreen, answers on their way', () => {
  it('shows what waits on the device from before over the server answer, and does not queue it again', async () => {
    const questions = [text('Name'), text('Floor')];
    const key = String(questions[0].ID);
    const outbox = fakeOutbox(new Map([[key, { state: 'waiting' }]]), new Map([[key, { value: 'typed offline' }]]));
    const { user } = await show({ questions, answers: [makeAnswer(questions[0], { value: 'Dana' })], outbox });
    expect(field('Name')).toHaveValue('typed offline');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(outbox.send).not.toHaveBeenCalled();
  });

  it('takes the server answers read again where nothing was typed since, keeping what is being typed', async () => {
    const questions = [makeQuestion('step', { title: 'One', _id: uuidOf('one') }), text('Name'), text('Floor')];
    const [name, floor] = [questions[1], questions[2]];
    const first = [makeAnswer(name, { value: 'Dana' }), makeAnswer(floor, { value: '1' })];
    const second = [makeAnswer(name, { value: 'Dana Levi' }), makeAnswer(floor, { value: '3' })];
    const outbox = fakeOutbox();
    function Harness() {
      const [answers, setAnswers] = useState(first);
      return (
        <>
          <button type="button" onClick={() => setAnswers(second)}>
            read again
          </button>
          <QuestionnaireScreen mode="job" questions={questions} answers={answers} context={context} outbox={outbox} />
        </>
      );
    }
    const user = userEvent.setup();
    await renderWithSession(<Harness />, { me: null });
    await user.type(field('Floor'), '2');
    await user.click(screen.getByRole('button', { name: 'read again' }));
    expect(field('Name')).toHaveValue('Dana Levi');
    expect(field('Floor')).toHaveValue('12');
  });

  it('shows a refusal in the server words with the value kept, and an answer given on another device', async () => {
    const questions = [text('Name'), text('Floor'), text('Notes')];
    const [a, b, c] = questions.map((q) => String(q.ID));
    const answer = makeAnswer(questions[0], { value: 'Dana' });
    const states = new Map<string, AnswerSyncState>([
      [a, { state: 'refused', issues: { value: 'The job cannot be answered in its status' }, at: '2026-11-24T10:00:00.000Z' }],
      [b, { state: 'sent', outcome: 'superseded', at: '2026-11-24T10:00:00.000Z' }],
      [c, { state: 'waiting' }],
    ]);
    const { user } = await show({ questions: [{ ...questions[0], type: 'text' }, ...questions.slice(1)], answers: [answer], outbox: { ...fakeOutbox(states), pending: 1 } });
    expect(screen.getByTestId(`answer-refused-${a}`)).toHaveTextContent('Not kept by the server');
    expect(within(screen.getByTestId(`answer-question-${a}`)).getByText('The job cannot be answered in its status')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Dana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId(`answer-conflict-${b}`)).toHaveTextContent('another device');
  });

  it('shows on its question a refusal that names no field of it (the whole answer, or the whole submission)', async () => {
    const questions = [text('Name'), text('Floor')];
    const key = String(questions[0].ID);
    const states = new Map<string, AnswerSyncState>([[key, { state: 'refused', issues: { answer: 'Job not found' }, at: '2026-11-24T10:00:00.000Z' }]]);
    await show({ questions, outbox: fakeOutbox(states) });
    expect(screen.getByTestId(`answer-refused-${key}`)).toHaveTextContent('Not kept by the server Job not found');
  });

  it('counts the photos still on the device as the answer of a mandatory photo question', async () => {
    const photo = makeQuestion('image', { title: 'Photo', settings: { isMandatory: true } });
    const key = String(photo.ID);
    const waiting = new Map<string, AnswerDraft>([[key, { files: [], pendingFiles: [{ localId: 'local-1', name: 'door.jpg', type: 'image/jpeg', size: 10 }] }]]);
    await show({ questions: [photo, text('Floor')], outbox: fakeOutbox(new Map([[key, { state: 'waiting' }]]), waiting) });
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  });
});
