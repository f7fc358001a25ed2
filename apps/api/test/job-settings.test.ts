import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_FLAGS, JOB_STATUSES } from '@fieldwork/contracts';
import { jobs, outboxEvents } from '../src/db/schema';
import { JobRows } from './helpers/job-rows';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * GET and PUT /v2/settings: the job settings (statuses and security flags) through HTTP on a real
 * database. Admins only; a change reaches the bootstrap and the access policy at once, and never
 * another tenant.
 */

let ctx: TestContext;
let rows: JobRows;
let demo: TestInstance;
let acme: TestInstance;
let sys: TestUser;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let client: TestUser;
let acmeAdmin: TestUser;

type Method = 'GET' | 'PUT';
const call = (as: TestUser | null, method: Method, payload?: unknown, instance?: TestInstance) =>
  ctx.call(as, method, '/v2/settings', { payload, instance: instance ?? as?.instance });
const bootstrap = async (instance: TestInstance, as?: TestUser) =>
  (await ctx.request(instance, { method: 'GET', url: '/v2/apps/bootstrap', ...(as ? { headers: { authorization: `Bearer ${await ctx.tokenFor(as)}` } } : {}) })).json();

async function settingsEvents(instance: TestInstance) {
  return ctx.db.privileged((db) =>
    db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.instanceId, instance.id), eq(outboxEvents.type, 'instance_settings_changed')))
      .orderBy(outboxEvents.id),
  );
}

/** A fresh instance, so that a test's changes start from the defaults. */
async function freshInstance() {
  const instance = await ctx.newInstance({ toggles: ['projects'] });
  return { instance, admin: await ctx.newUser(instance, { role: 'business_admin' }), inspector: await ctx.newUser(instance, { role: 'inspector' }) };
}

