import { Inject, Injectable } from '@nestjs/common';
import type { ImpersonateRequest, TokenResponse } from '@fieldwork/contracts';
import { authorize, enforce, type Caller } from '../access/caller';
import { assertOAuthClient } from '../auth/oauth-client';
import { TokenService } from '../auth/token.service';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EventsService } from '../events/events.service';
import { UsersRepository } from './users.repository';

/** POST /v2/users/impersonate (spec 1 section 4.2): a sys_admin signs in as someone else. */
@Injectable()
export class ImpersonationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(EventsService) private readonly events: EventsService,
  ) {}

  /**
   * Token data for the target, whose access token (and its renewals) carry `impersonatedBy`, so
   * every change made with it records both identities. The route's gates (sys_admin, the main
   * host, the impersonate app, not already impersonating) were asked before this runs.
   */
  async impersonate(caller: Caller, form: ImpersonateRequest): Promise<TokenResponse> {
    const { scope, actor } = caller;
    assertOAuthClient(this.config, form);
    const target = await this.users.findByEmail(scope, form.username);
    if (!target) throw AppError.notFound('User');
    authorize(caller, 'user.impersonate', { id: target.id, confirmed: target.confirmed, valid: target.valid });
    // A banned user's token would be refused at its first call: not a target either.
    if (target.banned) enforce({ allowed: false, reason: 'invalid_target' });
    const tokens = await this.tokens.issue(scope, target, actor.id);
    await this.events.emit(scope, {
      type: 'impersonation_started',
      aggregate: { type: 'user', id: target.id },
      payload: { userId: target.id, adminId: actor.id },
      actor,
    });
    return tokens;
  }
}
