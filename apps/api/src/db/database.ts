import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { schema, type Schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * A tenant's view of the database for one use case: the transaction runs as fieldwork_app with
 * app.instance_id set, so row-level security holds even where a query forgets its WHERE.
 * Repository methods take it first.
 */
export interface Scope {
  readonly tx: Tx;
  readonly instanceId: string;
}

export type DbDriver = 'postgres' | 'pglite';

export const MIGRATIONS_FOLDER = resolve(__dirname, '..', '..', 'drizzle');
const APP_ROLE = 'fieldwork_app';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Owns the connection (node-postgres pool or PGlite) and the two ways in: tenant and privileged. */
export class Database {
  private constructor(
    readonly driver: DbDriver,
    private readonly db: Db,
    private readonly closeFn: () => Promise<void>,
    private readonly migrateFn: () => Promise<void>,
  ) {}

  /** PostgreSQL when a URL is given, PGlite in `dataDir` (or in memory for ':memory:') otherwise. */
  static async open(opts: { url: string | null; dataDir?: string; poolSize?: number }): Promise<Database> {
    if (opts.url) {
      const { Pool } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
      const db = drizzle(pool, { schema }) as unknown as Db;
      return new Database(
        'postgres',
        db,
        () => pool.end(),
        async () => {
          // One replica migrates at a time; the others wait and then find nothing to do.
          const client = await pool.connect();
          try {
            await client.query('SELECT pg_advisory_lock(727274)');
            await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
            client.release();
          }
        },
      );
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    let client: InstanceType<typeof PGlite>;
    if (!opts.dataDir || opts.dataDir === ':memory:') {
      client = new PGlite();
    } else {
      const dir = join(opts.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir);
    }
    await client.waitReady;
    const db = drizzle(client, { schema }) as unknown as Db;
    return new Database(
      'pglite',
      db,
      () => client.close(),
      () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
  }

  /** Applies the SQL migration files in drizzle/ that have not run yet. */
  migrate(): Promise<void> {
    return this.migrateFn();
  }

  /** Runs `fn` in one transaction as the tenant `instanceId`, under row-level security. */
  async tenant<T>(instanceId: string, fn: (scope: Scope) => Promise<T>): Promise<T> {
    if (!UUID.test(instanceId)) throw new Error('tenant() needs an instance id');
    return this.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
      await tx.execute(sql`SELECT set_config('app.instance_id', ${instanceId}, true)`);
      return fn({ tx, instanceId });
    });
  }

  /**
   * The one explicit path around row-level security, as the owner: resolving a host before a
   * tenant is known, seeding, migrations, schedulers and sys_admin's cross-instance screens.
   */
  privileged<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    return fn(this.db);
  }

  async ping(): Promise<boolean> {
    try {
      await this.db.execute(sql`SELECT 1`);
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.closeFn();
  }
}
