import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesList, LIST_COUNT_CAP, MAX_LIST_VIEWS, parseListQuery, type Asset, type ListView } from '@fieldwork/contracts';
import { filesListSql } from '../src/assets/files-list';
import { assets, listViews } from '../src/db/schema';
import { compileListQuery } from '../src/lists/list-sql';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * The list layer: every request parsed against its list's definition (refused parameters are a
 * 400 naming them), filters and sorts as parameterised SQL, pages with capped counts, and saved
 * views and defaults that only their owner (or, when shared by an admin, everyone) sees.
 */
let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let inspector: TestUser;
let acmeAdmin: TestUser;
const tokens = new Map<TestUser, string>();
const as = async (u: TestUser) => {
  if (!tokens.has(u)) tokens.set(u, (await ctx.login(u)).access_token);
  return tokens.get(u)!;
};
const get = async (u: TestUser, url: string, instance = u.instance) => ctx.request(instance, { method: 'GET', url, as: await as(u) });
const post = async (u: TestUser, url: string, payload?: object, instance = u.instance) =>
  ctx.request(instance, { method: 'POST', url, ...(payload ? { payload } : {}), as: await as(u) });
const names = async (u: TestUser, query: string) => {
  const res = await get(u, `/v2/asset?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().docs as Asset[]).map((a) => a.originalName);
};

type Seed = { name: string; kind: string; size: number; at: string; private?: boolean; by?: TestUser; owner?: TestUser; target?: string; targetId?: string };
async function seedFiles(instance: TestInstance, rows: Seed[]): Promise<void> {
  await ctx.db.tenant(instance.id, async ({ tx }) => {
    await tx.insert(assets).values(
      rows.map((r) => ({
        instanceId: instance.id,
        originalName: r.name,
        extension: r.name.split('.').pop()!,
        kind: r.kind,
        mimeType: 'application/octet-stream',
        size: r.size,
        sha256: 'a'.repeat(64),
        storageKey: `assets/${instance.id}/${randomUUID()}/original.bin`,
        ownerId: (r.owner ?? r.by ?? inspector).id,
        uploadedBy: (r.by ?? inspector).id,
        private: r.private ?? false,
        target: r.target ?? 'attachment',
        targetId: r.targetId ?? null,
        createdAt: new Date(r.at),
      })),
    );
  });
}

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance();
  acme = await ctx.newInstance();
  admin = await ctx.newUser(demo, { role: 'business_admin' });
  manager = await ctx.newUser(demo, { role: 'project_manager' });
  otherManager = await ctx.newUser(demo, { role: 'project_manager' });
  inspector = await ctx.newUser(demo, { role: 'inspector' });
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
  await seedFiles(demo, [
    { name: 'plan A.pdf', kind: 'pdf', size: 300, at: '2026-01-10T08:00:00Z', target: 'job', targetId: 'j1' },
    { name: 'plan B.pdf', kind: 'pdf', size: 100, at: '2026-01-20T08:00:00Z', target: 'job', targetId: 'j2', by: manager },
    { name: 'site photo.jpg', kind: 'jpeg', size: 500, at: '2026-01-31T22:30:00Z', target: 'answer', targetId: 'j1' },
    { name: 'logo.png', kind: 'png', size: 50, at: '2026-02-02T08:00:00Z', target: 'logo' },
    { name: '100%_done\\.xlsx', kind: 'xlsx', size: 700, at: '2026-02-03T08:00:00Z' },
    { name: 'clip.mp4', kind: 'mp4', size: 900, at: '2026-02-04T08:00:00Z', target: 'job', targetId: 'j3' },
    { name: 'payslip.pdf', kind: 'pdf', size: 10, at: '2026-02-05T08:00:00Z', private: true, by: otherManager },
  ]);
  await seedFiles(acme, [{ name: 'acme plan.pdf', kind: 'pdf', size: 1, at: '2026-01-10T08:00:00Z', by: acmeAdmin }]);
});
afterAll(() => ctx?.close());

describe('the SQL of every filter kind', () => {
  const raw = {
    kind: 'pdf,image',
    'name[contains]': "o'; DROP TABLE assets;--%_\\",
    visibility: 'public',
    uploadedBy: '00000000-0000-4000-8000-000000000001',
    owner: '00000000-0000-4000-8000-000000000002',
    createdAt: '2026-01-01..2026-01-31',
    jobId: 'j1,j2',
    attachedTo: 'job/j1',
    search: "x' OR 1=1 --",
    sort: '-size',
  };

  it('carries every value as a parameter, never in the statement, and runs', async () => {
    const { query, issues } = parseListQuery(filesList, raw);
    expect(issues).toEqual([]);
    await ctx.db.tenant(demo.id, async (scope) => {
      const { where, orderBy } = compileListQuery(filesListSql, query, { now: new Date('2026-02-10T10:00:00Z'), timeZone: 'Asia/Jerusalem', actorId: null }, []);
      const statement = scope.tx.select().from(assets).where(where).orderBy(...orderBy).limit(20);
      const { sql: text, params } = statement.toSQL();
      for (const value of ['DROP', 'OR 1=1', 'j1', 'pdf', 'jpeg', '00000000-0000']) expect(text).not.toContain(value);
      expect(params).toEqual(
        expect.arrayContaining([
          'pdf',
          'jpeg',
          'png',
          "%o'; DROP TABLE assets;--\\%\\_\\\\%",
          '00000000-0000-4000-8000-000000000001',
          'job',
          'j1',
          "%x' OR 1=1 --%",
        ]),
      );
      expect(text).toMatch(/order by "assets"\."size" desc, "assets"\."id" desc/);
      expect(await statement).toEqual([]);
    });
  });

  it('turns a date range into [from, to) instants in the instance time zone', () => {
    const { query } = parseListQuery(filesList, { createdAt: '2026-01-01..2026-01-31' });
    const { where } = compileListQuery(filesListSql, query, { now: new Date(), timeZone: 'Asia/Jerusalem', actorId: null }, []);
    const { params } = ctx.db.unit(demo.id).tx.select().from(assets).where(where).toSQL();
    expect(params).toEqual(['2025-12-31T22:00:00.000Z', '2026-01-31T22:00:00.000Z']);
  });
});

describe('GET /v2/asset: refused parameters are a 400 naming them, never a 500', () => {
  const refused: Array<[string, string]> = [
    ["kind=pdf';drop table assets;--", 'kind'],
    ['sort=createdAt;select', 'sort'],
    ['sort=-__proto__', 'sort'],
    ['a[b][c]=1', 'a[b][c]'],
    ['__proto__=1', '__proto__'],
    ['constructor=1', 'constructor'],
    ['name[startsWith]=a', 'name[startsWith]'],
    ['kind=pdf&kind=image', 'kind'],
    ['limit=7', 'limit'],
    ['page=0', 'page'],
    ['page=1e3', 'page'],
    ['uploadedBy=not-a-uuid', 'uploadedBy'],
    ['createdAt=2026-02-30..', 'createdAt'],
    ['createdAt=yesterday', 'createdAt'],
    ['attachedTo=nowhere/1', 'attachedTo'],
    [`name=${'x'.repeat(10_000)}`, 'name'],
    [`search=${'x'.repeat(10_000)}`, 'search'],
    [`jobId=${Array.from({ length: 101 }, (_, i) => `j${i}`).join(',')}`, 'jobId'],
  ];
  for (const [query, param] of refused) {
    it(query.slice(0, 60), async () => {
      const res = await get(manager, `/v2/asset?${query}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json().details.map((d: { param: string }) => d.param)).toContain(param);
    });
  }

  it('a NUL anywhere is refused at the edge', async () => {
    for (const query of ['name=a%00b', 'a%00=1', 'search=%00']) {
      const res = await get(manager, `/v2/asset?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('LIKE wildcards and the escape character match literally', async () => {
    expect(await names(manager, `name[contains]=${encodeURIComponent('%_\\')}`)).toEqual([]);
    expect(await names(manager, `name[contains]=${encodeURIComponent('%_d')}`)).toEqual(['100%_done\\.xlsx']);
    expect(await names(manager, `name[contains]=${encodeURIComponent('e\\.')}`)).toEqual(['100%_done\\.xlsx']);
    expect(await names(manager, `search=${encodeURIComponent('_')}`)).toEqual(['100%_done\\.xlsx']);
    expect(await names(manager, `name=${encodeURIComponent("'; drop table assets;--")}`)).toEqual([]);
  });
});

describe('GET /v2/asset: paging, sorting and each filter', () => {
  it('pages with the counters, and past the end', async () => {
    const first = (await get(manager, '/v2/asset?limit=5')).json();
    expect(first).toMatchObject({ page: 1, limit: 5, totalDocs: 6, totalPages: 2, totalExact: true });
    expect(first.docs).toHaveLength(5);
    const second = (await get(manager, '/v2/asset?limit=5&page=2')).json();
    expect(second.docs).toHaveLength(1);
    const past = (await get(manager, '/v2/asset?limit=5&page=9')).json();
    expect(past).toMatchObject({ docs: [], totalDocs: 6, totalPages: 2, page: 9 });
    const all = (await get(manager, '/v2/asset?page_size=999999')).json();
    expect(all).toMatchObject({ limit: 500, totalDocs: 6 });
    const ids = [...first.docs, ...second.docs].map((a: Asset) => a.assetId);
    expect(new Set(ids).size).toBe(6);
  });

  it('sorts ascending and descending, newest first by default, with the uploader named', async () => {
    expect(await names(manager, '')).toEqual(['clip.mp4', '100%_done\\.xlsx', 'logo.png', 'site photo.jpg', 'plan B.pdf', 'plan A.pdf']);
    expect(await names(manager, 'sort=size')).toEqual(['logo.png', 'plan B.pdf', 'plan A.pdf', 'site photo.jpg', '100%_done\\.xlsx', 'clip.mp4']);
    expect(await names(manager, 'sort=-size')).toEqual(['clip.mp4', '100%_done\\.xlsx', 'site photo.jpg', 'plan A.pdf', 'plan B.pdf', 'logo.png']);
    expect((await names(manager, 'sort=originalName'))[0]).toBe('100%_done\\.xlsx');
    expect((await names(manager, 'sort=-originalName'))[0]).toBe('site photo.jpg');
    const planB = (await get(manager, '/v2/asset?name=plan%20B')).json().docs[0];
    expect(planB).toMatchObject({ uploadedBy: manager.id, uploadedByName: 'Test project_manager' });
  });

  it('filters by kind group, name, visibility, people, jobs and attachment', async () => {
    expect(await names(manager, 'kind=pdf,image&sort=originalName')).toEqual(['logo.png', 'plan A.pdf', 'plan B.pdf', 'site photo.jpg']);
    expect(await names(manager, 'kind=video')).toEqual(['clip.mp4']);
    expect(await names(manager, 'name[contains]=PLAN&sort=originalName')).toEqual(['plan A.pdf', 'plan B.pdf']);
    expect(await names(manager, `uploadedBy=${manager.id}`)).toEqual(['plan B.pdf']);
    expect(await names(manager, `owner=${inspector.id},${manager.id}&kind=pdf&sort=originalName`)).toEqual(['plan A.pdf', 'plan B.pdf']);
    expect(await names(manager, 'jobId=j1,j3&sort=originalName')).toEqual(['clip.mp4', 'plan A.pdf']);
    expect(await names(manager, 'attachedTo=answer/j1')).toEqual(['site photo.jpg']);
    expect(await names(manager, 'attachedTo=logo')).toEqual(['logo.png']);
    expect(await names(manager, 'search=photo')).toEqual(['site photo.jpg']);
    // The private-file rule holds under every filter: a manager never sees a colleague's payslip.
    expect(await names(manager, 'visibility=private')).toEqual([]);
    expect(await names(admin, 'visibility=private')).toEqual(['payslip.pdf']);
    expect(await names(otherManager, 'visibility=private')).toEqual(['payslip.pdf']);
  });

  it('reads dates in the instance time zone: 22:30 UTC on 31 January is 1 February in Jerusalem', async () => {
    expect(await names(manager, 'createdAt=2026-01-01..2026-01-31&sort=createdAt')).toEqual(['plan A.pdf', 'plan B.pdf']);
    expect(await names(manager, 'createdAt=2026-02-01..2026-02-02&sort=createdAt')).toEqual(['site photo.jpg', 'logo.png']);
    expect(await names(manager, 'createdAt=..2026-01-15')).toEqual(['plan A.pdf']);
    expect(await names(manager, 'createdAt=today')).toEqual([]);
    await seedFiles(demo, [{ name: 'just now.png', kind: 'png', size: 1, at: new Date().toISOString() }]);
    expect(await names(manager, 'createdAt=today')).toEqual(['just now.png']);
    expect(await names(manager, 'createdAt=this_week')).toEqual(['just now.png']);
    expect(await names(manager, 'createdAt=tomorrow')).toEqual([]);
  });

  it('zips what the same filters list', async () => {
    const res = await get(manager, '/v2/asset/zip?kind=pdf&name=nothing-like-this');
    expect(res.statusCode).toBe(404);
    expect((await get(manager, '/v2/asset/zip?kind=nope')).statusCode).toBe(400);
    expect((await get(manager, '/v2/asset/zip?ids=nope')).statusCode).toBe(400);
  });

  it('a second tenant lists only its own files', async () => {
    const theirs = (await get(acmeAdmin, '/v2/asset')).json();
    expect(theirs.docs.map((a: Asset) => a.originalName)).toEqual(['acme plan.pdf']);
  });
});

describe('counts', () => {
  it(`counts exactly up to ${LIST_COUNT_CAP} matching rows, and estimates past them`, async () => {
    const big = await ctx.newInstance();
    const bigAdmin = await ctx.newUser(big, { role: 'business_admin' });
    await ctx.db.tenant(big.id, async ({ tx }) => {
      await tx.execute(sql`INSERT INTO assets (instance_id, original_name, extension, kind, mime_type, size, sha256, storage_key, created_at)
        SELECT ${big.id}::uuid, 'f' || g || '.pdf', 'pdf', CASE WHEN g % 2 = 0 THEN 'pdf' ELSE 'png' END, 'application/pdf', g, 'x', 'k' || g,
               now() - make_interval(secs => g)
        FROM generate_series(1, ${LIST_COUNT_CAP + 1000}) AS g`);
      await tx.execute(sql`ANALYZE assets`).catch(() => undefined);
    });
    const all = (await get(bigAdmin, '/v2/asset?limit=20')).json();
    expect(all).toMatchObject({ totalExact: false, limit: 20 });
    expect(all.totalDocs).toBeGreaterThan(LIST_COUNT_CAP);
    expect(all.docs).toHaveLength(20);
    const half = (await get(bigAdmin, '/v2/asset?kind=pdf&limit=20')).json();
    expect(half).toMatchObject({ totalDocs: (LIST_COUNT_CAP + 1000) / 2, totalExact: true, totalPages: (LIST_COUNT_CAP + 1000) / 40 });
  });
});

describe('GET /v2/users, /v2/notifications and /v2/mails on the list layer', () => {
  it('lists people for pickers: search, role, 100 a page, managers and up', async () => {
    const res = await get(manager, '/v2/users?limit=100&role=inspector,project_manager&sort=email');
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.map((u: { _id: string }) => u._id).sort()).toEqual([inspector.id, manager.id, otherManager.id].sort());
    expect(res.json().docs[0]).toMatchObject({ _id: expect.any(String), name: { first: 'Test', last: expect.any(String) }, email: expect.any(String), role: expect.any(String), avatar: null });
    const found = (await get(manager, `/v2/users?search=${encodeURIComponent('test business')}`)).json();
    expect(found.docs.map((u: { _id: string }) => u._id)).toEqual([admin.id]);
    expect((await get(manager, '/v2/users?role=king')).statusCode).toBe(400);
    expect((await get(inspector, '/v2/users')).statusCode).toBe(403);
    expect((await get(acmeAdmin, '/v2/users')).json().docs.map((u: { _id: string }) => u._id)).toEqual([acmeAdmin.id]);
  });

  it('the bell filters read and unread and keeps its unread counter; the mail page refuses unknown filters', async () => {
    const res = (await get(inspector, '/v2/notifications?read=unread&createdAt=this_month')).json();
    expect(res).toMatchObject({ docs: [], totalDocs: 0, unread: 0, totalExact: true });
    expect((await get(inspector, '/v2/notifications?read=maybe')).statusCode).toBe(400);
    expect((await get(inspector, '/v2/notifications?search=x')).statusCode).toBe(400);
    const sys = await ctx.newUser(demo, { role: 'sys_admin' });
    expect((await get(sys, '/v2/mails?status=sent,failed&search=x&sort=-to')).json()).toMatchObject({ totalDocs: 0, totalExact: true });
    expect((await get(sys, '/v2/mails?status=lost')).statusCode).toBe(400);
    expect((await get(sys, '/v2/mails/templates')).json()).toEqual([]);
  });
});

describe('saved views and default filters', () => {
  const save = (u: TestUser, id: string, body: object, list = 'files') => post(u, `/v2/${list}/template/${id}`, body);

  it('keeps a default per user and list; null clears it; checked by the list parser', async () => {
    expect((await get(manager, '/v2/apps/client/state/files')).json()).toEqual({ _id: null, screen: 'files', state: null, updated_at: null });
    const saved = await post(manager, '/v2/apps/client/state/files', { state: { kind: 'pdf', sort: '-size' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ screen: 'files', state: { kind: 'pdf', sort: '-size' } });
    const again = await post(manager, '/v2/apps/client/state/files', { state: { kind: 'image' } });
    expect(again.json()._id).toBe(saved.json()._id);
    expect((await get(manager, '/v2/apps/client/state/files')).json().state).toEqual({ kind: 'image' });
    expect((await get(otherManager, '/v2/apps/client/state/files')).json().state).toBeNull();
    const byId = await get(manager, `/v2/apps/client/state/byId/${saved.json()._id}`);
    expect(byId.json()).toMatchObject({ _id: saved.json()._id, screen: 'files', state: { kind: 'image' } });
    expect((await get(otherManager, `/v2/apps/client/state/byId/${saved.json()._id}`)).statusCode).toBe(404);
    expect((await get(acmeAdmin, `/v2/apps/client/state/byId/${saved.json()._id}`, acme)).statusCode).toBe(404);
    const bad = await post(manager, '/v2/apps/client/state/files', { state: { colour: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ param: 'state.colour', message: "Unknown filter 'colour'" }]);
    expect((await post(manager, '/v2/apps/client/state/files', { state: null })).json().state).toBeNull();
    expect((await get(manager, '/v2/apps/client/state/files')).json().state).toBeNull();
    expect((await get(manager, '/v2/apps/client/state/nolist')).statusCode).toBe(404);
    expect((await get(inspector, '/v2/apps/client/state/files')).statusCode).toBe(403);
    expect((await get(inspector, '/v2/apps/client/state/notifications')).statusCode).toBe(200);
  });

  it("a user's view is theirs alone: not seen, changed or deleted by a colleague or another tenant", async () => {
    const id = randomUUID();
    const created = await save(manager, id, { name: 'My PDFs', filters: { kind: 'pdf' } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ _id: id, list: 'files', name: 'My PDFs', filters: { kind: 'pdf' }, shared: false, owner: manager.id, editable: true });
    expect((await get(manager, '/v2/files/templates')).json().map((v: ListView) => v._id)).toEqual([id]);
    expect((await get(otherManager, '/v2/files/templates')).json()).toEqual([]);
    expect((await get(otherManager, `/v2/files/${id}/template`)).statusCode).toBe(404);
    expect((await save(otherManager, id, { name: 'Mine now', filters: {} })).statusCode).toBe(404);
    expect((await post(otherManager, `/v2/files/${id}/template`, { name: 'x' })).statusCode).toBe(404);
    expect((await ctx.request(demo, { method: 'DELETE', url: `/v2/files/${id}/template`, as: await as(otherManager) })).statusCode).toBe(404);
    expect((await get(acmeAdmin, `/v2/files/${id}/template`, acme)).statusCode).toBe(404);
    expect((await get(acmeAdmin, '/v2/files/templates', acme)).json()).toEqual([]);
    // Another tenant may even use the same id for a view of its own.
    expect((await save(acmeAdmin, id, { name: 'Acme', filters: {} })).statusCode).toBe(200);
    expect((await get(manager, `/v2/files/${id}/template`)).json().name).toBe('My PDFs');

    const renamed = await post(manager, `/v2/files/${id}/template`, { name: 'PDFs' });
    expect(renamed.json()).toMatchObject({ _id: id, name: 'PDFs' });
    const replaced = await save(manager, id, { name: 'Big PDFs', filters: { kind: 'pdf', sort: '-size' } });
    expect(replaced.json()).toMatchObject({ _id: id, name: 'Big PDFs', filters: { kind: 'pdf', sort: '-size' } });
    expect((await save(manager, randomUUID(), { name: 'Bad', filters: { kind: 'pdf', colour: 'red' } })).json().details).toEqual([
      { param: 'filters.colour', message: "Unknown filter 'colour'" },
    ]);
    expect((await save(manager, id, { name: 'Moved', filters: {} }, 'notifications')).statusCode).toBe(409);
    expect((await save(manager, randomUUID(), { name: 'x', filters: {} }, 'nolist')).statusCode).toBe(404);
    expect((await save(inspector, randomUUID(), { name: 'x', filters: {} })).statusCode).toBe(403);
    const deleted = await ctx.request(demo, { method: 'DELETE', url: `/v2/files/${id}/template`, as: await as(manager) });
    expect(deleted.json()).toEqual({ success: true });
    expect((await get(manager, `/v2/files/${id}/template`)).statusCode).toBe(404);
  });

  it("an admin's shared view is offered to everyone, changed only by admins, and copied as one's own", async () => {
    const id = randomUUID();
    expect((await save(manager, randomUUID(), { name: 'For all', filters: {}, shared: true })).statusCode).toBe(403);
    const shared = await save(admin, id, { name: 'Team plans', filters: { kind: 'pdf' }, shared: true });
    expect(shared.json()).toMatchObject({ shared: true, editable: true });
    const seen = (await get(manager, '/v2/files/templates')).json() as ListView[];
    expect(seen.find((v) => v._id === id)).toMatchObject({ name: 'Team plans', shared: true, editable: false });
    expect((await get(manager, `/v2/apps/client/state/byId/${id}`)).json().state).toEqual({ kind: 'pdf' });
    expect((await post(manager, `/v2/files/${id}/template`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await save(manager, id, { name: 'Mine', filters: {} })).statusCode).toBe(403);
    expect((await ctx.request(demo, { method: 'DELETE', url: `/v2/files/${id}/template`, as: await as(manager) })).statusCode).toBe(403);
    const copy = await post(manager, `/v2/files/${id}/template`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toMatchObject({ name: 'Team plans', filters: { kind: 'pdf' }, shared: false, owner: manager.id, editable: true });
    expect(copy.json()._id).not.toBe(id);
    expect((await get(admin, `/v2/files/${id}/template`)).json().name).toBe('Team plans');
    expect((await get(acmeAdmin, `/v2/apps/client/state/byId/${id}`, acme)).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_LIST_VIEWS} views per user and list`, async () => {
    await ctx.db.tenant(demo.id, async ({ tx }) => {
      await tx.insert(listViews).values(
        Array.from({ length: MAX_LIST_VIEWS }, (_, i) => ({ instanceId: demo.id, id: randomUUID(), list: 'notifications', ownerId: inspector.id, kind: 'view' as const, name: `v${i}`, state: {} })),
      );
    });
    const res = await save(inspector, randomUUID(), { name: 'one too many', filters: {} }, 'notifications');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 100 saved views/);
  });
});
