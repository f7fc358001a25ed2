import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_JOB_TYPE_SETTINGS,
  JOB_TYPE_MESSAGES,
  jobTypeSettingsSchema,
  QUESTION_MESSAGES,
  type JobType,
  type JobTypeCreateBody,
  type JobTypeSettings,
  type JobTypeSettingsPatch,
  type JobTypeUpdateBody,
  type Question,
  type ReorderQuestionsBody,
  type Success,
} from '@fieldwork/contracts';
import { authorize, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { EventsService } from '../events/events.service';
import { SkillRequirementsService } from '../skills/skill-requirements.service';
import { JobTypeDependents } from './job-type-dependents';
import { JobTypesRepository, type JobTypePatch, type JobTypeRow, type QuestionRow } from './job-types.repository';
import { JobTypesService, settingsOf } from './job-types.service';
import { assertPaths, pathQuestion, sameValue } from './question-forms';

/**
 * Changing job types: create, update (title, icon, settings), delete while nothing depends on it,
 * and the questions' order. Each runs in the request's transaction with the job type row locked,
 * and writes its event with the change (ADR 0022).
 */
@Injectable()
export class JobTypeManagementService {
  constructor(
    @Inject(JobTypesRepository) private readonly repo: JobTypesRepository,
    @Inject(JobTypesService) private readonly reader: JobTypesService,
    @Inject(JobTypeDependents) private readonly dependents: JobTypeDependents,
    @Inject(SkillRequirementsService) private readonly skills: SkillRequirementsService,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  /** POST /v2/jobtype: a blank job type (the wizard's first step); it has no questions, so it names no main questions yet. */
  async create(caller: Caller, body: JobTypeCreateBody): Promise<JobType> {
    const { scope, actor } = caller;
    authorize(caller, 'jobType.manage');
    const settings = mergedSettings(DEFAULT_JOB_TYPE_SETTINGS, body.settings);
    assertPreview(settings, []);
    const jobType = await this.repo.insertJobType(scope, { title: body.title, icon: body.icon, settings, templateId: null, createdBy: actor.id });
    await this.events.emit(scope, {
      type: 'job_type_created',
      aggregate: { type: 'job_type', id: jobType.id },
      payload: { jobTypeId: jobType.id, title: jobType.title, templateId: null },
      actor,
    });
    return this.reader.detailOf(caller, jobType, []);
  }

  /**
   * PUT /v2/jobtype/{id}: title, icon, and settings merged into the current ones. The main
   * questions must be questions of this job type. job_type_updated names what changed
   * (title, icon, settings.isDisabled...), once; a change to nothing records nothing.
   */
  async update(caller: Caller, id: string, body: JobTypeUpdateBody): Promise<JobType> {
    const { scope, actor } = caller;
    const jobType = await this.reader.load(caller, id, 'jobType.manage', { forUpdate: true });
    const questions = await this.repo.questionsOf(scope, jobType.id);
    const before = settingsOf(jobType);
    const patch: JobTypePatch = {};
    const changes: string[] = [];
    if (body.title !== undefined && body.title !== jobType.title) {
      patch.title = body.title;
      changes.push('title');
    }
    if (body.icon !== undefined && body.icon !== jobType.icon) {
      patch.icon = body.icon;
      changes.push('icon');
    }
    if (body.settings) {
      const settings = mergedSettings(before, body.settings);
      assertPreview(settings, questions);
      const changed = (Object.keys(settings) as Array<keyof JobTypeSettings>).filter((key) => !sameValue(settings[key], before[key]));
      if (changed.length > 0) {
        patch.settings = settings;
        changes.push(...changed.map((key) => `settings.${key}`));
      }
    }
    if (changes.length === 0) return this.reader.detailOf(caller, jobType, questions);
    const updated = await this.repo.updateJobType(scope, jobType.id, patch);
    await this.events.emit(scope, {
      type: 'job_type_updated',
      aggregate: { type: 'job_type', id: jobType.id },
      payload: { jobTypeId: jobType.id, title: updated.title, changes },
      actor,
    });
    return this.reader.detailOf(caller, updated, questions);
  }

  /**
   * DELETE /v2/jobtype/{id}: refused while a registered dependent (jobs) has rows of it, or while
   * questions of other job types share the form of one of its global questions. Its questions,
   * their revisions and its required skills go with it.
   */
  async remove(caller: Caller, id: string): Promise<Success> {
    const { scope, actor } = caller;
    const jobType = await this.reader.load(caller, id, 'jobType.manage', { forUpdate: true });
    const blocking = await this.dependents.blocking(scope, jobType.id);
    if (blocking) throw new AppError('conflict', JOB_TYPE_MESSAGES.hasActivities, { dependent: blocking.name });
    if ((await this.repo.childrenElsewhere(scope, jobType.id)) > 0) throw new AppError('conflict', QUESTION_MESSAGES.globalDeleteWithChildren);
    await this.skills.clear(scope, 'job_type', jobType.id);
    await this.repo.deleteJobType(scope, jobType.id);
    await this.events.emit(scope, {
      type: 'job_type_deleted',
      aggregate: { type: 'job_type', id: jobType.id },
      payload: { jobTypeId: jobType.id, title: jobType.title },
      actor,
    });
    return { success: true };
  }

  /**
   * PUT /v2/jobtype/{id}/reorder-questions: the new order names every question of the job type
   * once; an order that makes a path rule jump backwards is refused, naming the rule.
   */
  async reorder(caller: Caller, id: string, body: ReorderQuestionsBody): Promise<{ success: true; data: Question[] }> {
    const { scope, actor } = caller;
    const jobType = await this.reader.load(caller, id, 'jobType.manage', { forUpdate: true });
    const questions = await this.repo.questionsOf(scope, jobType.id);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const order = body.questions.map((questionId) => questionId.toLowerCase());
    if (order.length !== questions.length || new Set(order).size !== order.length || order.some((questionId) => !byId.has(questionId))) {
      throw new AppError('validation_failed', QUESTION_MESSAGES.reorderMismatch, [{ path: 'questions', message: QUESTION_MESSAGES.reorderMismatch }]);
    }
    const reordered = order.map((questionId) => byId.get(questionId)!);
    assertPaths(reordered.map(pathQuestion), (questionId) => `questions.${order.indexOf(questionId)}.`);
    if (reordered.some((q, i) => q.sequence !== i)) {
      await this.repo.setSequences(scope, jobType.id, order);
      await this.events.emit(scope, {
        type: 'questions_reordered',
        aggregate: { type: 'job_type', id: jobType.id },
        payload: { jobTypeId: jobType.id, questionIds: order },
        actor,
      });
    }
    const rows: QuestionRow[] = reordered.map((q, sequence) => ({ ...q, sequence }));
    return { success: true, data: await this.reader.replies(caller, rows) };
  }
}

/** The current settings with the sent ones in place of theirs. */
function mergedSettings(current: JobTypeSettings, patch: JobTypeSettingsPatch | undefined): JobTypeSettings {
  const merged = jobTypeSettingsSchema.parse({ ...current, ...patch });
  return { ...merged, previewSettings: merged.previewSettings.map((entry) => ({ ...entry, value: entry.value.toLowerCase() })) };
}

/** Main questions name questions of this job type (not deleted), each once. */
function assertPreview(settings: JobTypeSettings, questions: readonly Pick<JobTypeRow, 'id'>[]): void {
  const known = new Set(questions.map((q) => q.id));
  const seen = new Set<string>();
  const issues = settings.previewSettings.flatMap((entry, i) => {
    const value = entry.value.toLowerCase();
    const problem = !known.has(value) ? 'A main question must be a question of this job type' : seen.has(value) ? 'A main question is named once' : null;
    seen.add(value);
    return problem ? [{ path: `settings.previewSettings.${i}.value`, message: problem }] : [];
  });
  if (issues.length > 0) throw new AppError('validation_failed', issues[0].message, issues);
}
