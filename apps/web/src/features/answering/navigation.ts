import { nextQuestionId, nextStepIndex, stepsOf, type Question } from '@fieldwork/contracts';
import { answerKeyOf } from './drafts';
import type { AnswerDraft } from './types';

/**
 * The questionnaire's pages and how Next moves between them (spec 2 section 4, ADR 0043). In
 * step mode a page is a step with its questions (the pages are stepsOf's, so that their indexes
 * are nextStepIndex's); in single mode a page is one question. Disabled questions and steps are
 * never shown: a disabled step stays in the list, unreachable, so the indexes stay aligned.
 */
export interface Page {
  step: Question | null;
  questions: Question[];
  /** A disabled step: never shown, never reached. */
  hidden: boolean;
}

export interface Pages {
  stepMode: boolean;
  pages: Page[];
}

export function pagesOf(questions: readonly Question[]): Pages {
  const stepMode = questions.some((q) => q.type === 'step');
  if (!stepMode) {
    return { stepMode, pages: questions.filter((q) => !q.disabled).map((q) => ({ step: null, questions: [q], hidden: false })) };
  }
  return {
    stepMode,
    pages: stepsOf(questions).map((s) => ({ step: s.step, questions: s.questions.filter((q) => !q.disabled), hidden: Boolean(s.step?.disabled) })),
  };
}

/** The first page shown (a questionnaire opening on a disabled step starts after it). */
export function firstPage({ pages }: Pages): number {
  const i = pages.findIndex((p) => !p.hidden);
  return i < 0 ? 0 : i;
}

/**
 * The page Next goes to from `index` with the answers so far: along a path rule when an answer
 * matches one, else the next page; null when `index` is the last (it shows Submit).
 */
export function nextPage(questions: readonly Question[], { stepMode, pages }: Pages, index: number, drafts: ReadonlyMap<string, AnswerDraft>): number | null {
  const page = pages[index];
  if (!page) return null;
  const valueOf = (q: Question) => drafts.get(answerKeyOf(q))?.value;
  if (stepMode) {
    const values = new Map(page.questions.map((q) => [q._id, valueOf(q)]));
    return nextStepIndex(questions, index, values);
  }
  const [question] = page.questions;
  const id = nextQuestionId(questions, question._id, valueOf(question));
  if (id === null) return null;
  const next = pages.findIndex((p) => p.questions[0]?._id === id);
  return next < 0 ? null : next;
}

/** Where the reader is, and the pages they came through (Back returns along them, across path jumps). */
export interface NavState {
  index: number;
  history: number[];
}

export type NavAction = { type: 'forward'; to: number } | { type: 'back' } | { type: 'restart'; to: number };

export function navigate(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'forward':
      return action.to === state.index ? state : { index: action.to, history: [...state.history, state.index] };
    case 'back': {
      if (state.history.length === 0) return state;
      return { index: state.history[state.history.length - 1], history: state.history.slice(0, -1) };
    }
    case 'restart':
      return { index: action.to, history: [] };
  }
}