beforeAll(async () => {
  ctx = await TestContext.start();
  rows = new JobRows(ctx);
  demo = await ctx.newInstance({ name: 'Demo', toggles: ['projects'] });
  acme = await ctx.newInstance({ name: 'Acme', toggles: ['projects'] });
  sys = await ctx.newUser(demo, { role: 'sys_admin' });
  biz = await ctx.newUser(demo, { role: 'business_admin' });
  pm = await ctx.newUser(demo, { role: 'project_manager' });
  insp = await ctx.newUser(demo, { role: 'inspector' });
  client = await ctx.newUser(demo, { role: 'client' });
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

describe('GET /v2/settings', () => {
  it('answers an instance that never saved any with the defaults of spec 1 and 2', async () => {
    const res = await call(biz, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      security: DEFAULT_SECURITY_FLAGS,
      customStatuses: [],
      statusOrder: [...JOB_STATUSES],
      statusTranslations: {},
      allowedStatuses: null,
      defaultJobSort: 'created_at',
    });
    expect((await call(sys, 'GET')).statusCode).toBe(200);
  });

  it('is for admins only: 403 for everyone else, 401 anonymous', async () => {
    for (const who of [pm, insp, client]) {
      const res = await call(who, 'GET');
      expect(res.statusCode, who.role).toBe(403);
      expect((await call(who, 'PUT', { defaultJobSort: 'ID' })).statusCode, who.role).toBe(403);
    }
    expect((await call(null, 'GET', undefined, demo)).statusCode).toBe(401);
    expect((await call(null, 'PUT', { defaultJobSort: 'ID' }, demo)).statusCode).toBe(401);
    expect((await call(biz, 'GET')).json().defaultJobSort).toBe('created_at');
  });
});

describe('PUT /v2/settings', () => {
  it('changes what it is given, answers the whole, and the bootstrap shows it at once', async () => {
    const { instance, admin } = await freshInstance();
    // The bootstrap is cached per instance: asked before, it must not answer the old settings after.
    expect((await bootstrap(instance)).customStatuses).toEqual([]);
    const body = {
      customStatuses: [{ name: 'waiting_parts', color: '#aa5500' }],
      statusOrder: ['open', 'waiting_parts', 'assigned'],
      statusTranslations: { waiting_parts: { en: 'Waiting for parts', he: 'ממתין לחלקים' }, done: { he: ' הושלם ' } },
      allowedStatuses: { open: true, waiting_parts: true, done: false },
      defaultJobSort: 'startDate',
    };
    const res = await call(admin, 'PUT', body);
    expect(res.statusCode).toBe(200);
    const expected = { ...body, security: DEFAULT_SECURITY_FLAGS, statusTranslations: { ...body.statusTranslations, done: { he: 'הושלם' } } };
    expect(res.json()).toEqual(expected);
    expect((await call(admin, 'GET')).json()).toEqual(expected);

    for (const b of [await bootstrap(instance), await bootstrap(instance, admin)]) {
      expect(b).toMatchObject({
        customStatuses: body.customStatuses,
        statusOrder: body.statusOrder,
        statusTranslations: expected.statusTranslations,
        allowedStatuses: body.allowedStatuses,
        defaultJobSort: 'startDate',
      });
    }
  });

  it('merges the security flags one by one, and the access policy follows at once', async () => {
    const { instance, admin, inspector } = await freshInstance();
    const projectsAs = () => ctx.call(inspector, 'GET', '/v2/projects');
    expect((await projectsAs()).statusCode).toBe(200);

    const first = await call(admin, 'PUT', { security: { allowInspectorManageProjects: false } });
    expect(first.json().security).toEqual({ ...DEFAULT_SECURITY_FLAGS, allowInspectorManageProjects: false });
    const refused = await projectsAs();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toMatchObject({ reason: 'security_flag', flag: 'allowInspectorManageProjects' });

    const second = await call(admin, 'PUT', { security: { hideSkillsFromInspector: true } });
    expect(second.json().security).toEqual({ ...DEFAULT_SECURITY_FLAGS, allowInspectorManageProjects: false, hideSkillsFromInspector: true });
    expect((await bootstrap(instance)).security).toEqual(second.json().security);

    await call(admin, 'PUT', { security: { allowInspectorManageProjects: true } });
    expect((await projectsAs()).statusCode).toBe(200);
  });

  it('records each change as instance_settings_changed, naming what changed, and nothing for a save that changes nothing', async () => {
    const { instance, admin } = await freshInstance();
    await call(admin, 'PUT', { security: { allowErase: false, allowChangeStatus: true }, defaultJobSort: 'ID' });
    await call(admin, 'PUT', { security: { allowErase: false }, defaultJobSort: 'ID', statusOrder: [...JOB_STATUSES] });
    expect((await call(admin, 'PUT', {})).statusCode).toBe(200);
    const events = await settingsEvents(instance);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ aggregateType: 'instance', aggregateId: instance.id, actorId: admin.id });
    expect(events[0].payload).toEqual({ changes: ['security.allowErase', 'defaultJobSort'] });
  });

  it("leaves the other instance settings as they are, and another tenant's settings untouched", async () => {
    const before = (await bootstrap(acme)).security;
    const res = await call(biz, 'PUT', { security: { allowInspectorAssign: false }, customStatuses: [{ name: 'parked', color: 'brown' }] });
    expect(res.statusCode).toBe(200);
    expect((await call(acmeAdmin, 'GET')).json()).toMatchObject({ security: before, customStatuses: [] });
    expect((await bootstrap(acme)).customStatuses).toEqual([]);
    expect(await settingsEvents(acme)).toEqual([]);
    // Acme's admin saving on Demo's host is refused: their session belongs to Acme.
    expect((await call(acmeAdmin, 'PUT', { defaultJobSort: 'ID' }, demo)).statusCode).toBe(401);
    expect((await bootstrap(demo)).companyName).toBe('Demo');
    expect((await call(biz, 'GET')).json().defaultJobSort).toBe('created_at');
  });

  it('keeps the jobs of a removed custom status in it, and drops the status from the order, labels and answering', async () => {
    const { instance, admin } = await freshInstance();
    await call(admin, 'PUT', {
      customStatuses: [{ name: 'on_hold', color: '#777777' }],
      statusOrder: ['on_hold', 'open'],
      statusTranslations: { on_hold: { en: 'On hold' } },
      allowedStatuses: { on_hold: true, open: true },
    });
    const jobId = await rows.job(instance, await rows.jobType(instance), { status: 'on_hold' });
    const res = await call(admin, 'PUT', { customStatuses: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customStatuses: [], statusOrder: ['open'], statusTranslations: {}, allowedStatuses: { open: true } });
    const [job] = await ctx.db.tenant(instance.id, ({ tx }) => tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)));
    expect(job.status).toBe('on_hold');
  });

  it('two admins saving different settings at once keep both', async () => {
    const { instance, admin } = await freshInstance();
    const other = await ctx.newUser(instance, { role: 'sys_admin' });
    const [a, b] = await Promise.all([
      call(admin, 'PUT', { customStatuses: [{ name: 'queued', color: 'teal' }] }),
      call(other, 'PUT', { security: { allowErase: false } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await call(admin, 'GET')).json()).toMatchObject({ customStatuses: [{ name: 'queued', color: 'teal' }], security: { allowErase: false } });
  });
});

