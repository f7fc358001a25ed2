import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLUEPRINT_ELEMENTS_READ_ONLY,
  MESSAGES,
  TOGGLE_KEYS,
  type ProjectFieldDefinition,
  type ToggleKey,
} from '@fieldwork/contracts';
import { clientProjects, outboxEvents, projectFieldListItems, projects, skills } from '../src/db/schema';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Project fields through HTTP on a real database (spec 3 sections 3 to 9, ADR 0032): definitions,
 * values by kind with per-role rules and hidden fields, visibility, the lists list fields pick
 * from (with the CSV import), and values across projects. Each is tried by a second tenant.
 */

const R = { read: true, update: false, set: false };
const RU = { read: true, update: true, set: true };
const NONE = { read: false, update: false, set: false };

const FIELDS: Array<Partial<ProjectFieldDefinition> & Pick<ProjectFieldDefinition, 'id' | 'label' | 'type'>> = [
  { id: 'notes', label: 'Notes', type: 'text', permissions: { inspector: RU } },
  { id: 'site', label: 'Site', type: 'address', permissions: { inspector: RU } },
  { id: 'docs', label: 'Documents', type: 'fileList', permissions: { inspector: RU } },
  { id: 'plans', label: 'Plans', type: 'blueprintList' },
  { id: 'tasks', label: 'Tasks', type: 'statusList', permissions: { project_manager: RU } },
  { id: 'colour', label: 'Colour', type: 'list', permissions: { inspector: RU } },
  { id: 'rank', label: 'Rank', type: 'ranking', permissions: { inspector: R } },
  { id: 'crew', label: 'Crew skills', type: 'skills', permissions: { project_manager: RU } },
  { id: 'items', label: 'Items', type: 'table', columns: [{ key: 'item', label: 'Item' }, { key: 'qty', label: 'Qty' }] },
  { id: 'customer', label: 'Customer', type: 'customerTable', permissions: { client: RU } },
  { id: 'marks', label: 'Marks', type: 'blueprintElements' },
  { id: 'budget', label: 'Budget', type: 'text', considerRead: true, permissions: { project_manager: RU, client: NONE } },
];

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let sys: TestUser;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let client: TestUser;
let otherClient: TestUser;
let acmeAdmin: TestUser;

const tokenOf = (user: TestUser) => ctx.tokenFor(user);

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const call = (as: TestUser, method: Method, url: string, payload?: unknown, instance?: TestInstance) => ctx.call(as, method, url, { payload, instance });
const patch = (as: TestUser, projectId: string, body: unknown, instance?: TestInstance) => call(as, 'PATCH', `/v2/projects/${projectId}/fields`, body, instance);

async function newProject(instance: TestInstance, opts: { name?: string; fields?: Record<string, unknown>; visibility?: Record<string, boolean>; clients?: TestUser[] } = {}) {
  return ctx.db.tenant(instance.id, async ({ tx }) => {
    const [row] = await tx
      .insert(projects)
      .values({ instanceId: instance.id, name: opts.name ?? `Project ${randomBytes(3).toString('hex')}`, fields: opts.fields ?? {}, visibility: opts.visibility ?? {} })
      .returning();
    for (const c of opts.clients ?? []) await tx.insert(clientProjects).values({ instanceId: instance.id, userId: c.id, projectId: row.id });
    return row.id;
  });
}
const stored = (id: string) => ctx.db.privileged(async (db) => (await db.select().from(projects).where(eq(projects.id, id)))[0]);
const eventsOf = (projectId: string) =>
  ctx.db.privileged((db) => db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateType, 'project'), eq(outboxEvents.aggregateId, projectId))).orderBy(outboxEvents.id));

async function newSkill(instance: TestInstance, name = `Skill ${randomBytes(3).toString('hex')}`) {
  return ctx.db.tenant(instance.id, async ({ tx }) => (await tx.insert(skills).values({ instanceId: instance.id, name }).returning())[0].id);
}

