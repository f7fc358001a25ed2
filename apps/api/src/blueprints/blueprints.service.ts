import { Inject, Injectable } from '@nestjs/common';
import {
  buildBlueprintExport,
  exportInputsOf,
  isPlanCalibrated,
  planScale,
  type BlueprintExport,
  type CanvasShape,
  type PlanMeasurements,
} from '@fieldwork/blueprint-core';
import {
  answeringAllowedIn,
  BLUEPRINT_MESSAGES,
  can,
  parseAnswerKey,
  QUESTION_SETTINGS,
  type BlueprintElement,
  type BlueprintJob,
  type BlueprintMarking,
  type BlueprintMarkSubject,
  type BlueprintsReply,
  type BlueprintSettingsBody,
  type ExportRowView,
  type JobSubject,
  type MarkingsReply,
  type PlanFile,
  type PlanPropertiesBody,
  type ProjectFieldDefinition,
  type PutMarkingBody,
} from '@fieldwork/contracts';
import { allows, authorize, type Caller } from '../access/caller';
import { answeredQuestionOf } from '../answers/answer-values';
import { answerSubjectOf } from '../answers/answers.service';
import type { AnsweringQuestionRow } from '../answers/answers.repository';
import { AppError } from '../common/app-error';
import { EventsService } from '../events/events.service';
import { JobEvents } from '../jobs/job-events';
import type { JobRow } from '../jobs/jobs.repository';
import { JobsService, notFound } from '../jobs/jobs.service';
import { blueprintSettingsOf } from '../settings/blueprint-settings.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { BlueprintsRepository, type ElementRow, type ElementWrite, type MarkingRow, type PlanRow } from './blueprints.repository';

/** A plan, its markings (elements newest first) and the jobs they belong to, as the editor reads them. */
interface MarkedPlan {
  plan: PlanRow;
  markings: Array<{ marking: MarkingRow; elements: ElementRow[] }>;
  jobs: Map<string, { job: JobRow; jobTypeTitle: string; jobTypeIcon: string | null }>;
}

/** The elements an export covers: the plan, its settings and scale, the rows' elements and their jobs. */
export interface ExportSelection {
  plan: PlanRow;
  settings: BlueprintSettingsBody;
  elements: Array<{ element: ElementRow; jobId: string }>;
  jobs: JobRow[];
  export: BlueprintExport;
}

const fileNotFound = () => AppError.notFound('File');
const elementNotFound = () => AppError.notFound('Element');

/**
 * The blueprint editor's use cases (spec 3 sections 3 to 7, ADR 0046): a plan's markings, one
 * marking record's elements replaced whole by the editor's autosave, an element removed, the
 * export rows blueprint-core measures, and the plan's own properties. Every call runs in the
 * caller's tenant transaction; a plan, job or element of another tenant is not found.
 */
@Injectable()
export class BlueprintsService {
  constructor(
    @Inject(BlueprintsRepository) private readonly repo: BlueprintsRepository,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(JobEvents) private readonly jobEvents: JobEvents,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
  ) {}

  /**
   * GET /v2/blueprints: the plan and every marking on it of a job the caller may read. With a job
   * (and a question) the job is read first ('blueprint.read', else not found); a missing record
   * for that job and question is made empty when the caller may mark it (spec 3 section 4).
   */
  async read(caller: Caller, query: { file: string; job?: string; question?: string }): Promise<{ success: true; data: BlueprintsReply }> {
    const plan = await this.pdfPlan(caller, query.file, { otherKinds: 'not_found' });
    if (query.job) {
      const job = await this.readableJob(caller, query.job);
      if (query.question) {
        const question = await this.blueprintQuestionOf(caller, job, query.question, { quiet: true });
        // Only for a measured plan of the job's project: others are not offered to jobs.
        if (question && planFileOf(plan).measured && (await this.isPlanOfJob(caller, job, plan))) {
          const subject = await this.markSubject(caller, job, question, { ownJob: true, questionAllowsOthers: false });
          if (can(caller.actor, 'blueprint.mark', subject, caller.policy).allowed) {
            await this.repo.ensureMarking(caller.scope, { job: job.id, question: query.question, file: plan.id });
          }
        }
      }
    }
    const marked = await this.marked(caller, plan, {});
    return { success: true, data: this.replyOf(marked) };
  }

