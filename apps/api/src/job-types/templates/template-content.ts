import { questionTypeOf, type JobTypeTemplateContent } from '@fieldwork/contracts';

/** The question count of a template's card: the questions one meets, steps (tabs, not questions) aside. */
export function templateQuestionCount(content: Pick<JobTypeTemplateContent, 'questions'>): number {
  return content.questions.filter((q) => questionTypeOf(q.type) !== 'step').length;
}
