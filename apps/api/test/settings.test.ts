import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOGGLE_KEYS } from '@fieldwork/contracts';
import { notifications } from '../src/db/schema';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let admin: TestUser;
let inspector: TestUser;
let acmeAdmin: TestUser;

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({ name: 'Demo', toggles: ['files', 'projects'] });
  acme = await ctx.newInstance({ name: 'Acme', toggles: ['files'] });
  admin = await ctx.newUser(demo, { role: 'business_admin' });
  inspector = await ctx.newUser(demo, { role: 'inspector' });
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

describe('GET /v2/apps/bootstrap', () => {
  it('answers anonymously with every field and the defaults of spec 1', async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap' });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({
      instanceName: 'Demo',
      authenticated: false,
      branding: { primary: { color: { hex: '#0083c9' } } },
      settings: { default_language: 'en' },
      timezone: 'Asia/Jerusalem',
      defaultJobSort: 'created_at',
      blueprintSettings: { ratio: 360, systemUnit: 'Meters' },
      security: {
        allowInspectorDuplicate: true,
        allowErase: true,
        allowChangeStatus: true,
        allowInspectorAssign: true,
        allowInspectorManageProjects: true,
        hideSkillsFromInspector: false,
      },
      host: demo.host,
    });
    for (const key of ['menu', 'secondaryLogoUrl', 'allowedStatuses', 'statusOrder', 'projectFields', 'shiftViewByDay',
      'defaultFilterViews', 'statusTranslations', 'logoUrl', 'emailSenderName', 'notifications', 'allDay',
      'googleDriveCode', 'customTranslations', 'userFields', 'customStatuses', 'companyName']) {
      expect(b).toHaveProperty(key);
    }
    expect(b.toggles).toHaveLength(TOGGLE_KEYS.length);
    expect(b.toggles.filter((t: { isActive: boolean }) => t.isActive).map((t: { toggleId: string }) => t.toggleId).sort()).toEqual([
      'files',
      'projects',
    ]);
  });

  it("names the deployment's map services, and the content security policy lets the web reach them", async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap' });
    expect(res.json().maps).toEqual({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', geocoderUrl: 'https://nominatim.openstreetmap.org' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/nominatim\.openstreetmap\.org/);
    expect(csp).toMatch(/default-src 'self'(;|$)/);
  });

  it('answers as the user with a token, and refuses a bad token', async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap', as: inspector });
    expect(res.json().authenticated).toBe(true);
    const bad = await ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap', as: 'not-a-token' });
    expect(bad.statusCode).toBe(401);
  });

  it('built once per state and kind of caller, each caller still gets only their own kind of reply', async () => {
    const inst = await ctx.newInstance({ name: 'Drive', toggles: ['files'], settings: { googleDriveCode: 'drive-code' } });
    const [boss, worker] = [await ctx.newUser(inst, { role: 'business_admin' }), await ctx.newUser(inst, { role: 'inspector' })];
    const boot = async (as?: TestUser) => (await ctx.request(inst, { method: 'GET', url: '/v2/apps/bootstrap', ...(as ? { as } : {}) })).json();
    // Asked in turns, twice each: the cached replies never cross from one kind of caller to another.
    for (let round = 0; round < 2; round++) {
      const [asBoss, asWorker, anonymous] = [await boot(boss), await boot(worker), await boot()];
      expect(asBoss.googleDriveCode).toBe('drive-code');
      expect(asWorker.googleDriveCode).toBeNull();
      expect(asWorker.userFields.length).toBeGreaterThan(0);
      expect(anonymous.authenticated).toBe(false);
      expect(anonymous.userFields).toEqual([]);
      expect(anonymous.googleDriveCode).toBeNull();
    }
  });
});

