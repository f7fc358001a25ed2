import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DATE_KINDS,
  isAnsweredType,
  LENGTH_UNITS,
  parseQuestionSettings,
  pathRuleSchema,
  QUESTION_SETTINGS,
  QUESTION_TYPE_NUMBERS,
  QUESTION_TYPES,
  questionCreateBodySchema,
  questionTypeOf,
  ROLES,
  SYSTEM_LIST_TYPES,
  TEXT_KINDS,
  type QuestionType,
} from '../src';

const ID = '0b6f3b1e-6c1a-4c55-9a55-3a8a3c2b1d11';

// ---------------------------------------------------------------------------------------------
// Arbitraries: settings a builder may send, each valid for its type.

const trimmed = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() === s && s !== '');
const anyText = (max: number) => fc.string({ maxLength: max });

const pathRule = fc.oneof(
  fc.record({ toQuestion: fc.uuid(), value: anyText(40), match: fc.constantFrom('equals', 'any', 'empty') }),
  // As older clients write them: no match, 'any' or an empty value for the two special rules.
  fc.record({ toQuestion: fc.uuid(), value: fc.oneof(anyText(40), fc.integer(), fc.boolean(), fc.constant(null), fc.constant('any')) }, { requiredKeys: ['toQuestion'] }),
);

const permissions = fc.dictionary(
  fc.constantFrom(...ROLES),
  fc.record({ answer: fc.boolean(), viewOwn: fc.boolean(), viewAll: fc.boolean() }, { requiredKeys: [] }),
  { maxKeys: ROLES.length },
);

const COMMON = {
  isMandatory: fc.boolean(),
  allowComment: fc.boolean(),
  responseOptions: fc.array(trimmed(200), { maxLength: 30 }),
  allowAddingFile: fc.boolean(),
  fileIsRequired: fc.boolean(),
  maxFiles: fc.integer({ min: 1, max: 50 }),
  allowTaggingIssue: fc.boolean(),
  signature: fc.boolean(),
  emails: fc.boolean(),
  emailsFromTable: fc.option(anyText(100), { nil: null }),
  tableMailFilter: fc.option(anyText(200), { nil: null }),
  emailsFromSystemList: fc.boolean(),
  path: fc.array(pathRule, { maxLength: 5 }),
  managementNote: anyText(2000),
  permissions,
  markings: fc.boolean(),
  filter: anyText(200),
};

const field = trimmed(100);
const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 });

const OWN: Record<QuestionType, Record<string, fc.Arbitrary<unknown>>> = {
  step: {},
  message: {},
  bool: {},
  rich_text: {},
  image: {},
  ranking: {},
  summary: { questionList: fc.array(fc.uuid(), { maxLength: 10 }) },
  text: { type: fc.constantFrom(...TEXT_KINDS), maxLength: fc.integer({ min: 1, max: 100_000 }), min: finite, max: finite },
  length: { unit: fc.constantFrom(...LENGTH_UNITS), min: fc.double({ noNaN: true, min: 0, max: 1e6 }), max: finite },
  list: {
    childs: fc.uniqueArray(
      fc.record({ value: trimmed(200), caption: anyText(200), file: fc.option(fc.uuid(), { nil: null }) }, { requiredKeys: ['value'] }),
      { maxLength: 20, selector: (c) => c.value.toLowerCase() },
    ),
    multiSelect: fc.boolean(),
    tiledList: fc.boolean(),
    sortAlphabet: fc.boolean(),
    maxSelection: fc.integer({ min: 1, max: 500 }),
  },
  date_time: {
    dateType: fc.constantFrom(...DATE_KINDS),
    isRange: fc.boolean(),
    isPunchClock: fc.boolean(),
    isBlockInspector: fc.boolean(),
    allDays: fc.array(
      fc.record({
        label: trimmed(60),
        value: fc
          .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([h1, m1, h2, m2]) => [h1, m1, h2, m2].map((n) => String(n).padStart(2, '0')).join(':').replace(/^(\d\d:\d\d):/, '$1-')),
      }),
      { maxLength: 10 },
    ),
  },
  project_list: { field, type: fc.constantFrom(1, 2), multiSelect: fc.boolean() },
  project_table: { field, type: fc.constantFrom(1, 2), projectTableType: anyText(100), tableDisplayFilter: fc.option(anyText(200), { nil: null }) },
  project_value: { field },
  system_list: { systemListType: fc.constantFrom(...SYSTEM_LIST_TYPES), group: trimmed(100), multiSelect: fc.boolean() },
  blueprint: { thumbs: fc.boolean() },
  number_stepper: {
    min: fc.integer({ min: -1000, max: 1000 }),
    max: fc.integer({ min: 1001, max: 1_000_000 }),
    step: fc.double({ noNaN: true, min: 0.001, max: 100 }),
  },
};

