import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto, ZodResponse, ZodValidationPipe } from 'nestjs-zod';
import { tokenRequestFormSchema, tokenRequestSchema, tokenResponseSchema, type TokenRequest } from '@fieldwork/contracts';
import { Auth, Public } from '../access/access.decorators';
import type { AnyCaller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { AuthService } from './auth.service';

class TokenRequestDocDto extends createZodDto(tokenRequestFormSchema) {}
class TokenResponseDto extends createZodDto(tokenResponseSchema) {}

@ApiTags('auth')
@Controller('v2/users')
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Post('token')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'OAuth2 password or refresh_token grant, form-encoded' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: TokenRequestDocDto })
  @ZodResponse({ status: 200, type: TokenResponseDto })
  @ApiErrors(401, 403, 429)
  token(@Auth() caller: AnyCaller, @Body(new ZodValidationPipe(tokenRequestSchema)) body: TokenRequest, @Req() req: FastifyRequest) {
    return this.auth.token(caller, body, req.ip);
  }
}
