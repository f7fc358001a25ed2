import { Inject, Injectable } from '@nestjs/common';
import {
  applyJobSettingsUpdate,
  jobSettingsChanges,
  jobSettingsOf,
  jobSettingsPatch,
  storedJobSettings,
  type JobSettings,
  type JobSettingsUpdate,
} from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { EventsService } from '../events/events.service';
import { InstanceSettingsRepository } from '../settings/instance-settings.repository';
import { InstanceStateService } from '../settings/instance-state.service';

/**
 * GET and PUT /v2/settings: the instance's job settings (statuses, security flags, the jobs
 * list's default sort), kept in the instance settings beside the rest, so the bootstrap and every
 * request's policy context read them from the one cached instance state.
 */
@Injectable()
export class JobSettingsService {
  constructor(
    @Inject(InstanceSettingsRepository) private readonly settings: InstanceSettingsRepository,
    @Inject(InstanceStateService) private readonly state: InstanceStateService,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  async get(caller: Caller): Promise<JobSettings> {
    return jobSettingsOf((await this.state.get(caller.scope)).settings);
  }

  /**
   * Applies what the body gives (applyJobSettingsUpdate says how) with the instance's row locked,
   * so two admins saving at once do not undo each other. Writes only the settings that changed;
   * a change is an instance_settings_changed event and reaches every replica after the commit.
   */
  async update(caller: Caller, body: JobSettingsUpdate): Promise<JobSettings> {
    const { scope, actor } = caller;
    const stored = await this.settings.get(scope, { forUpdate: true });
    if (!stored) throw new AppError('instance_not_found', 'No instance is served at this address');
    const before = storedJobSettings(stored.settings, stored.name);
    const { next, issues } = applyJobSettingsUpdate(before, body);
    if (issues.length > 0) throw new AppError('validation_failed', issues[0].message, issues);

    const changes = jobSettingsChanges(before, next);
    if (changes.length > 0) {
      await this.settings.merge(scope, jobSettingsPatch(stored.settings, next, changes));
      await this.events.emit(scope, {
        type: 'instance_settings_changed',
        aggregate: { type: 'instance', id: scope.instanceId },
        payload: { changes },
        actor,
      });
      scope.afterCommit(() => this.state.invalidate(scope.instanceId));
    }
    return next;
  }
}
