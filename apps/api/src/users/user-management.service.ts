import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  displayName,
  isAdminRole,
  isRole,
  NOTIFICATION_KEYS,
  userFieldValueSchema,
  userUpdateChecks,
  type ResolvedSettings,
  type Role,
  type UserDetail,
  type UserFieldDefinition,
  type UserUpdateBody,
  type UserUpdateCheck,
  type UserUpdateTarget,
} from '@fieldwork/contracts';
import { authorize, enforce, type Caller } from '../access/caller';
import { AssetsService } from '../assets/assets.service';
import { TokenService } from '../auth/token.service';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EventsService } from '../events/events.service';
import { Mailer } from '../mail/mailer.service';
import { ProjectsService } from '../projects/projects.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { instanceBaseUrl } from '../tenancy/instance-url';
import { UserTokensRepository } from './user-tokens.repository';
import { emailInUse, UsersRepository, type UserPatch, type UserRow } from './users.repository';
import { notificationKeysOf, UsersService } from './users.service';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Issue = { path: string; message: string };

/**
 * Changing users: the profile editor (PUT /v2/users/{id}), ban and unban, removal. Every rule of
 * spec 1 section 6 is a rule of the access policy, asked here on the loaded rows; each change is
 * an event with its actor (and the sys_admin behind them while impersonating).
 */
