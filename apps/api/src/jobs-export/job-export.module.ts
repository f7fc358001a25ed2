import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints/blueprints.module';
import { JobsModule } from '../jobs/jobs.module';
import { JobExportController } from './job-export.controller';
import { JobExportRepository } from './job-export.repository';
import { JobExportService } from './job-export.service';

/** The job PDF (ADR 0038): GET /v2/jobs/{id}/export, on the jobs module's reading of a job. */
@Module({
  imports: [JobsModule, BlueprintsModule],
  controllers: [JobExportController],
  providers: [JobExportRepository, JobExportService],
})
export class JobExportModule {}
