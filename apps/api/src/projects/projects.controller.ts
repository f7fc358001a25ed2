import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  projectChoicesQuerySchema,
  projectChoicesSchema,
  projectCompaniesSchema,
  projectCreateBodySchema,
  projectDashboardSchema,
  projectDetailSchema,
  projectFeedPageSchema,
  projectFeedQuerySchema,
  projectsList,
  projectsPageSchema,
  projectUpdateBodySchema,
  successSchema,
  type ListQuery,
  type ProjectCreateBody,
  type ProjectUpdateBody,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { sendDelivery } from '../assets/http-delivery';
import { ApiErrors } from '../common/api-errors';
import { UuidPipe } from '../common/pipes';
import { ApiListQuery, ListQueryPipe } from '../lists/list-query.pipe';
import { ListViewsDto, ListViewsQueryDto } from '../lists/list-views.controller';
import { ListViewsService } from '../lists/list-views.service';
import { ProjectBodyPipe } from './project-body.pipe';
import { ProjectManagementService } from './project-management.service';
import { ProjectsService } from './projects.service';

class ProjectsPageDto extends createZodDto(projectsPageSchema) {}
class ProjectChoicesQueryDto extends createZodDto(projectChoicesQuerySchema) {}
class ProjectChoicesDto extends createZodDto(projectChoicesSchema) {}
class ProjectCompaniesDto extends createZodDto(projectCompaniesSchema) {}
class ProjectDashboardDto extends createZodDto(projectDashboardSchema) {}
class ProjectDetailDto extends createZodDto(projectDetailSchema) {}
class ProjectCreateBodyDto extends createZodDto(projectCreateBodySchema) {}
class ProjectUpdateBodyDto extends createZodDto(projectUpdateBodySchema) {}
class ProjectFeedQueryDto extends createZodDto(projectFeedQuerySchema) {}
class ProjectFeedPageDto extends createZodDto(projectFeedPageSchema) {}
class SuccessDto extends createZodDto(successSchema) {}

@ApiTags('projects')
@Controller('v2/projects')
export class ProjectsController {
  constructor(
    @Inject(ProjectsService) private readonly projects: ProjectsService,
    @Inject(ProjectManagementService) private readonly management: ProjectManagementService,
    @Inject(ListViewsService) private readonly views: ListViewsService,
  ) {}

  @Get()
  @Authenticated({ action: 'project.list' })
  @ApiOperation({ summary: 'The projects list: a page of the projects the caller sees (a client, their client projects)' })
  @ApiListQuery(projectsList)
  @ZodResponse({ status: 200, type: ProjectsPageDto })
  list(@Auth() caller: Caller, @Query(new ListQueryPipe(projectsList)) query: ListQuery) {
    return this.projects.list(caller, query);
  }

  @Get('all')
  @Authenticated({ action: 'project.list' })
  @ApiOperation({ summary: 'Every project the caller sees, by name, for pickers (at most 1,000); company repeated narrows to those companies' })
  @ZodResponse({ status: 200, type: ProjectChoicesDto })
  all(@Auth() caller: Caller, @Query() query: ProjectChoicesQueryDto) {
    return this.projects.choices(caller, query);
  }

  // The user wizard's client step reads it: staff, as for the users list.
  @Get('companies')
  @Authenticated({ action: 'user.list' })
  @ApiOperation({ summary: 'The companies projects are for, with how many projects each (the user wizard, staff only)' })
  @ZodResponse({ status: 200, type: ProjectCompaniesDto })
  companies(@Auth() caller: Caller) {
    return this.projects.companies(caller);
  }

  @Get('dashboard')
  @Authenticated({ action: 'project.list' })
  @ApiOperation({ summary: 'How many projects the caller sees, how many were made this month, and the 5 last changed' })
  @ZodResponse({ status: 200, type: ProjectDashboardDto })
  dashboard(@Auth() caller: Caller) {
    return this.projects.dashboard(caller);
  }

  // GET /v2/{list}/templates for the projects list: a static route, or GET /v2/projects/{id} would take it.
  @Get('templates')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: "The projects list's saved views: the caller's own and the shared ones, by name" })
  @ZodResponse({ status: 200, type: ListViewsDto })
  savedViews(@Auth() caller: Caller, @Query() query: ListViewsQueryDto) {
    return this.views.views(caller, 'projects', query.search);
  }

  @Post()
  @Authenticated({ action: 'project.create' })
  @ApiOperation({ summary: "Creates a project (the wizard: a name is required); the creator is its first person" })
  @ApiBody({ type: ProjectCreateBodyDto })
  @ZodResponse({ status: 201, type: ProjectDetailDto })
  create(@Auth() caller: Caller, @Body(new ProjectBodyPipe(projectCreateBodySchema)) body: ProjectCreateBody) {
    return this.management.create(caller, body);
  }

  @Get(':id')
  @Authenticated({ action: 'project.read' })
  @ApiOperation({ summary: 'One project: its people, the fields the caller may read and, for admins, the visibility map' })
  @ZodResponse({ status: 200, type: ProjectDetailDto })
  detail(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.projects.detail(caller, id);
  }

  @Get(':id/cover')
  @Authenticated({ action: 'project.read' })
  @ApiOperation({ summary: "The project's avatar, 500x500; 404 when it has none" })
  @ApiResponse({ status: 200, description: 'The image, with its type, length and ETag', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } }, 'image/png': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 304, description: 'Not modified since the ETag given in If-None-Match' })
  async cover(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return sendDelivery(req, reply, await this.projects.cover(caller, id));
  }

  @Get(':id/feeds')
  @Authenticated({ action: 'project.read' })
  @ApiOperation({ summary: "The project's activity, newest first (page, page_size: 10 unless asked, at most 100)" })
  @ZodResponse({ status: 200, type: ProjectFeedPageDto })
  feed(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Query() query: ProjectFeedQueryDto) {
    return this.projects.feed(caller, id, query);
  }

  @Post(':id/clone')
  @Authenticated({ action: 'project.clone' })
  @ApiOperation({ summary: 'Copies a project as "name (copy)": company, location, field values, visibility, people and avatar' })
  @ZodResponse({ status: 201, type: ProjectDetailDto })
  clone(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.management.clone(caller, id);
  }

  @Put(':id')
  @Authenticated({ action: 'project.update' })
  @ApiOperation({ summary: "Changes a project's name, company, location, people (user ids) or avatar (an image's asset id, null removes it)" })
  @ApiBody({ type: ProjectUpdateBodyDto })
  @ZodResponse({ status: 200, type: ProjectDetailDto })
  update(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body(new ProjectBodyPipe(projectUpdateBodySchema)) body: ProjectUpdateBody) {
    return this.management.update(caller, id, body);
  }

  @Delete(':id')
  @Authenticated({ action: 'project.delete' })
  @ApiOperation({ summary: "Deletes a project; refused (409) while it has jobs: 'The project cannot be deleted, linked activities exist'" })
  @ApiErrors(409)
  @ZodResponse({ status: 200, type: SuccessDto })
  remove(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.management.remove(caller, id);
  }
}
