import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  JOB_BULK_MAX,
  JOB_MESSAGES,
  JOB_TYPE_MESSAGES,
  jobChangeReplySchema,
  jobDetailSchema,
  jobFeedPageSchema,
  jobsPageSchema,
  MESSAGES,
  TOGGLE_KEYS,
  type InstanceSettings,
  type JobDetail,
  type JobType,
  type Question,
  type Role,
  type ToggleKey,
} from '@fieldwork/contracts';
import { answerHistory, answers, jobs, jobVisits, outboxEvents, skills, userSkills } from '../src/db/schema';
import { JobsRepository } from '../src/jobs/jobs.repository';
import { JobsService } from '../src/jobs/jobs.service';
import { createProject } from '../src/seed/instance-factory';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { questionnaire } from './helpers/questionnaire';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Jobs through HTTP on a real database (spec 2 sections 3 to 9): create, the list and its
 * filters, one job with its questions and answers, each kind of change with its own action,
 * clone, delete, status for several, the feed, visits, people with their warnings and
 * suggestions, attendance, links, the dependents' refusals, concurrent numbers, bad input, and a
 * second tenant that reaches none of it.
 */

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let sys: TestUser;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let insp2: TestUser;
let client: TestUser;
let acmeAdmin: TestUser;
let acmeSys: TestUser;
let projectId: string;
let clientProjectId: string;
let jobType: JobType;
let clientType: JobType;
let shown: Question;
let hidden: Question;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (as: TestUser, method: Method, url: string, payload?: unknown, instance?: TestInstance) => ctx.call(as, method, url, { payload, instance });
const get = (as: TestUser, url: string, instance?: TestInstance) => call(as, 'GET', url, undefined, instance);
const post = (as: TestUser, url: string, body?: unknown, instance?: TestInstance) => call(as, 'POST', url, body ?? {}, instance);
const put = (as: TestUser, url: string, body?: unknown, instance?: TestInstance) => call(as, 'PUT', url, body ?? {}, instance);
const del = (as: TestUser, url: string, body?: unknown, instance?: TestInstance) => call(as, 'DELETE', url, body, instance);

const ids = (res: { json(): { docs: Array<{ _id: string }> } }) => res.json().docs.map((row) => row._id);

async function instanceWith(opts: { off?: ToggleKey[]; settings?: InstanceSettings } = {}): Promise<TestInstance> {
  const off = new Set(opts.off ?? []);
  return ctx.newInstance({ toggles: TOGGLE_KEYS.filter((k) => !off.has(k)), settings: opts.settings, mainHost: true });
}

/** A job made through the API (the wizard's call), as `as`. */
async function created(as: TestUser, body: Record<string, unknown> = {}): Promise<JobDetail> {
  const res = await post(as, '/v2/jobs', { job_type: jobType._id, project: projectId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return jobChangeReplySchema.parse(res.json()).job as JobDetail;
}

const eventsOf = (jobId: string) =>
  ctx.db.privileged((db) =>
    db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateType, 'job'), eq(outboxEvents.aggregateId, jobId))).orderBy(outboxEvents.id),
  );
const rowOf = async (id: string) => (await ctx.db.privileged((db) => db.select().from(jobs).where(eq(jobs.id, id))))[0];

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await instanceWith({ settings: { customStatuses: [{ name: 'on_hold', color: '#aa5500' }] } });
  acme = await instanceWith();
  [sys, biz, pm, insp, insp2, client] = await Promise.all(
    (['sys_admin', 'business_admin', 'project_manager', 'inspector', 'inspector', 'client'] as Role[]).map((role) => ctx.newUser(demo, { role })),
  );
  [acmeAdmin, acmeSys] = await Promise.all([ctx.newUser(acme, { role: 'business_admin' }), ctx.newUser(acme, { role: 'sys_admin' })]);
  projectId = (await createProject(ctx.db, demo.id, { name: 'Harbour Tower', users: [pm.id] })).id;
  clientProjectId = (await createProject(ctx.db, demo.id, { name: 'Client Plaza', clients: [client.id] })).id;
  const q = questionnaire(ctx);
  jobType = await q.jobType(biz, { title: 'Fire inspection' });
  clientType = await q.jobType(biz, { title: 'Client request', settings: { permissions: { client: { create: true } } } });
  shown = await q.question(biz, clientType, { title: 'Shown to clients', isClientVisible: true });
  hidden = await q.question(biz, clientType, { title: 'Staff only' });
});
afterAll(() => ctx?.close());