describe('feature toggles', () => {
  it('lists every key for any signed-in user', async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/v2/apps/toggles', as: inspector });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: { toggleId: string }) => t.toggleId)).toEqual([...TOGGLE_KEYS]);
  });

  it('an admin switches an app; bootstrap and the active flag follow at once', async () => {
    const token = (await ctx.login(admin)).access_token;
    const put = await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/skills', as: token, payload: { isActive: true } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ toggleId: 'skills', isActive: true });
    const active = await ctx.request(demo, { method: 'GET', url: '/v2/apps/skills/active', as: token });
    expect(active.json()).toEqual({ toggleId: 'skills', isActive: true });
    const boot = await ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap', as: token });
    expect(boot.json().toggles).toContainEqual({ toggleId: 'skills', isActive: true });
    await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/skills', as: token, payload: { isActive: false } });
    const after = await ctx.request(demo, { method: 'GET', url: '/v2/apps/skills/active', as: token });
    expect(after.json().isActive).toBe(false);
  });

  it('refuses an inspector, an unknown key and a body that is not a boolean', async () => {
    const asInspector = await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/files', as: inspector, payload: { isActive: false } });
    expect(asInspector.statusCode).toBe(403);
    expect(asInspector.json().code).toBe('forbidden');
    const token = (await ctx.login(admin)).access_token;
    expect((await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/nope', as: token, payload: { isActive: true } })).statusCode).toBe(404);
    expect((await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/files', as: token, payload: { isActive: 'yes' } })).statusCode).toBe(400);
  });

  it('a second tenant switching its apps changes nothing in the first', async () => {
    const put = await ctx.request(acme, { method: 'PUT', url: '/v2/apps/toggles/projects', as: acmeAdmin, payload: { isActive: true } });
    expect(put.statusCode).toBe(200);
    await ctx.request(acme, { method: 'PUT', url: '/v2/apps/toggles/files', as: acmeAdmin, payload: { isActive: false } });
    const demoToggles = (await ctx.request(demo, { method: 'GET', url: '/v2/apps/toggles', as: admin })).json();
    expect(demoToggles).toContainEqual({ toggleId: 'files', isActive: true });
    // And Acme's admin token does not work on Demo's host.
    const token = (await ctx.login(acmeAdmin)).access_token;
    const cross = await ctx.request(demo, { method: 'PUT', url: '/v2/apps/toggles/files', as: token, payload: { isActive: false } });
    expect(cross.statusCode).toBe(401);
  });

  it('keeps per-app settings, read and saved by admins only', async () => {
    const save = await ctx.request(demo, {
      method: 'POST',
      url: '/v2/apps/sendgrid/settings',
      as: admin,
      payload: { settings: { sender: 'ops@example.test' } },
    });
    expect(save.statusCode).toBe(201);
    const read = await ctx.request(demo, { method: 'GET', url: '/v2/apps/sendgrid/settings', as: admin });
    expect(read.json().settings).toEqual({ sender: 'ops@example.test' });
    // App settings may hold secrets: only admins read them.
    const notForInspectors = await ctx.request(demo, { method: 'GET', url: '/v2/apps/sendgrid/settings', as: inspector });
    expect(notForInspectors.statusCode).toBe(403);
    const refused = await ctx.request(demo, { method: 'POST', url: '/v2/apps/sendgrid/settings', as: inspector, payload: { settings: {} } });
    expect(refused.statusCode).toBe(403);
  });
});

describe('notifications, health and OpenAPI', () => {
  it('the bell answers the user\'s own notifications, newest first, with the unread count, and marks them read', async () => {
    const empty = await ctx.request(demo, { method: 'GET', url: '/v2/notifications?page=1&page_size=20', as: inspector });
    expect(empty.json()).toMatchObject({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 });
    await ctx.db.tenant(demo.id, ({ tx }) =>
      tx.insert(notifications).values([
        { instanceId: demo.id, userId: inspector.id, message: 'Job 12 was assigned to you', intIdJob: 12, createdAt: new Date(Date.now() - 60_000) },
        { instanceId: demo.id, userId: inspector.id, message: 'Project Tower was created', idProject: 'p-1' },
        { instanceId: demo.id, userId: admin.id, message: 'For the admin only' },
      ]),
    );
    const token = (await ctx.login(inspector)).access_token;
    const page = (await ctx.request(demo, { method: 'GET', url: '/v2/notifications', as: token })).json();
    expect(page).toMatchObject({ totalDocs: 2, unread: 2 });
    expect(page.docs.map((n: { message: string }) => n.message)).toEqual(['Project Tower was created', 'Job 12 was assigned to you']);
    expect(page.docs[1]).toMatchObject({ intIdJob: 12, read: false });
    const marked = await ctx.request(demo, { method: 'POST', url: '/v2/notifications/mark_as_read', as: token });
    expect(marked.json()).toEqual({ success: true });
    expect((await ctx.request(demo, { method: 'GET', url: '/v2/notifications', as: token })).json().unread).toBe(0);
    expect((await ctx.request(demo, { method: 'GET', url: '/v2/notifications', as: admin })).json()).toMatchObject({ totalDocs: 1, unread: 1 });
    // A second tenant's user sees none of them.
    expect((await ctx.request(acme, { method: 'GET', url: '/v2/notifications', as: acmeAdmin })).json().totalDocs).toBe(0);
  });

  it('GET /health reports the database and Redis', async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
      redis: { status: process.env.REDIS_URL ? 'up' : 'not_configured' },
    });
  });

  it('GET /health answers on the host of an instance nothing has asked about yet (PGlite has one connection)', async () => {
    const fresh = await ctx.newInstance();
    const res = await ctx.request(fresh, { method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
  });

  it('serves the OpenAPI document generated from the contracts, and Swagger UI', async () => {
    const json = await ctx.request(demo, { method: 'GET', url: '/v2/documentation/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v2/users/token', '/v2/users/me', '/v2/apps/bootstrap', '/v2/apps/toggles', '/v2/apps/toggles/{id}']),
    );
    expect(JSON.stringify(doc.paths['/v2/users/token'])).toContain('application/x-www-form-urlencoded');
    const ui = await ctx.request(demo, { method: 'GET', url: '/v2/documentation' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
