import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PasswordService } from '../src/auth/password.service';
import { users } from '../src/db/schema';
import { createInstance, createUser } from '../src/seed/instance-factory';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const drivers: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const opened: TestDatabase[] = [];
/** Drizzle wraps the database's error; the reason is in its cause. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return `${err.message} ${err.cause?.message ?? ''}`;
  }
  return 'no failure';
}

afterAll(async () => {
  await Promise.all(opened.map((d) => d.drop()));
});

describe.each(drivers)('row-level security on %s', (driver) => {
  it('a query without a WHERE on instance_id returns only the current tenant rows', async () => {
    const t = await createTestDatabase(driver);
    opened.push(t);
    const db = t.database;
    const hash = await new PasswordService().hash('x-Pass-1');
    const a = await createInstance(db, { name: 'A', hosts: [`a-${driver}.test`] });
    const b = await createInstance(db, { name: 'B', hosts: [`b-${driver}.test`] });
    await createUser(db, a.id, { email: 'one@a.test', role: 'inspector', passwordHash: hash });
    await createUser(db, a.id, { email: 'two@a.test', role: 'inspector', passwordHash: hash });
    await createUser(db, b.id, { email: 'one@b.test', role: 'inspector', passwordHash: hash });

    const seenByA = await db.tenant(a.id, ({ tx }) => tx.select({ email: users.email }).from(users));
    expect(seenByA.map((u) => u.email).sort()).toEqual(['one@a.test', 'two@a.test']);
    const seenByB = await db.tenant(b.id, ({ tx }) => tx.execute(sql`SELECT email FROM users`));
    expect((seenByB as unknown as { rows: Array<{ email: string }> }).rows.map((r) => r.email)).toEqual(['one@b.test']);
    // Instances too: a tenant sees its own row only.
    const instancesSeen = await db.tenant(a.id, ({ tx }) => tx.execute(sql`SELECT name FROM instances`));
    expect((instancesSeen as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name)).toEqual(['A']);
  });

  it('a tenant cannot write into, update or delete from another tenant', async () => {
    const t = await createTestDatabase(driver);
    opened.push(t);
    const db = t.database;
    const a = await createInstance(db, { name: 'A', hosts: [`wa-${driver}.test`] });
    const b = await createInstance(db, { name: 'B', hosts: [`wb-${driver}.test`] });
    await createUser(db, b.id, { email: 'victim@b.test', role: 'business_admin', passwordHash: null });

    expect(
      await failure(
        db.tenant(a.id, ({ tx }) => tx.insert(users).values({ instanceId: b.id, email: 'intruder@b.test', role: 'sys_admin' })),
      ),
    ).toMatch(/row-level security/);
    const updated = await db.tenant(a.id, ({ tx }) => tx.update(users).set({ role: 'client' }).returning());
    expect(updated).toHaveLength(0);
    const deleted = await db.tenant(a.id, ({ tx }) => tx.delete(users).returning());
    expect(deleted).toHaveLength(0);
    const stillThere = await db.tenant(b.id, ({ tx }) => tx.select().from(users));
    expect(stillThere.map((u) => [u.email, u.role])).toEqual([['victim@b.test', 'business_admin']]);
  });

  it('the tenant role is not a superuser, cannot bypass row-level security and cannot read hosts', async () => {
    const t = await createTestDatabase(driver);
    opened.push(t);
    const a = await createInstance(t.database, { name: 'A', hosts: [`ra-${driver}.test`] });
    const facts = await t.database.tenant(a.id, ({ tx }) =>
      tx.execute(sql`SELECT current_user AS who, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS su,
        (SELECT rolbypassrls FROM pg_roles WHERE rolname = current_user) AS bypass`),
    );
    expect((facts as unknown as { rows: unknown[] }).rows[0]).toEqual({ who: 'fieldwork_app', su: false, bypass: false });
    expect(await failure(t.database.tenant(a.id, ({ tx }) => tx.execute(sql`SELECT * FROM instance_hosts`)))).toMatch(
      /permission denied/,
    );
  });

  it('every table the tenant role can read that has an instance_id column has row-level security on', async () => {
    const t = await createTestDatabase(driver);
    opened.push(t);
    const result = await t.database.privileged((d) =>
      d.execute(sql`SELECT c.relname AS name, c.relrowsecurity AS rls
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND has_table_privilege('fieldwork_app', c.oid, 'SELECT')
          AND (EXISTS (SELECT 1 FROM information_schema.columns col WHERE col.table_schema = 'public'
                 AND col.table_name = c.relname AND col.column_name = 'instance_id') OR c.relname = 'instances')`),
    );
    const rows = (result as unknown as { rows: Array<{ name: string; rls: boolean }> }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => !r.rls).map((r) => r.name)).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL connection pool', () => {
  it('outlives the server ending an idle connection (a restart, a terminated backend)', async () => {
    const t = await createTestDatabase('postgres');
    opened.push(t);
    expect(await t.database.ping()).toBe(true);
    // The connection that answered is idle in the pool now; the server ends it.
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: t.url! });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await admin.end();
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.database.ping()).toBe(true);
  });
});
