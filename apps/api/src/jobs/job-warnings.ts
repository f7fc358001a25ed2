import { Inject, Injectable } from '@nestjs/common';
import { isToggleActive, type AssignmentWarning } from '@fieldwork/contracts';
import { allows, type Caller } from '../access/caller';
import { InstanceStateService } from '../settings/instance-state.service';
import { expiryClockOf } from '../skills/skill-wire';
import { SkillsRepository, type SkillRow } from '../skills/skills.repository';
import { JobsRepository, type JobRow } from './jobs.repository';

/**
 * Why an assignment is worth a second look (spec 2 section 4): it is made all the same. A user
 * who lacks a skill the job requires (its own or its job type's), held in force on the
 * instance's day, is 'missing_skills'. The profile has no stated availability yet, so
 * 'unavailable' is never given (ADR 0037).
 */
@Injectable()
export class JobWarnings {
  constructor(
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(SkillsRepository) private readonly skills: SkillsRepository,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
  ) {}

  /** The skills each job requires (its own and its job type's), by name: two statements for any number of jobs. */
  async requiredOf(caller: Caller, rows: readonly JobRow[]): Promise<Map<string, SkillRow[]>> {
    const { scope } = caller;
    const own = await this.skills.requirementsOf(scope, 'job', rows.map((row) => row.id));
    const byType = await this.skills.requirementsOf(scope, 'job_type', [...new Set(rows.map((row) => row.jobTypeId))]);
    return new Map(
      rows.map((row) => {
        const all = new Map<string, SkillRow>();
        for (const skill of [...(own.get(row.id) ?? []), ...(byType.get(row.jobTypeId) ?? [])]) all.set(skill.id, skill);
        return [row.id, [...all.values()].sort((a, b) => a.name.localeCompare(b.name))];
      }),
    );
  }

  /**
   * The warnings about `users` of each job: none when the skills app is off or the caller may
   * not see skills (the warning would name them).
   */
  async about(caller: Caller, assignments: ReadonlyArray<{ job: JobRow; users: readonly string[] }>): Promise<Array<AssignmentWarning & { job: string }>> {
    const wanted = assignments.filter((a) => a.users.length > 0);
    if (wanted.length === 0 || !isToggleActive(caller.policy.toggles, 'skills') || !allows(caller, 'skill.read')) return [];
    const required = await this.requiredOf(caller, wanted.map((a) => a.job));
    const skillIds = [...new Set([...required.values()].flatMap((list) => list.map((s) => s.id)))];
    if (skillIds.length === 0) return [];
    const userIds = [...new Set(wanted.flatMap((a) => a.users))];
    const { today } = expiryClockOf(await this.instances.get(caller.scope));
    const held = await this.jobs.skillsInForce(caller.scope, userIds, skillIds, today);
    return wanted.flatMap(({ job, users }) =>
      users.flatMap((user) => {
        const missing = (required.get(job.id) ?? []).filter((skill) => !held.get(user)?.has(skill.id));
        return missing.length === 0 ? [] : [{ job: job.id, user, kind: 'missing_skills' as const, skills: missing.map((s) => s.name) }];
      }),
    );
  }
}
