import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { jobSettingsSchema, jobSettingsUpdateSchema } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { JobSettingsService } from './job-settings.service';

class JobSettingsDto extends createZodDto(jobSettingsSchema) {}
class JobSettingsUpdateDto extends createZodDto(jobSettingsUpdateSchema) {}

@ApiTags('settings')
@Controller('v2/settings')
export class JobSettingsController {
  constructor(@Inject(JobSettingsService) private readonly settings: JobSettingsService) {}

  @Get()
  @Authenticated({ action: 'jobSettings.manage' })
  @ApiOperation({ summary: "The instance's job settings: statuses, their order, labels and answering, the security flags, the default sort" })
  @ZodResponse({ status: 200, type: JobSettingsDto })
  get(@Auth() caller: Caller) {
    return this.settings.get(caller);
  }

  @Put()
  @Authenticated({ action: 'jobSettings.manage' })
  @ApiOperation({ summary: 'Change job settings: only those given; security flags one by one. Answers the whole settings' })
  @ApiErrors(400)
  @ZodResponse({ status: 200, type: JobSettingsDto })
  update(@Auth() caller: Caller, @Body() body: JobSettingsUpdateDto) {
    return this.settings.update(caller, body);
  }
}