/** Fields a type needs, without a default. */
const REQUIRED: Partial<Record<QuestionType, string[]>> = { project_list: ['field'], project_table: ['field'], project_value: ['field'] };

/** Settings of `type` that break no rule across fields (those are tested on their own below). */
function validSettings(type: QuestionType): fc.Arbitrary<Record<string, unknown>> {
  const arbitraries: Record<string, fc.Arbitrary<unknown>> = { ...COMMON, ...OWN[type] };
  return fc.record(arbitraries, { requiredKeys: REQUIRED[type] ?? [] }).map((raw) => {
    const s: Record<string, unknown> = { ...raw };
    if (s.fileIsRequired && !s.allowAddingFile) s.allowAddingFile = true;
    if (!isAnsweredType(type)) {
      delete s.isMandatory;
      delete s.path;
    }
    if (type === 'list' && s.maxSelection !== undefined) s.multiSelect = true;
    if (type === 'date_time' && s.isPunchClock) s.isRange = true;
    if (type === 'system_list' && s.systemListType === 'group' && s.group === undefined) s.group = 'Electricians';
    if ((type === 'text' || type === 'length') && typeof s.min === 'number' && typeof s.max === 'number' && s.min > s.max) s.max = s.min;
    return s;
  });
}

const parsed = (type: QuestionType, settings: unknown) => {
  const result = parseQuestionSettings(type, settings);
  if (!result.success) throw new Error(`${type}: ${JSON.stringify(result.issues)}`);
  return result.data as Record<string, unknown>;
};