  /**
   * PUT /v2/blueprints/{job}/{question}: the job's elements for the question on the plan, all of
   * them: new ids are added (drawn by the caller), changed ones updated (their author kept),
   * missing ones removed. An id of another record is a conflict; nothing is moved between
   * records. The record is locked first, so concurrent saves of it run one after the other.
   */
  async put(caller: Caller, path: { job: string; question: string }, body: PutMarkingBody): Promise<{ success: true; data: BlueprintMarking }> {
    const { scope, actor } = caller;
    if (body.job.toLowerCase() !== path.job.toLowerCase()) throw invalid('The job of the address and of the body differ', 'job');
    if (body.question !== undefined && body.question !== path.question) throw invalid('The question of the address and of the body differ', 'question');
    const facts = await this.repo.jobFacts(scope, path.job.toLowerCase());
    if (!facts) throw notFound();
    const { job } = facts;
    // A job the caller does not see is not there for them, whatever else the body says.
    const jobSubject = await this.jobs.subjectOf(caller, job);
    const visible = can(actor, 'blueprint.read', jobSubject, caller.policy);
    if (!visible.allowed && visible.reason === 'not_visible') throw notFound();
    const question = (await this.blueprintQuestionOf(caller, job, path.question))!;
    const plan = await this.pdfPlan(caller, body.file);
    const plans = job.projectId ? await this.plansIn(caller, facts.projectFields) : null;
    if (plans === null) throw invalid(BLUEPRINT_MESSAGES.noPlans, 'file');
    if (!plans.has(plan.id)) throw invalid("This plan is not one of the job's project plans", 'file');

    // Who may change these elements: the answer rules of the question, for the job's own elements
    // or, through `via`, for another job's where the question being edited allows it.
    const ownJob = !body.via || body.via.job.toLowerCase() === job.id;
    const questionAllowsOthers = ownJob ? false : await this.viaAllowsOthers(caller, body.via!);
    const subject = await this.markSubject(caller, job, question, { ownJob, questionAllowsOthers }, jobSubject);
    const decision = can(actor, 'blueprint.mark', subject, caller.policy);
    if (!decision.allowed) {
      if (decision.reason === 'not_visible') throw notFound();
      if (decision.reason === 'permission' && !ownJob && !questionAllowsOthers) throw AppError.forbidden(BLUEPRINT_MESSAGES.otherJobsElement);
      authorize(caller, 'blueprint.mark', subject);
    }

    // Measures sent with the elements calibrate the plan (set mode), for those who may.
    const calibrating = body.measurements !== undefined && !sameJson(body.measurements, plan.measurements);
    if (calibrating) authorize(caller, 'blueprint.calibrate');
    const measurements = calibrating ? (body.measurements ?? null) : plan.measurements;
    if (!isPlanCalibrated(measurements as PlanMeasurements | null)) throw invalid(BLUEPRINT_MESSAGES.planNotMeasured, 'measurements');

    const settings = blueprintSettingsOf((await this.instances.get(scope)).settings);
    const definitions = new Set(settings.elements.map((e) => e.id));
    const issues = body.elements.flatMap((e, i) =>
      definitions.has(e.elementId) ? [] : [{ path: `elements.${i}.elementId`, message: `Element ${i}: no element definition '${e.elementId}' in this instance's blueprint settings` }],
    );
    if (issues.length > 0) throw new AppError('answer_invalid', issues[0].message, issues);
    const sentIds = body.elements.map((e) => e._id.toLowerCase());
    const duplicate = sentIds.find((id, i) => sentIds.indexOf(id) !== i);
    if (duplicate) throw invalid(`Element ${duplicate} is sent twice`, 'elements');

    const marking = await this.repo.lockMarking(scope, { job: job.id, question: path.question, file: plan.id });
    const found = await this.repo.elementsForSave(scope, marking.id, sentIds);
    const foreign = found.filter((e) => e.markingId !== marking.id).map((e) => e.id);
    if (foreign.length > 0) throw new AppError('conflict', `Element ${foreign[0]} belongs to another marking`, { elements: foreign });

    const current = new Map(found.map((e) => [e.id, e]));
    const added: ElementWrite[] = [];
    const changed: ElementWrite[] = [];
    for (const [i, e] of body.elements.entries()) {
      const write: ElementWrite = { id: sentIds[i], elementId: e.elementId, canvasData: e.canvasData as unknown as Record<string, unknown>, visible: e.visible };
      const stored = current.get(write.id);
      if (!stored) added.push(write);
      else if (stored.elementId !== write.elementId || stored.visible !== write.visible || !sameJson(stored.canvasData, write.canvasData)) changed.push(write);
    }
    const sent = new Set(sentIds);
    const removed = [...current.keys()].filter((id) => !sent.has(id));
    try {
      await this.repo.writeElements(scope, marking.id, actor.id, { added, changed, removed });
    } catch (error) {
      // Another record took one of the new ids meanwhile (its own PUT, on another record).
      if (isUniqueViolation(error)) throw new AppError('conflict', 'An element sent belongs to another marking');
      throw error;
    }
    const anyChange = added.length + changed.length + removed.length > 0;
    if (anyChange) {
      const names = { jobTypeTitle: facts.jobTypeTitle, projectName: facts.projectName };
      await this.jobEvents.emit(caller, 'blueprint_marked', job, names, {
        fileId: plan.id,
        questionId: path.question,
        added: added.length,
        changed: changed.length,
        removed: removed.length,
      });
    }
    if (calibrating) await this.calibrate(caller, plan, measurements);
    // An unchanged save (most autosaves after the first) answers what it read.
    const elements = anyChange ? await this.repo.elementsOf(scope, [marking.id]) : found;
    return { success: true, data: markingOf(marking, elements) };
  }

