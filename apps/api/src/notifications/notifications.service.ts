import { Inject, Injectable } from '@nestjs/common';
import { clampPageSize, toPage, type AppNotification, type NotificationPage, type PageQuery, type Success } from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { NotificationsRepository, type NotificationRow } from './notifications.repository';

const toWire = (n: NotificationRow): AppNotification => ({
  _id: n.id,
  message: n.message,
  type: n.type,
  params: n.params ?? {},
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
  constructor(@Inject(NotificationsRepository) private readonly repo: NotificationsRepository) {}

  async list(caller: Caller, query: PageQuery): Promise<NotificationPage> {
    const limit = clampPageSize(query.page_size);
    const { rows, total, unread } = await this.repo.page(caller.scope, caller.actor.id, (query.page - 1) * limit, limit);
    return { ...toPage(rows.map(toWire), total, query.page, limit), unread };
  }

  async markAllRead(caller: Caller): Promise<Success> {
    await this.repo.markAllRead(caller.scope, caller.actor.id);
    return { success: true };
  }
}
