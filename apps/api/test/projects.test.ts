import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityEntrySchema,
  MESSAGES,
  PROJECT_NAME_MAX,
  projectDetailSchema,
  projectsPageSchema,
  TOGGLE_KEYS,
  type Asset,
  type InstanceSettings,
  type Role,
  type ToggleKey,
} from '@fieldwork/contracts';
import { clientProjects, outboxEvents, projects, projectUsers, users } from '../src/db/schema';
import { ProjectDependents } from '../src/projects/project-dependents';
import { createProject } from '../src/seed/instance-factory';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Projects through HTTP on a real database (spec 2 sections 3, 5, 6, 7 and 8; spec 1 sections 2.6,
 * 4.3 and 6): the list, pickers, companies, the dashboard, one project with its fields, its cover
 * and feed, create, clone, update, delete with its dependents, and client projects. A second
 * tenant tries each and fails.
 */

const R = { read: true, update: false, set: false };
const RU = { read: true, update: true, set: false };
const NONE = { read: false, update: false, set: false };

/** The instance's project fields: one everyone reads, one only project managers read, and one that does not parse. */
const FIELDS: unknown[] = [
  { id: 'permit', label: 'Permit number', type: 'text', permissions: { inspector: RU } },
  { id: 'budget', label: 'Budget', type: 'text', permissions: { project_manager: R, inspector: NONE, client: NONE }, considerRead: true },
  { id: 'not a field id', label: 'Broken', type: 'text' },
  { id: 'site', label: 'Site', type: 'address' },
];

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let sys: TestUser;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let client: TestUser;
let acmeAdmin: TestUser;

const tokenOf = (user: TestUser) => ctx.tokenFor(user);

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (as: TestUser, method: Method, url: string, payload?: unknown, instance?: TestInstance, headers?: Record<string, string>) =>
  ctx.call(as, method, url, { payload, instance, headers });
const get = (as: TestUser, url: string, instance?: TestInstance) => call(as, 'GET', url, undefined, instance);
const post = (as: TestUser, url: string, body?: unknown, instance?: TestInstance) => call(as, 'POST', url, body ?? {}, instance);
const put = (as: TestUser, url: string, body: unknown, instance?: TestInstance) => call(as, 'PUT', url, body, instance);
const del = (as: TestUser, url: string, instance?: TestInstance) => call(as, 'DELETE', url, undefined, instance);

const ids = (res: { json(): { docs?: Array<{ _id: string }> } | Array<{ _id: string }> }) => {
  const body = res.json();
  return (Array.isArray(body) ? body : body.docs!).map((row) => row._id);
};

async function instanceWith(opts: { off?: ToggleKey[]; settings?: InstanceSettings } = {}): Promise<TestInstance> {
  const off = new Set(opts.off ?? []);
  return ctx.newInstance({ toggles: TOGGLE_KEYS.filter((k) => !off.has(k)), settings: { projectFields: FIELDS as InstanceSettings['projectFields'], ...opts.settings }, mainHost: true });
}