describe('PUT /v2/settings refuses bad settings in words the screen can show', () => {
  const refusals: Array<[string, unknown, string, string]> = [
    ['an unknown status in the order', { statusOrder: ['open', 'nope'] }, 'statusOrder.1', 'No such status: nope'],
    ['a status twice in the order', { statusOrder: ['done', 'open', 'done'] }, 'statusOrder.2', 'done is listed more than once'],
    [
      'a custom status named as a built-in one',
      { customStatuses: [{ name: 'Review', color: 'red' }] },
      'customStatuses.0.name',
      'Review is a built-in status: give the custom status another name',
    ],
    [
      'two custom statuses of one name',
      { customStatuses: [{ name: 'later', color: 'red' }, { name: 'Later', color: 'blue' }] },
      'customStatuses.1.name',
      'There is already a status named Later',
    ],
    ['a label for an unknown status', { statusTranslations: { ghost: { en: 'Ghost' } } }, 'statusTranslations.ghost', 'No such status: ghost'],
    ['answering in an unknown status', { allowedStatuses: { ghost: true } }, 'allowedStatuses.ghost', 'No such status: ghost'],
  ];
  for (const [what, body, path, message] of refusals) {
    it(what, async () => {
      const res = await call(biz, 'PUT', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message, details: expect.arrayContaining([{ path, message }]) });
    });
  }

  const shapes: Array<[string, unknown, string]> = [
    ['a built-in name as a custom status', { customStatuses: [{ name: 'open', color: 'red' }] }, 'A custom status cannot take a built-in name'],
    ['a status name with spaces', { statusOrder: ['on hold'] }, 'A status is letters, digits, _ and -, at most 40'],
    ['a colour that is not one', { customStatuses: [{ name: 'x1', color: 'url(javascript:1)' }] }, 'A colour is #rrggbb or a colour name'],
    ['a flag that is not a switch', { security: { allowErase: 'yes' } }, 'expected boolean'],
    ['an unknown sort', { defaultJobSort: 'random' }, 'created_at'],
    ['a label in a third language', { statusTranslations: { open: { fr: 'Ouvert' } } }, 'fr'],
    ['a body that is not an object', [1, 2], 'expected object'],
  ];
  for (const [what, body, words] of shapes) {
    it(what, async () => {
      const res = await call(biz, 'PUT', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(JSON.stringify(res.json().details)).toContain(words);
    });
  }

  it('and nothing of a refused body is kept', async () => {
    expect((await call(biz, 'GET')).json()).toMatchObject({ statusOrder: [...JOB_STATUSES], defaultJobSort: 'created_at' });
  });
});
