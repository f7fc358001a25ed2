import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  confirmReplySchema,
  forgotPasswordBodySchema,
  forgotPasswordReplySchema,
  inviteBodySchema,
  inviteReplySchema,
  linkTokenParamsSchema,
  registerBodySchema,
  registerReplySchema,
  reinviteBodySchema,
  reinviteReplySchema,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
  resetTokenValidityReplySchema,
} from '@fieldwork/contracts';
import { Auth, Authenticated, Public } from '../access/access.decorators';
import type { AnyCaller, Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { AccountsService } from './accounts.service';

class InviteBodyDto extends createZodDto(inviteBodySchema) {}
class InviteReplyDto extends createZodDto(inviteReplySchema) {}
class ReinviteBodyDto extends createZodDto(reinviteBodySchema) {}
class ReinviteReplyDto extends createZodDto(reinviteReplySchema) {}
class RegisterBodyDto extends createZodDto(registerBodySchema) {}
class RegisterReplyDto extends createZodDto(registerReplySchema) {}
class LinkTokenParamsDto extends createZodDto(linkTokenParamsSchema) {}
class ConfirmReplyDto extends createZodDto(confirmReplySchema) {}
class ForgotPasswordBodyDto extends createZodDto(forgotPasswordBodySchema) {}
class ForgotPasswordReplyDto extends createZodDto(forgotPasswordReplySchema) {}
class ResetTokenValidityDto extends createZodDto(resetTokenValidityReplySchema) {}
class ResetPasswordBodyDto extends createZodDto(resetPasswordBodySchema) {}
class ResetPasswordReplyDto extends createZodDto(resetPasswordReplySchema) {}

/** Invitations, sign-up and the forgotten password (spec 1 section 7.3, ADR 0028). */
@ApiTags('users')
@Controller('v2/users')
export class AccountsController {
  constructor(@Inject(AccountsService) private readonly accounts: AccountsService) {}

  @Post()
  @Authenticated({ action: 'user.invite' })
  @ApiOperation({ summary: 'Invites someone by e-mail with a role the caller may give; the invitation is mailed' })
  @ZodResponse({ status: 201, type: InviteReplyDto })
  @ApiErrors(409)
  invite(@Auth() caller: Caller, @Body() body: InviteBodyDto) {
    return this.accounts.invite(caller, body);
  }

  @Post('reinvite')
  @HttpCode(200)
  @Authenticated({ action: 'user.reinvite' })
  @ApiOperation({ summary: 'Mails a new invitation to users not yet confirmed and verified' })
  @ZodResponse({ status: 200, type: ReinviteReplyDto })
  @ApiErrors(409)
  reinvite(@Auth() caller: Caller, @Body() body: ReinviteBodyDto) {
    return this.accounts.reinvite(caller, body);
  }

  @Put('register')
  @Public()
  @ApiOperation({ summary: 'Accepts an invitation (its token) with a password; sign-up without one is refused' })
  @ZodResponse({ status: 200, type: RegisterReplyDto })
  @ApiErrors(403, 410)
  register(@Auth() caller: AnyCaller, @Body() body: RegisterBodyDto) {
    return this.accounts.register(caller, body);
  }

  @Put('confirm/:token')
  @Public()
  @ApiOperation({ summary: "Confirms the address of an invitation's link" })
  @ZodResponse({ status: 200, type: ConfirmReplyDto })
  @ApiErrors(403, 410)
  confirm(@Auth() caller: AnyCaller, @Param() params: LinkTokenParamsDto) {
    return this.accounts.confirm(caller, params.token);
  }

  @Post('forgot_password')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Mails a reset link to an active account; the same answer, in the same time, for any address' })
  @ZodResponse({ status: 200, type: ForgotPasswordReplyDto })
  @ApiErrors(403, 429)
  forgotPassword(@Auth() caller: AnyCaller, @Body() body: ForgotPasswordBodyDto, @Req() req: FastifyRequest) {
    return this.accounts.forgotPassword(caller, body.email, req.ip);
  }

  @Get('forgot_password/validate_token/:token')
  @Public()
  @ApiOperation({ summary: 'Whether a reset link can still be used' })
  @ZodResponse({ status: 200, type: ResetTokenValidityDto })
  @ApiErrors(403)
  validateResetToken(@Auth() caller: AnyCaller, @Param() params: LinkTokenParamsDto) {
    return this.accounts.validateResetToken(caller, params.token);
  }

  @Put('forgot_password/reset_password/:token')
  @Public()
  @ApiOperation({ summary: "Sets a new password with a reset link; the link is spent and the user's sessions end" })
  @ZodResponse({ status: 200, type: ResetPasswordReplyDto })
  @ApiErrors(403, 410)
  resetPassword(@Auth() caller: AnyCaller, @Param() params: LinkTokenParamsDto, @Body() body: ResetPasswordBodyDto) {
    return this.accounts.resetPassword(caller, params.token, body);
  }
}
