import type { z } from 'zod';
import type { JobTypeTemplateContent, QUESTION_SETTINGS, QuestionnaireIcon, QuestionType, TemplateQuestion } from '@fieldwork/contracts';

/**
 * The starter templates are written once with every text in English and Hebrew side by side, so
 * that the two languages cannot drift apart in keys, settings or rules; `inLanguage` picks one.
 */
export interface Both {
  readonly en: string;
  readonly he: string;
}
export type TemplateLanguage = keyof Both;

export const both = (en: string, he: string): Both => ({ en, he });

/** A shape whose texts may be given in both languages. */
export type Localisable<T> = T extends string
  ? T | Both
  : T extends readonly (infer U)[]
    ? Localisable<U>[]
    : T extends object
      ? { [K in keyof T]: Localisable<T[K]> }
      : T;

export type StarterSource = Localisable<Omit<JobTypeTemplateContent, 'questions'>> & { questions: StarterQuestion[] };
type StarterQuestion = Localisable<TemplateQuestion>;

type SettingsOf<T extends QuestionType> = Localisable<z.input<(typeof QUESTION_SETTINGS)[T]>>;

interface Look {
  description?: Both;
  /** Clients (a buyer, a customer) see the question and its answer. */
  isClientVisible?: boolean;
  stepIcon?: QuestionnaireIcon;
}

/** A question of a starter template: its key (what path rules and main questions name), type, title and settings. */
export function question<T extends QuestionType>(type: T, key: string, title: Both, settings?: SettingsOf<T>, look: Look = {}): StarterQuestion {
  return { key, type, title, settings: (settings ?? {}) as Record<string, unknown>, ...look };
}

/** A step: a tab of the questionnaire with an icon. */
export function step(key: string, title: Both, stepIcon: QuestionnaireIcon, description?: Both): StarterQuestion {
  return question('step', key, title, undefined, { stepIcon, ...(description ? { description } : {}) });
}

/** List choices from their texts. */
export function choices(...values: Both[]): { value: Both }[] {
  return values.map((value) => ({ value }));
}

/** A path rule: an answer equal to `value` ('false' for a No) jumps to the question `to`. */
export function jumpWhen(value: string | Both, to: string): { toQuestion: string; value: string | Both; match: 'equals' } {
  return { toQuestion: to, value, match: 'equals' };
}

/** The comment tab with quick replies, as inspectors use it on a check that fails. */
export function commentWith(...responseOptions: Both[]) {
  return { allowComment: true, responseOptions };
}

/** An answer that can be tagged as an issue (moving the job to review), with photos. */
export const issueWithPhotos = { allowTaggingIssue: true, allowAddingFile: true } as const;

function isBoth(value: unknown): value is Both {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Both).en === 'string' && typeof (value as Both).he === 'string';
}

/** The source with every text in `language`. */
export function inLanguage(value: unknown, language: TemplateLanguage): unknown {
  if (isBoth(value)) return value[language];
  if (Array.isArray(value)) return value.map((v) => inLanguage(v, language));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLanguage(v, language)]));
  return value;
}
