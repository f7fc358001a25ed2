import type { JobType, Question } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { answers } from '../db/schema';

/** An answer as the demo gives it: the question by its starter template key. */
export interface DemoAnswer {
  key: string;
  value: unknown;
  comment?: string;
  isIssue?: boolean;
}

/**
 * Writes a job's answers in the tenant's scope, as its answerer gave them at `answeredAt`. The
 * demo seed's stand-in until the answering issue's service exists: each answer names its question
 * by number at its current revision, as the jobs and the PDF read them, and keeps to what its
 * question allows (a list's own choices, a comment or an issue tag only where the settings let
 * one be added), so the demo shows nothing a user could not have entered.
 */
export async function insertAnswers(
  scope: Scope,
  job: { id: string; userId: string; answeredAt: Date },
  questions: ReadonlyMap<string, Question>,
  given: readonly DemoAnswer[],
): Promise<void> {
  const rows = given.map((answer) => {
    const question = questions.get(answer.key);
    if (!question) throw new Error(`Demo answer to a question the job type does not have: ${answer.key}`);
    checkAllowed(question, answer);
    return {
      instanceId: scope.instanceId,
      jobId: job.id,
      questionId: question._id,
      revision: question.revision,
      key: String(question.ID),
      value: answer.value,
      comment: answer.comment ?? null,
      isIssue: answer.isIssue ?? false,
      userId: job.userId,
      answeredAt: job.answeredAt,
    };
  });
  if (rows.length > 0) await scope.tx.insert(answers).values(rows);
}

/**
 * The job type's questions by the keys of the template content it was made from: the content's
 * questions become the job type's in the same order.
 */
export function questionsByKey(jobType: JobType, keys: readonly string[]): Map<string, Question> {
  const questions = [...jobType.questions].sort((a, b) => a.sequence - b.sequence);
  if (questions.length !== keys.length) throw new Error(`${jobType.title}: ${questions.length} questions for ${keys.length} keys`);
  return new Map(keys.map((key, i) => [key, questions[i]]));
}

function checkAllowed(question: Question, answer: DemoAnswer): void {
  const settings = question.settings as { childs?: Array<{ value: string }>; allowComment?: boolean; allowTaggingIssue?: boolean };
  const refuse = (what: string) => {
    throw new Error(`Demo answer to "${question.title}": ${what}`);
  };
  if (question.type === 'list') {
    const choices = new Set((settings.childs ?? []).map((c) => c.value));
    if (!Array.isArray(answer.value) || answer.value.some((v) => !choices.has(v as string))) refuse('a list answer is a list of its choices');
  }
  if (question.type === 'bool' && typeof answer.value !== 'boolean') refuse('a yes/no answer is true or false');
  if (answer.comment && !settings.allowComment) refuse('the question takes no comment');
  if (answer.isIssue && !settings.allowTaggingIssue) refuse('the question cannot be tagged as an issue');
}
