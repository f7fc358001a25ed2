import { Inject, Injectable } from '@nestjs/common';
import {
  ANSWER_MESSAGES,
  answerIssues,
  answeringAllowedIn,
  blocksInspector,
  can,
  DONE_JOB_STATUS,
  parseAnswerKey,
  publicMayAnswer,
  REVIEW_JOB_STATUS,
  roleMayAnswer,
  sameAnswer,
  SIGNATURE_DATA_URL_PREFIX,
  type Actor,
  type AnsweredQuestion,
  type AnswerInput,
  type AnswerIssue,
  type AnswerOutcome,
  type AnswerResult,
  type AnswersSubmitReply,
  type AnswerSubject,
  type JobSubject,
  type UserSummary,
} from '@fieldwork/contracts';
import { authorize, type AnyCaller, type Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AssetUploadService } from '../assets/asset-upload.service';
import { AppError } from '../common/app-error';
import { settingsOf } from '../job-types/job-types.service';
import { answerOf } from '../jobs/job-answers';
import { JobEvents } from '../jobs/job-events';
import { JobManagementService } from '../jobs/job-management.service';
import type { AnswerHistoryRow, AnswerRow, AssetRefRow, JobRow, PersonRow } from '../jobs/jobs.repository';
import { JobsService, notFound } from '../jobs/jobs.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { answeredQuestionOf, columnsOf, fieldsOfInput, fieldsOfRow, searchValueOf, type AnswerFields } from './answer-values';
import { AnswerMails } from './answer-mails';
import { AnswersRepository, historyOrder, type AnsweringFacts, type AnsweringQuestionRow, type AnswersWrite, type HistoryInsert, type HistoryRow, type NewAnswerRow } from './answers.repository';

/**
 * Who gives the answers: a signed-in user (the caller's actor), or someone with no account through
 * a public link (the public routes resolve the link and call `submit` in the request's tenant
 * transaction; the link names the job).
 */
export type AnswerAuthor = { kind: 'user'; actor: Actor } | { kind: 'public'; linkId: string };

/** One answer as sent: its key and the device's input. */
export interface AnswerSent {
  question: string;
  answer: AnswerInput;
}

/** How many answerers GET /v2/answers/users lists at most. */
const ANSWERERS_MAX = 200;

interface Planned {
  key: string;
  question: AnsweringQuestionRow;
  answered: AnsweredQuestion;
  input: AnswerInput;
  answeredAt: Date;
}

/**
 * Answering (spec 2 sections 3 to 7, ADR 0041): the one writer of answers. A submission is
 * checked whole (the questions, contracts' answerIssues, the access policy per question, the
 * files) before anything is written, then each answer is recorded once by its client id, the
 * later answer of two devices wins, an issue moves the job to review, and job_answered goes on
 * the outbox with the change.
 */
@Injectable()
export class AnswersService {
  constructor(
    @Inject(AnswersRepository) private readonly repo: AnswersRepository,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(JobManagementService) private readonly jobChanges: JobManagementService,
    @Inject(JobEvents) private readonly events: JobEvents,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
    @Inject(AssetUploadService) private readonly uploads: AssetUploadService,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(AnswerMails) private readonly mails: AnswerMails,
  ) {}