/** A project made through the API, as `as` (the wizard's call). */
async function created(as: TestUser, body: Record<string, unknown> = {}): Promise<{ _id: string; name: string }> {
  const res = await post(as, '/v2/projects', { name: `Project ${randomUUID().slice(0, 8)}`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function upload(as: TestUser, file: { filename: string; content: Buffer }, query = ''): Promise<Asset> {
  const body = multipart([file]);
  const res = await ctx.request(as.instance, { method: 'POST', url: `/v2/asset/upload${query}`, headers: body.headers, payload: body.payload, as: await tokenOf(as) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0];
}

const eventsOf = (projectId: string) =>
  ctx.db.privileged((db) =>
    db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateType, 'project'), eq(outboxEvents.aggregateId, projectId))).orderBy(outboxEvents.id),
  );
const rowOf = async (id: string) => (await ctx.db.privileged((db) => db.select().from(projects).where(eq(projects.id, id))))[0];

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await instanceWith();
  acme = await instanceWith();
  [sys, biz, pm, insp, client] = await Promise.all(
    (['sys_admin', 'business_admin', 'project_manager', 'inspector', 'client'] as Role[]).map((role) => ctx.newUser(demo, { role })),
  );
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

describe('POST /v2/projects (the wizard)', () => {
  it('creates a project with its name; the creator is its first person, and project_created is recorded', async () => {
    const res = await post(pm, '/v2/projects', { name: '  Harbour Tower ', company: 'Northwind', location: { lat: 32.08, long: 34.78, address: 'Tel Aviv' }, users: [insp.id] });
    expect(res.statusCode, res.body).toBe(201);
    const project = projectDetailSchema.parse(res.json());
    expect(project).toMatchObject({ name: 'Harbour Tower', company: 'Northwind', location: { lat: 32.08, long: 34.78, address: 'Tel Aviv' }, created_by: pm.id, avatar: null });
    expect(project.users.map((u) => u._id).sort()).toEqual([pm.id, insp.id].sort());
    expect(project.usersCount).toBe(2);
    const events = await eventsOf(project._id);
    expect(events.map((e) => [e.type, e.actorId, e.payload])).toEqual([
      ['project_created', pm.id, { projectId: project._id, name: 'Harbour Tower', clonedFrom: null }],
    ]);
  });

  it("refuses a missing or empty name with 'Project name is required', shown under the name field", async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const res = await post(pm, '/v2/projects', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: MESSAGES.projectNameRequired, details: [{ path: 'name', message: MESSAGES.projectNameRequired }] });
    }
    const long = await post(pm, '/v2/projects', { name: 'x'.repeat(PROJECT_NAME_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Project name is at most ${PROJECT_NAME_MAX} characters`);
  });

  it('refuses people who are not users of this instance, naming them', async () => {
    const foreign = await ctx.newUser(acme);
    const res = await post(pm, '/v2/projects', { name: 'People', users: [insp.id, foreign.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `No such user: ${foreign.id}`, details: [{ path: 'users.1', message: `No such user: ${foreign.id}` }] });
    const removed = await ctx.newUser(demo);
    await ctx.db.tenant(demo.id, ({ tx }) => tx.update(users).set({ removedAt: new Date() }).where(eq(users.id, removed.id)));
    expect((await post(pm, '/v2/projects', { name: 'People', users: [removed.id] })).json().details).toEqual([{ path: 'users.0', message: `No such user: ${removed.id}` }]);
    expect((await post(pm, '/v2/projects', { name: 'People', users: ['not-a-uuid'] })).statusCode).toBe(400);
  });

  it('is for staff, and for inspectors while allowInspectorManageProjects is on; never for clients', async () => {
    expect((await post(insp, '/v2/projects', { name: 'By an inspector' })).statusCode).toBe(201);
    const res = await post(client, '/v2/projects', { name: 'By a client' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', details: { reason: 'role' } });
  });
});

describe('GET /v2/projects (the list)', () => {
  let list: TestInstance;
  let admin: TestUser;
  let worker: TestUser;
  let listClient: TestUser;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    list = await instanceWith();
    [admin, worker, listClient] = await Promise.all([ctx.newUser(list, { role: 'business_admin' }), ctx.newUser(list), ctx.newUser(list, { role: 'client' })]);
    const many = await Promise.all(Array.from({ length: 12 }, () => ctx.newUser(list)));
    made.alpha = (await createProject(ctx.db, list.id, { name: 'Alpha tower', company: 'Northwind Properties', users: [worker.id, ...many.map((u) => u.id)], clients: [listClient.id] })).id;
    made.beta = (await createProject(ctx.db, list.id, { name: 'Beta school', company: 'City Works' })).id;
    made.gamma = (await createProject(ctx.db, list.id, { name: 'Gamma 100% bridge', company: null, users: [worker.id] })).id;
    await ctx.db.tenant(list.id, ({ tx }) => tx.update(projects).set({ createdAt: new Date('2020-01-15T12:00:00Z') }).where(eq(projects.id, made.beta)));
  });

  it('pages the projects with their first people and how many there are', async () => {
    const res = await get(admin, '/v2/projects?sort=name');
    expect(res.statusCode, res.body).toBe(200);
    const page = projectsPageSchema.parse(res.json());
    expect(page.docs.map((p) => p.name)).toEqual(['Alpha tower', 'Beta school', 'Gamma 100% bridge']);
    expect(page).toMatchObject({ totalDocs: 3, page: 1, limit: 20, totalPages: 1, totalExact: true });
    expect(page.docs[0].usersCount).toBe(13);
    expect(page.docs[0].users).toHaveLength(10);
    expect(page.docs[1]).toMatchObject({ users: [], usersCount: 0, company: 'City Works' });
    const second = await get(admin, '/v2/projects?sort=name&limit=5&page_size=2');
    expect(second.json().limit).toBe(5);
    expect(ids(await get(admin, '/v2/projects?sort=-name&page_size=1&page=2'))).toEqual([made.beta]);
  });

  it('searches name and company, filters by company, person and creation date, sorts by company', async () => {
    expect(ids(await get(admin, '/v2/projects?search=north'))).toEqual([made.alpha]);
    expect(ids(await get(admin, '/v2/projects?search=school'))).toEqual([made.beta]);
    expect(ids(await get(admin, '/v2/projects?search=100%25'))).toEqual([made.gamma]);
    expect(ids(await get(admin, '/v2/projects?company[contains]=works'))).toEqual([made.beta]);
    expect(ids(await get(admin, `/v2/projects?user=${worker.id}&sort=name`))).toEqual([made.alpha, made.gamma]);
    expect(ids(await get(admin, '/v2/projects?createdAt=2020-01-01..2020-01-31'))).toEqual([made.beta]);
    expect(ids(await get(admin, '/v2/projects?sort=company'))).toEqual([made.beta, made.alpha, made.gamma]);
  });

  it('refuses what the list does not declare, with the parameter named', async () => {
    for (const [query, param] of [['status=open', 'status'], ['sort=-updatedAt', 'sort'], ['user=someone', 'user'], ['limit=7', 'limit'], ['createdAt=yesterday', 'createdAt']]) {
      const res = await get(admin, `/v2/projects?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details.map((d: { param: string }) => d.param)).toEqual([param]);
    }
  });

  it('shows a client only their client projects: list, pickers, dashboard, one project', async () => {
    expect(ids(await get(listClient, '/v2/projects'))).toEqual([made.alpha]);
    expect(ids(await get(listClient, '/v2/projects/all'))).toEqual([made.alpha]);
    expect((await get(listClient, '/v2/projects/dashboard')).json()).toMatchObject({ total: 1, recent: [{ _id: made.alpha }] });
    expect((await get(listClient, `/v2/projects/${made.alpha}`)).statusCode).toBe(200);
    expect((await get(listClient, `/v2/projects/${made.beta}`)).statusCode).toBe(404);
    expect((await get(listClient, `/v2/projects/${made.beta}/feeds`)).statusCode).toBe(404);
    expect((await get(listClient, `/v2/projects/${made.beta}/cover`)).statusCode).toBe(404);
    expect((await get(listClient, '/v2/projects/companies')).statusCode).toBe(403);
  });

  it('GET /v2/projects/all: every project by name, of the chosen companies, or matching a search', async () => {
    expect((await get(worker, '/v2/projects/all')).json().map((p: { name: string }) => p.name)).toEqual(['Alpha tower', 'Beta school', 'Gamma 100% bridge']);
    const two = await get(admin, `/v2/projects/all?company=${encodeURIComponent('City Works')}&company=${encodeURIComponent('Northwind Properties')}`);
    expect(ids(two)).toEqual([made.alpha, made.beta]);
    expect(ids(await get(admin, '/v2/projects/all?company=Nobody'))).toEqual([]);
    expect(ids(await get(admin, '/v2/projects/all?search=gamma'))).toEqual([made.gamma]);
    expect((await get(admin, `/v2/projects/all?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('GET /v2/projects/companies: the companies with their project counts, for staff', async () => {
    await createProject(ctx.db, list.id, { name: 'Another for City Works', company: 'City Works' });
    const res = await get(admin, '/v2/projects/companies');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ name: 'City Works', projects: 2 }, { name: 'Northwind Properties', projects: 1 }]);
    expect((await get(worker, '/v2/projects/companies')).statusCode).toBe(403);
  });

  it('GET /v2/projects/dashboard: totals, this month, and the five last changed', async () => {
    const res = await get(admin, '/v2/projects/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json();
    expect(board.total).toBe(4);
    expect(board.createdThisMonth).toBe(3);
    expect(board.recent).toHaveLength(4);
    const renamed = await put(admin, `/v2/projects/${made.beta}`, { name: 'Beta school (renamed)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(admin, '/v2/projects/dashboard')).json().recent[0]).toMatchObject({ _id: made.beta, name: 'Beta school (renamed)' });
  });

  it('a second tenant sees none of them, and a token is good on its own host only', async () => {
    expect(ids(await get(acmeAdmin, '/v2/projects', acme))).not.toContain(made.alpha);
    expect(ids(await get(acmeAdmin, '/v2/projects/all', acme))).not.toContain(made.alpha);
    expect((await get(acmeAdmin, '/v2/projects/companies', acme)).json().map((c: { name: string }) => c.name)).not.toContain('Northwind Properties');
    expect((await get(acmeAdmin, `/v2/projects?user=${worker.id}`, acme)).json().docs).toEqual([]);
    expect((await get(acmeAdmin, '/v2/projects', list)).statusCode).toBe(401);
  });
});

describe('GET /v2/projects/{id}', () => {
  it('answers the project with its people, the fields the reader may read, and the visibility map for admins only', async () => {
    const { id } = await createProject(ctx.db, demo.id, {
      name: 'Fields',
      users: [insp.id],
      fields: { permit: 'P-17', budget: '1M', site: { lat: 1, long: 2, address: 'Here' } },
      visibility: { site: false, permit: true },
    });
    const asAdmin = projectDetailSchema.parse((await get(biz, `/v2/projects/${id}`)).json());
    expect(asAdmin.fields.map((f) => [f.field.id, f.value, f.hidden, f.editable])).toEqual([
      ['permit', 'P-17', false, true],
      ['budget', '1M', false, true],
      ['site', { lat: 1, long: 2, address: 'Here' }, true, true],
    ]);
    expect(asAdmin.visibility).toEqual({ site: false, permit: true });
    expect(asAdmin.users.map((u) => u._id)).toEqual([insp.id]);

    const asInspector = projectDetailSchema.parse((await get(insp, `/v2/projects/${id}`)).json());
    expect(asInspector.fields.map((f) => [f.field.id, f.editable])).toEqual([['permit', true]]);
    expect(asInspector.visibility).toEqual({});
    const asManager = projectDetailSchema.parse((await get(pm, `/v2/projects/${id}`)).json());
    expect(asManager.fields.map((f) => [f.field.id, f.editable])).toEqual([['permit', false], ['budget', false]]);
  });

  it("answers 404 for an unknown id, another tenant's project and a path that is not an id", async () => {
    const project = await created(pm);
    expect((await get(pm, `/v2/projects/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(pm, '/v2/projects/not-an-id')).statusCode).toBe(404);
    expect((await get(acmeAdmin, `/v2/projects/${project._id}`, acme)).statusCode).toBe(404);
    expect((await get(acmeAdmin, `/v2/projects/${project._id}/feeds`, acme)).statusCode).toBe(404);
    expect((await get(acmeAdmin, `/v2/projects/${project._id}/cover`, acme)).statusCode).toBe(404);
  });
});

