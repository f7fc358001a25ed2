import { Inject, Injectable } from '@nestjs/common';
import type { ProjectFieldVisibility } from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { ProjectsService } from '../projects/projects.service';

/** What the project field use cases read of a project. */
export interface ProjectFieldsRow {
  id: string;
  name: string;
  fields: Record<string, unknown>;
  visibility: ProjectFieldVisibility;
}

/**
 * Loads a project for a project field use case under the project read rule (the projects
 * module's): a client reads only their client projects, and a project they may not read does not
 * exist for them (404).
 */
@Injectable()
export class ProjectReader {
  constructor(@Inject(ProjectsService) private readonly projects: ProjectsService) {}

  async load(caller: Caller, id: string, opts: { forUpdate?: boolean } = {}): Promise<ProjectFieldsRow> {
    const project = await this.projects.load(caller, id, 'project.read', opts);
    return { id: project.id, name: project.name, fields: project.fields, visibility: project.visibility };
  }
}
