import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  jobTypeCreateBodySchema,
  jobTypeListSchema,
  jobTypeQuerySchema,
  jobTypeSchema,
  jobTypeUpdateBodySchema,
  questionListSchema,
  reorderQuestionsBodySchema,
  successSchema,
  type JobTypeCreateBody,
  type JobTypeUpdateBody,
  type ReorderQuestionsBody,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { BodyPipe } from '../common/body.pipe';
import { UuidPipe } from '../common/pipes';
import { JobTypeManagementService } from './job-type-management.service';
import { JobTypesService } from './job-types.service';

class JobTypeQueryDto extends createZodDto(jobTypeQuerySchema) {}
class JobTypeListDto extends createZodDto(jobTypeListSchema) {}
class JobTypeDto extends createZodDto(jobTypeSchema) {}
class JobTypeCreateBodyDto extends createZodDto(jobTypeCreateBodySchema) {}
class JobTypeUpdateBodyDto extends createZodDto(jobTypeUpdateBodySchema) {}
class ReorderQuestionsBodyDto extends createZodDto(reorderQuestionsBodySchema) {}
class QuestionListDto extends createZodDto(questionListSchema) {}
class SuccessDto extends createZodDto(successSchema) {}

@ApiTags('job types')
@Controller('v2/jobtype')
export class JobTypesController {
  constructor(
    @Inject(JobTypesService) private readonly jobTypes: JobTypesService,
    @Inject(JobTypeManagementService) private readonly management: JobTypeManagementService,
  ) {}

  @Get()
  @Authenticated({ action: 'jobType.read' })
  @ApiOperation({
    summary:
      'The job types jobs can be created with, by title (not disabled; a client, those letting clients create jobs); fromFilters=true lists every one the caller sees, disabled too; type (ids, repeated or comma separated) narrows',
  })
  @ZodResponse({ status: 200, type: JobTypeListDto })
  list(@Auth() caller: Caller, @Query() query: JobTypeQueryDto) {
    return this.jobTypes.list(caller, query);
  }

  @Post()
  @Authenticated({ action: 'jobType.manage' })
  @ApiOperation({ summary: 'Creates a blank job type (title, icon, settings); job_type_created is recorded' })
  @ApiBody({ type: JobTypeCreateBodyDto })
  @ZodResponse({ status: 201, type: JobTypeDto })
  create(@Auth() caller: Caller, @Body(new BodyPipe(jobTypeCreateBodySchema)) body: JobTypeCreateBody) {
    return this.management.create(caller, body);
  }

  @Get(':id')
  @Authenticated({ action: 'jobType.read' })
  @ApiOperation({ summary: 'One job type with its questions in their sequence (a client: the questions shown to clients)' })
  @ZodResponse({ status: 200, type: JobTypeDto })
  detail(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.jobTypes.detail(caller, id);
  }

  @Get(':id/questions')
  @Authenticated({ action: 'jobType.read' })
  @ApiOperation({ summary: "The job type's questions in their sequence (a client: those shown to clients)" })
  @ZodResponse({ status: 200, type: QuestionListDto })
  questions(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.jobTypes.questions(caller, id);
  }

  @Put(':id')
  @Authenticated({ action: 'jobType.manage' })
  @ApiOperation({ summary: 'Changes the title, the icon or settings (merged into the current ones); main questions must be questions of this job type' })
  @ApiBody({ type: JobTypeUpdateBodyDto })
  @ZodResponse({ status: 200, type: JobTypeDto })
  update(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body(new BodyPipe(jobTypeUpdateBodySchema)) body: JobTypeUpdateBody) {
    return this.management.update(caller, id, body);
  }

  @Delete(':id')
  @Authenticated({ action: 'jobType.manage' })
  @ApiOperation({
    summary: "Deletes a job type with its questions; refused (409) while it has jobs: 'The job type cannot be deleted, linked activities exist'",
  })
  @ApiErrors(409)
  @ZodResponse({ status: 200, type: SuccessDto })
  remove(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.management.remove(caller, id);
  }

  @Put(':id/reorder-questions')
  @Authenticated({ action: 'jobType.manage' })
  @ApiOperation({ summary: 'Puts the questions in a new order (every question once); an order that makes a path rule jump backwards is refused, naming it' })
  @ApiBody({ type: ReorderQuestionsBodyDto })
  @ZodResponse({ status: 200, type: QuestionListDto })
  reorder(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body(new BodyPipe(reorderQuestionsBodySchema)) body: ReorderQuestionsBody) {
    return this.management.reorder(caller, id, body);
  }
}
