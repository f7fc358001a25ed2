import { Module } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../jobs/jobs.module';
import { BlueprintSettingsController } from '../settings/blueprint-settings.controller';
import { BlueprintSettingsService } from '../settings/blueprint-settings.service';
import { InstanceStateModule } from '../settings/instance-state.module';
import { BlueprintExportsService } from './blueprint-exports.service';
import { BlueprintPdfController, BlueprintsController } from './blueprints.controller';
import { BlueprintsRepository } from './blueprints.repository';
import { BlueprintsService } from './blueprints.service';

/**
 * The blueprint editor's server (spec 3 sections 3 to 7, ADR 0046): markings and their
 * elements, plan properties, the export rows, and the instance's blueprint settings.
 */
@Module({
  imports: [AssetsModule, EventsModule, InstanceStateModule, JobsModule],
  controllers: [BlueprintsController, BlueprintPdfController, BlueprintSettingsController],
  providers: [BlueprintsRepository, BlueprintsService, BlueprintExportsService, BlueprintSettingsService],
  exports: [BlueprintsService, BlueprintSettingsService],
})
export class BlueprintsModule {}