describe('POST /v2/jobs (the wizard)', () => {
  it('creates a job with the next number, a start date of now by default, and job_created', async () => {
    const before = Date.now();
    const res = await post(pm, '/v2/jobs', { job_type: jobType._id, project: projectId });
    expect(res.statusCode, res.body).toBe(201);
    const { job, warnings } = jobChangeReplySchema.parse(res.json());
    expect(warnings).toEqual([]);
    expect(job).toMatchObject({ status: 'open', jobType: { _id: jobType._id, title: 'Fire inspection' }, project: { _id: projectId, name: 'Harbour Tower', users: [pm.id] }, created_by: pm.id });
    expect(job.jobType.settings).toEqual({ previewSettings: [], answerLocation: false, stepperRTL: false });
    expect(new Date(job.startDate!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const next = await created(pm);
    expect(next.ID).toBe(job.ID + 1);
    const events = await eventsOf(job._id);
    expect(events.map((e) => [e.type, e.actorId, e.payload])).toEqual([
      ['job_created', pm.id, { jobId: job._id, number: job.ID, jobTypeId: jobType._id, jobTypeTitle: 'Fire inspection', projectId, projectName: 'Harbour Tower', clonedFrom: null }],
    ]);
  });
});

describe("a job's job type", () => {
  it("carries the settings the questionnaire reads (stepperRTL, answerLocation) in the job and the list", async () => {
    const rtl = await questionnaire(ctx).jobType(biz, { title: 'Right to left', settings: { stepperRTL: true, answerLocation: true } });
    const job = await created(pm, { job_type: rtl._id });
    expect(job.jobType).toMatchObject({ _id: rtl._id, settings: { stepperRTL: true, answerLocation: true } });
    const read = await get(pm, `/v2/jobs/${job._id}`);
    expect(read.json().jobType.settings).toEqual({ previewSettings: [], answerLocation: true, stepperRTL: true });
    const list = await get(pm, `/v2/jobs?jobType=${rtl._id}`);
    expect(list.json().docs.map((row: { jobType: { settings: { stepperRTL: boolean } } }) => row.jobType.settings.stepperRTL)).toEqual([true]);
  });
});

describe('POST /v2/jobs: the rules', () => {
  it("asks for a project while the projects app is on ('Choose a project'), and takes none when it is off", async () => {
    for (const body of [{ job_type: jobType._id }, { job_type: jobType._id, project: null }]) {
      const res = await post(pm, '/v2/jobs', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: JOB_MESSAGES.projectRequired, details: [{ path: 'project' }] });
    }
    const noProjects = await instanceWith({ off: ['projects'] });
    const admin = await ctx.newUser(noProjects, { role: 'business_admin' });
    const type = await questionnaire(ctx).jobType(admin);
    const res = await post(admin, '/v2/jobs', { job_type: type._id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().job.project).toBeNull();
  });

  it('refuses a job type that does not exist, is disabled, or is another tenant’s', async () => {
    const missing = await post(pm, '/v2/jobs', { job_type: randomUUID(), project: projectId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: 'job_type', message: 'No such job type' }]);
    const disabled = await questionnaire(ctx).jobType(biz, { settings: { isDisabled: true } });
    const res = await post(pm, '/v2/jobs', { job_type: disabled._id, project: projectId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(JOB_MESSAGES.jobTypeDisabled);
    const foreign = await questionnaire(ctx).jobType(acmeAdmin);
    expect((await post(pm, '/v2/jobs', { job_type: foreign._id, project: projectId })).statusCode).toBe(400);
  });

  it("lets a role create only the job types whose settings let it (job.create with the type's permissions)", async () => {
    // A client: only of the types open to clients, in one of their client projects.
    expect((await post(client, '/v2/jobs', { job_type: jobType._id, project: clientProjectId })).json()).toMatchObject({ statusCode: 403, code: 'forbidden', details: { reason: 'role' } });
    const own = await post(client, '/v2/jobs', { job_type: clientType._id, project: clientProjectId });
    expect(own.statusCode, own.body).toBe(201);
    const notTheirs = await post(client, '/v2/jobs', { job_type: clientType._id, project: projectId });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().details).toEqual([{ path: 'project', message: 'No such project' }]);
    // Staff are refused a type whose settings take creation from their role.
    const closed = await questionnaire(ctx).jobType(biz, { settings: { permissions: { project_manager: { create: false } } } });
    expect((await post(pm, '/v2/jobs', { job_type: closed._id, project: projectId })).statusCode).toBe(403);
    expect((await post(biz, '/v2/jobs', { job_type: closed._id, project: projectId })).statusCode).toBe(201);
  });

  it('refuses another tenant’s project, and an end before the start', async () => {
    const foreign = (await createProject(ctx.db, acme.id, { name: 'Elsewhere' })).id;
    expect((await post(pm, '/v2/jobs', { job_type: jobType._id, project: foreign })).json().details).toEqual([{ path: 'project', message: 'No such project' }]);
    const res = await post(pm, '/v2/jobs', { job_type: jobType._id, project: projectId, startDate: '2026-05-02T08:00:00Z', endDate: '2026-05-01T08:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(JOB_MESSAGES.endBeforeStart);
  });

  it('assigns people, links previous jobs and sets skills, each an event; a status must be one of the instance', async () => {
    const prev = await created(pm);
    const skill = await newSkill(demo);
    const job = await created(pm, { users: [insp.id, insp2.id], prev_job: prev._id, skills: [skill], startDate: '2026-06-01T07:00:00.000Z', status: 'on_hold' });
    expect(job.users.map((u) => u._id).sort()).toEqual([insp.id, insp2.id].sort());
    expect(job).toMatchObject({ status: 'on_hold', startDate: '2026-06-01T07:00:00.000Z', prevJob: [{ _id: prev._id, ID: prev.ID }], skills: [{ _id: skill }] });
    expect(job.requiredSkills.map((s) => s._id)).toEqual([skill]);
    expect((await eventsOf(job._id)).map((e) => e.type)).toEqual(['job_created', 'user_assigned_to_job', 'user_assigned_to_job', 'job_linked']);
    const unknown = await post(pm, '/v2/jobs', { job_type: jobType._id, project: projectId, status: 'no_such' });
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.unknownStatus });
    const people = await post(pm, '/v2/jobs', { job_type: jobType._id, project: projectId, users: [insp.id, acmeAdmin.id] });
    expect(people.json()).toMatchObject({ statusCode: 400, message: `No such user: ${acmeAdmin.id}`, details: [{ path: 'users.1' }] });
  });

  it('an inspector may not link a previous job nor, with allowInspectorAssign off, assign', async () => {
    const prev = await created(pm);
    expect((await post(insp, '/v2/jobs', { job_type: jobType._id, project: projectId, prev_job: prev._id })).statusCode).toBe(403);
    const strict = await instanceWith({ settings: { security: { allowInspectorAssign: false } } });
    const [admin, inspector] = await Promise.all([ctx.newUser(strict, { role: 'business_admin' }), ctx.newUser(strict, { role: 'inspector' })]);
    const type = await questionnaire(ctx).jobType(admin);
    const project = (await createProject(ctx.db, strict.id, { name: 'Strict' })).id;
    const res = await post(inspector, '/v2/jobs', { job_type: type._id, project, users: [inspector.id] });
    expect(res.json()).toMatchObject({ statusCode: 403, details: { reason: 'security_flag', flag: 'allowInspectorAssign' } });
    expect((await post(inspector, '/v2/jobs', { job_type: type._id, project })).statusCode).toBe(201);
  });
});

/** A skill of the instance's catalogue, written directly. */
async function newSkill(instance: TestInstance, name = `Skill ${randomUUID().slice(0, 8)}`): Promise<string> {
  return ctx.db.tenant(instance.id, async ({ tx, instanceId }) => (await tx.insert(skills).values({ instanceId, name }).returning({ id: skills.id }))[0].id);
}

describe('GET /v2/jobs and /v1/jobs (the list)', () => {
  let list: TestInstance;
  let admin: TestUser;
  let worker: TestUser;
  let other: TestUser;
  let listClient: TestUser;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    list = await instanceWith({ settings: { defaultJobSort: 'ID' } });
    [admin, worker, other, listClient] = await Promise.all([
      ctx.newUser(list, { role: 'business_admin' }),
      ctx.newUser(list),
      ctx.newUser(list),
      ctx.newUser(list, { role: 'client' }),
    ]);
    const q = questionnaire(ctx);
    const [boiler, roof] = [await q.jobType(admin, { title: 'Boiler check' }), await q.jobType(admin, { title: 'Roof survey' })];
    const north = (await createProject(ctx.db, list.id, { name: 'North wing', clients: [listClient.id] })).id;
    const south = (await createProject(ctx.db, list.id, { name: 'South 100% yard' })).id;
    const skill = await newSkill(list);
    const make = async (name: string, body: Record<string, unknown>) => {
      const res = await post(admin, '/v2/jobs', body);
      expect(res.statusCode, res.body).toBe(201);
      made[name] = res.json().job._id;
    };
    await make('a', { job_type: boiler._id, project: north, startDate: '2026-03-03T08:00:00Z', users: [worker.id] });
    await make('b', { job_type: roof._id, project: south, startDate: '2026-03-01T08:00:00Z', users: [worker.id, other.id], status: 'done' });
    await make('c', { job_type: boiler._id, project: south, startDate: '2026-03-02T08:00:00Z', skills: [skill] });
    made.boiler = boiler._id;
    made.north = north;
    made.skill = skill;
    await ctx.db.tenant(list.id, ({ tx }) => tx.update(jobs).set({ createdAt: new Date('2020-01-15T12:00:00Z') }).where(eq(jobs.id, made.c)));
  });

  it("pages the jobs as summaries, sorted by the instance's defaultJobSort unless a sort is asked", async () => {
    const res = await get(admin, '/v2/jobs');
    expect(res.statusCode, res.body).toBe(200);
    const page = jobsPageSchema.parse(res.json());
    expect(page.docs.map((j) => j._id)).toEqual([made.c, made.b, made.a]);
    expect(page).toMatchObject({ totalDocs: 3, page: 1, limit: 20, totalPages: 1, totalExact: true });
    expect(page.docs[1]).toMatchObject({ status: 'done', jobType: { title: 'Roof survey' }, project: { name: 'South 100% yard' } });
    expect(page.docs[1].users.map((u) => u._id).sort()).toEqual([worker.id, other.id].sort());
    expect(ids(await get(admin, '/v2/jobs?sort=startDate'))).toEqual([made.b, made.c, made.a]);
    expect(ids(await get(admin, '/v2/jobs?sort=-createdAt'))).toEqual([made.b, made.a, made.c]);
    expect(ids(await get(admin, '/v1/jobs'))).toEqual(ids(await get(admin, '/v2/jobs')));
  });

  it('filters by status, job type, project, assignee, dates, skill and id; searches number, type title and project name', async () => {
    expect(ids(await get(admin, '/v2/jobs?status=done'))).toEqual([made.b]);
    expect(ids(await get(admin, `/v2/jobs?jobType=${made.boiler}&sort=startDate`))).toEqual([made.c, made.a]);
    expect(ids(await get(admin, `/v2/jobs?project=${made.north}`))).toEqual([made.a]);
    expect(ids(await get(admin, `/v2/jobs?assignee=${worker.id}&sort=startDate`))).toEqual([made.b, made.a]);
    expect(ids(await get(admin, `/v2/jobs?assignee=${other.id}&status=done,open`))).toEqual([made.b]);
    expect(ids(await get(admin, '/v2/jobs?startDate=2026-03-02..2026-03-02'))).toEqual([made.c]);
    expect(ids(await get(admin, '/v2/jobs?createdAt=2020-01-01..2020-01-31'))).toEqual([made.c]);
    expect(ids(await get(admin, `/v2/jobs?skill=${made.skill}`))).toEqual([made.c]);
    expect(ids(await get(admin, `/v2/jobs?id=${made.a},${made.b}&sort=startDate`))).toEqual([made.b, made.a]);
    expect(ids(await get(admin, '/v2/jobs?search=roof'))).toEqual([made.b]);
    expect(ids(await get(admin, '/v2/jobs?search=100%25'))).toEqual([made.c, made.b]);
    expect(ids(await get(admin, '/v2/jobs?search=north'))).toEqual([made.a]);
    // Numbers 1 to 3 here; 3 is in no title or name.
    const number = (await get(admin, `/v2/jobs/${made.c}`)).json().ID;
    expect(number).toBe(3);
    expect(ids(await get(admin, `/v2/jobs?search=${number}`))).toEqual([made.c]);
  });

  it('refuses what the list does not declare, with the parameter named', async () => {
    for (const [query, param] of [['sort=-updatedAt', 'sort'], ['assignee=someone', 'assignee'], ['limit=7', 'limit'], ['status=bad%20name', 'status'], ['colour=red', 'colour']]) {
      const res = await get(admin, `/v2/jobs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details.map((d: { param: string }) => d.param)).toEqual([param]);
    }
  });

  it("finds a person's jobs in a status after the status changes, and after people change", async () => {
    expect(ids(await get(admin, `/v2/jobs?assignee=${worker.id}&status=review`))).toEqual([]);
    expect((await put(admin, `/v2/jobs/${made.a}`, { status: 'review' })).statusCode).toBe(200);
    expect(ids(await get(admin, `/v2/jobs?assignee=${worker.id}&status=review`))).toEqual([made.a]);
    expect((await put(admin, '/v2/jobs/status_multiple', { jobs: [made.a, made.c], status: 'assigned' })).statusCode).toBe(200);
    expect(ids(await get(admin, `/v2/jobs?assignee=${worker.id}&status=review`))).toEqual([]);
    expect(ids(await get(admin, `/v2/jobs?assignee=${worker.id}&status=assigned`))).toEqual([made.a]);
    expect((await put(admin, `/v2/jobs/${made.c}/assign`, { users: [worker.id] })).statusCode).toBe(200);
    expect(ids(await get(admin, `/v2/jobs?assignee=${worker.id}&status=assigned&sort=startDate`))).toEqual([made.c, made.a]);
    await put(admin, '/v2/jobs/status_multiple', { jobs: [made.a, made.c], status: 'open' });
    await put(admin, `/v2/jobs/${made.c}/assign`, { users: [] });
  });

  it("shows a client only their client projects' jobs; the second tenant none", async () => {
    expect(ids(await get(listClient, '/v2/jobs'))).toEqual([made.a]);
    expect((await get(listClient, `/v2/jobs/${made.b}`)).statusCode).toBe(404);
    expect(ids(await get(acmeAdmin, '/v2/jobs', acme))).not.toContain(made.a);
    expect((await get(acmeAdmin, `/v2/jobs?assignee=${worker.id}`, acme)).json().docs).toEqual([]);
    expect((await get(acmeAdmin, '/v2/jobs', list)).statusCode).toBe(401);
  });
});

describe('GET /v2/jobs/{id}', () => {
  let job: JobDetail;
  let fileId: string;

  beforeAll(async () => {
    job = await created(biz, { job_type: clientType._id, project: clientProjectId, users: [insp.id] });
    const body = multipart([{ filename: 'crack.png', content: await files.png(16, 16) }]);
    const upload = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: await ctx.tokenFor(insp) });
    expect(upload.statusCode, upload.body).toBe(201);
    fileId = upload.json()[0].assetId;
    await ctx.db.tenant(demo.id, async ({ tx, instanceId }) => {
      const [a] = await tx
        .insert(answers)
        .values({
          instanceId,
          jobId: job._id,
          questionId: shown._id,
          revision: 1,
          key: String(shown.ID),
          value: 'Cracked',
          files: [fileId],
          isIssue: true,
          userId: insp.id,
          location: { lat: 32.1, long: 34.8 },
          extra: { punchClockOn: true, punchStart: '2026-03-01T08:00:00Z' },
        })
        .returning();
      await tx.insert(answerHistory).values({ instanceId, answerId: a.id, userId: insp.id, before: null, after: 'Cracked' });
      await tx.insert(answers).values({ instanceId, jobId: job._id, questionId: hidden._id, revision: 1, key: String(hidden.ID), value: 'Internal note', userId: insp.id });
    });
  });

  it('answers the job with its questions, its answers (files as signed links, issues counted) and its people', async () => {
    const res = await get(biz, `/v2/jobs/${job._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = jobDetailSchema.parse(res.json());
    expect(detail.questions.map((q) => q._id)).toEqual([shown._id, hidden._id]);
    expect(detail.issues).toBe(1);
    expect(detail.users.map((u) => u._id)).toEqual([insp.id]);
    const answer = detail.answers.find((a) => a.questionId === shown._id)!;
    expect(answer).toMatchObject({ question: String(shown.ID), value: 'Cracked', isIssue: true, punchClockOn: true, punchStart: '2026-03-01T08:00:00Z', user: { _id: insp.id } });
    expect(answer.files).toEqual([expect.objectContaining({ assetId: fileId, name: 'crack.png', kind: 'png' })]);
    expect(answer.files[0].url).toMatch(/\/v2\/asset\/download\/.+key=/);
    expect(answer.history).toEqual([expect.objectContaining({ user: expect.objectContaining({ _id: insp.id }), after: 'Cracked' })]);
    // The location is sys_admin's only.
    expect(answer).not.toHaveProperty('location');
    expect((await get(sys, `/v2/jobs/${job._id}`)).json().answers.find((a: { questionId: string }) => a.questionId === shown._id).location).toEqual({ lat: 32.1, long: 34.8 });
  });

  it('gives a client only the questions shown to clients and their answers, without answerer or history', async () => {
    const res = await get(client, `/v2/jobs/${job._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = jobDetailSchema.parse(res.json());
    expect(detail.questions.map((q) => q._id)).toEqual([shown._id]);
    expect(detail.answers.map((a) => a.questionId)).toEqual([shown._id]);
    expect(detail.answers[0]).not.toHaveProperty('user');
    expect(detail.answers[0]).not.toHaveProperty('history');
    expect(detail.answers[0]).not.toHaveProperty('location');
    expect(detail.requiredSkills).toEqual([]);
  });

  it("answers 'Job not found' for a job the caller may not see, another tenant's, and an id that is none", async () => {
    const other = await created(pm);
    expect((await get(client, `/v2/jobs/${other._id}`)).json()).toMatchObject({ statusCode: 404, message: JOB_MESSAGES.notFound });
    expect((await get(acmeSys, `/v2/jobs/${other._id}`, acme)).json()).toMatchObject({ statusCode: 404, message: JOB_MESSAGES.notFound });
    expect((await get(acmeSys, `/v2/jobs/${other._id}`, demo)).statusCode).toBe(401);
    expect((await get(pm, `/v2/jobs/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(pm, '/v2/jobs/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('PUT /v2/jobs/{id}: each kind of change asks its own action', () => {
  it('changes status, dates, project, type, people and skills, with their events', async () => {
    const job = await created(pm, { startDate: '2026-04-01T08:00:00.000Z' });
    const other = (await createProject(ctx.db, demo.id, { name: 'Other site' })).id;
    const type = await questionnaire(ctx).jobType(biz, { title: 'Second type' });
    const skill = await newSkill(demo, 'Welding');
    const res = await put(pm, `/v2/jobs/${job._id}`, {
      status: 'assigned',
      startDate: '2026-04-02T08:00:00.000Z',
      endDate: '2026-04-03T08:00:00.000Z',
      project: other,
      jobType: type._id,
      users: [insp.id],
      skills: [skill],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { job: after } = jobChangeReplySchema.parse(res.json());
    expect(after).toMatchObject({ status: 'assigned', startDate: '2026-04-02T08:00:00.000Z', endDate: '2026-04-03T08:00:00.000Z', project: { _id: other }, jobType: { _id: type._id }, skills: [{ _id: skill, name: 'Welding' }] });
    const events = await eventsOf(job._id);
    expect(events.slice(1).map((e) => e.type)).toEqual(['job_status_changed', 'job_updated', 'user_assigned_to_job']);
    expect(events[1].payload).toMatchObject({ from: 'open', to: 'assigned', projectName: 'Other site', jobTypeTitle: 'Second type' });
    expect((events[2].payload as { changes: Array<{ field: string }> }).changes.map((c) => c.field)).toEqual(['startDate', 'endDate', 'project', 'jobType', 'skills']);
    // The same values again: no change, no event.
    const same = await put(pm, `/v2/jobs/${job._id}`, { status: 'assigned', project: other, users: [insp.id], skills: [skill] });
    expect(same.statusCode).toBe(200);
    expect(await eventsOf(job._id)).toHaveLength(4);
    const off = await put(pm, `/v2/jobs/${job._id}`, { users: [] });
    expect(off.json().job.users).toEqual([]);
    expect((await eventsOf(job._id)).at(-1)!.type).toBe('user_unassigned_from_job');
  });

  it("refuses a status the instance does not have ('No such status'), a missing project, a disabled type and an end before the start", async () => {
    const job = await created(pm);
    expect((await put(pm, `/v2/jobs/${job._id}`, { status: 'nope' })).json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.unknownStatus });
    expect((await put(pm, `/v2/jobs/${job._id}`, { status: 'on_hold' })).json().job.status).toBe('on_hold');
    expect((await put(pm, `/v2/jobs/${job._id}`, { project: null })).json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.projectRequired });
    const disabled = await questionnaire(ctx).jobType(biz, { settings: { isDisabled: true } });
    expect((await put(pm, `/v2/jobs/${job._id}`, { jobType: disabled._id })).json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.jobTypeDisabled });
    expect((await put(pm, `/v2/jobs/${job._id}`, { startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' })).json().message).toBe(JOB_MESSAGES.endBeforeStart);
    expect((await put(pm, `/v2/jobs/${job._id}`, { startDate: null })).json().message).toBe(JOB_MESSAGES.startDateRequired);
    expect((await rowOf(job._id)).status).toBe('on_hold');
  });

  it('an inspector changes status and dates but not project or type; never a job in done; a client changes nothing', async () => {
    const job = await created(pm);
    const other = (await createProject(ctx.db, demo.id, { name: 'Not for inspectors' })).id;
    expect((await put(insp, `/v2/jobs/${job._id}`, { status: 'reported', startDate: '2026-07-01T00:00:00Z' })).statusCode).toBe(200);
    expect((await put(insp, `/v2/jobs/${job._id}`, { project: other })).json()).toMatchObject({ statusCode: 403, details: { reason: 'role' } });
    expect((await put(insp, `/v2/jobs/${job._id}`, { jobType: clientType._id })).statusCode).toBe(403);
    expect((await put(pm, `/v2/jobs/${job._id}`, { status: 'done' })).statusCode).toBe(200);
    const locked = await put(insp, `/v2/jobs/${job._id}`, { status: 'review' });
    expect(locked.json()).toMatchObject({ statusCode: 403, message: JOB_MESSAGES.doneLocked, details: { reason: 'status_locked' } });
    expect((await put(insp, `/v2/jobs/${job._id}`, { users: [insp.id] })).statusCode).toBe(403);
    const mine = await created(client, { job_type: clientType._id, project: clientProjectId });
    expect((await put(client, `/v2/jobs/${mine._id}`, { status: 'done' })).json()).toMatchObject({ statusCode: 403, details: { reason: 'role' } });
    expect((await rowOf(mine._id)).status).toBe('open');
  });

  it('with allowChangeStatus off, an inspector changes neither status nor dates', async () => {
    const strict = await instanceWith({ settings: { security: { allowChangeStatus: false } } });
    const [admin, inspector] = await Promise.all([ctx.newUser(strict, { role: 'business_admin' }), ctx.newUser(strict, { role: 'inspector' })]);
    const type = await questionnaire(ctx).jobType(admin);
    const project = (await createProject(ctx.db, strict.id, { name: 'Strict' })).id;
    const job = (await post(admin, '/v2/jobs', { job_type: type._id, project })).json().job;
    for (const body of [{ status: 'done' }, { startDate: '2026-01-01T00:00:00Z' }]) {
      expect((await put(inspector, `/v2/jobs/${job._id}`, body)).json()).toMatchObject({ statusCode: 403, details: { flag: 'allowChangeStatus' } });
    }
    expect((await put(admin, `/v2/jobs/${job._id}`, { status: 'done' })).statusCode).toBe(200);
  });
});

describe('POST /v2/jobs/{id}/clone', () => {
  it('copies type, project, dates, people and skills with a new number; not answers, confirmations or links', async () => {
    const skill = await newSkill(demo);
    const prev = await created(pm);
    const source = await created(pm, { users: [insp.id], skills: [skill], prev_job: prev._id, startDate: '2026-08-01T08:00:00.000Z', endDate: '2026-08-02T08:00:00.000Z' });
    expect((await put(insp, `/v2/jobs/${source._id}/attendance/true`)).statusCode).toBe(200);
    await put(pm, `/v2/jobs/${source._id}`, { status: 'reported' });
    await ctx.db.tenant(demo.id, ({ tx, instanceId }) => tx.insert(answers).values({ instanceId, jobId: source._id, questionId: shown._id, revision: 1, key: 'x', value: 1, isIssue: true }));
    const res = await post(pm, `/v2/jobs/${source._id}/clone`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = jobChangeReplySchema.parse(res.json()).job;
    expect(copy._id).not.toBe(source._id);
    expect(copy.ID).toBeGreaterThan(source.ID);
    expect(copy).toMatchObject({ status: 'open', jobType: { _id: jobType._id }, project: { _id: projectId }, startDate: '2026-08-01T08:00:00.000Z', endDate: '2026-08-02T08:00:00.000Z', skills: [{ _id: skill }], users: [{ _id: insp.id }] });
    expect(copy).toMatchObject({ answers: [], issues: 0, confirmedUsers: [], prevJob: [], next_jobs: [] });
    expect((await eventsOf(copy._id)).map((e) => [e.type, (e.payload as { clonedFrom?: string }).clonedFrom])).toEqual([
      ['job_created', source._id],
      ['user_assigned_to_job', undefined],
    ]);
    expect((await rowOf(copy._id)).clonedFrom).toBe(source._id);
  });

  it('is refused to clients, and to inspectors with allowInspectorDuplicate off', async () => {
    const job = await created(biz, { job_type: clientType._id, project: clientProjectId });
    expect((await post(client, `/v2/jobs/${job._id}/clone`)).statusCode).toBe(403);
    expect((await post(insp, `/v2/jobs/${job._id}/clone`)).statusCode).toBe(201);
    expect((await post(acmeAdmin, `/v2/jobs/${job._id}/clone`, {}, acme)).statusCode).toBe(404);
  });
});

describe('DELETE /v2/jobs/{id} and /v2/jobs/multiple', () => {
  it('deletes a job with its answers and people, and records job_deleted', async () => {
    const job = await created(pm, { users: [insp.id] });
    await ctx.db.tenant(demo.id, ({ tx, instanceId }) => tx.insert(answers).values({ instanceId, jobId: job._id, questionId: shown._id, revision: 1, key: 'x', value: 1 }));
    const res = await del(pm, `/v2/jobs/${job._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, deleted: [job._id] });
    expect(await rowOf(job._id)).toBeUndefined();
    expect((await eventsOf(job._id)).at(-1)).toMatchObject({ type: 'job_deleted', payload: { jobId: job._id, number: job.ID } });
    expect((await get(pm, `/v2/jobs/${job._id}`)).statusCode).toBe(404);
  });

  it('deletes all of several or none: one missing, or refused, keeps every one', async () => {
    const [a, b] = [await created(pm), await created(pm)];
    const missing = await del(pm, '/v2/jobs/multiple', { id: [a._id, randomUUID()] });
    expect(missing.statusCode).toBe(404);
    expect(await rowOf(a._id)).toBeDefined();
    await put(pm, `/v2/jobs/${b._id}`, { status: 'done' });
    // An inspector may erase an open job but not one in done: neither goes.
    expect((await del(insp, '/v2/jobs/multiple', [a._id, b._id])).json()).toMatchObject({ statusCode: 403, details: { reason: 'status_locked' } });
    expect(await rowOf(a._id)).toBeDefined();
    const both = await del(pm, '/v2/jobs/multiple', [a._id, b._id]);
    expect(both.json()).toEqual({ success: true, deleted: [a._id, b._id] });
  });

  it('with allowErase off, only admins erase (project managers are blocked too)', async () => {
    const strict = await instanceWith({ settings: { security: { allowErase: false } } });
    const [admin, manager] = await Promise.all([ctx.newUser(strict, { role: 'business_admin' }), ctx.newUser(strict, { role: 'project_manager' })]);
    const type = await questionnaire(ctx).jobType(admin);
    const project = (await createProject(ctx.db, strict.id, { name: 'Strict' })).id;
    const job = (await post(admin, '/v2/jobs', { job_type: type._id, project })).json().job;
    expect((await del(manager, `/v2/jobs/${job._id}`)).json()).toMatchObject({ statusCode: 403, details: { flag: 'allowErase' } });
    expect((await del(admin, `/v2/jobs/${job._id}`)).statusCode).toBe(200);
  });
});

describe('PUT /v2/jobs/status_multiple', () => {
  it('gives every job the status, each an event; all or nothing', async () => {
    const [a, b] = [await created(pm), await created(pm)];
    const res = await put(pm, '/v2/jobs/status_multiple', { jobs: [a._id, b._id], status: 'review' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, jobs: [a._id, b._id], warnings: [] });
    expect((await eventsOf(b._id)).at(-1)).toMatchObject({ type: 'job_status_changed', payload: { from: 'open', to: 'review' } });
    expect((await put(pm, '/v2/jobs/status_multiple', { jobs: [a._id], status: 'nope' })).json().message).toBe(JOB_MESSAGES.unknownStatus);
    expect((await put(pm, '/v2/jobs/status_multiple', { jobs: [a._id, randomUUID()], status: 'done' })).statusCode).toBe(404);
    expect((await rowOf(a._id)).status).toBe('review');
    expect((await put(client, '/v2/jobs/status_multiple', { jobs: [a._id], status: 'done' })).statusCode).toBe(403);
  });
});

describe('GET /v2/jobs/{id}/feeds and PUT /v2/jobs/{id}/visit', () => {
  it('pages the job’s events newest first, ten a page unless asked, in English with the job named', async () => {
    const job = await created(pm);
    for (const status of ['assigned', 'confirmed', 'reported', 'review', 'done', 'open', 'assigned', 'confirmed', 'reported', 'review', 'done']) {
      expect((await put(pm, `/v2/jobs/${job._id}`, { status })).statusCode).toBe(200);
    }
    const first = jobFeedPageSchema.parse((await get(pm, `/v2/jobs/${job._id}/feeds`)).json());
    expect(first).toMatchObject({ totalDocs: 12, limit: 10, totalPages: 2 });
    expect(first.docs[0]).toMatchObject({ type: 'job_status_changed', message: `Test project_manager changed the status of job ${job.ID} from review to done`, tokens: { job: job.ID, project: 'Harbour Tower', idProject: projectId, jobType: 'Fire inspection' } });
    const second = (await get(pm, `/v2/jobs/${job._id}/feeds?page=2`)).json();
    expect(second.docs.at(-1)).toMatchObject({ type: 'job_created', message: `Test project_manager created job ${job.ID}` });
    expect((await get(pm, `/v2/jobs/${job._id}/feeds?page_size=3`)).json().docs).toHaveLength(3);
    expect((await get(pm, `/v2/jobs/${job._id}/feeds?page_size=0`)).statusCode).toBe(400);
    expect((await get(client, `/v2/jobs/${job._id}/feeds`)).statusCode).toBe(404);
    expect((await get(acmeSys, `/v2/jobs/${job._id}/feeds`, acme)).statusCode).toBe(404);
  });

  it('records the visit once per user, moving its time', async () => {
    const job = await created(pm);
    expect((await put(insp, `/v2/jobs/${job._id}/visit`)).json()).toEqual({ success: true });
    const visits = () => ctx.db.privileged((db) => db.select().from(jobVisits).where(eq(jobVisits.jobId, job._id)));
    const [first] = await visits();
    await put(insp, `/v2/jobs/${job._id}/visit`);
    const again = await visits();
    expect(again).toHaveLength(1);
    expect(again[0].visitedAt.getTime()).toBeGreaterThanOrEqual(first.visitedAt.getTime());
    expect((await put(acmeSys, `/v2/jobs/${job._id}/visit`, {}, acme)).statusCode).toBe(404);
  });
});

describe('people: assign, assign_multiple, assign_many, warnings and suggestions', () => {
  let welding: string;
  let skilled: TestUser;
  let expired: TestUser;
  let future: TestUser;
  let novice: TestUser;

  beforeAll(async () => {
    welding = await newSkill(demo, `Welding ${randomUUID().slice(0, 4)}`);
    [skilled, expired, future, novice] = await Promise.all([ctx.newUser(demo), ctx.newUser(demo), ctx.newUser(demo), ctx.newUser(demo)]);
    await ctx.db.tenant(demo.id, ({ tx, instanceId }) =>
      tx.insert(userSkills).values([
        { instanceId, userId: skilled.id, skillId: welding, startsOn: '2020-01-01', expiresOn: null },
        { instanceId, userId: expired.id, skillId: welding, startsOn: '2020-01-01', expiresOn: '2021-01-01' },
        { instanceId, userId: future.id, skillId: welding, startsOn: '2999-01-01', expiresOn: null },
      ]),
    );
  });

  it("assigns, warning (not refusing) about people who lack a required skill in force ('missing_skills')", async () => {
    const job = await created(pm, { skills: [welding] });
    const res = await put(pm, `/v2/jobs/${job._id}/assign`, { users: [skilled.id, expired.id, future.id, novice.id] });
    expect(res.statusCode, res.body).toBe(200);
    const reply = jobChangeReplySchema.parse(res.json());
    expect(reply.job.users).toHaveLength(4);
    expect(reply.warnings.map((w) => w.user).sort()).toEqual([expired.id, future.id, novice.id].sort());
    expect(reply.warnings[0]).toMatchObject({ kind: 'missing_skills', skills: [expect.stringMatching(/^Welding/)] });
    // Only those newly given to the job are warned about.
    const again = await put(pm, `/v2/jobs/${job._id}/assign`, { users: [skilled.id, novice.id] });
    expect(again.json().warnings).toEqual([]);
    expect((await eventsOf(job._id)).filter((e) => e.type === 'user_unassigned_from_job').map((e) => (e.payload as { userId: string }).userId).sort()).toEqual([expired.id, future.id].sort());
    expect((await put(pm, `/v2/jobs/${job._id}/assign`, { users: [acmeAdmin.id] })).json()).toMatchObject({ statusCode: 400, message: `No such user: ${acmeAdmin.id}` });
  });

  it("counts the job type's required skills too", async () => {
    const type = await questionnaire(ctx).jobType(biz);
    expect((await post(biz, `/v2/skills/jobType/${type._id}`, { skills: [welding] })).statusCode).toBe(200);
    const job = await created(pm, { job_type: type._id, users: [novice.id] });
    expect(job.requiredSkills.map((s) => s._id)).toEqual([welding]);
    const res = await post(pm, '/v2/jobs', { job_type: type._id, project: projectId, users: [novice.id, skilled.id] });
    expect(res.json().warnings).toEqual([{ user: novice.id, kind: 'missing_skills', skills: [expect.stringMatching(/^Welding/)] }]);
  });

  it('assign_multiple adds people to several jobs, or replaces theirs; all or nothing', async () => {
    const [a, b] = [await created(pm, { users: [insp.id], skills: [welding] }), await created(pm)];
    const added = await put(pm, '/v2/jobs/assign_multiple', { jobs: [a._id, b._id], users: [novice.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ success: true, jobs: [a._id, b._id], warnings: [{ job: a._id, user: novice.id, kind: 'missing_skills', skills: [expect.any(String)] }] });
    expect((await get(pm, `/v2/jobs/${a._id}`)).json().users.map((u: { _id: string }) => u._id).sort()).toEqual([insp.id, novice.id].sort());
    await put(pm, '/v2/jobs/assign_multiple', { jobs: [a._id, b._id], users: [skilled.id], mode: 'replace' });
    expect((await get(pm, `/v2/jobs/${a._id}`)).json().users.map((u: { _id: string }) => u._id)).toEqual([skilled.id]);
    expect((await put(pm, '/v2/jobs/assign_multiple', { jobs: [a._id, randomUUID()], users: [insp.id] })).statusCode).toBe(404);
    expect((await get(pm, `/v2/jobs/${a._id}`)).json().users.map((u: { _id: string }) => u._id)).toEqual([skilled.id]);
  });

  it('assign_many gives each job its own people; a job given twice is refused', async () => {
    const [a, b] = [await created(pm), await created(pm)];
    const res = await post(pm, '/v2/jobs/assign_many', { jobs: [{ job: a._id, users: [insp.id] }, { job: b._id, users: [insp2.id, insp.id] }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(pm, `/v2/jobs/${b._id}`)).json().users).toHaveLength(2);
    expect((await get(pm, `/v2/jobs/${a._id}`)).json().users.map((u: { _id: string }) => u._id)).toEqual([insp.id]);
    const twice = await post(pm, '/v2/jobs/assign_many', { jobs: [{ job: a._id, users: [] }, { job: a._id, users: [insp.id] }] });
    expect(twice.json()).toMatchObject({ statusCode: 400, details: [{ path: 'jobs.1.job' }] });
  });

  it('assigning is refused to clients, and to inspectors with allowInspectorAssign off', async () => {
    const job = await created(biz, { job_type: clientType._id, project: clientProjectId });
    expect((await put(client, `/v2/jobs/${job._id}/assign`, { users: [insp.id] })).statusCode).toBe(403);
    expect((await put(insp, `/v2/jobs/${job._id}/assign`, { users: [insp.id] })).statusCode).toBe(200);
    expect((await put(acmeSys, `/v2/jobs/${job._id}/assign`, { users: [] }, acme)).statusCode).toBe(404);
  });

  it('suggests people best first by the required skills they hold in force, with what they lack (staff only)', async () => {
    const second = await newSkill(demo, `Rigging ${randomUUID().slice(0, 4)}`);
    const job = await created(pm, { skills: [welding, second], users: [novice.id] });
    const res = await get(pm, `/v2/jobs/${job._id}/suggestions`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<{ _id: string; skillsInForce: number; missingSkills: string[]; assigned: boolean; role: string }>;
    expect(list[0]).toMatchObject({ _id: skilled.id, skillsInForce: 1, missingSkills: [expect.stringMatching(/^Rigging/)], assigned: false });
    expect(list.find((u) => u._id === expired.id)).toMatchObject({ skillsInForce: 0, missingSkills: expect.arrayContaining([expect.stringMatching(/^Welding/)]) });
    expect(list.find((u) => u._id === novice.id)).toMatchObject({ assigned: true });
    expect(list.some((u) => u.role === 'client')).toBe(false);
    expect((await get(insp, `/v2/jobs/${job._id}/suggestions`)).statusCode).toBe(403);
    expect((await get(acmeSys, `/v2/jobs/${job._id}/suggestions`, acme)).statusCode).toBe(404);
  });
});

describe('PUT /v2/jobs/{id}/attendance/{value}', () => {
  it("confirms one's own attendance, one-way and once; only an assignee confirms", async () => {
    const job = await created(pm, { users: [insp.id] });
    const res = await put(insp, `/v2/jobs/${job._id}/attendance/true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job.confirmedUsers).toEqual([{ user: insp.id, created_at: expect.any(String) }]);
    expect((await put(insp, `/v2/jobs/${job._id}/attendance/confirm`)).statusCode).toBe(200);
    expect((await eventsOf(job._id)).filter((e) => e.type === 'user_confirm_attendance')).toHaveLength(1);
    // One-way: an inspector cannot take it back.
    expect((await put(insp, `/v2/jobs/${job._id}/attendance/false`)).json()).toMatchObject({ statusCode: 403, details: { reason: 'role' } });
    expect((await put(insp2, `/v2/jobs/${job._id}/attendance/true`)).json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.notAssigned });
    expect((await put(pm, `/v2/jobs/${job._id}/attendance/true?user=${insp.id}`)).statusCode).toBe(400);
    expect((await put(client, `/v2/jobs/${job._id}/attendance/true`)).statusCode).toBe(403);
  });

  it("lets staff remove a confirmation that was given, with attendance_removed", async () => {
    const job = await created(pm, { users: [insp.id, insp2.id] });
    await put(insp, `/v2/jobs/${job._id}/attendance/true`);
    const removed = await put(pm, `/v2/jobs/${job._id}/attendance/remove?user=${insp.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().job.confirmedUsers).toEqual([]);
    expect((await eventsOf(job._id)).at(-1)).toMatchObject({ type: 'attendance_removed', actorId: pm.id, payload: { userId: insp.id } });
    expect((await put(pm, `/v2/jobs/${job._id}/attendance/false?user=${insp2.id}`)).json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.notConfirmed });
    expect((await put(pm, `/v2/jobs/${job._id}/attendance/maybe`)).statusCode).toBe(400);
    expect((await put(pm, `/v2/jobs/${job._id}/attendance/false?user=nope`)).statusCode).toBe(400);
    expect((await put(acmeSys, `/v2/jobs/${job._id}/attendance/false?user=${insp.id}`, {}, acme)).statusCode).toBe(404);
  });

  it('a job leaving someone takes their confirmation with them', async () => {
    const job = await created(pm, { users: [insp.id] });
    await put(insp, `/v2/jobs/${job._id}/attendance/true`);
    await put(pm, `/v2/jobs/${job._id}/assign`, { users: [insp2.id] });
    expect((await get(pm, `/v2/jobs/${job._id}`)).json().confirmedUsers).toEqual([]);
  });
});

describe('PUT /v2/jobs/{id}/add_prev/{prevId} and remove_prev', () => {
  it("links and unlinks previous jobs, never a job to itself ('A job cannot be linked to itself') nor in a cycle", async () => {
    const [a, b, c] = [await created(pm), await created(pm), await created(pm)];
    const linked = await put(pm, `/v2/jobs/${b._id}/add_prev/${a._id}`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().job.prevJob).toEqual([{ _id: a._id, ID: a.ID, status: 'open', jobType: { _id: jobType._id, title: 'Fire inspection', icon: expect.any(String) }, startDate: expect.any(String) }]);
    await put(pm, `/v2/jobs/${c._id}/add_prev/${b._id}`);
    expect((await get(pm, `/v2/jobs/${a._id}`)).json().next_jobs.map((j: { _id: string }) => j._id)).toEqual([b._id]);
    expect((await put(pm, `/v2/jobs/${a._id}/add_prev/${a._id}`)).json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.linkSelf });
    expect((await put(pm, `/v2/jobs/${a._id}/add_prev/${c._id}`)).json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.linkCycle });
    expect((await put(pm, `/v2/jobs/${a._id}/add_prev/${b._id}`)).json()).toMatchObject({ statusCode: 400, message: JOB_MESSAGES.linkCycle });
    expect((await eventsOf(b._id)).at(-1)).toMatchObject({ type: 'job_linked', payload: { prevJobId: a._id, prevNumber: a.ID } });
    const unlinked = await put(pm, `/v2/jobs/${b._id}/remove_prev/${a._id}`);
    expect(unlinked.json().job.prevJob).toEqual([]);
    expect((await eventsOf(b._id)).at(-1)).toMatchObject({ type: 'job_unlinked', payload: { prevJobId: a._id } });
    // Now a may follow c.
    expect((await put(pm, `/v2/jobs/${a._id}/add_prev/${c._id}`)).statusCode).toBe(200);
  });

  it('is refused to inspectors and clients, and finds no job of another tenant', async () => {
    const [a, b] = [await created(pm), await created(pm)];
    expect((await put(insp, `/v2/jobs/${b._id}/add_prev/${a._id}`)).statusCode).toBe(403);
    expect((await put(client, `/v2/jobs/${b._id}/add_prev/${a._id}`)).statusCode).toBe(403);
    const foreign = (await post(acmeAdmin, '/v2/jobs', { job_type: (await questionnaire(ctx).jobType(acmeAdmin))._id, project: (await createProject(ctx.db, acme.id, { name: 'X' })).id }, acme)).json().job;
    expect((await put(pm, `/v2/jobs/${b._id}/add_prev/${foreign._id}`)).statusCode).toBe(404);
    expect((await put(acmeAdmin, `/v2/jobs/${foreign._id}/add_prev/${a._id}`, {}, acme)).statusCode).toBe(404);
  });
});

describe('projects and job types with jobs cannot be deleted', () => {
  it("refuses to delete a project with jobs (409, 'The project cannot be deleted, linked activities exist')", async () => {
    const project = (await createProject(ctx.db, demo.id, { name: 'Busy' })).id;
    const job = await created(pm, { project });
    const refused = await del(biz, `/v2/projects/${project}`);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'conflict', message: MESSAGES.projectHasActivities, details: { dependent: 'jobs' } });
    await del(biz, `/v2/jobs/${job._id}`);
    expect((await del(biz, `/v2/projects/${project}`)).statusCode).toBe(200);
  });

  it("refuses to delete a job type with jobs (409, 'The job type cannot be deleted, linked activities exist')", async () => {
    const type = await questionnaire(ctx).jobType(biz);
    const job = await created(pm, { job_type: type._id });
    const refused = await del(biz, `/v2/jobtype/${type._id}`);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'conflict', message: JOB_TYPE_MESSAGES.hasActivities, details: { dependent: 'jobs' } });
    await del(biz, `/v2/jobs/${job._id}`);
    expect((await del(biz, `/v2/jobtype/${type._id}`)).statusCode).toBe(200);
  });
});

describe('display numbers under concurrency', () => {
  it('200 jobs created at once get 200 distinct consecutive numbers', async () => {
    const busy = await instanceWith();
    const admin = await ctx.newUser(busy, { role: 'business_admin' });
    const type = await questionnaire(ctx).jobType(admin);
    const project = (await createProject(ctx.db, busy.id, { name: 'Busy' })).id;
    await ctx.tokenFor(admin);
    const replies = await Promise.all(Array.from({ length: 200 }, () => post(admin, '/v2/jobs', { job_type: type._id, project })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const numbers = replies.map((r) => r.json().job.ID as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // A refused creation takes no number: the next one follows on.
    expect((await post(admin, '/v2/jobs', { job_type: type._id, project, status: 'nope' })).statusCode).toBe(400);
    expect((await post(admin, '/v2/jobs', { job_type: type._id, project })).json().job.ID).toBe(201);
  }, 120_000);
});

describe('bad input answers 400, never 500', () => {
  it('NUL bytes, bad uuids, huge arrays and wrong types in bodies', async () => {
    const job = await created(pm);
    const many = (n: number) => Array.from({ length: n }, () => randomUUID());
    const cases: Array<[Method, string, unknown]> = [
      ['POST', '/v2/jobs', { job_type: 'not-a-uuid', project: projectId }],
      ['POST', '/v2/jobs', { job_type: jobType._id, project: projectId, status: 'op\u0000en' }],
      ['POST', '/v2/jobs', { job_type: `${jobType._id}\u0000`, project: projectId }],
      ['POST', '/v2/jobs', { job_type: jobType._id, project: projectId, users: many(101) }],
      ['POST', '/v2/jobs', { job_type: jobType._id, project: projectId, skills: many(51) }],
      ['POST', '/v2/jobs', { job_type: jobType._id, project: projectId, prev_job: many(21) }],
      ['POST', '/v2/jobs', { job_type: jobType._id, project: projectId, startDate: 'tomorrow' }],
      ['POST', '/v2/jobs', [1, 2, 3]],
      ['PUT', `/v2/jobs/${job._id}`, { users: ['nope'] }],
      ['PUT', `/v2/jobs/${job._id}`, { status: 'x'.repeat(41) }],
      ['PUT', `/v2/jobs/${job._id}`, { jobType: null }],
      ['PUT', `/v2/jobs/${job._id}/assign`, { users: 'all' }],
      ['PUT', '/v2/jobs/assign_multiple', { jobs: many(JOB_BULK_MAX + 1), users: [] }],
      ['PUT', '/v2/jobs/assign_multiple', { jobs: [], users: [] }],
      ['PUT', '/v2/jobs/assign_multiple', { jobs: [job._id], users: [], mode: 'merge' }],
      ['POST', '/v2/jobs/assign_many', { jobs: Array.from({ length: JOB_BULK_MAX + 1 }, () => ({ job: randomUUID(), users: [] })) }],
      ['PUT', '/v2/jobs/status_multiple', { jobs: [job._id, 'nope'], status: 'done' }],
      ['DELETE', '/v2/jobs/multiple', { id: many(JOB_BULK_MAX + 1) }],
      ['DELETE', '/v2/jobs/multiple', []],
      ['DELETE', '/v2/jobs/multiple', { id: [`${job._id}\u0000`] }],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(pm, method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await get(pm, '/v2/jobs?search=a%00b')).statusCode).toBe(400);
    expect((await get(pm, `/v2/jobs?assignee=${'x'.repeat(40)}`)).statusCode).toBe(400);
    expect((await get(pm, `/v2/jobs?id=${many(101).join(',')}`)).statusCode).toBe(400);
    expect((await get(pm, `/v2/jobs/${job._id}/feeds?page=0`)).statusCode).toBe(400);
    expect((await get(pm, `/v2/jobs/${job._id}/feeds?page=abc`)).statusCode).toBe(400);
    expect((await rowOf(job._id)).status).toBe('open');
  });
});

describe('a second tenant reaches no job, feed or change', () => {
  it("answers another tenant's token 401 on this host, and this tenant's jobs 404 on its own", async () => {
    const job = await created(pm, { users: [insp.id] });
    const prev = await created(pm);
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', `/v2/jobs/${job._id}`],
      ['GET', `/v2/jobs/${job._id}/feeds`],
      ['GET', `/v2/jobs/${job._id}/suggestions`],
      ['PUT', `/v2/jobs/${job._id}`, { status: 'done' }],
      ['PUT', `/v2/jobs/${job._id}/visit`, {}],
      ['PUT', `/v2/jobs/${job._id}/assign`, { users: [] }],
      ['PUT', `/v2/jobs/${job._id}/attendance/false?user=${insp.id}`, {}],
      ['PUT', `/v2/jobs/${job._id}/add_prev/${prev._id}`, {}],
      ['PUT', `/v2/jobs/${job._id}/remove_prev/${prev._id}`, {}],
      ['POST', `/v2/jobs/${job._id}/clone`, {}],
      ['PUT', '/v2/jobs/status_multiple', { jobs: [job._id], status: 'done' }],
      ['PUT', '/v2/jobs/assign_multiple', { jobs: [job._id], users: [] }],
      ['POST', '/v2/jobs/assign_many', { jobs: [{ job: job._id, users: [] }] }],
      ['DELETE', '/v2/jobs/multiple', { id: [job._id] }],
      ['DELETE', `/v2/jobs/${job._id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(acmeSys, method, url, body, demo)).statusCode, `${method} ${url} on this host`).toBe(401);
      expect((await call(acmeSys, method, url, body, acme)).statusCode, `${method} ${url} on its own host`).toBe(404);
    }
    // A job of this tenant named in the other's creation is not found either.
    const type = await questionnaire(ctx).jobType(acmeAdmin);
    const theirs = (await createProject(ctx.db, acme.id, { name: 'Theirs' })).id;
    expect((await post(acmeAdmin, '/v2/jobs', { job_type: type._id, project: theirs, prev_job: job._id }, acme)).statusCode).toBe(404);
    expect((await post(acmeAdmin, '/v2/jobs', { job_type: type._id, project: theirs, users: [insp.id] }, acme)).statusCode).toBe(400);
    const after = await rowOf(job._id);
    expect(after.status).toBe('open');
    expect((await eventsOf(job._id)).map((e) => e.actorId).filter((id) => id !== pm.id)).toEqual([]);
  });
});

describe('a page costs the same whatever its size (no query per row)', () => {
  /** The calls each JobsRepository method gets while `fn` runs. */
  async function callsDuring(fn: () => Promise<unknown>): Promise<Record<string, number>> {
    const repo = ctx.app.get(JobsRepository);
    const names = Object.getOwnPropertyNames(JobsRepository.prototype).filter((name) => name !== 'constructor' && name !== 'visible');
    const spies = names.map((name) => [name, vi.spyOn(repo as unknown as Record<string, () => unknown>, name)] as const);
    try {
      await fn();
      return Object.fromEntries(spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([name, spy]) => [name, spy.mock.calls.length]));
    } finally {
      for (const [, spy] of spies) spy.mockRestore();
    }
  }

  it('reads a page of 2 and a page of 20 jobs, with their people, skills and projects, in the same statements', async () => {
    const busy = await instanceWith();
    const admin = await ctx.newUser(busy, { role: 'business_admin' });
    const people = await Promise.all([ctx.newUser(busy), ctx.newUser(busy)]);
    const type = await questionnaire(ctx).jobType(admin);
    const skill = await newSkill(busy);
    const project = (await createProject(ctx.db, busy.id, { name: 'Many', users: [admin.id] })).id;
    const make = (n: number) =>
      Promise.all(Array.from({ length: n }, () => post(admin, '/v2/jobs', { job_type: type._id, project, users: people.map((p) => p.id), skills: [skill] }, busy)));
    await make(2);
    const small = await callsDuring(async () => expect((await get(admin, '/v2/jobs', busy)).json().docs).toHaveLength(2));
    await make(18);
    const full = await callsDuring(async () => expect((await get(admin, '/v2/jobs', busy)).json().docs).toHaveLength(20));
    expect(full).toEqual(small);
    // One statement for the rows with their summaries (and the capped count beside it, in the list's paging).
    expect(full).toEqual({ page: 1 });
  });

  it('summariesOf gives the readable jobs among the ids, in the order asked, in two statements', async () => {
    const [a, b] = [await created(pm), await created(biz, { job_type: clientType._id, project: clientProjectId })];
    const service = ctx.app.get(JobsService);
    const repo = ctx.app.get(JobsRepository);
    const asCaller = (user: TestUser) =>
      ctx.db.tenant(demo.id, async (scope) => {
        const policy = { toggles: TOGGLE_KEYS.map((toggleId) => ({ toggleId, isActive: true })), security: { allowInspectorDuplicate: true, allowErase: true, allowChangeStatus: true, allowInspectorAssign: true, allowInspectorManageProjects: true, hideSkillsFromInspector: false }, isMainHost: true };
        const caller = { instance: { id: demo.id } as never, actor: { id: user.id, role: user.role, canManageSkills: false, impersonatedBy: null }, scope, policy };
        return service.summariesOf(caller, [b._id, a._id, randomUUID()]);
      });
    const calls = { summaries: vi.spyOn(repo, 'summaries'), facts: vi.spyOn(repo, 'subjectFacts') };
    try {
      expect((await asCaller(pm)).map((j) => j._id)).toEqual([b._id, a._id]);
      expect((await asCaller(client)).map((j) => j._id)).toEqual([b._id]);
      expect([calls.summaries.mock.calls.length, calls.facts.mock.calls.length]).toEqual([2, 2]);
    } finally {
      calls.summaries.mockRestore();
      calls.facts.mockRestore();
    }
  });
});
