import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

@Injectable()
export class NotificationsRepository {
  async page(scope: Scope, userId: string, offset: number, limit: number) {
    const mine = and(eq(notifications.instanceId, scope.instanceId), eq(notifications.userId, userId));
    const rows = await scope.tx
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt))
      .limit(limit)
      .offset(offset);
    const [{ total }] = await scope.tx.select({ total: count() }).from(notifications).where(mine);
    const [{ unread }] = await scope.tx
      .select({ unread: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt)));
    return { rows, total, unread };
  }

  async markAllRead(scope: Scope, userId: string): Promise<void> {
    await scope.tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(eq(notifications.instanceId, scope.instanceId), eq(notifications.userId, userId), isNull(notifications.readAt)),
      );
  }
}
