import { Module } from '@nestjs/common';
import { JobTypesModule } from '../job-types.module';
import { JobTypeTemplatesController } from './job-type-templates.controller';
import { JobTypeTemplatesRepository } from './job-type-templates.repository';
import { JobTypeTemplatesService } from './job-type-templates.service';

/** Job-type templates: the wizard's cards, saving a job type as one and starting a job type from one. */
@Module({
  imports: [JobTypesModule],
  controllers: [JobTypeTemplatesController],
  providers: [JobTypeTemplatesRepository, JobTypeTemplatesService],
})
export class JobTypeTemplatesModule {}
