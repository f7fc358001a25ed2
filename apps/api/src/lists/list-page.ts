import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP, type ListQuery } from '@fieldwork/contracts';
import type { Scope } from '../db/database';

export interface ListPageRows<Row> {
  rows: Row[];
  /** Matching rows: counted up to LIST_COUNT_CAP, the planner's estimate past it. */
  total: number;
  totalExact: boolean;
}

export interface ListPageSource<Row> {
  query: ListQuery;
  /** The table the matching rows are counted in, and the WHERE that matches them. */
  table: PgTable;
  where: SQL;
  /** The page's rows: the list's own select with the same WHERE and its ORDER BY. */
  rows: (limit: number, offset: number) => Promise<Row[]>;
}

/**
 * One page of a list and how many rows match (ADR 0025). The rows come first: a short page says
 * the total by itself. Otherwise the matching rows are counted, but only up to LIST_COUNT_CAP + 1
 * (a count over a LIMIT subquery stops early); past the cap the total says "more than that" (at
 * least one row past the page, so a full page always has a next one) and `totalExact` is false.
 */
export async function listPageRows<Row>(scope: Scope, source: ListPageSource<Row>): Promise<ListPageRows<Row>> {
  const { limit, page } = source.query;
  const offset = (page - 1) * limit;
  const rows = await source.rows(limit, offset);
  if (rows.length < limit && (rows.length > 0 || offset === 0)) {
    return { rows, total: offset + rows.length, totalExact: true };
  }
  const matching = scope.tx.select({ one: sql`1`.as('one') }).from(source.table).where(source.where);
  const [{ n }] = await scope.tx.select({ n: count() }).from(matching.limit(LIST_COUNT_CAP + 1).as('matching'));
  if (n <= LIST_COUNT_CAP) return { rows, total: n, totalExact: true };
  // Past the cap: "more than the cap", and always one page beyond a full page so the next one can
  // be asked for. (The planner's estimate was tried and dropped: under row-level security it
  // misjudges the tenant's share of the table by orders of magnitude, for one more round trip.)
  return { rows, total: Math.max(n, rows.length === limit ? offset + limit + 1 : offset + rows.length), totalExact: false };
}

/** The page as the wire has it: the spec's counters and whether the total was counted. */
export function toListPage<T>(docs: T[], result: Pick<ListPageRows<unknown>, 'total' | 'totalExact'>, query: ListQuery) {
  return {
    docs,
    totalDocs: result.total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(result.total / query.limit)),
    totalExact: result.totalExact,
  };
}
