import { Inject, Injectable } from '@nestjs/common';
import {
  initialNotificationKeys,
  isAdminRole,
  isRole,
  NOTIFICATION_KEYS,
  readableFieldValues,
  userFieldAccess,
  usersList,
  userStateOf,
  type FieldViewer,
  type ListQuery,
  type NotificationKey,
  type ResolvedSettings,
  type UserDetail,
  type UserProfile,
  type UserRow as UserRowWire,
  type UserSkill,
  type UsersPage,
  type UserSummary,
} from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { authorize, type Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { ListContexts } from '../lists/list-context';
import { toListPage } from '../lists/list-page';
import { ProjectsService } from '../projects/projects.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { UserSkillsService } from '../skills/user-skills.service';
import { UsersRepository, type UserRow } from './users.repository';

/** GET /v2/users serves at most the list's largest page size (100, as the spec's pickers ask). */
const MAX_USERS_PAGE = Math.max(...usersList.pageSizes);

/** Reading users: the list, one's own profile, someone's profile and their notification preferences. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(ListContexts) private readonly lists: ListContexts,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
    @Inject(ProjectsService) private readonly projects: ProjectsService,
    @Inject(UserSkillsService) private readonly skills: UserSkillsService,
  ) {}

  /** GET /v2/users: a page of the instance's people; the rows in `docs` and, for the spec's clients, in `data`. */
  async list(caller: Caller, query: ListQuery): Promise<UsersPage> {
    const capped = { ...query, limit: Math.min(query.limit, MAX_USERS_PAGE) };
    const page = await this.users.page(caller.scope, capped, await this.lists.of(caller));
    const { settings } = await this.instances.get(caller.scope);
    const skills = await this.skills.namesFor(caller, page.rows.map((row) => row.id));
    const docs = page.rows.map((row) => ({ ...toRow(row, avatarUrl(this.links, row), settings, caller.actor), skills: skills.get(row.id) ?? [] }));
    return { ...toListPage(docs, page, capped), data: docs };
  }

  /** GET /v2/users/me; while a sys_admin acts as the user, `impersonatedBy` names them. */
  async me(caller: Caller): Promise<UserProfile> {
    const row = await this.users.findById(caller.scope, caller.actor.id);
    if (!row) throw AppError.notFound('User');
    const { settings } = await this.instances.get(caller.scope);
    return {
      ...toProfile(row, avatarUrl(this.links, row), notificationKeysOf(row, settings)),
      ...(await this.projects.projectsOfUser(caller, row)),
      impersonatedBy: caller.actor.impersonatedBy ?? null,
    };
  }

  /** GET /v2/users/{id}: oneself, or anyone of the instance for staff; the field values the caller may read. */
  /** One user as the users grid lists them, as the caller may see them (the invite's reply). */
  async rowFor(caller: Caller, row: UserRow): Promise<UserRowWire> {
    const { settings } = await this.instances.get(caller.scope);
    return toRow(row, avatarUrl(this.links, row), settings, caller.actor);
  }

  async detail(caller: Caller, id: string): Promise<UserDetail> {
    return this.detailOf(caller, await this.readable(caller, id));
  }

  /** A user's profile as the caller may see it, with their client projects and projects. */
  async detailOf(caller: Caller, row: UserRow): Promise<UserDetail> {
    const { settings } = await this.instances.get(caller.scope);
    return {
      ...toDetail(row, avatarUrl(this.links, row), settings, caller.actor, await this.skills.forDetail(caller, row.id)),
      ...(await this.projects.projectsOfUser(caller, row)),
    };
  }

  /** GET /v2/users/{id}/notifications: the keys switched on (the instance's defaults until the user changes them). */
  async notifications(caller: Caller, id: string): Promise<NotificationKey[]> {
    const row = await this.readable(caller, id);
    const { settings } = await this.instances.get(caller.scope);
    return notificationKeysOf(row, settings);
  }

  /** A user the caller may see; anyone else is answered as absent, like a removed user or another tenant's. */
  private async readable(caller: Caller, id: string): Promise<UserRow> {
    const row = await this.users.findById(caller.scope, id);
    if (!row) throw AppError.notFound('User');
    authorize(caller, 'user.read', { id: row.id, confirmed: row.confirmed, valid: row.valid });
    return row;
  }
}

