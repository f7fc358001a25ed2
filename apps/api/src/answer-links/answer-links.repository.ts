import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { answerLinks, answers, assets, jobs, jobTypes, projects, questions } from '../db/schema';
import type { AnswerRow, AssetRefRow } from '../jobs/jobs.repository';

export type AnswerLinkRow = typeof answerLinks.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** What a link's page and its events name of the job. */
export interface LinkedJobRow {
  id: string;
  number: number;
  status: string;
  projectId: string | null;
  projectName: string | null;
  jobTypeId: string;
  jobTypeTitle: string;
  jobTypeIcon: string | null;
  jobTypeSettings: Record<string, unknown>;
}

/** Public answer links (ADR 0042) and what their pages read. */
@Injectable()
export class AnswerLinksRepository {
  async insert(scope: Scope, values: { jobId: string; expiresAt: Date | null; createdBy: string }): Promise<AnswerLinkRow> {
    const [row] = await scope.tx
      .insert(answerLinks)
      .values({ ...values, instanceId: scope.instanceId })
      .returning();
    return row;
  }

  /** The job's links, newest first. */
  async ofJob(scope: Scope, jobId: string): Promise<AnswerLinkRow[]> {
    return scope.tx
      .select()
      .from(answerLinks)
      .where(and(eq(answerLinks.instanceId, scope.instanceId), eq(answerLinks.jobId, jobId)))
      .orderBy(desc(answerLinks.createdAt), desc(answerLinks.id));
  }

  /** One link of this instance (another tenant's is not found). */
  async find(scope: Scope, id: string): Promise<AnswerLinkRow | null> {
    const [row] = await scope.tx
      .select()
      .from(answerLinks)
      .where(and(eq(answerLinks.instanceId, scope.instanceId), eq(answerLinks.id, id)));
    return row ?? null;
  }

  /** Withdraws the link (once: a withdrawn link keeps its first date); the row as it stands. */
  async revoke(scope: Scope, id: string, at: Date): Promise<AnswerLinkRow | null> {
    const [row] = await scope.tx
      .update(answerLinks)
      .set({ revokedAt: at })
      .where(and(eq(answerLinks.instanceId, scope.instanceId), eq(answerLinks.id, id), isNull(answerLinks.revokedAt)))
      .returning();
    return row ?? this.find(scope, id);
  }

  /** The job with its type's title, icon and settings and its project's name. */
  async job(scope: Scope, jobId: string): Promise<LinkedJobRow | null> {
    const [row] = await scope.tx
      .select({
        id: jobs.id,
        number: jobs.number,
        status: jobs.status,
        projectId: jobs.projectId,
        projectName: projects.name,
        jobTypeId: jobs.jobTypeId,
        jobTypeTitle: jobTypes.title,
        jobTypeIcon: jobTypes.icon,
        jobTypeSettings: jobTypes.settings,
      })
      .from(jobs)
      .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
      .leftJoin(projects, eq(projects.id, jobs.projectId))
      .where(and(eq(jobs.instanceId, scope.instanceId), eq(jobs.id, jobId)));
    return row ?? null;
  }

  /** The job type's questions in their sequence (deleted ones left out). */
  async questionsOf(scope: Scope, jobTypeId: string): Promise<QuestionRow[]> {
    return scope.tx
      .select()
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), eq(questions.jobTypeId, jobTypeId), isNull(questions.deletedAt)))
      .orderBy(asc(questions.sequence), asc(questions.number));
  }

  /** The job's answers as they stand that were last given through this link, by no user. */
  async answersOfLink(scope: Scope, jobId: string, linkId: string): Promise<AnswerRow[]> {
    return scope.tx
      .select()
      .from(answers)
      .where(and(eq(answers.instanceId, scope.instanceId), eq(answers.jobId, jobId), eq(answers.linkId, linkId), isNull(answers.userId)))
      .orderBy(asc(answers.answeredAt), asc(answers.key));
  }

  async assetsByIds(scope: Scope, ids: readonly string[]): Promise<Map<string, AssetRefRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx
      .select({ id: assets.id, instanceId: assets.instanceId, originalName: assets.originalName, kind: assets.kind })
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), inArray(assets.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  }
}
