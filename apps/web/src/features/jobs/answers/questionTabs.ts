import type { Answer, JobDetail, Question, QuestionType } from '@fieldwork/contracts';

/** The three tabs of the panel's questions (spec 2 section 2). */
export const QUESTION_TABS = ['main', 'projectFields', 'all'] as const;
export type QuestionTab = (typeof QUESTION_TABS)[number];

/** Questions about the project's fields. */
const PROJECT_TYPES: readonly QuestionType[] = ['project_list', 'project_table', 'project_value'];
/** Types nothing is answered to: a step is a heading of the all tab, a message and a summary are left out. */
const SHOWN_NOT_ANSWERED: readonly QuestionType[] = ['step'];
const LEFT_OUT: readonly QuestionType[] = ['message', 'summary'];

/**
 * The questions each tab lists, in order: the main questions of the job type's previewSettings
 * (in their sequence), the questions about project fields, and every question (steps as headings).
 * Disabled questions are left out.
 */
export function questionsOfTab(job: Pick<JobDetail, 'questions' | 'jobType'>, tab: QuestionTab): Question[] {
  const questions = job.questions.filter((q) => !q.disabled && !LEFT_OUT.includes(q.type));
  switch (tab) {
    case 'main': {
      const byId = new Map(questions.map((q) => [q._id, q]));
      return [...job.jobType.settings.previewSettings]
        .sort((a, b) => a.sequence - b.sequence)
        .map((p) => byId.get(p.value))
        .filter((q): q is Question => q !== undefined && !SHOWN_NOT_ANSWERED.includes(q.type));
    }
    case 'projectFields':
      return questions.filter((q) => PROJECT_TYPES.includes(q.type));
    case 'all':
      return questions;
  }
}

/**
 * A question's answers: the answer to it, and those of its repeats ("12", "12_2", "12_3"), in
 * that order. Matched by the question row, or by its number when an answer names only that.
 */
export function answersOf(question: Pick<Question, '_id' | 'ID'>, answers: readonly Answer[]): Answer[] {
  const repeat = (a: Answer) => Number(a.question.split('_')[1] ?? 1);
  return answers
    .filter((a) => a.questionId === question._id || a.question === String(question.ID) || a.question.startsWith(`${question.ID}_`))
    .sort((a, b) => repeat(a) - repeat(b));
}
