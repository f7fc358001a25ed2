import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { widgetSchema, widgetsSchema, widgetUpdateBodySchema } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { UuidPipe } from '../common/pipes';
import { WidgetsService } from './widgets.service';

class WidgetDto extends createZodDto(widgetSchema) {}
class WidgetsDto extends createZodDto(widgetsSchema) {}
class WidgetUpdateBodyDto extends createZodDto(widgetUpdateBodySchema) {}

@ApiTags('dashboard')
@Controller('v2/widgets/dashboard')
export class WidgetsController {
  constructor(@Inject(WidgetsService) private readonly widgets: WidgetsService) {}

  @Get()
  @Authenticated({ action: 'dashboard.read' })
  @ApiOperation({ summary: "The caller's dashboard widgets, one of each kind; the first call stores the default layout" })
  @ZodResponse({ status: 200, type: WidgetsDto })
  list(@Auth() caller: Caller) {
    return this.widgets.list(caller);
  }

  @Get(':id')
  @Authenticated({ action: 'dashboard.read' })
  @ApiOperation({ summary: "One of the caller's widgets" })
  @ApiErrors(404)
  @ZodResponse({ status: 200, type: WidgetDto })
  get(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.widgets.get(caller, id);
  }

  @Put(':id')
  @Authenticated({ action: 'dashboard.read' })
  @ApiOperation({ summary: "Move, resize, hide or show one of the caller's widgets, or replace its settings" })
  @ApiErrors(400, 404)
  @ZodResponse({ status: 200, type: WidgetDto })
  update(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: WidgetUpdateBodyDto) {
    return this.widgets.update(caller, id, body);
  }
}
