import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { clientProjects, jobs, jobTypes, jobUsers, jobVisits } from '../db/schema';

/**
 * Whose jobs a dashboard counts: every job of the instance (null), or a client's: the jobs of
 * their client projects only (the client's user id).
 */
export type JobReader = string | null;

/** The dashboard's SQL over jobs, their people and visits: counts and ids, narrowed to what the caller sees. */
@Injectable()
export class JobDashboardRepository {
  /** How many jobs are in each status. */
  async countByStatus(scope: Scope, reader: JobReader): Promise<Array<{ status: string; count: number }>> {
    return scope.tx
      .select({ status: jobs.status, count: count() })
      .from(jobs)
      .where(and(...this.visible(scope, reader)))
      .groupBy(jobs.status);
  }

  /** Jobs created since `since`, per calendar day in `timeZone` (YYYY-MM-DD) and status. */
  async createdPerDay(scope: Scope, reader: JobReader, since: Date, timeZone: string): Promise<Array<{ day: string; status: string; count: number }>> {
    const day = sql<string>`to_char(${jobs.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    return scope.tx
      .select({ day, status: jobs.status, count: count() })
      .from(jobs)
      .where(and(...this.visible(scope, reader), gte(jobs.createdAt, since)))
      // By position: the day's expression carries the zone as a parameter, so it is not "the same" twice.
      .groupBy(sql`1`, sql`2`);
  }

  /** How many jobs each job type has, most first. */
  async countByType(scope: Scope, reader: JobReader): Promise<Array<{ jobTypeId: string; title: string; count: number }>> {
    return scope.tx
      .select({ jobTypeId: jobs.jobTypeId, title: jobTypes.title, count: count() })
      .from(jobs)
      .innerJoin(jobTypes, and(eq(jobTypes.instanceId, jobs.instanceId), eq(jobTypes.id, jobs.jobTypeId)))
      .where(and(...this.visible(scope, reader)))
      .groupBy(jobs.jobTypeId, jobTypes.title)
      .orderBy(desc(count()), asc(jobTypes.title), asc(jobs.jobTypeId));
  }

  /** The jobs `userId` opened last, newest first. */
  async recentlyVisited(scope: Scope, reader: JobReader, userId: string, limit: number): Promise<string[]> {
    const rows = await scope.tx
      .select({ id: jobs.id })
      .from(jobVisits)
      .innerJoin(jobs, and(eq(jobs.instanceId, jobVisits.instanceId), eq(jobs.id, jobVisits.jobId)))
      .where(and(eq(jobVisits.instanceId, scope.instanceId), eq(jobVisits.userId, userId), ...this.visible(scope, reader)))
      .orderBy(desc(jobVisits.visitedAt), desc(jobs.number))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** The jobs `userId` is assigned to that are not in `doneStatus`, soonest start first (no start date last). */
  async assignedOpen(scope: Scope, reader: JobReader, userId: string, doneStatus: string, limit: number): Promise<string[]> {
    const rows = await scope.tx
      .select({ id: jobs.id })
      .from(jobUsers)
      .innerJoin(jobs, and(eq(jobs.instanceId, jobUsers.instanceId), eq(jobs.id, jobUsers.jobId)))
      .where(and(eq(jobUsers.instanceId, scope.instanceId), eq(jobUsers.userId, userId), ne(jobs.status, doneStatus), ...this.visible(scope, reader)))
      .orderBy(sql`${jobs.startDate} asc nulls last`, asc(jobs.number))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  private visible(scope: Scope, reader: JobReader): SQL[] {
    const conditions = [eq(jobs.instanceId, scope.instanceId)];
    if (reader !== null) {
      conditions.push(
        sql`${jobs.projectId} in (select ${clientProjects.projectId} from ${clientProjects} where ${clientProjects.instanceId} = ${scope.instanceId} and ${clientProjects.userId} = ${reader})`,
      );
    }
    return conditions;
  }
}