@Injectable()
export class UserManagementService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(UserTokensRepository) private readonly userTokens: UserTokensRepository,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
    @Inject(AssetsService) private readonly assets: AssetsService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(UsersService) private readonly reader: UsersService,
    @Inject(ProjectsService) private readonly projects: ProjectsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * PUT /v2/users/{id}. Editing oneself is profile.update; anyone else needs user.update, asked
   * before the row is loaded so that a caller who may edit no one learns nothing of who exists.
   * A value sent unchanged is no change (the spec's clients send the whole user back).
   */
  async update(caller: Caller, id: string, body: UserUpdateBody): Promise<UserDetail> {
    const { scope, actor } = caller;
    if (id !== actor.id) authorize(caller, 'user.update');
    const row = await this.users.findForUpdate(scope, id);
    if (!row) throw AppError.notFound('User');
    authorize(caller, 'user.read', { id: row.id });
    const { settings } = await this.instances.get(scope);
    const target = updateTarget(row, await this.projects.clientProjectIdsOf(caller, row));

    const plan = userUpdateChecks(actor.id, target, body, settings.userFields);
    if (plan.unknownFields.length > 0) {
      throw invalid('Unknown profile fields', plan.unknownFields.map((key) => ({ path: `fields.${key}`, message: 'No such profile field' })));
    }
    for (const check of specificFirst(plan.checks)) enforce(decide(caller, check));

    const { patch, changes } = await this.patchFor(caller, row, body, plan.checks, settings);
    if (patch.email !== undefined && (await this.users.emailTaken(scope, patch.email, row.id))) throw emailInUse();
    const clientProjects = await this.clientProjectsFor(caller, target, body);
    if (clientProjects) {
      await this.projects.setClientProjects(caller, row.id, clientProjects);
      changes.push('client_projects');
    }
    const updated = Object.keys(patch).length > 0 ? await this.users.update(scope, row.id, patch) : row;

    const aggregate = { type: 'user' as const, id: row.id };
    if (patch.role !== undefined) {
      // Their access token stops at its next call (the token check compares the role); no refresh renews it.
      await this.tokens.revokeAllOf(scope, [row.id]);
      await this.events.emit(scope, { type: 'user_role_changed', aggregate, payload: { userId: row.id, from: roleOf(row), to: patch.role as Role }, actor });
    }
    if (patch.email !== undefined) {
      await this.events.emit(scope, { type: 'user_email_changed', aggregate, payload: { userId: row.id, from: row.email, to: patch.email }, actor });
    }
    if (changes.length > 0) await this.events.emit(scope, { type: 'user_updated', aggregate, payload: { userId: row.id, changes }, actor });
    return this.reader.detailOf(caller, updated);
  }

  /** PUT /v2/users/ban: toggles each user's ban, all or none; a banned user's sessions end at once. */
  async ban(caller: Caller, ids: readonly string[]): Promise<{ success: true; users: Array<{ _id: string; banned: boolean }> }> {
    const { scope, actor } = caller;
    const rows = await this.loadAll(caller, ids);
    for (const row of rows) authorize(caller, 'user.ban', { id: row.id, role: roleOf(row) });
    const toggled = await this.users.toggleBanned(scope, rows.map((r) => r.id));
    await this.tokens.revokeAllOf(scope, toggled.filter((u) => u.banned).map((u) => u.id));
    const emails = new Map(rows.map((row) => [row.id, row.email]));
    const signIn = `${instanceBaseUrl(caller.instance.host, this.config)}/auth`;
    for (const user of toggled) {
      await this.events.emit(scope, {
        type: user.banned ? 'user_banned' : 'user_unbanned',
        aggregate: { type: 'user', id: user.id },
        payload: { userId: user.id },
        actor,
      });
      // They are told, in their own language, with the instance's branding (sent after the commit).
      const to = emails.get(user.id)!;
      if (user.banned) await this.mailer.send(scope, { to, template: 'account_banned', params: {} });
      else await this.mailer.send(scope, { to, template: 'account_unbanned', params: { link: signIn } });
    }
    const state = new Map(toggled.map((u) => [u.id, u.banned]));
    return { success: true, users: rows.map((row) => ({ _id: row.id, banned: state.get(row.id)! })) };
  }

  /**
   * POST /v2/users/remove (ADR 0028): the rows are marked removed, their refresh tokens revoked
   * and their mailed links spent; nothing they took part in is deleted.
   */
  async remove(caller: Caller, ids: readonly string[]): Promise<{ success: true; removed: string[] }> {
    const { scope, actor } = caller;
    const rows = await this.loadAll(caller, ids);
    for (const row of rows) authorize(caller, 'user.remove', { id: row.id, role: roleOf(row) });
    const now = new Date();
    await this.users.markRemoved(scope, rows.map((r) => r.id), now);
    await this.tokens.revokeAllOf(scope, rows.map((r) => r.id));
    for (const row of rows) {
      await this.userTokens.spendAll(scope, row.id, undefined, now);
      await this.events.emit(scope, {
        type: 'user_removed',
        aggregate: { type: 'user', id: row.id },
        payload: { userId: row.id, email: row.email, name: displayName({ name: { first: row.firstName, last: row.lastName }, email: row.email }), role: roleOf(row) },
        actor,
      });
    }
    return { success: true, removed: rows.map((r) => r.id) };
  }

  /** Every user named, locked, in the order asked; one that is not (removed, another tenant's, unknown) refuses the whole call. */
  private async loadAll(caller: Caller, ids: readonly string[]): Promise<UserRow[]> {
    const wanted = unique(ids.map((id) => id.toLowerCase()));
    const rows = await this.users.findManyForUpdate(caller.scope, wanted);
    if (rows.length !== wanted.length) throw AppError.notFound('User');
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.map((id) => byId.get(id)!);
  }

  /** What the body changes, as columns, and the names of the changed properties for `user_updated`. */
  private async patchFor(
    caller: Caller,
    row: UserRow,
    body: UserUpdateBody,
    checks: readonly UserUpdateCheck[],
    settings: ResolvedSettings,
  ): Promise<{ patch: UserPatch; changes: string[] }> {
    const patch: UserPatch = {};
    const changes: string[] = [];
    const set = <K extends keyof UserPatch>(key: K, value: UserPatch[K], change: string | null = key) => {
      patch[key] = value;
      if (change) changes.push(change);
    };
    if (body.name && (body.name.first !== row.firstName || body.name.last !== row.lastName)) {
      patch.firstName = body.name.first;
      set('lastName', body.name.last, 'name');
    }
    if (body.role !== undefined && body.role !== row.role) {
      set('role', body.role, null);
      // The in-training switch is an inspector's: it goes when the role does.
      if (body.role !== 'inspector' && row.inTraining) set('inTraining', false);
    }
    if (body.email !== undefined && body.email !== row.email.toLowerCase()) set('email', body.email, null);
    if (body.phoneNumber !== undefined && (body.phoneNumber || null) !== row.phoneNumber) set('phoneNumber', body.phoneNumber || null);
    if (body.inTraining !== undefined && body.inTraining !== row.inTraining && patch.inTraining === undefined) set('inTraining', body.inTraining);
    if (body.canManageSkills !== undefined && body.canManageSkills !== updateTarget(row, []).canManageSkills) set('canManageSkills', body.canManageSkills);
    if (body.acceptedLocation !== undefined && body.acceptedLocation !== row.acceptedLocation) set('acceptedLocation', body.acceptedLocation);
    if (body.language !== undefined && body.language !== row.language) set('language', body.language);
    if (body.companies !== undefined && !sameSet(body.companies, row.companies)) set('companies', unique(body.companies));
    if (body.avatar !== undefined) {
      const avatar = await this.avatarFor(caller, row, body.avatar);
      if (avatar !== undefined) set('avatarAssetId', avatar, 'avatar');
    }
    if (body.notifications !== undefined) {
      const on = new Set(body.notifications);
      const keys = NOTIFICATION_KEYS.filter((key) => on.has(key));
      const current = notificationKeysOf(row, settings);
      if (keys.length !== current.length || keys.some((k, i) => k !== current[i])) set('notificationKeys', keys, 'notifications');
    }
    const fieldKeys = checks.flatMap((c) => (c.action === 'userField.set' || c.action === 'userField.update' ? [c.subject.field.value] : []));
    if (fieldKeys.length > 0) {
      const fields = await this.fieldValues(caller, row, body.fields ?? {}, fieldKeys, settings.userFields);
      set('fields', fields, null);
      changes.push(...fieldKeys.map((key) => `fields.${key}`));
    }
    return { patch, changes };
  }

  /**
   * The client projects the body sets, checked as projects of this instance, when they differ from
   * the user's (the rule, user.setClientProjects, was asked with the other checks); else null.
   */
  private async clientProjectsFor(caller: Caller, target: UserUpdateTarget, body: UserUpdateBody): Promise<string[] | null> {
    if (body.client_projects === undefined || sameSet(body.client_projects.map((id) => id.toLowerCase()), target.client_projects)) return null;
    return this.projects.clientProjectIds(caller, body.client_projects);
  }

  /** The avatar column for what was sent: an asset id sets it, null clears it, the current link (any other text) is no change. */
  private async avatarFor(caller: Caller, row: UserRow, sent: string | null): Promise<string | null | undefined> {
    if (sent === null) return row.avatarAssetId === null ? undefined : null;
    if (!UUID_RE.test(sent)) return undefined;
    const id = sent.toLowerCase();
    if (id === row.avatarAssetId) return undefined;
    const image = await this.assets.avatarImage(caller, id);
    if (!image || image === 'notImage') throw invalid('Not an image of yours', [{ path: 'avatar', message: 'No such image' }]);
    return image.id;
  }

  /**
   * The profile values after the change: each changed value checked against its field (type,
   * options, columns), the users and files it names checked to exist and be readable; null clears.
   */
  private async fieldValues(
    caller: Caller,
    row: UserRow,
    sent: Readonly<Record<string, unknown>>,
    keys: readonly string[],
    definitions: readonly UserFieldDefinition[],
  ): Promise<Record<string, unknown>> {
    const next: Record<string, unknown> = { ...row.fields };
    const issues: Issue[] = [];
    const userRefs: Array<{ key: string; ids: string[] }> = [];
    const fileRefs: Array<{ key: string; ids: string[] }> = [];
    for (const key of keys) {
      const field = definitions.find((f) => f.value === key)!;
      const parsed = userFieldValueSchema(field).safeParse(sent[key]);
      if (!parsed.success) {
        issues.push(...parsed.error.issues.map((i) => ({ path: ['fields', key, ...i.path.map(String)].join('.'), message: i.message })));
        continue;
      }
      if (parsed.data === null) {
        delete next[key];
        continue;
      }
      const value = withLowercaseIds(field.type, parsed.data);
      next[key] = value;
      if (field.type === 'userSelection') userRefs.push({ key, ids: value as string[] });
      const files = filesIn(field.type, value);
      if (files.length > 0) fileRefs.push({ key, ids: files });
    }
    if (issues.length > 0) throw invalid('Invalid profile field values', issues);

    const users = await this.users.existingIds(caller.scope, userRefs.flatMap((r) => r.ids));
    const files = await this.assets.readableKinds(caller, fileRefs.flatMap((r) => r.ids));
    for (const { key, ids } of userRefs) if (ids.some((id) => !users.has(id))) issues.push({ path: `fields.${key}`, message: 'No such user' });
    for (const { key, ids } of fileRefs) if (ids.some((id) => !files.has(id))) issues.push({ path: `fields.${key}`, message: 'No such file' });
    if (issues.length > 0) throw invalid('Invalid profile field values', issues);
    return next;
  }
}

