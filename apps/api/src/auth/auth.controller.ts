import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto, ZodResponse, ZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';
import { tokenRequestSchema, tokenResponseSchema, type TokenRequest } from '@fieldwork/contracts';
import { Auth, Public } from '../access/access.decorators';
import type { AnyCaller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { AuthService } from './auth.service';

// The body is a union of two grants; OpenAPI shows their fields side by side.
class TokenRequestDocDto extends createZodDto(
  z.object({
    grant_type: z.enum(['password', 'refresh_token']),
    username: z.string().optional(),
    password: z.string().optional(),
    refresh_token: z.string().optional(),
    client_id: z.string(),
    client_secret: z.string(),
  }),
) {}
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
