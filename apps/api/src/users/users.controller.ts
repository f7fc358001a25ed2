import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { userProfileSchema } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { UsersService } from './users.service';

class UserProfileDto extends createZodDto(userProfileSchema) {}

@ApiTags('users')
@Controller('v2/users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get('me')
  @Authenticated({ action: 'profile.read' })
  @ApiOperation({ summary: "The signed-in user's profile" })
  @ZodResponse({ status: 200, type: UserProfileDto })
  me(@Auth() caller: Caller) {
    return this.users.me(caller);
  }
}
