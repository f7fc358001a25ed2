import { Inject, Injectable } from '@nestjs/common';
import { SKILL_MESSAGES, type SkillRequirementsBody, type SkillRequirementsReply } from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AppError } from '../common/app-error';
import type { Scope } from '../db/database';
import { toSkill } from './skill-wire';
import { SkillTargets, type SkillTargetType } from './skill-targets';
import { SkillsRepository } from './skills.repository';

/**
 * The skills a job or a job type requires (POST /v2/skills/job/{jobId}, /v2/skills/jobType/{id}):
 * the body's skills replace the ones before. The target is found through the resolver its own
 * module registers (SkillTargets); the skills must be the instance's.
 */
@Injectable()
export class SkillRequirementsService {
  constructor(
    @Inject(SkillsRepository) private readonly repo: SkillsRepository,
    @Inject(SkillTargets) private readonly targets: SkillTargets,
    @Inject(AssetLinks) private readonly links: AssetLinks,
  ) {}

  async replace(caller: Caller, type: SkillTargetType, id: string, body: SkillRequirementsBody): Promise<SkillRequirementsReply> {
    const { scope } = caller;
    await this.targets.require(caller, type, id);
    const found = new Set((await this.repo.findByIds(scope, body.skills)).map((row) => row.id));
    const missing = body.skills.map((skillId, i) => ({ skillId, i })).filter(({ skillId }) => !found.has(skillId));
    if (missing.length > 0) {
      throw new AppError('validation_failed', SKILL_MESSAGES.unknownSkills, missing.map(({ i }) => ({ path: `skills.${i}`, message: SKILL_MESSAGES.skillNotFound })));
    }
    await this.repo.replaceRequirements(scope, type, id, body.skills);
    return { success: true, target: { type, id }, skills: (await this.repo.requirements(scope, type, id)).map((row) => toSkill(this.links, row)) };
  }

  /** For the jobs and job types modules: what a target requires, and forgetting it when the target is deleted. */
  required(scope: Scope, type: SkillTargetType, id: string) {
    return this.repo.requirements(scope, type, id);
  }

  /** What each of the targets requires, by target id, in one query (a list of job types). */
  requiredOf(scope: Scope, type: SkillTargetType, ids: readonly string[]) {
    return this.repo.requirementsOf(scope, type, ids);
  }

  clear(scope: Scope, type: SkillTargetType, id: string): Promise<void> {
    return this.repo.replaceRequirements(scope, type, id, []);
  }
}
