import { Inject, Injectable } from '@nestjs/common';
import {
  JOB_FEED_MAX_PAGE_SIZE,
  JOB_MESSAGES,
  jobsList,
  MAX_PAGE,
  toPage,
  type ActivityEntry,
  type JobDetail,
  type JobsPage,
  type JobSubject,
  type JobSummary,
  type ListQuery,
  type Page,
  type UserSummary,
} from '@fieldwork/contracts';
import { allows, authorize, type AnyCaller, type Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AppError } from '../common/app-error';
import { JobTypesService, settingsOf } from '../job-types/job-types.service';
import { ListContexts } from '../lists/list-context';
import { toListPage } from '../lists/list-page';
import { avatarLink } from '../projects/projects.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { SkillRequirementsService } from '../skills/skill-requirements.service';
import { activityEntry, peopleIn } from '../users/activity-messages';
import { answerAssetIds, answerOf } from './job-answers';
import { JobsRepository, type ClientScope, type JobRefRow, type JobRow, type JobSummaryRow, type PersonRow } from './jobs.repository';

/** The actions a job is loaded for. */
export type JobAction =
  | 'job.read'
  | 'job.changeStatus'
  | 'job.changeDates'
  | 'job.changeProject'
  | 'job.changeType'
  | 'job.assign'
  | 'job.duplicate'
  | 'job.erase'
  | 'job.link'
  | 'job.confirmAttendance'
  | 'job.removeAttendance'
  | 'job.export'
  | 'job.setSkills'
  | 'answerLink.manage';

/** The instance's defaultJobSort setting as a sort of the jobs list (newest, latest, highest first). */
const DEFAULT_SORTS: Record<string, ListQuery['sort']> = {
  created_at: { key: 'createdAt', dir: 'desc' },
  startDate: { key: 'startDate', dir: 'desc' },
  ID: { key: 'ID', dir: 'desc' },
  status: { key: 'status', dir: 'asc' },
};

/**
 * Reading jobs: the list, one job, its feed and visits, and what the other jobs services and
 * modules (the dashboard, the PDF) build on: `load`, `summariesOf` and `detailOf`. Clients see
 * their client projects' jobs only, as the access policy says.
 */
@Injectable()
export class JobsService {
  constructor(
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(JobTypesService) private readonly jobTypes: JobTypesService,
    @Inject(SkillRequirementsService) private readonly skills: SkillRequirementsService,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(ListContexts) private readonly lists: ListContexts,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
  ) {}

  /**
   * GET /v2/jobs and /v1/jobs: a page of the jobs grid. With no sort asked, the instance's
   * defaultJobSort decides; a client's page holds their client projects' jobs only.
   */
  async list(caller: Caller, query: ListQuery, opts: { sortAsked: boolean }): Promise<JobsPage> {
    const { scope } = caller;
    const sorted = opts.sortAsked ? query : { ...query, sort: await this.defaultSort(caller) };
    const page = await this.jobs.page(scope, sorted, await this.lists.of(caller), this.clientScope(caller));
    return toListPage(this.summariesFrom(caller, page.rows), page, query);
  }

  /** GET /v2/jobs/{id}. */
  async detail(caller: Caller, id: string): Promise<JobDetail> {
    return this.detailOf(caller, await this.load(caller, id, 'job.read'));
  }

  /** GET /v2/jobs/{id}/feeds: what happened to the job, newest first (ADR 0037: read from the outbox). */
  async feed(caller: Caller, id: string, query: { page: number; page_size: number }): Promise<Page<ActivityEntry>> {
    if (query.page > MAX_PAGE) throw new AppError('validation_failed', `A page is a number from 1 to ${MAX_PAGE}`, [{ path: 'page', message: 'Too large' }]);
    const { scope } = caller;
    const job = await this.load(caller, id, 'job.read');
    const limit = Math.min(query.page_size, JOB_FEED_MAX_PAGE_SIZE);
    const { rows, total } = await this.jobs.feedPage(scope, job.id, { limit, offset: (query.page - 1) * limit });
    const people = await this.jobs.namesByIds(scope, [...new Set(rows.flatMap(peopleIn))]);
    const names = new Map([...people].map(([userId, p]) => [userId, { first: p.firstName, last: p.lastName, email: p.email }]));
    return toPage(rows.map((row) => activityEntry(row, names)), total, query.page, limit);
  }

  /** PUT /v2/jobs/{id}/visit: the caller opened the job now (the dashboard's recent jobs). */
  async visit(caller: Caller, id: string): Promise<{ success: true }> {
    const job = await this.load(caller, id, 'job.read');
    await this.jobs.visit(caller.scope, job.id, caller.actor.id);
    return { success: true };
  }

