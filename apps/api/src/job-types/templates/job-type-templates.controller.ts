import { Body, Controller, Delete, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  createFromTemplateBodySchema,
  jobTypeSchema,
  jobTypeTemplateCardSchema,
  jobTypeTemplateListSchema,
  jobTypeTemplateQuerySchema,
  jobTypeTemplateSchema,
  saveJobTypeTemplateBodySchema,
  successSchema,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../../access/access.decorators';
import type { Caller } from '../../access/caller';
import { ApiErrors } from '../../common/api-errors';
import { UuidPipe } from '../../common/pipes';
import { JobTypeTemplatesService } from './job-type-templates.service';

class JobTypeTemplateListDto extends createZodDto(jobTypeTemplateListSchema) {}
class JobTypeTemplateQueryDto extends createZodDto(jobTypeTemplateQuerySchema) {}
class JobTypeTemplateDto extends createZodDto(jobTypeTemplateSchema) {}
class JobTypeTemplateCardDto extends createZodDto(jobTypeTemplateCardSchema) {}
class SaveJobTypeTemplateBodyDto extends createZodDto(saveJobTypeTemplateBodySchema) {}
class CreateFromTemplateBodyDto extends createZodDto(createFromTemplateBodySchema) {}
class JobTypeDto extends createZodDto(jobTypeSchema) {}
class SuccessDto extends createZodDto(successSchema) {}

/**
 * The generic templates calls (spec 1 section 7.4) for job types. They are static routes under
 * v2/jobtype: Fastify's router prefers them to the grid lists' v2/{list}/... saved views and to
 * v2/jobtype/{id}.
 */
@ApiTags('jobtypes')
@Controller('v2/jobtype')
export class JobTypeTemplatesController {
  constructor(@Inject(JobTypeTemplatesService) private readonly templates: JobTypeTemplatesService) {}

  @Get('templates')
  @Authenticated({ action: 'jobTypeTemplate.read' })
  @ApiOperation({ summary: "The job type wizard's template cards: the saved templates, then the starter ones (language narrows the starter ones to it)" })
  @ZodResponse({ status: 200, type: JobTypeTemplateListDto })
  list(@Auth() caller: Caller, @Query() query: JobTypeTemplateQueryDto) {
    return this.templates.list(caller, query);
  }

  @Post('template/:id')
  @Authenticated({ action: 'jobTypeTemplate.read' })
  @ApiOperation({ summary: 'Creates a job type from template {id}, titled name or as the template; its questions get new ids and its path rules point at them' })
  @ApiBody({ type: CreateFromTemplateBodyDto })
  @ZodResponse({ status: 201, type: JobTypeDto })
  createJobType(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: CreateFromTemplateBodyDto) {
    return this.templates.createJobType(caller, id, body);
  }

  @Get(':id/template')
  @Authenticated({ action: 'jobTypeTemplate.read' })
  @ApiOperation({ summary: 'One template {id}: its card and what a job type made from it holds (questions by key)' })
  @ZodResponse({ status: 200, type: JobTypeTemplateDto })
  get(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.templates.get(caller, id);
  }

  @Post(':id/template')
  @Authenticated({ action: 'jobTypeTemplate.manage' })
  @ApiOperation({ summary: 'Saves job type {id} as a template, under name (its title when none); job_type_template_saved' })
  @ApiBody({ type: SaveJobTypeTemplateBodyDto })
  @ZodResponse({ status: 201, type: JobTypeTemplateCardDto })
  save(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: SaveJobTypeTemplateBodyDto) {
    return this.templates.save(caller, id, body);
  }

  @Delete(':id/template')
  @Authenticated({ action: 'jobTypeTemplate.manage' })
  @ApiOperation({ summary: "Deletes template {id}; the starter templates stay (409: 'A starter template cannot be deleted')" })
  @ApiErrors(409)
  @ZodResponse({ status: 200, type: SuccessDto })
  remove(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.templates.remove(caller, id);
  }
}
