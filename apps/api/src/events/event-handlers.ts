import { Injectable } from '@nestjs/common';
import type { DomainEvent, EventType } from '@fieldwork/contracts';
import type { Scope } from '../db/database';

/**
 * A declared consumer of one event type. It runs in a tenant transaction of its own, together
 * with the record that it has had the event, so its database effect happens once even when the
 * event is delivered again. Effects outside the database go through `scope.afterCommit` or a
 * queue job of their own, and must be idempotent.
 */
export interface EventHandler<T extends EventType = EventType> {
  /** Stable and unique: delivery records are kept under it. */
  name: string;
  event: T;
  handle(scope: Scope, event: DomainEvent<T>): Promise<void>;
}

/** The handlers of each event type, declared by the modules that own them (at module init). */
@Injectable()
export class EventHandlers {
  private readonly byType = new Map<EventType, EventHandler[]>();
  private readonly names = new Set<string>();

  on<T extends EventType>(handler: EventHandler<T>): void {
    if (this.names.has(handler.name)) throw new Error(`Event handler ${handler.name} is declared twice`);
    this.names.add(handler.name);
    const list = this.byType.get(handler.event) ?? [];
    list.push(handler as unknown as EventHandler);
    this.byType.set(handler.event, list);
  }

  for(type: EventType): readonly EventHandler[] {
    return this.byType.get(type) ?? [];
  }
}
