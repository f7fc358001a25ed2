import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_KEYS,
  DEFAULT_USER_FIELDS,
  MESSAGES,
  TOGGLE_KEYS,
  userDetailSchema,
  userRowSchema,
  type InstanceSettings,
  type Role,
  type ToggleKey,
  type UserFieldDefinition,
} from '@fieldwork/contracts';
import { mails, outboxEvents, refreshTokens, userTokens, users } from '../src/db/schema';
import { createUser } from '../src/seed/instance-factory';
import { UserTokensRepository } from '../src/users/user-tokens.repository';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TEST_PASSWORD, TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Users through HTTP on a real database: the list, profiles, the editor's rules (spec 1 section
 * 6, spec 3 sections 3 and 6), ban, removal (ADR 0028), notification preferences, the activity
 * feed and impersonation (spec 1 section 4.2). Each call is also tried by a second tenant.
 */

const R = { read: true, update: false, set: false };
const RS = { read: true, update: false, set: true };
const RUS = { read: true, update: true, set: true };
const NONE = { read: false, update: false, set: false };

/** The default fields, and two of this test's own: one the user fills once, one project managers keep. */
const FIELDS: UserFieldDefinition[] = [
  ...DEFAULT_USER_FIELDS,
  { name: 'Badge', value: 'badge', type: 'number', permissions: { user: RS, client: NONE } },
  { name: 'Vehicle', value: 'vehicle', type: 'select', options: [{ label: 'Van', value: 'van' }, { label: 'Car', value: 'car' }], permissions: { project_manager: RUS, client: NONE } },
];

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let sys: TestUser;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let acmeSys: TestUser;
let acmeAdmin: TestUser;

const tokenOf = (user: TestUser) => ctx.tokenFor(user);

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (as: TestUser | string | null, method: Method, url: string, payload?: unknown, instance?: TestInstance) =>
  ctx.call(as, method, url, { payload, instance: instance ?? (as && typeof as !== 'string' ? as.instance : demo) });
const get = (as: TestUser | string | null, url: string, instance?: TestInstance) => call(as, 'GET', url, undefined, instance);
const put = (as: TestUser | string | null, url: string, body: unknown, instance?: TestInstance) => call(as, 'PUT', url, body, instance);
const post = (as: TestUser | string | null, url: string, body: unknown, instance?: TestInstance) => call(as, 'POST', url, body, instance);

const fresh = (role: Role = 'inspector', instance = demo) => ctx.newUser(instance, { role });
const mailsTo = (to: string) => ctx.db.privileged((db) => db.select().from(mails).where(eq(mails.to, to)).orderBy(mails.createdAt));
const rowOf = async (id: string) => (await ctx.db.privileged((db) => db.select().from(users).where(eq(users.id, id))))[0]!;
const eventsAbout = (userId: string) =>
  ctx.db.privileged((db) => db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateType, 'user'), eq(outboxEvents.aggregateId, userId))).orderBy(outboxEvents.id));

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const tokenGrant = (instance: TestInstance, fields: Record<string, string>) =>
  ctx.request(instance, {
    method: 'POST',
    url: '/v2/users/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ client_id: ctx.config.oauthClient.id, client_secret: ctx.config.oauthClient.secret, ...fields }),
  });
const signIn = (user: TestUser) => tokenGrant(user.instance, { grant_type: 'password', username: user.email, password: TEST_PASSWORD });
async function impersonate(as: TestUser | string, username: string, instance: TestInstance = demo, extra: Record<string, string> = {}) {
  const token = typeof as === 'string' ? as : await tokenOf(as);
  return ctx.request(instance, {
    method: 'POST',
    url: '/v2/users/impersonate',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    payload: form({ username, client_id: ctx.config.oauthClient.id, client_secret: ctx.config.oauthClient.secret, grant_type: 'impersonate', ...extra }),
  });
}

async function instanceWith(opts: { off?: ToggleKey[]; settings?: InstanceSettings; mainHost?: boolean } = {}): Promise<TestInstance> {
  const off = new Set(opts.off ?? []);
  return ctx.newInstance({ toggles: TOGGLE_KEYS.filter((k) => !off.has(k)), settings: { userFields: FIELDS, ...opts.settings }, mainHost: opts.mainHost ?? true });
}

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await instanceWith();
  acme = await instanceWith();
  [sys, biz, pm, insp] = await Promise.all((['sys_admin', 'business_admin', 'project_manager', 'inspector'] as const).map((role) => fresh(role)));
  [acmeSys, acmeAdmin] = await Promise.all([fresh('sys_admin', acme), fresh('business_admin', acme)]);
});
afterAll(() => ctx?.close());

describe('GET /v2/users', () => {
  it('lists rows with their state, in docs and in data, 100 a page at most, removed users left out', async () => {
    const banned = await ctx.newUser(demo, { banned: true });
    const invited = await createUser(ctx.db, demo.id, { email: `invited-${Date.now()}@example.test`, role: 'inspector', passwordHash: null, confirmed: false });
    const res = await get(pm, '/v2/users?page_size=1000');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.limit).toBe(100);
    expect(page.data).toEqual(page.docs);
    for (const row of page.docs) expect(userRowSchema.safeParse(row).success).toBe(true);
    const byId = new Map(page.docs.map((r: { _id: string }) => [r._id, r]));
    expect(byId.get(banned.id)).toMatchObject({ state: 'banned', banned: true, skills: [] });
    expect(byId.get(invited.id)).toMatchObject({ state: 'invited', confirmed: false });
    expect(byId.get(insp.id)).toMatchObject({ state: 'active', role: 'inspector', id: insp.id });
    expect((await get(pm, '/v2/users?state=invited')).json().docs.map((r: { _id: string }) => r._id)).toEqual([invited.id]);
    expect((await get(pm, '/v2/users?include_me=false&page_size=100')).json().docs.map((r: { _id: string }) => r._id)).not.toContain(pm.id);
  });

  it('a second tenant lists only its own people, and a token is good on its own host only', async () => {
    const ids = (await get(acmeAdmin, '/v2/users?page_size=100', acme)).json().docs.map((r: { _id: string }) => r._id);
    expect(ids.sort()).toEqual([acmeSys.id, acmeAdmin.id].sort());
    expect((await get(acmeAdmin, '/v2/users', demo)).statusCode).toBe(401);
  });
});

