import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAnsweredType,
  isEmptyAnswer,
  matchingRule,
  nextQuestionId,
  nextStepIndex,
  PATH_MATCHES,
  pathIssues,
  QUESTION_TYPES,
  ruleMatches,
  stepsOf,
  type PathMatch,
  type PathQuestion,
  type PathRule,
  type QuestionType,
} from '../src';

// ---------------------------------------------------------------------------------------------
// Arbitraries: questionnaires, their rules and their answers.

/** Values rules compare with, and answers drawn from the same pool so that rules do match. */
const VALUES = ['yes', 'no', 'Yes ', '0', 'false', 'a', 'b'];
const answer: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...VALUES),
  fc.constantFrom(null, undefined, '', '  ', 0, 1, false, true, [], ['a', 'b'], ['no'], { from: null, to: null, date: null }, { value: 'yes' }),
  fc.string({ maxLength: 5 }),
);
const ruleShape = fc.record({ match: fc.constantFrom<PathMatch>(...PATH_MATCHES), value: fc.constantFrom(...VALUES) });

interface Draft {
  type: QuestionType;
  disabled: boolean;
  /** Rules as offsets forward from the question (1 the next one). */
  rules: { offset: number; match: PathMatch; value: string }[];
}

const draft = fc.record({
  type: fc.constantFrom(...QUESTION_TYPES),
  // About one question in five is disabled.
  disabled: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  rules: fc.array(fc.record({ offset: fc.integer({ min: 1, max: 30 }), match: ruleShape.map((r) => r.match), value: ruleShape.map((r) => r.value) }), { maxLength: 3 }),
});

const idOf = (i: number) => `q${i}`;

/** A questionnaire whose rules all jump forward, from questions that are answered. */
const forwardQuestionnaire: fc.Arbitrary<PathQuestion[]> = fc.array(draft, { minLength: 1, maxLength: 40 }).map((drafts: Draft[]) =>
  drafts.map((d, i) => ({
    _id: idOf(i),
    type: d.type,
    disabled: d.disabled,
    settings: {
      path: isAnsweredType(d.type)
        ? d.rules.filter((r) => i + r.offset < drafts.length).map((r) => ({ toQuestion: idOf(i + r.offset), match: r.match, value: r.value }))
        : [],
    },
  })),
);

const answersFor = (questions: readonly PathQuestion[]) =>
  fc.array(answer, { minLength: questions.length, maxLength: questions.length }).map((values) => new Map(questions.map((q, i) => [q._id, values[i]])));

const withAnswers = forwardQuestionnaire.chain((questions) => answersFor(questions).map((answers) => ({ questions, answers })));

// ---------------------------------------------------------------------------------------------

