import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import { jobCountersSchema, jobDashboardSchema, jobSummarySchema } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { JobDashboardService } from './job-dashboard.service';

class JobDashboardDto extends createZodDto(jobDashboardSchema) {}
class JobCountersDto extends createZodDto(jobCountersSchema) {}
class RecentJobsDto extends createZodDto(z.array(jobSummarySchema)) {}

// Static paths under v2/jobs: the router prefers them to the jobs controller's ':id'.
@ApiTags('jobs')
@Controller('v2/jobs')
export class JobDashboardController {
  constructor(@Inject(JobDashboardService) private readonly dashboard: JobDashboardService) {}

  @Get('dashboard')
  @Authenticated({ action: 'dashboard.read' })
  @ApiOperation({ summary: 'The dashboard: counters by status, recent and own jobs, jobs created per day by status, jobs per type' })
  @ZodResponse({ status: 200, type: JobDashboardDto })
  get(@Auth() caller: Caller) {
    return this.dashboard.dashboard(caller);
  }

  @Get('dashboard/recent')
  @Authenticated({ action: 'dashboard.read' })
  @ApiOperation({ summary: 'The jobs the caller opened last, newest first (10)' })
  @ZodResponse({ status: 200, type: RecentJobsDto })
  recent(@Auth() caller: Caller) {
    return this.dashboard.recent(caller);
  }

  @Get('dashboard/counters')
  @Authenticated({ action: 'dashboard.read' })
  @ApiOperation({ summary: 'How many jobs the caller sees in each status, and in all' })
  @ZodResponse({ status: 200, type: JobCountersDto })
  counters(@Auth() caller: Caller) {
    return this.dashboard.counters(caller);
  }
}