describe('the users list\'s saved views', () => {
  it('are read, saved and deleted under /v2/users like every list\'s, not taken for a user id; another tenant sees none', async () => {
    const id = randomUUID();
    const saved = await post(pm, `/v2/users/template/${id}`, { name: 'Inspectors', filters: { role: 'inspector' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const views = await get(pm, '/v2/users/templates');
    expect(views.statusCode, views.body).toBe(200);
    expect(views.json().map((v: { _id: string }) => v._id)).toEqual([id]);
    expect((await get(pm, `/v2/users/${id}/template`)).json()).toMatchObject({ _id: id, name: 'Inspectors', list: 'users' });
    expect((await get(acmeAdmin, '/v2/users/templates', acme)).json()).toEqual([]);
    expect((await call(pm, 'DELETE', `/v2/users/${id}/template`)).statusCode).toBe(200);
    expect((await get(pm, '/v2/users/templates')).json()).toEqual([]);
  });
});

describe('GET /v2/users/{id}', () => {
  it('oneself for everyone, anyone for staff; others are absent to inspectors and clients', async () => {
    const client = await fresh('client');
    expect((await get(insp, `/v2/users/${insp.id}`)).statusCode).toBe(200);
    expect((await get(client, `/v2/users/${client.id}`)).statusCode).toBe(200);
    expect((await get(insp, `/v2/users/${pm.id}`)).statusCode).toBe(404);
    expect((await get(client, `/v2/users/${insp.id}`)).statusCode).toBe(404);
    const res = await get(pm, `/v2/users/${biz.id}`);
    expect(res.statusCode).toBe(200);
    expect(userDetailSchema.parse(res.json())).toMatchObject({ _id: biz.id, role: 'business_admin', state: 'active', canManageSkills: true });
    expect((await get(pm, '/v2/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(pm, '/v2/users/not-an-id')).statusCode).toBe(404);
    expect((await get(null, `/v2/users/${insp.id}`)).statusCode).toBe(401);
  });

  it('sends only the field values and the phone number the caller may read', async () => {
    const worker = await fresh();
    const saved = await put(biz, `/v2/users/${worker.id}`, {
      phoneNumber: '050-123-4567',
      fields: { shoeSize: '42', startDate: '2026-01-04', harnessNumber: 7, vehicle: 'van', homeAddress: { lat: 32.1, long: 34.8, address: 'Herzl 1' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fields).toEqual({ shoeSize: '42', startDate: '2026-01-04', harnessNumber: 7, vehicle: 'van', homeAddress: { lat: 32.1, long: 34.8, address: 'Herzl 1' } });
    // The user reads their own (OWN_EDIT, OWN_READ, TEAM_READ), not the managers' vehicle field.
    expect((await get(worker, `/v2/users/${worker.id}`)).json().fields).toEqual({ shoeSize: '42', startDate: '2026-01-04', harnessNumber: 7, homeAddress: { lat: 32.1, long: 34.8, address: 'Herzl 1' } });
    // A project manager reads the team's fields and their own field, not the private ones.
    const asManager = (await get(pm, `/v2/users/${worker.id}`)).json();
    expect(asManager.fields).toEqual({ harnessNumber: 7, vehicle: 'van' });
    expect(asManager.phoneNumber).toBe('050-123-4567');
    // Where the instance lets only admins read the phone, a manager gets null.
    const strict = await instanceWith({ settings: { userFields: [{ name: 'Phone', value: 'phoneNumber', type: 'text', permissions: { user: R } }] } });
    const [strictPm, strictBiz, strictWorker] = await Promise.all([fresh('project_manager', strict), fresh('business_admin', strict), fresh('inspector', strict)]);
    expect((await put(strictBiz, `/v2/users/${strictWorker.id}`, { phoneNumber: '0501234567' })).statusCode).toBe(200);
    expect((await get(strictPm, `/v2/users/${strictWorker.id}`)).json().phoneNumber).toBeNull();
    expect((await get(strictPm, '/v2/users?page_size=100')).json().docs.find((r: { _id: string }) => r._id === strictWorker.id).phoneNumber).toBeNull();
    expect((await get(strictWorker, `/v2/users/${strictWorker.id}`)).json().phoneNumber).toBe('0501234567');
  });
});

describe('PUT /v2/users/{id}: the profile', () => {
  it('splits a name at the first space, saves the language, the location answer and the phone; one user_updated event', async () => {
    const me = await fresh();
    const res = await put(me, `/v2/users/${me.id}`, { name: '  Anna Maria Cohen ', language: 'he', acceptedLocation: false, phoneNumber: '050 123 4567' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: { first: 'Anna', last: 'Maria Cohen' }, language: 'he', acceptedLocation: false, phoneNumber: '050 123 4567' });
    expect((await get(me, '/v2/users/me')).json()).toMatchObject({ language: 'he', acceptedLocation: false, name: { first: 'Anna', last: 'Maria Cohen' } });
    expect((await put(me, `/v2/users/${me.id}`, { acceptedLocation: null })).json().acceptedLocation).toBeNull();
    expect((await put(me, `/v2/users/${me.id}`, { acceptedLocation: true })).json().acceptedLocation).toBe(true);
    const events = await eventsAbout(me.id);
    expect(events.map((e) => [e.type, e.payload, e.actorId])).toEqual([
      ['user_updated', { userId: me.id, changes: ['name', 'phoneNumber', 'acceptedLocation', 'language'] }, me.id],
      ['user_updated', { userId: me.id, changes: ['acceptedLocation'] }, me.id],
      ['user_updated', { userId: me.id, changes: ['acceptedLocation'] }, me.id],
    ]);
  });

  it('takes its own reply back unchanged (the spec clients send the whole user) and records nothing', async () => {
    const me = await fresh();
    const profile = (await get(me, `/v2/users/${me.id}`)).json();
    const res = await put(me, `/v2/users/${me.id}`, profile);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(profile);
    const admin = (await get(biz, `/v2/users/${me.id}`)).json();
    expect((await put(biz, `/v2/users/${me.id}`, admin)).statusCode).toBe(200);
    expect(await eventsAbout(me.id)).toEqual([]);
  });

  it('saves notification preferences; GET .../notifications reads them, the defaults until the user chooses', async () => {
    const me = await fresh();
    expect((await get(me, `/v2/users/${me.id}/notifications`)).json()).toEqual(DEFAULT_NOTIFICATION_KEYS);
    const keys = ['general_system_forgot_password_email', 'general_my_jobs_job_created_notification'];
    const res = await put(me, `/v2/users/${me.id}`, { notifications: [...keys, keys[0]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notifications).toEqual(['general_my_jobs_job_created_notification', 'general_system_forgot_password_email']);
    expect((await get(me, `/v2/users/${me.id}/notifications`)).json()).toEqual(['general_my_jobs_job_created_notification', 'general_system_forgot_password_email']);
    expect((await get(pm, `/v2/users/${me.id}/notifications`)).statusCode).toBe(200);
    expect((await get(insp, `/v2/users/${me.id}/notifications`)).statusCode).toBe(404);
    // Everything off stays off.
    expect((await put(me, `/v2/users/${me.id}`, { notifications: [] })).json().notifications).toEqual([]);
    expect((await get(me, `/v2/users/${me.id}/notifications`)).json()).toEqual([]);
    expect((await put(me, `/v2/users/${me.id}`, { notifications: ['general_system_nothing_email'] })).statusCode).toBe(400);
    // An instance that names its own defaults.
    const own = await instanceWith({ settings: { notifications: ['general_project_project_created_email'] } });
    const newcomer = await fresh('inspector', own);
    expect((await get(newcomer, `/v2/users/${newcomer.id}/notifications`)).json()).toEqual(['general_project_project_created_email']);
  });

  it('an inspector edits no one else, whether or not the id exists; a manager edits those below them', async () => {
    expect((await put(insp, `/v2/users/${pm.id}`, { phoneNumber: '1' })).statusCode).toBe(403);
    expect((await put(insp, '/v2/users/00000000-0000-4000-8000-000000000000', { phoneNumber: '1' })).statusCode).toBe(403);
    const worker = await fresh();
    expect((await put(pm, `/v2/users/${worker.id}`, { phoneNumber: '0501112222' })).statusCode).toBe(200);
    expect((await put(pm, `/v2/users/${biz.id}`, { phoneNumber: '0501112222' })).statusCode).toBe(403);
    expect((await put(pm, '/v2/users/00000000-0000-4000-8000-000000000000', { phoneNumber: '1' })).statusCode).toBe(404);
  });
});

describe('PUT /v2/users/{id}: roles', () => {
  it('a business_admin can never make anyone sys_admin, nor change a sys_admin', async () => {
    const worker = await fresh();
    const otherSys = await fresh('sys_admin');
    for (const [target, body] of [
      [worker, { role: 'sys_admin' }],
      [otherSys, { role: 'business_admin' }],
      [otherSys, { role: 'inspector' }],
      [otherSys, { name: 'Renamed Admin' }],
      [biz, { role: 'sys_admin' }],
    ] as const) {
      const res = await put(biz, `/v2/users/${target.id}`, body);
      expect(res.statusCode, `${target.role} ${JSON.stringify(body)}`).toBe(target.id === biz.id ? 400 : 403);
    }
    expect((await rowOf(worker.id)).role).toBe('inspector');
    expect((await rowOf(otherSys.id))).toMatchObject({ role: 'sys_admin', firstName: 'Test' });
    expect((await rowOf(biz.id)).role).toBe('business_admin');
    // What a business_admin may do: up to their own role.
    const res = await put(biz, `/v2/users/${worker.id}`, { role: 'business_admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('business_admin');
  });

  it('a project_manager changes no role; a sys_admin any, never their own', async () => {
    const worker = await fresh();
    expect((await put(pm, `/v2/users/${worker.id}`, { role: 'client' })).statusCode).toBe(403);
    expect((await put(insp, `/v2/users/${insp.id}`, { role: 'sys_admin' })).statusCode).toBe(403);
    expect((await put(sys, `/v2/users/${sys.id}`, { role: 'inspector' })).statusCode).toBe(400);
    expect((await put(sys, `/v2/users/${worker.id}`, { role: 'sys_admin' })).statusCode).toBe(200);
  });

  it("ends the user's sessions at once: the live access token and every refresh token", async () => {
    const worker = await fresh();
    const session = await ctx.login(worker);
    expect((await get(session.access_token, '/v2/users/me')).statusCode).toBe(200);
    await put(biz, `/v2/users/${worker.id}`, { inTraining: true });
    const res = await put(biz, `/v2/users/${worker.id}`, { role: 'project_manager' });
    expect(res.statusCode, res.body).toBe(200);
    // The in-training switch is an inspector's: it goes with the role.
    expect(res.json()).toMatchObject({ role: 'project_manager', inTraining: false });
    expect((await get(session.access_token, '/v2/users/me')).statusCode).toBe(401);
    expect((await tokenGrant(demo, { grant_type: 'refresh_token', refresh_token: session.refresh_token })).statusCode).toBe(401);
    // Signing in again gives the new role.
    const again = (await signIn(worker)).json();
    expect((await get(again.access_token, '/v2/users/me')).json().role).toBe('project_manager');
    const events = (await eventsAbout(worker.id)).map((e) => [e.type, e.payload, e.actorId]);
    expect(events).toContainEqual(['user_role_changed', { userId: worker.id, from: 'inspector', to: 'project_manager' }, biz.id]);
    expect(events).toContainEqual(['user_updated', { userId: worker.id, changes: ['inTraining'] }, biz.id]);
  });

  it('the client role needs the client app', async () => {
    const noClients = await instanceWith({ off: ['client'] });
    const [admin, worker] = await Promise.all([fresh('business_admin', noClients), fresh('inspector', noClients)]);
    const res = await put(admin, `/v2/users/${worker.id}`, { role: 'client' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('toggle_disabled');
  });
});

describe('PUT /v2/users/{id}: e-mail, in-training, manage-skills, client projects', () => {
  it('only business_admin and above edit an e-mail, unique in the instance (removed users keep theirs)', async () => {
    const worker = await fresh();
    expect((await put(pm, `/v2/users/${worker.id}`, { email: 'new-address@example.test' })).statusCode).toBe(403);
    expect((await put(worker, `/v2/users/${worker.id}`, { email: 'mine@example.test' })).statusCode).toBe(403);
    expect((await put(biz, `/v2/users/${worker.id}`, { email: 'not an address' })).statusCode).toBe(400);
    const taken = await put(biz, `/v2/users/${worker.id}`, { email: pm.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('conflict');
    const gone = await fresh();
    expect((await post(biz, '/v2/users/remove', { users: [gone.id] })).statusCode).toBe(200);
    expect((await put(biz, `/v2/users/${worker.id}`, { email: gone.email })).statusCode).toBe(409);
    // The same address in another instance is no conflict.
    const address = `moved-${Date.now()}@example.test`;
    await ctx.newUser(acme, { email: address });
    const res = await put(biz, `/v2/users/${worker.id}`, { email: ` ${address.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(address);
    expect((await tokenGrant(demo, { grant_type: 'password', username: address, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(worker)).statusCode).toBe(400);
    expect((await eventsAbout(worker.id)).map((e) => [e.type, e.payload])).toEqual([['user_email_changed', { userId: worker.id, from: worker.email, to: address }]]);
    // An admin edits their own address too.
    const admin = await fresh('business_admin');
    expect((await put(admin, `/v2/users/${admin.id}`, { email: `own-${Date.now()}@example.test` })).statusCode).toBe(200);
  });

  it('the in-training switch is for inspectors only', async () => {
    const [worker, manager, client] = await Promise.all([fresh(), fresh('project_manager'), fresh('client')]);
    expect((await put(pm, `/v2/users/${worker.id}`, { inTraining: true })).json().inTraining).toBe(true);
    for (const target of [manager, client]) {
      const res = await put(biz, `/v2/users/${target.id}`, { inTraining: true });
      expect(res.statusCode, target.role).toBe(400);
      expect(res.json().details).toMatchObject({ reason: 'invalid_target' });
    }
    expect((await put(worker, `/v2/users/${worker.id}`, { inTraining: false })).statusCode).toBe(403);
    expect((await rowOf(manager.id)).inTraining).toBe(false);
  });

  it('manage-skills is on and locked for admins, and switched by admins only', async () => {
    const [worker, admin] = await Promise.all([fresh(), fresh('business_admin')]);
    expect((await put(pm, `/v2/users/${worker.id}`, { canManageSkills: true })).statusCode).toBe(403);
    expect((await put(biz, `/v2/users/${worker.id}`, { canManageSkills: true })).json().canManageSkills).toBe(true);
    expect((await put(sys, `/v2/users/${admin.id}`, { canManageSkills: false })).statusCode).toBe(400);
    // Sent back as it reads (on) it is no change.
    expect((await put(sys, `/v2/users/${admin.id}`, { canManageSkills: true })).json().canManageSkills).toBe(true);
  });

  it('client projects: sys_admin on clients only, each a project of the instance (more in projects.test.ts)', async () => {
    const client = await fresh('client');
    const project = '11111111-1111-4111-8111-111111111111';
    expect((await put(biz, `/v2/users/${client.id}`, { companies: ['Acme'] })).statusCode).toBe(403);
    expect((await put(sys, `/v2/users/${insp.id}`, { companies: ['Acme'] })).statusCode).toBe(400);
    expect((await put(sys, `/v2/users/${client.id}`, { companies: ['Acme', 'Acme', 'Beta'] })).json().companies).toEqual(['Acme', 'Beta']);
    const res = await put(sys, `/v2/users/${client.id}`, { client_projects: [project] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'client_projects.0', message: `No such project: ${project}` }]);
  });
});

describe('PUT /v2/users/{id}: profile fields', () => {
  it('checks each value against its field, refuses unknown keys and the core keys', async () => {
    const worker = await fresh();
    const cases: Array<[object, string]> = [
      [{ fields: { shoeSize: '99' } }, 'fields.shoeSize'],
      [{ fields: { drivingLicenseCategories: ['B', 'Z'] } }, 'fields.drivingLicenseCategories'],
      [{ fields: { dateOfBirth: '1990-02-31x' } }, 'fields.dateOfBirth'],
      [{ fields: { items: [{ item: 'Helmet', colour: 'red' }] } }, 'fields.items'],
      [{ fields: { nickname: 'Ace' } }, 'fields.nickname'],
    ];
    for (const [body, path] of cases) {
      const res = await put(biz, `/v2/users/${worker.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await put(biz, `/v2/users/${worker.id}`, { fields: { email: 'x@example.test' } })).statusCode).toBe(400);
    const ok = await put(biz, `/v2/users/${worker.id}`, { fields: { drivingLicenseCategories: ['b', '1c'], items: [{ item: 'Helmet', quantity: 1, given: null }] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().fields).toMatchObject({ drivingLicenseCategories: ['b', '1c'] });
    // null clears a value.
    expect((await put(biz, `/v2/users/${worker.id}`, { fields: { drivingLicenseCategories: null } })).json().fields).not.toHaveProperty('drivingLicenseCategories');
  });

  it('applies the per-role set and update rules: the user fills their own fields, sets a set-once field once', async () => {
    const worker = await fresh();
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { shoeSize: '41', dateOfBirth: '1990-05-01' } })).statusCode).toBe(200);
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { shoeSize: '43' } })).json().fields.shoeSize).toBe('43');
    // OWN_READ and TEAM_READ fields are read, not written, by the user; admin-edited types never.
    for (const fields of [{ startDate: '2026-01-01' }, { harnessNumber: 3 }, { homeAddress: { lat: null, long: null, address: 'x' } }]) {
      expect((await put(worker, `/v2/users/${worker.id}`, { fields })).statusCode, JSON.stringify(fields)).toBe(403);
    }
    // Set once: the user may give the badge a value, not change it.
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { badge: 12 } })).statusCode).toBe(200);
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { badge: 13 } })).statusCode).toBe(403);
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { badge: 12 } })).statusCode).toBe(200);
    // A field the user cannot read is answered as absent: 404.
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { vehicle: 'van' } })).statusCode).toBe(404);
    // Managers keep the vehicle field of the people they manage.
    expect((await put(pm, `/v2/users/${worker.id}`, { fields: { vehicle: 'car' } })).json().fields.vehicle).toBe('car');
    expect((await rowOf(worker.id)).fields).toEqual({ shoeSize: '43', dateOfBirth: '1990-05-01', badge: 12, vehicle: 'car' });
    const updated = (await eventsAbout(worker.id)).map((e) => e.payload.changes);
    expect(updated).toEqual([['fields.shoeSize', 'fields.dateOfBirth'], ['fields.shoeSize'], ['fields.badge'], ['fields.vehicle']]);
  });

  it('a user selection names people of this instance, a file field files the caller may read', async () => {
    const worker = await fresh();
    expect((await put(biz, `/v2/users/${worker.id}`, { fields: { employeeRecommendation: [acmeAdmin.id] } })).statusCode).toBe(400);
    expect((await put(biz, `/v2/users/${worker.id}`, { fields: { employeeRecommendation: [pm.id.toUpperCase()] } })).json().fields.employeeRecommendation).toEqual([pm.id]);
    const upload = async (user: TestUser) => {
      const body = multipart([{ filename: 'cv.png', content: await files.png(8, 8) }]);
      const res = await ctx.request(user.instance, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: await tokenOf(user) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()[0].assetId as string;
    };
    const mine = await upload(worker);
    const foreign = await upload(acmeAdmin);
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { cv: [foreign] } })).statusCode).toBe(400);
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { cv: ['not-a-file'] } })).statusCode).toBe(400);
    expect((await put(worker, `/v2/users/${worker.id}`, { fields: { cv: [mine] } })).json().fields.cv).toEqual([mine]);
    // The avatar: an image the caller may read; null takes it away; the link sent back is no change.
    const withAvatar = (await put(worker, `/v2/users/${worker.id}`, { avatar: mine })).json();
    expect(withAvatar.avatar).toContain(mine);
    expect((await put(worker, `/v2/users/${worker.id}`, { avatar: withAvatar.avatar })).json().avatar).toContain(mine);
    expect((await put(worker, `/v2/users/${worker.id}`, { avatar: foreign })).statusCode).toBe(400);
    expect((await put(worker, `/v2/users/${worker.id}`, { avatar: null })).json().avatar).toBeNull();
  });
});

