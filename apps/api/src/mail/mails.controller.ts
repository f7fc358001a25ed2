import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  listViewsQuerySchema,
  listViewsSchema,
  mailDetailSchema,
  mailPageSchema,
  mailsList,
  mailSummarySchema,
  mailTestBodySchema,
  type ListQuery,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { UuidPipe } from '../common/pipes';
import { ApiListQuery, ListQueryPipe } from '../lists/list-query.pipe';
import { ListViewsService } from '../lists/list-views.service';
import { MailsService } from './mails.service';

class MailPageDto extends createZodDto(mailPageSchema) {}
class ListViewsDto extends createZodDto(listViewsSchema) {}
class ListViewsQueryDto extends createZodDto(listViewsQuerySchema) {}
class MailDetailDto extends createZodDto(mailDetailSchema) {}
class MailSummaryDto extends createZodDto(mailSummarySchema) {}
class MailTestBodyDto extends createZodDto(mailTestBodySchema) {}

@ApiTags('mails')
@Controller('v2/mails')
export class MailsController {
  constructor(
    @Inject(MailsService) private readonly mails: MailsService,
    @Inject(ListViewsService) private readonly listViews: ListViewsService,
  ) {}

  @Get()
  @Authenticated({ action: 'mail.read' })
  @ApiOperation({ summary: "The instance's mails (the mails list), newest first by default (sys_admin)" })
  @ApiListQuery(mailsList)
  @ZodResponse({ status: 200, type: MailPageDto })
  list(@Auth() caller: Caller, @Query(new ListQueryPipe(mailsList)) query: ListQuery) {
    return this.mails.list(caller, query);
  }

  // Here because GET /v2/mails/{id} would otherwise take "templates" for an id.
  @Get('templates')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: "The mails list's saved views (as GET /v2/{list}/templates)" })
  @ZodResponse({ status: 200, type: ListViewsDto })
  views(@Auth() caller: Caller, @Query() query: ListViewsQueryDto) {
    return this.listViews.views(caller, 'mails', query.search);
  }

  @Post('test')
  @HttpCode(202)
  @Authenticated({ action: 'mail.read' })
  @ApiOperation({ summary: 'Queues a test mail to the caller; it is sent after the call returns' })
  @ZodResponse({ status: 202, type: MailSummaryDto })
  sendTest(@Auth() caller: Caller, @Body() body: MailTestBodyDto) {
    return this.mails.sendTest(caller, body);
  }

  @Get(':id')
  @Authenticated({ action: 'mail.read' })
  @ApiOperation({ summary: 'One mail with its rendered HTML and text (sys_admin)' })
  @ZodResponse({ status: 200, type: MailDetailDto })
  get(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.mails.get(caller, id);
  }
}
