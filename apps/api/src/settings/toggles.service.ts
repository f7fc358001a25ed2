import { Inject, Injectable } from '@nestjs/common';
import { isToggleActive, type ToggleKey, type ToggleState } from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { EventsService } from '../events/events.service';
import { InstanceStateService } from './instance-state.service';
import { TogglesRepository } from './toggles.repository';

export interface AppSettings {
  toggleId: ToggleKey;
  isActive: boolean;
  settings: Record<string, unknown>;
}

/** Feature toggles per instance: every key of spec 1 section 1, off unless stored on. */
@Injectable()
export class TogglesService {
  constructor(
    @Inject(TogglesRepository) private readonly repo: TogglesRepository,
    @Inject(InstanceStateService) private readonly state: InstanceStateService,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  async list(caller: Caller): Promise<ToggleState[]> {
    return (await this.state.get(caller.scope)).toggles;
  }

  async isActive(caller: Caller, key: ToggleKey): Promise<ToggleState> {
    return { toggleId: key, isActive: isToggleActive(await this.list(caller), key) };
  }

  /** Switches an app on or off; a real change is a toggle_changed event and is seen by every replica at once. */
  async set(caller: Caller, key: ToggleKey, isActive: boolean): Promise<ToggleState> {
    const { scope, actor } = caller;
    const before = await this.repo.find(scope, key);
    const row = await this.repo.upsert(scope, key, { isActive });
    if ((before?.isActive ?? false) !== row.isActive) {
      await this.events.emit(scope, {
        type: 'toggle_changed',
        aggregate: { type: 'toggle', id: key },
        payload: { toggleId: key, isActive: row.isActive },
        actorId: actor.id,
      });
      scope.afterCommit(() => this.state.invalidate(scope.instanceId));
    }
    return { toggleId: key, isActive: row.isActive };
  }

  async getSettings(caller: Caller, key: ToggleKey): Promise<AppSettings> {
    const row = await this.repo.find(caller.scope, key);
    return { toggleId: key, isActive: row?.isActive ?? false, settings: row?.settings ?? {} };
  }

  async saveSettings(caller: Caller, key: ToggleKey, settings: Record<string, unknown>): Promise<AppSettings> {
    const row = await this.repo.upsert(caller.scope, key, { settings });
    return { toggleId: key, isActive: row.isActive, settings: row.settings };
  }
}
