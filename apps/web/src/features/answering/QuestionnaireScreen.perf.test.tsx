import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Question } from '@fieldwork/contracts';
import { renderWithSession } from '../../test/renderWithSession';
import { makeQuestion, uuidOf } from '../jobTypes/testData';
import { QuestionnaireScreen } from './QuestionnaireScreen';
import type { QuestionFieldProps } from './types';

/**
 * The 500-question form (issue 14: under 100 ms from a change of answer to the next screen). In
 * happy-dom, which is slower than a browser, it prints the time React takes to apply one change to a
 * step of 500 questions all drawn, and to move to the next question of a 500-question form; and
 * it checks the approach that keeps it short: a change draws one question again, not 500. The
 * browser's figure is bench/job-type-editor.mjs's (the builder's preview is this screen).
 */
const renders = new Map<string, number>();
vi.mock('./questions/QuestionField', async (original) => {
  const actual = await original<typeof import('./questions/QuestionField')>();
  const { memo } = await import('react');
  const Real = actual.QuestionField;
  // The real (memoised) component, counted each time it draws.
  return {
    ...actual,
    QuestionField: memo(function CountedQuestionField(props: QuestionFieldProps) {
      renders.set(props.answerKey, (renders.get(props.answerKey) ?? 0) + 1);
      return <Real {...props} />;
    }),
  };
});

const COUNT = 500;
const CHANGES = 20;
const context = { jobId: null, projectId: null, mentionsOn: false };
const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};

describe(`a questionnaire of ${COUNT} questions`, () => {
  it('applies a change to a step of 500 drawn questions by drawing that question alone', async () => {
    const questions: Question[] = [makeQuestion('step', { title: 'All', _id: uuidOf('perf-step') }), ...Array.from({ length: COUNT - 1 }, (_, i) => makeQuestion('text', { title: `Item ${i}`, settings: { isMandatory: i % 2 === 0 } }))];
    const { container } = await renderWithSession(<QuestionnaireScreen mode="preview" questions={questions} answers={[]} context={context} device="desktop" />, {
      me: null,
    });
    // Everything drawn, as after scrolling to the end (plain DOM queries: role queries crawl over 500 questions in the test DOM).
    const more = () => [...container.querySelectorAll('button')].find((b) => /^Show \d+ more/.test(b.textContent ?? ''));
    for (let button = more(); button; button = more()) act(() => button.click());
    const inputs = [...container.querySelectorAll<HTMLTextAreaElement>('[data-testid^="answer-question-"] textarea:not([aria-hidden])')];
    expect(inputs).toHaveLength(COUNT - 1);
    const times: number[] = [];
    renders.clear();
    for (let i = 0; i < CHANGES; i += 1) {
      const input = inputs[(i * 37) % inputs.length];
      const t0 = performance.now();
      act(() => {
        fireEvent.change(input, { target: { value: `answer ${i}` } });
      });
      times.push(performance.now() - t0);
    }
    const drawn = [...renders.values()].reduce((a, b) => a + b, 0);
    console.info(`[answering perf] a change in a step of ${COUNT} drawn questions (happy-dom): ${stats(times)}; ${drawn} question draws for ${CHANGES} changes`);
    // One question drawn per change (the step's header, which reads nothing of the answers, not at all).
    expect(drawn).toBe(CHANGES);
    // Drawing 500 real question cards (MUI's autosizing text areas) takes the test DOM tens of seconds on a busy machine.
  }, 120_000);

  it('moves to the next of 500 questions one at a time', async () => {
    const questions = Array.from({ length: COUNT }, (_, i) => makeQuestion('text', { title: `Item ${i}` }));
    await renderWithSession(<QuestionnaireScreen mode="preview" questions={questions} answers={[]} context={context} device="mobile" />, { me: null });
    const times: number[] = [];
    for (let i = 0; i < CHANGES; i += 1) {
      const t0 = performance.now();
      act(() => {
        fireEvent.change(screen.getByRole('textbox'), { target: { value: `answer ${i}` } });
      });
      await act(async () => {
        screen.getByRole('button', { name: 'Next' }).click();
      });
      times.push(performance.now() - t0);
    }
    expect(screen.getByRole('textbox', { name: `Item ${CHANGES}` })).toBeInTheDocument();
    console.info(`[answering perf] a change and Next in a form of ${COUNT} questions, one at a time (happy-dom): ${stats(times)}`);
  });
});
