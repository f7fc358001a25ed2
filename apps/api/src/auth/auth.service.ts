import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES, type TokenRequest, type TokenResponse } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { AnyCaller } from '../access/caller';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { ResolvedInstance } from '../tenancy/instance.types';
import type { Scope } from '../db/database';
import { UsersRepository } from '../users/users.repository';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';

const equalSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

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
    const client = this.config.oauthClient;
    if (!equalSecret(request.client_id, client.id) || !equalSecret(request.client_secret, client.secret)) {
      throw new AppError('unauthenticated', 'Invalid client');
    }
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
    const userId = await this.tokens.consumeRefresh(scope, refreshToken);
    const user = userId ? await this.users.findById(scope, userId) : null;
    if (!user) throw new AppError('unauthenticated', 'Session expired, please sign in again');
    if (user.banned) throw new AppError('user_banned', MESSAGES.userBanned);
    return this.tokens.issue(scope, user);
  }
}
