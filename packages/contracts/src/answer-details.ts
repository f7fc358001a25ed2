import type { Role } from './roles';

/** What of an answer its reader sees beside the value, the comment, the files and the issue flag. */
export interface AnswerDetails {
  /** Who answered (name, e-mail, picture). */
  answerer: boolean;
  /** The answer's earlier values, with who changed them and when. */
  history: boolean;
  /** The approximate place it was answered at. */
  location: boolean;
}

/**
 * What of an answer `role` sees (spec 2 sections 2 and 6): answer history, the answerer's identity
 * and user info are hidden from clients; the approximate location link is for sys_admin only. The
 * API leaves out what a reader may not see; the panel and the PDF draw what this allows.
 */
export function answerDetailsFor(role: Role): AnswerDetails {
  return { answerer: role !== 'client', history: role !== 'client', location: role === 'sys_admin' };
}