  /** DELETE /v2/blueprints/element/{id}: as its own job's answerer may ('blueprint.mark', own job). */
  async removeElement(caller: Caller, id: string): Promise<{ success: true }> {
    const found = await this.repo.element(caller.scope, id.toLowerCase());
    if (!found) throw elementNotFound();
    const { marking } = found;
    const facts = await this.repo.jobFacts(caller.scope, marking.jobId);
    if (!facts) throw elementNotFound();
    const { job } = facts;
    const question = marking.questionId ? await this.blueprintQuestionOf(caller, job, marking.questionId, { quiet: true }) : null;
    const jobSubject = await this.jobs.subjectOf(caller, job);
    const subject: BlueprintMarkSubject = question
      ? await this.markSubject(caller, job, question, { ownJob: true, questionAllowsOthers: false }, jobSubject)
      : { job: jobSubject, statusOpen: answeringAllowedIn((await this.instances.get(caller.scope)).settings, job.status), roleMayAnswer: caller.actor.role !== 'client', blocksInspector: false, ownJob: true, questionAllowsOthers: false };
    const decision = can(caller.actor, 'blueprint.mark', subject, caller.policy);
    if (!decision.allowed && decision.reason === 'not_visible') throw elementNotFound();
    authorize(caller, 'blueprint.mark', subject);
    await this.repo.deleteElement(caller.scope, found.element.id);
    await this.jobEvents.emit(caller, 'blueprint_marked', job, { jobTypeTitle: facts.jobTypeTitle, projectName: facts.projectName }, {
      fileId: marking.fileAssetId,
      questionId: marking.questionId,
      added: 0,
      changed: 0,
      removed: 1,
    });
    return { success: true };
  }

  /** GET /v2/blueprints/markings: a job's, a plan's or a project's markings the caller may read, with the rows blueprint-core measures (hidden elements left out). */
  async markings(caller: Caller, query: { job?: string; file?: string; project?: string }): Promise<{ success: true; data: MarkingsReply }> {
    const { scope } = caller;
    const settings = blueprintSettingsOf((await this.instances.get(scope)).settings);
    let markings: MarkingRow[];
    if (query.job) {
      const job = await this.readableJob(caller, query.job);
      markings = await this.repo.markings(scope, { job: job.id, file: query.file?.toLowerCase() });
    } else if (query.file) {
      await this.pdfPlan(caller, query.file, { otherKinds: 'not_found' });
      markings = await this.repo.markings(scope, { file: query.file.toLowerCase() });
    } else {
      const jobIds = await this.repo.jobIdsOfProject(scope, query.project!.toLowerCase());
      markings = await this.repo.markings(scope, { jobs: jobIds });
    }
    const readable = await this.readableJobs(caller, markings.map((m) => m.jobId));
    markings = markings.filter((m) => readable.has(m.jobId));
    const plans = new Map((await this.repo.plans(scope, [...new Set(markings.map((m) => m.fileAssetId))])).map((p) => [p.id, p]));
    const elements = await this.repo.elementsOf(scope, markings.map((m) => m.id));
    const byMarking = groupBy(elements, (e) => e.markingId);
    const items = markings.map((m) => {
      const plan = plans.get(m.fileAssetId)!;
      const visible = (byMarking.get(m.id) ?? []).filter((e) => e.visible);
      const built = measured(plan, settings, visible);
      const rows: ExportRowView[] = built.rows.map((row, i) => ({ ...row, elementId: visible[i].id, job: m.jobId }));
      return {
        _id: m.id,
        job: m.jobId,
        question: m.questionId,
        file: { _id: plan.id, name: plan.originalName, measured: isPlanCalibrated(plan.measurements as PlanMeasurements | null) },
        rows,
      };
    });
    return { success: true, data: { unit: settings.systemUnit, items } };
  }

