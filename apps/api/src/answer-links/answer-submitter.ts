import type { AnswerInput, AnswersSubmitReply } from '@fieldwork/contracts';
import type { AnyCaller } from '../access/caller';

/** Who answers through a public link: no user, the link (the caller's instance is the link's). */
export interface PublicAnswerAuthor {
  kind: 'public';
  linkId: string;
}

/**
 * What the public submission calls: AnswersService's `submit` (apps/api/src/answers), which
 * checks and keeps the answers as it does for signed-in answerers, with the public author, in
 * the request's tenant transaction, and no location (public pages never ask for it).
 * AnswerLinksModule provides it as `{ provide: ANSWER_SUBMITTER, useExisting: AnswersService }`
 * with AnswersModule imported.
 */
export interface AnswerSubmitter {
  submit(caller: AnyCaller, jobId: string, data: ReadonlyArray<{ question: string; answer: AnswerInput }>, author: PublicAnswerAuthor, location: null): Promise<AnswersSubmitReply>;
}

export const ANSWER_SUBMITTER = Symbol('ANSWER_SUBMITTER');
