import { Global, Module } from '@nestjs/common';
import { EventHandlers } from './event-handlers';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { OutboxRelay } from './outbox-relay.service';

/** Domain events: the outbox, its relay and the handler registry every domain declares into. */
@Global()
@Module({
  providers: [EventsRepository, EventsService, OutboxRelay, EventHandlers],
  exports: [EventsService, EventsRepository, EventHandlers, OutboxRelay],
})
export class EventsModule {}
