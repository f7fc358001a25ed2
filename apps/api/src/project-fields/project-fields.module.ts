import { Module } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { ProjectsModule } from '../projects/projects.module';
import { ProjectFieldListsService } from './project-field-lists.service';
import { ProjectFieldsController } from './project-fields.controller';
import { ProjectFieldsRepository } from './project-fields.repository';
import { ProjectFieldsService } from './project-fields.service';
import { ProjectReader } from './project-reader';

/** Project fields: definitions, values, visibility, and the lists list fields pick from (ADR 0032). */
@Module({
  imports: [AssetsModule, ProjectsModule],
  controllers: [ProjectFieldsController],
  providers: [ProjectFieldsRepository, ProjectReader, ProjectFieldsService, ProjectFieldListsService],
  exports: [ProjectFieldsService],
})
export class ProjectFieldsModule {}
