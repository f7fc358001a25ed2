import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** All SQL on users. Every method takes the tenant scope first. */
@Injectable()
export class UsersRepository {
  async findByEmail(scope: Scope, email: string): Promise<UserRow | null> {
    const [row] = await scope.tx
      .select()
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.email, email)))
      .limit(1);
    return row ?? null;
  }

  async findById(scope: Scope, id: string): Promise<UserRow | null> {
    const [row] = await scope.tx
      .select()
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id)))
      .limit(1);
    return row ?? null;
  }
}
