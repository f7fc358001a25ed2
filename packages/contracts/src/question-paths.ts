import { isAnsweredType, type QuestionType } from './question-types';
import type { PathRule } from './questions';

/**
 * Path rules (spec 2 section 4): the one function the answering screen and the server share to
 * say where a questionnaire goes after an answer, and the one check the builder and the server
 * run before a rule is kept.
 */

/** What the path functions need of a question. */
export interface PathQuestion {
  _id: string;
  type: QuestionType;
  disabled?: boolean;
  settings: { path?: readonly PathRule[] };
}

/**
 * Whether an answer is empty: nothing, blank text, an empty list, or a date whose from, to and
 * date are all null (spec 2 section 5). 0 and false are answers.
 */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isEmptyAnswer);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('from' in v || 'to' in v || 'date' in v) return v.from == null && v.to == null && v.date == null;
    if ('value' in v) return isEmptyAnswer(v.value);
    return Object.keys(v).length === 0;
  }
  return false;
}

/** The answer's values as text to compare with a rule: a list answer gives each choice. */
function answerTexts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(answerTexts);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return 'value' in v ? answerTexts(v.value) : [];
  }
  return [String(value).trim().toLowerCase()];
}

/** Whether an answer matches a rule: equal (case and surrounding spaces aside; a list answer containing it), any non-empty, or empty. */
export function ruleMatches(rule: PathRule, value: unknown): boolean {
  switch (rule.match) {
    case 'any':
      return !isEmptyAnswer(value);
    case 'empty':
      return isEmptyAnswer(value);
    case 'equals': {
      const wanted = rule.value.trim().toLowerCase();
      // A blank value asks for an empty answer: a blank text and no answer at all alike.
      if (wanted === '') return isEmptyAnswer(value);
      return answerTexts(value).includes(wanted);
    }
  }
}

/** The first rule of the question its answer matches, or null. */
export function matchingRule(question: PathQuestion, value: unknown): PathRule | null {
  return question.settings.path?.find((rule) => ruleMatches(rule, value)) ?? null;
}

/**
 * Where the questionnaire goes after `currentId` is answered with `value`: the target of the
 * first matching rule, else the next question; a disabled question is passed over. Null is the
 * end. The questions are in their sequence.
 */
export function nextQuestionId(questions: readonly PathQuestion[], currentId: string, value: unknown): string | null {
  const index = questions.findIndex((q) => q._id === currentId);
  if (index < 0) return null;
  const rule = matchingRule(questions[index], value);
  let next = index + 1;
  if (rule) {
    const target = questions.findIndex((q) => q._id === rule.toQuestion);
    if (target > index) next = target;
  }
  while (next < questions.length && questions[next].disabled) next += 1;
  return next < questions.length ? questions[next]._id : null;
}

/** The steps of a questionnaire: each step and the questions after it up to the next step. */
export function stepsOf<Q extends PathQuestion>(questions: readonly Q[]): { step: Q | null; questions: Q[] }[] {
  const steps: { step: Q | null; questions: Q[] }[] = [];
  for (const q of questions) {
    if (q.type === 'step') steps.push({ step: q, questions: [] });
    else if (steps.length === 0) steps.push({ step: null, questions: [q] });
    else steps[steps.length - 1].questions.push(q);
  }
  return steps;
}

/**
 * In step mode, where Next goes from step `stepIndex` with the step's answers: the step holding
 * the target of the first rule that matches among its questions (in order), else the next step;
 * null after the last. A disabled step is passed over with its questions, as a disabled question
 * is in single mode.
 */
export function nextStepIndex(questions: readonly PathQuestion[], stepIndex: number, answers: ReadonlyMap<string, unknown>): number | null {
  const steps = stepsOf(questions);
  const current = steps[stepIndex];
  if (!current) return null;
  const shownFrom = (index: number): number | null => {
    let i = index;
    while (i < steps.length && steps[i].step?.disabled) i += 1;
    return i < steps.length ? i : null;
  };
  for (const q of current.questions) {
    if (q.disabled) continue;
    const rule = matchingRule(q, answers.get(q._id));
    if (!rule) continue;
    const target = steps.findIndex((s) => s.step?._id === rule.toQuestion || s.questions.some((x) => x._id === rule.toQuestion));
    if (target > stepIndex) return shownFrom(target);
  }
  return shownFrom(stepIndex + 1);
}

export type PathProblem = 'outside' | 'self' | 'backwards' | 'cycle' | 'not_answered';

export interface PathIssue {
  questionId: string;
  ruleIndex: number;
  problem: PathProblem;
  message: string;
}

const PROBLEM_TEXT: Record<PathProblem, string> = {
  outside: 'A path rule jumps to a question that is not in this job type',
  self: 'A path rule cannot jump to its own question',
  backwards: 'A path rule can only jump forward, to a later question',
  cycle: 'A path rule would make the questionnaire go round in a circle',
  not_answered: 'Only a question that is answered can jump',
};

/**
 * What is wrong with the path rules of a questionnaire (in its sequence): a rule that jumps
 * outside it, to its own question, backwards, from a question nothing answers, or into a cycle.
 * Empty when every rule may be kept.
 */
export function pathIssues(questions: readonly PathQuestion[]): PathIssue[] {
  const position = new Map(questions.map((q, i) => [q._id, i]));
  const issues: PathIssue[] = [];
  const edges = new Map<string, string[]>();
  const issue = (questionId: string, ruleIndex: number, problem: PathProblem) =>
    issues.push({ questionId, ruleIndex, problem, message: PROBLEM_TEXT[problem] });
  questions.forEach((q, i) => {
    const targets: string[] = i + 1 < questions.length ? [questions[i + 1]._id] : [];
    (q.settings.path ?? []).forEach((rule, ruleIndex) => {
      const target = position.get(rule.toQuestion);
      if (!isAnsweredType(q.type)) return issue(q._id, ruleIndex, 'not_answered');
      if (target === undefined) return issue(q._id, ruleIndex, 'outside');
      if (target === i) return issue(q._id, ruleIndex, 'self');
      if (target < i) return issue(q._id, ruleIndex, 'backwards');
      targets.push(rule.toQuestion);
    });
    edges.set(q._id, targets);
  });
  // Forward rules alone cannot close a circle; the check stays so that no later kind of rule can.
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): boolean => {
    if (state.get(id) === 'done') return false;
    if (state.get(id) === 'open') return true;
    state.set(id, 'open');
    const found = (edges.get(id) ?? []).some(visit);
    state.set(id, 'done');
    return found;
  };
  for (const q of questions) {
    if (visit(q._id)) {
      const ruleIndex = Math.max(0, (q.settings.path ?? []).length - 1);
      issue(q._id, ruleIndex, 'cycle');
      break;
    }
  }
  return issues;
}
