import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  resolveDateFilter,
  type DateFilterValue,
  type FilterKeyOf,
  type FilterKindOf,
  type FilterValueByKind,
  type ListDefinition,
  type ListQuery,
  type SortKeyOf,
  type TextFilterValue,
} from '@fieldwork/contracts';

/** What a filter's SQL may depend on besides its value: the clock and the instance's time zone. */
export interface ListContext {
  now: Date;
  timeZone: string;
  /** Who asks (null when anonymous): "include me" and "mine" filters read it. */
  actorId: string | null;
}

/** One filter's condition for its parsed value; every value goes to PostgreSQL as a parameter. */
export type FilterSql<V> = (value: V, ctx: ListContext) => SQL;

/** A sort key's column, an expression, or several of them in order. */
export type SortSql = AnyColumn | SQL | readonly (AnyColumn | SQL)[];

/**
 * How one list's request becomes SQL. Typed over the list's definition: a filter or a sort key the
 * definition declares without its SQL here does not compile, nor does SQL for one it does not.
 */
export interface ListSql<D extends ListDefinition> {
  def: D;
  sorts: { [S in SortKeyOf<D>]: SortSql };
  filters: { [K in FilterKeyOf<D>]: FilterSql<FilterValueByKind[FilterKindOf<D, K>]> };
  /** The search box's condition; required when the definition has a search box. */
  search?: (text: string) => SQL;
  /** A unique column ordered after the sort, so that pages never share or skip a row. */
  tiebreak: AnyColumn;
}

/** Declares a list's SQL, checked once when the module loads. */
export function defineListSql<D extends ListDefinition>(mapping: ListSql<D>): ListSql<D> {
  if (mapping.def.search && !mapping.search) throw new Error(`List ${mapping.def.name}: a search box without its SQL`);
  return mapping;
}

export interface CompiledList {
  where: SQL;
  orderBy: SQL[];
}

/**
 * The WHERE and ORDER BY of a parsed request: the caller's own conditions (tenant, visibility)
 * and each filter's, then the sort and the tiebreak in the same direction.
 */
export function compileListQuery<D extends ListDefinition>(
  mapping: ListSql<D>,
  query: ListQuery,
  ctx: ListContext,
  conditions: ReadonlyArray<SQL | undefined>,
): CompiledList {
  const parts: Array<SQL | undefined> = [...conditions];
  const filters = mapping.filters as Record<string, FilterSql<unknown>>;
  for (const [key, value] of Object.entries(query.filters)) {
    const build = Object.hasOwn(filters, key) ? filters[key] : undefined;
    // parseListQuery admits only declared filters, and the type above demands SQL for each.
    if (!build) throw new Error(`List ${mapping.def.name}: no SQL for filter '${key}'`);
    parts.push(build(value, ctx));
  }
  if (query.search && mapping.search) parts.push(mapping.search(query.search));

  const sorts = mapping.sorts as Record<string, SortSql>;
  const sortSql = Object.hasOwn(sorts, query.sort.key) ? sorts[query.sort.key] : undefined;
  if (!sortSql) throw new Error(`List ${mapping.def.name}: no SQL for sort '${query.sort.key}'`);
  const direction = query.sort.dir === 'desc' ? desc : asc;
  const columns: ReadonlyArray<AnyColumn | SQL> = Array.isArray(sortSql) ? sortSql : [sortSql as AnyColumn | SQL];
  return {
    where: and(...parts) ?? sql`true`,
    orderBy: [...columns.map((c) => direction(c)), direction(mapping.tiebreak)],
  };
}

/** LIKE's wildcards and its escape character, escaped: a search for "100%" finds "100%". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Small builders, one per kind of filter. */
export const filterSql = {
  /** radio, select: the column equals the chosen value. */
  equals:
    (column: AnyColumn): FilterSql<string> =>
    (value) =>
      eq(column, value),

  /** checkbox, auto-select, search-select: the column is one of the chosen values. */
  anyOf:
    (column: AnyColumn): FilterSql<string[]> =>
    (values) =>
      inArray(column, values),

  /** A checkbox whose options name groups of stored values (file kinds: image is jpeg and png). */
  anyOfGroups:
    (column: AnyColumn, groups: Readonly<Record<string, readonly string[]>>): FilterSql<string[]> =>
    (values) =>
      inArray(column, [...new Set(values.flatMap((v) => (Object.hasOwn(groups, v) ? groups[v] : [])))]),

  /** user: the column holds one of the chosen users' ids (checked as uuids by the parser). */
  userIds:
    (column: AnyColumn): FilterSql<string[]> =>
    (ids) =>
      inArray(column, ids),

  /** text: the column contains the value, case-insensitively, with LIKE's wildcards taken literally. */
  contains:
    (column: AnyColumn): FilterSql<TextFilterValue> =>
    (value) =>
      ilike(column, `%${escapeLike(value.value)}%`),

  /** date: the column falls in the preset's or range's days, in the instance's time zone: [from, to). */
  during:
    (column: AnyColumn): FilterSql<DateFilterValue> =>
    (value, ctx) => {
      const interval = resolveDateFilter(value, ctx.now, { timeZone: ctx.timeZone });
      if (!interval) return sql`false`;
      return and(interval.from ? gte(column, interval.from) : undefined, interval.to ? lt(column, interval.to) : undefined) ?? sql`true`;
    },

  /** multi step: each given step's column equals its value (a target kind, then which one). */
  steps:
    (...columns: AnyColumn[]): FilterSql<string[]> =>
    (values) =>
      and(...values.map((v, i) => eq(columns[i], v))) ?? sql`true`,
};

/** The search box over several columns: any of them contains the text. */
export function searchAny(...columns: Array<AnyColumn | SQL>): (text: string) => SQL {
  return (text) => or(...columns.map((c) => ilike(c, `%${escapeLike(text)}%`))) ?? sql`false`;
}
