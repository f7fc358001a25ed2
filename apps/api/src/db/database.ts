import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { UnitOfWork, type Db, type LazyClient, type OpenTransaction, type RawRow, type Scope, type TransactionOpener } from './unit-of-work';

export type { Db, RawRow, Scope, SetupRead } from './unit-of-work';
export type DbDriver = 'postgres' | 'pglite';

export const MIGRATIONS_FOLDER = resolve(__dirname, '..', '..', 'drizzle');
const logger = new Logger('Database');
/** A uuid, in any case: what the tenant set-up and set-up reads inline, and nothing else. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PGlite's folder in DATA_DIR. */
export const EMBEDDED_FOLDER = 'pglite';

/**
 * The embedded database serves one user (a newcomer's laptop, a demo), while PostgreSQL's defaults
 * size its caches for a server: smaller buffers keep `npm start` idle under 350 MB.
 */
const PGLITE_OPTIONS = {
  postgresqlconf: ['shared_buffers=16MB', 'wal_buffers=1MB', 'work_mem=2MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB'],
};

/** The statement that makes a transaction the tenant's: fieldwork_app, with app.instance_id set for it only. */
function tenantSetup(instanceId: string): string {
  // Inlined so that BEGIN and the set-up travel as one simple query (one round trip); a uuid is all it can be.
  if (!UUID.test(instanceId)) throw new Error('A tenant transaction needs an instance id');
  return `SELECT set_config('role', 'fieldwork_app', true), set_config('app.instance_id', '${instanceId.toLowerCase()}', true)`;
}

/** Owns the connection (node-postgres pool or PGlite) and the two ways in: tenant and privileged. */
export class Database {
  /** Tenant transactions opened so far: tests prove a request opens at most one. */
  transactionsOpened = 0;

  private constructor(
    readonly driver: DbDriver,
    private readonly db: Db,
    private readonly opener: TransactionOpener,
    private readonly closeFn: () => Promise<void>,
    private readonly migrateFn: () => Promise<void>,
  ) {}

