import { Inject, Injectable } from '@nestjs/common';
import {
  canBeReinvited,
  can,
  displayName,
  isRole,
  MESSAGES,
  passwordProblems,
  userStateOf,
  type InviteBody,
  type InviteReply,
  type RegisterBody,
  type ReinviteBody,
  type ResetPasswordBody,
  type Role,
} from '@fieldwork/contracts';
import { authorize, enforce, type AnyCaller, type Caller } from '../access/caller';
import { AssetsService } from '../assets/assets.service';
import { PasswordResetLimiter } from '../auth/password-reset-limiter';
import { PasswordService } from '../auth/password.service';
import { TokenService } from '../auth/token.service';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Scope } from '../db/database';
import { EventsService } from '../events/events.service';
import { Mailer } from '../mail/mailer.service';
import { ProjectsService } from '../projects/projects.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { instanceBaseUrl } from '../tenancy/instance-url';
import type { ResolvedInstance } from '../tenancy/instance.types';
import { ResponseFloor } from './response-floor';
import { UserTokensRepository, type UserTokenPurpose } from './user-tokens.repository';
import { UsersRepository, type UserRow } from './users.repository';
import { notificationKeysOf, UsersService } from './users.service';

/** Invitation links live a week, reset links an hour (ADR 0028). */
export const INVITATION_TTL_S = 7 * 24 * 3600;
export const RESET_TTL_S = 3600;

const invitationExpired = () => new AppError('invitation_expired', MESSAGES.invitationExpired);
const resetLinkExpired = () => new AppError('reset_link_expired', MESSAGES.resetLinkExpired);

/**
 * The account flows of spec 1 sections 4.3 and 7.3: invitations (POST /v2/users, re-invite,
 * confirm, /custom_signup) and the forgotten password. The public calls answer a stranger
 * nothing about which addresses have accounts (ADR 0028).
 */
