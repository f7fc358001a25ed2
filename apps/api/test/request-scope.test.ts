import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.factory';
import { assets, users } from '../src/db/schema';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/** What the request's own transaction checks of a token's user, whenever it opens. */
describe('the token check inside the request transaction', () => {
  let ctx: TestContext;
  let demo: TestInstance;

  beforeAll(async () => {
    ctx = await TestContext.start();
    demo = await ctx.newInstance();
  });
  afterAll(() => ctx?.close());

  const setUser = (user: TestUser, patch: Partial<typeof users.$inferInsert>) =>
    ctx.db.tenant(demo.id, (scope) => scope.tx.update(users).set(patch).where(eq(users.id, user.id)));

  it('a user banned after signing in is refused on the next call, an upload included, and nothing is stored', async () => {
    const inspector = await ctx.newUser(demo, { role: 'inspector' });
    const { access_token: token } = await ctx.login(inspector);
    await setUser(inspector, { banned: true });
    const me = await ctx.request(demo, { method: 'GET', url: '/v2/users/me', as: token });
    expect(me.statusCode).toBe(403);
    expect(me.json().code).toBe('user_banned');
    const body = multipart([{ filename: 'late.png', content: await files.png(8, 8) }]);
    const upload = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: token });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().code).toBe('user_banned');
    const stored = await ctx.db.privileged((db) => db.select().from(assets).where(eq(assets.uploadedBy, inspector.id)));
    expect(stored).toEqual([]);
    const leftovers = await readdir(join(ctx.config.storageDir, 'assets', demo.id)).catch(() => [] as string[]);
    expect(leftovers).toEqual([]);
  });

  it('a user whose role changed must refresh: the old token is refused, the refreshed one carries the new role', async () => {
    const manager = await ctx.newUser(demo, { role: 'project_manager' });
    const session = await ctx.login(manager);
    expect((await ctx.request(demo, { method: 'GET', url: '/v2/asset', as: session.access_token })).statusCode).toBe(200);
    await setUser(manager, { role: 'inspector' });
    const stale = await ctx.request(demo, { method: 'GET', url: '/v2/asset', as: session.access_token });
    expect(stale.statusCode).toBe(401);
    const refreshed = await ctx.request(demo, {
      method: 'POST',
      url: '/v2/users/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
        client_id: ctx.config.oauthClient.id,
        client_secret: ctx.config.oauthClient.secret,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const asInspector = await ctx.request(demo, { method: 'GET', url: '/v2/asset', as: refreshed.json().access_token });
    expect(asInspector.statusCode).toBe(403);
    expect(asInspector.json().details).toEqual({ reason: 'role' });
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('the instance state cache across replicas (Redis)', () => {
  let ctx: TestContext;
  let demo: TestInstance;

  beforeAll(async () => {
    ctx = await TestContext.start();
    demo = await ctx.newInstance();
  });
  afterAll(() => ctx?.close());

  it("a toggle switched on one replica is seen by another's anonymous bootstrap at once", async () => {
    const replica = await createApp(ctx.config, ctx.db);
    await replica.init();
    await replica.getHttpAdapter().getInstance().ready();
    try {
      const fromReplica = async () =>
        (await replica.inject({ method: 'GET', url: '/v2/apps/bootstrap', headers: { host: demo.host } })).json().toggles;
      expect(await fromReplica()).toContainEqual({ toggleId: 'games', isActive: false });
      const admin = await ctx.newUser(demo, { role: 'business_admin' });
      const res = await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/games', as: admin, payload: { isActive: true } });
      expect(res.statusCode).toBe(200);
      const start = Date.now();
      while (!(await fromReplica()).some((t: { toggleId: string; isActive: boolean }) => t.toggleId === 'games' && t.isActive)) {
        if (Date.now() - start > 2000) throw new Error('the replica still shows the old toggle after 2 s');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await replica.close();
    }
  });
});
