import { Injectable } from '@nestjs/common';
import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { assets, blueprintElements, blueprintMarkings, users } from '../db/schema';
import { listPageRows, type ListPageRows } from '../lists/list-page';
import { compileListQuery, type ListContext } from '../lists/list-sql';
import { filesListSql } from './files-list';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = Omit<typeof assets.$inferInsert, 'instanceId'>;

/** An asset with its uploader's name, as lists show it. */
export type ListedAssetRow = AssetRow & { uploadedByName: string | null };

/** Who lists: private files are listed only for their owner and uploader, unless `allPrivate`. */
export interface AssetViewer {
  id: string;
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

  /** A page of the files list: the request's filters, search and sort, and the visibility rule. */
  async page(scope: Scope, query: ListQuery, ctx: ListContext, viewer: AssetViewer): Promise<ListPageRows<ListedAssetRow>> {
    const { where, orderBy } = this.compile(scope, query, ctx, viewer);
    return listPageRows(scope, { query, table: assets, where, rows: (limit, offset) => this.listed(scope, where, orderBy, limit, offset) });
  }

  /** The first `limit` files the request matches, in its order (the zip's filtered mode). */
  async matching(scope: Scope, query: ListQuery, ctx: ListContext, viewer: AssetViewer, limit: number): Promise<ListedAssetRow[]> {
    const { where, orderBy } = this.compile(scope, query, ctx, viewer);
    return this.listed(scope, where, orderBy, limit, 0);
  }

  /** Uploaders' display names by id, for replies that carry one asset or a few. */
  async uploaderNames(scope: Scope, ids: Array<string | null>): Promise<Map<string, string | null>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await scope.tx
      .select({ id: users.id, name: UPLOADER_NAME })
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, wanted)));
    return new Map(rows.map((r) => [r.id, r.name]));
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

  /** Whether elements are drawn on the plan (then it may not be rotated, replaced or deleted). */
  async isMarked(scope: Scope, id: string): Promise<boolean> {
    const [row] = await scope.tx
      .select({ id: blueprintElements.id })
      .from(blueprintMarkings)
      .innerJoin(
        blueprintElements,
        and(eq(blueprintElements.instanceId, blueprintMarkings.instanceId), eq(blueprintElements.markingId, blueprintMarkings.id)),
      )
      .where(and(eq(blueprintMarkings.instanceId, scope.instanceId), eq(blueprintMarkings.fileAssetId, id)))
      .limit(1);
    return Boolean(row);
  }

  /** Drops the plan's marking records that hold no element (the editor makes one on opening a plan). */
  async deleteEmptyMarkings(scope: Scope, id: string): Promise<void> {
    await scope.tx
      .delete(blueprintMarkings)
      .where(and(eq(blueprintMarkings.instanceId, scope.instanceId), eq(blueprintMarkings.fileAssetId, id)));
  }

  async userExists(scope: Scope, userId: string): Promise<boolean> {
    const [row] = await scope.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, userId)))
      .limit(1);
    return Boolean(row);
  }

  private compile(scope: Scope, query: ListQuery, ctx: ListContext, viewer: AssetViewer) {
    return compileListQuery(filesListSql, query, ctx, [
      eq(assets.instanceId, scope.instanceId),
      viewer.allPrivate ? undefined : or(eq(assets.private, false), eq(assets.ownerId, viewer.id), eq(assets.uploadedBy, viewer.id)),
    ]);
  }

  private listed(scope: Scope, where: SQL, orderBy: SQL[], limit: number, offset: number): Promise<ListedAssetRow[]> {
    return scope.tx
      .select({ ...getTableColumns(assets), uploadedByName: UPLOADER_NAME })
      .from(assets)
      .leftJoin(users, and(eq(users.instanceId, assets.instanceId), eq(users.id, assets.uploadedBy)))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  }
}

/** A user's display name: first and last name, else the e-mail. */
const UPLOADER_NAME = sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;
