import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { executePrepared } from './prepared';
import type { RawRow, Scope } from './unit-of-work';

/**
 * The rows of one table read with hand-written SQL, mapped as drizzle maps them. For the
 * statements every request runs (the token check's user), where building the query with drizzle's
 * builder cost more CPU than everything else the statement does; everything else uses the builder.
 * The select list and the mapping are worked out once per table.
 */
export class TableReader<T extends PgTable> {
  /** The table's columns, quoted, in the order drizzle declares them: `"id", "instance_id", ...`. */
  readonly columns: SQL;
  /** The same list as text, for a statement written out whole (a read that travels with a transaction's set-up). */
  readonly columnList: string;
  private readonly mapping: Array<[key: string, name: string, decode: (value: unknown) => unknown]>;

  constructor(table: T) {
    const entries = Object.entries(getTableColumns(table));
    this.mapping = entries.map(([key, column]) => [key, column.name, (value: unknown) => column.mapFromDriverValue(value)]);
    this.columnList = entries.map(([, column]) => `"${column.name}"`).join(', ');
    this.columns = sql.raw(this.columnList);
  }

  /**
   * Runs `query` (which selects `this.columns`) in the scope and maps its rows; given a `name`, as
   * that prepared statement (db/prepared.ts).
   */
  async rows(scope: Scope, query: SQL, name?: string): Promise<Array<T['$inferSelect']>> {
    if (name !== undefined) return this.map(await executePrepared(scope, name, query));
    const result = (await scope.tx.execute(query)) as unknown as { rows: RawRow[] };
    return this.map(result.rows);
  }

  /** The driver's rows of a statement that selects `this.columns`, mapped as drizzle maps them. */
  map(rows: RawRow[]): Array<T['$inferSelect']> {
    return rows.map((raw) => {
      const row: Record<string, unknown> = {};
      for (const [key, name, decode] of this.mapping) {
        const value = raw[name];
        row[key] = value === null || value === undefined ? null : decode(value);
      }
      return row as T['$inferSelect'];
    });
  }
}
