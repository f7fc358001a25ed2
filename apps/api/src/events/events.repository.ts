import { Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Scope } from '../db/database';
import { outboxDeliveries, outboxEvents } from '../db/schema';

export type EventRow = typeof outboxEvents.$inferSelect;
export type NewEventRow = Omit<typeof outboxEvents.$inferInsert, 'instanceId' | 'id'>;
/** An event to write: `dispatched` when it has no handler (dispatched_at is then the transaction's now()). */
export type OutboxRow = Pick<NewEventRow, 'type' | 'aggregateType' | 'aggregateId' | 'payload' | 'actorId' | 'impersonatorId'> & { dispatched: boolean };
export interface PendingAggregate {
  instanceId: string;
  aggregateType: string;
  aggregateId: string;
}

/** All SQL on the outbox. Writes go through the tenant scope; the relay's sweep is cross-instance. */
@Injectable()
export class EventsRepository {
  async insert(scope: Scope, row: OutboxRow): Promise<void> {
    await scope.tx.execute(this.insertStatement(scope, row));
  }

  /**
   * The INSERT of one event, for a use case that runs it as a part (a WITH query) of its own
   * statement, in `scope`'s transaction (answering writes its answers, their history and its
   * event in one round trip).
   */
  insertStatement(scope: Scope, row: OutboxRow): SQL {
    return sql`insert into outbox_events (instance_id, type, aggregate_type, aggregate_id, payload, actor_id, impersonator_id, dispatched_at)
      values (${scope.instanceId}::uuid, ${row.type}, ${row.aggregateType}, ${row.aggregateId}, ${JSON.stringify(row.payload)}::jsonb,
              ${row.actorId ?? null}::uuid, ${row.impersonatorId ?? null}::uuid, ${row.dispatched ? sql`now()` : sql`null`})`;
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
