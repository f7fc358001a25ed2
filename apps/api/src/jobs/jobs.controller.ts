import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  assigneeSuggestionsSchema,
  jobAssignBodySchema,
  jobAssignManyBodySchema,
  jobAssignMultipleBodySchema,
  jobAttendanceParamsSchema,
  jobAttendanceQuerySchema,
  jobBulkReplySchema,
  jobChangeReplySchema,
  jobCreateBodySchema,
  jobDeleteMultipleBodySchema,
  jobDeleteReplySchema,
  jobDetailSchema,
  jobFeedPageSchema,
  jobFeedQuerySchema,
  jobsList,
  jobsPageSchema,
  jobStatusMultipleBodySchema,
  jobUpdateBodySchema,
  successSchema,
  type JobCreateBody,
  type JobUpdateBody,
} from '@fieldwork/contracts';
import type { z } from 'zod';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { BodyPipe } from '../common/body.pipe';
import { UuidPipe } from '../common/pipes';
import { ApiListQuery } from '../lists/list-query.pipe';
import { ListViewsDto, ListViewsQueryDto } from '../lists/list-views.controller';
import { ListViewsService } from '../lists/list-views.service';
import { JobManagementService } from './job-management.service';
import { JobPeopleService } from './job-people.service';
import { JobsListQueryPipe, type JobsListRequest } from './jobs-list-query.pipe';
import { JobsService } from './jobs.service';

class JobsPageDto extends createZodDto(jobsPageSchema) {}
class JobDetailDto extends createZodDto(jobDetailSchema) {}
class JobChangeReplyDto extends createZodDto(jobChangeReplySchema) {}
class JobBulkReplyDto extends createZodDto(jobBulkReplySchema) {}
class JobDeleteReplyDto extends createZodDto(jobDeleteReplySchema) {}
class JobFeedQueryDto extends createZodDto(jobFeedQuerySchema) {}
class JobFeedPageDto extends createZodDto(jobFeedPageSchema) {}
class SuggestionsDto extends createZodDto(assigneeSuggestionsSchema) {}
class SuccessDto extends createZodDto(successSchema) {}
class JobCreateBodyDto extends createZodDto(jobCreateBodySchema) {}
class JobUpdateBodyDto extends createZodDto(jobUpdateBodySchema) {}
class JobAssignBodyDto extends createZodDto(jobAssignBodySchema) {}
class JobAssignMultipleBodyDto extends createZodDto(jobAssignMultipleBodySchema) {}
class JobAssignManyBodyDto extends createZodDto(jobAssignManyBodySchema) {}
class JobStatusMultipleBodyDto extends createZodDto(jobStatusMultipleBodySchema) {}

/**
 * The jobs calls (spec 2 section 7 "Jobs"). Each kind of change asks its own action of the
 * access policy in the service, with the job loaded; the route asks only the gate of the call.
 */
@ApiTags('jobs')
@Controller('v2/jobs')
export class JobsController {
  constructor(
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(JobManagementService) private readonly management: JobManagementService,
    @Inject(JobPeopleService) private readonly people: JobPeopleService,
    @Inject(ListViewsService) private readonly views: ListViewsService,
  ) {}

  @Get()
  @Authenticated({ action: 'job.list' })
  @ApiOperation({ summary: "The jobs list: a page of the jobs the caller sees (a client, their client projects' jobs); sorted by the instance's defaultJobSort unless sort is given" })
  @ApiListQuery(jobsList)
  @ZodResponse({ status: 200, type: JobsPageDto })
  list(@Auth() caller: Caller, @Query(JobsListQueryPipe) request: JobsListRequest) {
    return this.jobs.list(caller, request.query, { sortAsked: request.sortAsked });
  }

