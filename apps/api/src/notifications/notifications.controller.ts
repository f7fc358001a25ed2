import { Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { pageQuerySchema } from '@fieldwork/contracts';
import { CurrentUser } from '../tenancy/current.decorators';
import type { AuthUser } from '../tenancy/instance.types';
import { NotificationsService } from './notifications.service';

class PageQueryDto extends createZodDto(pageQuerySchema) {}

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('v2/notifications')
export class NotificationsController {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    return this.notifications.list(user, query);
  }

  @Post('mark_as_read')
  @HttpCode(200)
  markRead(@CurrentUser() user: AuthUser) {
    return this.notifications.markAllRead(user);
  }
}
