import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { displayName, type DomainEvent } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { EventHandlers } from '../events/event-handlers';
import { UsersRepository } from '../users/users.repository';
import { NotificationsRepository, type NewNotificationRow } from './notifications.repository';

const APP_NAMES: Record<string, string> = { files: 'Files', projects: 'Projects', skills: 'Skills', blueprints: 'Blueprints', client: 'Client' };

/**
 * The bell is fed from domain events: a file someone uploaded for you or deleted of yours, and
 * an app switched on or off (for the other admins). Each notification remembers its event, so a
 * redelivered event notifies no one twice.
 */
@Injectable()
export class BellHandlers implements OnModuleInit {
  constructor(
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
    @Inject(NotificationsRepository) private readonly notifications: NotificationsRepository,
    @Inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.handlers.on({ name: 'bell.asset_uploaded', event: 'asset_uploaded', handle: (s, e) => this.assetUploaded(s, e) });
    this.handlers.on({ name: 'bell.asset_deleted', event: 'asset_deleted', handle: (s, e) => this.assetDeleted(s, e) });
    this.handlers.on({ name: 'bell.toggle_changed', event: 'toggle_changed', handle: (s, e) => this.toggleChanged(s, e) });
  }

  private async assetUploaded(scope: Scope, event: DomainEvent<'asset_uploaded'>): Promise<void> {
    const { ownerId, uploadedBy, originalName } = event.payload;
    if (!ownerId || ownerId === uploadedBy) return;
    const actor = await this.actorName(scope, uploadedBy);
    await this.notify(scope, event, [ownerId], { actor, name: originalName }, `${actor} uploaded ${originalName} for you`, 'upload');
  }

  private async assetDeleted(scope: Scope, event: DomainEvent<'asset_deleted'>): Promise<void> {
    const { ownerId, originalName } = event.payload;
    if (!ownerId || ownerId === event.actorId) return;
    const actor = await this.actorName(scope, event.actorId);
    await this.notify(scope, event, [ownerId], { actor, name: originalName }, `${actor} deleted your file ${originalName}`, 'delete');
  }

  private async toggleChanged(scope: Scope, event: DomainEvent<'toggle_changed'>): Promise<void> {
    const { toggleId, isActive } = event.payload;
    const admins = await this.notifications.userIdsWithRoles(scope, ['sys_admin', 'business_admin'], event.actorId);
    const actor = await this.actorName(scope, event.actorId);
    const app = APP_NAMES[toggleId] ?? toggleId;
    const text = `${actor} switched the ${app} app ${isActive ? 'on' : 'off'}`;
    await this.notify(scope, event, admins, { actor, app: toggleId, state: isActive ? 'on' : 'off' }, text, 'apps');
  }

  private notify(scope: Scope, event: DomainEvent, userIds: string[], params: Record<string, string>, message: string, icon: string) {
    const rows: NewNotificationRow[] = userIds.map((userId) => ({
      userId,
      message,
      icon,
      type: event.type,
      params,
      eventId: Number(event.id),
    }));
    return this.notifications.insertMany(scope, rows);
  }

  private async actorName(scope: Scope, userId: string | null): Promise<string> {
    const user = userId ? await this.users.findById(scope, userId) : null;
    return user ? displayName({ name: { first: user.firstName, last: user.lastName }, email: user.email }) : 'Someone';
  }
}
