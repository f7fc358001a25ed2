import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstance } from '../src/seed/instance-factory';
import type { Database, Scope } from '../src/db/database';
import { instances } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { statementsDuring } from './helpers/statements';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

describe('a unit of work', () => {
  let testDb: TestDatabase;
  let db: Database;
  let instanceId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database;
    instanceId = (await createInstance(db, { name: 'Unit', hosts: ['unit.test'] })).id;
  });
  afterAll(() => testDb?.drop());

  const role = async (scope: Pick<Scope, 'tx'>) =>
    ((await scope.tx.execute(sql`SELECT current_user AS role, current_setting('app.instance_id') AS instance`)) as unknown as { rows: Array<Record<string, string>> }).rows[0];

  it('opens no transaction until its first query, then runs as the tenant', async () => {
    const before = db.transactionsOpened;
    const unit = db.unit(instanceId);
    expect(unit.opened).toBe(false);
    const who = await role(unit);
    expect(who).toEqual({ role: 'fieldwork_app', instance: instanceId });
    await unit.commit();
    expect(db.transactionsOpened - before).toBe(1);
    await db.unit(instanceId).commit();
    expect(db.transactionsOpened - before).toBe(1);
  });

  it('carries one read with its set-up, in the same round trip, and hands its rows to the check', async () => {
    const [{ id }] = (await db.tenant(instanceId, (scope) => scope.tx.select({ id: instances.id }).from(instances))) as Array<{ id: string }>;
    const got: unknown[] = [];
    const unit = db.unit(instanceId);
    unit.onOpen(
      async (_scope, name: string | null) => {
        got.push(name);
      },
      { sql: `select name, current_user as role from instances where id = '${id}'`, take: (_scope, rows) => `${String(rows[0]?.name)} as ${String(rows[0]?.role)}` },
    );
    const statements = await statementsDuring(db, async () => {
      await unit.open();
      await unit.commit();
    });
    // Read after the set-up, as the tenant: one round trip, then the commit.
    expect(got).toEqual(['Unit as fieldwork_app']);
    expect(statements).toEqual([`(begin and tenant set-up) + select name, current_user as role from instances where id = '${id}'`, 'commit']);

    const twice = db.unit(instanceId);
    const read = { sql: 'select 1', take: () => 1 };
    twice.onOpen(async () => undefined, read);
    expect(() => twice.onOpen(async () => undefined, read)).toThrow('one read');
    await twice.rollback();
  });

  it('a set-up read that fails ends the unit and gives its connection back', async () => {
    const unit = db.unit(instanceId);
    unit.onOpen(async () => undefined, { sql: 'select * from no_such_table', take: () => null });
    await expect(unit.open()).rejects.toThrow(/no_such_table/);
    await unit.rollback();
    expect(await db.tenant(instanceId, async (scope) => (await role(scope)).role)).toBe('fieldwork_app');
  });

  it('runs its open checks as its first statements, and a refusing check ends it', async () => {
    const order: string[] = [];
    const unit = db.unit(instanceId);
    unit.onOpen(async (scope) => {
      order.push(`check as ${(await role(scope)).role}`);
    });
    await unit.tx.select({ id: instances.id }).from(instances);
    order.push('query');
    await unit.commit();
    expect(order).toEqual(['check as fieldwork_app', 'query']);

    const refused = db.unit(instanceId);
    refused.onOpen(async () => {
      throw new Error('banned');
    });
    const error = await refused.tx.select().from(instances).then(() => null, (e: Error) => e);
    await refused.rollback();
    // Drizzle wraps what the check threw; the error filter unwraps it (see error.filter.ts).
    expect((error?.cause as Error | undefined)?.message).toBe('banned');
    // The connection went back: the next unit works.
    expect(await db.tenant(instanceId, async (scope) => (await role(scope)).role)).toBe('fieldwork_app');
  });

  it('runs effects after commit only, and compensations after rollback only', async () => {
    const log: string[] = [];
    await db.tenant(instanceId, async (scope) => {
      await scope.tx.update(instances).set({ name: 'Renamed' });
      scope.afterCommit(() => log.push('effect'));
      scope.onRollback(() => log.push('compensation'));
    });
    expect(log).toEqual(['effect']);
    log.length = 0;
    await expect(
      db.tenant(instanceId, async (scope) => {
        await scope.tx.update(instances).set({ name: 'Lost' });
        scope.afterCommit(() => log.push('effect'));
        scope.onRollback(() => log.push('compensation'));
        throw new Error('fails');
      }),
    ).rejects.toThrow('fails');
    expect(log).toEqual(['compensation']);
    const [row] = await db.privileged((d) => d.select({ name: instances.name }).from(instances).where(sql`id = ${instanceId}`));
    expect(row.name).toBe('Renamed');
  });
});

describe('one transaction per request', () => {
  let ctx: TestContext;
  let demo: TestInstance;
  let admin: TestUser;
  let token: string;

  beforeAll(async () => {
    // Background delivery of events would open transactions of its own while a request is counted.
    ctx = await TestContext.start({ OUTBOX_RELAY: '0' });
    demo = await ctx.newInstance();
    admin = await ctx.newUser(demo, { role: 'business_admin' });
    token = (await ctx.login(admin)).access_token;
  });
  afterAll(() => ctx?.close());

  const opened = async (request: () => Promise<{ statusCode: number }>) => {
    const before = ctx.db.transactionsOpened;
    const res = await request();
    return { status: res.statusCode, transactions: ctx.db.transactionsOpened - before };
  };

  it('the token check shares the use case transaction', async () => {
    expect(await opened(() => ctx.request(demo, { method: 'GET', url: '/v2/users/me', as: token }))).toEqual({ status: 200, transactions: 1 });
    expect(await opened(() => ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap', as: token }))).toEqual({ status: 200, transactions: 1 });
    expect(await opened(() => ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/games', as: token, payload: { isActive: true } }))).toEqual({ status: 200, transactions: 1 });
  });

  it('replacing and rotating a file run their checks and writes in one transaction', async () => {
    const body = multipart([
      { filename: 'a.png', content: await files.png(8, 8) },
      { filename: 'b.png', content: await files.png(9, 9) },
    ]);
    const up = await opened(() => ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: token }));
    expect(up).toEqual({ status: 201, transactions: 1 });
    const [a, b] = (await ctx.request(demo, { method: 'GET', url: '/v2/asset?page_size=2', as: token })).json().docs;
    expect(await opened(() => ctx.request(demo, { method: 'PATCH', url: `/v2/asset/${a.assetId}/${b.assetId}`, as: token }))).toEqual({ status: 200, transactions: 1 });
    expect(await opened(() => ctx.request(demo, { method: 'POST', url: `/v2/asset/${a.assetId}/rotate`, as: token, payload: { rotation: 90 } }))).toEqual({ status: 200, transactions: 1 });
  });

  it('an anonymous bootstrap is answered from the cache, and a settings change is seen at once', async () => {
    await ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap' });
    expect(await opened(() => ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap' }))).toEqual({ status: 200, transactions: 0 });
    await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/games', as: token, payload: { isActive: false } });
    const after = (await ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap' })).json();
    expect(after.toggles).toContainEqual({ toggleId: 'games', isActive: false });
  });
});