async function upload(user: TestUser, filename: string, content: Buffer, query = '?target=project'): Promise<string> {
  const body = multipart([{ filename, content }]);
  const res = await ctx.request(user.instance, { method: 'POST', url: `/v2/asset/upload${query}`, headers: body.headers, payload: body.payload, as: await tokenOf(user) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].assetId;
}

/** A multipart form with plain fields and one file, as a browser's FormData sends it. */
function csvForm(fields: Record<string, string>, csv: string | Buffer | null) {
  const boundary = `----fw${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (csv !== null) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\nContent-Type: text/csv\r\n\r\n`));
    parts.push(typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function importCsv(as: TestUser, fields: Record<string, string>, csv: string | Buffer | null, instance?: TestInstance) {
  const form = csvForm(fields, csv);
  return ctx.request(instance ?? as.instance, { method: 'POST', url: '/v2/projects/fields/list/bulk', headers: form.headers, payload: form.payload, as: await tokenOf(as) });
}

async function define(as: TestUser, fields: unknown, extra: Record<string, unknown> = {}, instance?: TestInstance) {
  return call(as, 'PUT', '/v2/settings/projectFields', { fields, ...extra }, instance);
}

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({ toggles: TOGGLE_KEYS });
  acme = await ctx.newInstance({ toggles: TOGGLE_KEYS });
  [sys, biz, pm, insp, client, otherClient, acmeAdmin] = await Promise.all([
    ctx.newUser(demo, { role: 'sys_admin' }),
    ctx.newUser(demo, { role: 'business_admin' }),
    ctx.newUser(demo, { role: 'project_manager' }),
    ctx.newUser(demo, { role: 'inspector' }),
    ctx.newUser(demo, { role: 'client' }),
    ctx.newUser(demo, { role: 'client' }),
    ctx.newUser(acme, { role: 'business_admin' }),
  ]);
  const res = await define(biz, FIELDS);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => ctx?.close());

describe('PUT /v2/settings/projectFields', () => {
  it('stores the definitions with their defaults; the bootstrap sends them to signed-in users only', async () => {
    const boot = (await call(insp, 'GET', '/v2/apps/bootstrap')).json();
    expect(boot.projectFields.map((f: ProjectFieldDefinition) => f.id)).toEqual(FIELDS.map((f) => f.id));
    expect(boot.projectFields[0]).toEqual({ ...FIELDS[0], icon: null, considerRead: false });
    expect(boot.projectFieldsTurnOffHidden).toBe(false);
    const anonymous = await ctx.request(demo, { method: 'GET', url: '/v2/apps/bootstrap' });
    expect(anonymous.json().projectFields).toEqual([]);
  });

  it('is for admins only', async () => {
    for (const user of [pm, insp, client]) expect((await define(user, FIELDS)).statusCode).toBe(403);
    expect((await define(sys, FIELDS)).statusCode).toBe(200);
  });

  it.each([
    [[{ id: 'a', label: 'A', type: 'text' }, { id: 'a', label: 'B', type: 'ranking' }], "Field id 'a' repeats"],
    [[{ id: '1a', label: 'A', type: 'text' }], 'Use letters, digits, - and _ (up to 64), starting with a letter'],
    [[{ id: 'a', label: '', type: 'text' }], 'Label is required'],
    [[{ id: 'a', label: 'A', type: 'colour' }], 'Invalid option'],
    [[{ id: 'a', label: 'A', type: 'text', columns: [{ key: 'x', label: 'X' }] }], 'Only tables have columns'],
    [[{ id: 'a', label: 'A\u0000', type: 'text' }], 'NUL'],
    [Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, label: 'F', type: 'text' })), 'At most 100 project fields'],
    ['not a list', 'expected array'],
  ])('refuses %#: %s', async (fields, message) => {
    const res = await define(biz, fields);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  });

  it("removes the values and visibility of a field that is removed or changes kind, and keeps the others'", async () => {
    await define(biz, [...FIELDS, { id: 'temp', label: 'Temp', type: 'text' }, { id: 'morph', label: 'Morph', type: 'text' }]);
    const id = await newProject(demo, { fields: { notes: 'kept', temp: 'gone', morph: 'was text' }, visibility: { temp: false, notes: false } });
    const res = await define(biz, [...FIELDS, { id: 'morph', label: 'Morph', type: 'ranking' }]);
    expect(res.statusCode, res.body).toBe(200);
    const row = await stored(id);
    expect(row.fields).toEqual({ notes: 'kept' });
    expect(row.visibility).toEqual({ notes: false });
    await define(biz, FIELDS);
  });

  it("is each instance's own", async () => {
    expect((await define(acmeAdmin, [{ id: 'other', label: 'Other', type: 'text' }])).statusCode).toBe(200);
    const boot = (await call(insp, 'GET', '/v2/apps/bootstrap')).json();
    expect(boot.projectFields.map((f: ProjectFieldDefinition) => f.id)).not.toContain('other');
    // Another tenant's token on this host is not a session here.
    expect((await define(acmeAdmin, FIELDS, {}, demo)).statusCode).toBe(401);
  });
});

