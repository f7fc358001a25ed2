import { eq, sql } from 'drizzle-orm';
import { executePrepared } from '../src/db/prepared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { UsersRepository } from '../src/users/users.repository';
import { TestContext, type TestInstance } from './helpers/test-app';

let ctx: TestContext;
let demo: TestInstance;
let other: TestInstance;

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({ name: 'Demo' });
  other = await ctx.newInstance({ name: 'Other' });
});
afterAll(() => ctx?.close());

describe('UsersRepository.findById (hand-written SQL, mapped by TableReader)', () => {
  it('gives the row exactly as drizzle\'s own select does: dates as dates, JSON as values, nulls kept', async () => {
    const user = await ctx.newUser(demo, { role: 'project_manager' });
    await ctx.db.tenant(demo.id, (scope) =>
      scope.tx.update(users).set({ companies: ['Acme', 'שלום'], acceptedLocation: false, phoneNumber: null, language: 'he' }).where(eq(users.id, user.id)),
    );
    const repo = new UsersRepository();
    const [read, built] = await ctx.db.tenant(demo.id, async (scope) => [
      await repo.findById(scope, user.id),
      (await scope.tx.select().from(users).where(eq(users.id, user.id)))[0],
    ]);
    expect(read).toEqual(built);
    expect(read!.createdAt).toBeInstanceOf(Date);
    expect(read!.companies).toEqual(['Acme', 'שלום']);
    expect(read!.acceptedLocation).toBe(false);
    expect(read!.phoneNumber).toBeNull();
  });

  it('finds nothing of another tenant, nor an unknown id', async () => {
    const user = await ctx.newUser(demo);
    const repo = new UsersRepository();
    expect(await ctx.db.tenant(other.id, (scope) => repo.findById(scope, user.id))).toBeNull();
    expect(await ctx.db.tenant(demo.id, (scope) => repo.findById(scope, '00000000-0000-4000-8000-000000000000'))).toBeNull();
  });
});

describe('UsersRepository.findByIdWithSetup (the token check, read in the set-up round trip)', () => {
  /** The row the set-up read gives to its check, in a unit of its own. */
  const readWithSetup = async (instanceId: string, id: string) => {
    const repo = new UsersRepository();
    const unit = ctx.db.unit(instanceId);
    let got: unknown = 'not read';
    unit.onOpen(async (_scope, row) => {
      got = row;
    }, repo.findByIdWithSetup(instanceId, id));
    await unit.open();
    // The handler asking for the same user again reads nothing more.
    const again = await repo.findById(unit, id);
    await unit.commit();
    expect(again).toBe(got);
    return got;
  };

  it('gives the row exactly as drizzle\'s own select does, through the simple protocol\'s type parsers', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    await ctx.db.tenant(demo.id, (scope) => scope.tx.update(users).set({ companies: ['Acme'], invitedAt: new Date('2026-05-01T10:11:12.345Z') }).where(eq(users.id, user.id)));
    const built = await ctx.db.tenant(demo.id, async (scope) => (await scope.tx.select().from(users).where(eq(users.id, user.id)))[0]);
    const read = await readWithSetup(demo.id, user.id);
    expect(read).toEqual(built);
    expect((read as typeof built).invitedAt).toEqual(new Date('2026-05-01T10:11:12.345Z'));
  });

  it('reads nobody of another tenant, nor an id that is not a uuid (its values are inlined)', async () => {
    const user = await ctx.newUser(demo);
    expect(await readWithSetup(other.id, user.id)).toBeNull();
    expect(await readWithSetup(demo.id, `${user.id}' or true --`)).toBeNull();
    expect(new UsersRepository().findByIdWithSetup(demo.id, "x' or '1'='1").sql).not.toContain("'1'='1");
  });
});

describe('executePrepared (the statements every request sends, planned once per connection)', () => {
  it('gives the rows execute gives, and keeps one text per name', async () => {
    const user = await ctx.newUser(demo, { role: 'client' });
    const query = sql`select id, email, created_at from users where instance_id = ${demo.id} and id = ${user.id}`;
    const [prepared, plain] = await ctx.db.tenant(demo.id, async (scope) => [
      await executePrepared(scope, 'test_user_email', query),
      ((await scope.tx.execute(query)) as unknown as { rows: unknown[] }).rows,
    ]);
    expect(prepared).toEqual(plain);
    expect(prepared).toEqual([{ id: user.id, email: user.email, created_at: expect.any(String) }]);
    // Row-level security holds for a plan made under another tenant's set-up.
    expect(await ctx.db.tenant(other.id, (scope) => executePrepared(scope, 'test_user_email', query))).toEqual([]);
    await expect(ctx.db.tenant(demo.id, (scope) => executePrepared(scope, 'test_user_email', sql`select 1`))).rejects.toThrow('another text');
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('is prepared on the connection by its name (PostgreSQL)', async () => {
    const names = await ctx.db.tenant(demo.id, async (scope) => {
      await executePrepared(scope, 'test_prepared_here', sql`select 1 as one`);
      return ((await scope.tx.execute(sql`select name from pg_prepared_statements`)) as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
    });
    expect(names).toContain('test_prepared_here');
  });
});

