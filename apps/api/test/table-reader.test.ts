import { eq } from 'drizzle-orm';
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
