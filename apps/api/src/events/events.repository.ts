import { Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Scope } from '../db/database';
import { outboxDeliveries, outboxEvents } from '../db/schema';

export type EventRow = typeof outboxEvents.$inferSelect;
export type NewEventRow = Omit<typeof outboxEvents.$inferInsert, 'instanceId' | 'id'>;
export interface PendingAggregate {
  instanceId: string;
  aggregateType: string;
  aggregateId: string;
}

/** All SQL on the outbox. Writes go through the tenant scope; the relay's sweep is cross-instance. */
@Injectable()
export class EventsRepository {
  async insert(scope: Scope, row: NewEventRow): Promise<EventRow> {
    const [inserted] = await scope.tx
      .insert(outboxEvents)
      .values({ ...row, instanceId: scope.instanceId })
      .returning();
    return inserted;
  }

  /** The oldest event of the aggregate still to dispatch. */
  async nextPending(scope: Scope, aggregateType: string, aggregateId: string): Promise<EventRow | null> {
    const [row] = await scope.tx
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.instanceId, scope.instanceId),
          eq(outboxEvents.aggregateType, aggregateType),
          eq(outboxEvents.aggregateId, aggregateId),
          isNull(outboxEvents.dispatchedAt),
          isNull(outboxEvents.failedAt),
        ),
      )
      .orderBy(asc(outboxEvents.id))
      .limit(1);
    return row ?? null;
  }

  /** Records that `handler` has had the event; false when it already had (the effect is not repeated). */
  async claimDelivery(scope: Scope, eventId: number, handler: string): Promise<boolean> {
    const rows = await scope.tx
      .insert(outboxDeliveries)
      .values({ eventId, handler, instanceId: scope.instanceId })
      .onConflictDoNothing()
      .returning({ eventId: outboxDeliveries.eventId });
    return rows.length > 0;
  }

  async markDispatched(scope: Scope, eventId: number): Promise<void> {
    await scope.tx.update(outboxEvents).set({ dispatchedAt: sql`now()` }).where(eq(outboxEvents.id, eventId));
  }

  /** Counts a failed delivery; gives the event up after `maxAttempts`. Returns whether it was given up. */
  async recordFailure(scope: Scope, eventId: number, error: string, maxAttempts: number): Promise<boolean> {
    const [row] = await scope.tx
      .update(outboxEvents)
      .set({
        attempts: sql`${outboxEvents.attempts} + 1`,
        lastError: error.slice(0, 2000),
        failedAt: sql`CASE WHEN ${outboxEvents.attempts} + 1 >= ${maxAttempts} THEN now() END`,
      })
      .where(eq(outboxEvents.id, eventId))
      .returning({ failedAt: outboxEvents.failedAt });
    return Boolean(row?.failedAt);
  }

  /** Aggregates with events committed before `before` and not dispatched: what a dead process left. */
  async pendingAggregates(db: Db, before: Date, limit: number): Promise<PendingAggregate[]> {
    return db
      .selectDistinct({
        instanceId: outboxEvents.instanceId,
        aggregateType: outboxEvents.aggregateType,
        aggregateId: outboxEvents.aggregateId,
      })
      .from(outboxEvents)
      .where(and(isNull(outboxEvents.dispatchedAt), isNull(outboxEvents.failedAt), lt(outboxEvents.createdAt, before)))
      .limit(limit);
  }
}
