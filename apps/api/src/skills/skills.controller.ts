import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  skillCreateBodySchema,
  skillExpirationBodySchema,
  skillRequirementsBodySchema,
  skillRequirementsReplySchema,
  skillSchema,
  skillsList,
  skillsPageSchema,
  skillUpdateBodySchema,
  successSchema,
  userSkillSchema,
  userSkillsBodySchema,
  userSkillsReplySchema,
  type ListQuery,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { UuidPipe } from '../common/pipes';
import { ApiListQuery, ListQueryPipe } from '../lists/list-query.pipe';
import { ListViewsDto, ListViewsQueryDto } from '../lists/list-views.controller';
import { ListViewsService } from '../lists/list-views.service';
import { SkillRequirementsService } from './skill-requirements.service';
import { SkillsService } from './skills.service';
import { UserSkillsService } from './user-skills.service';

class SkillDto extends createZodDto(skillSchema) {}
class SkillsPageDto extends createZodDto(skillsPageSchema) {}
class SkillCreateBodyDto extends createZodDto(skillCreateBodySchema) {}
class SkillUpdateBodyDto extends createZodDto(skillUpdateBodySchema) {}
class SuccessDto extends createZodDto(successSchema) {}
class UserSkillDto extends createZodDto(userSkillSchema) {}
class UserSkillsBodyDto extends createZodDto(userSkillsBodySchema) {}
class UserSkillsReplyDto extends createZodDto(userSkillsReplySchema) {}
class SkillExpirationBodyDto extends createZodDto(skillExpirationBodySchema) {}
class SkillRequirementsBodyDto extends createZodDto(skillRequirementsBodySchema) {}
class SkillRequirementsReplyDto extends createZodDto(skillRequirementsReplySchema) {}

/**
 * The skills calls of spec 2 section 7: the catalogue, users' skills with their dates, and the
 * skills jobs and job types require. Reading asks 'skill.read' (the skills app; not clients; not
 * inspectors while hideSkillsFromInspector is on), changing asks 'skill.manage'.
 */
@ApiTags('skills')
@Controller('v2/skills')
export class SkillsController {
  constructor(
    @Inject(SkillsService) private readonly skills: SkillsService,
    @Inject(UserSkillsService) private readonly userSkills: UserSkillsService,
    @Inject(SkillRequirementsService) private readonly requirements: SkillRequirementsService,
    @Inject(ListViewsService) private readonly views: ListViewsService,
  ) {}

  @Get()
  @Authenticated({ action: 'skill.read' })
  @ApiOperation({ summary: "The instance's skills (the catalogue and the pickers, 100 a page at most), with success beside docs" })
  @ApiListQuery(skillsList)
  @ZodResponse({ status: 200, type: SkillsPageDto })
  list(@Auth() caller: Caller, @Query(new ListQueryPipe(skillsList)) query: ListQuery) {
    return this.skills.list(caller, query);
  }

  // GET /v2/{list}/templates for the skills list: a static route, or GET /v2/skills/{id} would take it.
  @Get('templates')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: "The skills list's saved views: the caller's own and the shared ones, by name" })
  @ZodResponse({ status: 200, type: ListViewsDto })
  savedViews(@Auth() caller: Caller, @Query() query: ListViewsQueryDto) {
    return this.views.views(caller, 'skills', query.search);
  }

  @Post()
  @Authenticated({ action: 'skill.manage' })
  @ApiOperation({ summary: 'Creates a skill; its name is unique in the instance, whatever its case (409 otherwise)' })
  @ApiErrors(409)
  @ZodResponse({ status: 201, type: SkillDto })
  create(@Auth() caller: Caller, @Body() body: SkillCreateBodyDto) {
    return this.skills.create(caller, body);
  }

  @Post('user/:userId')
  @HttpCode(200)
  @Authenticated({ action: 'skill.manage' })
  @ApiOperation({ summary: "Gives a user skills with their dates (from today and permanent unless sent), or changes the dates of those they hold" })
  @ZodResponse({ status: 200, type: UserSkillsReplyDto })
  give(@Auth() caller: Caller, @Param('userId', UuidPipe) userId: string, @Body() body: UserSkillsBodyDto) {
    return this.userSkills.give(caller, userId, body);
  }

  @Delete('user/:userId/:skillId')
  @Authenticated({ action: 'skill.manage' })
  @ApiOperation({ summary: "Takes a skill from a user; the reply lists the skills they still hold" })
  @ZodResponse({ status: 200, type: UserSkillsReplyDto })
  take(@Auth() caller: Caller, @Param('userId', UuidPipe) userId: string, @Param('skillId', UuidPipe) skillId: string) {
    return this.userSkills.take(caller, userId, skillId);
  }

  @Post('job/:jobId')
  @HttpCode(200)
  @Authenticated({ action: 'skill.manage' })
  @ApiOperation({ summary: 'The skills a job requires, in place of the ones before (an empty list clears them)' })
  @ZodResponse({ status: 200, type: SkillRequirementsReplyDto })
  jobSkills(@Auth() caller: Caller, @Param('jobId', UuidPipe) jobId: string, @Body() body: SkillRequirementsBodyDto) {
    return this.requirements.replace(caller, 'job', jobId, body);
  }

  @Post('jobType/:id')
  @HttpCode(200)
  @Authenticated({ action: 'skill.manage' })
  @ApiOperation({ summary: 'The skills a job type requires, in place of the ones before (an empty list clears them)' })
  @ZodResponse({ status: 200, type: SkillRequirementsReplyDto })
  jobTypeSkills(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: SkillRequirementsBodyDto) {
    return this.requirements.replace(caller, 'job_type', id, body);
  }

  @Post(':skillId/expiration/:userId')
  @HttpCode(200)
  @Authenticated({ action: 'skill.manage' })
  @ApiOperation({ summary: "Sets the start, the expiry or permanent of a skill a user holds; the reply has its expiration status" })
  @ZodResponse({ status: 200, type: UserSkillDto })
  expiration(
    @Auth() caller: Caller,
    @Param('skillId', UuidPipe) skillId: string,
    @Param('userId', UuidPipe) userId: string,
    @Body() body: SkillExpirationBodyDto,
  ) {
    return this.userSkills.setExpiration(caller, skillId, userId, body);
  }

  @Get(':id')
  @Authenticated({ action: 'skill.read' })
  @ApiOperation({ summary: 'One skill' })
  @ZodResponse({ status: 200, type: SkillDto })
  get(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.skills.get(caller, id);
  }

  @Patch(':id')
  @Authenticated({ action: 'skill.manage' })
  @ApiOperation({ summary: 'Changes a skill: name (unique, 409 otherwise), label, image, roles' })
  @ApiErrors(409)
  @ZodResponse({ status: 200, type: SkillDto })
  update(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: SkillUpdateBodyDto) {
    return this.skills.update(caller, id, body);
  }

  @Delete(':id')
  @Authenticated({ action: 'skill.manage' })
  @ApiOperation({ summary: 'Deletes a skill: the users who held it and the jobs and job types that required it lose it' })
  @ZodResponse({ status: 200, type: SuccessDto })
  remove(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.skills.remove(caller, id);
  }
}
