import { Injectable } from '@nestjs/common';
import type { Scope } from '../db/database';

/**
 * Something a job type cannot be deleted while it has: its jobs (spec 2 section 5, "a job type
 * with jobs cannot be deleted"). The module that owns those rows registers a check at start-up;
 * the job types module does not know their tables (as projects do, ADR 0031).
 */
export interface JobTypeDependent {
  /** What the rows are, for the refusal's details and the logs: 'jobs'. */
  name: string;
  /** Whether the job type has any such row; asked in the deleting transaction, the job type row locked. */
  exists(scope: Scope, jobTypeId: string): Promise<boolean>;
}

/** The registry of job type dependents: DELETE /v2/jobtype/{id} asks each in turn. */
@Injectable()
export class JobTypeDependents {
  private readonly dependents = new Map<string, JobTypeDependent>();

  /** Registers a check (one per name); the returned function removes it again. */
  register(dependent: JobTypeDependent): () => void {
    if (this.dependents.has(dependent.name)) throw new Error(`A job type dependent named '${dependent.name}' is registered already`);
    this.dependents.set(dependent.name, dependent);
    return () => {
      if (this.dependents.get(dependent.name) === dependent) this.dependents.delete(dependent.name);
    };
  }

  /** The first dependent the job type still has rows of, or null when it has none. */
  async blocking(scope: Scope, jobTypeId: string): Promise<JobTypeDependent | null> {
    for (const dependent of this.dependents.values()) {
      if (await dependent.exists(scope, jobTypeId)) return dependent;
    }
    return null;
  }
}
