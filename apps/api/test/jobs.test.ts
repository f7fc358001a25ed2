import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createProject } from '../src/seed/instance-factory';
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
    expect(new Date(job.startDate!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const next = await created(pm);
    expect(next.ID).toBe(job.ID + 1);
    const events = await eventsOf(job._id);
    expect(events.map((e) => [e.type, e.actorId, e.payload])).toEqual([
      ['job_created', pm.id, { jobId: job._id, number: job.ID, jobTypeId: jobType._id, jobTypeTitle: 'Fire inspection', projectId, projectName: 'Harbour Tower', clonedFrom: null }],
    ]);
  });
});