  /**
   * POST /v2/answers, and the public link's submission. All or nothing: an unknown question
   * (422), an answer its question refuses (422, each issue named by question and field), a file
   * that is not this job's or this user's (422) or a question the author may not answer (403)
   * refuses the whole submission and nothing is kept.
   */
  async submit(caller: AnyCaller, jobId: string, data: readonly AnswerSent[], author: AnswerAuthor, location?: { lat: number; long: number } | null): Promise<AnswersSubmitReply> {
    const { scope } = caller;
    // The job's row lock serialises the submissions of one job: a retry waits for the first
    // and finds its client ids recorded; two devices' answers are compared one after the other.
    // It is a statement of its own, before the reads: a statement's snapshot is taken when it
    // starts, so reads in the locking statement would not see what the submission it waited for wrote.
    let job = await this.jobs.find(caller, jobId, { forUpdate: true });
    const actor = author.kind === 'user' ? author.actor : null;
    const showAnswerer = actor !== null && actor.role !== 'client';
    const facts = await this.repo.facts(scope, job, {
      keys: [...new Set(data.map((d) => d.question))],
      numbers: [...new Set(data.flatMap((d) => parseAnswerKey(d.question)?.ID ?? []))],
      clientIds: data.map((d) => d.answer.clientId),
      actor: actor ? { id: actor.id, client: actor.role === 'client' } : null,
      withHistory: showAnswerer,
    });
    if (!facts) throw notFound();
    const { settings } = await this.instances.get(scope);
    const statusOpen = answeringAllowedIn(settings, job.status);
    // The policy's subject of the job, as JobsService.subjectOf gives it, from the facts read above.
    const subject: JobSubject | null = actor ? { status: job.status, isAssignee: facts.assigned, isClientProject: actor.role === 'client' && facts.clientProject } : null;
    if (subject) this.checkVisible(caller as Caller, subject);

    const planned = this.plan(facts, data);
    this.checkAllowed(caller, author, subject, statusOpen, planned);
    await this.checkFiles(caller, job, author, planned);

    const { answers: currentRows, recorded } = facts;
    const current = new Map(currentRows.map((row) => [row.key, row]));
    const keepLocation = settingsOf({ settings: facts.jobTypeSettings }).answerLocation && location ? location : null;
    const userId = author.kind === 'user' ? author.actor.id : null;
    const linkId = author.kind === 'public' ? author.linkId : null;

    const outcomes: Outcome[] = [];
    const applied = new Map<string, { row: NewAnswerRow; after: AnswerFields; answeredAt: Date; planned: Planned }>();
    const changes: Array<{ key: string; before: AnswerFields | null; after: AnswerFields; clientId: string; answeredAt: Date }> = [];
    const superseded: Array<{ answer: AnswerRow; before: AnswerFields; after: AnswerFields; clientId: string; answeredAt: Date }> = [];
    const newIssues: string[] = [];
    const seen = new Set<string>();

    for (const p of planned) {
      const { input, key } = p;
      if (recorded.has(input.clientId) || seen.has(input.clientId)) {
        outcomes.push({ key, clientId: input.clientId, outcome: 'replayed', sent: input });
        continue;
      }
      seen.add(input.clientId);
      const pending = applied.get(key);
      const stored = pending ? null : current.get(key);
      const storedFields = pending ? pending.after : stored ? fieldsOfRow(stored) : null;
      const storedAt = pending ? pending.answeredAt : (stored?.answeredAt ?? null);
      const incomingSignature = isDataUrl(input.signature) ? null : input.signature;
      if (storedFields && !isDataUrl(input.signature) && sameAnswer({ ...storedFields, clientId: input.clientId }, { ...input, signature: incomingSignature })) {
        outcomes.push({ key, clientId: input.clientId, outcome: 'unchanged', sent: input });
        continue;
      }
      if (storedAt && p.answeredAt.getTime() < storedAt.getTime()) {
        const answer = stored ?? null;
        if (answer) {
          const after = fieldsOfInput(input, await this.signatureOf(caller, job, key, input, userId));
          superseded.push({ answer, before: storedFields!, after, clientId: input.clientId, answeredAt: p.answeredAt });
          outcomes.push({ key, clientId: input.clientId, outcome: 'superseded', sent: input });
          continue;
        }
      }
      const signature = await this.signatureOf(caller, job, key, input, userId);
      const after = fieldsOfInput(input, signature);
      const overwrote = !pending && stored != null && input.basedOn !== undefined && this.otherDevice(stored, input.basedOn ?? null, author);
      const wasIssue = pending ? pending.after.isIssue : (stored?.isIssue ?? false);
      if (after.isIssue && !wasIssue && !newIssues.includes(key)) newIssues.push(key);
      applied.set(key, {
        row: {
          jobId: job.id,
          questionId: p.question.id,
          revision: p.question.revision,
          key,
          ...columnsOf(after),
          searchValue: searchValueOf(p.answered, after),
          location: keepLocation,
          userId,
          linkId,
          clientId: input.clientId,
          answeredAt: p.answeredAt,
        },
        after,
        answeredAt: p.answeredAt,
        planned: p,
      });
      changes.push({ key, before: storedFields, after, clientId: input.clientId, answeredAt: p.answeredAt });
      outcomes.push({ key, clientId: input.clientId, outcome: overwrote ? 'overwrote' : 'saved', sent: input });
    }

    // A key answered twice in one submission is written once, as its last answer; each change has its history row.
    // The answers, their history and job_answered are one statement; only when a new issue moves the job to
    // review does the event follow the status change (and its own event) in statements of their own.
    const keptKeys = [...applied.keys()];
    const names = { jobTypeTitle: facts.jobTypeTitle, projectName: facts.projectName };
    const answered = { userId, linkId, questions: keptKeys, newIssues };
    const toReview = newIssues.length > 0 && job.status !== REVIEW_JOB_STATUS;
    const history: HistoryInsert[] = [
      ...changes.map((c) => ({ answerId: null, key: c.key, userId, linkId, before: c.before, after: c.after, clientId: c.clientId, answeredAt: c.answeredAt, superseded: false })),
      ...superseded.map((s) => ({ answerId: s.answer.id, key: s.answer.key, userId, linkId, before: s.before, after: s.after, clientId: s.clientId, answeredAt: s.answeredAt, superseded: true })),
    ];
    const event = keptKeys.length > 0 && !toReview ? this.events.rowOf(caller, 'job_answered', job, names, answered) : null;
    const written = history.length > 0 ? await this.write(caller, { answers: [...applied.values()].map((a) => a.row), history, event }) : { answers: [], history: [] };
    const byKey = new Map(written.answers.map((row) => [row.key, row]));

    if (keptKeys.length > 0) {
      if (toReview) {
        job = await this.jobChanges.changeStatusAutomatically(caller, job, REVIEW_JOB_STATUS);
        await this.events.emit(caller, 'job_answered', job, names, answered);
      }
      await this.mails.send(caller, {
        job,
        facts,
        author,
        answers: [...applied.values()].map((a) => ({ question: a.planned.question, answered: a.planned.answered, row: byKey.get(a.row.key)! })),
      });
    }

    const rows = new Map(currentRows.map((row) => [row.key, row]));
    for (const row of written.answers) rows.set(row.key, row);
    const allHistory = written.history.length > 0 ? [...facts.history, ...written.history].sort(historyOrder) : facts.history;
    return { success: true, data: await this.replies(caller, author, outcomes, rows, { history: allHistory, people: facts.people }), status: job.status };
  }

