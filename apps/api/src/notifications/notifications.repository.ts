import { Injectable } from '@nestjs/common';
import { and, count, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { notificationsList, type ListQuery, type Role } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { notifications, users } from '../db/schema';
import { listPageRows } from '../lists/list-page';
import { compileListQuery, defineListSql, filterSql, type ListContext } from '../lists/list-sql';

/** GET /v2/notifications: the bell's list as SQL. */
const notificationsListSql = defineListSql({
  def: notificationsList,
  sorts: { createdAt: notifications.createdAt },
  filters: {
    read: (value) => (value === 'read' ? isNotNull(notifications.readAt) : isNull(notifications.readAt)),
    createdAt: filterSql.during(notifications.createdAt),
  },
  tiebreak: notifications.id,
});

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = Omit<typeof notifications.$inferInsert, 'instanceId' | 'id'>;

/** All SQL on notifications. Every method takes the tenant scope first. */
@Injectable()
export class NotificationsRepository {
  /** A page of the user's notifications as the request asks, and how many of all theirs are unread. */
  async page(scope: Scope, userId: string, query: ListQuery, ctx: ListContext) {
    const mine = and(eq(notifications.instanceId, scope.instanceId), eq(notifications.userId, userId));
    const { where, orderBy } = compileListQuery(notificationsListSql, query, ctx, [mine]);
    const page = await listPageRows(scope, {
      query,
      table: notifications,
      where,
      rows: (limit, offset) => scope.tx.select().from(notifications).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    });
    const [{ unread }] = await scope.tx.select({ unread: count() }).from(notifications).where(and(mine, isNull(notifications.readAt)));
    return { ...page, unread };
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
