import { sql } from 'drizzle-orm';
import { clientProjects, jobs, jobTypes, jobUsers, jobVisits, projects } from '../../src/db/schema';
import type { TestContext, TestInstance, TestUser } from './test-app';

/**
 * Rows for tests that read jobs (the dashboard, settings) without going through the jobs calls:
 * written straight to the tables in the tenant's own transaction.
 */
export class JobRows {
  private numbers = new Map<string, number>();

  constructor(private readonly ctx: TestContext) {}

  async jobType(instance: TestInstance, title = 'Inspection'): Promise<string> {
    return this.ctx.db.tenant(instance.id, async ({ tx }) => {
      const [row] = await tx.insert(jobTypes).values({ instanceId: instance.id, title, icon: 'assignment' }).returning({ id: jobTypes.id });
      return row.id;
    });
  }

  async project(instance: TestInstance, name: string, opts: { clients?: TestUser[] } = {}): Promise<string> {
    return this.ctx.db.tenant(instance.id, async ({ tx }) => {
      const [row] = await tx.insert(projects).values({ instanceId: instance.id, name }).returning({ id: projects.id });
      for (const client of opts.clients ?? []) {
        await tx.insert(clientProjects).values({ instanceId: instance.id, userId: client.id, projectId: row.id });
      }
      return row.id;
    });
  }

  /** A job with the next number of its instance; `createdAt` and `startDate` as given (ISO or Date). */
  async job(
    instance: TestInstance,
    jobTypeId: string,
    opts: { status?: string; projectId?: string | null; createdAt?: Date; startDate?: Date | null; users?: TestUser[] } = {},
  ): Promise<string> {
    const number = (this.numbers.get(instance.id) ?? 0) + 1;
    this.numbers.set(instance.id, number);
    return this.ctx.db.tenant(instance.id, async ({ tx }) => {
      const [row] = await tx
        .insert(jobs)
        .values({
          instanceId: instance.id,
          number,
          jobTypeId,
          projectId: opts.projectId ?? null,
          status: opts.status ?? 'open',
          startDate: opts.startDate ?? null,
          ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
        })
        .returning({ id: jobs.id });
      for (const user of opts.users ?? []) await tx.insert(jobUsers).values({ instanceId: instance.id, jobId: row.id, userId: user.id });
      return row.id;
    });
  }

  /** Records that `user` opened `jobId` at `at`. */
  async visit(user: TestUser, jobId: string, at: Date): Promise<void> {
    await this.ctx.db.tenant(user.instance.id, async ({ tx }) => {
      await tx
        .insert(jobVisits)
        .values({ instanceId: user.instance.id, jobId, userId: user.id, visitedAt: at })
        .onConflictDoUpdate({ target: [jobVisits.jobId, jobVisits.userId], set: { visitedAt: sql`excluded.visited_at` } });
    });
  }
}
