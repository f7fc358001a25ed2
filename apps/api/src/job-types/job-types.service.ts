import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_JOB_TYPE_SETTINGS,
  JOB_TYPE_MESSAGES,
  jobTypeSettingsSchema,
  mayCreateJobsOf,
  type JobType,
  type JobTypeQuery,
  type JobTypeSettings,
  type JobTypeSubject,
  type JobTypeSummary,
  type Question,
} from '@fieldwork/contracts';
import { allows, authorize, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { SkillRequirementsService } from '../skills/skill-requirements.service';
import type { SkillRow } from '../skills/skills.repository';
import { JobTypesRepository, type JobTypeRow, type QuestionRow } from './job-types.repository';
import { QuestionImages } from './question-images';

/**
 * Reading job types: the list (the job types jobs are created with, or every one for filters),
 * one job type with its questionnaire, and its questions. A client reads the job types that let
 * clients create jobs, and of them the questions shown to clients.
 */
@Injectable()
export class JobTypesService {
  constructor(
    @Inject(JobTypesRepository) private readonly repo: JobTypesRepository,
    @Inject(QuestionImages) private readonly images: QuestionImages,
    @Inject(SkillRequirementsService) private readonly skills: SkillRequirementsService,
  ) {}

  /**
   * GET /v2/jobtype: by title, the job types the caller may create jobs with (not disabled), or
   * with `fromFilters` every job type they may see, disabled ones too; `type` narrows to ids.
   */
  async list(caller: Caller, query: JobTypeQuery): Promise<{ success: true; data: JobTypeSummary[] }> {
    const { scope, actor } = caller;
    // `type=` with no id narrows to nothing in particular.
    const ids = query.type?.length ? query.type : undefined;
    const rows = (await this.repo.jobTypes(scope, ids)).filter((row) => {
      const settings = settingsOf(row);
      if (!allows(caller, 'jobType.read', subjectOf(settings))) return false;
      return query.fromFilters || (!settings.isDisabled && mayCreateJobsOf(settings, actor.role));
    });
    const skills = await this.requiredSkills(caller, rows.map((row) => row.id));
    return { success: true, data: rows.map((row) => this.summary(row, row.questionsCount, skills.get(row.id) ?? [])) };
  }

  /** GET /v2/jobtype/{id}: the job type with its questions in their sequence. */
  async detail(caller: Caller, id: string): Promise<JobType> {
    return this.detailOf(caller, await this.load(caller, id, 'jobType.read'));
  }

  /**
   * A job type of the caller's instance, whoever asks (a job's creation and change decide with
   * `job.create` and `job.changeType` what the caller may do with it), or null.
   */
  async findRow(caller: Caller, id: string): Promise<JobTypeRow | null> {
    return this.repo.findJobType(caller.scope, id);
  }

  /** GET /v2/jobtype/{id}/questions. */
  async questions(caller: Caller, id: string): Promise<{ success: true; data: Question[] }> {
    const jobType = await this.load(caller, id, 'jobType.read');
    return { success: true, data: await this.replies(caller, await this.repo.questionsOf(caller.scope, jobType.id)) };
  }

  /**
   * A job type the caller may read (or manage), loaded (and locked with `forUpdate`); one they may
   * not see, or another tenant's, is answered as absent.
   */
  async load(caller: Caller, id: string, action: 'jobType.read' | 'jobType.manage', opts: { forUpdate?: boolean } = {}): Promise<JobTypeRow> {
    const row = await this.repo.findJobType(caller.scope, id, opts);
    if (!row) throw new AppError('not_found', JOB_TYPE_MESSAGES.notFound);
    if (action === 'jobType.read') authorize(caller, action, subjectOf(settingsOf(row)));
    else authorize(caller, action);
    return row;
  }

  /**
   * The job type as its reader gets it: four statements whatever the size of the questionnaire
   * (the job type, its questions, its global questions' children counts, its required skills);
   * the images' links are signed in memory.
   */
  async detailOf(caller: Caller, row: JobTypeRow, questions?: readonly QuestionRow[]): Promise<JobType> {
    const replies = await this.replies(caller, questions ?? (await this.repo.questionsOf(caller.scope, row.id)));
    const skills = await this.requiredSkills(caller, [row.id]);
    return { ...this.summary(row, replies.length, skills.get(row.id) ?? []), questions: replies };
  }

  /**
   * A job type's questions as a job's reader gets them (GET /v2/jobs/{id}): the job's own read
   * decided who sees the job, so the job type is not asked again; a client gets only the
   * questions shown to clients.
   */
  async questionsFor(caller: Caller, jobTypeId: string): Promise<Question[]> {
    return this.replies(caller, await this.repo.questionsOf(caller.scope, jobTypeId));
  }

  /** Questions as the caller gets them: those they may read, with their children counts (one statement). */
  async replies(caller: Caller, rows: readonly QuestionRow[]): Promise<Question[]> {
    const visible = rows.filter((row) => allows(caller, 'question.read', { isClientVisible: row.isClientVisible }));
    const counts = await this.repo.childrenCounts(caller.scope, visible.filter((row) => row.isGlobal).map((row) => row.id));
    return visible.map((row) => this.images.reply(row, { childrenCount: counts.get(row.id) ?? 0, role: caller.actor.role }));
  }

  /** One question as the caller gets it. */
  async reply(caller: Caller, row: QuestionRow): Promise<Question> {
    const counts = row.isGlobal ? await this.repo.childrenCounts(caller.scope, [row.id]) : new Map<string, number>();
    return this.images.reply(row, { childrenCount: counts.get(row.id) ?? 0, role: caller.actor.role });
  }

  /** The skills each job type requires, for callers who may see skills (not clients; not inspectors while skills are hidden from them). */
  private async requiredSkills(caller: Caller, ids: readonly string[]): Promise<Map<string, SkillRow[]>> {
    if (!allows(caller, 'skill.read')) return new Map();
    return this.skills.requiredOf(caller.scope, 'job_type', ids);
  }

  private summary(row: JobTypeRow, questionsCount: number, skills: readonly SkillRow[]): JobTypeSummary {
    return {
      _id: row.id,
      id: row.id,
      title: row.title,
      icon: row.icon as JobTypeSummary['icon'],
      settings: settingsOf(row),
      requiredSkills: skills.map((skill) => ({ _id: skill.id, name: skill.name })),
      questionsCount,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }
}

/** A job type's settings with their defaults (every write stores parsed settings; an older row gets the defaults). */
export function settingsOf(row: Pick<JobTypeRow, 'settings'>): JobTypeSettings {
  const parsed = jobTypeSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : DEFAULT_JOB_TYPE_SETTINGS;
}

/** What the policy's job type rule looks at: whether clients may create jobs of it. */
export function subjectOf(settings: JobTypeSettings): JobTypeSubject {
  return { clientMayCreate: mayCreateJobsOf(settings, 'client') };
}
