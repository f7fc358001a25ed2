import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** All SQL on users. Every method takes the tenant scope first. */
@Injectable()
export class UsersRepository {
  /**
   * Users read in a transaction, by id: the request's token check loads its user, and the use
   * case that asks for the same row (GET /v2/users/me) gets it without a second round trip. A
   * write to users must forget the transaction's rows (see `forget`).
   */
  private readonly read = new WeakMap<Scope, Map<string, UserRow | null>>();

  async findByEmail(scope: Scope, email: string): Promise<UserRow | null> {
    const [row] = await scope.tx
      .select()
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.email, email)))
      .limit(1);
    return row ?? null;
  }

  async findById(scope: Scope, id: string): Promise<UserRow | null> {
    const seen = this.read.get(scope);
    if (seen?.has(id)) return seen.get(id)!;
    const [row] = await scope.tx
      .select()
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id)))
      .limit(1);
    if (seen) seen.set(id, row ?? null);
    else this.read.set(scope, new Map([[id, row ?? null]]));
    return row ?? null;
  }

  /** Forgets what this transaction read of users: call after writing to them. */
  forget(scope: Scope): void {
    this.read.delete(scope);
  }
}
