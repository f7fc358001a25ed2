import { Module } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { SkillRequirementsService } from './skill-requirements.service';
import { SkillTargets } from './skill-targets';
import { SkillsRepository } from './skills.repository';

/**
 * The skills' catalogue repository, required skills and the registry of their targets: what the
 * modules owning jobs and job types use (they register their targets and read what they require).
 */
@Module({
  imports: [AssetsModule],
  providers: [SkillsRepository, SkillTargets, SkillRequirementsService],
  exports: [SkillsRepository, SkillTargets, SkillRequirementsService],
})
export class SkillRequirementsModule {}