describe('question settings, one schema per type (spec 2 section 3)', () => {
  it('there is a schema for each of the 17 types', () => {
    expect(QUESTION_TYPES).toHaveLength(17);
    expect(Object.keys(QUESTION_SETTINGS).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  for (const type of QUESTION_TYPES) {
    describe(type, () => {
      it('valid settings parse, and parsing what was parsed changes nothing', () => {
        fc.assert(
          fc.property(validSettings(type), (settings) => {
            const once = parsed(type, settings);
            expect(parsed(type, once)).toEqual(once);
            // What was sent is kept (path rules gain their reading, permissions their defaults).
            for (const key of ['isMandatory', 'allowComment', 'responseOptions', 'managementNote', 'signature'] as const) {
              if (key in settings) expect(once[key]).toEqual(settings[key]);
            }
          }),
          { numRuns: 60 },
        );
      });

      it('defaults fill in what is left out', () => {
        const minimal = Object.fromEntries((REQUIRED[type] ?? []).map((key) => [key, 'budget']));
        const settings = parsed(type, minimal);
        const shape = QUESTION_SETTINGS[type].shape as Record<string, z.ZodType>;
        for (const [key, schema] of Object.entries(shape)) {
          const fallback = schema.safeParse(undefined);
          if (fallback.success && fallback.data !== undefined) expect(settings[key], key).toEqual(fallback.data);
          if (fallback.success && fallback.data === undefined) expect(settings, key).not.toHaveProperty(key);
        }
        expect(settings).toMatchObject({ isMandatory: false, fileIsRequired: false, path: [], permissions: {}, managementNote: '' });
        // No settings at all read as none given.
        if (!REQUIRED[type]) expect(parsed(type, null)).toEqual(settings);
      });

      it('an invalid value is refused with the path of the setting', () => {
        const shape = QUESTION_SETTINGS[type].shape as Record<string, z.ZodType>;
        const keys = Object.keys(shape);
        fc.assert(
          fc.property(validSettings(type), fc.constantFrom(...keys), fc.constantFrom(...WRONG_VALUES), (settings, key, wrong) => {
            fc.pre(!shape[key].safeParse(wrong).success);
            const result = parseQuestionSettings(type, { ...settings, [key]: wrong });
            expect(result.success).toBe(false);
            if (!result.success) expect(result.issues.some((i) => i.path === `settings.${key}` || i.path.startsWith(`settings.${key}.`))).toBe(true);
          }),
          { numRuns: 60 },
        );
      });
    });
  }

  it('settings that are not an object are refused', () => {
    for (const type of QUESTION_TYPES) {
      for (const value of ['mandatory', 3, [], true]) expect(parseQuestionSettings(type, value).success, `${type} ${JSON.stringify(value)}`).toBe(false);
    }
  });
});

/** Values that are wrong for most settings; each is used only where the setting's schema refuses it. */
const WRONG_VALUES: unknown[] = ['☃ no', -1.5, { nested: true }, [{ bad: 1 }], 'x'.repeat(6000), 1e12];

describe('rules across settings (spec 2 section 5)', () => {
  const refusedAt = (type: QuestionType, settings: Record<string, unknown>) => {
    const result = parseQuestionSettings(type, settings);
    return result.success ? [] : result.issues.map((i) => i.path);
  };

  it('a required file needs the file tab, for every type', () => {
    for (const type of QUESTION_TYPES) {
      const base = Object.fromEntries((REQUIRED[type] ?? []).map((key) => [key, 'budget']));
      expect(refusedAt(type, { ...base, fileIsRequired: true })).toContain('settings.fileIsRequired');
      expect(refusedAt(type, { ...base, fileIsRequired: true, allowAddingFile: true })).toEqual([]);
    }
  });

  it('a step, a message and a summary are never mandatory and never jump', () => {
    for (const type of ['step', 'message', 'summary'] as const) {
      expect(refusedAt(type, { isMandatory: true })).toEqual(['settings.isMandatory']);
      expect(refusedAt(type, { path: [{ toQuestion: ID, value: 'any' }] })).toEqual(['settings.path']);
    }
    expect(refusedAt('bool', { isMandatory: true, path: [{ toQuestion: ID, value: 'no' }] })).toEqual([]);
  });

  it('a number stepper: the maximum is more than the minimum, the step more than 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (min, max) => {
        expect(refusedAt('number_stepper', { min, max }).includes('settings.max')).toBe(min >= max);
      }),
    );
    expect(refusedAt('number_stepper', { step: 0 })).toEqual(['settings.step']);
    expect(refusedAt('number_stepper', { step: -1 })).toEqual(['settings.step']);
  });

  it('text and length: the maximum is at least the minimum', () => {
    for (const type of ['text', 'length'] as const) {
      expect(refusedAt(type, { min: 5, max: 4 })).toEqual(['settings.max']);
      expect(refusedAt(type, { min: 5, max: 5 })).toEqual([]);
    }
    expect(refusedAt('length', { min: -1 })).toEqual(['settings.min']);
  });

  it('a list: no choice twice (case aside), and a maximum selection only with multi-select', () => {
    fc.assert(
      fc.property(trimmed(30), fc.integer({ min: 0, max: 4 }), (value, before) => {
        const childs = [...Array.from({ length: before }, (_, i) => ({ value: `choice ${i}` })), { value }, { value: value.toUpperCase() }];
        fc.pre(!/^choice \d$/i.test(value));
        expect(refusedAt('list', { childs })).toEqual([`settings.childs.${before + 1}.value`]);
      }),
    );
    expect(refusedAt('list', { childs: [{ value: ' ' }] })).toEqual(['settings.childs.0.value']);
    expect(refusedAt('list', { maxSelection: 2 })).toEqual(['settings.maxSelection']);
    expect(refusedAt('list', { maxSelection: 2, multiSelect: true })).toEqual([]);
  });

  it('a punch clock is a range; all-day chips read HH:mm-HH:mm', () => {
    expect(refusedAt('date_time', { isPunchClock: true })).toEqual(['settings.isPunchClock']);
    expect(refusedAt('date_time', { isPunchClock: true, isRange: true })).toEqual([]);
    expect(refusedAt('date_time', { allDays: [{ label: 'Morning', value: '7:00-12:00' }] })).toEqual(['settings.allDays.0.value']);
    expect(refusedAt('date_time', { allDays: [{ label: 'Morning', value: '07:00-12:00' }] })).toEqual([]);
  });

  it('a system list of a group names the group; project questions name their field', () => {
    expect(refusedAt('system_list', { systemListType: 'group' })).toEqual(['settings.group']);
    expect(refusedAt('system_list', { systemListType: 'group', group: '  ' })).toEqual(['settings.group']);
    for (const type of ['project_list', 'project_table', 'project_value'] as const) {
      expect(refusedAt(type, {})).toEqual(['settings.field']);
      expect(refusedAt(type, { field: '' })).toEqual(['settings.field']);
    }
  });
});

