import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { userProfileSchema } from '@fieldwork/contracts';
import { CurrentUser } from '../tenancy/current.decorators';
import type { AuthUser } from '../tenancy/instance.types';
import { UsersService } from './users.service';

class UserProfileDto extends createZodDto(userProfileSchema) {}

@ApiTags('users')
@ApiBearerAuth()
@Controller('v2/users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get('me')
  @ZodResponse({ type: UserProfileDto })
  me(@CurrentUser() user: AuthUser) {
    return this.users.me(user);
  }
}
