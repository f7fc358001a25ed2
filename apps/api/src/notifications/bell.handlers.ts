import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { displayName, type DomainEvent, type Role } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { EventHandlers } from '../events/event-handlers';
import { UsersRepository } from '../users/users.repository';
import { NotificationsRepository, type NewNotificationRow } from './notifications.repository';

const ROLE_NAMES: Record<Role, string> = {
  sys_admin: 'system administrator',
  business_admin: 'business administrator',
  project_manager: 'project manager',
  inspector: 'inspector',
  client: 'client',
};

const APP_NAMES: Record<string, string> = { files: 'Files', projects: 'Projects', skills: 'Skills', blueprints: 'Blueprints', client: 'Client' };

/**
 * The bell is fed from domain events: a file someone uploaded for you or deleted of yours, an
 * app switched on or off (for the other admins), an invitation you sent accepted, your role
 * changed. Each notification remembers its event, so a
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
    this.handlers.on({ name: 'bell.user_confirmed', event: 'user_confirmed', handle: (s, e) => this.userConfirmed(s, e) });
    this.handlers.on({ name: 'bell.user_role_changed', event: 'user_role_changed', handle: (s, e) => this.roleChanged(s, e) });
  }

  /** The person who sent the invitation hears that it was accepted. */
  private async userConfirmed(scope: Scope, event: DomainEvent<'user_confirmed'>): Promise<void> {
    const user = await this.users.findById(scope, event.payload.userId);
    if (!user?.invitedBy || user.invitedBy === user.id) return;
    const name = displayName({ name: { first: user.firstName, last: user.lastName }, email: user.email });
    await this.notify(scope, event, [user.invitedBy], { name }, `${name} accepted your invitation`, 'user');
  }

  /** A user hears that their role changed, and from whom. */
  private async roleChanged(scope: Scope, event: DomainEvent<'user_role_changed'>): Promise<void> {
    const { userId, to } = event.payload;
    if (userId === event.actorId) return;
    const actor = await this.actorName(scope, event.actorId);
    await this.notify(scope, event, [userId], { actor, role: to }, `${actor} changed your role to ${ROLE_NAMES[to]}`, 'user');
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