describe('question type numbers (0 to 16, defined once)', () => {
  it('every number from 0 to 16 names one type, each type once', () => {
    const numbers = Object.values(QUESTION_TYPE_NUMBERS).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(Object.keys(QUESTION_TYPE_NUMBERS).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('a type read by its name, its number or its number as text is the same type', () => {
    for (const type of QUESTION_TYPES) {
      const n = QUESTION_TYPE_NUMBERS[type];
      expect(questionTypeOf(type)).toBe(type);
      expect(questionTypeOf(n)).toBe(type);
      expect(questionTypeOf(String(n))).toBe(type);
    }
  });

  it('anything else names no type', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer().filter((n) => n < 0 || n > 16),
          fc.double().filter((n) => !Number.isInteger(n)),
          fc.string().filter((s) => !(QUESTION_TYPES as readonly string[]).includes(s) && !/^\d{1,2}$/.test(s)),
          fc.constantFrom(null, undefined, true, {}, [], ' 3', 'LIST', '17', '99'),
        ),
        (value) => {
          expect(questionTypeOf(value)).toBeNull();
        },
      ),
    );
  });

  it('a new question may name its type by number; an unknown type is refused at type', () => {
    expect(questionCreateBodySchema.parse({ jobType: ID, type: 14 }).type).toBe('number_stepper');
    expect(questionCreateBodySchema.parse({ jobType: ID, type: '2' }).type).toBe('bool');
    const refused = questionCreateBodySchema.safeParse({ jobType: ID, type: 17 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].path).toEqual(['type']);
  });
});

describe('path rules as older clients write them (spec 2 section 4)', () => {
  const read = (rule: Record<string, unknown>) => pathRuleSchema.parse({ toQuestion: ID, ...rule });

  it("'any' is any non-empty answer; an empty, blank, null or missing value is the empty answer", () => {
    expect(read({ value: 'any' })).toEqual({ toQuestion: ID, value: 'any', match: 'any' });
    for (const value of ['', null, undefined, '   ']) expect(read({ value })).toEqual({ toQuestion: ID, value: '', match: 'empty' });
    expect(read({})).toEqual({ toQuestion: ID, value: '', match: 'empty' });
  });

  it('any other value is compared as text; 0 and false are values', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(50).filter((s) => s.trim() !== '' && s !== 'any'), fc.integer(), fc.boolean()), (value) => {
        expect(read({ value })).toEqual({ toQuestion: ID, value: String(value), match: 'equals' });
      }),
    );
    expect(read({ value: 0 }).value).toBe('0');
    expect(read({ value: false }).value).toBe('false');
  });

  it('a rule that says how it matches is read as it says', () => {
    expect(read({ value: 'any', match: 'equals' })).toEqual({ toQuestion: ID, value: 'any', match: 'equals' });
    expect(read({ value: '', match: 'any' })).toEqual({ toQuestion: ID, value: '', match: 'any' });
  });

  it('a rule needs the question it jumps to, by id', () => {
    for (const rule of [{ value: 'yes' }, { toQuestion: 'q2', value: 'yes' }]) {
      const result = pathRuleSchema.safeParse(rule);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual(['toQuestion']);
    }
    expect(pathRuleSchema.safeParse({ toQuestion: ID, value: 'yes', match: 'sometimes' }).error?.issues[0].path).toEqual(['match']);
  });
});