  // GET /v2/{list}/templates for the jobs list: a static route, or GET /v2/jobs/{id} would take it.
  @Get('templates')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: "The jobs list's saved views: the caller's own and the shared ones, by name" })
  @ZodResponse({ status: 200, type: ListViewsDto })
  savedViews(@Auth() caller: Caller, @Query() query: ListViewsQueryDto) {
    return this.views.views(caller, 'jobs', query.search);
  }

  @Post()
  @Authenticated({ action: 'job.create' })
  @ApiOperation({
    summary:
      'Creates a job (the wizard): a job type that is not disabled and lets the role create, a project the caller sees (required with the projects app on), a start date (now unless given), people, previous jobs and skills; its number is the next of the instance',
  })
  @ApiBody({ type: JobCreateBodyDto })
  @ZodResponse({ status: 201, type: JobChangeReplyDto })
  create(@Auth() caller: Caller, @Body(new BodyPipe(jobCreateBodySchema)) body: JobCreateBody) {
    return this.management.create(caller, body);
  }

  @Delete('multiple')
  @Authenticated({ action: 'job.erase' })
  @ApiOperation({ summary: 'Deletes several jobs: all of them, or none when one is missing or refused' })
  @ApiBody({ schema: { oneOf: [{ type: 'array', items: { type: 'string', format: 'uuid' } }, { type: 'object', properties: { id: { type: 'array', items: { type: 'string', format: 'uuid' } } } }] } })
  @ZodResponse({ status: 200, type: JobDeleteReplyDto })
  removeMany(@Auth() caller: Caller, @Body(new BodyPipe(jobDeleteMultipleBodySchema)) body: z.infer<typeof jobDeleteMultipleBodySchema>) {
    return this.management.removeMany(caller, Array.isArray(body) ? body : body.id);
  }

  @Put('status_multiple')
  @Authenticated({ action: 'job.changeStatus' })
  @ApiOperation({ summary: 'One status for several jobs (change status for all): all of them, or none when one is missing or refused' })
  @ApiBody({ type: JobStatusMultipleBodyDto })
  @ZodResponse({ status: 200, type: JobBulkReplyDto })
  statusMultiple(@Auth() caller: Caller, @Body(new BodyPipe(jobStatusMultipleBodySchema)) body: z.infer<typeof jobStatusMultipleBodySchema>) {
    return this.management.statusMultiple(caller, body);
  }

  @Put('assign_multiple')
  @Authenticated({ action: 'job.assign' })
  @ApiOperation({ summary: 'The same people added to several jobs (mode add), or made their people (replace); warnings, not refusals, for missing skills' })
  @ApiBody({ type: JobAssignMultipleBodyDto })
  @ZodResponse({ status: 200, type: JobBulkReplyDto })
  assignMultiple(@Auth() caller: Caller, @Body(new BodyPipe(jobAssignMultipleBodySchema)) body: z.infer<typeof jobAssignMultipleBodySchema>) {
    return this.people.assignMultiple(caller, body);
  }

  @Post('assign_many')
  @Authenticated({ action: 'job.assign' })
  @ApiOperation({ summary: 'Each job its own people; warnings, not refusals, for missing skills' })
  @ApiBody({ type: JobAssignManyBodyDto })
  @ZodResponse({ status: 200, type: JobBulkReplyDto })
  assignMany(@Auth() caller: Caller, @Body(new BodyPipe(jobAssignManyBodySchema)) body: z.infer<typeof jobAssignManyBodySchema>) {
    return this.people.assignMany(caller, body);
  }

  @Get(':id')
  @Authenticated({ action: 'job.read' })
  @ApiOperation({ summary: "One job: its people, links, required skills, its job type's questions (a client's: those shown to clients) and its answers" })
  @ZodResponse({ status: 200, type: JobDetailDto })
  detail(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.jobs.detail(caller, id);
  }

  @Put(':id')
  @Authenticated({ action: 'job.read' })
  @ApiOperation({
    summary:
      'Changes a job: status (job.changeStatus), dates (job.changeDates), project (job.changeProject), job type (job.changeType), people (job.assign) and skills (job.setSkills), each asked apart; a value sent as it is is no change',
  })
  @ApiBody({ type: JobUpdateBodyDto })
  @ZodResponse({ status: 200, type: JobChangeReplyDto })
  update(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body(new BodyPipe(jobUpdateBodySchema)) body: JobUpdateBody) {
    return this.management.update(caller, id, body);
  }

  @Delete(':id')
  @Authenticated({ action: 'job.erase' })
  @ApiOperation({ summary: 'Deletes a job with its answers, people, confirmations and links' })
  @ZodResponse({ status: 200, type: JobDeleteReplyDto })
  remove(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.management.removeMany(caller, [id]);
  }

  @Post(':id/clone')
  @Authenticated({ action: 'job.duplicate' })
  @ApiOperation({
    summary:
      "Duplicates a job ('Job cloned successfully'; 'Activity clone failed' on failure): its type, project, dates, people and skills, with a new number; not its answers, confirmations or links",
  })
  @ZodResponse({ status: 201, type: JobChangeReplyDto })
  clone(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.management.clone(caller, id);
  }

  @Get(':id/feeds')
  @Authenticated({ action: 'job.read' })
  @ApiOperation({ summary: "The job's activity, newest first (page, page_size: 10 unless asked, at most 100)" })
  @ZodResponse({ status: 200, type: JobFeedPageDto })
  feed(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Query() query: JobFeedQueryDto) {
    return this.jobs.feed(caller, id, query);
  }

  @Put(':id/visit')
  @Authenticated({ action: 'job.read' })
  @ApiOperation({ summary: 'Records that the caller opened the job (the dashboard’s recent jobs)' })
  @ZodResponse({ status: 200, type: SuccessDto })
  visit(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.jobs.visit(caller, id);
  }

  @Put(':id/assign')
  @Authenticated({ action: 'job.assign' })
  @ApiOperation({ summary: "Makes these users the job's people; warnings, not refusals, for missing skills" })
  @ApiBody({ type: JobAssignBodyDto })
  @ZodResponse({ status: 200, type: JobChangeReplyDto })
  assign(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body(new BodyPipe(jobAssignBodySchema)) body: z.infer<typeof jobAssignBodySchema>) {
    return this.people.assign(caller, id, body.users);
  }

  @Get(':id/suggestions')
  @Authenticated({ action: 'user.list' })
  @ApiOperation({ summary: 'People to assign (staff): best first, those holding the most of the required skills in force, with the ones they lack' })
  @ZodResponse({ status: 200, type: SuggestionsDto })
  suggestions(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.people.suggestions(caller, id);
  }

  @Put(':id/attendance/:value')
  @Authenticated({ action: 'job.read' })
  @ApiOperation({
    summary:
      "Confirms the caller's attendance (true, confirm: an assignee, one-way) or removes a confirmation (false, remove: staff; ?user=, one's own unless given)",
  })
  @ApiParam({ name: 'value', enum: ['true', 'false', 'confirm', 'remove'] })
  @ApiQuery({ name: 'user', required: false, schema: { type: 'string', format: 'uuid' } })
  @ZodResponse({ status: 200, type: JobChangeReplyDto })
  attendance(
    @Auth() caller: Caller,
    @Param(new BodyPipe(jobAttendanceParamsSchema)) params: z.infer<typeof jobAttendanceParamsSchema>,
    @Query(new BodyPipe(jobAttendanceQuerySchema)) query: z.infer<typeof jobAttendanceQuerySchema>,
  ) {
    return this.people.attendance(caller, params.id, params.value === 'true' || params.value === 'confirm', query.user);
  }

  @Put(':id/add_prev/:prevId')
  @Authenticated({ action: 'job.link' })
  @ApiOperation({ summary: "Links a previous job: never the job itself ('A job cannot be linked to itself'), never a cycle" })
  @ZodResponse({ status: 200, type: JobChangeReplyDto })
  addPrev(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Param('prevId', UuidPipe) prevId: string) {
    return this.people.link(caller, id, prevId);
  }

  @Put(':id/remove_prev/:prevId')
  @Authenticated({ action: 'job.link' })
  @ApiOperation({ summary: 'Unlinks a previous job' })
  @ZodResponse({ status: 200, type: JobChangeReplyDto })
  removePrev(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Param('prevId', UuidPipe) prevId: string) {
    return this.people.unlink(caller, id, prevId);
  }
}

/** GET /v1/jobs: the same list for older clients (spec 2 section 7). */
@ApiTags('jobs')
@Controller('v1/jobs')
export class JobsV1Controller {
  constructor(@Inject(JobsService) private readonly jobs: JobsService) {}

  @Get()
  @Authenticated({ action: 'job.list' })
  @ApiOperation({ summary: 'The jobs list, as GET /v2/jobs answers it' })
  @ApiListQuery(jobsList)
  @ZodResponse({ status: 200, type: JobsPageDto })
  list(@Auth() caller: Caller, @Query(JobsListQueryPipe) request: JobsListRequest) {
    return this.jobs.list(caller, request.query, { sortAsked: request.sortAsked });
  }
}