  /** GET /v2/answers/users: the people who answered jobs the caller sees, by name. */
  async users(caller: Caller, query: { job?: string; jobType?: string; search?: string }): Promise<{ success: true; data: UserSummary[] }> {
    authorize(caller, 'answer.users');
    if (query.job) await this.jobs.load(caller, query.job, 'job.read');
    const rows = await this.repo.answerers(caller.scope, { ...query, job: query.job?.toLowerCase(), jobType: query.jobType?.toLowerCase() }, ANSWERERS_MAX);
    return { success: true, data: rows.map((row) => this.jobs.personOf(caller.scope.instanceId, row)) };
  }

  /** A job the user may not see is not there for them (404), whatever they send. */
  private checkVisible(caller: Caller, job: JobSubject): void {
    const decision = can(caller.actor, 'job.read', job, caller.policy);
    if (!decision.allowed && decision.reason === 'not_visible') throw notFound();
  }

  /** Each answer's question (a repeat's base question must be the job type's), and its time. */
  private plan(facts: AnsweringFacts, data: readonly AnswerSent[]): Planned[] {
    const byNumber = new Map(facts.questions.filter((q) => !q.disabled).map((q) => [q.number, q]));
    const issues: AnswerIssue[] = [];
    const now = Date.now();
    const planned: Planned[] = [];
    for (const { question: key, answer } of data) {
      const parsed = parseAnswerKey(key);
      const question = parsed ? byNumber.get(parsed.ID) : undefined;
      if (!question) {
        issues.push({ question: key, path: 'question', message: ANSWER_MESSAGES.unknownQuestion(key) });
        continue;
      }
      const sentAt = answer.answeredAt ? Date.parse(answer.answeredAt) : now;
      planned.push({ key, question, answered: answeredQuestionOf(question), input: answer, answeredAt: new Date(Math.min(sentAt, now)) });
    }
    for (const p of planned) {
      for (const issue of answerIssues(p.answered, p.input)) issues.push({ question: p.key, ...issue });
      // A drawn signature is checked here as a PNG by its first bytes, before anything is stored; the store checks it whole.
      if (p.input.signature && isDataUrl(p.input.signature) && !isPng(signatureBytes(p.input.signature))) issues.push({ question: p.key, path: 'signature', message: ANSWER_MESSAGES.signatureNotPng });
    }
    if (issues.length > 0) throw refusal(issues);
    return planned;
  }

