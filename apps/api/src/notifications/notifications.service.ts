import { Inject, Injectable } from '@nestjs/common';
import { clampPageSize, toPage, type PageQuery } from '@fieldwork/contracts';
import { Database } from '../db/database';
import type { AuthUser } from '../tenancy/instance.types';
import { NotificationsRepository, type NotificationRow } from './notifications.repository';

const toWire = (n: NotificationRow) => ({
  _id: n.id,
  message: n.message,
  date: n.createdAt.toISOString(),
  icon: n.icon,
  idProject: n.idProject,
  intIdJob: n.intIdJob,
  idJobType: n.idJobType,
  read: n.readAt !== null,
});

/** The bell: the signed-in user's notifications, newest first, and marking them read. */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(NotificationsRepository) private readonly repo: NotificationsRepository,
  ) {}

  list(user: AuthUser, query: PageQuery) {
    const limit = clampPageSize(query.page_size);
    return this.db.tenant(user.instanceId, async (scope) => {
      const { rows, total, unread } = await this.repo.page(scope, user.id, (query.page - 1) * limit, limit);
      return { ...toPage(rows.map(toWire), total, query.page, limit), unread };
    });
  }

  async markAllRead(user: AuthUser): Promise<{ success: true }> {
    await this.db.tenant(user.instanceId, (scope) => this.repo.markAllRead(scope, user.id));
    return { success: true };
  }
}