  /** PUT /v2/blueprints/files/{id}: set mode's plan properties ('blueprint.calibrate'); measures null resets them. */
  async setPlan(caller: Caller, id: string, body: PlanPropertiesBody): Promise<{ success: true; data: PlanFile }> {
    authorize(caller, 'blueprint.calibrate');
    const plan = await this.pdfPlan(caller, id, { forUpdate: true });
    const calibrating = body.measurements !== undefined && !sameJson(body.measurements, plan.measurements);
    let row = plan;
    const patch = {
      ...(body.grayscale !== undefined ? { grayscale: body.grayscale } : {}),
      ...(body.measureIntroDisplayed !== undefined ? { measureIntroDisplayed: body.measureIntroDisplayed } : {}),
    };
    if (Object.keys(patch).length > 0) row = await this.repo.setPlan(caller.scope, plan.id, patch);
    if (calibrating) row = await this.calibrate(caller, plan, (body.measurements ?? null) as Record<string, unknown> | null);
    return { success: true, data: planFileOf(row) };
  }

  /**
   * The elements an export covers (spec 3 section 3): a job's (and question's) on the plan, the
   * ones named, or every visible one of the jobs the caller may read; 'blueprint.read' on each
   * job involved. Measured here, by blueprint-core: rows are never taken from the client.
   */
  async exportSelection(caller: Caller, body: { file: string; job?: string; question?: string; elementIds?: string[] }): Promise<ExportSelection> {
    const { scope } = caller;
    const plan = await this.pdfPlan(caller, body.file);
    const settings = blueprintSettingsOf((await this.instances.get(scope)).settings);
    let markings = await this.repo.markings(scope, { file: plan.id });
    if (body.job) {
      const job = await this.readableJob(caller, body.job);
      markings = markings.filter((m) => m.jobId === job.id && (body.question === undefined || m.questionId === body.question));
    }
    const elements = await this.repo.elementsOf(scope, markings.map((m) => m.id));
    const jobOf = new Map(markings.map((m) => [m.id, m.jobId]));
    let chosen: ElementRow[];
    if (body.elementIds) {
      const byId = new Map(elements.map((e) => [e.id, e]));
      const wanted = [...new Set(body.elementIds.map((id) => id.toLowerCase()))];
      if (wanted.some((id) => !byId.has(id))) throw elementNotFound();
      chosen = wanted.map((id) => byId.get(id)!);
      const jobIds = [...new Set(chosen.map((e) => jobOf.get(e.markingId)!))];
      // Named elements: every job they belong to must be readable, else the element is not there for the caller.
      const readable = await this.readableJobs(caller, jobIds);
      if (jobIds.some((id) => !readable.has(id))) throw elementNotFound();
    } else {
      const readable = await this.readableJobs(caller, [...new Set(markings.map((m) => m.jobId))]);
      chosen = elements.filter((e) => e.visible && readable.has(jobOf.get(e.markingId)!));
    }
    // Oldest first in an export, the order they were drawn in; hidden elements are left out, named or not.
    chosen = [...chosen].reverse().filter((e) => e.visible);
    const built = measured(plan, settings, chosen);
    const jobIds = [...new Set(chosen.map((e) => jobOf.get(e.markingId)!))];
    const jobs = (await this.repo.jobs(scope, jobIds)).map((j) => j.job);
    return { plan, settings, elements: chosen.map((e) => ({ element: e, jobId: jobOf.get(e.markingId)! })), jobs, export: built };
  }

  // -------------------------------------------------------------------------------------------

  /**
   * A PDF asset of the caller's tenant; anything else is not a plan: 404 for what is not there;
   * another kind of file is 400 'Only PDF plans can be marked' where it is sent to be changed or
   * exported, and not found where a plan is read.
   */
  async pdfPlan(caller: Caller, id: string, opts: { forUpdate?: boolean; otherKinds?: 'invalid' | 'not_found' } = {}): Promise<PlanRow> {
    const plan = await this.repo.plan(caller.scope, id.toLowerCase(), opts);
    if (!plan) throw fileNotFound();
    if (plan.kind !== 'pdf') throw opts.otherKinds === 'not_found' ? fileNotFound() : invalid(BLUEPRINT_MESSAGES.notAPlan, 'file');
    return plan;
  }

