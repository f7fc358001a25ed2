import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from './unit-of-work';

/**
 * The rows of one table read with hand-written SQL, mapped as drizzle maps them. For the
 * statements every request runs (the token check's user), where building the query with drizzle's
 * builder cost more CPU than everything else the statement does; everything else uses the builder.
 * The select list and the mapping are worked out once per table.
 */
export class TableReader<T extends PgTable> {
  /** The table's columns, quoted, in the order drizzle declares them: `"id", "instance_id", ...`. */
  readonly columns: SQL;
  private readonly mapping: Array<[key: string, name: string, decode: (value: unknown) => unknown]>;

  constructor(table: T) {
    const entries = Object.entries(getTableColumns(table));
    this.mapping = entries.map(([key, column]) => [key, column.name, (value: unknown) => column.mapFromDriverValue(value)]);
    this.columns = sql.raw(entries.map(([, column]) => `"${column.name}"`).join(', '));
  }

  /** Runs `query` (which selects `this.columns`) in the scope and maps its rows. */
  async rows(scope: Scope, query: SQL): Promise<Array<T['$inferSelect']>> {
    const result = (await scope.tx.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
    return result.rows.map((raw) => {
      const row: Record<string, unknown> = {};
      for (const [key, name, decode] of this.mapping) {
        const value = raw[name];
        row[key] = value === null || value === undefined ? null : decode(value);
      }
      return row as T['$inferSelect'];
    });
  }
}
