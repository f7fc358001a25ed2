import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Scope } from '../../db/database';
import { jobTypeTemplates } from '../../db/schema';
import { escapeLike } from '../../lists/list-sql';

export type JobTypeTemplateRow = typeof jobTypeTemplates.$inferSelect;
export type NewJobTypeTemplate = Omit<typeof jobTypeTemplates.$inferInsert, 'id' | 'instanceId' | 'createdAt'>;

/** The cards of the wizard never need the content; it is read one template at a time. */
const CARD = {
  id: jobTypeTemplates.id,
  title: jobTypeTemplates.title,
  description: jobTypeTemplates.description,
  icon: jobTypeTemplates.icon,
  language: jobTypeTemplates.language,
  starter: jobTypeTemplates.starter,
  questionCount: jobTypeTemplates.questionCount,
  createdAt: jobTypeTemplates.createdAt,
};
export type JobTypeTemplateCardRow = Pick<JobTypeTemplateRow, keyof typeof CARD>;

/** All SQL on job_type_templates. Every method takes the tenant scope first. */
@Injectable()
export class JobTypeTemplatesRepository {
  /**
   * The templates of the instance: the saved ones, newest first, then the starter ones by title;
   * `language` narrows the starter ones to it, `search` matches titles.
   */
  async cards(scope: Scope, filter: { language?: string; search?: string } = {}): Promise<JobTypeTemplateCardRow[]> {
    const conditions: (SQL | undefined)[] = [
      eq(jobTypeTemplates.instanceId, scope.instanceId),
      filter.language ? or(eq(jobTypeTemplates.starter, false), eq(jobTypeTemplates.language, filter.language)) : undefined,
      filter.search ? ilike(jobTypeTemplates.title, `%${escapeLike(filter.search)}%`) : undefined,
    ];
    return scope.tx
      .select(CARD)
      .from(jobTypeTemplates)
      .where(and(...conditions))
      .orderBy(asc(jobTypeTemplates.starter), desc(jobTypeTemplates.createdAt), asc(jobTypeTemplates.title), asc(jobTypeTemplates.id))
      .limit(1000);
  }

  /** One template with its content; `forUpdate` locks it until the transaction ends. */
  async find(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<JobTypeTemplateRow | null> {
    const query = scope.tx
      .select()
      .from(jobTypeTemplates)
      .where(and(eq(jobTypeTemplates.instanceId, scope.instanceId), eq(jobTypeTemplates.id, id)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  async insert(scope: Scope, values: NewJobTypeTemplate): Promise<JobTypeTemplateRow> {
    const [row] = await scope.tx
      .insert(jobTypeTemplates)
      .values({ ...values, instanceId: scope.instanceId })
      .returning();
    return row;
  }

  async delete(scope: Scope, id: string): Promise<void> {
    await scope.tx.delete(jobTypeTemplates).where(and(eq(jobTypeTemplates.instanceId, scope.instanceId), eq(jobTypeTemplates.id, id)));
  }
}
