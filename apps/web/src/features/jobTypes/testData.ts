import {
  DEFAULT_JOB_TYPE_SETTINGS,
  QUESTION_SETTINGS,
  QUESTION_TYPE_NUMBERS,
  type JobType,
  type JobTypeSettings,
  type JobTypeTemplateCard,
  type Question,
  type QuestionType,
} from '@fieldwork/contracts';

let next = 1;

/** A uuid-shaped id from a short name, so tests read "q-1" but the shapes stay valid. */
export function uuidOf(name: string): string {
  const hex = [...name].map((c) => c.charCodeAt(0).toString(16)).join('').padEnd(12, '0').slice(0, 12);
  return `00000000-0000-4000-8000-${hex}`;
}

/** A question as the API answers it: its type's settings parsed (defaults filled), then `settings` over them. */
export function makeQuestion(type: QuestionType, overrides: Partial<Omit<Question, 'settings'>> & { settings?: Record<string, unknown> } = {}): Question {
  const { settings = {}, ...rest } = overrides;
  const id = rest._id ?? uuidOf(`q${next}`);
  const n = next++;
  const fieldDefaults = type.startsWith('project_') ? { field: 'materials' } : {};
  return {
    _id: id,
    id,
    ID: n,
    jobType: uuidOf('jt1'),
    type,
    typeNumber: QUESTION_TYPE_NUMBERS[type],
    title: `${type} question`,
    sequence: n,
    root: null,
    is_global: false,
    childrenCount: 0,
    // What the server adds beside the parsed settings (list images' signed links) stays.
    settings: { ...QUESTION_SETTINGS[type].parse({ ...fieldDefaults, ...settings }), ...settings } as Question['settings'],
    revision: 1,
    backgroundMobileUrl: null,
    backgroundDesktopUrl: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    description: '',
    disabled: false,
    isClientVisible: false,
    fileRequired: false,
    stepIcon: null,
    withBackground: false,
    backgroundMobile: null,
    backgroundDesktop: null,
    darkMode: false,
    ...rest,
  };
}

export function makeJobType(
  id: string,
  title: string,
  { settings = {}, questions = [], ...rest }: Partial<Omit<JobType, 'settings'>> & { settings?: Partial<JobTypeSettings> } = {},
): JobType {
  return {
    _id: id,
    id,
    title,
    icon: 'assignment',
    settings: { ...DEFAULT_JOB_TYPE_SETTINGS, ...settings },
    requiredSkills: [],
    questionsCount: questions.length,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    questions,
    ...rest,
  };
}

export function makeTemplateCard(id: string, title: string, overrides: Partial<JobTypeTemplateCard> = {}): JobTypeTemplateCard {
  return {
    _id: id,
    title,
    description: '',
    icon: 'checklist',
    questionCount: 5,
    language: null,
    starter: false,
    canBeDeleted: true,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const noNotifications = { docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 };
