import { Inject, Injectable } from '@nestjs/common';
import { authorize, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { ProjectFieldsRepository, type ProjectFieldsRow } from './project-fields.repository';

/**
 * Loads a project for a project field use case under the project read rule: a client reads only
 * their client projects, and a project they may not read does not exist for them (404).
 */
@Injectable()
export class ProjectReader {
  constructor(@Inject(ProjectFieldsRepository) private readonly repo: ProjectFieldsRepository) {}

  async load(caller: Caller, id: string, opts: { forUpdate?: boolean } = {}): Promise<ProjectFieldsRow> {
    const project = await this.repo.findProject(caller.scope, id, opts);
    if (!project) throw AppError.notFound('Project');
    const isClientProject = caller.actor.role === 'client' && (await this.repo.isClientProject(caller.scope, id, caller.actor.id));
    authorize(caller, 'project.read', { id, isClientProject });
    return project;
  }
}
