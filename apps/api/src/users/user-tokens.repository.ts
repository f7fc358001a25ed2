import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { userTokens } from '../db/schema';

export type UserTokenPurpose = 'invitation' | 'password_reset';
export type UserTokenRow = typeof userTokens.$inferSelect;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The tokens mailed to users (ADR 0028): stored as hashes, used once, expiring. */
@Injectable()
export class UserTokensRepository {
  /** A new token for the user; the older unused ones of the same purpose are spent. Returns the token's text. */
  async issue(scope: Scope, userId: string, purpose: UserTokenPurpose, ttlSeconds: number, now = new Date()): Promise<string> {
    await this.spendAll(scope, userId, purpose, now);
    const token = randomBytes(32).toString('base64url');
    await scope.tx.insert(userTokens).values({
      instanceId: scope.instanceId,
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    });
    return token;
  }

  /**
   * The token's row when it exists for this purpose, whatever its state; the caller tells an
   * expired or used one from a good one. Locked for the rest of the transaction when `forUpdate`.
   */
  async find(scope: Scope, token: string, purpose: UserTokenPurpose, opts: { forUpdate?: boolean } = {}): Promise<UserTokenRow | null> {
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
    const query = scope.tx
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.instanceId, scope.instanceId), eq(userTokens.tokenHash, sha256(token)), eq(userTokens.purpose, purpose)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Whether the row can still be used at `now`. */
  static usable(row: UserTokenRow, now = new Date()): boolean {
    return row.usedAt === null && row.expiresAt.getTime() > now.getTime();
  }

  async spend(scope: Scope, id: string, now = new Date()): Promise<void> {
    await scope.tx.update(userTokens).set({ usedAt: now }).where(and(eq(userTokens.instanceId, scope.instanceId), eq(userTokens.id, id)));
  }

  /** Spends every unused token of the user (of one purpose, or all). */
  async spendAll(scope: Scope, userId: string, purpose?: UserTokenPurpose, now = new Date()): Promise<void> {
    await scope.tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(userTokens.instanceId, scope.instanceId),
          eq(userTokens.userId, userId),
          purpose ? eq(userTokens.purpose, purpose) : undefined,
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, now),
        ),
      );
  }
}