describe('PATCH /v2/projects/{id}/fields', () => {
  it('writes values of every writable kind and answers the changed fields as the caller reads them', async () => {
    const id = await newProject(demo);
    const pdf = await upload(biz, 'plan.pdf', files.pdf());
    const png = await upload(biz, 'photo.png', await files.png(8, 8));
    const skill = await newSkill(demo);
    const body = [
      { id: 'notes', value: 'Gate code 1234 — שער' },
      { id: 'site', value: { lat: 32.08, long: 34.78, address: 'Rothschild 1, Tel Aviv' } },
      { id: 'docs', value: [png, pdf] },
      { id: 'plans', value: [pdf.toUpperCase()] },
      { id: 'tasks', value: [{ label: 'Wiring', status: 'in_progress' }] },
      { id: 'colour', value: { label: 'Deep Red', value: 'Deep Red' } },
      { id: 'rank', value: 4 },
      { id: 'crew', value: [skill] },
      { id: 'items', value: [{ item: 'Ladder', qty: 2 }] },
      { id: 'customer', value: [{ name: 'Dana', value: 'Owner' }] },
    ];
    const res = await patch(biz, id, body);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.success).toBe(true);
    expect(reply.fields.map((v: { field: { id: string } }) => v.field.id)).toEqual(body.map((b) => b.id));
    expect(reply.fields.find((v: { field: { id: string } }) => v.field.id === 'colour').value).toEqual([{ label: 'Deep Red', value: 'deep red' }]);
    const row = await stored(id);
    expect(row.fields.plans).toEqual([pdf]);
    expect(row.fields.rank).toBe(4);
    const [event] = await eventsOf(id);
    expect(event.type).toBe('project_details_changed');
    expect((event.payload as { changes: string[] }).changes).toEqual(body.map((b) => `fields.${b.id}`));
  });

  it('clears with null, and a value sent unchanged is no change (no event)', async () => {
    const id = await newProject(demo, { fields: { notes: 'same', rank: 2 } });
    const res = await patch(biz, id, [{ id: 'notes', value: 'same' }, { id: 'rank', value: null }]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(id)).fields).toEqual({ notes: 'same' });
    const events = await eventsOf(id);
    expect(events.map((e) => (e.payload as { changes: string[] }).changes)).toEqual([['fields.rank']]);
    expect((await patch(biz, id, [{ id: 'notes', value: 'same' }])).statusCode).toBe(200);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    ['rank', 6, 'A ranking is a whole number from 1 to 5'],
    ['rank', '3', 'A ranking is a whole number from 1 to 5'],
    ['notes', 'x'.repeat(5001), 'Text is at most 5000 characters'],
    ['notes', { deep: { deeper: 1 } }, 'Text is expected'],
    ['tasks', [{ label: 'A', status: 'late' }], 'A status is one of open, in_progress, done'],
    ['items', [{ price: 1 }], "'price' is not a column"],
    ['docs', ['not-an-id'], 'Each file is an id'],
    ['docs', [randomUUID()], 'No such file'],
    ['crew', [randomUUID()], 'No such skill'],
    ['colour', 'red', 'A list value is an item {label, value} or a list of them'],
    ['marks', { elements: 1, byElement: [] }, BLUEPRINT_ELEMENTS_READ_ONLY],
  ])('refuses %s = %j with a 400 naming the field, and writes nothing', async (fieldId, value, message) => {
    const before = { lat: null, long: null, address: 'Before' };
    const id = await newProject(demo, { fields: { site: before } });
    const res = await patch(biz, id, [{ id: 'site', value: { lat: null, long: null, address: 'After' } }, { id: fieldId, value }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(fieldId);
    expect(JSON.stringify(res.json().details)).toContain(message);
    expect((await stored(id)).fields).toEqual({ site: before });
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it('takes only PDFs of the tenant as plans', async () => {
    const id = await newProject(demo);
    const png = await upload(biz, 'p.png', await files.png(8, 8));
    const res = await patch(biz, id, [{ id: 'plans', value: [png] }]);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain(MESSAGES.invalidFileType(['pdf']));
    const acmePdf = await upload(acmeAdmin, 'plan.pdf', files.pdf());
    const foreign = await patch(biz, id, [{ id: 'plans', value: [acmePdf] }]);
    expect(foreign.statusCode).toBe(400);
    expect(JSON.stringify(foreign.json().details)).toContain('No such file');
  });

  it('refuses an unknown field with a 400, and bad input is never a 500', async () => {
    const id = await newProject(demo);
    const unknown = await patch(biz, id, [{ id: 'nope', value: 1 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No such project field: nope');
    for (const body of [
      [],
      {},
      { fields: [{ id: 'notes', value: 'x' }] },
      [{ id: 'notes', value: 'a\u0000b' }],
      [{ id: 'notes' }, { id: 'notes' }],
      [{ id: 'x'.repeat(10_000), value: 1 }],
      [{ id: 'notes', value: JSON.parse('['.repeat(40) + ']'.repeat(40)) }],
      Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, value: 1 })),
    ]) {
      const res = await patch(biz, id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await patch(biz, 'not-a-uuid', [{ id: 'notes', value: 'x' }])).statusCode).toBe(404);
    expect((await patch(biz, randomUUID(), [{ id: 'notes', value: 'x' }])).statusCode).toBe(404);
  });

  describe('per-role rules (spec 3 section 6)', () => {
    it("lets a role change what its entry allows; another field is a 403 naming it, and nothing is written", async () => {
      const id = await newProject(demo);
      expect((await patch(insp, id, [{ id: 'notes', value: 'by inspector' }])).statusCode).toBe(200);
      const refused = await patch(insp, id, [{ id: 'notes', value: 'again' }, { id: 'rank', value: 3 }]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("You may not change the project field 'rank'");
      expect((await stored(id)).fields).toEqual({ notes: 'by inspector' });
      expect((await patch(pm, id, [{ id: 'tasks', value: [] }])).statusCode).toBe(200);
      expect((await patch(pm, id, [{ id: 'notes', value: 'x' }])).statusCode).toBe(403);
    });

    it('hides a field that considers reading from roles whose entry does not read it: a 404 naming the field', async () => {
      const id = await newProject(demo, { clients: [client] });
      const res = await patch(insp, id, [{ id: 'budget', value: '1000' }]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Project field 'budget' not found");
      expect((await patch(pm, id, [{ id: 'budget', value: '1000' }])).statusCode).toBe(200);
    });

    it("gives a client with no entry everything on their client projects, and nothing on others' (404)", async () => {
      const mine = await newProject(demo, { clients: [client] });
      expect((await patch(client, mine, [{ id: 'rank', value: 5 }, { id: 'customer', value: [{ name: 'Me' }] }])).statusCode).toBe(200);
      expect((await patch(client, mine, [{ id: 'budget', value: '1' }])).statusCode).toBe(404);
      expect((await patch(otherClient, mine, [{ id: 'rank', value: 1 }])).statusCode).toBe(404);
    });

    it('keeps a hidden field for admins: others get a 404 naming it', async () => {
      const id = await newProject(demo, { visibility: { notes: false } });
      expect((await patch(insp, id, [{ id: 'notes', value: 'x' }])).statusCode).toBe(404);
      expect((await patch(biz, id, [{ id: 'notes', value: 'x' }])).statusCode).toBe(200);
    });
  });

  it('refuses blueprint kinds without the blueprints app and the customer table without the client portal', async () => {
    const off = await ctx.newInstance({ toggles: TOGGLE_KEYS.filter((k): k is ToggleKey => k !== 'blueprints' && k !== 'client') });
    const admin = await ctx.newUser(off, { role: 'business_admin' });
    await define(admin, FIELDS);
    const id = await newProject(off);
    for (const [fieldId, value] of [['plans', []], ['customer', []]] as const) {
      const res = await patch(admin, id, [{ id: fieldId, value }]);
      expect(res.statusCode, fieldId).toBe(403);
      expect(res.json().code).toBe('toggle_disabled');
    }
    expect((await patch(admin, id, [{ id: 'notes', value: 'fine' }])).statusCode).toBe(200);
  });

  it("cannot reach another tenant's project", async () => {
    const id = await newProject(demo);
    expect((await patch(acmeAdmin, id, [{ id: 'notes', value: 'x' }], acme)).statusCode).toBe(404);
    expect((await patch(acmeAdmin, id, [{ id: 'notes', value: 'x' }], demo)).statusCode).toBe(401);
  });
});

describe('POST /v2/projects/{id}/fields/visibility (spec 3 section 4)', () => {
  it('lets admins hide and show fields; answers the whole map; emits the change', async () => {
    const id = await newProject(demo);
    const res = await call(biz, 'POST', `/v2/projects/${id}/fields/visibility`, { notes: false, rank: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, visibility: { notes: false, rank: false } });
    const again = await call(sys, 'POST', `/v2/projects/${id}/fields/visibility`, { rank: true });
    expect(again.json().visibility).toEqual({ notes: false, rank: true });
    expect((await eventsOf(id)).map((e) => (e.payload as { changes: string[] }).changes)).toEqual([['visibility'], ['visibility']]);
  });

  it('is refused to everyone else, and to unknown fields', async () => {
    const id = await newProject(demo, { clients: [client] });
    for (const user of [pm, insp, client]) expect((await call(user, 'POST', `/v2/projects/${id}/fields/visibility`, { notes: false })).statusCode).toBe(403);
    const unknown = await call(biz, 'POST', `/v2/projects/${id}/fields/visibility`, { nope: false });
    expect(unknown.statusCode).toBe(400);
    expect((await call(biz, 'POST', `/v2/projects/${id}/fields/visibility`, { notes: 'no' })).statusCode).toBe(400);
    expect((await call(acmeAdmin, 'POST', `/v2/projects/${id}/fields/visibility`, { notes: false }, acme)).statusCode).toBe(404);
  });
});

describe('list groups', () => {
  it('adds items with values lowercased unless numeric, each value once per list; lists them by label', async () => {
    const group = `g${randomBytes(3).toString('hex')}`;
    const add = (label: string, value?: string, as = pm) => call(as, 'POST', '/v2/projects/fields/list', { group, label, ...(value ? { value } : {}) });
    const red = await add('Red Brick');
    expect(red.statusCode, red.body).toBe(201);
    expect(red.json()).toMatchObject({ group, label: 'Red Brick', value: 'red brick', isPrivate: false, project: null });
    expect((await add('Floor', '12')).json().value).toBe('12');
    const twice = await add('RED BRICK');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("'red brick' is already in the list");
    expect((await add('Blue', undefined, insp)).statusCode).toBe(403);
    const list = await call(client, 'GET', `/v2/projects/fields/list/${group}?isPrivate=0`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { label: string }) => i.label)).toEqual(['Floor', 'Red Brick']);
    expect((await call(insp, 'GET', `/v2/projects/fields/list/${group}?search=bri`)).json()).toHaveLength(1);
  });

  it("keeps a project's own items apart, behind the project read rule", async () => {
    const group = `g${randomBytes(3).toString('hex')}`;
    const id = await newProject(demo, { clients: [client] });
    const mine = await call(pm, 'POST', '/v2/projects/fields/list', { group, label: 'Private one', isPrivate: true, project: id });
    expect(mine.statusCode, mine.body).toBe(201);
    await call(pm, 'POST', '/v2/projects/fields/list', { group, label: 'Shared one' });
    const labels = async (as: TestUser, query: string) => {
      const res = await call(as, 'GET', `/v2/projects/fields/list/${group}${query}`);
      return res.statusCode === 200 ? res.json().map((i: { label: string }) => i.label) : res.statusCode;
    };
    expect(await labels(client, `?isPrivate=1&project=${id}`)).toEqual(['Private one']);
    expect(await labels(client, `?isPrivate=0`)).toEqual(['Shared one']);
    expect(await labels(client, `?project=${id}`)).toEqual(['Private one', 'Shared one']);
    expect(await labels(otherClient, `?isPrivate=1&project=${id}`)).toBe(404);
    expect(await labels(insp, `?isPrivate=1`)).toBe(400);
    expect(await labels(insp, `?isPrivate=maybe`)).toBe(400);
    expect((await call(pm, 'POST', '/v2/projects/fields/list', { group, label: 'x', isPrivate: true })).statusCode).toBe(400);
    expect((await call(acmeAdmin, 'GET', `/v2/projects/fields/list/${group}?isPrivate=1&project=${id}`, undefined, acme)).statusCode).toBe(404);
    expect(await (await call(acmeAdmin, 'GET', `/v2/projects/fields/list/${group}`, undefined, acme)).json()).toEqual([]);
  });

  it('deletes an item; another tenant finds none', async () => {
    const group = `g${randomBytes(3).toString('hex')}`;
    const item = (await call(pm, 'POST', '/v2/projects/fields/list', { group, label: 'Gone' })).json();
    expect((await call(acmeAdmin, 'DELETE', `/v2/projects/fields/list/${item._id}`, undefined, acme)).statusCode).toBe(404);
    expect((await call(insp, 'DELETE', `/v2/projects/fields/list/${item._id}`)).statusCode).toBe(403);
    expect((await call(pm, 'DELETE', `/v2/projects/fields/list/${item._id}`)).json()).toEqual({ success: true });
    expect((await call(pm, 'DELETE', `/v2/projects/fields/list/${item._id}`)).statusCode).toBe(404);
  });

  it('refuses bad items with a 400', async () => {
    for (const body of [{ group: 'g', label: '' }, { group: 'g', label: 'x'.repeat(201) }, { group: '1bad', label: 'x' }, { group: 'g', label: 'a\u0000' }, { group: 'g', label: 'x', project: 'nope', isPrivate: true }]) {
      expect((await call(pm, 'POST', '/v2/projects/fields/list', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /v2/projects/fields/list/bulk (CSV)', () => {
  it('keeps quoted commas, a BOM and Hebrew; reports each refused line with its number and reason', async () => {
    const group = `g${randomBytes(3).toString('hex')}`;
    await call(pm, 'POST', '/v2/projects/fields/list', { group, label: 'Existing' });
    const csv = [
      '\ufefflabel,value',
      '"Smith, John",smith',
      'שלום עולם,',
      '"Two\nlines",two',
      ',empty label',
      'a,b,c',
      'Existing',
      'Dup,same',
      'Again,SAME',
      `${'x'.repeat(201)},long`,
      'Nul\u0000here,x',
      '"Last, quoted",12',
    ].join('\r\n');
    const res = await importCsv(pm, { group }, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      rows: 11,
      inserted: 5,
      rejected: 6,
      report: [
        { line: 6, reason: 'Label is required' },
        { line: 7, reason: 'Expected label and value (2 columns), found 3' },
        { line: 8, reason: "'existing' is already in the list" },
        { line: 10, reason: "'same' is already on line 9" },
        { line: 11, reason: 'Label is at most 200 characters' },
        { line: 12, reason: 'The line contains a NUL character' },
      ],
    });
    const items = (await call(pm, 'GET', `/v2/projects/fields/list/${group}?limit=50`)).json();
    expect(items.map((i: { label: string; value: string }) => [i.label, i.value])).toEqual([
      ['Dup', 'same'],
      ['Existing', 'existing'],
      ['Last, quoted', '12'],
      ['Smith, John', 'smith'],
      ['Two\nlines', 'two'],
      ['שלום עולם', 'שלום עולם'],
    ]);
  });

  it('reports an unclosed quote where it opens', async () => {
    const group = `g${randomBytes(3).toString('hex')}`;
    const res = await importCsv(pm, { group }, 'One\nTwo\n"Three,3\nFour\n');
    expect(res.json()).toMatchObject({ inserted: 2, report: [{ line: 3, reason: 'A quote is not closed: the lines from here to the end of the file were read as one value' }] });
  });

  it('imports a private list of a project the caller reads', async () => {
    const group = `g${randomBytes(3).toString('hex')}`;
    const id = await newProject(demo);
    const res = await importCsv(pm, { group, isPrivate: '1', project: id }, 'A\nB\n');
    expect(res.json().inserted).toBe(2);
    const rows = await ctx.db.privileged((db) => db.select().from(projectFieldListItems).where(eq(projectFieldListItems.group, group)));
    expect(rows.every((r) => r.projectId === id && r.isPrivate)).toBe(true);
    expect((await importCsv(acmeAdmin, { group, isPrivate: '1', project: id }, 'A\n', acme)).statusCode).toBe(404);
  });

  it('refuses what is not a list import with a clear 400 (or 413), never a 500', async () => {
    expect((await importCsv(pm, { group: 'g' }, null)).json().message).toBe('Attach the CSV file as the form field "file"');
    expect((await importCsv(pm, {}, 'a\n')).statusCode).toBe(400);
    expect((await importCsv(pm, { group: 'g', isPrivate: '1' }, 'a\n')).json().message).toBe('A private list needs its project');
    const latin1 = await importCsv(pm, { group: 'g' }, Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().message).toBe('The file is not UTF-8 text: save it as CSV UTF-8 and try again');
    const big = await importCsv(pm, { group: 'g' }, Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect((await importCsv(insp, { group: 'g' }, 'a\n')).statusCode).toBe(403);
    const json = await call(pm, 'POST', '/v2/projects/fields/list/bulk', { group: 'g', csv: 'a' });
    expect(json.statusCode).toBe(400);
  });

  it('imports 10,000 lines with malformed ones in one go', async () => {
    const group = `g${randomBytes(3).toString('hex')}`;
    const lines = ['label,value'];
    for (let i = 1; i <= 10_000; i += 1) {
      if (i % 500 === 0) lines.push(`bad,${i},extra`);
      else if (i % 777 === 0) lines.push(`,${i}`);
      else lines.push(`"Item ${i}, אתר",${i}`);
    }
    const started = performance.now();
    const res = await importCsv(pm, { group }, lines.join('\n'));
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    const bad = 20 + Array.from({ length: 10_000 }, (_, i) => i + 1).filter((i) => i % 777 === 0 && i % 500 !== 0).length;
    expect(reply).toMatchObject({ rows: 10_000, inserted: 10_000 - bad, rejected: bad });
    expect(reply.report[0]).toEqual({ line: 501, reason: 'Expected label and value (2 columns), found 3' });
    console.log(`CSV import of 10,000 lines (${bad} refused): ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(30_000);
  }, 60_000);
});

describe('GET /v2/projects/fields/values', () => {
  let group: { a: string; b: string; hidden: string; theirs: string };
  let biz: TestUser, insp: TestUser, client: TestUser;

  beforeAll(async () => {
    // An instance of its own: the other tests' projects hold values too.
    const own = await ctx.newInstance({ toggles: TOGGLE_KEYS });
    [biz, insp, client] = await Promise.all([
      ctx.newUser(own, { role: 'business_admin' }),
      ctx.newUser(own, { role: 'inspector' }),
      ctx.newUser(own, { role: 'client' }),
    ]);
    await define(biz, FIELDS);
    group = {
      a: await newProject(own, { fields: { rank: 4, colour: [{ label: 'Red', value: 'red' }], notes: 'one', crew: [await newSkill(own, 'Welding')] }, clients: [client] }),
      b: await newProject(own, { fields: { rank: 4, colour: [{ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' }] } }),
      hidden: await newProject(own, { fields: { rank: 2 }, visibility: { rank: false } }),
      theirs: await newProject(acme, { fields: { rank: 1 } }),
    };
  });

  const values = async (as: TestUser, query: string, instance?: TestInstance) => {
    const res = await call(as, 'GET', `/v2/projects/fields/values?${query}`, undefined, instance);
    return res.statusCode === 200 ? res.json().values : res.statusCode;
  };

  it("counts each value over the caller's projects; hidden ones count for admins only", async () => {
    const forAdmin = await values(biz, 'field=rank');
    expect(forAdmin).toEqual(expect.arrayContaining([{ value: 4, label: '4', count: 2 }, { value: 2, label: '2', count: 1 }]));
    expect(forAdmin.find((v: { value: number }) => v.value === 1)).toBeUndefined();
    expect((await values(insp, 'field=rank')).find((v: { value: number }) => v.value === 2)).toBeUndefined();
    expect(await values(biz, 'field=crew')).toEqual([expect.objectContaining({ label: 'Welding', count: 1 })]);
    expect(await values(biz, 'field=colour')).toEqual(expect.arrayContaining([{ value: 'red', label: 'Red', count: 2 }, { value: 'blue', label: 'Blue', count: 1 }]));
  });

  it("gives a client their client projects' values only, and one project's on asking", async () => {
    expect(await values(client, 'field=colour')).toEqual([{ value: 'red', label: 'Red', count: 1 }]);
    expect(await values(biz, `field=colour&project=${group.b}`)).toHaveLength(2);
    expect(await values(client, `field=colour&project=${group.b}`)).toBe(404);
    expect(await values(insp, `field=rank&project=${group.hidden}`)).toBe(404);
    expect(await values(biz, `field=rank&project=${group.hidden}`)).toEqual([{ value: 2, label: '2', count: 1 }]);
  });

  it('refuses unknown and unreadable fields and kinds without listed values', async () => {
    expect(await values(biz, 'field=nope')).toBe(400);
    expect(await values(insp, 'field=budget')).toBe(404);
    expect(await values(biz, 'field=docs')).toBe(400);
    expect(await values(biz, '')).toBe(400);
    expect(await values(biz, 'field=rank&limit=100000')).toBe(400);
    expect(await values(biz, 'field=rank&project=nope')).toBe(400);
    expect(await values(acmeAdmin, `field=rank&project=${group.a}`, acme)).toBe(404);
  });
});
