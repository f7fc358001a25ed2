import { Injectable } from '@nestjs/common';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { IMAGE_KINDS, ROLES, usersList, type ListQuery, type Role, type UserState } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { assets, refreshTokens, users } from '../db/schema';
import { TableReader } from '../db/table-reader';
import { listPageRows, type ListPageRows } from '../lists/list-page';
import { compileListQuery, defineListSql, filterSql, searchAny, type ListContext } from '../lists/list-sql';

/** A user's state as SQL (contracts' userStateOf): banned, else active once confirmed, else invited. */
const STATE_SQL: Record<UserState, SQL> = {
  banned: sql`${users.banned}`,
  active: sql`(not ${users.banned} and ${users.confirmed})`,
  invited: sql`(not ${users.banned} and not ${users.confirmed})`,
};

/** GET /v2/users: the users grid and the people pickers as SQL. */
const usersListSql = defineListSql({
  def: usersList,
  sorts: {
    name: [users.firstName, users.lastName],
    email: users.email,
    // The role order of spec 1 section 6 (sys_admin first), the states as active, invited, banned.
    role: sql`array_position(${sql.raw(`ARRAY[${ROLES.map((r) => `'${r}'`).join(',')}]::text[]`)}, ${users.role})`,
    state: sql`case when ${users.banned} then 2 when ${users.confirmed} then 0 else 1 end`,
    createdAt: users.createdAt,
  },
  filters: {
    role: filterSql.anyOf(users.role),
    state: (states) => or(...states.map((state) => STATE_SQL[state as UserState])) ?? sql`false`,
    // Skills come with their own issue; until a user can hold one, no user has the chosen skill.
    skill: () => sql`false`,
    include_me: (value, ctx) => (value === 'false' && ctx.actorId ? ne(users.id, ctx.actorId) : sql`true`),
    excludeRoles: (roles) => notInArray(users.role, roles),
  },
  // First name, last name, e-mail, and the full name as it is shown ("Avery Adm").
  search: searchAny(users.firstName, users.lastName, users.email, sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`),
  tiebreak: users.id,
});

export type UserRow = typeof users.$inferSelect;

/** What an invitation records on the user (POST /v2/users). */
export interface InvitationValues {
  role: Role;
  companies: string[];
  invitedBy: string;
  invitedAt: Date;
}

/** Every signed-in request loads its user: that statement is written out (see TableReader). */
const usersReader = new TableReader(users);

/** All SQL on users. Every method takes the tenant scope first. */
@Injectable()
export class UsersRepository {
  /**
   * Users read in a transaction, by id: the request's token check loads its user, and the use
   * case that asks for the same row (GET /v2/users/me) gets it without a second round trip. A
   * write to users must forget the transaction's rows (see `forget`).
   */
  private readonly read = new WeakMap<Scope, Map<string, UserRow | null>>();

  async findByEmail(scope: Scope, email: string): Promise<UserRow | null> {
    const [row] = await scope.tx
      .select()
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.email, email), isNull(users.removedAt)))
      .limit(1);
    return row ?? null;
  }

  /** A user who has not been removed (ADR 0028): removed users sign in no more and leave every list. */
  async findById(scope: Scope, id: string): Promise<UserRow | null> {
    const seen = this.read.get(scope);
    if (seen?.has(id)) return seen.get(id)!;
    const [row] = await usersReader.rows(
      scope,
      sql`select ${usersReader.columns} from users where instance_id = ${scope.instanceId} and id = ${id} and removed_at is null limit 1`,
    );
    if (seen) seen.set(id, row ?? null);
    else this.read.set(scope, new Map([[id, row ?? null]]));
    return row ?? null;
  }

  /** A page of the instance's users as the request asks. */
  async page(scope: Scope, query: ListQuery, ctx: ListContext): Promise<ListPageRows<UserRow>> {
    const { where, orderBy } = compileListQuery(usersListSql, query, ctx, [eq(users.instanceId, scope.instanceId), isNull(users.removedAt)]);
    return listPageRows(scope, {
      query,
      table: users,
      where,
      rows: (limit, offset) => scope.tx.select().from(users).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    });
  }

  /** Forgets what this transaction read of users: call after writing to them. */
  forget(scope: Scope): void {
    this.read.delete(scope);
  }

  // Accounts

  /** A user by e-mail, removed or not: inviting a removed user's address brings the row back (ADR 0028). */
  async findByEmailWithRemoved(scope: Scope, email: string): Promise<UserRow | null> {
    const [row] = await scope.tx
      .select()
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.email, email)))
      .limit(1);
    return row ?? null;
  }

  /** A new invited user; null when the address was taken meanwhile (two invitations at once). */
  async insertInvited(scope: Scope, email: string, invitation: InvitationValues): Promise<UserRow | null> {
    const [row] = await scope.tx
      .insert(users)
      .values({ instanceId: scope.instanceId, email, ...invitation, confirmed: false, verified: false })
      .onConflictDoNothing({ target: [users.instanceId, users.email] })
      .returning();
    this.forget(scope);
    return row ?? null;
  }

  /**
   * A removed user invited again: back in the lists as invited, with no password until they
   * accept the new invitation. Their name, profile and history stay. Null when not removed (any more).
   */
  async reinstateInvited(scope: Scope, id: string, invitation: InvitationValues): Promise<UserRow | null> {
    const [row] = await scope.tx
      .update(users)
      .set({
        ...invitation,
        removedAt: null,
        passwordHash: null,
        confirmed: false,
        verified: false,
        banned: false,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id), isNotNull(users.removedAt)))
      .returning();
    this.forget(scope);
    return row ?? null;
  }

  /** Who sent the latest invitation, and when (POST /v2/users/reinvite). */
  async recordInvitation(scope: Scope, id: string, invitedBy: string, invitedAt: Date): Promise<void> {
    await scope.tx
      .update(users)
      .set({ invitedBy, invitedAt, updatedAt: sql`now()` })
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id)));
    this.forget(scope);
  }

  /** An invitation accepted (/custom_signup): the password and what the user typed; confirmed and verified. */
  async acceptInvitation(
    scope: Scope,
    id: string,
    values: { passwordHash: string; firstName?: string; lastName?: string; phoneNumber?: string | null; avatarAssetId?: string },
  ): Promise<void> {
    await scope.tx
      .update(users)
      .set({ ...values, confirmed: true, verified: true, updatedAt: sql`now()` })
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id)));
    this.forget(scope);
  }

  /** The address proven by a mailed link: verified, and confirmed too when `confirmed`. */
  async confirmAddress(scope: Scope, id: string, opts: { confirmed: boolean }): Promise<void> {
    await scope.tx
      .update(users)
      .set({ verified: true, ...(opts.confirmed ? { confirmed: true } : {}), updatedAt: sql`now()` })
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id)));
    this.forget(scope);
  }

  async setPassword(scope: Scope, id: string, passwordHash: string): Promise<void> {
    await scope.tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id)));
    this.forget(scope);
  }

  /** Ends the user's sessions: every live refresh token is revoked (an access token lives out its minutes). */
  async revokeRefreshTokens(scope: Scope, userId: string, now = new Date()): Promise<void> {
    await scope.tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.instanceId, scope.instanceId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /** Whether the asset is an image of this instance that the user owns: the only avatar a newcomer may name. */
  async ownsImage(scope: Scope, userId: string, assetId: string): Promise<boolean> {
    const [row] = await scope.tx
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), eq(assets.id, assetId), eq(assets.ownerId, userId), inArray(assets.kind, [...IMAGE_KINDS])))
      .limit(1);
    return Boolean(row);
  }
}