describe('the path check (the builder and the server refuse what it reports)', () => {
  it('a questionnaire whose rules jump forward from answered questions has no issue', () => {
    fc.assert(
      fc.property(forwardQuestionnaire, (questions) => {
        expect(pathIssues(questions)).toEqual([]);
      }),
    );
  });

  it('a rule that jumps backwards, to its own question or outside the job type is reported, with its index', () => {
    const bad = forwardQuestionnaire
      .filter((qs) => qs.some((q) => isAnsweredType(q.type)))
      .chain((questions) => {
        const answered = questions.map((q, i) => i).filter((i) => isAnsweredType(questions[i].type));
        return fc.record({
          questions: fc.constant(questions),
          at: fc.constantFrom(...answered),
          kind: fc.constantFrom('backwards', 'self', 'outside'),
          slot: fc.nat(),
          back: fc.nat(),
          match: fc.constantFrom<PathMatch>(...PATH_MATCHES),
        });
      })
      .filter(({ at, kind }) => kind !== 'backwards' || at > 0);
    fc.assert(
      fc.property(bad, ({ questions, at, kind, slot, back, match }) => {
        const target = kind === 'self' ? idOf(at) : kind === 'outside' ? 'elsewhere' : idOf(back % at);
        const path = [...(questions[at].settings.path ?? [])];
        const ruleIndex = slot % (path.length + 1);
        path.splice(ruleIndex, 0, { toQuestion: target, value: 'yes', match });
        const changed = questions.map((q, i) => (i === at ? { ...q, settings: { path } } : q));
        expect(pathIssues(changed)).toEqual([{ questionId: idOf(at), ruleIndex, problem: kind, message: expect.any(String) }]);
      }),
    );
  });

  it('a rule on a question nothing answers is reported, whatever it points at', () => {
    for (const type of QUESTION_TYPES.filter((t) => !isAnsweredType(t))) {
      const questions: PathQuestion[] = [
        { _id: 'a', type, settings: { path: [{ toQuestion: 'b', value: '', match: 'any' }] } },
        { _id: 'b', type: 'text', settings: {} },
      ];
      expect(pathIssues(questions)).toMatchObject([{ questionId: 'a', ruleIndex: 0, problem: 'not_answered' }]);
    }
  });

  it('the messages are the words the builder shows', () => {
    const questions: PathQuestion[] = [
      { _id: 'a', type: 'bool', settings: { path: [{ toQuestion: 'a', value: 'no', match: 'equals' }] } },
      { _id: 'b', type: 'bool', settings: { path: [{ toQuestion: 'a', value: 'no', match: 'equals' }, { toQuestion: 'z', value: 'no', match: 'equals' }] } },
    ];
    expect(pathIssues(questions).map((i) => [i.questionId, i.ruleIndex, i.message])).toEqual([
      ['a', 0, 'A path rule cannot jump to its own question'],
      ['b', 0, 'A path rule can only jump forward, to a later question'],
      ['b', 1, 'A path rule jumps to a question that is not in this job type'],
    ]);
  });
});

describe('where a questionnaire goes after an answer (one question at a time)', () => {
  it('walking from the first question ends, always forward, never on a disabled question', () => {
    fc.assert(
      fc.property(withAnswers, ({ questions, answers }) => {
        const position = new Map(questions.map((q, i) => [q._id, i]));
        let current: string | null = questions.find((q) => !q.disabled)?._id ?? null;
        let steps = 0;
        while (current !== null) {
          const next = nextQuestionId(questions, current, answers.get(current));
          if (next !== null) {
            expect(position.get(next)!).toBeGreaterThan(position.get(current)!);
            expect(questions[position.get(next)!].disabled).toBe(false);
          }
          current = next;
          steps += 1;
          expect(steps).toBeLessThanOrEqual(questions.length);
        }
      }),
    );
  });

  it("goes to the first matching rule's question, else to the next; disabled ones are passed over", () => {
    fc.assert(
      fc.property(withAnswers, fc.nat(), ({ questions, answers }, pick) => {
        const index = pick % questions.length;
        const current = questions[index];
        const rule = matchingRule(current, answers.get(current._id));
        const from = rule ? questions.findIndex((q) => q._id === rule.toQuestion) : index + 1;
        const expected = questions.slice(from).find((q) => !q.disabled)?._id ?? null;
        expect(nextQuestionId(questions, current._id, answers.get(current._id))).toBe(expected);
      }),
    );
  });

  it('a rule that points backwards or nowhere is not followed', () => {
    const questions: PathQuestion[] = [
      { _id: 'a', type: 'text', settings: {} },
      { _id: 'b', type: 'bool', settings: { path: [{ toQuestion: 'a', value: 'no', match: 'equals' }, { toQuestion: 'zz', value: 'no', match: 'equals' }] } },
      { _id: 'c', type: 'text', settings: {} },
    ];
    expect(nextQuestionId(questions, 'b', 'no')).toBe('c');
    expect(nextQuestionId(questions, 'c', 'x')).toBeNull();
    expect(nextQuestionId(questions, 'unknown', 'x')).toBeNull();
  });

  it('"Hazards found?" no jumps to the sign-off, yes goes on', () => {
    const questions: PathQuestion[] = [
      { _id: 'hazards', type: 'bool', settings: { path: [{ toQuestion: 'signoff', value: 'false', match: 'equals' }] } },
      { _id: 'describe', type: 'text', settings: {} },
      { _id: 'photos', type: 'image', settings: {} },
      { _id: 'signoff', type: 'text', settings: {} },
    ];
    expect(nextQuestionId(questions, 'hazards', false)).toBe('signoff');
    expect(nextQuestionId(questions, 'hazards', true)).toBe('describe');
    expect(nextQuestionId(questions, 'hazards', null)).toBe('describe');
  });
});

