import { randomUUID } from 'node:crypto';
import { answerInputSchema, type Actor, type JobType, type Question } from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { callerOutsideRequest } from '../access/caller-outside-request';
import type { AnswersService } from '../answers/answers.service';
import type { InstanceStateService } from '../settings/instance-state.service';

/** An answer as the demo gives it: the question by its starter template key. */
export interface DemoAnswer {
  key: string;
  value: unknown;
  comment?: string;
  isIssue?: boolean;
}

/**
 * Answers a job as its answerer did at `answeredAt`, through the one writer of answers
 * (AnswersService.submit), in the seed's transaction: each answer is checked by its question's
 * rules and the access policy like any other, recorded with its history and a job_answered event,
 * so the demo shows nothing a user could not have entered.
 */
export async function answerJob(
  services: { answers: AnswersService; instances: InstanceStateService },
  caller: Caller,
  job: { id: string; answerer: Pick<Actor, 'id' | 'role'>; answeredAt: Date },
  questions: ReadonlyMap<string, Question>,
  given: readonly DemoAnswer[],
): Promise<void> {
  const actor: Actor = { id: job.answerer.id, role: job.answerer.role, canManageSkills: false, impersonatedBy: null };
  const answerer = await callerOutsideRequest(services.instances, caller.scope, caller.instance, actor);
  const data = given.map((answer) => {
    const question = questions.get(answer.key);
    if (!question) throw new Error(`Demo answer to a question the job type does not have: ${answer.key}`);
    return {
      question: String(question.ID),
      answer: answerInputSchema.parse({
        clientId: randomUUID(),
        answeredAt: job.answeredAt.toISOString(),
        value: answer.value,
        comment: answer.comment ?? null,
        isIssue: answer.isIssue ?? false,
      }),
    };
  });
  if (data.length > 0) await services.answers.submit(answerer, job.id, data, { kind: 'user', actor });
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
