import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Role } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { notifications, users } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = Omit<typeof notifications.$inferInsert, 'instanceId' | 'id'>;

/** All SQL on notifications. Every method takes the tenant scope first. */
@Injectable()
export class NotificationsRepository {
  async page(scope: Scope, userId: string, offset: number, limit: number) {
    const mine = and(eq(notifications.instanceId, scope.instanceId), eq(notifications.userId, userId));
    const [rows, [{ total }], [{ unread }]] = await Promise.all([
      scope.tx.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset),
      scope.tx.select({ total: count() }).from(notifications).where(mine),
      scope.tx.select({ unread: count() }).from(notifications).where(and(mine, isNull(notifications.readAt))),
    ]);
    return { rows, total, unread };
  }

  async markAllRead(scope: Scope, userId: string): Promise<void> {
    await scope.tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.instanceId, scope.instanceId), eq(notifications.userId, userId), isNull(notifications.readAt)));
  }

  /** Adds notifications; one already made for the same event and user is not made again. */
  async insertMany(scope: Scope, rows: NewNotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    await scope.tx
      .insert(notifications)
      .values(rows.map((r) => ({ ...r, instanceId: scope.instanceId })))
      .onConflictDoNothing();
  }

  /** Ids of the instance's users with one of `roles`, but `except`. */
  async userIdsWithRoles(scope: Scope, roles: Role[], except: string | null): Promise<string[]> {
    const rows = await scope.tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.instanceId, scope.instanceId),
          inArray(users.role, roles),
          eq(users.banned, false),
          except ? ne(users.id, except) : undefined,
        ),
      );
    return rows.map((r) => r.id);
  }
}