describe('PUT /v2/users/ban', () => {
  it("toggles the ban; a banned user's live token stops at once, they cannot sign in or refresh; unban restores", async () => {
    const worker = await fresh();
    const session = await ctx.login(worker);
    const res = await put(pm, '/v2/users/ban', { data: [worker.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, users: [{ _id: worker.id, banned: true }] });
    const live = await get(session.access_token, '/v2/users/me');
    expect(live.statusCode).toBe(403);
    expect(live.json()).toMatchObject({ code: 'user_banned', message: MESSAGES.userBanned });
    expect((await signIn(worker)).json().code).toBe('user_banned');
    expect((await tokenGrant(demo, { grant_type: 'refresh_token', refresh_token: session.refresh_token })).statusCode).toBe(401);
    expect((await get(pm, `/v2/users/${worker.id}`)).json().state).toBe('banned');
    expect((await put(pm, '/v2/users/ban', { data: [worker.id] })).json().users).toEqual([{ _id: worker.id, banned: false }]);
    expect((await signIn(worker)).statusCode).toBe(200);
    expect((await eventsAbout(worker.id)).map((e) => [e.type, e.actorId])).toEqual([['user_banned', pm.id], ['user_unbanned', pm.id]]);
    // Told both times through the mailer, the unban with a sign-in link on the instance's own host.
    const sent = await mailsTo(worker.email);
    expect(sent.map((m) => m.template)).toEqual(['account_banned', 'account_unbanned']);
    expect(String((sent[1]!.params as { link: string }).link)).toMatch(/\/auth$/);
  });

  it('all or none: never oneself, never someone one does not manage, never another tenant', async () => {
    const [worker, manager] = await Promise.all([fresh(), fresh('project_manager')]);
    expect((await put(pm, '/v2/users/ban', { data: [pm.id] })).statusCode).toBe(400);
    expect((await put(pm, '/v2/users/ban', { data: [worker.id, manager.id] })).statusCode).toBe(403);
    expect((await put(biz, '/v2/users/ban', { data: [worker.id, sys.id] })).statusCode).toBe(403);
    expect((await put(insp, '/v2/users/ban', { data: [worker.id] })).statusCode).toBe(403);
    expect((await put(acmeAdmin, '/v2/users/ban', { data: [worker.id] }, acme)).statusCode).toBe(404);
    expect((await put(acmeAdmin, '/v2/users/ban', { data: [worker.id] }, demo)).statusCode).toBe(401);
    expect((await put(biz, '/v2/users/ban', { data: [worker.id, acmeAdmin.id] })).statusCode).toBe(404);
    expect((await rowOf(worker.id)).banned).toBe(false);
    expect((await rowOf(acmeAdmin.id)).banned).toBe(false);
    expect(await mailsTo(worker.email)).toEqual([]);
    expect((await put(biz, '/v2/users/ban', { data: [] })).statusCode).toBe(400);
    expect((await put(biz, '/v2/users/ban', { data: ['x'] })).statusCode).toBe(400);
  });
});

describe('POST /v2/users/remove', () => {
  it('marks the user removed (ADR 0028): tokens revoked, links spent, out of every list, cannot sign in; nothing else goes', async () => {
    const worker = await fresh();
    const session = await ctx.login(worker);
    const body = multipart([{ filename: 'answer.png', content: await files.png(8, 8) }]);
    const upload = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: session.access_token });
    const link = await ctx.db.tenant(demo.id, (scope) => ctx.app.get(UserTokensRepository).issue(scope, worker.id, 'password_reset', 3600));
    const res = await post(biz, '/v2/users/remove', { users: [{ _id: worker.id }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, removed: [worker.id] });

    const row = await rowOf(worker.id);
    expect(row.removedAt).toBeInstanceOf(Date);
    expect(row.email).toBe(worker.email);
    const refresh = await ctx.db.privileged((db) => db.select().from(refreshTokens).where(eq(refreshTokens.userId, worker.id)));
    expect(refresh.every((t) => t.revokedAt !== null)).toBe(true);
    const links = await ctx.db.privileged((db) => db.select().from(userTokens).where(eq(userTokens.userId, worker.id)));
    expect(links).toHaveLength(1);
    expect(links[0]!.usedAt).not.toBeNull();
    // The mailed reset link no longer works.
    expect((await get(null, `/v2/users/forgot_password/validate_token/${link}`, demo)).json()).toEqual({ valid: false });

    expect((await get(session.access_token, '/v2/users/me')).statusCode).toBe(401);
    expect((await signIn(worker)).json().code).toBe('invalid_credentials');
    expect((await tokenGrant(demo, { grant_type: 'refresh_token', refresh_token: session.refresh_token })).statusCode).toBe(401);
    expect((await get(biz, '/v2/users?page_size=100')).json().docs.map((r: { _id: string }) => r._id)).not.toContain(worker.id);
    expect((await get(biz, `/v2/users/${worker.id}`)).statusCode).toBe(404);
    expect((await post(biz, '/v2/users/remove', { users: [worker.id] })).statusCode).toBe(404);
    // Their file stays.
    expect((await get(biz, `/v2/asset/info/${upload.json()[0].assetId}`)).statusCode).toBe(200);
    const [removed] = (await eventsAbout(worker.id)).map((e) => [e.type, e.payload, e.actorId]);
    expect(removed).toEqual(['user_removed', { userId: worker.id, email: worker.email, name: 'Test inspector', role: 'inspector' }, biz.id]);
  });

  it('never oneself, only those one manages, and with the erase flag off only admins', async () => {
    const worker = await fresh();
    expect((await post(pm, '/v2/users/remove', { users: [pm.id] })).statusCode).toBe(400);
    expect((await post(pm, '/v2/users/remove', { users: [biz.id] })).statusCode).toBe(403);
    expect((await post(insp, '/v2/users/remove', { users: [worker.id] })).statusCode).toBe(403);
    expect((await post(acmeAdmin, '/v2/users/remove', { users: [worker.id] }, acme)).statusCode).toBe(404);
    expect((await post(acmeAdmin, '/v2/users/remove', { users: [worker.id] }, demo)).statusCode).toBe(401);
    const strict = await instanceWith({ settings: { security: { allowErase: false } } });
    const [manager, admin, target] = await Promise.all([fresh('project_manager', strict), fresh('business_admin', strict), fresh('inspector', strict)]);
    expect((await post(manager, '/v2/users/remove', { users: [target.id] })).statusCode).toBe(403);
    expect((await post(admin, '/v2/users/remove', { users: [target.id] })).statusCode).toBe(200);
    expect((await rowOf(worker.id)).removedAt).toBeNull();
  });
});