  /**
   * A job the caller may do `action` to, loaded (and locked with `forUpdate`); a job they may not
   * see, or another tenant's, is answered as absent ('Job not found').
   */
  async load(caller: Caller, id: string, action: JobAction, opts: { forUpdate?: boolean } = {}): Promise<JobRow> {
    const [job] = await this.loadMany(caller, [id], action, opts);
    return job;
  }

  /** A job of the caller's instance, asking nothing of the policy yet (the caller asks it per change), or 'Job not found'. */
  async find(caller: AnyCaller, id: string, opts: { forUpdate?: boolean } = {}): Promise<JobRow> {
    const job = await this.jobs.findById(caller.scope, id.toLowerCase(), opts);
    if (!job) throw notFound();
    return job;
  }

  /**
   * Jobs the caller may each do `action` to, in the order asked (duplicates once); all or
   * nothing: one missing, invisible or refused job refuses the whole call. Locked in id order
   * with `forUpdate`.
   */
  async loadMany(caller: Caller, ids: readonly string[], action: JobAction, opts: { forUpdate?: boolean } = {}): Promise<JobRow[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    const rows = await this.jobs.findByIds(caller.scope, wanted, opts);
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (wanted.some((id) => !byId.has(id))) throw notFound();
    const subjects = await this.subjectsOf(caller, rows);
    for (const row of rows) {
      authorizeJob(caller, action, subjects.get(row.id)!);
    }
    return wanted.map((id) => byId.get(id)!);
  }

  /** What the policy's job rules look at, per job: its status, whether the caller is one of its people, whether it is in a client project of theirs. */
  async subjectsOf(caller: Caller, rows: readonly JobRow[]): Promise<Map<string, JobSubject>> {
    const facts = await this.jobs.subjectFacts(caller.scope, rows.map((row) => row.id), { id: caller.actor.id, client: caller.actor.role === 'client' });
    return new Map(rows.map((row) => [row.id, { status: row.status, isAssignee: facts.assigned.has(row.id), isClientProject: facts.clientProject.has(row.id) }]));
  }

  /** The policy's subject of one job. */
  async subjectOf(caller: Caller, row: JobRow): Promise<JobSubject> {
    return (await this.subjectsOf(caller, [row])).get(row.id)!;
  }