  /**
   * PostgreSQL when a URL is given, PGlite in `dataDir` (or in memory for ':memory:') otherwise;
   * `embeddedFolder` is PGlite's folder in it (EMBEDDED_FOLDER unless a new one is being made).
   */
  static async open(opts: { url: string | null; dataDir?: string; poolSize?: number; embeddedFolder?: string }): Promise<Database> {
    if (opts.url) {
      const { Pool } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
      // An idle connection the server ends (a restart, a terminated backend) must not crash the process: the pool replaces it.
      pool.on('error', (error) => logger.warn(`PostgreSQL ended an idle connection: ${error.message}`));
      const opener: TransactionOpener = {
        async open(instanceId, read) {
          // One simple query, so one round trip: BEGIN, the set-up and the read the set-up carries.
          const setup = `BEGIN; ${tenantSetup(instanceId)}${read === undefined ? '' : `; ${read}`}`;
          const client = await pool.connect();
          let setupRows: RawRow[] = [];
          try {
            const results = (await client.query(setup)) as unknown as Array<{ rows: RawRow[] }>;
            if (read !== undefined) setupRows = results[results.length - 1]!.rows;
          } catch (error) {
            client.release(error as Error);
            throw error;
          }
          return pgTransaction(client, setupRows);
        },
        drizzle: (client: LazyClient) => drizzle(client as never) as unknown as Db,
      };
      return new Database(
        'postgres',
        drizzle(pool) as unknown as Db,
        opener,
        () => pool.end(),
        async () => {
          // One replica migrates at a time; the others wait and then find nothing to do.
          const client = await pool.connect();
          try {
            await client.query('SELECT pg_advisory_lock(727274)');
            await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
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
    // Trigram indexes serve the lists' "contains" filters and search (migration 0005).
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const options = { ...PGLITE_OPTIONS, extensions: { pg_trgm } };
    let client: InstanceType<typeof PGlite>;
    if (!opts.dataDir || opts.dataDir === ':memory:') {
      client = new PGlite(options);
    } else {
      const dir = join(opts.dataDir, opts.embeddedFolder ?? EMBEDDED_FOLDER);
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir, options);
    }
    await client.waitReady;
    const db = drizzle(client);
    const opener: TransactionOpener = {
      open: (instanceId, read) => pgliteTransaction(client, tenantSetup(instanceId), read),
      drizzle: (lazy: LazyClient) => drizzle(lazy as never) as unknown as Db,
    };
    return new Database(
      'pglite',
      db as unknown as Db,
      opener,
      () => client.close(),
      () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
  }

  /** Whether the embedded database of `dataDir` has not been created yet (its first start is to come). */
  static embeddedIsNew(dataDir: string): boolean {
    return dataDir !== ':memory:' && !existsSync(join(dataDir, EMBEDDED_FOLDER, 'PG_VERSION'));
  }

  /** Applies the SQL migration files in drizzle/ that have not run yet. */
  migrate(): Promise<void> {
    return this.migrateFn();
  }

  /**
   * A unit of work for the tenant `instanceId`: one transaction under row-level security, opened
   * on its first query. A request has one (see RequestScopeInterceptor); the caller ends it.
   */
  unit(instanceId: string): UnitOfWork {
    if (!UUID.test(instanceId)) throw new Error('A tenant transaction needs an instance id');
    return new UnitOfWork(instanceId, this.counting);
  }

  private readonly counting: TransactionOpener = {
    open: (instanceId, read) => {
      this.transactionsOpened += 1;
      return this.opener.open(instanceId, read);
    },
    drizzle: (client) => this.opener.drizzle(client),
  };

  /** Runs `fn` in a unit of its own (background work, seeds, tests), committed when it returns. */
  tenant<T>(instanceId: string, fn: (scope: Scope) => Promise<T>): Promise<T> {
    return this.unit(instanceId).run(fn);
  }

  /**
   * The one explicit path around row-level security, as the owner: resolving a host before a
   * tenant is known, seeding, migrations, schedulers and sys_admin's cross-instance screens.
   * Never call it while a unit of work of the same request is open: PGlite has one connection.
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

interface PgClient {
  query(...args: unknown[]): Promise<unknown>;
  release(error?: Error | boolean): void;
}

/** An open node-postgres transaction on a pooled client; the client goes back to the pool when it ends. */
function pgTransaction(client: PgClient, setupRows: RawRow[]): OpenTransaction {
  let ended = false;
  const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
    if (ended) return;
    ended = true;
    try {
      await client.query(statement);
    } catch (error) {
      // A connection whose state is unknown is not handed to the next request.
      client.release(error as Error);
      throw error;
    }
    client.release();
  };
  return {
    setupRows,
    query: (...args) => (ended ? Promise.reject(new Error('The transaction has ended')) : client.query(...args)),
    commit: () => end('COMMIT'),
    rollback: () => end('ROLLBACK'),
  };
}

interface PgliteLike {
  transaction<T>(fn: (tx: { query(...args: unknown[]): Promise<unknown> }) => Promise<T>): Promise<T>;
}

const ROLLED_BACK = Symbol('rolled back');

/**
 * PGlite has one connection: its transaction() holds it for the whole unit, and the unit ends it
 * by settling the callback (normally to commit, by throwing to roll back).
 */
function pgliteTransaction(client: PgliteLike, setup: string, read: string | undefined): Promise<OpenTransaction> {
  return new Promise((resolveOpen, rejectOpen) => {
    let finish!: (commit: boolean) => void;
    const finished = new Promise<boolean>((r) => (finish = r));
    let opened = false;
    const done = client.transaction(async (tx) => {
      await tx.query(setup);
      // In-process: the read goes on its own, there is no round trip to share.
      const setupRows = read === undefined ? [] : ((await tx.query(read)) as { rows: RawRow[] }).rows;
      opened = true;
      resolveOpen({
        setupRows,
        query: (...args) => tx.query(...args),
        commit: async () => {
          finish(true);
          await done;
        },
        rollback: async () => {
          finish(false);
          await done.catch((error: unknown) => {
            if (error !== ROLLED_BACK) throw error;
          });
        },
      });
      if (!(await finished)) throw ROLLED_BACK;
    });
    done.catch((error: unknown) => {
      if (!opened) rejectOpen(error);
    });
  });
}
