import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  commonSettingsShape,
  isAnsweredType,
  QUESTION_MESSAGES,
  QUESTIONS_PER_JOB_TYPE_MAX,
  type Actor,
  type Question,
  type QuestionCreateBody,
  type QuestionUpdateBody,
} from '@fieldwork/contracts';
import { authorize, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import type { Scope } from '../db/database';
import { takeNumbers } from '../db/instance-counters';
import { EventsService } from '../events/events.service';
import { JobTypesRepository, type QuestionPatch, type QuestionRow } from './job-types.repository';
import { JobTypesService, settingsOf } from './job-types.service';
import { assertPaths, changedFormKeys, checkedSettings, formChangeNames, formOf, pathQuestion, revisionForm, sameValue, withoutRulesTo, type QuestionForm } from './question-forms';
import { QuestionImages } from './question-images';

/**
 * Changing questions: add (at a place, or sharing a global question's form), change and delete.
 * Every change of a question's form is a new revision written with it (ADR 0034); a global
 * question's form change reaches the questions sharing it in the same transaction. The job type's
 * row is locked first, so two changes of one questionnaire never interleave.
 */
@Injectable()
export class QuestionManagementService {
  constructor(
    @Inject(JobTypesRepository) private readonly repo: JobTypesRepository,
    @Inject(JobTypesService) private readonly jobTypes: JobTypesService,
    @Inject(QuestionImages) private readonly images: QuestionImages,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  /**
   * POST /v2/question: a question of a type whose app is on, at `sequence` (the rest move down)
   * or last; with `root`, a question sharing a global question's form (its own path rules apart).
   */
  async create(caller: Caller, body: QuestionCreateBody): Promise<Question> {
    const { scope, actor } = caller;
    const jobType = await this.jobTypes.load(caller, body.jobType.toLowerCase(), 'jobType.manage', { forUpdate: true });
    const questions = await this.repo.questionsOf(scope, jobType.id);
    if (questions.length >= QUESTIONS_PER_JOB_TYPE_MAX) throw new AppError('conflict', QUESTION_MESSAGES.tooMany);
    const { form, rootId } = body.root ? await this.sharedForm(caller, body.root.toLowerCase(), jobType.id) : await this.newForm(caller, body);
    const id = randomUUID();
    const disabled = body.disabled ?? false;
    const position = Math.min(body.sequence ?? questions.length, questions.length);
    const order = [...questions.map(pathQuestion)];
    order.splice(position, 0, pathQuestion({ id, type: form.type, disabled, settings: form.settings }));
    assertPaths(order, (questionId) => (questionId === id ? '' : `questions.${questionId}.`));
    // The new question is not there yet: the others take the places around it.
    if (position < questions.length) await this.repo.setSequences(scope, jobType.id, order.map((q) => q._id));
    const [row] = await this.repo.insertQuestions(scope, [
      {
        ...form,
        id,
        jobTypeId: jobType.id,
        number: await takeNumbers(scope, 'question'),
        rootId,
        isGlobal: rootId ? false : body.is_global,
        sequence: position,
        disabled,
        revision: 1,
        createdBy: actor.id,
      },
    ]);
    await this.repo.insertRevisions(scope, [{ questionId: id, revision: 1, form: revisionForm(form), createdBy: actor.id }]);
    await this.events.emit(scope, {
      type: 'question_created',
      aggregate: { type: 'job_type', id: jobType.id },
      payload: { jobTypeId: jobType.id, questionId: id, type: row.type, title: row.title },
      actor,
    });
    return this.jobTypes.reply(caller, row);
  }

  /**
   * PUT /v2/question/{id}: the question as the editor holds it; a property left out keeps its
   * value. The whole questionnaire's path rules are checked in the new state. A question sharing
   * a global question's form changes only its own place, disabled flag and path rules.
   */
  async update(caller: Caller, id: string, body: QuestionUpdateBody): Promise<Question> {
    const { scope, actor } = caller;
    const question = await this.locked(caller, id);
    const movedTo = body.jobType ?? body.job_type;
    if (movedTo && movedTo.toLowerCase() !== question.jobTypeId) throw invalid('jobType', 'A question stays in its job type');
    const before = formOf(question);
    const after = await this.formAfter(caller, question, body);
    const changes = formChangeNames(before, after);
    const patch: QuestionPatch = {};

    let rootId = question.rootId;
    if (body.root !== undefined && (body.root?.toLowerCase() ?? null) !== question.rootId) {
      if (body.root !== null) throw invalid('root', 'A question shares a global question’s form from when it is added');
      rootId = patch.rootId = null;
      changes.push('root');
    }
    if (rootId && (formChangedBeyondPath(before, after) || body.is_global === true)) throw new AppError('conflict', QUESTION_MESSAGES.sharedForm);
    if (body.is_global !== undefined && body.is_global !== question.isGlobal) {
      if (!body.is_global && (await this.repo.childrenCounts(scope, [question.id])).get(question.id)) throw new AppError('conflict', QUESTION_MESSAGES.globalWithChildren);
      patch.isGlobal = body.is_global;
      changes.push('is_global');
    }
    if (body.disabled !== undefined && body.disabled !== question.disabled) {
      patch.disabled = body.disabled;
      changes.push('disabled');
    }

    const questions = await this.repo.questionsOf(scope, question.jobTypeId);
    const order = questions.filter((q) => q.id !== question.id);
    const position = Math.min(body.sequence ?? questions.findIndex((q) => q.id === question.id), order.length);
    order.splice(position, 0, { ...question, ...after, disabled: patch.disabled ?? question.disabled });
    const moved = order.some((q, i) => q.id !== questions[i].id);
    if (moved) changes.push('sequence');
    assertPaths(order.map(pathQuestion), (questionId) => (questionId === question.id ? '' : `questions.${questionId}.`));
    if (changes.length === 0) return this.jobTypes.reply(caller, question);

    await this.images.assertReadable(caller, after, before);
    if (moved) await this.repo.setSequences(scope, question.jobTypeId, order.map((q) => q.id));
    const formChanged = changedFormKeys(before, after).length > 0;
    const updated = formChanged ? await this.writeForm(scope, actor, question, after, patch) : await this.repo.updateQuestion(scope, question.id, patch);
    await this.updated(scope, actor, updated, changes);
    if (formChanged && updated.isGlobal) await this.shareForm(scope, actor, updated);
    return this.jobTypes.reply(caller, updated);
  }

  /**
   * DELETE /v2/question/{id}: the question is marked deleted (answers may name it); the path
   * rules of other questions that jump to it go (each such question a new revision), and so
   * does its place among the main questions. A global question others share is refused.
   */
  async remove(caller: Caller, id: string): Promise<{ success: true; rulesRemovedFrom: string[] }> {
    const { scope, actor } = caller;
    const question = await this.locked(caller, id);
    if (question.isGlobal && (await this.repo.childrenCounts(scope, [question.id])).get(question.id)) {
      throw new AppError('conflict', QUESTION_MESSAGES.globalDeleteWithChildren);
    }
    await this.repo.softDeleteQuestion(scope, question.id);
    const rest = await this.repo.questionsOf(scope, question.jobTypeId);
    await this.repo.setSequences(scope, question.jobTypeId, rest.map((q) => q.id));
    const rulesRemovedFrom: string[] = [];
    for (const other of rest) {
      const { settings, removed } = withoutRulesTo(other.settings, question.id);
      if (!removed) continue;
      const updated = await this.writeForm(scope, actor, other, { ...formOf(other), settings }, {});
      await this.updated(scope, actor, updated, ['settings.path']);
      rulesRemovedFrom.push(other.id);
    }
    const jobType = (await this.repo.findJobType(scope, question.jobTypeId))!;
    const settings = settingsOf(jobType);
    const preview = settings.previewSettings.filter((entry) => entry.value.toLowerCase() !== question.id);
    if (preview.length !== settings.previewSettings.length) {
      await this.repo.updateJobType(scope, jobType.id, { settings: { ...settings, previewSettings: preview } });
      await this.events.emit(scope, {
        type: 'job_type_updated',
        aggregate: { type: 'job_type', id: jobType.id },
        payload: { jobTypeId: jobType.id, title: jobType.title, changes: ['settings.previewSettings'] },
        actor,
      });
    }
    await this.events.emit(scope, {
      type: 'question_deleted',
      aggregate: { type: 'job_type', id: question.jobTypeId },
      payload: { jobTypeId: question.jobTypeId, questionId: question.id, title: question.title },
      actor,
    });
    return { success: true, rulesRemovedFrom };
  }

  /** The question, locked after its job type (the lock every change of a questionnaire takes first); 404 when there is none. */
  private async locked(caller: Caller, id: string): Promise<QuestionRow> {
    const found = await this.repo.findQuestion(caller.scope, id);
    if (!found) throw new AppError('not_found', QUESTION_MESSAGES.notFound);
    await this.jobTypes.load(caller, found.jobTypeId, 'jobType.manage', { forUpdate: true });
    const question = await this.repo.findQuestion(caller.scope, id, { forUpdate: true });
    if (!question) throw new AppError('not_found', QUESTION_MESSAGES.notFound);
    return question;
  }

  /** A new question's own form: its settings parsed for its type, its images the caller's to name. */
  private async newForm(caller: Caller, body: QuestionCreateBody): Promise<{ form: QuestionForm; rootId: null }> {
    authorize(caller, 'question.create', { type: body.type });
    const form: QuestionForm = {
      type: body.type,
      title: body.title,
      description: body.description ?? '',
      settings: checkedSettings(body.type, body.settings ?? {}, body.fileRequired),
      isClientVisible: body.isClientVisible ?? false,
      stepIcon: body.stepIcon ?? null,
      withBackground: body.withBackground ?? false,
      backgroundMobile: body.backgroundMobile?.toLowerCase() ?? null,
      backgroundDesktop: body.backgroundDesktop?.toLowerCase() ?? null,
      darkMode: body.darkMode ?? false,
    };
    await this.images.assertReadable(caller, form);
    return { form, rootId: null };
  }

  /** The form of a global question of another job type, for a question that shares it (its path rules its own, none yet). */
  private async sharedForm(caller: Caller, rootId: string, jobTypeId: string): Promise<{ form: QuestionForm; rootId: string }> {
    const root = await this.repo.findQuestion(caller.scope, rootId);
    if (!root) throw new AppError('not_found', QUESTION_MESSAGES.notFound);
    if (!root.isGlobal) throw new AppError('validation_failed', QUESTION_MESSAGES.rootNotGlobal, [{ path: 'root', message: QUESTION_MESSAGES.rootNotGlobal }]);
    if (root.jobTypeId === jobTypeId) throw invalid('root', 'The global question is of this job type already');
    authorize(caller, 'question.create', { type: root.type as QuestionForm['type'] });
    const form = formOf(root);
    return { form: { ...form, settings: { ...form.settings, path: [] } }, rootId: root.id };
  }

  /**
   * The form once the body is applied: a property left out keeps its value; `settings` replaces
   * the settings whole. A new type re-parses the settings (its app must be on); settings not sent
   * keep what the new type knows of them.
   */
  private async formAfter(caller: Caller, question: QuestionRow, body: QuestionUpdateBody): Promise<QuestionForm> {
    const before = formOf(question);
    const type = body.type ?? before.type;
    if (type !== before.type) authorize(caller, 'question.create', { type });
    let settings: Record<string, unknown>;
    if (body.settings !== undefined || type === before.type) {
      settings = checkedSettings(type, body.settings ?? before.settings, body.fileRequired);
    } else {
      try {
        settings = checkedSettings(type, before.settings, body.fileRequired);
      } catch {
        // What the old type's settings say that the new type reads otherwise is left behind.
        const common = Object.fromEntries(Object.entries(before.settings).filter(([key]) => key in commonSettingsShape));
        settings = checkedSettings(type, common, body.fileRequired);
      }
    }
    const pick = <K extends keyof QuestionForm>(key: K, value: QuestionForm[K] | undefined): QuestionForm[K] => (value === undefined ? before[key] : value);
    return {
      type,
      title: pick('title', body.title),
      description: pick('description', body.description),
      settings,
      isClientVisible: pick('isClientVisible', body.isClientVisible),
      stepIcon: pick('stepIcon', body.stepIcon),
      withBackground: pick('withBackground', body.withBackground),
      backgroundMobile: pick('backgroundMobile', body.backgroundMobile?.toLowerCase() ?? body.backgroundMobile),
      backgroundDesktop: pick('backgroundDesktop', body.backgroundDesktop?.toLowerCase() ?? body.backgroundDesktop),
      darkMode: pick('darkMode', body.darkMode),
    };
  }

  /** Writes a new form as the question's next revision, with `patch` (one statement for the row, one for the revision). */
  private async writeForm(scope: Scope, actor: Actor, question: QuestionRow, form: QuestionForm, patch: QuestionPatch): Promise<QuestionRow> {
    const revision = question.revision + 1;
    await this.repo.insertRevisions(scope, [{ questionId: question.id, revision, form: revisionForm(form), createdBy: actor.id }]);
    return this.repo.updateQuestion(scope, question.id, { ...patch, ...form, revision });
  }

  /** Gives the questions sharing a global question's form the same form, each as its own new revision; their path rules stay theirs. */
  private async shareForm(scope: Scope, actor: Actor, root: QuestionRow): Promise<void> {
    const form = formOf(root);
    for (const child of await this.repo.childrenOf(scope, root.id)) {
      const path = isAnsweredType(form.type) ? (child.settings.path ?? []) : [];
      const next = { ...form, settings: { ...form.settings, path } };
      const changes = formChangeNames(formOf(child), next);
      if (changes.length === 0) continue;
      const updated = await this.writeForm(scope, actor, child, next, {});
      await this.updated(scope, actor, updated, changes);
    }
  }

  private async updated(scope: Scope, actor: Actor, question: QuestionRow, changes: readonly string[]): Promise<void> {
    await this.events.emit(scope, {
      type: 'question_updated',
      aggregate: { type: 'job_type', id: question.jobTypeId },
      payload: { jobTypeId: question.jobTypeId, questionId: question.id, revision: question.revision, changes: [...new Set(changes)] },
      actor,
    });
  }
}

/** Whether anything of the form but the path rules differs: what a question sharing another's form may not change. */
function formChangedBeyondPath(before: QuestionForm, after: QuestionForm): boolean {
  const { path: _before, ...beforeSettings } = before.settings;
  const { path: _after, ...afterSettings } = after.settings;
  return changedFormKeys({ ...before, settings: beforeSettings }, { ...after, settings: afterSettings }).length > 0 || !sameValue(before.type, after.type);
}

function invalid(path: string, message: string): AppError {
  return new AppError('validation_failed', message, [{ path, message }]);
}
