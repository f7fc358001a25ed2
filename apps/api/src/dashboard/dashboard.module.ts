import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { JobDashboardController } from './job-dashboard.controller';
import { JobDashboardRepository } from './job-dashboard.repository';
import { JobDashboardService } from './job-dashboard.service';
import { WidgetsController } from './widgets.controller';
import { WidgetsRepository } from './widgets.repository';
import { WidgetsService } from './widgets.service';

/** The dashboard (spec 1 section 7.2, spec 2 section 7): a user's widgets, and the job counts and lists they show. */
@Module({
  imports: [JobsModule],
  controllers: [WidgetsController, JobDashboardController],
  providers: [WidgetsRepository, WidgetsService, JobDashboardRepository, JobDashboardService],
})
export class DashboardModule {}
