import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccessTokenClaims, TokenResponse } from '@fieldwork/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Scope } from '../db/database';
import { refreshTokens } from '../db/schema';
import type { UserRow } from '../users/users.repository';
import { AccessTokenSigner } from './access-token';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues short-lived access tokens and rotating refresh tokens (stored as hashes). */
@Injectable()
export class TokenService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AccessTokenSigner) private readonly tokens: AccessTokenSigner,
  ) {}

  async issue(scope: Scope, user: UserRow, impersonatedBy?: string): Promise<TokenResponse> {
    const claims: AccessTokenClaims = {
      sub: user.id,
      instanceId: scope.instanceId,
      role: user.role,
      ...(impersonatedBy ? { impersonatedBy } : {}),
    };
    const accessToken = this.tokens.sign(claims, this.config.jwt.accessTtl);
    const refreshToken = randomBytes(32).toString('base64url');
    await scope.tx.insert(refreshTokens).values({
      instanceId: scope.instanceId,
      userId: user.id,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + this.config.jwt.refreshTtl * 1000),
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: this.config.jwt.accessTtl,
      refresh_token: refreshToken,
    };
  }

  /** Takes a refresh token (once: it is revoked) and returns its user id, or null when not valid. */
  async consumeRefresh(scope: Scope, refreshToken: string): Promise<string | null> {
    const [row] = await scope.tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.instanceId, scope.instanceId),
          eq(refreshTokens.tokenHash, sha256(refreshToken)),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: refreshTokens.userId });
    return row?.userId ?? null;
  }
}
