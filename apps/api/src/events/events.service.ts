import { Inject, Injectable } from '@nestjs/common';
import { EVENT_PAYLOADS, type Actor, type EventAggregate, type EventPayload, type EventType } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { EventsRepository } from './events.repository';
import { OutboxRelay } from './outbox-relay.service';

/**
 * Writes domain events to the outbox in the caller's transaction: a change that rolls back
 * leaves no event. After commit the relay is told, so delivery starts at once; if this process
 * dies first, the relay's sweep finds the event.
 */
@Injectable()
export class EventsService {

  constructor(
    @Inject(EventsRepository) private readonly repo: EventsRepository,
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
  ) {}

  async emit<T extends EventType>(
    scope: Scope,
    /**
     * `actor` is who did it (null for the system); while a sys_admin impersonates, the event
     * records both identities.
     */
    event: { type: T; aggregate: EventAggregate; payload: EventPayload<T>; actor: Pick<Actor, 'id' | 'impersonatedBy'> | null },
  ): Promise<void> {
    const payload = EVENT_PAYLOADS[event.type].parse(event.payload) as Record<string, unknown>;
    await this.repo.insert(scope, {
      type: event.type,
      aggregateType: event.aggregate.type,
      aggregateId: event.aggregate.id,
      payload,
      actorId: event.actor?.id ?? null,
      impersonatorId: event.actor?.impersonatedBy ?? null,
    });
    const aggregate = { instanceId: scope.instanceId, aggregateType: event.aggregate.type, aggregateId: event.aggregate.id };
    scope.afterCommit(() => this.relay.dispatchSoon(aggregate));
  }
}
