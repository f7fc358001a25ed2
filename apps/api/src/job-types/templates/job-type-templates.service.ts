import { Inject, Injectable } from '@nestjs/common';
import {
  JOB_TYPE_MESSAGES,
  jobTypeTemplateContentSchema,
  type CreateFromTemplateBody,
  type JobType,
  type JobTypeTemplate,
  type JobTypeTemplateCard,
  type JobTypeTemplateQuery,
  type SaveJobTypeTemplateBody,
  type Success,
} from '@fieldwork/contracts';
import { authorize, type Caller } from '../../access/caller';
import { AppError } from '../../common/app-error';
import { EventsService } from '../../events/events.service';
import { JobTypeContentService } from '../job-type-content.service';
import { JobTypeTemplatesRepository, type JobTypeTemplateCardRow, type JobTypeTemplateRow } from './job-type-templates.repository';

/**
 * Job-type templates (spec 1 sections 2.6 and 7.4): the starter templates every instance is
 * given and the job types admins saved to start others from. What a template holds, and how a
 * job type is made from it, is the job types module's (JobTypeContentService).
 */
@Injectable()
export class JobTypeTemplatesService {
  constructor(
    @Inject(JobTypeTemplatesRepository) private readonly repo: JobTypeTemplatesRepository,
    @Inject(JobTypeContentService) private readonly content: JobTypeContentService,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  /** GET /v2/jobtype/templates: the cards of the job type wizard. */
  async list(caller: Caller, query: JobTypeTemplateQuery): Promise<{ success: true; data: JobTypeTemplateCard[] }> {
    authorize(caller, 'jobTypeTemplate.read');
    const rows = await this.repo.cards(caller.scope, { language: query.language, search: query.search?.trim() || undefined });
    return { success: true, data: rows.map(toCard) };
  }

  /** GET /v2/jobtype/{id}/template. */
  async get(caller: Caller, id: string): Promise<JobTypeTemplate> {
    authorize(caller, 'jobTypeTemplate.read');
    const row = await this.load(caller, id);
    return { ...toCard(row), content: row.content as JobTypeTemplate['content'] };
  }

  /**
   * POST /v2/jobtype/{id}/template: job type {id} as a new template, under `name` (the job type's
   * title when none) and `description` (the job type's).
   */
  async save(caller: Caller, jobTypeId: string, body: SaveJobTypeTemplateBody): Promise<JobTypeTemplateCard> {
    authorize(caller, 'jobTypeTemplate.manage');
    const source = await this.content.contentOf(caller, jobTypeId);
    const title = body.name ?? source.title;
    // A template made from a job type makes job types of its own name.
    const content = jobTypeTemplateContentSchema.parse({ ...source, title });
    const row = await this.repo.insert(caller.scope, {
      title,
      description: body.description ?? content.settings.description ?? '',
      icon: content.icon,
      language: null,
      starter: false,
      questionCount: content.questions.length,
      content,
      sourceJobTypeId: jobTypeId,
      createdBy: caller.actor.id,
    });
    await this.events.emit(caller.scope, {
      type: 'job_type_template_saved',
      aggregate: { type: 'job_type', id: jobTypeId },
      payload: { jobTypeId, templateId: row.id, name: title },
      actor: caller.actor,
    });
    return toCard(row);
  }

  /** DELETE /v2/jobtype/{id}/template: a saved template (job types made from it stay). */
  async remove(caller: Caller, id: string): Promise<Success> {
    authorize(caller, 'jobTypeTemplate.manage');
    const row = await this.load(caller, id, { forUpdate: true });
    if (row.starter) throw new AppError('conflict', JOB_TYPE_MESSAGES.starterTemplate);
    await this.repo.delete(caller.scope, row.id);
    return { success: true };
  }

  /** POST /v2/jobtype/template/{id}: a new job type from template {id}, titled `name` or as the template. */
  async createJobType(caller: Caller, id: string, body: CreateFromTemplateBody): Promise<JobType> {
    authorize(caller, 'jobTypeTemplate.read');
    const row = await this.load(caller, id);
    return this.content.createFromContent(caller, row.content as JobTypeTemplate['content'], { title: body.name ?? row.title, templateId: row.id });
  }

  private async load(caller: Caller, id: string, opts: { forUpdate?: boolean } = {}): Promise<JobTypeTemplateRow> {
    const row = await this.repo.find(caller.scope, id, opts);
    if (!row) throw new AppError('not_found', JOB_TYPE_MESSAGES.templateNotFound);
    return row;
  }
}

function toCard(row: JobTypeTemplateCardRow): JobTypeTemplateCard {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    icon: row.icon as JobTypeTemplateCard['icon'],
    questionCount: row.questionCount,
    language: row.language as JobTypeTemplateCard['language'],
    starter: row.starter,
    canBeDeleted: !row.starter,
    created_at: row.createdAt.toISOString(),
  };
}
