import { Inject, Injectable } from '@nestjs/common';
import { isToggleActive, JOB_MESSAGES, type AssignmentWarning } from '@fieldwork/contracts';
import { allows, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { InstanceStateService } from '../settings/instance-state.service';
import { expiryClockOf } from '../skills/skill-wire';
import { JobEvents } from './job-events';
import { invalid, type JobBulkReply, type JobChangeReply } from './job-management.service';
import { JobWarnings } from './job-warnings';
import { JobsRepository, type JobNames, type JobRow } from './jobs.repository';
import { JobsService } from './jobs.service';

/** The people GET /v2/jobs/{id}/suggestions offers at most. */
const SUGGESTIONS_MAX = 100;

type Issue = { path: string; message: string };

/**
 * A job's people, attendance and links: assigning (one job, several, each its own), suggestions,
 * confirming and removing attendance, and previous jobs. Assignments warn, they never refuse
 * (spec 2 section 4); links never make a job its own ancestor.
 */
@Injectable()
export class JobPeopleService {
  constructor(
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(JobsService) private readonly reader: JobsService,
    @Inject(JobWarnings) private readonly warnings: JobWarnings,
    @Inject(JobEvents) private readonly events: JobEvents,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
  ) {}

  /** PUT /v2/jobs/{id}/assign: these users are the job's people from now on. */
  async assign(caller: Caller, id: string, users: readonly string[]): Promise<JobChangeReply> {
    const job = await this.reader.load(caller, id, 'job.assign', { forUpdate: true });
    const wanted = await this.checkedUsers(caller, users, 'users');
    const [result] = await this.setPeople(caller, [{ job, users: wanted }], 'replace');
    return { job: await this.reader.detailOf(caller, job), warnings: result.warnings.map(({ job: _job, ...w }) => w) };
  }

  /** PUT /v2/jobs/assign_multiple: the same users added to every job, or made their people (`replace`). */
  async assignMultiple(caller: Caller, body: { jobs: string[]; users: string[]; mode: 'add' | 'replace' }): Promise<JobBulkReply> {
    const rows = await this.reader.loadMany(caller, body.jobs, 'job.assign', { forUpdate: true });
    const wanted = await this.checkedUsers(caller, body.users, 'users');
    const results = await this.setPeople(caller, rows.map((job) => ({ job, users: wanted })), body.mode);
    return { success: true, jobs: rows.map((row) => row.id), warnings: results.flatMap((r) => r.warnings) };
  }

  /** POST /v2/jobs/assign_many: each job its own people. */
  async assignMany(caller: Caller, body: { jobs: Array<{ job: string; users: string[] }> }): Promise<JobBulkReply> {
    const ids = body.jobs.map((entry) => entry.job.toLowerCase());
    const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
    if (twice >= 0) throw invalid(`A job is given twice: ${body.jobs[twice].job}`, [{ path: `jobs.${twice}.job`, message: 'Given twice' }]);
    const rows = await this.reader.loadMany(caller, ids, 'job.assign', { forUpdate: true });
    const all = await this.checkedUsers(caller, body.jobs.flatMap((entry) => entry.users), 'users');
    const known = new Set(all);
    const byJob = new Map(body.jobs.map((entry) => [entry.job.toLowerCase(), [...new Set(entry.users.map((u) => u.toLowerCase()))].filter((u) => known.has(u))]));
    const results = await this.setPeople(caller, rows.map((job) => ({ job, users: byJob.get(job.id)! })), 'replace');
    return { success: true, jobs: rows.map((row) => row.id), warnings: results.flatMap((r) => r.warnings) };
  }

  /**
   * GET /v2/jobs/{id}/suggestions: the instance's people who may be assigned (not clients, not
   * banned), best first: those holding the most of the job's required skills in force on the
   * instance's day, then by name; each with the required skills they lack.
   */
  async suggestions(caller: Caller, id: string) {
    const { scope } = caller;
    const job = await this.reader.load(caller, id, 'job.read');
    const skillsOn = isToggleActive(caller.policy.toggles, 'skills') && allows(caller, 'skill.read');
    const required = skillsOn ? ((await this.warnings.requiredOf(caller, [job])).get(job.id) ?? []) : [];
    const { today } = expiryClockOf(await this.instances.get(scope));
    const candidates = await this.jobs.candidates(scope, required.map((s) => s.id), today, SUGGESTIONS_MAX);
    const assigned = new Set((await this.jobs.userIdsOf(scope, [job.id])).get(job.id)!);
    return candidates.map((person) => {
      const held = new Set(person.skillIds);
      return {
        ...this.reader.personOf(scope.instanceId, person),
        skillsInForce: held.size,
        missingSkills: required.filter((skill) => !held.has(skill.id)).map((skill) => skill.name),
        assigned: assigned.has(person.id),
      };
    });
  }

  /**
   * PUT /v2/jobs/{id}/attendance/{value}. Confirming is the caller's own and one-way (an
   * assignee: 'Only assigned users can confirm attendance'); removing one, the caller's or
   * `user`'s, is staff's (job.removeAttendance), of a confirmation that was given.
   */
  async attendance(caller: Caller, id: string, confirm: boolean, user: string | undefined): Promise<JobChangeReply> {
    const { scope, actor } = caller;
    const target = user?.toLowerCase() ?? actor.id;
    if (confirm) {
      if (target !== actor.id) throw invalid('Attendance is confirmed by the assignee only', [{ path: 'user', message: 'Not the caller' }]);
      const job = await this.reader.load(caller, id, 'job.confirmAttendance', { forUpdate: true }).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'validation_failed' ? invalid(JOB_MESSAGES.notAssigned, [{ path: 'id', message: JOB_MESSAGES.notAssigned }]) : error;
      });
      if (await this.jobs.confirm(scope, job.id, actor.id)) {
        await this.events.emit(caller, 'user_confirm_attendance', job, await this.namesOf(caller, job), { userId: actor.id });
      }
      return { job: await this.reader.detailOf(caller, job), warnings: [] };
    }
    const job = await this.reader.load(caller, id, 'job.removeAttendance', { forUpdate: true });
    if (!(await this.jobs.unconfirm(scope, job.id, target))) throw invalid(JOB_MESSAGES.notConfirmed, [{ path: 'user', message: JOB_MESSAGES.notConfirmed }]);
    await this.events.emit(caller, 'attendance_removed', job, await this.namesOf(caller, job), { userId: target });
    return { job: await this.reader.detailOf(caller, job), warnings: [] };
  }

  /**
   * PUT /v2/jobs/{id}/add_prev/{prevId}: `prevId` comes before the job. Both must allow
   * job.link; never the job itself, never a job that already follows it (a cycle). Links of an
   * instance are made one at a time, so two at once cannot close a cycle.
   */
  async link(caller: Caller, id: string, prevId: string): Promise<JobChangeReply> {
    const { scope, actor } = caller;
    const job = await this.reader.load(caller, id, 'job.link', { forUpdate: true });
    if (prevId.toLowerCase() === job.id) throw invalid(JOB_MESSAGES.linkSelf, [{ path: 'prevId', message: JOB_MESSAGES.linkSelf }]);
    const prev = await this.reader.load(caller, prevId, 'job.link');
    await this.jobs.lockLinks(scope);
    if (await this.jobs.follows(scope, job.id, prev.id)) throw invalid(JOB_MESSAGES.linkCycle, [{ path: 'prevId', message: JOB_MESSAGES.linkCycle }]);
    if (await this.jobs.link(scope, prev.id, job.id, actor.id)) {
      await this.events.emit(caller, 'job_linked', job, await this.namesOf(caller, job), { prevJobId: prev.id, prevNumber: prev.number });
    }
    return { job: await this.reader.detailOf(caller, job), warnings: [] };
  }

  /** PUT /v2/jobs/{id}/remove_prev/{prevId}: `prevId` no longer comes before the job (no change when it did not). */
  async unlink(caller: Caller, id: string, prevId: string): Promise<JobChangeReply> {
    const { scope } = caller;
    const job = await this.reader.load(caller, id, 'job.link', { forUpdate: true });
    const prev = await this.reader.load(caller, prevId, 'job.link');
    if (await this.jobs.unlink(scope, prev.id, job.id)) {
      await this.events.emit(caller, 'job_unlinked', job, await this.namesOf(caller, job), { prevJobId: prev.id, prevNumber: prev.number });
    }
    return { job: await this.reader.detailOf(caller, job), warnings: [] };
  }

  /**
   * Gives each job its users (`replace`: only them; `add`: them besides the others), with an event
   * per person assigned or unassigned, and the warnings about those newly assigned.
   */
  private async setPeople(
    caller: Caller,
    assignments: ReadonlyArray<{ job: JobRow; users: readonly string[] }>,
    mode: 'add' | 'replace',
  ): Promise<Array<{ job: JobRow; warnings: Array<AssignmentWarning & { job: string }> }>> {
    const { scope, actor } = caller;
    const current = await this.jobs.userIdsOf(scope, assignments.map((a) => a.job.id));
    const plans = assignments.map(({ job, users }) => {
      const before = current.get(job.id) ?? [];
      return {
        job,
        added: users.filter((u) => !before.includes(u)),
        removed: mode === 'replace' ? before.filter((u) => !users.includes(u)) : [],
      };
    });
    const changed = plans.filter((p) => p.added.length + p.removed.length > 0);
    if (changed.length > 0) {
      await this.jobs.removePairs(scope, changed.flatMap((p) => p.removed.map((userId) => ({ jobId: p.job.id, userId }))));
      await this.jobs.addUsers(scope, changed.flatMap((p) => p.added.map((userId) => ({ jobId: p.job.id, userId }))), actor.id);
      await this.jobs.update(scope, changed.map((p) => p.job.id), {});
      const names = await this.jobs.namesOf(scope, changed.map((p) => p.job));
      for (const plan of changed) {
        for (const userId of plan.added) await this.events.emit(caller, 'user_assigned_to_job', plan.job, names.get(plan.job.id)!, { userId });
        for (const userId of plan.removed) await this.events.emit(caller, 'user_unassigned_from_job', plan.job, names.get(plan.job.id)!, { userId });
      }
    }
    const warnings = await this.warnings.about(caller, plans.map((p) => ({ job: p.job, users: p.added })));
    return plans.map((p) => ({ job: p.job, warnings: warnings.filter((w) => w.job === p.job.id) }));
  }

  private async namesOf(caller: Caller, job: JobRow): Promise<JobNames> {
    return (await this.jobs.namesOf(caller.scope, [job])).get(job.id)!;
  }

  /** The ids, each a user of this instance who has not been removed; the first that is not is named in the refusal. */
  private async checkedUsers(caller: Caller, ids: readonly string[], path: string): Promise<string[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    const found = await this.jobs.usersByIds(caller.scope, wanted);
    const issues: Issue[] = ids.flatMap((id, index) => (found.has(id.toLowerCase()) ? [] : [{ path: `${path}.${index}`, message: `No such user: ${id}` }]));
    if (issues.length > 0) throw invalid(issues[0].message, issues);
    return wanted;
  }
}
