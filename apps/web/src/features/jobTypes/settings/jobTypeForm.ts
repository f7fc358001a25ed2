import {
  DEFAULT_JOB_TYPE_SETTINGS,
  JOB_TYPE_TITLE_MAX,
  PREVIEW_QUESTIONS_MAX,
  ROLES,
  isAnsweredType,
  mayCreateJobsOf,
  type JobType,
  type JobTypeCreateBody,
  type Question,
  type QuestionnaireIcon,
  type Role,
} from '@fieldwork/contracts';

/** What the settings screen edits of a job type (spec 2 section 3). */
export interface JobTypeForm {
  title: string;
  icon: QuestionnaireIcon;
  description: string;
  isDisabled: boolean;
  allowAddToSummary: boolean;
  answerLocation: boolean;
  stepperRTL: boolean;
  /** Whether each role may create jobs of the type: staff by default, clients only when allowed. */
  mayCreate: Record<Role, boolean>;
  /** The main questions (previewSettings), by _id, in order. */
  mainQuestions: string[];
  /** The required skills, by id. */
  skills: string[];
}

/** The contracts' title messages (jobTypeTitleSchema's), word for word. */
export const TITLE_MESSAGES = {
  required: 'A job type needs a title',
  tooLong: `A title is at most ${JOB_TYPE_TITLE_MAX} characters`,
} as const;
export const MAIN_QUESTIONS_MESSAGE = `At most ${PREVIEW_QUESTIONS_MAX} main questions`;

export type JobTypeFormField = 'title' | 'icon' | 'description' | 'mainQuestions' | 'permissions' | 'skills';
export type JobTypeFormErrors = Partial<Record<JobTypeFormField, string>>;

/** The questions that may be main questions: those answered (a step, a message or a summary has no answer to show). */
export function mainQuestionChoices(questions: readonly Question[]): Question[] {
  return questions.filter((q) => isAnsweredType(q.type));
}

/** The form of a job type, or of a new one. Main questions that are gone (or not answered) are left out. */
export function formOf(jobType: JobType | null): JobTypeForm {
  const settings = jobType?.settings ?? DEFAULT_JOB_TYPE_SETTINGS;
  const answered = new Set(mainQuestionChoices(jobType?.questions ?? []).map((q) => q._id));
  return {
    title: jobType?.title ?? '',
    icon: jobType?.icon ?? 'assignment',
    description: settings.description,
    isDisabled: settings.isDisabled,
    allowAddToSummary: settings.allowAddToSummary,
    answerLocation: settings.answerLocation,
    stepperRTL: settings.stepperRTL,
    mayCreate: Object.fromEntries(ROLES.map((role) => [role, mayCreateJobsOf(settings, role)])) as Record<Role, boolean>,
    mainQuestions: [...settings.previewSettings]
      .sort((a, b) => a.sequence - b.sequence)
      .map((p) => p.value)
      .filter((id) => answered.has(id)),
    skills: (jobType?.requiredSkills ?? []).map((s) => s._id),
  };
}

/** The body of POST /v2/jobtype and PUT /v2/jobtype/{id}: every setting the screen holds, each role's entry spelt out. */
export function bodyOf(form: JobTypeForm): JobTypeCreateBody {
  return {
    title: form.title.trim(),
    icon: form.icon,
    settings: {
      description: form.description,
      isDisabled: form.isDisabled,
      allowAddToSummary: form.allowAddToSummary,
      answerLocation: form.answerLocation,
      stepperRTL: form.stepperRTL,
      previewSettings: form.mainQuestions.map((value, sequence) => ({ value, sequence })),
      permissions: Object.fromEntries(ROLES.map((role) => [role, { create: form.mayCreate[role] }])),
    },
  };
}

/** Whether two forms would send the same job type body (the skills go by another call). */
export function sameJobType(a: JobTypeForm, b: JobTypeForm): boolean {
  return JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));
}

export function sameSkills(a: JobTypeForm, b: JobTypeForm): boolean {
  return JSON.stringify([...a.skills].sort()) === JSON.stringify([...b.skills].sort());
}

/** What is wrong before anything is sent, in the server's own words (the catalogue translates them). */
export function formErrors(form: JobTypeForm): JobTypeFormErrors {
  const errors: JobTypeFormErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = TITLE_MESSAGES.required;
  else if (title.length > JOB_TYPE_TITLE_MAX) errors.title = TITLE_MESSAGES.tooLong;
  if (form.mainQuestions.length > PREVIEW_QUESTIONS_MAX) errors.mainQuestions = MAIN_QUESTIONS_MESSAGE;
  return errors;
}

/** The form field a server issue's path names ("title", "settings.previewSettings.3.value"...), or null. */
export function fieldOfPath(path: string): JobTypeFormField | null {
  const [head, second] = path.split('.');
  if (head === 'title' || head === 'icon') return head;
  if (head === 'skills') return 'skills';
  if (head !== 'settings') return null;
  if (second === 'description') return 'description';
  if (second === 'previewSettings') return 'mainQuestions';
  if (second === 'permissions') return 'permissions';
  return null;
}
