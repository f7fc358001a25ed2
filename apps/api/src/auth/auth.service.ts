import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES, type TokenRequest, type TokenResponse } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { AnyCaller } from '../access/caller';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { ResolvedInstance } from '../tenancy/instance.types';
import type { Scope } from '../db/database';
import { UsersRepository } from '../users/users.repository';
import { isImpersonator } from './impersonator';
import { LoginRateLimiter } from './login-rate-limiter';
import { assertOAuthClient } from './oauth-client';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(PasswordService) private readonly passwords: PasswordService,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(LoginRateLimiter) private readonly limiter: LoginRateLimiter,
  ) {}

  /** POST /v2/users/token: the password grant and the refresh grant. */
  async token(caller: AnyCaller, request: TokenRequest, ip: string): Promise<TokenResponse> {
    const { instance, scope } = caller;
    assertOAuthClient(this.config, request);
    if (!instance.active) throw new AppError('instance_inactive', MESSAGES.instanceInactive);
    return request.grant_type === 'password'
      ? this.passwordGrant(scope, instance, request.username, request.password, ip)
      : this.refreshGrant(scope, request.refresh_token);
  }

  private async passwordGrant(
    scope: Scope,
    instance: ResolvedInstance,
    username: string,
    password: string,
    ip: string,
  ): Promise<TokenResponse> {
    await this.limiter.beforeAttempt(ip, instance.id, username);
    const user = await this.users.findByEmail(scope, username);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await this.limiter.onFailure(ip, instance.id, username);
      throw AppError.invalidCredentials();
    }
    if (user.banned) throw new AppError('user_banned', MESSAGES.userBanned);
    await this.limiter.onSuccess(ip, instance.id, username);
    return this.tokens.issue(scope, user);
  }

  private async refreshGrant(scope: Scope, refreshToken: string): Promise<TokenResponse> {
    const session = await this.tokens.consumeRefresh(scope, refreshToken);
    const user = session ? await this.users.findById(scope, session.userId) : null;
    if (!session || !user) throw new AppError('unauthenticated', 'Session expired, please sign in again');
    if (user.banned) throw new AppError('user_banned', MESSAGES.userBanned);
    // An impersonation stays one when renewed, and only while its sys_admin still is one.
    if (session.impersonatedBy && !isImpersonator(await this.users.findById(scope, session.impersonatedBy))) {
      throw new AppError('unauthenticated', 'Session expired, please sign in again');
    }
    return this.tokens.issue(scope, user, session.impersonatedBy ?? undefined);
  }
}