  /**
   * The jobs among `jobIds` the caller may read, as the list shows them, in the order asked (for
   * the dashboard and the PDF): jobs they may not see, or that are gone, are left out. One
   * statement for the jobs' summaries and one for the policy's facts, whatever their number.
   */
  async summariesOf(caller: Caller, jobIds: readonly string[]): Promise<JobSummary[]> {
    const wanted = [...new Set(jobIds.map((id) => id.toLowerCase()))];
    const rows = await this.jobs.summaries(caller.scope, wanted);
    const subjects = await this.subjectsOf(caller, rows.map((row) => row.job));
    const readable = rows.filter((row) => allows(caller, 'job.read', subjects.get(row.job.id)!));
    const byId = new Map(readable.map((row) => [row.job.id, row]));
    return this.summariesFrom(caller, wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
  }

  /**
   * The job as its reader gets it (GET /v2/jobs/{id} and every change's reply): its summary, its
   * previous and next jobs, its own required skills, its job type's questions (a client's: those
   * shown to clients) and its answers (the answerer and history hidden from clients, the
   * location for sys_admin only). The caller must have been authorised to read `row` (load).
   */
  async detailOf(caller: Caller, row: JobRow): Promise<JobDetail> {
    const { scope } = caller;
    const [summaryRow] = await this.jobs.summaries(scope, [row.id]);
    if (!summaryRow) throw notFound();
    const [summary] = this.summariesFrom(caller, [summaryRow]);
    const links = await this.jobs.linksOf(scope, row.id);
    const ownSkills = allows(caller, 'skill.read') ? await this.skills.required(scope, 'job', row.id) : [];
    const questions = await this.jobTypes.questionsFor(caller, row.jobTypeId);
    return {
      ...summary,
      prevJob: links.prev.map(jobRef),
      next_jobs: links.next.map(jobRef),
      skills: ownSkills.map((skill) => ({ _id: skill.id, name: skill.name })),
      questions,
      answers: await this.answersFor(caller, row.id, new Set(questions.map((q) => q._id))),
      linkId: summaryRow.job.linkId,
    };
  }

  /** The jobs list's sort when none is asked: the instance's defaultJobSort, else the list's own. */
  async defaultSort(caller: Caller): Promise<ListQuery['sort']> {
    const { settings } = await this.instances.get(caller.scope);
    return DEFAULT_SORTS[settings.defaultJobSort] ?? jobsList.defaultSort;
  }

  /** A person as job replies show people, with a signed link to their avatar. */
  personOf(instanceId: string, person: PersonRow): UserSummary {
    return {
      _id: person.id,
      name: { first: person.firstName, last: person.lastName },
      email: person.email,
      role: person.role,
      avatar: person.avatarAssetId ? this.links.url({ instanceId, assetId: person.avatarAssetId, rendition: 'avatar' }, { size: 'avatar' }) : null,
    };
  }

  /** Answers as the caller gets them; a client's only of the questions shown to them. */
  private async answersFor(caller: Caller, jobId: string, visibleQuestions: ReadonlySet<string>) {
    const { scope, actor } = caller;
    const client = actor.role === 'client';
    const rows = (await this.jobs.answersOf(scope, jobId)).filter((row) => !client || visibleQuestions.has(row.questionId));
    if (rows.length === 0) return [];
    const history = client ? [] : await this.jobs.historyOf(scope, rows.map((row) => row.id));
    const files = await this.jobs.assetsByIds(scope, answerAssetIds(rows));
    const userIds = [...rows.map((row) => row.userId), ...history.map((h) => h.userId)].filter((id): id is string => Boolean(id));
    const people = client ? new Map<string, PersonRow>() : await this.jobs.namesByIds(scope, [...new Set(userIds)]);
    const view = { showAnswerer: !client, showLocation: actor.role === 'sys_admin' };
    return rows.map((row) =>
      answerOf(row, {
        history: history.filter((h) => h.answerId === row.id),
        files,
        people: (id) => (id && people.has(id) ? this.personOf(scope.instanceId, people.get(id)!) : null),
        links: this.links,
        view,
      }),
    );
  }

  /** Summaries from rows read with their people, project and skills (no query). */
  private summariesFrom(caller: Caller, rows: readonly JobSummaryRow[]): JobSummary[] {
    const showSkills = allows(caller, 'skill.read');
    // A page has few job types: each one's settings are parsed once.
    const settings = new Map<string, ReturnType<typeof settingsOf>>();
    const settingsFor = (row: JobSummaryRow) => {
      if (!settings.has(row.jobType.id)) settings.set(row.jobType.id, settingsOf({ settings: row.jobType.settings }));
      return settings.get(row.jobType.id)!;
    };
    return rows.map((row) => this.summary(row, settingsFor(row), showSkills));
  }

  private summary(row: JobSummaryRow, settings: ReturnType<typeof settingsOf>, showSkills: boolean): JobSummary {
    const { job } = row;
    return {
      _id: job.id,
      ID: job.number,
      status: job.status,
      jobType: {
        _id: row.jobType.id,
        title: row.jobType.title,
        icon: row.jobType.icon as JobSummary['jobType']['icon'],
        settings: { previewSettings: settings.previewSettings, answerLocation: settings.answerLocation, stepperRTL: settings.stepperRTL },
      },
      project: row.project
        ? {
            _id: row.project.id,
            name: row.project.name,
            avatar: avatarLink(this.links, { instanceId: job.instanceId, avatarAssetId: row.project.avatarAssetId }),
            users: row.project.userIds,
            msChannelId: null,
          }
        : null,
      startDate: job.startDate?.toISOString() ?? null,
      endDate: job.endDate?.toISOString() ?? null,
      users: row.people.map((person) => this.personOf(job.instanceId, person)),
      confirmedUsers: row.confirmations.map((c) => ({ user: c.userId, created_at: c.at.toISOString() })),
      requiredSkills: showSkills ? row.requiredSkills.map((skill) => ({ _id: skill.id, name: skill.name })) : [],
      issues: row.issues,
      created_by: job.createdBy,
      created_at: job.createdAt.toISOString(),
      updated_at: job.updatedAt.toISOString(),
    };
  }

  /**
   * Whose jobs a list is narrowed to: when the policy would not show this caller a job outside
   * their client projects, only those.
   */
  private clientScope(caller: Caller): ClientScope {
    return allows(caller, 'job.read', { status: 'open', isAssignee: false, isClientProject: false }) ? null : caller.actor.id;
  }
}

/** Asks the policy about one job; a job the caller may not see answers 'Job not found'. */
export function authorizeJob(caller: Caller, action: JobAction, subject: JobSubject): void {
  try {
    authorize(caller, action, subject);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw notFound();
    throw error;
  }
}

export function notFound(): AppError {
  return new AppError('not_found', JOB_MESSAGES.notFound);
}

function jobRef(row: JobRefRow) {
  return {
    _id: row.id,
    ID: row.number,
    status: row.status,
    jobType: { _id: row.jobType.id, title: row.jobType.title, icon: row.jobType.icon as JobSummary['jobType']['icon'] },
    startDate: row.startDate?.toISOString() ?? null,
  };
}
