import type { AnswerInputDraft, AnswerOutcome, Question } from '@fieldwork/contracts';

/**
 * The answering screen's shared shapes (ADR 0041). The screen (QuestionnaireScreen) holds one
 * draft per question key, each question component (questions/QuestionField) edits one draft,
 * and the outbox (offline/) carries what the screen sends until the server has kept it.
 */

/** Where a questionnaire is answered: a job by a signed-in user, a job through a public link, or the builder's live preview (nothing is sent). */
export type AnsweringMode = 'job' | 'public' | 'preview';

/** A question's answer as the screen edits it: the contracts' input without the device's ids and times, which the outbox adds. */
export type AnswerDraft = Omit<AnswerInputDraft, 'clientId' | 'answeredAt' | 'basedOn'> & {
  /** Files chosen on this device and not yet uploaded: the outbox keeps them (IndexedDB) and uploads them before the answer. */
  pendingFiles?: PendingFile[];
  /**
   * What the screen shows of files already uploaded, by asset id (an existing answer carries a
   * signed link and a thumbnail per file): display only, never sent.
   */
  fileViews?: Record<string, AnswerFileView>;
  /** A signed link to a signature already kept (the answer's `signature` is then its asset id): display only, never sent. */
  signatureUrl?: string | null;
};

/** An uploaded file as an answer shows it (contracts' answer files without the id). */
export interface AnswerFileView {
  name: string;
  kind: string;
  url: string;
  thumbnail: string | null;
}

/** A file waiting on the device, with what the screen shows of it. */
export interface PendingFile {
  /** The outbox's key of the stored Blob. */
  localId: string;
  name: string;
  type: string;
  size: number;
}

/** Messages of one answer by field ('value', 'files', 'comment', 'emails.0'...), from answerIssues or the server's refusal. */
export type AnswerIssues = Partial<Record<string, string>>;

/** What the screen knows of an answer's trip to the server. */
export type AnswerSyncState =
  | { state: 'draft' }
  | { state: 'waiting' }
  | { state: 'sending' }
  | { state: 'sent'; outcome: AnswerOutcome; at: string }
  | { state: 'refused'; issues: AnswerIssues; at: string };

/** What a question component may need beyond its own question and draft. */
export interface AnsweringContext {
  mode: AnsweringMode;
  jobId: string | null;
  /** The job's project (project list, table and value questions, the map, e-mails from a table). */
  projectId: string | null;
  /** The public link's token, in public mode: uploads go through it. */
  publicToken?: string;
  /** The questionnaire's questions in sequence and the drafts so far, by key ($ mentions, summaries). */
  questions: readonly Question[];
  drafts: ReadonlyMap<string, AnswerDraft>;
  /** Whether the $ mention app is on. */
  mentionsOn: boolean;
  /** The screen's next or submit, for a full-screen flow that moves on by itself (the blueprint editor's top bar). */
  advance?: { label: 'next' | 'submit'; go(): void };
}

export interface QuestionFieldProps {
  question: Question;
  /** The key the answer is kept under: the question's ID, with _n for a repeat. */
  answerKey: string;
  draft: AnswerDraft;
  onChange: (next: AnswerDraft) => void;
  /** The fields' messages: shown under the field concerned, the question bordered red. */
  issues?: AnswerIssues;
  sync?: AnswerSyncState;
  readOnly?: boolean;
  context: AnsweringContext;
}