describe('GET /v2/users/activities', () => {
  it("a user's feed: what they did and what was done to them, newest first, in English with type and params", async () => {
    const worker = await fresh();
    await put(worker, `/v2/users/${worker.id}`, { name: 'Dana Levi' });
    await put(biz, `/v2/users/${worker.id}`, { role: 'project_manager' });
    const res = await get(pm, `/v2/users/activities?user=${worker.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalDocs: 2, page: 1, totalPages: 1 });
    expect(page.docs.map((d: { message: string }) => d.message)).toEqual([
      'Test business_admin changed the role of Dana Levi from inspector to project manager',
      'Dana Levi updated their profile (name)',
    ]);
    expect(page.docs[0]).toMatchObject({ type: 'user_role_changed', actor: biz.id, impersonatedBy: null, params: { from: 'inspector', to: 'project_manager', user: 'Dana Levi' } });
    const second = (await get(pm, `/v2/users/activities?user=${worker.id}&page=2&page_size=1`)).json();
    expect(second).toMatchObject({ totalDocs: 2, limit: 1, totalPages: 2 });
    expect(second.docs[0].type).toBe('user_updated');
    // The admin's own feed (no user) holds what they did.
    const own = (await get(biz, '/v2/users/activities?page_size=100')).json();
    expect(own.docs.map((d: { type: string }) => d.type)).toContain('user_role_changed');
  });

  it("shows a user's file events to themselves and to admins, not to managers (a file's name may be private)", async () => {
    const worker = await fresh();
    const body = multipart([{ filename: 'salary.png', content: await files.png(8, 8) }]);
    const token = await tokenOf(worker);
    await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload?private_asset=true', headers: body.headers, payload: body.payload, as: token });
    const types = async (as: TestUser) => (await get(as, `/v2/users/activities?user=${worker.id}`)).json().docs.map((d: { message: string }) => d.message);
    expect(await types(worker)).toEqual(['Test inspector uploaded salary.png']);
    expect(await types(biz)).toEqual(['Test inspector uploaded salary.png']);
    expect(await types(pm)).toEqual([]);
  });

  it('oneself for everyone, others for staff; another tenant sees nothing', async () => {
    expect((await get(insp, '/v2/users/activities')).statusCode).toBe(200);
    expect((await get(insp, `/v2/users/activities?user=${insp.id}`)).statusCode).toBe(200);
    expect((await get(insp, `/v2/users/activities?user=${pm.id}`)).statusCode).toBe(404);
    expect((await get(acmeAdmin, `/v2/users/activities?user=${biz.id}`, acme)).statusCode).toBe(404);
    expect((await get(acmeAdmin, `/v2/users/activities?user=${biz.id}`, demo)).statusCode).toBe(401);
    const theirs = (await get(acmeAdmin, '/v2/users/activities?page_size=100', acme)).json().docs;
    expect(JSON.stringify(theirs)).not.toMatch(new RegExp([sys, biz, pm, insp].map((u) => u.id).join('|')));
    expect((await get(biz, '/v2/users/activities?user=nope')).statusCode).toBe(400);
    expect((await get(biz, '/v2/users/activities?page=99999999999')).statusCode).toBe(400);
  });
});

describe('POST /v2/users/impersonate', () => {
  it("gives a sys_admin the target's token data, carrying both identities; /me says so; refresh keeps it", async () => {
    const worker = await fresh();
    const res = await impersonate(sys, worker.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const me = (await get(data.access_token, '/v2/users/me')).json();
    expect(me).toMatchObject({ _id: worker.id, role: 'inspector', impersonatedBy: sys.id });
    expect((await get(sys, '/v2/users/me')).json().impersonatedBy).toBeNull();
    const renewed = await tokenGrant(demo, { grant_type: 'refresh_token', refresh_token: data.refresh_token });
    expect(renewed.statusCode).toBe(200);
    expect((await get(renewed.json().access_token, '/v2/users/me')).json().impersonatedBy).toBe(sys.id);
    const [started] = await eventsAbout(worker.id);
    expect(started).toMatchObject({ type: 'impersonation_started', actorId: sys.id, payload: { userId: worker.id, adminId: sys.id } });
  });

  it('records both identities on every change made while impersonating', async () => {
    const worker = await fresh();
    const { access_token } = (await impersonate(sys, worker.email)).json();
    expect((await put(access_token, `/v2/users/${worker.id}`, { language: 'he' })).statusCode).toBe(200);
    const updated = (await eventsAbout(worker.id)).find((e) => e.type === 'user_updated')!;
    expect(updated).toMatchObject({ actorId: worker.id, impersonatorId: sys.id });
    const feed = (await get(sys, `/v2/users/activities?user=${worker.id}`)).json();
    expect(feed.docs[0]).toMatchObject({ type: 'user_updated', actor: worker.id, impersonatedBy: sys.id, params: { impersonator: 'Test sys_admin' } });
    expect(feed.docs[1]).toMatchObject({ type: 'impersonation_started', message: 'Test sys_admin began acting as Test inspector' });
  });

  it('is refused below sys_admin, with the toggle off, off the main host, for oneself, while impersonating', async () => {
    const worker = await fresh();
    for (const user of [biz, pm, insp]) {
      const res = await impersonate(user, worker.email);
      expect(res.statusCode, user.role).toBe(403);
    }
    expect((await impersonate(sys, sys.email)).statusCode).toBe(400);
    const { access_token } = (await impersonate(sys, worker.email)).json();
    const nested = await impersonate(access_token, pm.email);
    expect(nested.statusCode).toBe(403);
    expect(nested.json().details).toMatchObject({ reason: 'role' });
    // A sys_admin impersonating a sys_admin still may not impersonate from there.
    const otherSys = await fresh('sys_admin');
    const asSys = (await impersonate(sys, otherSys.email)).json().access_token;
    expect((await impersonate(asSys, worker.email)).json().details).toMatchObject({ reason: 'impersonating' });

    const off = await instanceWith({ off: ['impersonate'] });
    const [offSys, offWorker] = await Promise.all([fresh('sys_admin', off), fresh('inspector', off)]);
    const disabled = await impersonate(offSys, offWorker.email, off);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe('toggle_disabled');
    const side = await instanceWith({ mainHost: false });
    const [sideSys, sideWorker] = await Promise.all([fresh('sys_admin', side), fresh('inspector', side)]);
    expect((await impersonate(sideSys, sideWorker.email, side)).json().details).toMatchObject({ reason: 'main_host_only' });
  });

  it('needs a confirmed, valid, present target who is not banned, and the web client', async () => {
    const unconfirmed = await createUser(ctx.db, demo.id, { email: `unconfirmed-${Date.now()}@example.test`, role: 'inspector', passwordHash: null, confirmed: false });
    expect((await impersonate(sys, (await rowOf(unconfirmed.id)).email)).statusCode).toBe(400);
    const invalid = await fresh();
    await ctx.db.privileged((db) => db.update(users).set({ valid: false }).where(eq(users.id, invalid.id)));
    expect((await impersonate(sys, invalid.email)).statusCode).toBe(400);
    const banned = await ctx.newUser(demo, { banned: true });
    expect((await impersonate(sys, banned.email)).statusCode).toBe(400);
    const removed = await fresh();
    await post(biz, '/v2/users/remove', { users: [removed.id] });
    expect((await impersonate(sys, removed.email)).statusCode).toBe(404);
    expect((await impersonate(sys, 'nobody@example.test')).statusCode).toBe(404);
    expect((await impersonate(sys, insp.email, demo, { client_secret: 'wrong' })).statusCode).toBe(401);
    expect((await impersonate(sys, 'not an address')).statusCode).toBe(400);
    // Another tenant's sys_admin cannot reach this tenant's users, on either host.
    expect((await impersonate(acmeSys, insp.email, acme)).statusCode).toBe(404);
    expect((await impersonate(await tokenOf(acmeSys), insp.email, demo)).statusCode).toBe(401);
  });

  it('ends when the sys_admin behind it is banned or demoted', async () => {
    const [admin, worker] = await Promise.all([fresh('sys_admin'), fresh()]);
    const data = (await impersonate(admin, worker.email)).json();
    expect((await get(data.access_token, '/v2/users/me')).statusCode).toBe(200);
    expect((await put(sys, '/v2/users/ban', { data: [admin.id] })).statusCode).toBe(200);
    expect((await get(data.access_token, '/v2/users/me')).statusCode).toBe(401);
    expect((await tokenGrant(demo, { grant_type: 'refresh_token', refresh_token: data.refresh_token })).statusCode).toBe(401);
  });
});

describe('bad input is a 4xx, never a 500', () => {
  it('NUL bytes, broken text, oversized values and bodies', async () => {
    const worker = await fresh();
    const bodies: Array<[Method, string, unknown]> = [
      ['PUT', `/v2/users/${worker.id}`, { name: 'Ann\u0000a' }],
      ['PUT', `/v2/users/${worker.id}`, { fields: { 'shoe\u0000Size': '42' } }],
      ['PUT', `/v2/users/${worker.id}`, { name: 'x'.repeat(500_000) }],
      ['PUT', `/v2/users/${worker.id}`, { fields: { items: Array.from({ length: 5000 }, () => ({ item: 'x' })) } }],
      ['PUT', '/v2/users/ban', { data: [`${worker.id}\u0000`] }],
      ['PUT', '/v2/users/ban', { data: Array.from({ length: 20_000 }, () => worker.id) }],
      ['POST', '/v2/users/remove', { users: [{ _id: '\ud800' }] }],
      ['GET', `/v2/users/activities?user=${worker.id}%00`, undefined],
      ['GET', `/v2/users/${worker.id}%00`, undefined],
    ];
    for (const [method, url, body] of bodies) {
      const res = await call(biz, method, url, body);
      expect(res.statusCode, `${method} ${url.slice(0, 60)} ${JSON.stringify(body)?.slice(0, 60)}`).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const nul = await ctx.request(demo, {
      method: 'POST',
      url: '/v2/users/impersonate',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${await tokenOf(sys)}` },
      payload: form({ username: `${worker.email}\u0000`, client_id: 'web', client_secret: 'web-secret' }),
    });
    expect(nul.statusCode).toBe(400);
    // Past the body limit (1 MiB) Fastify stops reading: 413, in the error body.
    const huge = await put(biz, `/v2/users/${worker.id}`, { name: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413 });
    expect((await rowOf(worker.id)).firstName).toBe('Test');
  });
});

