import { Injectable } from '@nestjs/common';
import type { Scope } from '../db/database';

/**
 * Something a project cannot be deleted while it has: its jobs (spec 2 section 5, "a project with
 * jobs cannot be deleted"). The module that owns those rows registers a check at start-up; the
 * projects module does not know their tables (ADR 0031).
 */
export interface ProjectDependent {
  /** What the rows are, for the refusal's details and the logs: 'jobs'. */
  name: string;
  /** Whether the project has any such row; asked in the deleting transaction, the project row locked. */
  exists(scope: Scope, projectId: string): Promise<boolean>;
}

/** The registry of project dependents: DELETE /v2/projects/{id} asks each in turn. */
@Injectable()
export class ProjectDependents {
  private readonly dependents = new Map<string, ProjectDependent>();

  /** Registers a check (one per name); the returned function removes it again. */
  register(dependent: ProjectDependent): () => void {
    if (this.dependents.has(dependent.name)) throw new Error(`A project dependent named '${dependent.name}' is registered already`);
    this.dependents.set(dependent.name, dependent);
    return () => {
      if (this.dependents.get(dependent.name) === dependent) this.dependents.delete(dependent.name);
    };
  }

  /** The first dependent the project still has rows of, or null when it has none. */
  async blocking(scope: Scope, projectId: string): Promise<ProjectDependent | null> {
    for (const dependent of this.dependents.values()) {
      if (await dependent.exists(scope, projectId)) return dependent;
    }
    return null;
  }
}
