import { Inject, Injectable } from '@nestjs/common';
import { EVENT_PAYLOADS, type Actor, type EventAggregate, type EventPayload, type EventType } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { EventHandlers } from './event-handlers';
import { EventsRepository, type OutboxRow } from './events.repository';
import { OutboxRelay } from './outbox-relay.service';

/** A domain event as a use case emits it. */
export interface EmittedEvent<T extends EventType = EventType> {
  type: T;
  aggregate: EventAggregate;
  payload: EventPayload<T>;
  /**
   * `actor` is who did it (null for the system); while a sys_admin impersonates, the event
   * records both identities.
   */
  actor: Pick<Actor, 'id' | 'impersonatedBy'> | null;
}

/**
 * Writes domain events to the outbox in the caller's transaction: a change that rolls back
 * leaves no event. After commit the relay is told, so delivery starts at once; if this process
 * dies first, the relay's sweep finds the event. An event no handler is declared for has nothing
 * to deliver: it is written as dispatched and the relay is not told (no queue job, no delivery
 * transactions), which is what a delivery to no handler would have come to.
 */
@Injectable()
export class EventsService {
  constructor(
    @Inject(EventsRepository) private readonly repo: EventsRepository,
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
  ) {}

  async emit<T extends EventType>(scope: Scope, event: EmittedEvent<T>): Promise<void> {
    await this.repo.insert(scope, this.rowOf(scope, event));
  }

  /**
   * The outbox row of `event`, for a use case that writes it in one statement with its own
   * change (it must be written in `scope`'s transaction); the relay is told after the commit.
   */
  rowOf<T extends EventType>(scope: Scope, event: EmittedEvent<T>): OutboxRow {
    const payload = EVENT_PAYLOADS[event.type].parse(event.payload) as Record<string, unknown>;
    const dispatched = this.handlers.for(event.type).length === 0;
    if (!dispatched) {
      const aggregate = { instanceId: scope.instanceId, aggregateType: event.aggregate.type, aggregateId: event.aggregate.id };
      scope.afterCommit(() => this.relay.dispatchSoon(aggregate));
    }
    return {
      type: event.type,
      aggregateType: event.aggregate.type,
      aggregateId: event.aggregate.id,
      payload,
      actorId: event.actor?.id ?? null,
      impersonatorId: event.actor?.impersonatedBy ?? null,
      dispatched,
    };
  }
}