@Injectable()
export class AccountsService {
  /** forgot_password answers after the same time for known and unknown addresses. */
  private readonly forgotFloor = new ResponseFloor();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(UserTokensRepository) private readonly tokens: UserTokensRepository,
    @Inject(PasswordService) private readonly passwords: PasswordService,
    @Inject(PasswordResetLimiter) private readonly resetLimiter: PasswordResetLimiter,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(UsersService) private readonly usersService: UsersService,
    @Inject(TokenService) private readonly sessions: TokenService,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
    @Inject(AssetsService) private readonly assets: AssetsService,
    @Inject(ProjectsService) private readonly projects: ProjectsService,
  ) {}

  /** POST /v2/users: invites someone with a role the caller may give; a removed user's address brings their row back. */
  async invite(caller: Caller, body: InviteBody): Promise<InviteReply> {
    const { scope } = caller;
    authorize(caller, 'user.invite', { role: body.role });
    const clientProjects = await this.clientProjectsOfInvite(caller, body);
    const existing = await this.users.findByEmailWithRemoved(scope, body.email);
    if (existing && !existing.removedAt) throw alreadyAUser();
    const now = new Date();
    const invitation = { role: body.role, companies: body.companies, invitedBy: caller.actor.id, invitedAt: now };
    const user = existing
      ? await this.users.reinstateInvited(scope, existing.id, invitation)
      : await this.users.insertInvited(scope, body.email, invitation);
    if (!user) throw alreadyAUser();
    // A removed client invited again gets the projects of this invitation, not their old ones.
    if (body.role === 'client' || existing) await this.projects.setClientProjects(caller, user.id, clientProjects);
    await this.sendInvitation(caller, user, now);
    await this.events.emit(scope, {
      type: 'user_invited',
      aggregate: { type: 'user', id: user.id },
      payload: { userId: user.id, email: user.email, role: roleOf(user) },
      actor: caller.actor,
    });
    return { ...(await this.usersService.rowFor(caller, user)), message: MESSAGES.successfullyInvited };
  }

  /**
   * A client is invited to at least one project (spec 1 section 5: the wizard's finish stays
   * disabled until one is chosen), each a project of this instance; only clients have client projects.
   */
  private async clientProjectsOfInvite(caller: Caller, body: InviteBody): Promise<string[]> {
    const issue = (message: string) => new AppError('validation_failed', message, [{ path: 'client_projects', message }]);
    if (body.role !== 'client') {
      if (body.client_projects.length > 0) throw issue('Only clients have client projects');
      return [];
    }
    if (body.client_projects.length === 0) throw issue(MESSAGES.clientProjectsRequired);
    return this.projects.clientProjectIds(caller, body.client_projects);
  }

  /**
   * POST /v2/users/reinvite: a new invitation (the older one spent) for each address. One that
   * no user has, or whose user may not be invited again, refuses the whole call.
   */
  async reinvite(caller: Caller, body: ReinviteBody): Promise<{ success: true; message: string; invited: number }> {
    const { scope } = caller;
    const emails = [...new Set(body.data.map((entry) => entry.email))];
    const now = new Date();
    for (const email of emails) {
      const user = await this.users.findByEmail(scope, email);
      // Said only to staff, who may list the instance's users anyway (ADR 0028).
      if (!user) throw new AppError('not_found', MESSAGES.emailNotFound, { email });
      const subject = { id: user.id, role: roleOf(user), confirmed: user.confirmed, verified: user.verified };
      const decision = can(caller.actor, 'user.reinvite', subject, caller.policy);
      if (!decision.allowed && decision.reason === 'invalid_target' && !canBeReinvited(user)) throw cannotReinvite(email);
      enforce(decision);
      // A banned user could not use the invitation.
      if (user.banned) throw cannotReinvite(email);
      await this.users.recordInvitation(scope, user.id, caller.actor.id, now);
      await this.sendInvitation(caller, user, now);
      await this.events.emit(scope, {
        type: 'user_reinvited',
        aggregate: { type: 'user', id: user.id },
        payload: { userId: user.id, email: user.email, role: roleOf(user) },
        actor: caller.actor,
      });
    }
    return { success: true, message: MESSAGES.userReinvited, invited: emails.length };
  }

  /**
   * PUT /v2/users/register. With the token of an invitation (/custom_signup) the invited account
   * gets its password and is confirmed. Without one (/signup) it is refused: no instance setting
   * opens sign-up to strangers, so accounts are made by invitation only.
   */
  async register(caller: AnyCaller, body: RegisterBody): Promise<{ success: true; confirmed: boolean }> {
    const { scope } = caller;
    assertActive(caller.instance);
    if (!body.token) {
      throw new AppError('forbidden', 'Accounts on this site are made by invitation: ask an administrator to invite you', {
        reason: 'invitation_only',
      });
    }
    const now = new Date();
    const user = await this.userOfToken(scope, body.token, 'invitation', now);
    if (!user || user.email !== body.email) throw invitationExpired();
    if (body.avatar && !(await this.assets.ownsImage(scope, user.id, body.avatar))) {
      throw new AppError('validation_failed', 'Invalid request', [{ path: 'avatar', message: 'Not an image of this account' }]);
    }
    await this.users.acceptInvitation(scope, user.id, {
      passwordHash: await this.passwords.hash(body.password),
      ...(body.name ? { firstName: body.name.first, lastName: body.name.last } : {}),
      ...(body.phoneNumber !== undefined ? { phoneNumber: body.phoneNumber || null } : {}),
      ...(body.avatar ? { avatarAssetId: body.avatar } : {}),
    });
    await this.tokens.spendAll(scope, user.id, 'invitation', now);
    const actor = { id: user.id };
    const aggregate = { type: 'user' as const, id: user.id };
    await this.events.emit(scope, { type: 'password_changed', aggregate, payload: { userId: user.id, via: 'invitation' }, actor });
    await this.events.emit(scope, { type: 'user_confirmed', aggregate, payload: { userId: user.id, email: user.email }, actor });
    return { success: true, confirmed: true };
  }

  /**
   * PUT /v2/users/confirm/{token}: the address of an invitation's link is proven. An account that
   * already has its password is confirmed and the link spent; an invited one still chooses its
   * password on /custom_signup with the same link, so the link stays good for that.
   */
  async confirm(caller: AnyCaller, token: string): Promise<{ success: true; email: string }> {
    const { scope } = caller;
    assertActive(caller.instance);
    const now = new Date();
    const user = await this.userOfToken(scope, token, 'invitation', now);
    if (!user) throw invitationExpired();
    const complete = user.passwordHash !== null;
    await this.users.confirmAddress(scope, user.id, { confirmed: complete });
    if (complete) {
      await this.tokens.spendAll(scope, user.id, 'invitation', now);
      await this.events.emit(scope, {
        type: 'user_confirmed',
        aggregate: { type: 'user', id: user.id },
        payload: { userId: user.id, email: user.email },
        actor: { id: user.id },
      });
    }
    return { success: true, email: user.email };
  }

  /**
   * POST /v2/users/forgot_password: a reset link for an active account, and for any other address
   * the very same answer after the very same time (ADR 0028). A banned, removed or not yet
   * confirmed user gets no mail.
   */
  async forgotPassword(caller: AnyCaller, email: string, ip: string): Promise<{ success: true; message: string }> {
    const { scope, instance } = caller;
    assertActive(instance);
    const startedAt = performance.now();
    await this.resetLimiter.consume(ip, instance.id, email);
    const user = await this.users.findByEmail(scope, email);
    const active = user !== null && userStateOf(user) === 'active';
    if (active) {
      const token = await this.tokens.issue(scope, user.id, 'password_reset', RESET_TTL_S);
      const link = `${this.baseUrl(instance)}/reset_password?token=${token}`;
      // The reset mail is the system's forgot_password e-mail: sent unless the user switched it off.
      const { settings } = await this.instances.get(scope);
      await this.mailer.sendIfWanted(
        scope,
        { to: user.email, template: 'password_reset', params: { link } },
        { userKeys: notificationKeysOf(user, settings), key: 'general_system_forgot_password_email' },
      );
      await this.events.emit(scope, {
        type: 'password_reset_requested',
        aggregate: { type: 'user', id: user.id },
        payload: { userId: user.id },
        actor: { id: user.id },
      });
    }
    this.forgotFloor.pad(scope, startedAt, active);
    return { success: true, message: MESSAGES.resetLinkSent };
  }

  /** GET /v2/users/forgot_password/validate_token/{token}: whether the reset page may ask for a new password. */
  async validateResetToken(caller: AnyCaller, token: string): Promise<{ valid: boolean }> {
    assertActive(caller.instance);
    const user = await this.userOfToken(caller.scope, token, 'password_reset', new Date());
    return { valid: user !== null };
  }

  /**
   * PUT /v2/users/forgot_password/reset_password/{token}: the new password, checked against the
   * account's address too; the link and every other reset link of the user are spent and their
   * sessions end.
   */
  async resetPassword(caller: AnyCaller, token: string, body: ResetPasswordBody): Promise<{ success: true; message: string }> {
    const { scope } = caller;
    assertActive(caller.instance);
    const now = new Date();
    const user = await this.userOfToken(scope, token, 'password_reset', now);
    if (!user) throw resetLinkExpired();
    const rules = passwordProblems(body.password, { email: user.email });
    if (rules.length > 0) {
      throw new AppError('validation_failed', MESSAGES.invalidPassword, [{ path: 'password', message: MESSAGES.invalidPassword, rules }]);
    }
    await this.users.setPassword(scope, user.id, await this.passwords.hash(body.password));
    await this.tokens.spendAll(scope, user.id, 'password_reset', now);
    await this.sessions.revokeAllOf(scope, [user.id]);
    await this.events.emit(scope, {
      type: 'password_changed',
      aggregate: { type: 'user', id: user.id },
      payload: { userId: user.id, via: 'reset' },
      actor: { id: user.id },
    });
    return { success: true, message: MESSAGES.passwordChanged };
  }

  /**
   * The user a mailed link still works for: the token of this instance and purpose, unused and
   * in time (locked until the transaction ends), of a user who is neither removed nor banned, and
   * for a reset an active one. Null otherwise, whatever the reason.
   */
  private async userOfToken(scope: Scope, token: string, purpose: UserTokenPurpose, now: Date): Promise<UserRow | null> {
    const row = await this.tokens.find(scope, token, purpose, { forUpdate: true });
    if (!row || !UserTokensRepository.usable(row, now)) return null;
    const user = await this.users.findById(scope, row.userId);
    if (!user || user.banned) return null;
    if (purpose === 'password_reset' && userStateOf(user) !== 'active') return null;
    return user;
  }

  /** A new invitation link (the older ones spent) mailed to the user, from the caller. */
  private async sendInvitation(caller: Caller, user: UserRow, now: Date): Promise<void> {
    const { scope } = caller;
    const token = await this.tokens.issue(scope, user.id, 'invitation', INVITATION_TTL_S, now);
    const inviter = await this.users.findById(scope, caller.actor.id);
    const inviterName = inviter ? displayName({ name: { first: inviter.firstName, last: inviter.lastName }, email: inviter.email }) : caller.instance.name;
    const link = `${this.baseUrl(caller.instance)}/custom_signup?token=${token}&email=${encodeURIComponent(user.email)}`;
    await this.mailer.send(scope, { to: user.email, template: 'invitation', params: { inviterName, link, role: roleOf(user) } });
  }

  private baseUrl(instance: ResolvedInstance): string {
    return instanceBaseUrl(instance.host, this.config);
  }
}

function roleOf(row: UserRow): Role {
  return isRole(row.role) ? row.role : 'inspector';
}

/** The public calls answer on an inactive instance as sign-in does. */
function assertActive(instance: ResolvedInstance): void {
  if (!instance.active) throw new AppError('instance_inactive', MESSAGES.instanceInactive);
}

function alreadyAUser(): AppError {
  return new AppError('conflict', 'A user with this e-mail address already exists');
}

function cannotReinvite(email: string): AppError {
  return new AppError('cannot_reinvite', MESSAGES.cannotReinvite, { email });
}

