import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDaysTo,
  skillSchema,
  skillsPageSchema,
  TOGGLE_KEYS,
  todayIn,
  userDetailSchema,
  type InstanceSettings,
  type Role,
  type Skill,
  type ToggleKey,
  type UserSkill,
} from '@fieldwork/contracts';
import { appToggles, outboxEvents, skillExpiryNotices, users } from '../src/db/schema';
import { EventsService } from '../src/events/events.service';
import { InstanceStateService } from '../src/settings/instance-state.service';
import { SkillExpiryCheck } from '../src/skills/skill-expiry-check.service';
import { SkillTargets } from '../src/skills/skill-targets';
import { SkillsRepository } from '../src/skills/skills.repository';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Skills through HTTP on a real database (spec 2 sections 3, 4, 6 and 7): the catalogue, users'
 * skills with their dates and expiration status, required skills, hideSkillsFromInspector, the
 * close-to-expire window, and the daily expiry check (ADR 0030). A second tenant tries each.
 */

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

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const call = (as: TestUser | null, method: Method, url: string, payload?: unknown, instance?: TestInstance) =>
  ctx.call(as, method, url, { payload, instance: instance ?? as?.instance ?? demo });
const get = (as: TestUser | null, url: string, instance?: TestInstance) => call(as, 'GET', url, undefined, instance);
const post = (as: TestUser | null, url: string, body: unknown, instance?: TestInstance) => call(as, 'POST', url, body, instance);
const patch = (as: TestUser | null, url: string, body: unknown, instance?: TestInstance) => call(as, 'PATCH', url, body, instance);
const del = (as: TestUser | null, url: string, instance?: TestInstance) => call(as, 'DELETE', url, undefined, instance);

const ZONE = 'Asia/Jerusalem';
const today = () => todayIn(new Date(), ZONE);
const day = (offset: number) => addDaysTo(today(), offset);

async function instanceWith(opts: { off?: ToggleKey[]; settings?: InstanceSettings } = {}): Promise<TestInstance> {
  const off = new Set(opts.off ?? []);
  return ctx.newInstance({ toggles: TOGGLE_KEYS.filter((k) => !off.has(k)), settings: { timezone: ZONE, ...opts.settings } });
}

let named = 0;
/** A skill of the instance, made through the API by its business_admin (or `as`). */
async function newSkill(body: { name?: string; roles?: Role[]; label?: string } = {}, as: TestUser = biz): Promise<Skill> {
  named += 1;
  const res = await post(as, '/v2/skills', { name: body.name ?? `Skill ${named} ${randomUUID().slice(0, 6)}`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function give(user: TestUser, skills: Array<{ skillId: string; startsOn?: string; expiresOn?: string | null }>, as: TestUser = biz) {
  return post(as, `/v2/skills/user/${user.id}`, { skills }, user.instance);
}

const eventsOf = (type: string, aggregateId?: string) =>
  ctx.db.privileged((db) =>
    db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, type), aggregateId ? eq(outboxEvents.aggregateId, aggregateId) : undefined))
      .orderBy(outboxEvents.id),
  );
const expiryEvents = (userId: string) =>
  ctx.db.privileged((db) =>
    db
      .select()
      .from(outboxEvents)
      .where(and(inArray(outboxEvents.type, ['skill_expiring', 'skill_expired']), eq(outboxEvents.aggregateId, userId)))
      .orderBy(outboxEvents.id),
  );

async function setCanManageSkills(user: TestUser, on: boolean): Promise<void> {
  await ctx.db.tenant(user.instance.id, ({ tx }) => tx.update(users).set({ canManageSkills: on }).where(eq(users.id, user.id)));
}

const detailSkills = async (as: TestUser, user: TestUser): Promise<UserSkill[]> => {
  const res = await get(as, `/v2/users/${user.id}`, user.instance);
  expect(res.statusCode, res.body).toBe(200);
  expect(userDetailSchema.safeParse(res.json()).success).toBe(true);
  return res.json().skills;
};

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await instanceWith();
  acme = await instanceWith();
  [sys, biz, pm, insp, client] = await Promise.all(
    (['sys_admin', 'business_admin', 'project_manager', 'inspector', 'client'] as const).map((role) => ctx.newUser(demo, { role })),
  );
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