/** The user as contracts' rules compare a body with (canManageSkills always on for admins), with their client project ids. */
function updateTarget(row: UserRow, clientProjects: readonly string[]): UserUpdateTarget {
  const role = roleOf(row);
  return {
    id: row.id,
    role,
    email: row.email,
    inTraining: row.inTraining,
    canManageSkills: row.canManageSkills || isAdminRole(role),
    companies: row.companies,
    client_projects: clientProjects,
    fields: row.fields,
  };
}

/**
 * The specific rules before the general one: "a non-inspector has no in-training switch" says
 * more than "you may not edit this user", and each rule answers as the policy table has it.
 */
function specificFirst(checks: readonly UserUpdateCheck[]): UserUpdateCheck[] {
  const general = (c: UserUpdateCheck) => c.action === 'user.update' || c.action === 'profile.update';
  return [...checks.filter((c) => !general(c)), ...checks.filter(general)];
}

function decide(caller: Caller, check: UserUpdateCheck) {
  return 'subject' in check
    ? can(caller.actor, check.action, check.subject as never, caller.policy)
    : can(caller.actor, check.action, undefined, caller.policy);
}

/** A value with the user and file ids it names written as the database writes them (lowercase). */
function withLowercaseIds(type: UserFieldDefinition['type'], value: unknown): unknown {
  const lower = (ids: string[]) => ids.map((id) => id.toLowerCase());
  if (type === 'userSelection' || type === 'file') return lower(value as string[]);
  if ((type === 'textWithFiles' || type === 'boolean') && typeof value === 'object' && value !== null) {
    const withFiles = value as { files: string[] };
    return { ...withFiles, files: lower(withFiles.files) };
  }
  return value;
}

/** The asset ids a field value names. */
function filesIn(type: UserFieldDefinition['type'], value: unknown): string[] {
  if (type === 'file') return value as string[];
  if (type === 'textWithFiles') return (value as { files: string[] }).files;
  if (type === 'boolean' && typeof value === 'object' && value !== null) return (value as { files: string[] }).files;
  return [];
}

function roleOf(row: UserRow): Role {
  return isRole(row.role) ? row.role : 'inspector';
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
}

function invalid(message: string, details: Issue[]): AppError {
  return new AppError('validation_failed', message, details);
}
