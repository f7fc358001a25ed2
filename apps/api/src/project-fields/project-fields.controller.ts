import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  projectFieldListBulkReplySchema,
  projectFieldListGroupSchema,
  projectFieldListItemBodySchema,
  projectFieldListItemSchema,
  projectFieldListItemsSchema,
  projectFieldListQuerySchema,
  projectFieldsPatchBodySchema,
  projectFieldsPatchReplySchema,
  projectFieldsSettingsBodySchema,
  projectFieldsSettingsSchema,
  projectFieldValuesQuerySchema,
  projectFieldValuesSchema,
  projectFieldVisibilityReplySchema,
  projectFieldVisibilitySchema,
  successSchema,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { AppError } from '../common/app-error';
import { UuidPipe } from '../common/pipes';
import { readCsvForm } from './csv-form';
import { ProjectFieldListsService } from './project-field-lists.service';
import { ProjectFieldsService } from './project-fields.service';

class SettingsBodyDto extends createZodDto(projectFieldsSettingsBodySchema) {}
class SettingsDto extends createZodDto(projectFieldsSettingsSchema) {}
class PatchBodyDto extends createZodDto(projectFieldsPatchBodySchema) {}
class PatchReplyDto extends createZodDto(projectFieldsPatchReplySchema) {}
class VisibilityBodyDto extends createZodDto(projectFieldVisibilitySchema) {}
class VisibilityReplyDto extends createZodDto(projectFieldVisibilityReplySchema) {}
class ListQueryDto extends createZodDto(projectFieldListQuerySchema) {}
class ListItemsDto extends createZodDto(projectFieldListItemsSchema) {}
class ListItemDto extends createZodDto(projectFieldListItemSchema) {}
class ListItemBodyDto extends createZodDto(projectFieldListItemBodySchema) {}
class BulkReplyDto extends createZodDto(projectFieldListBulkReplySchema) {}
class ValuesQueryDto extends createZodDto(projectFieldValuesQuerySchema) {}
class ValuesDto extends createZodDto(projectFieldValuesSchema) {}
class SuccessDto extends createZodDto(successSchema) {}

/** A list group's key from the path: a field id, or no such list (404). */
class GroupPipe {
  transform(value: string): string {
    const parsed = projectFieldListGroupSchema.safeParse(value);
    if (!parsed.success) throw new AppError('not_found', 'No such list');
    return parsed.data;
  }
}

@ApiTags('project fields')
@Controller('v2')
export class ProjectFieldsController {
  constructor(
    @Inject(ProjectFieldsService) private readonly fields: ProjectFieldsService,
    @Inject(ProjectFieldListsService) private readonly lists: ProjectFieldListsService,
  ) {}

  @Put('settings/projectFields')
  @Authenticated({ action: 'projectField.define' })
  @ApiOperation({ summary: "The instance's project field definitions (admins); a field removed or given another kind loses its stored values" })
  @ZodResponse({ status: 200, type: SettingsDto })
  define(@Auth() caller: Caller, @Body() body: SettingsBodyDto) {
    return this.fields.define(caller, body.fields, body.turnOffHidden);
  }

  @Get('projects/fields/values')
  @Authenticated({ action: 'projectField.read' })
  @ApiOperation({ summary: "One field's distinct values across the caller's projects (or one project's), with how many projects hold each" })
  @ZodResponse({ status: 200, type: ValuesDto })
  values(@Auth() caller: Caller, @Query() query: ValuesQueryDto) {
    return this.fields.values(caller, query);
  }

  @Get('projects/fields/list/:group')
  @Authenticated({ action: 'projectFieldList.read' })
  @ApiOperation({ summary: "A list group's items by label: isPrivate=0 the shared ones, 1 the project's own, neither both" })
  @ZodResponse({ status: 200, type: ListItemsDto })
  listItems(@Auth() caller: Caller, @Param('group', GroupPipe) group: string, @Query() query: ListQueryDto) {
    return this.lists.items(caller, group, query);
  }

  @Post('projects/fields/list')
  @Authenticated({ action: 'projectFieldList.manage' })
  @ApiOperation({ summary: 'Adds an item to a list group, shared or private to a project; its value is lowercased unless numeric' })
  @ApiErrors(409)
  @ZodResponse({ status: 201, type: ListItemDto })
  addItem(@Auth() caller: Caller, @Body() body: ListItemBodyDto) {
    return this.lists.add(caller, body);
  }

  @Post('projects/fields/list/bulk')
  @HttpCode(200)
  @Authenticated({ action: 'projectFieldList.manage', streamsBody: true })
  @ApiOperation({
    summary:
      'Imports a list group from a CSV file (multipart: group, isPrivate 0|1, project, file): one item a line, label[,value], UTF-8 (a BOM is fine), quoted as RFC 4180. Valid lines are added in one transaction; the reply reports each refused line with its number and reason',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['group', 'file'],
      properties: {
        group: { type: 'string', description: 'The list group (the list field id)' },
        isPrivate: { type: 'string', enum: ['0', '1'], description: "1: the project's own list" },
        project: { type: 'string', format: 'uuid', description: 'The project of a private list' },
        file: { type: 'string', format: 'binary', description: 'The CSV file, at most 5 MB and 20,000 lines' },
      },
    },
  })
  @ApiErrors(413)
  @ZodResponse({ status: 200, type: BulkReplyDto })
  async importCsv(@Auth() caller: Caller, @Req() req: FastifyRequest) {
    const form = await readCsvForm(req);
    return this.lists.importCsv(caller, form.fields, form.file);
  }

  @Delete('projects/fields/list/:id')
  @Authenticated({ action: 'projectFieldList.manage' })
  @ApiOperation({ summary: 'Removes a list item; values that picked it keep their label and value' })
  @ZodResponse({ status: 200, type: SuccessDto })
  removeItem(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.lists.remove(caller, id);
  }

  @Patch('projects/:id/fields')
  @Authenticated({ action: 'projectField.update' })
  @ApiOperation({
    summary:
      "Changes a project's field values, all or nothing: a list of {id, value}, each checked against its field's kind and update rule (null clears); a field the caller may not see is a 404 naming it",
  })
  @ZodResponse({ status: 200, type: PatchReplyDto })
  patchFields(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: PatchBodyDto) {
    return this.fields.patch(caller, id, body);
  }

  @Post('projects/:id/fields/visibility')
  @HttpCode(200)
  @Authenticated({ action: 'projectField.setVisibility' })
  @ApiOperation({ summary: "Shows (true) or hides (false) fields of one project (admins); answers the project's whole map" })
  @ZodResponse({ status: 200, type: VisibilityReplyDto })
  setVisibility(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: VisibilityBodyDto) {
    return this.fields.setVisibility(caller, id, body);
  }
}