describe('the catalogue', () => {
  it('creates a skill with its name trimmed, reads it and records skill_created', async () => {
    const res = await post(biz, '/v2/skills', { name: '  Working at height  ', label: 'Harness course', roles: ['inspector', 'project_manager', 'inspector'] });
    expect(res.statusCode, res.body).toBe(201);
    const skill = res.json();
    expect(skillSchema.safeParse(skill).success).toBe(true);
    expect(skill).toMatchObject({ name: 'Working at height', label: 'Harness course', roles: ['project_manager', 'inspector'], avatar: null, _id: skill.id });
    expect((await get(insp, `/v2/skills/${skill.id}`)).json()).toEqual(skill);
    const [event] = await eventsOf('skill_created', skill.id);
    expect(event).toMatchObject({ aggregateType: 'skill', actorId: biz.id, payload: { skillId: skill.id, name: 'Working at height' } });
  });

  it('refuses a name the instance has, whatever its case, with 409 and the name', async () => {
    await newSkill({ name: 'Forklift' });
    const res = await post(biz, '/v2/skills', { name: ' forkLIFT ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: 'A skill named "forkLIFT" already exists' });
    // Another instance may have its own.
    expect((await post(acmeAdmin, '/v2/skills', { name: 'Forklift' })).statusCode).toBe(201);
  });

  it('answers bad input with a 400 that says what is wrong, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'Give the skill a name'],
      [{ name: '   ' }, 'Give the skill a name'],
      [{ name: 5 }, 'Give the skill a name'],
      [{ name: 'x'.repeat(101) }, 'A skill name has at most 100 characters'],
      [{ name: 'x'.repeat(200_000) }, 'A skill name has at most 100 characters'],
      [{ name: 'Ok', label: 'y'.repeat(201) }, 'A label has at most 200 characters'],
      [{ name: 'Ok', roles: ['king'] }, ''],
      [{ name: 'Ok', roles: 'inspector' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await post(biz, '/v2/skills', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      if (message) expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
    }
    const nul = await post(biz, '/v2/skills', { name: 'Bad\u0000name' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/NUL/);
    expect((await get(biz, '/v2/skills/not-a-uuid')).statusCode).toBe(404);
    expect((await get(biz, `/v2/skills/${randomUUID()}`)).json()).toMatchObject({ code: 'not_found', message: 'Skill not found' });
    expect((await get(biz, '/v2/skills?colour=red')).statusCode).toBe(400);
    expect((await get(biz, '/v2/skills?role=king')).statusCode).toBe(400);
    for (const query of ['page=0', 'page=abc', 'limit=7', 'sort=-label', `search=${'x'.repeat(10_000)}`]) {
      expect((await get(biz, `/v2/skills?${query}`)).statusCode, query.slice(0, 20)).toBe(400);
    }
    const skill = await newSkill();
    for (const body of [{ name: null }, { roles: null }, { label: 5 }, { name: ['a'] }, []]) {
      expect((await patch(biz, `/v2/skills/${skill.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const user = await ctx.newUser(demo, { role: 'inspector' });
    await give(user, [{ skillId: skill.id }]);
    for (const body of [{ expiresOn: 12345 }, { startsOn: '2026-13-01' }, { expiresOn: '10/05/2026' }, { permanent: 'yes' }, { startsOn: '2026-05-10\u0000' }]) {
      const res = await post(biz, `/v2/skills/${skill.id}/expiration/${user.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await post(biz, `/v2/skills/${skill.id}/expiration/${user.id}`, { startsOn: 'x\u0000' })).statusCode).toBe(400);
    expect((await del(biz, `/v2/skills/user/${user.id}/not-a-uuid`)).statusCode).toBe(404);
    expect((await post(biz, `/v2/skills/job/${randomUUID()}`, { skills: {} })).statusCode).toBe(400);
    expect((await post(biz, `/v2/skills/job/${randomUUID()}`, { skills: Array.from({ length: 101 }, () => randomUUID()) })).statusCode).toBe(400);
  });

  it('lists the skills with success beside docs, 100 a page at most, searched, by role and sorted by name', async () => {
    const welding = await newSkill({ name: 'aaa Welding', roles: ['inspector'] });
    const crane = await newSkill({ name: 'AAB Crane', roles: ['project_manager'] });
    const anyone = await newSkill({ name: 'aac First aid' });
    const res = await get(pm, '/v2/skills?page_size=1000');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(skillsPageSchema.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({ success: true, limit: 100, page: 1 });
    const names = page.docs.map((s: Skill) => s.name);
    expect(names.slice(0, 3)).toEqual(['aaa Welding', 'AAB Crane', 'aac First aid']);
    expect((await get(pm, '/v2/skills?search=crane')).json().docs.map((s: Skill) => s.id)).toEqual([crane.id]);
    const forInspectors = (await get(pm, '/v2/skills?role=inspector&page_size=100')).json().docs.map((s: Skill) => s.id);
    expect(forInspectors).toEqual(expect.arrayContaining([welding.id, anyone.id]));
    expect(forInspectors).not.toContain(crane.id);
    // Its saved views are the list layer's (a static route: {id} would take 'templates').
    expect((await get(pm, '/v2/skills/templates')).json()).toEqual([]);
    // The other tenant's list has none of them.
    const theirs = (await get(acmeAdmin, '/v2/skills?page_size=100')).json().docs.map((s: Skill) => s.id);
    expect(theirs).not.toEqual(expect.arrayContaining([welding.id]));
    expect(theirs.some((id: string) => [welding.id, crane.id, anyone.id].includes(id))).toBe(false);
  });

  it('renames, relabels and changes roles, recording only what changed', async () => {
    const skill = await newSkill({ name: 'Scaffolding' });
    const res = await patch(biz, `/v2/skills/${skill.id}`, { name: 'Scaffolding L2', roles: ['inspector'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Scaffolding L2', roles: ['inspector'] });
    expect((await patch(biz, `/v2/skills/${skill.id}`, { name: 'Scaffolding L2', roles: ['inspector'] })).statusCode).toBe(200);
    const events = await eventsOf('skill_updated', skill.id);
    expect(events.map((e) => e.payload)).toEqual([{ skillId: skill.id, name: 'Scaffolding L2', changes: ['name', 'roles'] }]);
    await newSkill({ name: 'Rigging' });
    const taken = await patch(biz, `/v2/skills/${skill.id}`, { name: 'RIGGING' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A skill named "RIGGING" already exists');
    // A new case of its own name is a rename, not a conflict.
    expect((await patch(biz, `/v2/skills/${skill.id}`, { name: 'scaffolding l2' })).json().name).toBe('scaffolding l2');
    expect((await patch(biz, `/v2/skills/${randomUUID()}`, { name: 'Nope' })).statusCode).toBe(404);
    expect((await patch(acmeAdmin, `/v2/skills/${skill.id}`, { name: 'Stolen' })).statusCode).toBe(404);
  });

  it('takes an uploaded image as its avatar and answers a signed link', async () => {
    const body = multipart([{ filename: 'badge.png', content: await files.png(32, 32) }]);
    const upload = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload?target=avatar', headers: body.headers, payload: body.payload, as: await tokenOf(biz) });
    expect(upload.statusCode, upload.body).toBe(201);
    const skill = await newSkill();
    const res = await patch(biz, `/v2/skills/${skill.id}`, { avatar: upload.json()[0].assetId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatar).toMatch(/\/v2\/asset\/download\//);
    // Sending the link back is no change.
    expect((await patch(biz, `/v2/skills/${skill.id}`, { avatar: res.json().avatar })).json().avatar).toMatch(/\/v2\/asset\/download\//);
    expect((await patch(biz, `/v2/skills/${skill.id}`, { avatar: randomUUID() })).statusCode).toBe(400);
  });

  it('deletes a skill with the holdings of it, and records skill_deleted', async () => {
    const skill = await newSkill({ name: 'Obsolete permit' });
    expect((await give(insp, [{ skillId: skill.id }])).statusCode).toBe(200);
    expect((await del(acmeAdmin, `/v2/skills/${skill.id}`)).statusCode).toBe(404);
    const res = await del(biz, `/v2/skills/${skill.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get(biz, `/v2/skills/${skill.id}`)).statusCode).toBe(404);
    expect((await detailSkills(pm, insp)).map((s) => s.skillId)).not.toContain(skill.id);
    expect((await eventsOf('skill_deleted', skill.id)).map((e) => e.payload)).toEqual([{ skillId: skill.id, name: 'Obsolete permit' }]);
    expect((await del(biz, `/v2/skills/${skill.id}`)).statusCode).toBe(404);
  });
});

describe('who may read and manage skills', () => {
  it('lets admins manage; others only with the manage-skills permission', async () => {
    expect((await post(pm, '/v2/skills', { name: `PM ${randomUUID()}` })).json()).toMatchObject({ code: 'forbidden' });
    const manager = await ctx.newUser(demo, { role: 'project_manager' });
    await setCanManageSkills(manager, true);
    expect((await post(manager, '/v2/skills', { name: `PM ${randomUUID()}` })).statusCode).toBe(201);
    expect((await post(sys, '/v2/skills', { name: `Sys ${randomUUID()}` })).statusCode).toBe(201);
    expect((await get(insp, '/v2/skills')).statusCode).toBe(200);
    expect((await get(client, '/v2/skills')).json()).toMatchObject({ code: 'forbidden' });
    expect((await get(null, '/v2/skills')).statusCode).toBe(401);
  });

  it('hides skills from inspectors with hideSkillsFromInspector: 403 on every skills call, none in user details', async () => {
    const hidden = await instanceWith({ settings: { security: { hideSkillsFromInspector: true } } });
    const [admin, manager, inspector, managingInspector] = await Promise.all([
      ctx.newUser(hidden, { role: 'business_admin' }),
      ctx.newUser(hidden, { role: 'project_manager' }),
      ctx.newUser(hidden, { role: 'inspector' }),
      ctx.newUser(hidden, { role: 'inspector' }),
    ]);
    await setCanManageSkills(managingInspector, true);
    const skill = (await post(admin, '/v2/skills', { name: 'Hidden' })).json();
    expect((await give(inspector, [{ skillId: skill.id }], admin)).statusCode).toBe(200);
    for (const who of [inspector, managingInspector]) {
      for (const [method, url, body] of [
        ['GET', '/v2/skills'],
        ['GET', `/v2/skills/${skill.id}`],
        ['POST', '/v2/skills', { name: 'Mine' }],
        ['POST', `/v2/skills/user/${who.id}`, { skills: [{ skillId: skill.id }] }],
        ['DELETE', `/v2/skills/user/${inspector.id}/${skill.id}`],
      ] as const) {
        const res = await call(who, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().details).toMatchObject({ reason: 'security_flag', flag: 'hideSkillsFromInspector' });
      }
    }
    expect(await detailSkills(inspector, inspector)).toEqual([]);
    expect((await detailSkills(manager, inspector)).map((s) => s.name)).toEqual(['Hidden']);
  });

  it('answers 403 toggle_disabled while the skills app is off, and no skills in user details', async () => {
    const off = await instanceWith({ off: ['skills'] });
    const [admin, inspector] = await Promise.all([ctx.newUser(off, { role: 'business_admin' }), ctx.newUser(off, { role: 'inspector' })]);
    expect((await get(admin, '/v2/skills')).json()).toMatchObject({ code: 'toggle_disabled' });
    expect((await post(admin, '/v2/skills', { name: 'X' })).json()).toMatchObject({ code: 'toggle_disabled' });
    expect(await detailSkills(admin, inspector)).toEqual([]);
  });
});

describe("a user's skills", () => {
  it('gives skills with their dates, from today and permanent unless sent, with user_skill_set once per change', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    const [a, b] = [await newSkill({ name: 'Ladder' }), await newSkill({ name: 'Confined space' })];
    const res = await give(user, [{ skillId: a.id }, { skillId: b.id.toUpperCase(), startsOn: day(-10), expiresOn: day(60) }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, userId: user.id });
    const byName = Object.fromEntries(res.json().skills.map((s: UserSkill) => [s.name, s]));
    expect(byName.Ladder).toMatchObject({ skillId: a.id, _id: a.id, startsOn: today(), expiresOn: null, permanent: true, expirationStatus: { status: 3, date: null } });
    expect(byName['Confined space']).toMatchObject({ startsOn: day(-10), expiresOn: day(60), permanent: false, expirationStatus: { status: 2, date: day(60) } });
    expect((await eventsOf('user_skill_set', user.id)).map((e) => e.payload.name)).toEqual(['Ladder', 'Confined space']);

    // The same dates again change nothing; new dates are a change.
    await give(user, [{ skillId: a.id }, { skillId: b.id, startsOn: day(-10), expiresOn: day(60) }]);
    expect(await eventsOf('user_skill_set', user.id)).toHaveLength(2);
    await give(user, [{ skillId: b.id, expiresOn: day(90) }]);
    const events = await eventsOf('user_skill_set', user.id);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({ actorId: biz.id, payload: { skillId: b.id, startsOn: day(-10), expiresOn: day(90) } });
  });

  it('shows each status in the user detail around the thresholds of the instance day', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    const skills = await Promise.all(['Expired', 'Last day', 'At window', 'Outside window', 'For good'].map((name) => newSkill({ name: `${name} ${randomUUID().slice(0, 4)}` })));
    const dates = [day(-1), day(0), day(30), day(31), null];
    expect((await give(user, skills.map((s, i) => ({ skillId: s.id, startsOn: day(-100), expiresOn: dates[i] })))).statusCode).toBe(200);
    const shown = new Map((await detailSkills(pm, user)).map((s) => [s.skillId, s.expirationStatus.status]));
    expect(skills.map((s) => shown.get(s.id))).toEqual([0, 1, 1, 2, 3]);
    // Oneself too, as an inspector.
    expect((await detailSkills(user, user)).length).toBe(5);
  });

  it('takes the close-to-expire window from the skills app settings, changed by admins only', async () => {
    const inst = await instanceWith();
    const [admin, manager, user] = await Promise.all([
      ctx.newUser(inst, { role: 'business_admin' }),
      ctx.newUser(inst, { role: 'project_manager' }),
      ctx.newUser(inst, { role: 'inspector' }),
    ]);
    const skill = (await post(admin, '/v2/skills', { name: 'Ten days left' })).json();
    await give(user, [{ skillId: skill.id, startsOn: day(-1), expiresOn: day(10) }], admin);
    expect((await detailSkills(admin, user))[0].expirationStatus.status).toBe(1);
    const saved = await post(admin, '/v2/apps/skills/settings', { settings: { closeToExpireDays: 7 } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().settings).toEqual({ closeToExpireDays: 7 });
    expect((await detailSkills(admin, user))[0].expirationStatus.status).toBe(2);
    for (const bad of [-1, 1.5, 366, 'ten']) {
      const res = await post(admin, '/v2/apps/skills/settings', { settings: { closeToExpireDays: bad } });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().details[0].path).toBe('settings.closeToExpireDays');
    }
    expect((await post(manager, '/v2/apps/skills/settings', { settings: { closeToExpireDays: 1 } })).statusCode).toBe(403);
    expect((await get(admin, '/v2/apps/skills/settings')).json().settings).toEqual({ closeToExpireDays: 7 });
  });

  it('refuses an expiry before the start, unknown or foreign skills, and a skill not given to the role', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    const skill = await newSkill();
    const before = await give(user, [{ skillId: skill.id, startsOn: day(5), expiresOn: day(4) }]);
    expect(before.statusCode).toBe(400);
    expect(before.json().details[0]).toEqual({ path: 'skills.0.expiresOn', message: 'The expiry date cannot be before the start date' });
    const bad = await give(user, [{ skillId: skill.id, startsOn: '2026-02-30' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toMatch(/real date/);
    const foreign = (await post(acmeAdmin, '/v2/skills', { name: `Acme only ${randomUUID()}` })).json();
    for (const skillId of [randomUUID(), foreign.id]) {
      const res = await give(user, [{ skillId: skill.id }, { skillId }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Some of these skills do not exist', details: [{ path: 'skills.1.skillId', message: 'Skill not found' }] });
    }
    const forManagers = await newSkill({ name: `Site lead ${randomUUID().slice(0, 4)}`, roles: ['project_manager'] });
    const role = await give(user, [{ skillId: forManagers.id }]);
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe(`The skill "${forManagers.name}" is not given to this user's role`);
    expect((await give(pm, [{ skillId: forManagers.id }])).statusCode).toBe(200);
    // None of the refused calls gave anything.
    expect(await detailSkills(pm, user)).toEqual([]);
    for (const body of [{}, { skills: [] }, { skills: 'all' }, { skills: [{ skillId: 'x' }] }, { skills: Array.from({ length: 101 }, () => ({ skillId: randomUUID() })) }]) {
      expect((await post(biz, `/v2/skills/user/${user.id}`, body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('sets a held skill permanent, or its dates, through the expiration call', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    const skill = await newSkill();
    await give(user, [{ skillId: skill.id, startsOn: day(-30), expiresOn: day(3) }]);
    const url = `/v2/skills/${skill.id}/expiration/${user.id}`;
    const permanent = await post(biz, url, { permanent: true });
    expect(permanent.statusCode, permanent.body).toBe(200);
    expect(permanent.json()).toMatchObject({ skillId: skill.id, startsOn: day(-30), expiresOn: null, permanent: true, expirationStatus: { status: 3 } });
    expect((await post(biz, url, { expiresOn: day(-2) })).json()).toMatchObject({ expiresOn: day(-2), expirationStatus: { status: 0, date: day(-2) } });
    const wrong = await post(biz, url, { startsOn: day(1) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The expiry date cannot be before the start date');
    expect((await post(biz, url, {})).json().details[0].message).toBe('Give a start date, an expiry date or permanent');
    expect((await post(biz, url, { permanent: true, expiresOn: day(2) })).statusCode).toBe(400);
    const other = await newSkill();
    const notHeld = await post(biz, `/v2/skills/${other.id}/expiration/${user.id}`, { permanent: true });
    expect(notHeld.json()).toMatchObject({ code: 'not_found', message: 'The user does not have this skill' });
    expect((await eventsOf('user_skill_set', user.id)).map((e) => e.payload.expiresOn)).toEqual([day(3), null, day(-2)]);
  });

  it('takes a skill away with user_skill_removed, and says when the user does not hold it', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    const [a, b] = [await newSkill(), await newSkill()];
    await give(user, [{ skillId: a.id }, { skillId: b.id }]);
    const res = await del(biz, `/v2/skills/user/${user.id}/${a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().skills.map((s: UserSkill) => s.skillId)).toEqual([b.id]);
    expect((await eventsOf('user_skill_removed', user.id)).map((e) => e.payload)).toEqual([{ userId: user.id, skillId: a.id, name: a.name }]);
    expect((await del(biz, `/v2/skills/user/${user.id}/${a.id}`)).json().message).toBe('The user does not have this skill');
    expect((await del(biz, `/v2/skills/user/${user.id}/${randomUUID()}`)).json().message).toBe('Skill not found');
  });

  it('lists skill names on the users list and filters it by skill', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    const skill = await newSkill({ name: `Diver ${randomUUID().slice(0, 4)}` });
    await give(user, [{ skillId: skill.id }]);
    const res = await get(pm, `/v2/users?skill=${skill.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toHaveLength(1);
    expect(res.json().docs[0]).toMatchObject({ _id: user.id, skills: [{ _id: skill.id, name: skill.name }] });
  });

  it('lets no other tenant give, change or take skills of this one', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    const skill = await newSkill();
    await give(user, [{ skillId: skill.id }]);
    const theirs = (await post(acmeAdmin, '/v2/skills', { name: `Theirs ${randomUUID()}` })).json();
    // Their admin on their own host: this tenant's user is not there.
    for (const [method, url, body] of [
      ['POST', `/v2/skills/user/${user.id}`, { skills: [{ skillId: theirs.id }] }],
      ['POST', `/v2/skills/${theirs.id}/expiration/${user.id}`, { permanent: true }],
      ['DELETE', `/v2/skills/user/${user.id}/${skill.id}`],
      ['GET', `/v2/users/${user.id}`],
    ] as const) {
      const res = await call(acmeAdmin, method, url, body, acme);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Their token on this host is refused outright.
    const onHost = await ctx.request(demo, { method: 'GET', url: '/v2/skills', as: await tokenOf(acmeAdmin) });
    expect(onHost.statusCode).toBe(401);
    expect((await detailSkills(pm, user)).map((s) => s.skillId)).toEqual([skill.id]);
  });

  it('answers a removed user as absent', async () => {
    const user = await ctx.newUser(demo, { role: 'inspector' });
    expect((await post(biz, '/v2/users/remove', { users: [user.id] })).statusCode).toBe(200);
    expect((await give(user, [{ skillId: (await newSkill()).id }])).json()).toMatchObject({ code: 'not_found', message: 'User not found' });
  });
});

describe('skills required by jobs and job types', () => {
  it('answers Job not found and Job type not found until their modules register a resolver', async () => {
    const skill = await newSkill();
    const job = await post(biz, `/v2/skills/job/${randomUUID()}`, { skills: [skill.id] });
    expect(job.json()).toMatchObject({ statusCode: 404, message: 'Job not found' });
    const type = await post(biz, `/v2/skills/jobType/${randomUUID()}`, { skills: [skill.id] });
    expect(type.json()).toMatchObject({ statusCode: 404, message: 'Job type not found' });
    expect((await post(biz, `/v2/skills/job/${randomUUID()}`, { skills: ['nope'] })).statusCode).toBe(400);
    expect((await post(pm, `/v2/skills/job/${randomUUID()}`, { skills: [] })).statusCode).toBe(403);
  });

  it('replaces the required skills of a job the resolver knows; skills of another tenant are refused', async () => {
    const known = new Set<string>();
    ctx.app.get(SkillTargets).register('job', { exists: async (_caller, id) => known.has(id) });
    const jobId = randomUUID();
    known.add(jobId);
    const [a, b] = [await newSkill({ name: `B req ${randomUUID().slice(0, 4)}` }), await newSkill({ name: `A req ${randomUUID().slice(0, 4)}` })];
    const res = await post(biz, `/v2/skills/job/${jobId}`, { skills: [a.id, { _id: b.id }, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, target: { type: 'job', id: jobId } });
    expect(res.json().skills.map((s: Skill) => s.id)).toEqual([b.id, a.id]);
    const foreign = (await post(acmeAdmin, '/v2/skills', { name: `Acme req ${randomUUID()}` })).json();
    const refused = await post(biz, `/v2/skills/job/${jobId}`, { skills: [foreign.id] });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Some of these skills do not exist' });
    expect((await post(biz, `/v2/skills/job/${jobId}`, { skills: [] })).json().skills).toEqual([]);
  });
});

describe('the daily expiry check (ADR 0030)', () => {
  const check = (instance: TestInstance, now = new Date()) => ctx.app.get(SkillExpiryCheck).check(instance.id, now);

  async function holder(instance: TestInstance, admin: TestUser, dates: Array<string | null>) {
    const user = await ctx.newUser(instance, { role: 'inspector' });
    const skills: Skill[] = [];
    for (const expiresOn of dates) {
      const skill = (await post(admin, '/v2/skills', { name: `Check ${randomUUID()}` }, instance)).json();
      skills.push(skill);
      expect((await give(user, [{ skillId: skill.id, startsOn: day(-400), expiresOn }], admin)).statusCode).toBe(200);
    }
    return { user, skills };
  }

  it('announces a skill entering the window and one expired once, however often it runs', async () => {
    const inst = await instanceWith();
    const admin = await ctx.newUser(inst, { role: 'business_admin' });
    const { user, skills } = await holder(inst, admin, [day(-1), day(30), day(31), null]);
    expect(await check(inst)).toBe(2);
    expect(await check(inst)).toBe(0);
    const events = await expiryEvents(user.id);
    expect(events.map((e) => [e.type, e.payload.skillId])).toEqual(
      expect.arrayContaining([
        ['skill_expired', skills[0].id],
        ['skill_expiring', skills[1].id],
      ]),
    );
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.type === 'skill_expired')).toMatchObject({ aggregateType: 'user', actorId: null, payload: { userId: user.id, name: skills[0].name, expiresOn: day(-1) } });
    // The day the third enters the window, it alone is announced; the day after its last day the second expires.
    expect(await check(inst, new Date(Date.now() + 86_400_000))).toBe(1);
    expect(await check(inst, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect((await expiryEvents(user.id)).map((e) => e.type).sort()).toEqual(['skill_expired', 'skill_expired', 'skill_expiring', 'skill_expiring']);
  });

  it('announces a renewed skill again when its new expiry date comes', async () => {
    const inst = await instanceWith();
    const admin = await ctx.newUser(inst, { role: 'business_admin' });
    const { user, skills } = await holder(inst, admin, [day(5)]);
    expect(await check(inst)).toBe(1);
    await post(admin, `/v2/skills/${skills[0].id}/expiration/${user.id}`, { expiresOn: day(20) }, inst);
    expect(await check(inst)).toBe(1);
    expect(await check(inst)).toBe(0);
    expect((await expiryEvents(user.id)).map((e) => e.payload.expiresOn)).toEqual([day(5), day(20)]);
  });

  it("uses the instance's day in its time zone", async () => {
    const inst = await instanceWith();
    const admin = await ctx.newUser(inst, { role: 'business_admin' });
    const { user } = await holder(inst, admin, [day(40)]);
    const expiry = day(40);
    // 21:30 UTC the day before the window opens is already that day in Jerusalem (UTC+2 or +3).
    const windowOpens = addDaysTo(expiry, -30);
    expect(await check(inst, new Date(`${addDaysTo(windowOpens, -1)}T12:00:00Z`))).toBe(0);
    expect(await check(inst, new Date(`${addDaysTo(windowOpens, -1)}T22:30:00Z`))).toBe(1);
    expect(await expiryEvents(user.id)).toHaveLength(1);
  });

  it('leaves other tenants, removed users and instances with the app off alone', async () => {
    const [mine, theirs, off] = await Promise.all([instanceWith(), instanceWith(), instanceWith()]);
    const [myAdmin, theirAdmin, offAdmin] = await Promise.all([
      ctx.newUser(mine, { role: 'business_admin' }),
      ctx.newUser(theirs, { role: 'business_admin' }),
      ctx.newUser(off, { role: 'business_admin' }),
    ]);
    const me = await holder(mine, myAdmin, [day(-3)]);
    const them = await holder(theirs, theirAdmin, [day(-3)]);
    const gone = await holder(mine, myAdmin, [day(-3)]);
    expect((await post(myAdmin, '/v2/users/remove', { users: [gone.user.id] }, mine)).statusCode).toBe(200);
    const offHolder = await holder(off, offAdmin, [day(-3)]);
    await ctx.db.tenant(off.id, ({ tx }) => tx.update(appToggles).set({ isActive: false }).where(and(eq(appToggles.instanceId, off.id), eq(appToggles.toggleId, 'skills'))));
    await ctx.app.get(InstanceStateService).invalidate(off.id);

    expect(await check(mine)).toBe(1);
    expect(await expiryEvents(me.user.id)).toHaveLength(1);
    expect(await expiryEvents(them.user.id)).toHaveLength(0);
    expect(await expiryEvents(gone.user.id)).toHaveLength(0);
    expect(await check(off)).toBe(0);
    expect(await expiryEvents(offHolder.user.id)).toHaveLength(0);
    // The hourly sweep queues a check of the active instances with the app on, and of no other.
    const swept = await ctx.db.privileged((db) => ctx.app.get(SkillsRepository).instancesWithSkills(db));
    expect(swept).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(swept).not.toContain(off.id);
  });

  it('announces nothing twice when a run dies halfway or the process restarts between runs', async () => {
    const inst = await instanceWith();
    const admin = await ctx.newUser(inst, { role: 'business_admin' });
    const { user } = await holder(inst, admin, [day(-2), day(2), day(3)]);
    // The run dies at its second event: its transaction rolls back, notices and events alike.
    const events = ctx.app.get(EventsService);
    const emit = events.emit.bind(events);
    let calls = 0;
    const spy = vi.spyOn(events, 'emit').mockImplementation(async (scope, event) => {
      calls += 1;
      if (calls === 2) throw new Error('killed');
      return emit(scope, event as never);
    });
    await expect(check(inst)).rejects.toThrow('killed');
    spy.mockRestore();
    expect(await expiryEvents(user.id)).toHaveLength(0);
    const notices = () => ctx.db.privileged((db) => db.select().from(skillExpiryNotices).where(eq(skillExpiryNotices.userId, user.id)));
    expect(await notices()).toHaveLength(0);

    expect(await check(inst)).toBe(3);
    await ctx.restart();
    expect(await ctx.app.get(SkillExpiryCheck).check(inst.id)).toBe(0);
    expect(await expiryEvents(user.id)).toHaveLength(3);
    expect(await notices()).toHaveLength(3);
  });
});
