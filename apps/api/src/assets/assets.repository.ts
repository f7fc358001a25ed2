import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { assets, blueprintMarkings, users } from '../db/schema';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = Omit<typeof assets.$inferInsert, 'instanceId'>;

export interface AssetFilter {
  target?: string;
  targetIds?: string[];
  ownerId?: string;
  search?: string;
  ids?: string[];
  /** Private assets are listed only for this user (their own) unless `allPrivate`. */
  viewerId: string;
  allPrivate: boolean;
}

/** All SQL on assets. Every method takes the tenant scope first. */
@Injectable()
export class AssetsRepository {
  async insertMany(scope: Scope, rows: NewAssetRow[]): Promise<AssetRow[]> {
    if (rows.length === 0) return [];
    return scope.tx
      .insert(assets)
      .values(rows.map((r) => ({ ...r, instanceId: scope.instanceId })))
      .returning();
  }

  /** One asset; `forUpdate` locks the row until the transaction ends (for a change). */
  async findById(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<AssetRow | null> {
    const query = scope.tx
      .select()
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), eq(assets.id, id)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  async findByIds(scope: Scope, ids: string[]): Promise<AssetRow[]> {
    if (ids.length === 0) return [];
    return scope.tx
      .select()
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), inArray(assets.id, ids)));
  }

  async page(scope: Scope, filter: AssetFilter, offset: number, limit: number): Promise<{ rows: AssetRow[]; total: number }> {
    const where = this.where(scope, filter);
    const [rows, [{ total }]] = await Promise.all([
      scope.tx.select().from(assets).where(where).orderBy(desc(assets.createdAt), desc(assets.id)).limit(limit).offset(offset),
      scope.tx.select({ total: count() }).from(assets).where(where),
    ]);
    return { rows, total };
  }

  async update(scope: Scope, id: string, patch: Partial<NewAssetRow>): Promise<AssetRow> {
    const [row] = await scope.tx
      .update(assets)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(assets.instanceId, scope.instanceId), eq(assets.id, id)))
      .returning();
    return row;
  }

  async delete(scope: Scope, id: string): Promise<void> {
    await scope.tx.delete(assets).where(and(eq(assets.instanceId, scope.instanceId), eq(assets.id, id)));
  }

  /** Whether blueprint markings refer to the file (then it may not be rotated, replaced or deleted). */
  async isMarked(scope: Scope, id: string): Promise<boolean> {
    const [row] = await scope.tx
      .select({ id: blueprintMarkings.id })
      .from(blueprintMarkings)
      .where(and(eq(blueprintMarkings.instanceId, scope.instanceId), eq(blueprintMarkings.fileAssetId, id)))
      .limit(1);
    return Boolean(row);
  }

  async userExists(scope: Scope, userId: string): Promise<boolean> {
    const [row] = await scope.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, userId)))
      .limit(1);
    return Boolean(row);
  }

  private where(scope: Scope, f: AssetFilter): SQL {
    const parts: Array<SQL | undefined> = [eq(assets.instanceId, scope.instanceId)];
    if (f.target) parts.push(eq(assets.target, f.target));
    if (f.targetIds?.length) parts.push(inArray(assets.targetId, f.targetIds));
    if (f.ownerId) parts.push(eq(assets.ownerId, f.ownerId));
    if (f.ids) parts.push(inArray(assets.id, f.ids));
    if (f.search) parts.push(ilike(assets.originalName, `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
    if (!f.allPrivate) {
      parts.push(or(eq(assets.private, false), eq(assets.ownerId, f.viewerId), eq(assets.uploadedBy, f.viewerId)));
    }
    return and(...parts)!;
  }
}
