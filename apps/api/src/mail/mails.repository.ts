import { Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { mailsList, type ListQuery, type MailStatus, type MailTransportKind } from '@fieldwork/contracts';
import type { Db, Scope } from '../db/database';
import { mails } from '../db/schema';
import { listPageRows } from '../lists/list-page';
import { compileListQuery, defineListSql, filterSql, searchAny, type ListContext } from '../lists/list-sql';

/** GET /v2/mails: the mail page's list as SQL. */
const mailsListSql = defineListSql({
  def: mailsList,
  sorts: { createdAt: mails.createdAt, to: mails.to },
  filters: {
    status: filterSql.anyOf(mails.status),
    createdAt: filterSql.during(mails.createdAt),
  },
  search: searchAny(mails.to, mails.subject),
  tiebreak: mails.id,
});

export type MailRow = typeof mails.$inferSelect;
export type NewMailRow = Pick<typeof mails.$inferInsert, 'to' | 'template' | 'params' | 'language'>;
export interface MailRendering {
  language: string;
  fromAddress: string;
  subject: string;
  html: string;
  text: string;
}

/** What the mail list shows: no params and no bodies. */
const SUMMARY = {
  id: mails.id,
  to: mails.to,
  template: mails.template,
  subject: mails.subject,
  language: mails.language,
  status: mails.status,
  transport: mails.transport,
  attempts: mails.attempts,
  lastError: mails.lastError,
  createdAt: mails.createdAt,
  sentAt: mails.sentAt,
};
export type MailSummaryRow = { [K in keyof typeof SUMMARY]: MailRow[K] };

/** All SQL on mails. Every method takes the tenant scope first; the sweep's query is cross-instance. */
@Injectable()
export class MailsRepository {
  async insert(scope: Scope, row: NewMailRow): Promise<MailRow> {
    const [inserted] = await scope.tx
      .insert(mails)
      .values({ ...row, instanceId: scope.instanceId })
      .returning();
    return inserted;
  }

  async findById(scope: Scope, id: string): Promise<MailRow | null> {
    const [row] = await scope.tx
      .select()
      .from(mails)
      .where(and(eq(mails.instanceId, scope.instanceId), eq(mails.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** A page of the instance's mails as the request asks, without their bodies. */
  async page(scope: Scope, query: ListQuery, ctx: ListContext) {
    const { where, orderBy } = compileListQuery(mailsListSql, query, ctx, [eq(mails.instanceId, scope.instanceId)]);
    return listPageRows(scope, {
      query,
      table: mails,
      where,
      rows: (limit, offset) => scope.tx.select(SUMMARY).from(mails).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    });
  }

  /**
   * Takes the mail for one sending try: counts the attempt and leases the row for `leaseMs`.
   * Null when it is sent, given up, or leased by a run still in progress: that run sends it.
   */
  async claim(scope: Scope, id: string, leaseMs: number): Promise<MailRow | null> {
    const [row] = await scope.tx
      .update(mails)
      .set({
        attempts: sql`${mails.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(mails.instanceId, scope.instanceId),
          eq(mails.id, id),
          eq(mails.status, 'queued' satisfies MailStatus),
          or(isNull(mails.lockedUntil), lt(mails.lockedUntil, sql`now()`)),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Keeps what was rendered, so a retry sends the very same mail. */
  async saveRendering(scope: Scope, id: string, rendering: MailRendering): Promise<void> {
    await scope.tx.update(mails).set(rendering).where(and(eq(mails.instanceId, scope.instanceId), eq(mails.id, id)));
  }

  async markSent(scope: Scope, id: string, sent: { transport: MailTransportKind; providerMessageId: string }): Promise<void> {
    await scope.tx
      .update(mails)
      .set({
        status: 'sent' satisfies MailStatus,
        transport: sent.transport,
        providerMessageId: sent.providerMessageId,
        lastError: null,
        lockedUntil: null,
        sentAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(mails.instanceId, scope.instanceId), eq(mails.id, id)));
  }

  /**
   * Records a failed try and frees the row for the next one; after `maxAttempts` tries (or at once
   * when `permanent`) the mail is given up as failed. Returns the status it is left in.
   */
  async recordFailure(
    scope: Scope,
    id: string,
    failure: { error: string; transport: MailTransportKind | null; maxAttempts: number; permanent?: boolean },
  ): Promise<MailStatus> {
    const giveUp = failure.permanent ? sql`true` : sql`${mails.attempts} >= ${failure.maxAttempts}`;
    const [row] = await scope.tx
      .update(mails)
      .set({
        status: sql`CASE WHEN ${giveUp} THEN 'failed' ELSE 'queued' END`,
        transport: failure.transport,
        lastError: failure.error.slice(0, 2000),
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(mails.instanceId, scope.instanceId), eq(mails.id, id)))
      .returning({ status: mails.status });
    return (row?.status ?? 'failed') as MailStatus;
  }

  /** Queued mails untouched since `before` and not leased: their job was lost (a process died). */
  async stale(db: Db, before: Date, limit: number): Promise<Array<{ instanceId: string; mailId: string }>> {
    return db
      .select({ instanceId: mails.instanceId, mailId: mails.id })
      .from(mails)
      .where(
        and(
          eq(mails.status, 'queued' satisfies MailStatus),
          lt(mails.updatedAt, before),
          or(isNull(mails.lockedUntil), lt(mails.lockedUntil, sql`now()`)),
        ),
      )
      .limit(limit);
  }
}
