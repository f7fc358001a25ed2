import type { ToggleKey } from './toggles';

/**
 * The question types, their numbers and the apps they belong to: plain values without zod, so
 * the access policy (in every screen's first load) can read them without the question model's
 * schemas (questions.ts), which only the builder and the answering screens load.
 */

/**
 * Every question type. `step` divides a questionnaire into tabbed steps and `message` and
 * `summary` only show something; the rest are answered.
 */
export const QUESTION_TYPES = [
  'step',
  'text',
  'bool',
  'list',
  'date_time',
  'image',
  'rich_text',
  'length',
  'message',
  'project_list',
  'project_table',
  'project_value',
  'system_list',
  'blueprint',
  'number_stepper',
  'ranking',
  'summary',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * The type numbers 1 to 16 of spec 2 section 3, defined here once: a client may send a type as
 * its name or its number, and every question answers with both. A step is 0: it divides a
 * questionnaire, it is not a question one answers. Documented in docs/api.md.
 */
export const QUESTION_TYPE_NUMBERS: Readonly<Record<QuestionType, number>> = {
  step: 0,
  text: 1,
  bool: 2,
  list: 3,
  date_time: 4,
  image: 5,
  rich_text: 6,
  length: 7,
  message: 8,
  project_list: 9,
  project_table: 10,
  project_value: 11,
  system_list: 12,
  blueprint: 13,
  number_stepper: 14,
  ranking: 15,
  summary: 16,
};

const TYPE_BY_NUMBER = new Map(Object.entries(QUESTION_TYPE_NUMBERS).map(([type, n]) => [n, type as QuestionType]));

/** The type a name or a number names, or null. */
export function questionTypeOf(value: unknown): QuestionType | null {
  if (typeof value === 'number') return TYPE_BY_NUMBER.get(value) ?? null;
  if (typeof value === 'string') {
    if ((QUESTION_TYPES as readonly string[]).includes(value)) return value as QuestionType;
    if (/^\d{1,2}$/.test(value)) return TYPE_BY_NUMBER.get(Number(value)) ?? null;
  }
  return null;
}

/** Types that only show or divide: nothing is answered, so they are never mandatory and carry no path rules. */
export const UNANSWERED_TYPES: readonly QuestionType[] = ['step', 'message', 'summary'];
export function isAnsweredType(type: QuestionType): boolean {
  return !UNANSWERED_TYPES.includes(type);
}

/** The app a type belongs to: with it off, the builder offers and the server accepts no new question of that type. */
export const QUESTION_TYPE_APPS: Partial<Record<QuestionType, ToggleKey>> = {
  step: 'steps',
  blueprint: 'blueprints',
  project_list: 'projects',
  project_table: 'projects',
  project_value: 'projects',
};

/** Icons a step or a job type may show: names the web maps to its icon set. */
export const QUESTIONNAIRE_ICONS = [
  'assignment',
  'checklist',
  'home',
  'apartment',
  'construction',
  'build',
  'engineering',
  'electrical',
  'plumbing',
  'water',
  'fire',
  'fire_extinguisher',
  'safety',
  'health',
  'warning',
  'camera',
  'signature',
  'calendar',
  'clock',
  'location',
  'blueprint',
  'inventory',
  'truck',
  'cleaning',
  'key',
  'star',
] as const;
export type QuestionnaireIcon = (typeof QUESTIONNAIRE_ICONS)[number];
