import { DEFAULT_JOB_TYPE_SETTINGS, QUESTION_TYPE_NUMBERS, type JobType, type Question, type QuestionType } from '@fieldwork/contracts';
import { settingsForType } from './questionDraft';

export const JOB_TYPE_ID = '0b9f5c8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

/** A question id the contracts accept (path rules name questions by uuid). */
export function questionId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** A question as GET /v2/jobtype/{id} answers it, with its type's default settings. */
export function makeQuestion(n: number, type: QuestionType, title: string, overrides: Partial<Question> = {}): Question {
  const _id = questionId(n);
  return {
    _id,
    id: _id,
    ID: n,
    jobType: JOB_TYPE_ID,
    type,
    typeNumber: QUESTION_TYPE_NUMBERS[type],
    title,
    sequence: n - 1,
    root: null,
    is_global: false,
    childrenCount: 0,
    settings: settingsForType(type, {}) as Question['settings'],
    revision: 1,
    backgroundMobileUrl: null,
    backgroundDesktopUrl: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    description: '',
    disabled: false,
    isClientVisible: false,
    fileRequired: false,
    stepIcon: null,
    withBackground: false,
    backgroundMobile: null,
    backgroundDesktop: null,
    darkMode: false,
    ...overrides,
  };
}

export function makeJobType(questions: Question[], overrides: Partial<JobType> = {}): JobType {
  return {
    _id: JOB_TYPE_ID,
    id: JOB_TYPE_ID,
    title: 'Apartment handover',
    icon: 'apartment',
    settings: DEFAULT_JOB_TYPE_SETTINGS,
    requiredSkills: [],
    questionsCount: questions.length,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    questions: questions.map((q, sequence) => ({ ...q, sequence })) as JobType['questions'],
    ...overrides,
  };
}
