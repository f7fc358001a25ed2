import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { usersList, type ListQuery } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { users } from '../db/schema';
import { TableReader } from '../db/table-reader';
import { listPageRows, type ListPageRows } from '../lists/list-page';
import { compileListQuery, defineListSql, filterSql, searchAny, type ListContext } from '../lists/list-sql';

/** GET /v2/users: the people pickers' list as SQL. */
const usersListSql = defineListSql({
  def: usersList,
  sorts: { name: [users.firstName, users.lastName], email: users.email, createdAt: users.createdAt },
  filters: { role: filterSql.anyOf(users.role) },
  // First name, last name, e-mail, and the full name as it is shown ("Avery Adm").
  search: searchAny(users.firstName, users.lastName, users.email, sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`),
  tiebreak: users.id,
});

export type UserRow = typeof users.$inferSelect;

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
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.email, email)))
      .limit(1);
    return row ?? null;
  }

  async findById(scope: Scope, id: string): Promise<UserRow | null> {
    const seen = this.read.get(scope);
    if (seen?.has(id)) return seen.get(id)!;
    const [row] = await usersReader.rows(
      scope,
      sql`select ${usersReader.columns} from users where instance_id = ${scope.instanceId} and id = ${id} limit 1`,
    );
    if (seen) seen.set(id, row ?? null);
    else this.read.set(scope, new Map([[id, row ?? null]]));
    return row ?? null;
  }

  /** A page of the instance's users as the request asks. */
  async page(scope: Scope, query: ListQuery, ctx: ListContext): Promise<ListPageRows<UserRow>> {
    const { where, orderBy } = compileListQuery(usersListSql, query, ctx, [eq(users.instanceId, scope.instanceId)]);
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
}
