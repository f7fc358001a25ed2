import { Inject, Injectable } from '@nestjs/common';
import {
  ANSWER_MESSAGES,
  MESSAGES,
  publicMayAnswer,
  type AnswerLink,
  type AnswerLinkCreateBody,
  type AnswersSubmitReply,
  type Asset,
  publicAnswersSubmitBodySchema,
  type PublicQuestionnaire,
  type Question,
  type QuestionType,
} from '@fieldwork/contracts';
import type { AnyCaller, Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AssetUploadService } from '../assets/asset-upload.service';
import { AppError } from '../common/app-error';
import { BodyPipe } from '../common/body.pipe';
import { EventsService } from '../events/events.service';
import type { IncomingFile } from '../files/upload-intake';
import { QuestionImages } from '../job-types/question-images';
import { settingsOf } from '../job-types/job-types.service';
import { answerAssetIds, answerOf } from '../jobs/job-answers';
import { JobsService } from '../jobs/jobs.service';
import { AnswerLinkTokens } from './answer-link-tokens';
import { AnswerLinksRepository, type AnswerLinkRow, type LinkedJobRow, type QuestionRow } from './answer-links.repository';
import { ANSWER_SUBMITTER, type AnswerSubmitter } from './answer-submitter';
import { PublicAnswerLimiter } from './public-answer-limiter';

/** The public page of a link (spec 1 section 2.1); the project form /answer/{token}/{projectId} is accepted too. */
export const publicPathOf = (token: string) => `/job_type/answer/${token}`;

const linkInvalid = () => new AppError('not_found', ANSWER_MESSAGES.linkInvalid);

/**
 * Public answer links (ADR 0042). Staff of a job (answerLink.manage) make, list and withdraw
 * them; through a valid link someone with no account reads the questions open to the public and
 * the answers given through that link, uploads files and answers. A link is valid while it is of
 * this instance, not withdrawn and not past its expiry.
 */
@Injectable()
export class AnswerLinksService {
  constructor(
    @Inject(AnswerLinksRepository) private readonly repo: AnswerLinksRepository,
    @Inject(AnswerLinkTokens) private readonly tokens: AnswerLinkTokens,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(QuestionImages) private readonly images: QuestionImages,
    @Inject(AssetLinks) private readonly assetLinks: AssetLinks,
    @Inject(AssetUploadService) private readonly uploads: AssetUploadService,
    @Inject(PublicAnswerLimiter) private readonly limiter: PublicAnswerLimiter,
    @Inject(ANSWER_SUBMITTER) private readonly submitter: AnswerSubmitter,
  ) {}

  // ------------------------------------------------------------------------------------------
  // Staff: GET/POST /v2/jobs/{id}/answer-links, DELETE /v2/jobs/{id}/answer-links/{linkId}

  async list(caller: Caller, jobId: string): Promise<{ success: true; data: AnswerLink[] }> {
    const job = await this.jobs.load(caller, jobId, 'answerLink.manage');
    const rows = await this.repo.ofJob(caller.scope, job.id);
    return { success: true, data: rows.map((row) => this.wire(caller.instance.id, row)) };
  }

