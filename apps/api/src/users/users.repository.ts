import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLES, usersList, type ListQuery, type Role, type UserState } from '@fieldwork/contracts';
import { UUID, type Scope, type SetupRead } from '../db/database';
import { AppError } from '../common/app-error';
import { assets, outboxEvents, userSkills, users } from '../db/schema';
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
    // Users holding any of the chosen skills.
    skill: (ids) => sql`exists (select 1 from ${userSkills} where ${userSkills.userId} = ${users.id} and ${inArray(userSkills.skillId, ids)})`,
    include_me: (value, ctx) => (value === 'false' && ctx.actorId ? ne(users.id, ctx.actorId) : sql`true`),
    excludeRoles: (roles) => notInArray(users.role, roles),
  },
  // First name, last name, e-mail, and the full name as it is shown ("Avery Adm").
  search: searchAny(users.firstName, users.lastName, users.email, sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`),
  tiebreak: users.id,
});

export type UserRow = typeof users.$inferSelect;
/** What PUT /v2/users/{id} may write. */
export type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'role'
    | 'phoneNumber'
    | 'inTraining'
    | 'canManageSkills'
    | 'acceptedLocation'
    | 'language'
    | 'avatarAssetId'
    | 'companies'
    | 'fields'
    | 'notificationKeys'
  >
>;
export type ActivityRow = typeof outboxEvents.$inferSelect;

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
      'users_by_id',
    );
    return this.remember(scope, id, row ?? null);
  }

  /**
   * findById as a read that travels with the transaction's set-up (the token check: a signed-in
   * request's user costs no round trip of its own). Its values are inlined, so both must be uuids;
   * anything else reads nobody.
   */
  findByIdWithSetup(instanceId: string, id: string): SetupRead<UserRow | null> {
    const valid = UUID.test(instanceId) && UUID.test(id);
    const where = valid ? `instance_id = '${instanceId.toLowerCase()}' and id = '${id.toLowerCase()}'` : 'false';
    return {
      sql: `select ${usersReader.columnList} from users where ${where} and removed_at is null limit 1`,
      take: (scope, rows) => this.remember(scope, id, usersReader.map(rows)[0] ?? null),
    };
  }

  /** What findById found in this scope, so that the handler asking again costs nothing. */
  private remember(scope: Scope, id: string, row: UserRow | null): UserRow | null {
    const seen = this.read.get(scope);
    if (seen) seen.set(id, row);
    else this.read.set(scope, new Map([[id, row]]));
    return row;
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

  // Management

  /** A user who has not been removed, locked for the change that follows. */
  async findForUpdate(scope: Scope, id: string): Promise<UserRow | null> {
    const [row] = await scope.tx
      .select()
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id), isNull(users.removedAt)))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  /** The users among `ids` who have not been removed, locked (in id order, so two bulk changes never deadlock). */
  async findManyForUpdate(scope: Scope, ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return scope.tx
      .select()
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids]), isNull(users.removedAt)))
      .orderBy(users.id)
      .for('update');
  }

  /** The ids among `ids` of users who have not been removed (a user selection names only them). */
  async existingIds(scope: Scope, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await scope.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids]), isNull(users.removedAt)));
    return new Set(rows.map((r) => r.id));
  }

  /** Whether another user of the instance has the address; removed users too, the unique index covers them (ADR 0028). */
  async emailTaken(scope: Scope, email: string, exceptId: string): Promise<boolean> {
    const [row] = await scope.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.email, email), ne(users.id, exceptId)))
      .limit(1);
    return Boolean(row);
  }

  /** Writes a change to one user; an address another user took meanwhile is a conflict. */
  async update(scope: Scope, id: string, patch: UserPatch): Promise<UserRow> {
    this.forget(scope);
    try {
      const [row] = await scope.tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, id), isNull(users.removedAt)))
        .returning();
      if (!row) throw AppError.notFound('User');
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  }

  /** Toggles the ban of each user (PUT /v2/users/ban); returns each one's new state. */
  async toggleBanned(scope: Scope, ids: readonly string[]): Promise<Array<{ id: string; banned: boolean }>> {
    this.forget(scope);
    return scope.tx
      .update(users)
      .set({ banned: sql`not ${users.banned}`, updatedAt: new Date() })
      .where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids]), isNull(users.removedAt)))
      .returning({ id: users.id, banned: users.banned });
  }

  /** Marks users removed (ADR 0028): the rows stay for the history that names them. */
  async markRemoved(scope: Scope, ids: readonly string[], now = new Date()): Promise<void> {
    this.forget(scope);
    await scope.tx
      .update(users)
      .set({ removedAt: now, updatedAt: now })
      .where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids]), isNull(users.removedAt)));
  }

  /** Names and addresses by id, removed users too: the history shows who did what. */
  async namesOf(scope: Scope, ids: readonly string[]): Promise<Map<string, { first: string; last: string; email: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx
      .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids])));
    return new Map(rows.map(({ id, ...name }) => [id, name]));
  }

  /**
   * A user's activity feed (GET /v2/users/activities): the events they caused and the events
   * about them, newest first. The two halves are the actor and aggregate indexes of the outbox.
   * A short page tells the total by itself; otherwise the matching events are counted. Without
   * `files` the events of files are left out (their names may be private).
   */
  async activityPage(
    scope: Scope,
    userId: string,
    page: { limit: number; offset: number; files: boolean },
  ): Promise<{ rows: ActivityRow[]; total: number }> {
    const { limit, offset } = page;
    const where = and(
      eq(outboxEvents.instanceId, scope.instanceId),
      or(eq(outboxEvents.actorId, userId), and(eq(outboxEvents.aggregateType, 'user'), eq(outboxEvents.aggregateId, userId))),
      page.files ? undefined : ne(outboxEvents.aggregateType, 'asset'),
    );
    const rows = await scope.tx.select().from(outboxEvents).where(where).orderBy(desc(outboxEvents.id)).limit(limit).offset(offset);
    if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
    const [{ n }] = await scope.tx.select({ n: count() }).from(outboxEvents).where(where);
    return { rows, total: n };
  }
}

/** The answer to an address another user of the instance has (removed users keep theirs, ADR 0028). */
export function emailInUse(): AppError {
  return new AppError('conflict', 'This e-mail address is already in use');
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite raise it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
