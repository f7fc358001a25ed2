import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_TIMEZONE, isTimeZone } from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { InstanceStateService } from '../settings/instance-state.service';
import type { ListContext } from './list-sql';

/** A list request's clock, the instance's time zone (cached with its settings: no query) and who asks. */
@Injectable()
export class ListContexts {
  constructor(@Inject(InstanceStateService) private readonly instances: InstanceStateService) {}

  async of(caller: Caller): Promise<ListContext> {
    const { settings } = await this.instances.get(caller.scope);
    return { now: new Date(), timeZone: isTimeZone(settings.timezone) ? settings.timezone : DEFAULT_TIMEZONE, actorId: caller.actor?.id ?? null };
  }
}
