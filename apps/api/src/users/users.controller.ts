import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { listPageSchema, userProfileSchema, usersList, userSummarySchema, type ListQuery } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiListQuery, ListQueryPipe } from '../lists/list-query.pipe';
import { UsersService } from './users.service';

class UserProfileDto extends createZodDto(userProfileSchema) {}
class UserPageDto extends createZodDto(listPageSchema(userSummarySchema)) {}

@ApiTags('users')
@Controller('v2/users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get()
  @Authenticated({ action: 'user.list' })
  @ApiOperation({ summary: "The instance's people (the users list): pickers search it, 100 at a time" })
  @ApiListQuery(usersList)
  @ZodResponse({ status: 200, type: UserPageDto })
  list(@Auth() caller: Caller, @Query(new ListQueryPipe(usersList)) query: ListQuery) {
    return this.users.list(caller, query);
  }

  @Get('me')
  @Authenticated({ action: 'profile.read' })
  @ApiOperation({ summary: "The signed-in user's profile" })
  @ZodResponse({ status: 200, type: UserProfileDto })
  me(@Auth() caller: Caller) {
    return this.users.me(caller);
  }
}
