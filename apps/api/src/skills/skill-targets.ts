import { Injectable } from '@nestjs/common';
import { SKILL_MESSAGES } from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AppError } from '../common/app-error';

/** What can require skills through POST /v2/skills/job/{id} and /v2/skills/jobType/{id}. */
export type SkillTargetType = 'job' | 'job_type';

/**
 * How the owning module finds a target: whether the caller may set its skills (it may throw its
 * own refusal, a 403 or a 404), and whether it exists at all (false answers the 404).
 */
export interface SkillTargetResolver {
  exists(caller: Caller, id: string): Promise<boolean>;
}

const NOT_FOUND: Record<SkillTargetType, string> = { job: SKILL_MESSAGES.jobNotFound, job_type: SKILL_MESSAGES.jobTypeNotFound };

/**
 * The targets whose required skills this module keeps but whose rows it does not own: jobs and
 * job types register a resolver when their modules start (`onModuleInit`). Until one is
 * registered, every id of that kind is answered as not found.
 */
@Injectable()
export class SkillTargets {
  private readonly resolvers = new Map<SkillTargetType, SkillTargetResolver>();

  register(type: SkillTargetType, resolver: SkillTargetResolver): void {
    this.resolvers.set(type, resolver);
  }

  /** Throws 'Job not found' or 'Job type not found' unless the target exists for the caller. */
  async require(caller: Caller, type: SkillTargetType, id: string): Promise<void> {
    const resolver = this.resolvers.get(type);
    if (!resolver || !(await resolver.exists(caller, id))) throw new AppError('not_found', NOT_FOUND[type]);
  }
}
