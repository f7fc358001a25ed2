import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn, DEFAULT_WIDGET_LAYOUT, formatCalendarDay, JOB_DASHBOARD_DAYS, JOB_STATUSES, WIDGET_MESSAGES } from '@fieldwork/contracts';
import { dashboardWidgets } from '../src/db/schema';
import { JobRows } from './helpers/job-rows';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * The dashboard through HTTP on a real database: a user's widgets (GET and PUT
 * /v2/widgets/dashboard...) and the job counts they show (GET /v2/jobs/dashboard, /counters).
 * Nobody reaches another user's widgets; a client counts their client projects' jobs only; a
 * second tenant sees none of it.
 */

let ctx: TestContext;
let rows: JobRows;
let demo: TestInstance;
let acme: TestInstance;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let client: TestUser;
let acmeAdmin: TestUser;

type Method = 'GET' | 'PUT';
const call = (as: TestUser | null, method: Method, url: string, payload?: unknown, instance?: TestInstance) =>
  ctx.call(as, method, url, { payload, instance: instance ?? as?.instance });
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await TestContext.start();
  rows = new JobRows(ctx);
  demo = await ctx.newInstance({
    name: 'Demo',
    toggles: ['projects', 'client'],
    settings: { customStatuses: [{ name: 'on_hold', color: '#777777' }], statusOrder: ['on_hold', 'open'] },
  });
  acme = await ctx.newInstance({ name: 'Acme', toggles: ['projects'] });
  biz = await ctx.newUser(demo, { role: 'business_admin' });
  pm = await ctx.newUser(demo, { role: 'project_manager' });
  insp = await ctx.newUser(demo, { role: 'inspector' });
  client = await ctx.newUser(demo, { role: 'client' });
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