  /** A job the caller may read the markings of ('blueprint.read'); one they may not see is not found. */
  private async readableJob(caller: Caller, id: string): Promise<JobRow> {
    const job = await this.jobs.find(caller, id);
    const subject = await this.jobs.subjectOf(caller, job);
    const decision = can(caller.actor, 'blueprint.read', subject, caller.policy);
    if (!decision.allowed && decision.reason === 'not_visible') throw notFound();
    authorize(caller, 'blueprint.read', subject);
    return job;
  }

  /** Which of the jobs the caller may read the markings of: the policy's job visibility, as the jobs list applies it. */
  private async readableJobs(caller: Caller, ids: readonly string[]): Promise<Set<string>> {
    const rows = (await this.repo.jobs(caller.scope, [...new Set(ids)])).map((r) => r.job);
    const subjects = await this.jobs.subjectsOf(caller, rows);
    return new Set(rows.filter((row) => allows(caller, 'blueprint.read', subjects.get(row.id)!)).map((row) => row.id));
  }

  /** The job type's blueprint question named by the key ('12', or a repeat '12_2'); refused (400) when there is none. */
  private async blueprintQuestionOf(caller: Caller, job: JobRow, key: string, opts: { quiet?: boolean } = {}): Promise<AnsweringQuestionRow | null> {
    const parsed = parseAnswerKey(key);
    const question = parsed ? await this.repo.blueprintQuestion(caller.scope, job.jobTypeId, parsed.ID) : null;
    if (!question && !opts.quiet) throw invalid(`Question ${key} is not a blueprint question of this job's type`, 'question');
    return question;
  }

  /** Whether the plan is one of the job's project's plans (its blueprintList fields). */
  private async isPlanOfJob(caller: Caller, job: JobRow, plan: PlanRow): Promise<boolean> {
    return (await this.plansOfJob(caller, job))?.has(plan.id) ?? false;
  }

  /** The asset ids the job's project's blueprintList fields hold (null without a project). */
  private async plansOfJob(caller: Caller, job: JobRow): Promise<Set<string> | null> {
    const project = job.projectId ? await this.repo.project(caller.scope, job.projectId) : null;
    return project ? this.plansIn(caller, project.fields) : null;
  }

  /** The asset ids a project's field values hold in its blueprintList fields. */
  private async plansIn(caller: Caller, values: Record<string, unknown>): Promise<Set<string>> {
    const { settings } = await this.instances.get(caller.scope);
    const fields = ((settings as { projectFields?: ProjectFieldDefinition[] }).projectFields ?? []).filter((f) => f.type === 'blueprintList');
    return new Set(fields.flatMap((f) => (Array.isArray(values[f.id]) ? (values[f.id] as unknown[]) : [])).map((id) => String(id).toLowerCase()));
  }

  /** 'blueprint.mark''s subject: the answer rules of the question on the job (as answering builds them), and whose elements. */
  private async markSubject(
    caller: Caller,
    job: JobRow,
    question: AnsweringQuestionRow,
    whose: { ownJob: boolean; questionAllowsOthers: boolean },
    known?: JobSubject,
  ): Promise<BlueprintMarkSubject> {
    const jobSubject: JobSubject = known ?? (await this.jobs.subjectOf(caller, job));
    const { settings } = await this.instances.get(caller.scope);
    return { ...answerSubjectOf(caller.actor, jobSubject, answeringAllowedIn(settings, job.status), answeredQuestionOf(question)), ...whose };
  }

  /** `via` names a blueprint question of its job that lets its answerers change other jobs' elements, and the caller may mark there. */
  private async viaAllowsOthers(caller: Caller, via: { job: string; question: string }): Promise<boolean> {
    const job = await this.jobs.find(caller, via.job);
    const question = await this.blueprintQuestionOf(caller, job, via.question, { quiet: true });
    if (!question) return false;
    const parsed = QUESTION_SETTINGS.blueprint.safeParse(question.settings ?? {});
    if (!parsed.success || (parsed.data as { editOtherJobs?: boolean }).editOtherJobs !== true) return false;
    const subject = await this.markSubject(caller, job, question, { ownJob: true, questionAllowsOthers: false });
    return can(caller.actor, 'blueprint.mark', subject, caller.policy).allowed;
  }