describe('matching an answer with a rule (spec 2 sections 4 and 5)', () => {
  const rule = (match: PathMatch, value = ''): PathRule => ({ toQuestion: 'q', value, match });
  const answers = fc.oneof(answer, fc.anything(), fc.record({ from: fc.option(fc.string()), to: fc.option(fc.string()), date: fc.option(fc.string()) }));

  it("'empty' matches exactly the empty answers and 'any' exactly the others", () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(...VALUES, ''), (value, ruleValue) => {
        expect(ruleMatches(rule('empty', ruleValue), value)).toBe(isEmptyAnswer(value));
        expect(ruleMatches(rule('any', ruleValue), value)).toBe(!isEmptyAnswer(value));
      }),
    );
  });

  it('0 and false are answers; nothing, blanks, empty lists and a date with no from, to or date are not', () => {
    for (const value of [0, false, '0', 'false', [0], { value: 0 }, { from: null, to: null, date: '2026-01-01' }]) expect(isEmptyAnswer(value), JSON.stringify(value)).toBe(false);
    for (const value of [null, undefined, '', '   ', [], [null, ''], { value: '' }, {}, { from: null, to: null, date: null }, Number.NaN]) {
      expect(isEmptyAnswer(value), String(JSON.stringify(value))).toBe(true);
    }
    expect(ruleMatches(rule('equals', '0'), 0)).toBe(true);
    expect(ruleMatches(rule('equals', 'false'), false)).toBe(true);
    expect(ruleMatches(rule('any'), 0)).toBe(true);
    expect(ruleMatches(rule('any'), false)).toBe(true);
  });

  it('an exact value matches case and surrounding spaces aside, and a list answer containing it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''), fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }), (value, others) => {
        expect(ruleMatches(rule('equals', value), ` ${value.toUpperCase()} `)).toBe(value.trim().toUpperCase().toLowerCase() === value.trim().toLowerCase());
        expect(ruleMatches(rule('equals', value), [...others, value])).toBe(true);
        expect(ruleMatches(rule('equals', value), { value })).toBe(true);
      }),
    );
    expect(ruleMatches(rule('equals', 'yes'), 'no')).toBe(false);
    expect(ruleMatches(rule('equals', 'yes'), null)).toBe(false);
  });

  it('a blank exact value asks for an empty answer, as an empty rule does', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom('', ' ', '\t'), (value, blank) => {
        expect(ruleMatches(rule('equals', blank), value)).toBe(isEmptyAnswer(value));
      }),
    );
  });
});

