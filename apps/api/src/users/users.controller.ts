import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse, ZodValidationPipe } from 'nestjs-zod';
import {
  activitiesQuerySchema,
  activityPageSchema,
  banBodySchema,
  banReplySchema,
  impersonateRequestSchema,
  notificationKeysSchema,
  removeBodySchema,
  removeReplySchema,
  tokenResponseSchema,
  userDetailSchema,
  userProfileSchema,
  usersList,
  usersPageSchema,
  userUpdateBodySchema,
  type ImpersonateRequest,
  type ListQuery,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { UuidPipe } from '../common/pipes';
import { ApiListQuery, ListQueryPipe } from '../lists/list-query.pipe';
import { ListViewsDto, ListViewsQueryDto } from '../lists/list-views.controller';
import { ListViewsService } from '../lists/list-views.service';
import { ImpersonationService } from './impersonation.service';
import { UserActivitiesService } from './user-activities.service';
import { UserManagementService } from './user-management.service';
import { UsersService } from './users.service';

class UserProfileDto extends createZodDto(userProfileSchema) {}
class UsersPageDto extends createZodDto(usersPageSchema) {}
class UserDetailDto extends createZodDto(userDetailSchema) {}
class UserUpdateBodyDto extends createZodDto(userUpdateBodySchema) {}
class BanBodyDto extends createZodDto(banBodySchema) {}
class BanReplyDto extends createZodDto(banReplySchema) {}
class RemoveBodyDto extends createZodDto(removeBodySchema) {}
class RemoveReplyDto extends createZodDto(removeReplySchema) {}
class NotificationKeysDto extends createZodDto(notificationKeysSchema) {}
class ActivitiesQueryDto extends createZodDto(activitiesQuerySchema) {}
class ActivityPageDto extends createZodDto(activityPageSchema) {}
class ImpersonateFormDto extends createZodDto(impersonateRequestSchema) {}
class TokenResponseDto extends createZodDto(tokenResponseSchema) {}

@ApiTags('users')
@Controller('v2/users')
export class UsersController {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(UserManagementService) private readonly management: UserManagementService,
    @Inject(UserActivitiesService) private readonly activities: UserActivitiesService,
    @Inject(ImpersonationService) private readonly impersonation: ImpersonationService,
    @Inject(ListViewsService) private readonly views: ListViewsService,
  ) {}

  @Get()
  @Authenticated({ action: 'user.list' })
  @ApiOperation({ summary: "The instance's people (the users list): pickers search it, 100 at a time; rows in docs and in data" })
  @ApiListQuery(usersList)
  @ZodResponse({ status: 200, type: UsersPageDto })
  list(@Auth() caller: Caller, @Query(new ListQueryPipe(usersList)) query: ListQuery) {
    return this.users.list(caller, query);
  }

  @Get('me')
  @Authenticated({ action: 'profile.read' })
  @ApiOperation({ summary: "The signed-in user's profile; impersonatedBy names the sys_admin acting as them" })
  @ZodResponse({ status: 200, type: UserProfileDto })
  me(@Auth() caller: Caller) {
    return this.users.me(caller);
  }

  // GET /v2/{list}/templates for the users list: a static route, or GET /v2/users/{id} would take it.
  @Get('templates')
  @Authenticated({ action: 'listView.read' })
  @ApiOperation({ summary: "The users list's saved views: the caller's own and the shared ones, by name" })
  @ZodResponse({ status: 200, type: ListViewsDto })
  savedViews(@Auth() caller: Caller, @Query() query: ListViewsQueryDto) {
    return this.views.views(caller, 'users', query.search);
  }

  @Get('activities')
  @Authenticated({ action: 'user.activities' })
  @ApiOperation({ summary: "A user's activity feed (one's own without user), newest first" })
  @ZodResponse({ status: 200, type: ActivityPageDto })
  activityFeed(@Auth() caller: Caller, @Query() query: ActivitiesQueryDto) {
    return this.activities.feed(caller, query);
  }

  @Put('ban')
  @Authenticated({ action: 'user.ban' })
  @ApiOperation({ summary: "Toggles each user's ban, all or none; a banned user's sessions end at once" })
  @ZodResponse({ status: 200, type: BanReplyDto })
  ban(@Auth() caller: Caller, @Body() body: BanBodyDto) {
    return this.management.ban(caller, body.data);
  }

  @Post('remove')
  @HttpCode(200)
  @Authenticated({ action: 'user.remove' })
  @ApiOperation({ summary: 'Removes users (ADR 0028): they sign in no more and leave every list; what they did stays' })
  @ZodResponse({ status: 200, type: RemoveReplyDto })
  remove(@Auth() caller: Caller, @Body() body: RemoveBodyDto) {
    return this.management.remove(caller, body.users);
  }

  @Post('impersonate')
  @HttpCode(200)
  @Authenticated({ action: 'user.impersonate' })
  @ApiOperation({ summary: "A sys_admin signs in as another user (form-encoded like the token grant); the token carries impersonatedBy" })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: ImpersonateFormDto })
  @ZodResponse({ status: 200, type: TokenResponseDto })
  impersonate(@Auth() caller: Caller, @Body(new ZodValidationPipe(impersonateRequestSchema)) form: ImpersonateRequest) {
    return this.impersonation.impersonate(caller, form);
  }

  @Get(':id')
  @Authenticated({ action: 'user.read' })
  @ApiOperation({ summary: "A user's profile, with the field values the caller may read" })
  @ZodResponse({ status: 200, type: UserDetailDto })
  detail(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.users.detail(caller, id);
  }

  @Put(':id')
  @Authenticated({ action: 'profile.update' })
  @ApiOperation({ summary: "Changes a user's profile (oneself, or those one manages); each change is checked against its rule" })
  @ApiErrors(409)
  @ZodResponse({ status: 200, type: UserDetailDto })
  update(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: UserUpdateBodyDto) {
    return this.management.update(caller, id, body);
  }

  @Get(':id/notifications')
  @Authenticated({ action: 'user.read' })
  @ApiOperation({ summary: "A user's notification preferences: the keys {category}_{type}_{delivery} switched on" })
  @ZodResponse({ status: 200, type: NotificationKeysDto })
  notifications(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.users.notifications(caller, id);
  }
}
