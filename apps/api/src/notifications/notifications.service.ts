import { Inject, Injectable } from '@nestjs/common';
import type { AppNotification, ListQuery, NotificationPage, Success } from '@fieldwork/contracts';
import { ListContexts } from '../lists/list-context';
import { toListPage } from '../lists/list-page';
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
  constructor(
    @Inject(NotificationsRepository) private readonly repo: NotificationsRepository,
    @Inject(ListContexts) private readonly lists: ListContexts,
  ) {}

  async list(caller: Caller, query: ListQuery): Promise<NotificationPage> {
    const page = await this.repo.page(caller.scope, caller.actor.id, query, await this.lists.of(caller));
    return { ...toListPage(page.rows.map(toWire), page, query), unread: page.unread };
  }

  async markAllRead(caller: Caller): Promise<Success> {
    await this.repo.markAllRead(caller.scope, caller.actor.id);
    return { success: true };
  }
}
