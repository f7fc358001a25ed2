import { Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { notificationPageSchema, notificationsList, successSchema, type ListQuery } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiListQuery, ListQueryPipe } from '../lists/list-query.pipe';
import { NotificationsService } from './notifications.service';

class NotificationPageDto extends createZodDto(notificationPageSchema) {}
class SuccessDto extends createZodDto(successSchema) {}

@ApiTags('notifications')
@Controller('v2/notifications')
export class NotificationsController {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  @Get()
  @Authenticated({ action: 'notifications.read' })
  @ApiOperation({ summary: "The bell: the user's notifications, newest first, with the unread count" })
  @ApiListQuery(notificationsList)
  @ZodResponse({ status: 200, type: NotificationPageDto })
  list(@Auth() caller: Caller, @Query(new ListQueryPipe(notificationsList)) query: ListQuery) {
    return this.notifications.list(caller, query);
  }

  @Post('mark_as_read')
  @HttpCode(200)
  @Authenticated({ action: 'notifications.read' })
  @ApiOperation({ summary: "Marks all the user's notifications read" })
  @ZodResponse({ status: 200, type: SuccessDto })
  markRead(@Auth() caller: Caller) {
    return this.notifications.markAllRead(caller);
  }
}
