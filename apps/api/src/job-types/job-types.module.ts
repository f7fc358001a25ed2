import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { SkillRequirementsModule } from '../skills/skill-requirements.module';
import { SkillTargets } from '../skills/skill-targets';
import { JobTypeContentService } from './job-type-content.service';
import { JobTypeDependents } from './job-type-dependents';
import { JobTypeManagementService } from './job-type-management.service';
import { JobTypesController } from './job-types.controller';
import { JobTypesRepository } from './job-types.repository';
import { JobTypesService } from './job-types.service';
import { QuestionImages } from './question-images';
import { QuestionManagementService } from './question-management.service';
import { QuestionsController } from './questions.controller';
import { QuestionsService } from './questions.service';

/**
 * Job types and their questions (spec 2 sections 3 to 7): the job types calls, the questions
 * calls, the questionnaire's versioning (ADR 0034), and the content the templates save and start
 * from. The jobs module registers itself as a job type dependent; the skills module finds job
 * types through the resolver registered here.
 */
@Module({
  imports: [AssetsModule, SkillRequirementsModule],
  controllers: [JobTypesController, QuestionsController],
  providers: [
    JobTypesRepository,
    JobTypesService,
    JobTypeManagementService,
    QuestionsService,
    QuestionManagementService,
    QuestionImages,
    JobTypeContentService,
    JobTypeDependents,
  ],
  exports: [JobTypesService, JobTypeContentService, JobTypeDependents, QuestionImages],
})
export class JobTypesModule implements OnModuleInit {
  constructor(
    @Inject(SkillTargets) private readonly skillTargets: SkillTargets,
    @Inject(JobTypesRepository) private readonly repo: JobTypesRepository,
  ) {}

  /** POST /v2/skills/jobType/{id}: a job type of the caller's instance (the skills route decides who may set them). */
  onModuleInit(): void {
    this.skillTargets.register('job_type', {
      exists: async (caller, id) => Boolean(await this.repo.findJobType(caller.scope, id)),
    });
  }
}
