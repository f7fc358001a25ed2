import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Scope } from './unit-of-work';

/** The parts of drizzle's database object a named statement goes through (marked internal in its types). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> };
  };
}

const names = new Map<string, string>();

/**
 * Runs `query` as a named statement: on PostgreSQL each pooled connection parses and plans it
 * once, then only binds and executes it (PostgreSQL keeps a generic plan after a few runs), which
 * saves the planning of a large statement that runs on every request of a route (answering's reads
 * and writes, ADR 0041). The name is `prefix` and a hash of the text, so each variant of a
 * statement has its own. PGlite runs it as any other statement. Only for statements whose text
 * takes a bounded number of forms (every value a parameter), as each form stays prepared on each
 * connection.
 */
export async function executeNamed(scope: Scope, prefix: string, query: SQL): Promise<Array<Record<string, unknown>>> {
  const db = scope.tx as unknown as DrizzleInternals;
  const compiled = db.dialect.sqlToQuery(query);
  let name = names.get(compiled.sql);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16)}`;
    if (names.size < 1000) names.set(compiled.sql, name);
  }
  const result = (await db.session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: Array<Record<string, unknown>> };
  return result.rows;
}