  /** Writes the plan's measures and plan_calibrated. */
  private async calibrate(caller: Caller, plan: PlanRow, measurements: Record<string, unknown> | null): Promise<PlanRow> {
    const row = await this.repo.setPlan(caller.scope, plan.id, { measurements });
    const m = (measurements ?? {}) as PlanMeasurements;
    await this.events.emit(caller.scope, {
      type: 'plan_calibrated',
      aggregate: { type: 'asset', id: plan.id },
      payload: {
        fileId: plan.id,
        name: plan.originalName,
        pixels: { width: m.pixels?.width ?? null, height: m.pixels?.height ?? null },
        metrics: { width: m.metrics?.width ?? null, height: m.metrics?.height ?? null },
      },
      actor: caller.actor,
    });
    return row;
  }

  /** Every marking on the plan of a job the caller may read, with its elements and jobs. */
  private async marked(caller: Caller, plan: PlanRow, where: { job?: string }): Promise<MarkedPlan> {
    const markings = await this.repo.markings(caller.scope, { file: plan.id, job: where.job });
    const jobRows = await this.repo.jobs(caller.scope, [...new Set(markings.map((m) => m.jobId))]);
    const subjects = await this.jobs.subjectsOf(caller, jobRows.map((r) => r.job));
    const jobs = new Map(jobRows.filter((r) => allows(caller, 'blueprint.read', subjects.get(r.job.id)!)).map((r) => [r.job.id, r]));
    const shown = markings.filter((m) => jobs.has(m.jobId));
    const byMarking = groupBy(await this.repo.elementsOf(caller.scope, shown.map((m) => m.id)), (e) => e.markingId);
    return { plan, markings: shown.map((marking) => ({ marking, elements: byMarking.get(marking.id) ?? [] })), jobs };
  }

  private replyOf(marked: MarkedPlan): BlueprintsReply {
    return {
      file: planFileOf(marked.plan),
      markings: marked.markings.map(({ marking, elements }) => markingOf(marking, elements)),
      jobs: [...marked.jobs.values()].map(jobOf),
    };
  }
}

/**
 * The export rows of a plan's shown elements, in the order given, measured by blueprint-core as
 * the editor's summary measures them (exportInputsOf, then buildBlueprintExport at the plan's
 * scale, or the instance ratio while it is not measured).
 */
function measured(plan: PlanRow, settings: BlueprintSettingsBody, elements: readonly ElementRow[]): BlueprintExport {
  const inputs = exportInputsOf(
    elements.map((e) => ({ elementId: e.elementId, canvasData: e.canvasData as unknown as CanvasShape, visible: e.visible })),
    settings.elements,
    plan.originalName,
  );
  return buildBlueprintExport(inputs, planScale(settings, plan.measurements as PlanMeasurements | null));
}

/** A plan's properties as the editor reads them. */
export function planFileOf(plan: PlanRow): PlanFile {
  return {
    _id: plan.id,
    name: plan.originalName,
    rotation: plan.rotation,
    grayscale: plan.grayscale,
    measurements: (plan.measurements as PlanFile['measurements']) ?? null,
    measureIntroDisplayed: plan.measureIntroDisplayed,
    pages: plan.pageCount,
    measured: isPlanCalibrated(plan.measurements as PlanMeasurements | null),
  };
}

function markingOf(marking: MarkingRow, elements: readonly ElementRow[]): BlueprintMarking {
  return { _id: marking.id, job: marking.jobId, question: marking.questionId, file: marking.fileAssetId, elements: elements.map(elementOf) };
}

function elementOf(e: ElementRow): BlueprintElement {
  return {
    _id: e.id,
    elementId: e.elementId,
    canvasData: e.canvasData as unknown as CanvasShape,
    visible: e.visible,
    user: e.userId ? { _id: e.userId, name: `${e.userFirstName ?? ''} ${e.userLastName ?? ''}`.trim() } : null,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

function jobOf(r: { job: JobRow; jobTypeTitle: string; jobTypeIcon: string | null }): BlueprintJob {
  return {
    _id: r.job.id,
    ID: r.job.number,
    status: r.job.status,
    jobType: { _id: r.job.jobTypeId, title: r.jobTypeTitle, icon: r.jobTypeIcon },
    startDate: r.job.startDate ? r.job.startDate.toISOString() : null,
    created_at: r.job.createdAt.toISOString(),
  };
}

function invalid(message: string, path: string): AppError {
  return new AppError('validation_failed', message, [{ path, message }]);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Equal as JSON, whatever the order of object keys (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