/** A signed link, so the avatar shows in an <img> without a bearer header. */
export function avatarUrl(links: AssetLinks, row: UserRow): string | null {
  if (!row.avatarAssetId) return null;
  return links.url({ instanceId: row.instanceId, assetId: row.avatarAssetId, rendition: 'avatar' }, { size: 'avatar' });
}

/** The user's notification preferences: what they chose, or the instance's defaults until they choose. */
export function notificationKeysOf(row: UserRow, settings: ResolvedSettings): NotificationKey[] {
  // A stored empty list is a user who switched everything off, not one who never chose.
  if (!row.notificationKeys) return initialNotificationKeys(settings.notifications);
  const on = new Set(row.notificationKeys);
  return NOTIFICATION_KEYS.filter((key) => on.has(key));
}

/**
 * Whether the viewer reads one of the user's own properties that has an entry in `userFields`
 * (the phone number): that entry says who reads it. Without an entry it goes with the profile.
 */
function coreFieldReadable(settings: ResolvedSettings, viewer: FieldViewer, userId: string, key: string): boolean {
  const field = settings.userFields.find((f) => f.value === key);
  return !field || userFieldAccess(field, viewer, userId).read;
}

/** The wire shape of a user (spec 1 section 3). */
export function toProfile(row: UserRow, avatar: string | null, notifications: readonly string[] = []): UserProfile {
  const role = isRole(row.role) ? row.role : 'inspector';
  return {
    id: row.id,
    _id: row.id,
    email: row.email,
    name: { first: row.firstName, last: row.lastName },
    role,
    imgUrl: avatar,
    avatar,
    inTraining: row.inTraining,
    greenMark: row.greenMark,
    acceptedLocation: row.acceptedLocation,
    banned: row.banned,
    confirmed: row.confirmed,
    verified: row.verified,
    valid: row.valid,
    // Managing skills is always on for business_admin and sys_admin (spec 1 section 6).
    canManageSkills: row.canManageSkills || isAdminRole(role),
    skills: [],
    companies: row.companies,
    client_projects: [],
    projects: {},
    recent_jobs: {},
    notifications: [...notifications],
    files: [],
    language: row.language,
    created_at: row.createdAt.toISOString(),
  };
}

/** A user's profile as `viewer` may see it: the phone and field values their rules allow, and the skills they may read. */
export function toDetail(
  row: UserRow,
  avatar: string | null,
  settings: ResolvedSettings,
  viewer: FieldViewer,
  skills: UserSkill[] = [],
): UserDetail {
  return {
    ...toProfile(row, avatar, notificationKeysOf(row, settings)),
    skills,
    phoneNumber: coreFieldReadable(settings, viewer, row.id, 'phoneNumber') ? row.phoneNumber : null,
    state: userStateOf(row),
    fields: readableFieldValues(settings.userFields, row.fields, viewer, row.id),
  };
}

/** A person as pickers show them. */
export function toSummary(row: UserRow, avatar: string | null): UserSummary {
  return {
    _id: row.id,
    name: { first: row.firstName, last: row.lastName },
    email: row.email,
    role: isRole(row.role) ? row.role : 'inspector',
    avatar,
  };
}

/** A user as GET /v2/users lists them (the service adds the names of their skills). */
export function toRow(row: UserRow, avatar: string | null, settings: ResolvedSettings, viewer: FieldViewer): UserRowWire {
  return {
    ...toSummary(row, avatar),
    id: row.id,
    role: isRole(row.role) ? row.role : 'inspector',
    state: userStateOf(row),
    confirmed: row.confirmed,
    verified: row.verified,
    banned: row.banned,
    inTraining: row.inTraining,
    phoneNumber: coreFieldReadable(settings, viewer, row.id, 'phoneNumber') ? row.phoneNumber : null,
    skills: [],
    created_at: row.createdAt.toISOString(),
  };
}