describe('a second tenant, on every route', () => {
  it("fails with its own token on its own host against this tenant's ids, and with its token on this host", async () => {
    const worker = await fresh();
    const routes: Array<[Method, string, unknown]> = [
      ['GET', `/v2/users/${worker.id}`, undefined],
      ['PUT', `/v2/users/${worker.id}`, { phoneNumber: '1' }],
      ['GET', `/v2/users/${worker.id}/notifications`, undefined],
      ['GET', `/v2/users/activities?user=${worker.id}`, undefined],
      ['PUT', '/v2/users/ban', { data: [worker.id] }],
      ['POST', '/v2/users/remove', { users: [worker.id] }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(acmeSys, method, url, body, acme)).statusCode, `${method} ${url} on its host`).toBe(404);
      expect((await call(acmeSys, method, url, body, demo)).statusCode, `${method} ${url} on this host`).toBe(401);
    }
    expect((await call(acmeSys, 'GET', '/v2/users', undefined, demo)).statusCode).toBe(401);
    expect((await call(acmeSys, 'GET', '/v2/users/me', undefined, demo)).statusCode).toBe(401);
    expect(await rowOf(worker.id)).toMatchObject({ banned: false, removedAt: null, phoneNumber: null });
    const acmeEvents = await ctx.db.privileged((db) => db.select().from(outboxEvents).where(inArray(outboxEvents.aggregateId, [worker.id])));
    expect(acmeEvents).toEqual([]);
  });
});
