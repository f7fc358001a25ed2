import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  jobTypeSettingsSchema,
  jobTypeTemplateContentSchema,
  jobTypeTitleSchema,
  type JobType,
  type JobTypeTemplateContent,
} from '@fieldwork/contracts';
import { authorize, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { takeNumbers } from '../db/instance-counters';
import { EventsService } from '../events/events.service';
import { JobTypesRepository, type NewQuestion, type NewRevision } from './job-types.repository';
import { JobTypesService, settingsOf } from './job-types.service';
import { assertPaths, checkedSettings, pathQuestion, revisionForm, type QuestionForm } from './question-forms';
import { QuestionImages } from './question-images';

type Issue = { path: string; message: string };
type RawQuestion = { key?: unknown; settings?: unknown };

/**
 * A job type as template content, and a job type made from such content: what the templates
 * (spec 1 sections 2.6 and 7.4) save and start from. In content, questions are named by keys;
 * path rules, summaries and main questions point at keys, and a job type made from it gets new
 * ids. Shared forms do not travel: a question made from content has its own form.
 */
@Injectable()
export class JobTypeContentService {
  constructor(
    @Inject(JobTypesRepository) private readonly repo: JobTypesRepository,
    @Inject(JobTypesService) private readonly reader: JobTypesService,
    @Inject(QuestionImages) private readonly images: QuestionImages,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  /** The job type as content: each question keyed by its _id (so its rules and main questions need no change), global links dropped. */
  async contentOf(caller: Caller, jobTypeId: string): Promise<JobTypeTemplateContent> {
    const jobType = await this.reader.load(caller, jobTypeId, 'jobType.manage');
    const questions = await this.repo.questionsOf(caller.scope, jobType.id);
    return {
      title: jobType.title,
      icon: jobType.icon as JobTypeTemplateContent['icon'],
      settings: settingsOf(jobType),
      questions: questions.map((q) => ({
        key: q.id,
        type: q.type,
        title: q.title,
        description: q.description,
        disabled: q.disabled,
        isClientVisible: q.isClientVisible,
        fileRequired: q.settings.fileIsRequired === true,
        stepIcon: q.stepIcon as JobTypeTemplateContent['questions'][number]['stepIcon'],
        darkMode: q.darkMode,
        settings: q.settings,
      })),
    };
  }

  /**
   * A new job type from content, in one transaction: every question's settings and path rules
   * checked as POST /v2/question checks them (a refusal names `questions.N.settings.x`), new ids
   * and numbers, keys remapped, revision 1 of each form, and job_type_created naming the template.
   * A list choice's image that is gone, or that the caller may not read, is left out.
   */
  async createFromContent(caller: Caller, content: JobTypeTemplateContent, opts: { title?: string; templateId: string | null }): Promise<JobType> {
    const { scope, actor } = caller;
    authorize(caller, 'jobType.manage');
    const parsed = jobTypeTemplateContentSchema.safeParse(withKeysAsIds(content));
    if (!parsed.success) throw invalid(parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));
    const { questions, icon } = parsed.data;
    for (const type of new Set(questions.map((q) => q.type))) authorize(caller, 'question.create', { type });
    const title = jobTypeTitleSchema.safeParse(opts.title ?? parsed.data.title);
    if (!title.success) throw invalid([{ path: 'title', message: title.error.issues[0].message }]);

    const ids = questions.map((q) => q.key);
    const forms: QuestionForm[] = questions.map((q, i) => ({
      type: q.type,
      title: q.title.trim(),
      description: q.description ?? '',
      settings: checkedSettings(q.type, q.settings, q.fileRequired, `questions.${i}.`),
      isClientVisible: q.isClientVisible ?? false,
      stepIcon: q.stepIcon ?? null,
      withBackground: false,
      backgroundMobile: null,
      backgroundDesktop: null,
      darkMode: q.darkMode ?? false,
    }));
    assertPaths(
      forms.map((form, i) => pathQuestion({ id: ids[i], type: form.type, disabled: questions[i].disabled ?? false, settings: form.settings })),
      (id) => `questions.${ids.indexOf(id)}.`,
    );
    const readable = await this.images.readableOf(caller, forms);
    for (const form of forms) dropGoneImages(form, readable);

    // Main questions name keys, now ids: one that names no question of the content is refused
    // before the settings are read as ids, so the refusal names it rather than its format.
    const known = new Set(ids);
    const preview = (parsed.data.settings as { previewSettings?: Array<{ value?: unknown }> }).previewSettings ?? [];
    const unknown = preview.findIndex((entry) => typeof entry?.value !== 'string' || !known.has(entry.value));
    if (unknown >= 0) throw invalid([{ path: `settings.previewSettings.${unknown}.value`, message: 'A main question must be a question of this job type' }]);
    const read = jobTypeSettingsSchema.safeParse(parsed.data.settings);
    if (!read.success) throw invalid(read.error.issues.map((i) => ({ path: ['settings', ...i.path].join('.'), message: i.message })));
    const settings = read.data;

    const jobType = await this.repo.insertJobType(scope, { title: title.data, icon, settings, templateId: opts.templateId, createdBy: actor.id });
    const first = forms.length > 0 ? await takeNumbers(scope, 'question', forms.length) : 0;
    const rows: NewQuestion[] = forms.map((form, i) => ({
      ...form,
      id: ids[i],
      jobTypeId: jobType.id,
      number: first + i,
      sequence: i,
      disabled: questions[i].disabled ?? false,
      revision: 1,
      createdBy: actor.id,
    }));
    const inserted = await this.repo.insertQuestions(scope, rows);
    const revisions: NewRevision[] = forms.map((form, i) => ({ questionId: ids[i], revision: 1, form: revisionForm(form), createdBy: actor.id }));
    await this.repo.insertRevisions(scope, revisions);
    await this.events.emit(scope, {
      type: 'job_type_created',
      aggregate: { type: 'job_type', id: jobType.id },
      payload: { jobTypeId: jobType.id, title: jobType.title, templateId: opts.templateId },
      actor,
    });
    return this.reader.detailOf(caller, jobType, inserted.sort((a, b) => a.sequence - b.sequence));
  }
}

/**
 * The content with each question's key replaced by a new id, wherever a key names a question:
 * path rules' targets, summaries' lists and the main questions. A reference to no key is left
 * as it is, for the checks to refuse. A key given twice is refused.
 */
function withKeysAsIds(content: JobTypeTemplateContent): unknown {
  if (!content || typeof content !== 'object' || !Array.isArray(content.questions)) return content;
  const ids = new Map<string, string>();
  content.questions.forEach((q: RawQuestion, i) => {
    if (typeof q?.key !== 'string') return;
    if (ids.has(q.key)) throw invalid([{ path: `questions.${i}.key`, message: `The key "${q.key.slice(0, 100)}" is there twice` }]);
    ids.set(q.key, randomUUID());
  });
  const idOf = (key: unknown) => (typeof key === 'string' ? (ids.get(key) ?? key) : key);
  const questions = content.questions.map((q: RawQuestion) => {
    if (!q || typeof q !== 'object') return q;
    const settings = q.settings && typeof q.settings === 'object' ? { ...(q.settings as Record<string, unknown>) } : q.settings;
    if (settings && typeof settings === 'object') {
      const s = settings as Record<string, unknown>;
      if (Array.isArray(s.path)) s.path = s.path.map((rule: unknown) => (rule && typeof rule === 'object' ? { ...rule, toQuestion: idOf((rule as { toQuestion?: unknown }).toQuestion) } : rule));
      if (Array.isArray(s.questionList)) s.questionList = s.questionList.map(idOf);
    }
    return { ...q, key: idOf(q.key), settings };
  });
  const preview = content.settings?.previewSettings;
  const settings = Array.isArray(preview)
    ? { ...content.settings, previewSettings: preview.map((entry) => (entry && typeof entry === 'object' ? { ...entry, value: idOf(entry.value) } : entry)) }
    : content.settings;
  return { ...content, settings, questions };
}

/** Leaves out the list choices' images not among `readable` (a template outlives the files it was saved with). */
function dropGoneImages(form: QuestionForm, readable: ReadonlySet<string>): void {
  const childs = form.settings.childs as Array<{ file?: string | null }> | undefined;
  if (!childs) return;
  form.settings = { ...form.settings, childs: childs.map((choice) => (choice.file && !readable.has(choice.file.toLowerCase()) ? { ...choice, file: null } : choice)) };
}

function invalid(issues: Issue[]): AppError {
  return new AppError('validation_failed', issues[0]?.message ?? 'Invalid template', issues);
}
