import { Injectable } from '@nestjs/common';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { jobTypes, questionRevisions, questions } from '../db/schema';
import { escapeLike } from '../lists/list-sql';

export type JobTypeRow = typeof jobTypes.$inferSelect;
export type NewJobType = Pick<typeof jobTypes.$inferInsert, 'title' | 'icon' | 'settings' | 'templateId' | 'createdBy'>;
export type JobTypePatch = Partial<Pick<NewJobType, 'title' | 'icon' | 'settings'>>;
export type QuestionRow = typeof questions.$inferSelect;
/** A question as written: its id is chosen by the service, so that path rules can name it before it exists. */
export type NewQuestion = Omit<typeof questions.$inferInsert, 'instanceId' | 'createdAt' | 'updatedAt' | 'deletedAt'> & { id: string };
export type QuestionPatch = Partial<
  Pick<
    NewQuestion,
    | 'rootId'
    | 'isGlobal'
    | 'type'
    | 'title'
    | 'description'
    | 'settings'
    | 'sequence'
    | 'disabled'
    | 'isClientVisible'
    | 'stepIcon'
    | 'withBackground'
    | 'backgroundMobile'
    | 'backgroundDesktop'
    | 'darkMode'
    | 'revision'
  >
>;
export type NewRevision = { questionId: string; revision: number; form: Record<string, unknown>; createdBy: string | null };
export type RevisionRow = typeof questionRevisions.$inferSelect;

/** What GET /v2/question narrows to. */
export interface QuestionFilter {
  jobTypeId?: string;
  onlyGlobal?: boolean;
  search?: string;
  types?: readonly string[];
}

/**
 * All SQL on job types, their questions and the questions' revisions. Every method takes the
 * tenant scope first; a deleted question (deleted_at) is left out unless a method says otherwise.
 */
@Injectable()
export class JobTypesRepository {
  // Job types

