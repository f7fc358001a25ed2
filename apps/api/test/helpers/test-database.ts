import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Database } from '../../src/db/database';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this test's own database, or null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: its own PostgreSQL database when DATABASE_URL is
 * set (dropped afterwards), an in-memory PGlite otherwise.
 */
export async function createTestDatabase(driver: 'env' | 'pglite' | 'postgres' = 'env'): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  const usePostgres = driver === 'postgres' || (driver === 'env' && Boolean(baseUrl));
  if (!usePostgres) {
    const database = await Database.open({ url: null, dataDir: ':memory:' });
    await database.migrate();
    return { database, url: null, drop: () => database.close() };
  }
  if (!baseUrl) throw new Error('DATABASE_URL is needed for a PostgreSQL test database');
  const name = `fw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await Database.open({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