  /** The access policy per question ('answer.submit'), or for a public answerer publicMayAnswer; every refusal named. */
  private checkAllowed(caller: AnyCaller, author: AnswerAuthor, job: JobSubject | null, statusOpen: boolean, planned: readonly Planned[]): void {
    const issues: AnswerIssue[] = [];
    for (const p of planned) {
      if (author.kind === 'public') {
        if (!statusOpen) issues.push({ question: p.key, path: 'question', message: ANSWER_MESSAGES.blockedByStatus });
        else if (!publicMayAnswer(p.answered) || !roleMayAnswer('client', p.answered)) issues.push({ question: p.key, path: 'question', message: ANSWER_MESSAGES.notYours });
        continue;
      }
      const subject = answerSubjectOf(author.actor, job!, statusOpen, p.answered);
      const decision = can(author.actor, 'answer.submit', subject, caller.policy);
      if (decision.allowed) continue;
      if (decision.reason === 'not_visible') throw notFound();
      if (decision.reason === 'status_locked') {
        const done = author.actor.role === 'inspector' && subject.job.status === DONE_JOB_STATUS;
        issues.push({ question: p.key, path: 'question', message: done ? ANSWER_MESSAGES.doneLocked : ANSWER_MESSAGES.blockedByStatus });
      } else if (decision.reason === 'permission' && subject.roleMayAnswer && subject.blocksInspector) {
        issues.push({ question: p.key, path: 'value', message: ANSWER_MESSAGES.blockInspector });
      } else if (decision.reason === 'permission') {
        issues.push({ question: p.key, path: 'question', message: ANSWER_MESSAGES.notYours });
      } else {
        authorize(caller, 'answer.submit', subject);
      }
    }
    if (issues.length > 0) throw new AppError('forbidden', issues[0].message, issues);
  }

  /**
   * Every file an answer names is an asset of this tenant uploaded for this job (target answer or
   * job, the job's id) or, for a signed-in author, by them; a signature named by id likewise.
   */
  private async checkFiles(caller: AnyCaller, job: JobRow, author: AnswerAuthor, planned: readonly Planned[]): Promise<void> {
    const named = planned.flatMap((p) => [
      ...p.input.files.map((id, i) => ({ key: p.key, path: `files.${i}`, id: id.toLowerCase() })),
      ...(p.input.signature && !isDataUrl(p.input.signature) ? [{ key: p.key, path: 'signature', id: p.input.signature.toLowerCase() }] : []),
    ]);
    if (named.length === 0) return;
    const files = await this.repo.files(caller.scope, [...new Set(named.map((n) => n.id))]);
    const userId = author.kind === 'user' ? author.actor.id : null;
    const issues: AnswerIssue[] = named.flatMap((n) => {
      const file = files.get(n.id);
      const forJob = file && (file.target === 'answer' || file.target === 'job') && file.targetId?.toLowerCase() === job.id;
      const theirs = file && userId !== null && file.uploadedBy === userId;
      return forJob || theirs ? [] : [{ question: n.key, path: n.path, message: ANSWER_MESSAGES.fileNotFound }];
    });
    if (issues.length > 0) throw refusal(issues);
  }

