import { Global, Module } from '@nestjs/common';
import { InstanceSettingsRepository } from './instance-settings.repository';
import { InstanceStateService } from './instance-state.service';
import { TogglesRepository } from './toggles.repository';

/** The instance's cached settings and toggles: every request's policy context, and the lists' time zone. */
@Global()
@Module({
  providers: [InstanceSettingsRepository, TogglesRepository, InstanceStateService],
  exports: [InstanceSettingsRepository, TogglesRepository, InstanceStateService],
})
export class InstanceStateModule {}
