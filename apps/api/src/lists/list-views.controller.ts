import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  clientStateBodySchema,
  clientStateSchema,
  LISTS,
  listViewActionBodySchema,
  listViewSchema,
  listViewsQuerySchema,
  listViewsSchema,
  saveListViewBodySchema,
  successSchema,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { UuidPipe } from '../common/pipes';
import { ListViewsService } from './list-views.service';

class ClientStateDto extends createZodDto(clientStateSchema) {}
class ClientStateBodyDto extends createZodDto(clientStateBodySchema) {}
class ListViewDto extends createZodDto(listViewSchema) {}
export class ListViewsDto extends createZodDto(listViewsSchema) {}
export class ListViewsQueryDto extends createZodDto(listViewsQuerySchema) {}
class ListViewActionBodyDto extends createZodDto(listViewActionBodySchema) {}
class SaveListViewBodyDto extends createZodDto(saveListViewBodySchema) {}
class SuccessDto extends createZodDto(successSchema) {}

const LIST_PARAM = { name: 'list', description: 'A grid list by name', enum: Object.keys(LISTS) };
const SCREEN_PARAM = { name: 'screen', description: 'A grid list by name', enum: Object.keys(LISTS) };

/**
 * Saved state of grid lists (spec 3 section 7): per-list default filters ("client state") and
 * named views ("templates"). Each call needs the list's own action too (files.browse for files).
 */
@ApiTags('lists')
@Controller('v2')
export class ListViewsController {
  constructor(@Inject(ListViewsService) private readonly views: ListViewsService) {}

  @Get('apps/client/state/byId/:id')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: 'The saved filters of a view or default the caller may read (a widget loading its filters)' })
  @ZodResponse({ status: 200, type: ClientStateDto })
  stateById(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.views.stateById(caller, id);
  }

  @Get('apps/client/state/:screen')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: "The caller's default filters of a list (state null when none)" })
  @ApiParam(SCREEN_PARAM)
  @ZodResponse({ status: 200, type: ClientStateDto })
  getState(@Auth() caller: Caller, @Param('screen') screen: string) {
    return this.views.getState(caller, screen);
  }

  @Post('apps/client/state/:screen')
  @HttpCode(200)
  @Authenticated({ action: 'listView.save' })
  @ApiOperation({ summary: "Saves the caller's default filters of a list; state null clears them" })
  @ApiParam(SCREEN_PARAM)
  @ZodResponse({ status: 200, type: ClientStateDto })
  saveState(@Auth() caller: Caller, @Param('screen') screen: string, @Body() body: ClientStateBodyDto) {
    return this.views.saveState(caller, screen, body.state);
  }

  @Get(':list/templates')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: "A list's saved views: the caller's own and the shared ones, by name" })
  @ApiParam(LIST_PARAM)
  @ZodResponse({ status: 200, type: ListViewsDto })
  list(@Auth() caller: Caller, @Param('list') list: string, @Query() query: ListViewsQueryDto) {
    return this.views.views(caller, list, query.search);
  }

  @Get(':list/:id/template')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: 'One saved view' })
  @ApiParam(LIST_PARAM)
  @ZodResponse({ status: 200, type: ListViewDto })
  get(@Auth() caller: Caller, @Param('list') list: string, @Param('id', UuidPipe) id: string) {
    return this.views.view(caller, list, id);
  }

  @Post(':list/:id/template')
  @HttpCode(200)
  @Authenticated({ action: 'listView.save' })
  @ApiOperation({ summary: "Renames a saved view (with a name), or copies it as the caller's own (without)" })
  @ApiParam(LIST_PARAM)
  @ZodResponse({ status: 200, type: ListViewDto })
  renameOrCopy(@Auth() caller: Caller, @Param('list') list: string, @Param('id', UuidPipe) id: string, @Body() body: ListViewActionBodyDto) {
    return this.views.renameOrCopy(caller, list, id, body);
  }

  @Delete(':list/:id/template')
  @Authenticated({ action: 'listView.modify' })
  @ApiOperation({ summary: 'Deletes a saved view' })
  @ApiParam(LIST_PARAM)
  @ZodResponse({ status: 200, type: SuccessDto })
  remove(@Auth() caller: Caller, @Param('list') list: string, @Param('id', UuidPipe) id: string) {
    return this.views.remove(caller, list, id);
  }

  @Post(':list/template/:id')
  @HttpCode(200)
  @Authenticated({ action: 'listView.save' })
  @ApiOperation({ summary: 'Saves a view under the id the client chose: creates it, or replaces it where allowed; shared views are for admins' })
  @ApiParam(LIST_PARAM)
  @ApiErrors(409)
  @ZodResponse({ status: 200, type: ListViewDto })
  save(@Auth() caller: Caller, @Param('list') list: string, @Param('id', UuidPipe) id: string, @Body() body: SaveListViewBodyDto) {
    return this.views.save(caller, list, id, body);
  }
}