  /** The signature's asset id: a data URL is decoded, checked to be a PNG by its content and stored as an asset of the job's answers. */
  private async signatureOf(caller: AnyCaller, job: JobRow, key: string, input: AnswerInput, userId: string | null): Promise<string | null> {
    const { signature } = input;
    if (!signature) return null;
    if (!isDataUrl(signature)) return signature.toLowerCase();
    const bytes = signatureBytes(signature);
    try {
      const row = await this.uploads.storeGenerated(caller, { name: 'signature.png', bytes, kinds: ['png'], target: 'answer', targetId: job.id, userId });
      return row.id;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) throw refusal([{ question: key, path: 'signature', message: ANSWER_MESSAGES.signatureNotPng }]);
      throw error;
    }
  }

  /** Whether the stored answer was given by someone else after the answer the device showed (basedOn). */
  private otherDevice(stored: AnswerRow, basedOn: string | null, author: AnswerAuthor): boolean {
    const sameBase = basedOn !== null && Date.parse(basedOn) === stored.answeredAt.getTime();
    if (sameBase) return false;
    const sameAuthor = author.kind === 'user' ? stored.userId === author.actor.id && stored.linkId === null : stored.linkId === author.linkId;
    return !sameAuthor;
  }

  /** History is only added to; a client id recorded meanwhile by a submission to another job is a conflict, not a 500. */
  private async write(caller: AnyCaller, changes: AnswersWrite): Promise<{ answers: AnswerRow[]; history: HistoryRow[] }> {
    try {
      return await this.repo.write(caller.scope, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', 'This answer was already sent: send it again to see what became of it');
      throw error;
    }
  }

  /**
   * Each answer sent, with what became of it and the question's answer as the author reads it. A
   * public answerer never reads anyone else's answer: where the question's answer is not theirs
   * (a later one stays, or was given meanwhile), the reply shows the answer they sent.
   */
  private replies(
    caller: AnyCaller,
    author: AnswerAuthor,
    outcomes: readonly Outcome[],
    rows: ReadonlyMap<string, AnswerRow>,
    read: { history: readonly AnswerHistoryRow[]; people: ReadonlyMap<string, PersonRow> },
  ): Promise<AnswerResult[]> | AnswerResult[] {
    const { scope } = caller;
    const role = author.kind === 'user' ? author.actor.role : null;
    const showAnswerer = role !== null && role !== 'client';
    const shown = outcomes.flatMap((o) => {
      const row = rows.get(o.key);
      if (!row) return [];
      if (author.kind === 'public' && row.linkId !== author.linkId) return [{ ...o, row: ownRow(row, o.sent, author.linkId) }];
      return [{ ...o, row }];
    });
    const assetIds = [...new Set(shown.flatMap(({ row }) => [...(Array.isArray(row.files) ? row.files : []), ...(row.signatureAssetId ? [row.signatureAssetId] : [])]))];
    const build = (files: ReadonlyMap<string, AssetRefRow>): AnswerResult[] => {
      // The history (oldest first) and its people, the answers' authors and the submission's were read with the stored answers.
      const historyOf = new Map<string, AnswerHistoryRow[]>();
      if (showAnswerer) for (const h of read.history) historyOf.set(h.answerId, [...(historyOf.get(h.answerId) ?? []), h]);
      const view = { showAnswerer, showLocation: role === 'sys_admin' };
      return shown.map(({ key, clientId, outcome, row }) => {
        const answer = answerOf(row, {
          history: historyOf.get(row.id) ?? [],
          files,
          people: (id) => (id && read.people.has(id) ? this.jobs.personOf(scope.instanceId, read.people.get(id)!) : null),
          links: this.links,
          view,
        });
        return { question: key, clientId, outcome, answer };
      });
    };
    // The files' names and kinds are read only when an answer shown has files.
    return assetIds.length === 0 ? build(new Map()) : this.repo.assetRefs(scope, assetIds).then(build);
  }
}

/**
 * The policy's subject of answering one question of a job ('answer.submit'; the blueprint
 * editor's 'blueprint.mark' builds on it): the job, whether its status is open to answering
 * (answeringAllowedIn), and whether the actor's role may answer the question.
 */
export function answerSubjectOf(actor: Actor, job: JobSubject, statusOpen: boolean, question: AnsweredQuestion): AnswerSubject {
  return { job, statusOpen, roleMayAnswer: roleMayAnswer(actor.role, question), blocksInspector: blocksInspector(question) };
}

/** What became of one answer sent, with what was sent. */
interface Outcome {
  key: string;
  clientId: string;
  outcome: AnswerOutcome;
  sent: AnswerInput;
}

/** The answer a public answerer sent, in place of the stored answer that is someone else's. */
function ownRow(row: AnswerRow, sent: AnswerInput, linkId: string): AnswerRow {
  const signature = sent.signature && !isDataUrl(sent.signature) ? sent.signature : null;
  const fields = fieldsOfInput(sent, signature);
  return { ...row, ...columnsOf(fields), searchValue: null, location: null, userId: null, linkId, clientId: sent.clientId, answeredAt: sent.answeredAt ? new Date(sent.answeredAt) : row.answeredAt };
}

/** A refusal of the submission's content: 422 with each issue named by question, field and message. */
export function refusal(issues: AnswerIssue[]): AppError {
  return new AppError('answer_invalid', issues[0]?.message ?? 'Invalid request', issues);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes: Buffer) => bytes.length > PNG_MAGIC.length && bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC);

/** A signature data URL's bytes (none when its base64 does not read). */
function signatureBytes(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length);
  return /^[A-Za-z0-9+/]*={0,2}$/.test(base64) ? Buffer.from(base64, 'base64') : Buffer.alloc(0);
}

const isDataUrl = (signature: string | null): boolean => typeof signature === 'string' && signature.startsWith(SIGNATURE_DATA_URL_PREFIX);

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