describe('GET /v2/widgets/dashboard', () => {
  it('gives a new user every kind of widget in the default layout, and stores it', async () => {
    const res = await call(pm, 'GET', '/v2/widgets/dashboard');
    expect(res.statusCode).toBe(200);
    const widgets = res.json();
    expect(widgets.map((w: { kind: string; position: unknown; hidden: boolean; settings: unknown }) => ({ kind: w.kind, position: w.position }))).toEqual(
      DEFAULT_WIDGET_LAYOUT.map((d) => ({ kind: d.kind, position: d.position })),
    );
    expect(widgets.every((w: { hidden: boolean; settings: object }) => !w.hidden && Object.keys(w.settings).length === 0)).toBe(true);
    // Stored: the same widgets, by id, the next time.
    expect((await call(pm, 'GET', '/v2/widgets/dashboard')).json()).toEqual(widgets);
  });

  it('every role has a dashboard; anonymous callers are refused', async () => {
    for (const who of [biz, insp, client, acmeAdmin]) expect((await call(who, 'GET', '/v2/widgets/dashboard')).statusCode, who.role).toBe(200);
    expect((await call(null, 'GET', '/v2/widgets/dashboard', undefined, demo)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/v2/jobs/dashboard', undefined, demo)).statusCode).toBe(401);
  });

  it('two first calls at once store one widget of each kind', async () => {
    const fresh = await ctx.newUser(demo, { role: 'inspector' });
    await ctx.tokenFor(fresh);
    const [a, b] = await Promise.all([call(fresh, 'GET', '/v2/widgets/dashboard'), call(fresh, 'GET', '/v2/widgets/dashboard')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toHaveLength(DEFAULT_WIDGET_LAYOUT.length);
  });

  it('puts a kind the user does not have yet below their own arrangement', async () => {
    const user = await ctx.newUser(demo, { role: 'project_manager' });
    const first = (await call(user, 'GET', '/v2/widgets/dashboard')).json();
    const counters = first.find((w: { kind: string }) => w.kind === 'status_counters');
    await call(user, 'PUT', `/v2/widgets/dashboard/${counters._id}`, { position: { x: 0, y: 20, w: 12, h: 3 } });
    // As if jobs_by_type were a kind added since: the user has never had it.
    await ctx.db.tenant(demo.id, ({ tx }) =>
      tx.delete(dashboardWidgets).where(and(eq(dashboardWidgets.userId, user.id), eq(dashboardWidgets.kind, 'jobs_by_type'))),
    );
    const again = (await call(user, 'GET', '/v2/widgets/dashboard')).json();
    const added = again.find((w: { kind: string }) => w.kind === 'jobs_by_type');
    expect(added.position).toEqual({ x: 8, y: 23, w: 4, h: 4 });
    expect(again.at(-1).kind).toBe('jobs_by_type');
  });
});

describe('GET and PUT /v2/widgets/dashboard/{id}', () => {
  it('reads and changes one of the caller’s widgets: place, size, hidden, settings', async () => {
    const widgets = (await call(insp, 'GET', '/v2/widgets/dashboard')).json();
    const chart = widgets.find((w: { kind: string }) => w.kind === 'jobs_by_status');
    expect((await call(insp, 'GET', `/v2/widgets/dashboard/${chart._id}`)).json()).toEqual(chart);

    const moved = await call(insp, 'PUT', `/v2/widgets/dashboard/${chart._id}`, { position: { x: 4, y: 0, w: 8, h: 6 }, settings: { chart: 'line' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ ...chart, position: { x: 4, y: 0, w: 8, h: 6 }, settings: { chart: 'line' } });
    const hidden = await call(insp, 'PUT', `/v2/widgets/dashboard/${chart._id}`, { hidden: true });
    expect(hidden.json()).toEqual({ ...moved.json(), hidden: true });
    expect((await call(insp, 'GET', '/v2/widgets/dashboard')).json().find((w: { _id: string }) => w._id === chart._id)).toEqual(hidden.json());
  });

  it("another user's widget, in this tenant or another, is not found, and stays as it was", async () => {
    const own = (await call(biz, 'GET', '/v2/widgets/dashboard')).json()[0];
    const acmeOwn = (await call(acmeAdmin, 'GET', '/v2/widgets/dashboard')).json()[0];
    for (const [who, id] of [
      [insp, own._id],
      [client, own._id],
      [biz, acmeOwn._id],
      [acmeAdmin, own._id],
      [biz, randomUUID()],
    ] as const) {
      const read = await call(who, 'GET', `/v2/widgets/dashboard/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(WIDGET_MESSAGES.notFound);
      expect((await call(who, 'PUT', `/v2/widgets/dashboard/${id}`, { hidden: true })).statusCode).toBe(404);
    }
    expect((await call(biz, 'GET', `/v2/widgets/dashboard/${own._id}`)).json()).toEqual(own);
    expect((await call(acmeAdmin, 'GET', `/v2/widgets/dashboard/${acmeOwn._id}`)).json()).toEqual(acmeOwn);
    expect((await call(biz, 'GET', '/v2/widgets/dashboard/not-an-id')).statusCode).toBe(404);
  });

  it('refuses a place off the grid, oversized settings and bad shapes', async () => {
    const id = (await call(insp, 'GET', '/v2/widgets/dashboard')).json()[0]._id;
    const put = (body: unknown) => call(insp, 'PUT', `/v2/widgets/dashboard/${id}`, body);
    const offGrid = await put({ position: { x: 6, y: 0, w: 7, h: 2 } });
    expect(offGrid.statusCode).toBe(400);
    expect(JSON.stringify(offGrid.json().details)).toContain(WIDGET_MESSAGES.offGrid);
    const big = await put({ settings: { note: 'x'.repeat(5000) } });
    expect(big.statusCode).toBe(400);
    expect(JSON.stringify(big.json().details)).toContain(WIDGET_MESSAGES.settingsTooLarge);
    for (const body of [{ position: { x: -1, y: 0, w: 2, h: 2 } }, { position: { x: 0, y: 0, w: 0, h: 2 } }, { hidden: 'yes' }, { settings: [1] }, [1]]) {
      expect((await put(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /v2/jobs/dashboard and /counters', () => {
  let typeA: string;
  let typeB: string;

  beforeAll(async () => {
    typeA = await rows.jobType(demo, 'Annual check');
    typeB = await rows.jobType(demo, 'Boiler');
    const clientProject = await rows.project(demo, 'Client tower', { clients: [client] });
    const otherProject = await rows.project(demo, 'Other site');
    const now = Date.now();
    await rows.job(demo, typeA, { status: 'open', projectId: clientProject, createdAt: new Date(now - 2 * DAY) });
    await rows.job(demo, typeA, { status: 'done', projectId: clientProject, createdAt: new Date(now - 2 * DAY) });
    await rows.job(demo, typeB, { status: 'on_hold', projectId: otherProject, createdAt: new Date(now) });
    await rows.job(demo, typeA, { status: 'open', projectId: otherProject, createdAt: new Date(now - 40 * DAY) });
    // A custom status since removed: its jobs keep it, and count under it.
    await rows.job(demo, typeB, { status: 'legacy', projectId: null, createdAt: new Date(now) });
    const acmeType = await rows.jobType(acme, 'Acme type');
    await rows.job(acme, acmeType, { status: 'review' });
  });

  it('counts every job in each status, in the instance order, with 0 for the empty ones and removed statuses last', async () => {
    const res = await call(biz, 'GET', '/v2/jobs/dashboard/counters');
    expect(res.statusCode).toBe(200);
    const counters = res.json();
    expect(counters.total).toBe(5);
    expect(Object.keys(counters.byStatus)).toEqual(['on_hold', 'open', ...JOB_STATUSES.filter((s) => s !== 'open'), 'legacy']);
    expect(counters.byStatus).toEqual({ on_hold: 1, open: 2, rejected: 0, assigned: 0, confirmed: 0, reported: 0, review: 0, done: 1, legacy: 1 });
    expect((await call(insp, 'GET', '/v2/jobs/dashboard/counters')).json()).toEqual(counters);
  });

  it("a client counts their client projects' jobs only", async () => {
    const counters = (await call(client, 'GET', '/v2/jobs/dashboard/counters')).json();
    expect(counters.total).toBe(2);
    expect(counters.byStatus).toMatchObject({ open: 1, done: 1, on_hold: 0 });
    expect(counters.byStatus).not.toHaveProperty('legacy');
    const dashboard = (await call(client, 'GET', '/v2/jobs/dashboard')).json();
    expect(dashboard.byType).toEqual([{ jobType: typeA, title: 'Annual check', count: 2 }]);
  });

  it('another tenant counts only its own jobs', async () => {
    const res = await call(acmeAdmin, 'GET', '/v2/jobs/dashboard');
    expect(res.json().counters).toMatchObject({ total: 1, byStatus: { review: 1, open: 0 } });
    expect(res.json().byType).toEqual([expect.objectContaining({ title: 'Acme type', count: 1 })]);
    expect(res.json().counters.byStatus).not.toHaveProperty('on_hold');
  });

  it('gives jobs per type, most first, and jobs created per day of the last 30 days by status', async () => {
    const res = await call(biz, 'GET', '/v2/jobs/dashboard');
    expect(res.statusCode).toBe(200);
    const dashboard = res.json();
    expect(dashboard.byType).toEqual([
      { jobType: typeA, title: 'Annual check', count: 3 },
      { jobType: typeB, title: 'Boiler', count: 2 },
    ]);
    const days = dashboard.byStatusOverTime;
    expect(days).toHaveLength(JOB_DASHBOARD_DAYS);
    const today = dayIn(new Date(), 'Asia/Jerusalem');
    expect(days.at(-1).date).toBe(formatCalendarDay(today));
    expect(days[0].date).toBe(formatCalendarDay(addDays(today, 1 - JOB_DASHBOARD_DAYS)));
    const total = (status: string) => days.reduce((sum: number, day: { counts: Record<string, number> }) => sum + (day.counts[status] ?? 0), 0);
    // The job made 40 days ago is outside the chart.
    expect([total('open'), total('done'), total('on_hold'), total('legacy')]).toEqual([1, 1, 1, 1]);
    expect(days.at(-1).counts).toMatchObject({ on_hold: 1, legacy: 1, open: 0 });
    expect(Object.keys(days[0].counts)).toEqual(['on_hold', 'open', ...JOB_STATUSES.filter((s) => s !== 'open')]);
    expect(dashboard.counters.total).toBe(5);
  });

  it("puts a job on the day it was made in the instance's time zone", async () => {
    const far = await ctx.newInstance({ settings: { timezone: 'Pacific/Kiritimati' } }); // UTC+14
    const admin = await ctx.newUser(far, { role: 'business_admin' });
    const type = await rows.jobType(far);
    // 11:00 UTC yesterday is already 01:00 today in Kiritimati.
    const now = new Date();
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 11));
    await rows.job(far, type, { createdAt: at });
    const days = (await call(admin, 'GET', '/v2/jobs/dashboard')).json().byStatusOverTime;
    const made = days.find((day: { counts: Record<string, number> }) => day.counts.open === 1);
    expect(made.date).toBe(formatCalendarDay(dayIn(at, 'Pacific/Kiritimati')));
    expect(made.date).not.toBe(at.toISOString().slice(0, 10));
  });
});

describe('the recent and own jobs of the dashboard', () => {
  let world: { instance: TestInstance; admin: TestUser; worker: TestUser; colleague: TestUser; client: TestUser; jobs: Record<string, string> };

  beforeAll(async () => {
    const instance = await ctx.newInstance({ toggles: ['projects', 'client'] });
    const [admin, worker, colleague, customer] = [
      await ctx.newUser(instance, { role: 'business_admin' }),
      await ctx.newUser(instance, { role: 'inspector' }),
      await ctx.newUser(instance, { role: 'inspector' }),
      await ctx.newUser(instance, { role: 'client' }),
    ];
    const type = await rows.jobType(instance, 'Survey');
    const theirs = await rows.project(instance, 'Their block', { clients: [customer] });
    const other = await rows.project(instance, 'Elsewhere');
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * 60 * 60 * 1000);
    const jobs = {
      tomorrow: await rows.job(instance, type, { projectId: theirs, startDate: at(24), users: [worker, customer] }),
      soon: await rows.job(instance, type, { projectId: other, startDate: at(2), status: 'assigned', users: [worker] }),
      undated: await rows.job(instance, type, { projectId: other, startDate: null, status: 'parked_custom', users: [worker] }),
      finished: await rows.job(instance, type, { projectId: other, startDate: at(-48), status: 'done', users: [worker] }),
      colleagues: await rows.job(instance, type, { projectId: other, startDate: at(1), users: [colleague] }),
    };
    world = { instance, admin, worker, colleague, client: customer, jobs };
  });

  const idsOf = (list: Array<{ _id: string }>) => list.map((job) => job._id);

  it("lists the caller's own jobs not done, soonest start first and undated last, as the jobs list shows them", async () => {
    const { worker, colleague, jobs } = world;
    const dashboard = (await call(worker, 'GET', '/v2/jobs/dashboard')).json();
    expect(idsOf(dashboard.mine)).toEqual([jobs.soon, jobs.tomorrow, jobs.undated]);
    expect(dashboard.mine[0]).toMatchObject({ status: 'assigned', jobType: { title: 'Survey' }, project: { name: 'Elsewhere' } });
    expect(dashboard.mine[0].users.map((u: { _id: string }) => u._id)).toEqual([worker.id]);
    expect(idsOf((await call(colleague, 'GET', '/v2/jobs/dashboard')).json().mine)).toEqual([jobs.colleagues]);
    expect((await call(world.admin, 'GET', '/v2/jobs/dashboard')).json().mine).toEqual([]);
  });

  it('lists the jobs the caller opened last, newest first, at most 10, and a visit through the API comes first', async () => {
    const { instance, worker, jobs } = world;
    const type = await rows.jobType(instance, 'Extra');
    const base = Date.now() - 100 * 60 * 1000;
    const extra: string[] = [];
    for (let i = 0; i < 11; i++) {
      const id = await rows.job(instance, type);
      extra.push(id);
      await rows.visit(worker, id, new Date(base + i * 60 * 1000));
    }
    const recent = (await call(worker, 'GET', '/v2/jobs/dashboard/recent')).json();
    expect(idsOf(recent)).toEqual(extra.slice(1).reverse());
    expect((await call(worker, 'PUT', `/v2/jobs/${jobs.finished}/visit`)).statusCode).toBe(200);
    const after = (await call(worker, 'GET', '/v2/jobs/dashboard')).json().recent;
    expect(idsOf(after)).toEqual([jobs.finished, ...extra.slice(2).reverse()]);
    // Nobody else's visits.
    expect((await call(world.colleague, 'GET', '/v2/jobs/dashboard/recent')).json()).toEqual([]);
  });

  it("a client's lists hold their client projects' jobs only, even where they were assigned or visited others", async () => {
    const { client: customer, jobs } = world;
    await rows.visit(customer, jobs.soon, new Date());
    await rows.visit(customer, jobs.tomorrow, new Date(Date.now() - 60_000));
    const dashboard = (await call(customer, 'GET', '/v2/jobs/dashboard')).json();
    expect(idsOf(dashboard.recent)).toEqual([jobs.tomorrow]);
    expect(idsOf(dashboard.mine)).toEqual([jobs.tomorrow]);
    expect(dashboard.counters.total).toBe(1);
  });

  it("another tenant's users get none of these jobs", async () => {
    const res = (await call(acmeAdmin, 'GET', '/v2/jobs/dashboard')).json();
    const mine = [...res.recent, ...res.mine].map((job: { _id: string }) => job._id);
    expect(mine.some((id: string) => Object.values(world.jobs).includes(id))).toBe(false);
    expect((await call(acmeAdmin, 'PUT', `/v2/jobs/${world.jobs.soon}/visit`)).statusCode).toBe(404);
    expect((await call(acmeAdmin, 'GET', '/v2/jobs/dashboard/recent')).json()).toEqual([]);
  });
});
