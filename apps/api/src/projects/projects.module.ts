import { Module } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { ProjectDependents } from './project-dependents';
import { ProjectManagementService } from './project-management.service';
import { ProjectsController } from './projects.controller';
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

/**
 * Projects (spec 2 sections 3 and 7): the list, one project, its cover and feed, create, clone,
 * update and delete. The users module reads and writes client projects through the repository;
 * the jobs module registers itself as a project dependent.
 */
@Module({
  imports: [AssetsModule],
  controllers: [ProjectsController],
  providers: [ProjectsRepository, ProjectsService, ProjectManagementService, ProjectDependents],
  exports: [ProjectsRepository, ProjectsService, ProjectDependents],
})
export class ProjectsModule {}
