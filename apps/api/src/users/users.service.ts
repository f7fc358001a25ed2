import { Inject, Injectable } from '@nestjs/common';
import { isRole, isAdminRole, type ListQuery, type UserProfile, type UserSummary } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { ListContexts } from '../lists/list-context';
import { toListPage } from '../lists/list-page';
import { UsersRepository, type UserRow } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(ListContexts) private readonly lists: ListContexts,
  ) {}

  /** GET /v2/users: a page of the instance's people, as pickers show them. */
  async list(caller: Caller, query: ListQuery) {
    const page = await this.users.page(caller.scope, query, await this.lists.of(caller));
    return toListPage(page.rows.map((row) => toSummary(row, this.avatarUrl(row))), page, query);
  }

  /** GET /v2/users/me. */
  async me(caller: Caller): Promise<UserProfile> {
    const row = await this.users.findById(caller.scope, caller.actor.id);
    if (!row) throw AppError.notFound('User');
    return toProfile(row, this.avatarUrl(row));
  }

  /** A signed link, so the avatar shows in an <img> without a bearer header. */
  private avatarUrl(row: UserRow): string | null {
    if (!row.avatarAssetId) return null;
    return this.links.url({ instanceId: row.instanceId, assetId: row.avatarAssetId, rendition: 'avatar' }, { size: 'avatar' });
  }
}

/** The wire shape of a user (spec 1 section 3). */
export function toProfile(row: UserRow, avatar: string | null): UserProfile {
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
    notifications: [],
    files: [],
    language: row.language,
    created_at: row.createdAt.toISOString(),
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
