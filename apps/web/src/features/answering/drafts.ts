import type { Answer, AnswerInputDraft, Question } from '@fieldwork/contracts';
import type { AnswerDraft } from './types';

/** The key a question's answer is kept under: its ID (a repeat's _n suffix is the question's own business). */
export const answerKeyOf = (question: Pick<Question, 'ID'>): string => String(question.ID);

/** An empty answer. */
export const EMPTY_DRAFT: AnswerDraft = Object.freeze({}) as AnswerDraft;

/** The asset id in a signed asset link (/v2/asset/download/{id}?...), or null. */
function assetIdOfLink(link: string | null): string | null {
  if (!link) return null;
  return /\/asset\/download\/([0-9a-f-]{36})/i.exec(link)?.[1] ?? null;
}

/**
 * A stored answer as the screen edits it: its files by asset id (their links beside, to show),
 * its signature by the asset id its signed link names (the server takes an asset id or a new
 * PNG), the rest as it stands.
 */
export function draftOf(answer: Answer): AnswerDraft {
  return {
    value: answer.value ?? null,
    files: answer.files.map((f) => f.assetId),
    fileViews: Object.fromEntries(answer.files.map(({ assetId, ...view }) => [assetId, view])),
    signatureUrl: answer.signature,
    comment: answer.comment,
    signature: assetIdOfLink(answer.signature),
    emails: answer.emails,
    isIssue: answer.isIssue,
    elements: answer.elements,
    punchStart: answer.punchStart,
    punchEnd: answer.punchEnd,
    punchDuration: answer.punchDuration,
    punchClockOn: answer.punchClockOn,
    range: answer.range,
  };
}

/** The stored answers by key, as drafts: what the server has, which an unchanged answer is compared with. */
export function draftsOf(answers: readonly Answer[]): Map<string, AnswerDraft> {
  return new Map(answers.map((a) => [a.question, draftOf(a)]));
}

/** The date of each stored answer by key: what an answer changed on this device was based on. */
export function basedOnOf(answers: readonly Answer[]): Map<string, string> {
  return new Map(answers.map((a) => [a.question, a.date]));
}

/** The draft as the contracts' checks read it (pending files count as files: they are on their way). */
export function checkedInput(draft: AnswerDraft): AnswerInputDraft {
  const { pendingFiles, fileViews: _views, signatureUrl: _signature, ...input } = draft;
  const pending = pendingFiles?.map((f) => f.localId) ?? [];
  return { clientId: '', ...input, files: [...(input.files ?? []), ...pending] };
}

/** Each question's title by answer key: how the outbox's status names an answer. */
export function titlesOf(questions: readonly Pick<Question, 'ID' | 'title'>[]): (key: string) => string {
  const titles = new Map(questions.map((q) => [answerKeyOf(q), q.title.trim()]));
  return (key) => titles.get(key) ?? '';
}