  async create(caller: Caller, jobId: string, body: AnswerLinkCreateBody): Promise<{ success: true; data: AnswerLink }> {
    const job = await this.jobs.load(caller, jobId, 'answerLink.manage');
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      const message = 'The expiry must be in the future';
      throw new AppError('validation_failed', message, [{ path: 'expiresAt', message }]);
    }
    const row = await this.repo.insert(caller.scope, { jobId: job.id, expiresAt, createdBy: caller.actor.id });
    await this.emit(caller, 'answer_link_created', job.id, { linkId: row.id, expiresAt: row.expiresAt?.toISOString() ?? null });
    return { success: true, data: this.wire(caller.instance.id, row) };
  }

  /** Withdraws the link: its token answers 410 from now on. Withdrawing twice keeps the first date. */
  async revoke(caller: Caller, jobId: string, linkId: string): Promise<{ success: true; data: AnswerLink }> {
    const job = await this.jobs.load(caller, jobId, 'answerLink.manage');
    const link = await this.repo.find(caller.scope, linkId);
    if (!link || link.jobId !== job.id) throw AppError.notFound('Link');
    if (link.revokedAt) return { success: true, data: this.wire(caller.instance.id, link) };
    const row = (await this.repo.revoke(caller.scope, link.id, new Date()))!;
    await this.emit(caller, 'answer_link_revoked', job.id, { linkId: row.id });
    return { success: true, data: this.wire(caller.instance.id, row) };
  }

  // ------------------------------------------------------------------------------------------
  // Public: /v2/public/answer/{token}

  /** The link's id, when the token was signed for this instance (checked with no query); else 404. */
  private linkIdOf(caller: AnyCaller, token: string): string {
    const id = this.tokens.verify(caller.instance.id, token);
    if (!id) throw linkInvalid();
    return id;
  }

  /** GET: the questions open to the public (and the steps holding them) and this link's own answers. */
  async questionnaire(caller: AnyCaller, token: string, projectId: string | undefined, ip: string): Promise<PublicQuestionnaire> {
    await this.limiter.call(caller.instance.id, ip);
    const { link, job } = await this.open(caller, token);
    if (projectId !== undefined && projectId.toLowerCase() !== job.projectId) throw linkInvalid();
    const { scope } = caller;
    const rows = publicQuestions(await this.repo.questionsOf(scope, job.jobTypeId));
    const questions = rows.map((row) => publicQuestion(this.images.reply(row, { childrenCount: 0, role: 'client' })));
    const shown = new Set(rows.map((row) => row.id));
    const answerRows = (await this.repo.answersOfLink(scope, job.id, link.id)).filter((row) => shown.has(row.questionId));
    const files = await this.repo.assetsByIds(scope, answerAssetIds(answerRows));
    const view = { showAnswerer: false, showLocation: false };
    const settings = settingsOf({ settings: job.jobTypeSettings });
    return {
      job: {
        ID: job.number,
        jobType: { title: job.jobTypeTitle, icon: job.jobTypeIcon, stepperRTL: settings.stepperRTL },
        project: job.projectId ? { _id: job.projectId, name: job.projectName ?? '' } : null,
      },
      questions,
      answers: answerRows.map((row) => answerOf(row, { history: [], files, people: () => null, links: this.assetLinks, view })),
      expiresAt: link.expiresAt?.toISOString() ?? null,
    };
  }

  /**
   * POST: the answers, checked and kept by the answers service as the link's. The body is parsed
   * after the limits are taken, so a refused body costs its point too.
   */
  async submit(caller: AnyCaller, token: string, raw: unknown, ip: string): Promise<AnswersSubmitReply> {
    await this.limiter.call(caller.instance.id, ip);
    await this.limiter.submission(caller.instance.id, this.linkIdOf(caller, token));
    const body = new BodyPipe(publicAnswersSubmitBodySchema).transform(raw);
    const { link, job } = await this.open(caller, token);
    return this.submitter.submit(caller, job.id, body.data, { kind: 'public', linkId: link.id }, null);
  }

  /**
   * POST files: the asset service's intake (checked by content, the answer's kinds), for the
   * link's job, with no owner. The link is asked again once the files are in: a link withdrawn
   * meanwhile keeps nothing.
   */
  async upload(caller: AnyCaller, token: string, files: AsyncIterable<IncomingFile>, ip: string): Promise<Asset[]> {
    await this.limiter.call(caller.instance.id, ip);
    const linkId = this.linkIdOf(caller, token);
    await this.limiter.submission(caller.instance.id, linkId);
    let jobId = '';
    return this.uploads.uploadPublic(caller, { target: 'answer', targetId: () => jobId }, files, async () => {
      jobId = (await this.openById(caller, linkId)).job.id;
    });
  }

  /** The link the token names with its job, or its refusal: 404 invalid, 410 expired or withdrawn. */
  private async open(caller: AnyCaller, token: string): Promise<{ link: AnswerLinkRow; job: LinkedJobRow }> {
    return this.openById(caller, this.linkIdOf(caller, token));
  }

  private async openById(caller: AnyCaller, linkId: string): Promise<{ link: AnswerLinkRow; job: LinkedJobRow }> {
    if (!caller.instance.active) throw new AppError('instance_inactive', MESSAGES.instanceInactive);
    const link = await this.repo.find(caller.scope, linkId);
    if (!link) throw linkInvalid();
    if (link.revokedAt) throw new AppError('link_revoked', ANSWER_MESSAGES.linkRevoked);
    if (link.expiresAt && link.expiresAt.getTime() <= Date.now()) throw new AppError('link_expired', ANSWER_MESSAGES.linkExpired);
    const job = await this.repo.job(caller.scope, link.jobId);
    if (!job) throw linkInvalid();
    return { link, job };
  }

  private wire(instanceId: string, row: AnswerLinkRow): AnswerLink {
    const token = this.tokens.token(instanceId, row.id);
    return {
      _id: row.id,
      job: row.jobId,
      token,
      path: publicPathOf(token),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      createdBy: row.createdBy,
      created_at: row.createdAt.toISOString(),
    };
  }

  private async emit(
    caller: Caller,
    type: 'answer_link_created' | 'answer_link_revoked',
    jobId: string,
    extra: { linkId: string; expiresAt?: string | null },
  ): Promise<void> {
    const job = (await this.repo.job(caller.scope, jobId))!;
    const ref = { jobId: job.id, number: job.number, jobTypeId: job.jobTypeId, jobTypeTitle: job.jobTypeTitle, projectId: job.projectId, projectName: job.projectName };
    const aggregate = { type: 'job' as const, id: job.id };
    if (type === 'answer_link_created') {
      await this.events.emit(caller.scope, { type, aggregate, payload: { ...ref, linkId: extra.linkId, expiresAt: extra.expiresAt ?? null }, actor: caller.actor });
    } else {
      await this.events.emit(caller.scope, { type, aggregate, payload: { ...ref, linkId: extra.linkId }, actor: caller.actor });
    }
  }
}

/**
 * The questions a public answerer sees (contracts' publicMayAnswer: what a client whose client
 * entry allows answering may), enabled ones only, and each step that holds one of them.
 */
export function publicQuestions(rows: readonly QuestionRow[]): QuestionRow[] {
  const open = rows.filter((row) => !row.disabled);
  const mayShow = (row: QuestionRow) =>
    publicMayAnswer({ type: row.type as QuestionType, isClientVisible: row.isClientVisible, settings: row.settings as Record<string, unknown> });
  const shown: QuestionRow[] = [];
  let step: QuestionRow | null = null;
  let stepShown = false;
  for (const row of open) {
    if (row.type === 'step') {
      step = row;
      stepShown = false;
      continue;
    }
    if (!mayShow(row)) continue;
    if (step && !stepShown) {
      shown.push(step);
      stepShown = true;
    }
    shown.push(row);
  }
  return shown;
}

/** A question as the public page gets it: no management note (the client form has none) and no permissions. */
function publicQuestion(question: Question): Question {
  const { managementNote: _note, permissions: _permissions, ...settings } = question.settings as Record<string, unknown>;
  return { ...question, settings: settings as Question['settings'] };
}