  /** One job type; `forUpdate` locks it until the transaction ends (every change of its questionnaire takes this lock first). */
  async findJobType(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<JobTypeRow | null> {
    const query = scope.tx
      .select()
      .from(jobTypes)
      .where(and(eq(jobTypes.instanceId, scope.instanceId), eq(jobTypes.id, id)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The job types by title (those among `ids` when given), each with how many questions it has. */
  async jobTypes(scope: Scope, ids?: readonly string[]): Promise<Array<JobTypeRow & { questionsCount: number }>> {
    const counted = scope.tx
      .select({ jobTypeId: questions.jobTypeId, n: count().as('n') })
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), isNull(questions.deletedAt)))
      .groupBy(questions.jobTypeId)
      .as('counted');
    const rows = await scope.tx
      .select({ jobType: jobTypes, n: counted.n })
      .from(jobTypes)
      .leftJoin(counted, eq(counted.jobTypeId, jobTypes.id))
      .where(and(eq(jobTypes.instanceId, scope.instanceId), ids ? inArray(jobTypes.id, [...ids]) : undefined))
      .orderBy(asc(jobTypes.title), asc(jobTypes.id));
    return rows.map((r) => ({ ...r.jobType, questionsCount: Number(r.n ?? 0) }));
  }

  async insertJobType(scope: Scope, values: NewJobType): Promise<JobTypeRow> {
    const [row] = await scope.tx
      .insert(jobTypes)
      .values({ ...values, instanceId: scope.instanceId })
      .returning();
    return row;
  }

  async updateJobType(scope: Scope, id: string, patch: JobTypePatch): Promise<JobTypeRow> {
    const [row] = await scope.tx
      .update(jobTypes)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(jobTypes.instanceId, scope.instanceId), eq(jobTypes.id, id)))
      .returning();
    return row;
  }

  /**
   * Deletes the job type with its questions and their revisions (foreign keys cascade). Links of
   * its questions to global questions, and of deleted questions elsewhere to its global ones, are
   * cut first: a restricting key is checked row by row, before the cascade reaches the other row.
   */
  async deleteJobType(scope: Scope, id: string): Promise<void> {
    const own = scope.tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), eq(questions.jobTypeId, id)));
    await scope.tx
      .update(questions)
      .set({ rootId: null })
      .where(and(eq(questions.instanceId, scope.instanceId), isNotNull(questions.rootId), or(eq(questions.jobTypeId, id), inArray(questions.rootId, own))));
    await scope.tx.delete(jobTypes).where(and(eq(jobTypes.instanceId, scope.instanceId), eq(jobTypes.id, id)));
  }

  /** How many questions of other job types share the form of one of this job type's global questions. */
  async childrenElsewhere(scope: Scope, jobTypeId: string): Promise<number> {
    const roots = scope.tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), eq(questions.jobTypeId, jobTypeId), eq(questions.isGlobal, true)));
    const [{ n }] = await scope.tx
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), ne(questions.jobTypeId, jobTypeId), isNull(questions.deletedAt), inArray(questions.rootId, roots)));
    return n;
  }

  // Questions

  /** The job type's questions in their sequence: one statement, however many there are. */
  async questionsOf(scope: Scope, jobTypeId: string): Promise<QuestionRow[]> {
    return scope.tx
      .select()
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), eq(questions.jobTypeId, jobTypeId), isNull(questions.deletedAt)))
      .orderBy(asc(questions.sequence), asc(questions.number));
  }

  /** One question (a deleted one is not found); `forUpdate` locks it. */
  async findQuestion(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<QuestionRow | null> {
    const query = scope.tx
      .select()
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), eq(questions.id, id), isNull(questions.deletedAt)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** GET /v2/question: by job type and sequence, at most `limit`. */
  async questions(scope: Scope, filter: QuestionFilter, limit: number): Promise<QuestionRow[]> {
    const where: Array<SQL | undefined> = [
      eq(questions.instanceId, scope.instanceId),
      isNull(questions.deletedAt),
      filter.jobTypeId ? eq(questions.jobTypeId, filter.jobTypeId) : undefined,
      filter.onlyGlobal ? eq(questions.isGlobal, true) : undefined,
      filter.search ? ilike(questions.title, `%${escapeLike(filter.search)}%`) : undefined,
      filter.types ? inArray(questions.type, [...filter.types]) : undefined,
    ];
    return scope.tx
      .select()
      .from(questions)
      .where(and(...where))
      .orderBy(asc(questions.jobTypeId), asc(questions.sequence), asc(questions.number))
      .limit(limit);
  }

  /** For each of `rootIds`, how many questions (not deleted) share its form: one statement. */
  async childrenCounts(scope: Scope, rootIds: readonly string[]): Promise<Map<string, number>> {
    if (rootIds.length === 0) return new Map();
    const rows = await scope.tx
      .select({ rootId: questions.rootId, n: count() })
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), inArray(questions.rootId, [...rootIds]), isNull(questions.deletedAt)))
      .groupBy(questions.rootId);
    return new Map(rows.map((r) => [r.rootId!, r.n]));
  }

  /** The questions (not deleted) sharing a global question's form, locked for the change that rewrites them. */
  async childrenOf(scope: Scope, rootId: string): Promise<QuestionRow[]> {
    return scope.tx
      .select()
      .from(questions)
      .where(and(eq(questions.instanceId, scope.instanceId), eq(questions.rootId, rootId), isNull(questions.deletedAt)))
      .orderBy(asc(questions.number))
      .for('update');
  }

  async insertQuestions(scope: Scope, rows: readonly NewQuestion[]): Promise<QuestionRow[]> {
    if (rows.length === 0) return [];
    return scope.tx
      .insert(questions)
      .values(rows.map((row) => ({ ...row, instanceId: scope.instanceId })))
      .returning();
  }

  async updateQuestion(scope: Scope, id: string, patch: QuestionPatch): Promise<QuestionRow> {
    const [row] = await scope.tx
      .update(questions)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(questions.instanceId, scope.instanceId), eq(questions.id, id)))
      .returning();
    return row;
  }

  /** Marks a question deleted: its row and revisions stay while answers may name them. */
  async softDeleteQuestion(scope: Scope, id: string): Promise<void> {
    await scope.tx
      .update(questions)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(questions.instanceId, scope.instanceId), eq(questions.id, id)));
  }

  /**
   * Gives the job type's questions the sequence of their place in `ids` (0 first), in one
   * statement; the ids go as one JSON parameter, however many there are.
   */
  async setSequences(scope: Scope, jobTypeId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await scope.tx.execute(sql`
      update ${questions} q
         set sequence = o.n - 1, updated_at = now()
        from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as o(id, n)
       where q.instance_id = ${scope.instanceId} and q.job_type_id = ${jobTypeId} and q.id = o.id::uuid and q.sequence <> o.n - 1`);
  }

  // Revisions (ADR 0034)

  async insertRevisions(scope: Scope, rows: readonly NewRevision[]): Promise<void> {
    if (rows.length === 0) return;
    // In slices: a questionnaire of 1,000 questions stays under the statement's parameter limit.
    for (let i = 0; i < rows.length; i += 2000) {
      await scope.tx.insert(questionRevisions).values(rows.slice(i, i + 2000).map((row) => ({ ...row, instanceId: scope.instanceId })));
    }
  }

  /** A question's forms, oldest first. */
  async revisionsOf(scope: Scope, questionId: string): Promise<RevisionRow[]> {
    return scope.tx
      .select()
      .from(questionRevisions)
      .where(and(eq(questionRevisions.instanceId, scope.instanceId), eq(questionRevisions.questionId, questionId)))
      .orderBy(asc(questionRevisions.revision));
  }
}
