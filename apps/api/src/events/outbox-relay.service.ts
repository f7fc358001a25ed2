import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { isEventType, type DomainEvent, type EventAggregate } from '@fieldwork/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Database } from '../db/database';
import { QueueService } from '../queue/queue.service';
import { EventHandlers } from './event-handlers';
import { EventsRepository, type EventRow, type PendingAggregate } from './events.repository';

declare module '../queue/queue.jobs' {
  interface QueueJobs {
    /** Deliver the pending events of one aggregate, oldest first. */
    'outbox.dispatch': PendingAggregate;
    /** Find events nobody dispatched (a process died between commit and delivery). */
    'outbox.sweep': Record<string, never>;
  }
}

/** A handler failing this often gives its event up (logged, kept with its error) so the aggregate moves on. */
const MAX_ATTEMPTS = 5;
/** The sweep leaves young events to the dispatch their commit started. */
const SWEEP_GRACE_MS = 2_000;
const SWEEP_BATCH = 200;

/**
 * Hands committed events to their declared handlers through the queue: at least once, in order
 * per aggregate, each handler's effect once (its delivery record commits with it). A process
 * killed between commit and delivery loses nothing: the sweep at start-up and every few seconds
 * finds what was not dispatched.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly db: Database,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(EventsRepository) private readonly repo: EventsRepository,
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue.register('outbox.dispatch', (aggregate) => this.dispatch(aggregate));
    this.queue.register('outbox.sweep', () => this.sweep().then(() => undefined));
    if (!this.config.outbox.relay) return;
    await this.queue.every('outbox.sweep', this.config.outbox.sweepMs, {});
    // What the previous process left is delivered now, not a sweep interval later.
    void this.sweep(Date.now() + SWEEP_GRACE_MS).catch((err: Error) => this.logger.warn(`Start-up sweep: ${err.message}`));
  }

  onModuleDestroy(): void {
    this.stopped = true;
  }

  /** Called after a commit that wrote events of `aggregate`. */
  async dispatchSoon(aggregate: PendingAggregate): Promise<void> {
    if (!this.config.outbox.relay || this.stopped) return;
    await this.queue.add('outbox.dispatch', aggregate);
  }

  /** Queues a dispatch for every aggregate with events older than the grace time; returns how many. */
  async sweep(now = Date.now()): Promise<number> {
    const pending = await this.db.privileged((db) => this.repo.pendingAggregates(db, new Date(now - SWEEP_GRACE_MS), SWEEP_BATCH));
    for (const aggregate of pending) await this.queue.add('outbox.dispatch', aggregate);
    return pending.length;
  }

  /** Delivers the aggregate's pending events in order; a failure stops here and the job is retried. */
  async dispatch(aggregate: PendingAggregate): Promise<void> {
    for (;;) {
      const event = await this.db.tenant(aggregate.instanceId, (scope) =>
        this.repo.nextPending(scope, aggregate.aggregateType, aggregate.aggregateId),
      );
      if (!event) return;
      await this.deliver(event);
    }
  }

  private async deliver(row: EventRow): Promise<void> {
    if (!isEventType(row.type)) {
      await this.giveUp(row, `Unknown event type ${row.type}`);
      return;
    }
    const event: DomainEvent = {
      id: String(row.id),
      type: row.type,
      instanceId: row.instanceId,
      aggregate: { type: row.aggregateType as EventAggregate['type'], id: row.aggregateId },
      payload: row.payload as never,
      actorId: row.actorId,
      impersonatedBy: row.impersonatorId,
      createdAt: row.createdAt.toISOString(),
    };
    for (const handler of this.handlers.for(event.type)) {
      try {
        await this.db.tenant(row.instanceId, async (scope) => {
          if (!(await this.repo.claimDelivery(scope, row.id, handler.name))) return;
          await handler.handle(scope, event);
        });
      } catch (error) {
        const message = `${handler.name}: ${(error as Error).message}`;
        const gaveUp = await this.db.tenant(row.instanceId, (scope) => this.repo.recordFailure(scope, row.id, message, MAX_ATTEMPTS));
        if (gaveUp) {
          this.logger.error(`Event ${row.id} (${row.type}) given up after ${MAX_ATTEMPTS} failed deliveries: ${message}`);
          return;
        }
        throw error;
      }
    }
    await this.db.tenant(row.instanceId, (scope) => this.repo.markDispatched(scope, row.id));
  }

  private async giveUp(row: EventRow, reason: string): Promise<void> {
    await this.db.tenant(row.instanceId, (scope) => this.repo.recordFailure(scope, row.id, reason, 1));
    this.logger.error(`Event ${row.id} given up: ${reason}`);
  }
}
