import { Inject, Injectable } from '@nestjs/common';
import {
  INITIAL_JOB_STATUS,
  isJobStatusOf,
  isToggleActive,
  JOB_MESSAGES,
  mayCreateJobsOf,
  SKILL_MESSAGES,
  type AssignmentWarning,
  type JobCreateBody,
  type JobSubject,
  type JobUpdateBody,
} from '@fieldwork/contracts';
import { authorize, type AnyCaller, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { takeNumbers } from '../db/instance-counters';
import { JobTypesService, settingsOf } from '../job-types/job-types.service';
import { ProjectsRepository } from '../projects/projects.repository';
import { InstanceStateService } from '../settings/instance-state.service';
import { SkillsRepository } from '../skills/skills.repository';
import { JobEvents } from './job-events';
import { JobWarnings } from './job-warnings';
import { JobsRepository, type JobPatch, type JobRow } from './jobs.repository';
import { authorizeJob, JobsService } from './jobs.service';

type Issue = { path: string; message: string };
type Change = { field: 'startDate' | 'endDate' | 'project' | 'jobType' | 'skills'; from: string | null; to: string | null };

export type JobChangeReply = { job: Awaited<ReturnType<JobsService['detailOf']>>; warnings: AssignmentWarning[] };
export type JobBulkReply = { success: true; jobs: string[]; warnings: Array<AssignmentWarning & { job: string }> };

/**
 * Making and changing jobs: create (the wizard), update, clone, delete, and a status for several.
 * Each runs in the request's transaction and writes its events to the outbox with the change;
 * each kind of change asks its own action of the policy (ADR 0037).
 */
@Injectable()
export class JobManagementService {
  constructor(
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(JobsService) private readonly reader: JobsService,
    @Inject(JobTypesService) private readonly jobTypes: JobTypesService,
    @Inject(ProjectsRepository) private readonly projects: ProjectsRepository,
    @Inject(SkillsRepository) private readonly skills: SkillsRepository,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
    @Inject(JobWarnings) private readonly warnings: JobWarnings,
    @Inject(JobEvents) private readonly events: JobEvents,
  ) {}

  /**
   * POST /v2/jobs. The job type must exist, not be disabled and let the caller's role create its
   * jobs; the project (required while the projects app is on) must be one the caller sees.
   * People, previous jobs, skills and a status other than the first each ask their own action.
   * The display number is taken last, so a refused creation uses none.
   */
  async create(caller: Caller, body: JobCreateBody): Promise<JobChangeReply> {
    const { scope, actor } = caller;
    const jobType = await this.checkedJobType(caller, body.job_type, 'job_type');
    authorize(caller, 'job.create', { roleMayCreate: mayCreateJobsOf(settingsOf(jobType), actor.role) });
    const projectId = await this.checkedProject(caller, body.project ?? null, 'project');
    const startDate = body.startDate ? new Date(body.startDate) : new Date();
    const endDate = body.endDate ? new Date(body.endDate) : null;
    checkDates(startDate, endDate);
    // What the new job will be, as the policy sees it.
    const subject: JobSubject = {
      status: INITIAL_JOB_STATUS,
      isAssignee: false,
      isClientProject: actor.role === 'client' && projectId !== null && (await this.projects.isClientProject(scope, actor.id, projectId)),
    };
    const status = body.status ?? INITIAL_JOB_STATUS;
    if (status !== INITIAL_JOB_STATUS) {
      authorize(caller, 'job.changeStatus', subject);
      await this.checkStatus(caller, status);
    }
    const users = await this.checkedUsers(caller, body.users ?? [], 'users');
    if (users.length > 0) authorize(caller, 'job.assign', subject);
    const skillIds = await this.checkedSkills(caller, body.skills ?? []);
    if (skillIds.length > 0) authorize(caller, 'job.setSkills', subject);
    const prevIds = body.prev_job ? (Array.isArray(body.prev_job) ? body.prev_job : [body.prev_job]) : [];
    const prevJobs = prevIds.length > 0 ? await this.reader.loadMany(caller, prevIds, 'job.link') : [];

    const job = await this.jobs.insert(scope, {
      number: await takeNumbers(scope, 'job'),
      jobTypeId: jobType.id,
      projectId,
      status,
      startDate,
      endDate,
      createdBy: actor.id,
    });
    await this.jobs.addUsers(scope, users.map((userId) => ({ jobId: job.id, userId })), actor.id);
    if (skillIds.length > 0) await this.skills.replaceRequirements(scope, 'job', job.id, skillIds);
    const names = (await this.jobs.namesOf(scope, [job, ...prevJobs]));
    await this.events.emit(caller, 'job_created', job, names.get(job.id)!, { clonedFrom: null });
    for (const userId of users) await this.events.emit(caller, 'user_assigned_to_job', job, names.get(job.id)!, { userId });
    for (const prev of prevJobs) {
      await this.jobs.link(scope, prev.id, job.id, actor.id);
      await this.events.emit(caller, 'job_linked', job, names.get(job.id)!, { prevJobId: prev.id, prevNumber: prev.number });
    }
    return this.reply(caller, job, users);
  }

  /**
   * PUT /v2/jobs/{id}: status, dates, project, job type, people and skills. Each kind of change
   * asks its own action, all before anything is written; a value sent as it is is no change.
   */
  async update(caller: Caller, id: string, body: JobUpdateBody): Promise<JobChangeReply> {
    const { scope, actor } = caller;
    // Each change asks its own action below (its gates before the job's visibility, as the
    // policy decides); a body that changes nothing asks only job.read.
    const job = await this.reader.find(caller, id, { forUpdate: true });
    const subject = await this.reader.subjectOf(caller, job);
    const patch: JobPatch = {};
    const changes: Change[] = [];

    if (body.status !== undefined && body.status !== job.status) {
      authorizeJob(caller, 'job.changeStatus', subject);
      await this.checkStatus(caller, body.status);
      patch.status = body.status;
    }
    const startDate = body.startDate === undefined ? job.startDate : body.startDate === null ? null : new Date(body.startDate);
    const endDate = body.endDate === undefined ? job.endDate : body.endDate === null ? null : new Date(body.endDate);
    const datesChanged = !sameDate(startDate, job.startDate) || !sameDate(endDate, job.endDate);
    if (datesChanged) {
      authorizeJob(caller, 'job.changeDates', subject);
      if (!startDate) throw invalid(JOB_MESSAGES.startDateRequired, [{ path: 'startDate', message: JOB_MESSAGES.startDateRequired }]);
      checkDates(startDate, endDate);
      if (!sameDate(startDate, job.startDate)) {
        patch.startDate = startDate;
        changes.push({ field: 'startDate', from: iso(job.startDate), to: iso(startDate) });
      }
      if (!sameDate(endDate, job.endDate)) {
        patch.endDate = endDate;
        changes.push({ field: 'endDate', from: iso(job.endDate), to: iso(endDate) });
      }
    }
    if (body.project !== undefined && (body.project?.toLowerCase() ?? null) !== job.projectId) {
      authorizeJob(caller, 'job.changeProject', subject);
      patch.projectId = await this.checkedProject(caller, body.project, 'project');
      changes.push({ field: 'project', from: job.projectId, to: patch.projectId });
    }
    if (body.jobType !== undefined && body.jobType.toLowerCase() !== job.jobTypeId) {
      authorizeJob(caller, 'job.changeType', subject);
      patch.jobTypeId = (await this.checkedJobType(caller, body.jobType, 'jobType')).id;
      changes.push({ field: 'jobType', from: job.jobTypeId, to: patch.jobTypeId });
    }
    let people: { added: string[]; removed: string[] } = { added: [], removed: [] };
    if (body.users !== undefined) {
      const wanted = await this.checkedUsers(caller, body.users, 'users');
      const current = (await this.jobs.userIdsOf(scope, [job.id])).get(job.id)!;
      people = { added: wanted.filter((u) => !current.includes(u)), removed: current.filter((u) => !wanted.includes(u)) };
      if (people.added.length + people.removed.length > 0) authorizeJob(caller, 'job.assign', subject);
    }
    let skillIds: string[] | null = null;
    if (body.skills !== undefined) {
      const wanted = await this.checkedSkills(caller, body.skills);
      const current = (await this.skills.requirements(scope, 'job', job.id)).map((s) => s.id);
      if (!sameSet(wanted, current)) {
        authorizeJob(caller, 'job.setSkills', subject);
        skillIds = wanted;
        changes.push({ field: 'skills', from: current.join(',') || null, to: wanted.join(',') || null });
      }
    }
    const changed = Object.keys(patch).length > 0 || people.added.length + people.removed.length > 0 || skillIds !== null;
    if (!changed) {
      authorizeJob(caller, 'job.read', subject);
      return { job: await this.reader.detailOf(caller, job), warnings: [] };
    }

    const [updated] = await this.jobs.update(scope, [job.id], patch);
    await this.jobs.removePairs(scope, people.removed.map((userId) => ({ jobId: job.id, userId })));
    await this.jobs.addUsers(scope, people.added.map((userId) => ({ jobId: job.id, userId })), actor.id);
    if (skillIds) await this.skills.replaceRequirements(scope, 'job', job.id, skillIds);
    const names = (await this.jobs.namesOf(scope, [updated])).get(job.id)!;
    if (patch.status) await this.events.emit(caller, 'job_status_changed', updated, names, { from: job.status, to: patch.status });
    if (changes.length > 0) await this.events.emit(caller, 'job_updated', updated, names, { changes });
    for (const userId of people.added) await this.events.emit(caller, 'user_assigned_to_job', updated, names, { userId });
    for (const userId of people.removed) await this.events.emit(caller, 'user_unassigned_from_job', updated, names, { userId });
    return this.reply(caller, updated, people.added);
  }

  /**
   * POST /v2/jobs/{id}/clone: a new job, with the next number, of the same type and project, with
   * the same dates, people and own skills, in the first status. Its answers, confirmations and
   * links stay with the original (ADR 0037).
   */
  async clone(caller: Caller, id: string): Promise<JobChangeReply> {
    const { scope, actor } = caller;
    const source = await this.reader.load(caller, id, 'job.duplicate');
    const users = (await this.jobs.userIdsOf(scope, [source.id])).get(source.id)!;
    const skillIds = (await this.skills.requirements(scope, 'job', source.id)).map((s) => s.id);
    const job = await this.jobs.insert(scope, {
      number: await takeNumbers(scope, 'job'),
      jobTypeId: source.jobTypeId,
      projectId: source.projectId,
      status: INITIAL_JOB_STATUS,
      startDate: source.startDate,
      endDate: source.endDate,
      clonedFrom: source.id,
      createdBy: actor.id,
    });
    await this.jobs.addUsers(scope, users.map((userId) => ({ jobId: job.id, userId })), actor.id);
    if (skillIds.length > 0) await this.skills.replaceRequirements(scope, 'job', job.id, skillIds);
    const names = (await this.jobs.namesOf(scope, [job])).get(job.id)!;
    await this.events.emit(caller, 'job_created', job, names, { clonedFrom: source.id });
    for (const userId of users) await this.events.emit(caller, 'user_assigned_to_job', job, names, { userId });
    return this.reply(caller, job, users);
  }

  /** DELETE /v2/jobs/{id} and /v2/jobs/multiple: every job, or none when one is missing or refused. */
  async removeMany(caller: Caller, ids: readonly string[]): Promise<{ success: true; deleted: string[] }> {
    const { scope } = caller;
    const rows = await this.reader.loadMany(caller, ids, 'job.erase', { forUpdate: true });
    const names = await this.jobs.namesOf(scope, rows);
    await this.jobs.delete(scope, rows.map((row) => row.id));
    for (const row of rows) await this.events.emit(caller, 'job_deleted', row, names.get(row.id)!, {});
    return { success: true, deleted: rows.map((row) => row.id) };
  }

  /** PUT /v2/jobs/status_multiple: one status for every job, or for none when one is missing or refused. */
  async statusMultiple(caller: Caller, body: { jobs: string[]; status: string }): Promise<JobBulkReply> {
    const { scope } = caller;
    await this.checkStatus(caller, body.status);
    const rows = await this.reader.loadMany(caller, body.jobs, 'job.changeStatus', { forUpdate: true });
    const changing = rows.filter((row) => row.status !== body.status);
    const updated = await this.jobs.update(scope, changing.map((row) => row.id), { status: body.status });
    const names = await this.jobs.namesOf(scope, updated);
    const before = new Map(changing.map((row) => [row.id, row.status]));
    for (const row of updated) await this.events.emit(caller, 'job_status_changed', row, names.get(row.id)!, { from: before.get(row.id)!, to: body.status });
    return { success: true, jobs: rows.map((row) => row.id), warnings: [] };
  }

  /**
   * A change of status the rules make, not the caller (spec 2 section 4: a new issue moves the
   * job to review), so no action is asked of the policy; written and recorded as every change of
   * status (job_status_changed, the people's job_status).
   */
  async changeStatusAutomatically(caller: AnyCaller, job: JobRow, to: string): Promise<JobRow> {
    if (job.status === to) return job;
    const [updated] = await this.jobs.update(caller.scope, [job.id], { status: to });
    const names = (await this.jobs.namesOf(caller.scope, [updated])).get(job.id)!;
    await this.events.emit(caller, 'job_status_changed', updated, names, { from: job.status, to });
    return updated;
  }

  /** The reply of a change: the job as it is now, and the warnings about the people just given to it. */
  private async reply(caller: Caller, job: JobRow, newUsers: readonly string[]): Promise<JobChangeReply> {
    const warnings = (await this.warnings.about(caller, [{ job, users: newUsers }])).map(({ job: _job, ...w }) => w);
    return { job: await this.reader.detailOf(caller, job), warnings };
  }

  /** A status of the instance (built-in or custom), or 400 'No such status'. */
  private async checkStatus(caller: Caller, status: string): Promise<void> {
    const { settings } = await this.instances.get(caller.scope);
    if (!isJobStatusOf(settings, status)) throw invalid(JOB_MESSAGES.unknownStatus, [{ path: 'status', message: JOB_MESSAGES.unknownStatus }]);
  }

  /** A job type of the instance that is not disabled. */
  private async checkedJobType(caller: Caller, id: string, path: string) {
    const row = await this.jobTypes.findRow(caller, id.toLowerCase());
    if (!row) throw invalid(`No such job type: ${id}`, [{ path, message: 'No such job type' }]);
    if (settingsOf(row).isDisabled) throw invalid(JOB_MESSAGES.jobTypeDisabled, [{ path, message: JOB_MESSAGES.jobTypeDisabled }]);
    return row;
  }

  /**
   * A project of the instance the caller sees (a client: one of their client projects), or none;
   * none is refused while the projects app is on ('Choose a project').
   */
  private async checkedProject(caller: Caller, id: string | null, path: string): Promise<string | null> {
    const { scope, actor } = caller;
    if (!id) {
      if (isToggleActive(caller.policy.toggles, 'projects')) throw invalid(JOB_MESSAGES.projectRequired, [{ path, message: JOB_MESSAGES.projectRequired }]);
      return null;
    }
    const project = await this.projects.findById(scope, id.toLowerCase());
    const visible = project && (actor.role !== 'client' || (await this.projects.isClientProject(scope, actor.id, project.id)));
    if (!project || !visible) throw invalid(`No such project: ${id}`, [{ path, message: 'No such project' }]);
    return project.id;
  }

  /** The ids, each a user of this instance who has not been removed; the first that is not is named in the refusal. */
  private async checkedUsers(caller: Caller, ids: readonly string[], path: string): Promise<string[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    const found = await this.jobs.usersByIds(caller.scope, wanted);
    const issues: Issue[] = ids.flatMap((id, index) => (found.has(id.toLowerCase()) ? [] : [{ path: `${path}.${index}`, message: `No such user: ${id}` }]));
    if (issues.length > 0) throw invalid(issues[0].message, issues);
    return wanted;
  }

  /** Skills of the instance's catalogue; the first that is not is named in the refusal. */
  private async checkedSkills(caller: Caller, ids: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    const found = new Set((await this.skills.findByIds(caller.scope, wanted)).map((row) => row.id));
    const issues: Issue[] = ids.flatMap((id, index) => (found.has(id.toLowerCase()) ? [] : [{ path: `skills.${index}`, message: SKILL_MESSAGES.skillNotFound }]));
    if (issues.length > 0) throw invalid(SKILL_MESSAGES.unknownSkills, issues);
    return wanted;
  }
}

function checkDates(start: Date | null, end: Date | null): void {
  if (start && end && end.getTime() < start.getTime()) throw invalid(JOB_MESSAGES.endBeforeStart, [{ path: 'endDate', message: JOB_MESSAGES.endBeforeStart }]);
}

function sameDate(a: Date | null, b: Date | null): boolean {
  return a === null || b === null ? a === b : a.getTime() === b.getTime();
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  return x.size === new Set(b).size && b.every((v) => x.has(v));
}

export function invalid(message: string, details: Issue[]): AppError {
  return new AppError('validation_failed', message, details);
}