describe('steps (step mode)', () => {
  /** Any rules at all, backwards ones too: Next must still only go forward. */
  const anyQuestionnaire = fc
    .array(fc.record({ type: fc.constantFrom<QuestionType>('step', 'step', ...QUESTION_TYPES), disabled: fc.boolean(), rules: fc.array(fc.record({ to: fc.nat(), match: fc.constantFrom<PathMatch>(...PATH_MATCHES), value: fc.constantFrom(...VALUES) }), { maxLength: 3 }) }), { minLength: 1, maxLength: 30 })
    .map((drafts) =>
      drafts.map((d, i): PathQuestion => ({
        _id: idOf(i),
        type: d.type,
        disabled: d.disabled,
        settings: { path: d.rules.map((r) => ({ toQuestion: idOf(r.to % (drafts.length + 2)), match: r.match, value: r.value })) },
      })),
    );

  it('Next goes only forward, to a later step that is not disabled, or to the end after the last shown one', () => {
    fc.assert(
      fc.property(anyQuestionnaire.chain((questions) => fc.record({ questions: fc.constant(questions), answers: answersFor(questions), at: fc.nat() })), ({ questions, answers, at }) => {
        const count = stepsOf(questions).length;
        const stepIndex = at % count;
        const next = nextStepIndex(questions, stepIndex, answers);
        const steps = stepsOf(questions);
        const shownFrom = (from: number) => steps.some((s, i) => i >= from && !s.step?.disabled);
        // Null only when every later step is disabled (or there is none), or when a rule of this
        // step jumps to a step from which every step is disabled: it passes over them to the end.
        const jumps = steps[stepIndex].questions
          .filter((q) => !q.disabled)
          .map((q) => matchingRule(q, answers.get(q._id)))
          .map((rule) => (rule ? steps.findIndex((s) => s.step?._id === rule.toQuestion || s.questions.some((x) => x._id === rule.toQuestion)) : -1))
          .filter((target) => target > stepIndex);
        expect(next === null).toBe(!shownFrom(jumps[0] ?? stepIndex + 1));
        // Without a jump, Next is the first later step that is shown.
        if (jumps.length === 0 && shownFrom(stepIndex + 1)) expect(next).toBe(steps.findIndex((s, i) => i > stepIndex && !s.step?.disabled));
        if (next !== null) {
          expect(next).toBeGreaterThan(stepIndex);
          expect(next).toBeLessThan(count);
          expect(steps[next].step?.disabled ?? false).toBe(false);
        }
        expect(nextStepIndex(questions, count, answers)).toBeNull();
      }),
    );
  });

  it('each step holds the questions after it up to the next step; questions before the first step make a step of their own', () => {
    fc.assert(
      fc.property(anyQuestionnaire, (questions) => {
        const steps = stepsOf(questions);
        expect(steps.flatMap((s) => (s.step ? [s.step, ...s.questions] : s.questions))).toEqual(questions);
        steps.forEach((s, i) => {
          expect(s.questions.every((q) => q.type !== 'step')).toBe(true);
          if (i > 0) expect(s.step).not.toBeNull();
        });
      }),
    );
  });

  it('a matching rule jumps to the step holding its question; a rule of a disabled question is not followed', () => {
    const q = (id: string, type: QuestionType, path: PathRule[] = [], disabled = false): PathQuestion => ({ _id: id, type, disabled, settings: { path } });
    const questions = [
      q('s1', 'step'),
      q('hazards', 'bool', [{ toQuestion: 'sign', value: 'false', match: 'equals' }]),
      q('s2', 'step'),
      q('describe', 'text'),
      q('s3', 'step'),
      q('sign', 'text'),
    ];
    expect(nextStepIndex(questions, 0, new Map([['hazards', false]]))).toBe(2);
    expect(nextStepIndex(questions, 0, new Map([['hazards', true]]))).toBe(1);
    expect(nextStepIndex(questions, 2, new Map())).toBeNull();
    const disabled = questions.map((x) => (x._id === 'hazards' ? { ...x, disabled: true } : x));
    expect(nextStepIndex(disabled, 0, new Map([['hazards', false]]))).toBe(1);
    // A disabled step is passed over with its questions.
    const stepOff = questions.map((x) => (x._id === 's2' ? { ...x, disabled: true } : x));
    expect(nextStepIndex(stepOff, 0, new Map([['hazards', true]]))).toBe(2);
    expect(nextStepIndex(questions.map((x) => (x._id === 's3' ? { ...x, disabled: true } : x)), 1, new Map())).toBeNull();
  });
});
