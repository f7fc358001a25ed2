import { Inject, Injectable } from '@nestjs/common';
import { APP_SETTINGS_SCHEMAS, isSecretSettingKey, isToggleActive, type AppSettings, type ToggleKey, type ToggleState } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { Caller } from '../access/caller';
import { EventsService } from '../events/events.service';
import { InstanceStateService } from './instance-state.service';
import { TogglesRepository } from './toggles.repository';

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
        actor,
      });
      scope.afterCommit(() => this.state.invalidate(scope.instanceId));
    }
    return { toggleId: key, isActive: row.isActive };
  }

  async getSettings(caller: Caller, key: ToggleKey): Promise<AppSettings> {
    const row = await this.repo.find(caller.scope, key);
    return withoutSecrets(key, row?.isActive ?? false, row?.settings ?? {});
  }

  /**
   * Saves an app's settings; secrets are write-only (see appSettingsBodySchema). The keys an app
   * declares (APP_SETTINGS_SCHEMAS) are checked; the cached instance state sees the change after commit.
   */
  async saveSettings(caller: Caller, key: ToggleKey, given: Record<string, unknown>): Promise<AppSettings> {
    const checked = APP_SETTINGS_SCHEMAS[key]?.safeParse(given);
    if (checked && !checked.success) {
      const details = checked.error.issues.map((i) => ({ path: ['settings', ...i.path.map(String)].join('.'), message: i.message }));
      throw new AppError('validation_failed', details[0]?.message ?? 'Invalid settings', details);
    }
    const stored = (await this.repo.find(caller.scope, key))?.settings ?? {};
    const settings: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(stored)) {
      if (isSecretSettingKey(name)) settings[name] = value;
    }
    for (const [name, value] of Object.entries(given)) {
      if (isSecretSettingKey(name) && value === null) delete settings[name];
      else settings[name] = value;
    }
    const row = await this.repo.upsert(caller.scope, key, { settings });
    caller.scope.afterCommit(() => this.state.invalidate(caller.scope.instanceId));
    return withoutSecrets(key, row.isActive, row.settings);
  }
}

/** What a client may see of an app's settings: every value but the secrets, which show as set. */
function withoutSecrets(toggleId: ToggleKey, isActive: boolean, stored: Record<string, unknown>): AppSettings {
  const settings: Record<string, unknown> = {};
  const secrets: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(stored)) {
    if (isSecretSettingKey(name)) secrets[name] = typeof value === 'string' ? value.length > 0 : value != null;
    else settings[name] = value;
  }
  return { toggleId, isActive, settings, secrets };
}
