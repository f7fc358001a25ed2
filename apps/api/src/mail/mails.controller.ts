import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { mailDetailSchema, mailListQuerySchema, mailPageSchema, mailSummarySchema, mailTestBodySchema } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { UuidPipe } from '../common/pipes';
import { MailsService } from './mails.service';

class MailListQueryDto extends createZodDto(mailListQuerySchema) {}
class MailPageDto extends createZodDto(mailPageSchema) {}
class MailDetailDto extends createZodDto(mailDetailSchema) {}
class MailSummaryDto extends createZodDto(mailSummarySchema) {}
class MailTestBodyDto extends createZodDto(mailTestBodySchema) {}

@ApiTags('mails')
@Controller('v2/mails')
export class MailsController {
  constructor(@Inject(MailsService) private readonly mails: MailsService) {}

  @Get()
  @Authenticated({ action: 'mail.read' })
  @ApiOperation({ summary: "The instance's mails, newest first (sys_admin)" })
  @ZodResponse({ status: 200, type: MailPageDto })
  list(@Auth() caller: Caller, @Query() query: MailListQueryDto) {
    return this.mails.list(caller, query);
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
