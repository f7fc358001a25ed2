import type { AnswersSubmitReply, PublicAnswersSubmitBody } from '@fieldwork/contracts';
import type { AnyCaller } from '../access/caller';

/** Who answers through a public link: no user, the link, in its instance. */
export interface PublicAnswerAuthor {
  kind: 'public';
  linkId: string;
  instanceId: string;
}

/**
 * What the public submission calls: AnswersService's `submit` (apps/api/src/answers), which
 * checks and keeps the answers as it does for signed-in answerers, with the public author (no
 * location: public pages never ask for it). AnswersModule provides it under ANSWER_SUBMITTER.
 */
export interface AnswerSubmitter {
  submit(caller: AnyCaller, jobId: string, data: PublicAnswersSubmitBody['data'], author: PublicAnswerAuthor, location: null): Promise<AnswersSubmitReply>;
}

export const ANSWER_SUBMITTER = Symbol('ANSWER_SUBMITTER');
