import { Injectable } from '@nestjs/common';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { ListState } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { listViews } from '../db/schema';
import { escapeLike } from './list-sql';

export type ListViewRow = typeof listViews.$inferSelect;

/** All SQL on list_views (saved views and per-list defaults). Every method takes the tenant scope first. */
@Injectable()
export class ListViewsRepository {
  /** One saved view or default; `forUpdate` locks it until the transaction ends. */
  async findById(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<ListViewRow | null> {
    const query = scope.tx
      .select()
      .from(listViews)
      .where(and(eq(listViews.instanceId, scope.instanceId), eq(listViews.id, id)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  async findDefault(scope: Scope, ownerId: string, list: string): Promise<ListViewRow | null> {
    const [row] = await scope.tx
      .select()
      .from(listViews)
      .where(and(eq(listViews.instanceId, scope.instanceId), eq(listViews.ownerId, ownerId), eq(listViews.list, list), eq(listViews.kind, 'default')))
      .limit(1);
    return row ?? null;
  }

  /** Writes the user's default for the list: one per user and list (a partial unique index). */
  async upsertDefault(scope: Scope, ownerId: string, list: string, state: ListState): Promise<ListViewRow> {
    const [row] = await scope.tx
      .insert(listViews)
      .values({ instanceId: scope.instanceId, id: sql`gen_random_uuid()`, list, ownerId, kind: 'default', state })
      .onConflictDoUpdate({
        target: [listViews.instanceId, listViews.ownerId, listViews.list],
        targetWhere: sql`kind = 'default'`,
        set: { state, updatedAt: sql`now()` },
      })
      .returning();
    return row;
  }

  async deleteDefault(scope: Scope, ownerId: string, list: string): Promise<void> {
    await scope.tx
      .delete(listViews)
      .where(and(eq(listViews.instanceId, scope.instanceId), eq(listViews.ownerId, ownerId), eq(listViews.list, list), eq(listViews.kind, 'default')));
  }

  /** The list's views the user sees: their own and the shared ones, by name. */
  async visibleViews(scope: Scope, list: string, viewerId: string, search?: string): Promise<ListViewRow[]> {
    return scope.tx
      .select()
      .from(listViews)
      .where(
        and(
          eq(listViews.instanceId, scope.instanceId),
          eq(listViews.list, list),
          eq(listViews.kind, 'view'),
          or(eq(listViews.ownerId, viewerId), eq(listViews.shared, true)),
          search ? ilike(listViews.name, `%${escapeLike(search)}%`) : undefined,
        ),
      )
      .orderBy(asc(listViews.name), asc(listViews.id))
      .limit(1000);
  }

  async countOwnViews(scope: Scope, ownerId: string, list: string): Promise<number> {
    const [{ n }] = await scope.tx
      .select({ n: count() })
      .from(listViews)
      .where(and(eq(listViews.instanceId, scope.instanceId), eq(listViews.ownerId, ownerId), eq(listViews.list, list), eq(listViews.kind, 'view')));
    return n;
  }

  /** Adds a view under its id; null when the id is already taken in this tenant. */
  async insertView(scope: Scope, view: { id: string; list: string; ownerId: string; name: string; state: ListState; shared: boolean }): Promise<ListViewRow | null> {
    const [row] = await scope.tx
      .insert(listViews)
      .values({ ...view, instanceId: scope.instanceId, kind: 'view' })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async updateView(scope: Scope, id: string, patch: Partial<Pick<ListViewRow, 'name' | 'state' | 'shared'>>): Promise<ListViewRow> {
    const [row] = await scope.tx
      .update(listViews)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(listViews.instanceId, scope.instanceId), eq(listViews.id, id)))
      .returning();
    return row;
  }

  async delete(scope: Scope, id: string): Promise<void> {
    await scope.tx.delete(listViews).where(and(eq(listViews.instanceId, scope.instanceId), eq(listViews.id, id)));
  }
}
