import { Module } from '@nestjs/common';
import { JobSettingsController } from './job-settings.controller';
import { JobSettingsService } from './job-settings.service';

/** GET and PUT /v2/settings: the job settings, stored with the instance settings (InstanceStateModule). */
@Module({
  controllers: [JobSettingsController],
  providers: [JobSettingsService],
})
export class JobSettingsModule {}
