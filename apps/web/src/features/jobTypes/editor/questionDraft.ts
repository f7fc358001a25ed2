import {
  commonSettingsShape,
  isAnsweredType,
  QUESTION_SETTINGS,
  type Question,
  type QuestionnaireIcon,
  type QuestionType,
  type QuestionUpdateBody,
} from '@fieldwork/contracts';

/** A question's settings as the editor holds them: whatever the type's schema reads, not yet checked. */
export type SettingsDraft = Record<string, unknown>;

/** What the editor changes of one question: everything PUT /v2/question/{id} takes but its place. */
export interface QuestionDraft {
  type: QuestionType;
  title: string;
  description: string;
  is_global: boolean;
  disabled: boolean;
  isClientVisible: boolean;
  stepIcon: QuestionnaireIcon | null;
  withBackground: boolean;
  backgroundMobile: string | null;
  backgroundDesktop: string | null;
  darkMode: boolean;
  settings: SettingsDraft;
}

/** The draft's properties besides its type and settings. */
export const LOOK_KEYS = [
  'title',
  'description',
  'is_global',
  'disabled',
  'isClientVisible',
  'stepIcon',
  'withBackground',
  'backgroundMobile',
  'backgroundDesktop',
  'darkMode',
] as const;
export type LookKey = (typeof LOOK_KEYS)[number];

export function draftOf(question: Question): QuestionDraft {
  return {
    type: question.type,
    title: question.title,
    description: question.description,
    is_global: question.is_global,
    disabled: question.disabled,
    isClientVisible: question.isClientVisible,
    stepIcon: question.stepIcon,
    withBackground: question.withBackground,
    backgroundMobile: question.backgroundMobile,
    backgroundDesktop: question.backgroundDesktop,
    darkMode: question.darkMode,
    settings: question.settings as SettingsDraft,
  };
}

export type DraftAction =
  | { kind: 'look'; key: LookKey; value: QuestionDraft[LookKey] }
  /** Sets one setting; `undefined` removes it (an emptied number field). */
  | { kind: 'setting'; key: string; value: unknown }
  | { kind: 'type'; type: QuestionType }
  | { kind: 'reset'; draft: QuestionDraft };

/**
 * The editor's changes. A change of the title keeps the settings object as it was, so the
 * sections that only read settings are not drawn again while someone types.
 */
export function draftReducer(draft: QuestionDraft, action: DraftAction): QuestionDraft {
  switch (action.kind) {
    case 'look':
      return Object.is(draft[action.key], action.value) ? draft : { ...draft, [action.key]: action.value };
    case 'setting': {
      const settings = { ...draft.settings };
      if (action.value === undefined) delete settings[action.key];
      else settings[action.key] = action.value;
      return { ...draft, settings };
    }
    case 'type':
      return action.type === draft.type ? draft : { ...draft, type: action.type, settings: settingsForType(action.type, draft.settings) };
    case 'reset':
      return action.draft;
  }
}

const COMMON_KEYS = Object.keys(commonSettingsShape);

/**
 * The settings a question has after its type changes: the settings every type carries stay
 * (less being mandatory and jumping, for a type nothing answers), the new type's own settings
 * start at their defaults, and the old type's own settings go.
 */
export function settingsForType(type: QuestionType, current: SettingsDraft): SettingsDraft {
  const shape = QUESTION_SETTINGS[type].shape as Record<string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }>;
  const next: SettingsDraft = {};
  for (const [key, schema] of Object.entries(shape)) {
    if (COMMON_KEYS.includes(key) && current[key] !== undefined) {
      next[key] = current[key];
      continue;
    }
    const fallback = schema.safeParse(undefined);
    if (fallback.success && fallback.data !== undefined) next[key] = fallback.data;
  }
  if (!isAnsweredType(type)) {
    next.isMandatory = false;
    next.path = [];
  }
  return next;
}

/** Structural equality of JSON-like values (settings, rule lists). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  const left = Object.entries(a as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const right = b as Record<string, unknown>;
  const rightCount = Object.values(right).filter((v) => v !== undefined).length;
  return left.length === rightCount && left.every(([key, value]) => sameValue(value, right[key]));
}

/**
 * The PUT body of what changed: a property left out keeps its value on the server, and the
 * settings go whole once any of them changed (the server replaces them whole). `fileRequired`
 * follows settings.fileIsRequired, as the reply carries both spellings.
 */
export function changedBody(saved: QuestionDraft, draft: QuestionDraft): QuestionUpdateBody {
  const body: QuestionUpdateBody = {};
  if (draft.type !== saved.type) body.type = draft.type;
  for (const key of LOOK_KEYS) {
    if (!Object.is(draft[key], saved[key])) (body as Record<string, unknown>)[key] = draft[key];
  }
  if (draft.settings !== saved.settings && !sameValue(draft.settings, saved.settings)) {
    body.settings = draft.settings;
    const required = Boolean(draft.settings.fileIsRequired);
    if (required !== Boolean(saved.settings.fileIsRequired)) body.fileRequired = required;
  }
  return body;
}

export function isDirty(saved: QuestionDraft, draft: QuestionDraft): boolean {
  return saved !== draft && Object.keys(changedBody(saved, draft)).length > 0;
}

/** The question as it would read once saved: the preview shows the draft. */
export function questionWithDraft(question: Question, draft: QuestionDraft): Question {
  return { ...question, ...draft, fileRequired: Boolean(draft.settings.fileIsRequired), settings: draft.settings as Question['settings'] };
}
