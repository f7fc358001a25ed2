import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { JobTypeDependents } from '../job-types/job-type-dependents';
import { JobTypesModule } from '../job-types/job-types.module';
import { ProjectDependents } from '../projects/project-dependents';
import { ProjectsModule } from '../projects/projects.module';
import { SkillRequirementsModule } from '../skills/skill-requirements.module';
import { SkillTargets } from '../skills/skill-targets';
import { JobEvents } from './job-events';
import { JobManagementService } from './job-management.service';
import { JobPeopleService } from './job-people.service';
import { JobWarnings } from './job-warnings';
import { JobsController, JobsV1Controller } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

/**
 * Jobs (spec 2 sections 3 to 9): the list, one job, its feed and visits, create, change, clone,
 * delete, people, attendance and links. It registers itself as a dependent of projects and job
 * types (neither can be deleted while it has jobs) and as the skills' 'job' target. The dashboard
 * and the PDF build on JobsService's `load`, `summariesOf` and `detailOf`.
 */
@Module({
  imports: [AssetsModule, ProjectsModule, JobTypesModule, SkillRequirementsModule],
  controllers: [JobsController, JobsV1Controller],
  providers: [JobsRepository, JobsService, JobManagementService, JobPeopleService, JobWarnings, JobEvents],
  exports: [JobsService, JobManagementService, JobEvents],
})
export class JobsModule implements OnModuleInit, OnModuleDestroy {
  private readonly unregister: Array<() => void> = [];

  constructor(
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(JobsService) private readonly reader: JobsService,
    @Inject(ProjectDependents) private readonly projectDependents: ProjectDependents,
    @Inject(JobTypeDependents) private readonly jobTypeDependents: JobTypeDependents,
    @Inject(SkillTargets) private readonly skillTargets: SkillTargets,
  ) {}

  onModuleInit(): void {
    this.unregister.push(
      this.projectDependents.register({ name: 'jobs', exists: (scope, projectId) => this.jobs.anyOfProject(scope, projectId) }),
      this.jobTypeDependents.register({ name: 'jobs', exists: (scope, jobTypeId) => this.jobs.anyOfJobType(scope, jobTypeId) }),
    );
    // POST /v2/skills/job/{id}: a job the caller may set the skills of (job.setSkills), else its refusal.
    this.skillTargets.register('job', { exists: async (caller, id) => Boolean(await this.reader.load(caller, id, 'job.setSkills')) });
  }

  onModuleDestroy(): void {
    for (const off of this.unregister.splice(0)) off();
  }
}