describe('PUT /v2/projects/{id}', () => {
  it('changes name, company, location and people; project_details_changed names what changed, once', async () => {
    const project = await created(pm, { name: 'Before', company: 'Old Co' });
    const res = await put(pm, `/v2/projects/${project._id}`, {
      name: 'After',
      company: '  ',
      location: { lat: 10, long: 20, address: 'Somewhere' },
      users: [insp.id, insp.id.toUpperCase(), biz.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'After', company: null, location: { lat: 10, long: 20, address: 'Somewhere' } });
    expect(res.json().users.map((u: { _id: string }) => u._id).sort()).toEqual([insp.id, biz.id].sort());
    // The same values again change nothing and record nothing.
    const again = await put(pm, `/v2/projects/${project._id}`, { name: 'After', company: null, location: { lat: 10, long: 20, address: 'Somewhere' }, users: [biz.id, insp.id] });
    expect(again.statusCode).toBe(200);
    const events = await eventsOf(project._id);
    expect(events.map((e) => e.type)).toEqual(['project_created', 'project_details_changed']);
    expect(events[1].payload).toEqual({ projectId: project._id, name: 'After', changes: ['name', 'company', 'location', 'users'] });
  });

  it("takes an image the caller may read as the avatar (500x500 cover), and refuses anything else in the catalogue's words", async () => {
    const project = await created(pm);
    expect((await get(pm, `/v2/projects/${project._id}/cover`)).statusCode).toBe(404);
    const image = await upload(pm, { filename: 'front.jpg', content: await files.jpeg(1200, 800) });
    const res = await put(pm, `/v2/projects/${project._id}`, { avatar: image.assetId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ avatarAssetId: image.assetId, avatar: expect.stringContaining(`/v2/asset/download/${image.assetId}?size=avatar`) });
    const cover = await get(insp, `/v2/projects/${project._id}/cover`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/(jpeg|png)/);
    const { default: sharp } = await import('sharp');
    const meta = await sharp(cover.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(500);
    const unchanged = await call(insp, 'GET', `/v2/projects/${project._id}/cover`, undefined, undefined, { 'if-none-match': String(cover.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    // The avatar link of the detail opens without a bearer token.
    const link = new URL(res.json().avatar, 'http://x');
    expect((await ctx.request(demo, { method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200);

    const pdf = await upload(pm, { filename: 'plan.pdf', content: files.pdf() });
    const notImage = await put(pm, `/v2/projects/${project._id}`, { avatar: pdf.assetId });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: MESSAGES.invalidFileType(['jpeg', 'png']), details: [{ path: 'avatar' }] });
    const foreign = await upload(acmeAdmin, { filename: 'a.png', content: await files.png(8, 8) });
    expect((await put(pm, `/v2/projects/${project._id}`, { avatar: foreign.assetId })).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'avatar', message: 'No such image' }] });
    const someonesPrivate = await upload(biz, { filename: 'p.png', content: await files.png(8, 8) }, '?private_asset=true');
    expect((await put(insp, `/v2/projects/${project._id}`, { avatar: someonesPrivate.assetId })).statusCode).toBe(400);
    expect((await put(pm, `/v2/projects/${project._id}`, { avatar: 'not-an-id' })).statusCode).toBe(400);

    const cleared = await put(pm, `/v2/projects/${project._id}`, { avatar: null });
    expect(cleared.json()).toMatchObject({ avatar: null, avatarAssetId: null });
    expect((await get(pm, `/v2/projects/${project._id}/cover`)).statusCode).toBe(404);
  });

  it("refuses people of another tenant, naming them, and leaves the project as it was", async () => {
    const project = await created(pm);
    const foreign = await ctx.newUser(acme);
    const res = await put(pm, `/v2/projects/${project._id}`, { name: 'Changed', users: [foreign.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`No such user: ${foreign.id}`);
    expect((await rowOf(project._id)).name).toBe(project.name);
  });

  it('is refused to clients (403) and, for a project of another tenant, answers 404', async () => {
    const project = await created(pm);
    expect((await put(client, `/v2/projects/${project._id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await put(acmeAdmin, `/v2/projects/${project._id}`, { name: 'Ours' }, acme)).statusCode).toBe(404);
    expect((await rowOf(project._id)).name).toBe(project.name);
  });
});

describe('POST /v2/projects/{id}/clone', () => {
  it('copies company, location, field values, visibility, people and avatar as "name (copy)", not its clients', async () => {
    const image = await upload(pm, { filename: 'front.png', content: await files.png(64, 64) });
    const { id } = await createProject(ctx.db, demo.id, {
      name: 'Original',
      company: 'Northwind',
      location: { lat: 1, long: 2, address: 'There' },
      avatarAssetId: image.assetId,
      fields: { permit: 'P-1' },
      visibility: { site: false },
      users: [insp.id, pm.id],
      clients: [client.id],
    });
    const res = await post(biz, `/v2/projects/${id}/clone`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = projectDetailSchema.parse(res.json());
    expect(copy._id).not.toBe(id);
    expect(copy).toMatchObject({ name: 'Original (copy)', company: 'Northwind', location: { lat: 1, long: 2, address: 'There' }, avatarAssetId: image.assetId, visibility: { site: false }, created_by: biz.id });
    expect(copy.users.map((u) => u._id).sort()).toEqual([insp.id, pm.id].sort());
    expect(copy.fields.find((f) => f.field.id === 'permit')?.value).toBe('P-1');
    const clients = await ctx.db.privileged((db) => db.select().from(clientProjects).where(eq(clientProjects.projectId, copy._id)));
    expect(clients).toEqual([]);
    expect((await eventsOf(copy._id)).map((e) => e.payload)).toEqual([{ projectId: copy._id, name: 'Original (copy)', clonedFrom: id }]);
  });

  it('keeps a long name within the limit, and is refused to clients and other tenants', async () => {
    const project = await created(pm, { name: 'y'.repeat(PROJECT_NAME_MAX) });
    const copy = await post(pm, `/v2/projects/${project._id}/clone`);
    expect(copy.json().name).toBe(`${'y'.repeat(PROJECT_NAME_MAX - 7)} (copy)`);
    expect((await post(client, `/v2/projects/${project._id}/clone`)).statusCode).toBe(403);
    expect((await post(acmeAdmin, `/v2/projects/${project._id}/clone`, {}, acme)).statusCode).toBe(404);
    expect((await post(pm, `/v2/projects/${randomUUID()}/clone`)).statusCode).toBe(404);
  });
});

describe('GET /v2/projects/{id}/feeds', () => {
  it('pages what happened, newest first, with the project in its tokens; 10 a page unless asked', async () => {
    const project = await created(pm, { name: 'Feed' });
    for (let i = 1; i <= 11; i += 1) expect((await put(pm, `/v2/projects/${project._id}`, { name: `Feed ${i}` })).statusCode).toBe(200);
    const first = await get(insp, `/v2/projects/${project._id}/feeds`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ totalDocs: 12, page: 1, limit: 10, totalPages: 2 });
    for (const entry of page.docs) activityEntrySchema.parse(entry);
    expect(page.docs[0]).toMatchObject({
      type: 'project_details_changed',
      message: 'Test project_manager changed the project Feed 11 (name)',
      params: { name: 'Feed 11', changes: 'name', actor: 'Test project_manager' },
      tokens: { idProject: project._id, project: 'Feed 11', job: null, jobType: null },
      actor: pm.id,
    });
    const last = (await get(insp, `/v2/projects/${project._id}/feeds?page=2`)).json();
    expect(last.docs.map((e: { type: string; message: string }) => [e.type, e.message])).toEqual([
      ['project_details_changed', 'Test project_manager changed the project Feed 1 (name)'],
      ['project_created', 'Test project_manager created the project Feed'],
    ]);
    const small = (await get(insp, `/v2/projects/${project._id}/feeds?page=3&page_size=5`)).json();
    expect(small).toMatchObject({ totalDocs: 12, page: 3, limit: 5, totalPages: 3 });
    expect(small.docs).toHaveLength(2);
    expect((await get(insp, `/v2/projects/${project._id}/feeds?page_size=1000`)).json().limit).toBe(100);
    expect((await get(insp, `/v2/projects/${project._id}/feeds?page=0`)).statusCode).toBe(400);
    expect((await get(insp, `/v2/projects/${project._id}/feeds?page=abc`)).statusCode).toBe(400);
    expect((await get(insp, `/v2/projects/${project._id}/feeds?page=1000001`)).statusCode).toBe(400);
  });

  it('shows a clone as made from another project, and the creating user’s own activity names it too', async () => {
    const project = await created(biz, { name: 'Source' });
    const copy = (await post(biz, `/v2/projects/${project._id}/clone`)).json();
    const feed = (await get(biz, `/v2/projects/${copy._id}/feeds`)).json();
    expect(feed.docs.map((e: { message: string }) => e.message)).toEqual(['Test business_admin created the project Source (copy) as a copy']);
    const mine = (await get(biz, '/v2/users/activities')).json();
    expect(mine.docs[0]).toMatchObject({ type: 'project_created', tokens: { idProject: copy._id, project: 'Source (copy)' } });
  });
});

describe('DELETE /v2/projects/{id}', () => {
  it("is refused with 409 while a registered dependent (jobs) has rows of the project, then deletes it", async () => {
    const project = await created(pm, { name: 'Busy' });
    await createProject(ctx.db, demo.id, { name: 'x' });
    await ctx.db.tenant(demo.id, ({ tx }) => tx.insert(clientProjects).values({ instanceId: demo.id, userId: client.id, projectId: project._id }));
    const busy = new Set([project._id]);
    const unregister = ctx.app.get(ProjectDependents).register({ name: 'test-jobs', exists: async (_scope, id) => busy.has(id) });
    try {
      const refused = await del(pm, `/v2/projects/${project._id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'conflict', message: MESSAGES.projectHasActivities, details: { dependent: 'test-jobs' } });
      expect(await rowOf(project._id)).toBeDefined();
      busy.delete(project._id);
      const res = await del(pm, `/v2/projects/${project._id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
    } finally {
      unregister();
    }
    expect(await rowOf(project._id)).toBeUndefined();
    const links = await ctx.db.privileged((db) => db.select().from(projectUsers).where(eq(projectUsers.projectId, project._id)));
    expect(links).toEqual([]);
    expect((await eventsOf(project._id)).map((e) => [e.type, e.payload])).toEqual([
      ['project_created', expect.anything()],
      ['project_deleted', { projectId: project._id, name: 'Busy' }],
    ]);
    expect((await get(pm, `/v2/projects/${project._id}`)).statusCode).toBe(404);
    expect((await get(pm, `/v2/projects/${project._id}/feeds`)).statusCode).toBe(404);
    expect((await del(pm, `/v2/projects/${project._id}`)).statusCode).toBe(404);
  });

  it('is refused to clients (403) and to another tenant (404)', async () => {
    const project = await created(pm);
    expect((await del(client, `/v2/projects/${project._id}`)).statusCode).toBe(403);
    expect((await del(acmeAdmin, `/v2/projects/${project._id}`, acme)).statusCode).toBe(404);
    expect(await rowOf(project._id)).toBeDefined();
  });
});

describe('client projects (the user editor and the user wizard)', () => {
  it('sys_admin sets a client\'s projects; /users/me and /users/{id} show them', async () => {
    const a = await created(pm, { name: 'A for the client' });
    const b = await created(pm, { name: 'B for the client' });
    const someone = await ctx.newUser(demo, { role: 'client' });
    const res = await put(sys, `/v2/users/${someone.id}`, { companies: ['Northwind'], client_projects: [b._id, a._id, { _id: a._id }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client_projects.map((p: { _id: string; name: string }) => p.name)).toEqual(['A for the client', 'B for the client']);
    expect((await get(someone, '/v2/users/me')).json()).toMatchObject({
      companies: ['Northwind'],
      client_projects: [{ _id: a._id, name: 'A for the client', avatar: null }, { _id: b._id }],
      projects: { [a._id]: { name: 'A for the client', avatar: null }, [b._id]: { name: 'B for the client', avatar: null } },
    });
    expect(ids(await get(someone, '/v2/projects')).sort()).toEqual([a._id, b._id].sort());
    // Sent back as they are, they are no change (a business_admin may send the whole user back).
    expect((await put(biz, `/v2/users/${someone.id}`, { client_projects: [a._id, b._id] })).statusCode).toBe(200);
    expect((await put(biz, `/v2/users/${someone.id}`, { client_projects: [a._id] })).statusCode).toBe(403);
    const cut = await put(sys, `/v2/users/${someone.id}`, { client_projects: [b._id] });
    expect(cut.json().client_projects.map((p: { _id: string }) => p._id)).toEqual([b._id]);
    expect((await get(someone, `/v2/projects/${a._id}`)).statusCode).toBe(404);
  });

  it("refuses another tenant's project and an unknown one, naming it", async () => {
    const someone = await ctx.newUser(demo, { role: 'client' });
    const foreign = (await post(acmeAdmin, '/v2/projects', { name: 'Acme only' }, acme)).json();
    const res = await put(sys, `/v2/users/${someone.id}`, { client_projects: [foreign._id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `No such project: ${foreign._id}`, details: [{ path: 'client_projects.0', message: `No such project: ${foreign._id}` }] });
  });

  it('the profile lists the projects a staff member is one of', async () => {
    const worker = await ctx.newUser(demo);
    const project = await created(pm, { name: 'With the worker', users: [worker.id] });
    const me = (await get(worker, '/v2/users/me')).json();
    expect(me.client_projects).toEqual([]);
    expect(me.projects).toEqual({ [project._id]: { name: 'With the worker', avatar: null } });
  });

  it('a client is invited to at least one project of this instance; only clients are', async () => {
    const email = () => `client-${randomUUID().slice(0, 8)}@example.test`;
    const none = await post(pm, '/v2/users', { email: email(), role: 'client' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: MESSAGES.clientProjectsRequired, details: [{ path: 'client_projects', message: MESSAGES.clientProjectsRequired }] });
    const project = await created(pm, { name: 'Invited to' });
    const foreign = (await post(acmeAdmin, '/v2/projects', { name: 'Acme' }, acme)).json();
    expect((await post(pm, '/v2/users', { email: email(), role: 'client', client_projects: [foreign._id] })).json().message).toBe(`No such project: ${foreign._id}`);
    expect((await post(pm, '/v2/users', { email: email(), role: 'inspector', client_projects: [project._id] })).statusCode).toBe(400);
    const res = await post(pm, '/v2/users', { email: email(), role: 'client', companies: ['Northwind'], client_projects: [project._id] });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await get(sys, `/v2/users/${res.json()._id}`)).json();
    expect(detail.client_projects.map((p: { _id: string }) => p._id)).toEqual([project._id]);
  });
});

describe('switches: the projects app and allowInspectorManageProjects', () => {
  it('with the projects app off every project call answers 403 toggle_disabled', async () => {
    const off = await instanceWith({ off: ['projects'] });
    const admin = await ctx.newUser(off, { role: 'sys_admin' });
    const { id } = await createProject(ctx.db, off.id, { name: 'Dormant' });
    for (const [method, url, body] of [
      ['GET', '/v2/projects'],
      ['GET', '/v2/projects/all'],
      ['GET', '/v2/projects/companies'],
      ['GET', '/v2/projects/dashboard'],
      ['GET', `/v2/projects/${id}`],
      ['GET', `/v2/projects/${id}/feeds`],
      ['GET', `/v2/projects/${id}/cover`],
      ['POST', '/v2/projects', { name: 'New' }],
      ['POST', `/v2/projects/${id}/clone`, {}],
      ['PUT', `/v2/projects/${id}`, { name: 'Renamed' }],
      ['DELETE', `/v2/projects/${id}`],
    ] as Array<[Method, string, unknown?]>) {
      const res = await call(admin, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'toggle_disabled', details: { app: 'projects' } });
    }
  });

  it('with allowInspectorManageProjects off inspectors get 403 security_flag; managers go on', async () => {
    const strict = await instanceWith({ settings: { security: { allowInspectorManageProjects: false } } });
    const [inspector, manager] = await Promise.all([ctx.newUser(strict), ctx.newUser(strict, { role: 'project_manager' })]);
    const { id } = await createProject(ctx.db, strict.id, { name: 'Strict', users: [inspector.id] });
    for (const [method, url, body] of [
      ['GET', '/v2/projects'],
      ['GET', `/v2/projects/${id}`],
      ['POST', '/v2/projects', { name: 'New' }],
      ['PUT', `/v2/projects/${id}`, { name: 'Renamed' }],
      ['POST', `/v2/projects/${id}/clone`, {}],
      ['DELETE', `/v2/projects/${id}`],
    ] as Array<[Method, string, unknown?]>) {
      const res = await call(inspector, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', details: { reason: 'security_flag', flag: 'allowInspectorManageProjects' } });
    }
    expect((await call(manager, 'GET', `/v2/projects/${id}`)).statusCode).toBe(200);
    expect((await call(manager, 'POST', '/v2/projects', { name: 'Fine' })).statusCode).toBe(201);
  });
});

describe('bad input is a 400 (or 404 for an id in the path), never a 500', () => {
  it('NUL bytes, broken text, huge strings, wrong types, non-uuid and foreign ids', async () => {
    const project = await created(pm);
    const foreignAsset = await upload(acmeAdmin, { filename: 'x.png', content: await files.png(8, 8) });
    const cases: Array<[Method, string, unknown, number]> = [
      ['POST', '/v2/projects', { name: 'Nul\u0000name' }, 400],
      ['POST', '/v2/projects', { name: 'Broken \ud800 text' }, 400],
      ['POST', '/v2/projects', { name: 'x'.repeat(10 * 1024 * 1024) }, 413],
      ['POST', '/v2/projects', { name: 'x'.repeat(100_000) }, 400],
      ['POST', '/v2/projects', { name: 42 }, 400],
      ['POST', '/v2/projects', { name: 'Ok', users: 'everyone' }, 400],
      ['POST', '/v2/projects', { name: 'Ok', users: Array.from({ length: 501 }, () => randomUUID()) }, 400],
      ['POST', '/v2/projects', { name: 'Ok', location: { lat: 'north', long: 2, address: '' } }, 400],
      ['POST', '/v2/projects', { name: 'Ok', location: { lat: 91, long: 2, address: '' } }, 400],
      ['POST', '/v2/projects', { name: 'Ok', company: 'c'.repeat(201) }, 400],
      ['POST', '/v2/projects', [1, 2, 3], 400],
      ['PUT', `/v2/projects/${project._id}`, { name: 'x\u0000' }, 400],
      ['PUT', `/v2/projects/${project._id}`, { avatar: foreignAsset.assetId }, 400],
      ['PUT', `/v2/projects/${project._id}`, { users: [randomUUID()] }, 400],
      ['PUT', `/v2/projects/${project._id}`, { company: { nested: true } }, 400],
      ['PUT', '/v2/projects/1%27%20or%201=1', { name: 'x' }, 404],
      ['GET', '/v2/projects/%00', undefined, 400],
      ['GET', `/v2/projects?search=${encodeURIComponent('a\u0000b')}`, undefined, 400],
      ['GET', `/v2/projects?search=${'s'.repeat(5000)}`, undefined, 400],
      ['GET', '/v2/projects?page=-1', undefined, 400],
      ['GET', `/v2/projects/${project._id}/feeds?page_size=x`, undefined, 400],
      ['DELETE', '/v2/projects/..%2F..%2Fetc', undefined, 404],
      ['POST', `/v2/projects/${randomUUID()}/clone`, {}, 404],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await call(pm, method, url, body);
      expect(res.statusCode, `${method} ${url.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 80)}`).toBe(status);
      expect(res.json().code).toBeDefined();
    }
    expect((await rowOf(project._id)).name).toBe(project.name);
  });
});

describe('saved views of the projects list', () => {
  it('are read and saved under /v2/projects like every list\'s, not taken for a project id', async () => {
    const id = randomUUID();
    const saved = await post(pm, `/v2/projects/template/${id}`, { name: 'Northwind', filters: { 'company[contains]': 'north' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ids(await get(pm, '/v2/projects/templates'))).toEqual([id]);
    expect((await get(pm, `/v2/projects/${id}/template`)).json()).toMatchObject({ _id: id, list: 'projects' });
    expect((await post(pm, `/v2/projects/template/${randomUUID()}`, { name: 'Bad', filters: { status: 'open' } })).statusCode).toBe(400);
    expect((await del(pm, `/v2/projects/${id}/template`)).statusCode).toBe(200);
  });
});
