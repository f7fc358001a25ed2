import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
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
      impersonatedBy: impersonatedBy ?? null,
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: this.config.jwt.accessTtl,
      refresh_token: refreshToken,
    };
  }

  /**
   * Takes a refresh token (once: it is revoked) and returns its user, and the sys_admin acting as
   * them when it belongs to an impersonation, or null when not valid.
   */
  async consumeRefresh(scope: Scope, refreshToken: string): Promise<{ userId: string; impersonatedBy: string | null } | null> {
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
      .returning({ userId: refreshTokens.userId, impersonatedBy: refreshTokens.impersonatedBy });
    return row ?? null;
  }

  /**
   * Revokes every live refresh token of these users (a role change, a ban, a removal): their
   * sessions cannot be renewed. Their access tokens already fail at the next call's token check.
   */
  async revokeAllOf(scope: Scope, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await scope.tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.instanceId, scope.instanceId), inArray(refreshTokens.userId, [...userIds]), isNull(refreshTokens.revokedAt)));
  }
}
