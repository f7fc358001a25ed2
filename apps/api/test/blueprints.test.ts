import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLUEPRINT_MESSAGES,
  blueprintMarkingSchema,
  blueprintsReplySchema,
  markingsReplySchema,
  MESSAGES,
  type BlueprintMarking,
  type BlueprintsReply,
  type JobDetail,
  type JobType,
  type MarkingsReply,
  type Question,
} from '@fieldwork/contracts';
import { assets, blueprintElements, outboxEvents, projects } from '../src/db/schema';
import { createProject } from '../src/seed/instance-factory';
import * as files from './fixtures/files';
import { readPdf } from './fixtures/job-pdf';
import { multipart } from './helpers/multipart';
import { statementsDuring } from './helpers/statements';
import { questionnaire } from './helpers/questionnaire';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * The blueprint editor's calls on a real database (spec 3 sections 3 to 7, ADR 0046): a plan's
 * markings read and an empty record made, a record's elements replaced whole, removed one by
 * one, measured by blueprint-core, the plan's own properties and the instance's blueprint
 * settings; who may (roles, question permissions, done jobs, other jobs' elements through
 * `via`), bad input, concurrent saves, the outbox, and a second tenant that finds nothing.
 */

const DEFINITIONS = [
  { id: 'wall', name: 'Wall', color: '#ff0000', type: 1, size: 8 },
  { id: 'floor', name: 'Floor', color: '#00ff00', type: 9, size: 2 },
  { id: 'lamp', name: 'Lamp', color: '#0000ff', type: 7, size: 6 },
];
const CALIBRATION = { pixels: { width: 500, height: 500 }, metrics: { width: 10, height: 10 } };

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let sys: TestUser;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let client: TestUser;
let acmeSys: TestUser;
let plan: string;
let unmeasured: string;
let image: string;
let stray: string;
let acmePlan: string;
let projectId: string;
let clientProjectId: string;
let jobType: JobType;
const q: Record<string, Question> = {};

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const call = (as: TestUser, method: Method, url: string, payload?: unknown, instance?: TestInstance) => ctx.call(as, method, url, { payload, instance });

async function upload(user: TestUser, filename: string, content: Buffer): Promise<string> {
  const body = multipart([{ filename, content }]);
  const res = await ctx.request(user.instance, { method: 'POST', url: '/v2/asset/upload?target=project', headers: body.headers, payload: body.payload, as: await ctx.tokenFor(user) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].assetId;
}

async function newJob(opts: { project?: string; status?: string } = {}): Promise<string> {
  const res = await call(biz, 'POST', '/v2/jobs', { job_type: jobType._id, project: opts.project ?? projectId, users: [insp.id], ...(opts.status ? { status: opts.status } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().job as JobDetail)._id;
}

const line = (x2 = 1000, extra: Record<string, unknown> = {}) => ({ _id: randomUUID(), elementId: 'wall', canvasData: { kind: 'Line', style: 1, points: [0, 0, x2, 0], strokeWidth: 8 }, visible: true, ...extra });
const polygon = () => ({ _id: randomUUID(), elementId: 'floor', canvasData: { kind: 'Polygon', style: 9, points: [0, 0, 500, 0, 500, 500, 0, 500] }, visible: true });

const key = (question: Question) => String(question.ID);
const put = (as: TestUser, job: string, question: Question | string, body: Record<string, unknown>, instance?: TestInstance) =>
  call(as, 'PUT', `/v2/blueprints/${job}/${typeof question === 'string' ? question : key(question)}`, { file: plan, job, ...body }, instance);

async function saved(as: TestUser, job: string, question: Question | string, body: Record<string, unknown>): Promise<BlueprintMarking> {
  const res = await put(as, job, question, body);
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json();
  expect(reply.success).toBe(true);
  return blueprintMarkingSchema.parse(reply.data);
}

async function read(as: TestUser, query: string): Promise<BlueprintsReply> {
  const res = await call(as, 'GET', `/v2/blueprints?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return blueprintsReplySchema.parse(res.json().data);
}

async function markings(as: TestUser, query: string): Promise<MarkingsReply> {
  const res = await call(as, 'GET', `/v2/blueprints/markings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return markingsReplySchema.parse(res.json().data);
}

const eventsOf = (aggregateId: string, type: string) =>
  ctx.db.privileged((db) => db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateId, aggregateId), eq(outboxEvents.type, type))).orderBy(outboxEvents.id));

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({ mainHost: true, toggles: ['blueprints', 'projects'] });
  acme = await ctx.newInstance({ mainHost: true, toggles: ['blueprints', 'projects'] });
  [sys, biz, pm, insp, client, acmeSys] = await Promise.all([
    ctx.newUser(demo, { role: 'sys_admin' }),
    ctx.newUser(demo, { role: 'business_admin' }),
    ctx.newUser(demo, { role: 'project_manager' }),
    ctx.newUser(demo, { role: 'inspector' }),
    ctx.newUser(demo, { role: 'client' }),
    ctx.newUser(acme, { role: 'sys_admin' }),
  ]);
  for (const [as, instance] of [
    [sys, demo],
    [acmeSys, acme],
  ] as const) {
    const fields = await call(as, 'PUT', '/v2/settings/projectFields', { fields: [{ id: 'plans', label: 'Plans', type: 'blueprintList' }] }, instance);
    expect(fields.statusCode, fields.body).toBe(200);
    const settings = await call(as, 'PUT', '/v2/settings/blueprints', { ratio: 360, systemUnit: 'Meters', elements: DEFINITIONS }, instance);
    expect(settings.statusCode, settings.body).toBe(200);
  }
  plan = await upload(biz, 'ground floor.pdf', files.pdf([[500, 400]]));
  unmeasured = await upload(biz, 'roof.pdf', files.pdf([[300, 300]]));
  stray = await upload(biz, 'elsewhere.pdf', files.pdf([[300, 300]]));
  image = await upload(biz, 'photo.png', await files.png());
  acmePlan = await upload(acmeSys, 'acme.pdf', files.pdf([[500, 400]]));
  const calibrated = await call(pm, 'PUT', `/v2/blueprints/files/${plan}`, { measurements: CALIBRATION });
  expect(calibrated.statusCode, calibrated.body).toBe(200);
  projectId = (await createProject(ctx.db, demo.id, { name: 'Harbour', fields: { plans: [plan, unmeasured, image] } })).id;
  clientProjectId = (await createProject(ctx.db, demo.id, { name: 'Client tower', clients: [client.id], fields: { plans: [plan] } })).id;
  const build = questionnaire(ctx);
  jobType = await build.jobType(biz);
  const make = async (name: string, body: Record<string, unknown>) => {
    q[name] = await build.question(biz, jobType, { title: name, type: 'blueprint', ...body });
  };
  await make('bp', {});
  await make('others', { settings: { editOtherJobs: true } });
  await make('forClients', { isClientVisible: true });
  await make('clientsRead', { isClientVisible: true, settings: { permissions: { client: { answer: false, viewOwn: true, viewAll: true } } } });
  await make('text', { type: 'text' });
});
afterAll(() => ctx?.close());

describe('GET, PUT and DELETE of a marking record', () => {
  it('makes an empty record on first read, keeps the elements sent, reads them back newest first with their author, and removes one', async () => {
    const job = await newJob();
    const first = await read(insp, `file=${plan}&job=${job}&question=${key(q.bp)}`);
    expect(first.file).toMatchObject({ _id: plan, name: 'ground floor.pdf', rotation: 0, grayscale: false, measurements: CALIBRATION, measured: true, pages: 1 });
    const mine = first.markings.filter((m) => m.job === job);
    expect(mine).toEqual([{ _id: expect.any(String), job, question: key(q.bp), file: plan, elements: [] }]);
    expect(first.jobs.find((j) => j._id === job)).toMatchObject({ status: 'open', jobType: { _id: jobType._id, title: jobType.title } });
    // No record is made on a plan that is not offered to the job: unmeasured, or not the project's.
    for (const file of [unmeasured, stray]) expect((await read(insp, `file=${file}&job=${job}&question=${key(q.bp)}`)).markings.filter((m) => m.job === job)).toEqual([]);

    const a = line();
    const b = polygon();
    const marking = await saved(insp, job, q.bp, { elements: [a, b] });
    expect(marking._id).toBe(mine[0]._id);
    expect(marking.elements.map((e) => e._id)).toEqual([b._id, a._id]);
    expect(marking.elements[0]).toMatchObject({ elementId: 'floor', visible: true, user: { _id: insp.id, name: expect.any(String) }, canvasData: b.canvasData });

    const again = await read(pm, `file=${plan}`);
    expect(again.markings.find((m) => m.job === job)?.elements.map((e) => e._id)).toEqual([b._id, a._id]);

    const removed = await call(insp, 'DELETE', `/v2/blueprints/element/${a._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await read(insp, `file=${plan}&job=${job}`)).markings.find((m) => m.job === job)?.elements.map((e) => e._id)).toEqual([b._id]);
    expect((await call(insp, 'DELETE', `/v2/blueprints/element/${a._id}`)).statusCode).toBe(404);

    const events = await eventsOf(job, 'blueprint_marked');
    expect(events.map((e) => [e.payload.added, e.payload.changed, e.payload.removed])).toEqual([
      [2, 0, 0],
      [0, 0, 1],
    ]);
    expect(events[0].payload).toMatchObject({ jobId: job, fileId: plan, questionId: key(q.bp) });
  });

  it('replaces within the record: new ids added, changed ones updated with their author kept, missing ones removed; an unchanged PUT is no event', async () => {
    const job = await newJob();
    const a = line();
    const b = line(600);
    await saved(insp, job, q.bp, { elements: [a, b] });
    const c = polygon();
    const changedA = { ...a, canvasData: { ...a.canvasData, points: [0, 0, 2000, 0] }, visible: false };
    const marking = await saved(sys, job, q.bp, { elements: [changedA, c] });
    const byId = new Map(marking.elements.map((e) => [e._id, e]));
    expect([...byId.keys()].sort()).toEqual([a._id, c._id].sort());
    expect(byId.get(a._id)).toMatchObject({ visible: false, user: { _id: insp.id } });
    expect(byId.get(a._id)!.canvasData.points).toEqual([0, 0, 2000, 0]);
    expect(byId.get(c._id)!.user?._id).toBe(sys.id);
    await saved(sys, job, q.bp, { elements: [changedA, c] });
    const events = await eventsOf(job, 'blueprint_marked');
    expect(events.map((e) => [e.payload.added, e.payload.changed, e.payload.removed])).toEqual([
      [2, 0, 0],
      [1, 1, 1],
    ]);
    // Empty: every element is removed, the record stays.
    expect((await saved(insp, job, q.bp, { elements: [] })).elements).toEqual([]);
  });

  it('keeps repeats of a question apart, as answers do', async () => {
    const job = await newJob();
    const a = line();
    await saved(insp, job, `${key(q.bp)}_2`, { elements: [a] });
    const reply = await read(insp, `file=${plan}&job=${job}&question=${key(q.bp)}`);
    const mine = reply.markings.filter((m) => m.job === job);
    expect(mine.map((m) => [m.question, m.elements.length]).sort()).toEqual([
      [key(q.bp), 0],
      [`${key(q.bp)}_2`, 1],
    ]);
  });
});

describe('the cost of an autosave', () => {
  it('a save that changes one element of 50 is 11 round trips; one that changes nothing 8, writing nothing', async () => {
    const job = await newJob();
    const elements = Array.from({ length: 50 }, () => line());
    await saved(insp, job, q.bp, { elements });
    const moved = elements.map((e, i) => (i === 0 ? { ...e, canvasData: { ...e.canvasData, points: [0, 0, 10, 10] } } : e));
    const one = await statementsDuring(ctx.db, () => saved(insp, job, q.bp, { elements: moved }));
    const none = await statementsDuring(ctx.db, () => saved(insp, job, q.bp, { elements: moved }));
    // Set-up with the token check, the job with its type and project, the question, the plan, the policy's
    // facts, the record's lock, its elements (and the sent ids of other records), the change, the
    // event, the elements read back, commit; an unchanged save writes nothing and answers what it read.
    expect(one).toHaveLength(11);
    expect(one[0]).toMatch(/^\(begin and tenant set-up\) \+ select .* from users where /);
    expect(one.at(-1)).toBe('commit');
    expect(none).toHaveLength(8);
    expect(none.join('\n')).not.toMatch(/insert into "?outbox_events|update "?blueprint_elements|delete from "?blueprint_elements/);
  });
});

describe('PUT refuses what is not a marking of the job', () => {
  it('a body without a job, another job than the address, a question that is not a blueprint question of the type', async () => {
    const job = await newJob();
    const other = await newJob();
    const noJob = await call(insp, 'PUT', `/v2/blueprints/${job}/${key(q.bp)}`, { file: plan, elements: [] });
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json().message).toBe(BLUEPRINT_MESSAGES.supplyJob);
    expect((await call(insp, 'PUT', `/v2/blueprints/${job}/${key(q.bp)}`, { file: plan, job: other, elements: [] })).statusCode).toBe(400);
    expect((await put(insp, job, q.text, { elements: [] })).statusCode).toBe(400);
    expect((await put(insp, job, '999999', { elements: [] })).statusCode).toBe(400);
    expect((await put(insp, job, 'x; drop', { elements: [] })).statusCode).toBe(400);
    expect((await put(insp, randomUUID(), q.bp, { elements: [] })).statusCode).toBe(404);
  });

  it('a file that is not a PDF, not the project’s plan or not there; a plan without measures', async () => {
    const job = await newJob();
    const notPdf = await put(insp, job, q.bp, { file: image, elements: [] });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe(BLUEPRINT_MESSAGES.notAPlan);
    expect((await put(insp, job, q.bp, { file: stray, elements: [] })).statusCode).toBe(400);
    expect((await put(insp, job, q.bp, { file: randomUUID(), elements: [] })).statusCode).toBe(404);
    const noMeasures = await put(insp, job, q.bp, { file: unmeasured, elements: [line()] });
    expect(noMeasures.statusCode).toBe(400);
    expect(noMeasures.json().message).toBe(BLUEPRINT_MESSAGES.planNotMeasured);
    // Measures sent by someone who may not calibrate are refused; by a manager they calibrate the plan.
    expect((await put(insp, job, q.bp, { file: unmeasured, measurements: CALIBRATION, elements: [line()] })).statusCode).toBe(403);
    const roofJob = await newJob();
    const calibrated = await put(sys, roofJob, q.bp, { file: unmeasured, measurements: { pixels: { width: 300, height: 300 }, metrics: { width: 3, height: 3 } }, elements: [line()] });
    expect(calibrated.statusCode, calibrated.body).toBe(200);
    expect((await read(insp, `file=${unmeasured}`)).file.measured).toBe(true);
    expect(await eventsOf(unmeasured, 'plan_calibrated')).toHaveLength(1);
    // The same measures again are no calibration: an inspector may send them.
    expect((await put(insp, roofJob, q.bp, { file: unmeasured, measurements: { pixels: { width: 300, height: 300 }, metrics: { width: 3, height: 3 } }, elements: [] })).statusCode).toBe(200);
  });

  it('an element of no definition (422, named by its index), an id of another record (409), an id sent twice', async () => {
    const job = await newJob();
    const unknown = await put(insp, job, q.bp, { elements: [line(), { ...line(), elementId: 'chimney' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/^Element 1: /);
    const theirs = line();
    const other = await newJob();
    await saved(insp, other, q.bp, { elements: [theirs] });
    const taken = await put(insp, job, q.bp, { elements: [{ ...theirs, canvasData: { ...theirs.canvasData, points: [0, 0, 5, 5] } }] });
    expect(taken.statusCode).toBe(409);
    const stored = await ctx.db.tenant(demo.id, ({ tx }) => tx.select().from(blueprintElements).where(eq(blueprintElements.id, theirs._id)));
    expect(stored[0].canvasData).toEqual(theirs.canvasData);
    const twice = line();
    expect((await put(insp, job, q.bp, { elements: [twice, twice] })).statusCode).toBe(400);
  });

  it('NUL bytes, deep nesting, bad shapes and huge bodies are 4xx, never 500', async () => {
    const job = await newJob();
    const nul = line(1000, {});
    (nul.canvasData as Record<string, unknown>).comment = 'a\u0000b';
    expect((await put(insp, job, q.bp, { elements: [nul] })).statusCode).toBe(400);
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = [deep];
    expect((await put(insp, job, q.bp, { elements: [{ ...line(), canvasData: { kind: 'Line', style: 1, points: deep } }] })).statusCode).toBe(400);
    expect((await put(insp, job, q.bp, { elements: [{ ...line(), canvasData: { kind: 'Rect', style: 1, points: [0, 0, 1, 1] } }] })).statusCode).toBe(400);
    expect((await put(insp, job, q.bp, { elements: [{ ...line(), canvasData: { kind: 'Line', style: 1, points: [0, 0, 1e300, 0] } }] })).statusCode).toBe(400);
    expect((await put(insp, job, q.bp, { elements: 'all' })).statusCode).toBe(400);
    const huge = await put(insp, job, q.bp, { elements: [{ ...line(), canvasData: { kind: 'Doodle', style: 6, points: Array.from({ length: 400_000 }, (_, i) => i % 1000) } }] });
    expect([400, 413]).toContain(huge.statusCode);
    expect((await call(insp, 'DELETE', '/v2/blueprints/element/not-an-id')).statusCode).toBe(404);
    expect((await call(insp, 'GET', '/v2/blueprints?file=nope')).statusCode).toBe(400);
    // A file that is not a PDF is no plan to read.
    expect((await call(insp, 'GET', `/v2/blueprints?file=${image}`)).statusCode).toBe(404);
    expect((await call(insp, 'GET', `/v2/blueprints/markings?file=${image}`)).statusCode).toBe(404);
  });

  it('a record of 5,000 elements, more than the 1 MiB other calls may send, is saved whole; 8 MiB is the end', async () => {
    const job = await newJob();
    const elements = Array.from({ length: 5_000 }, (_, i) => ({ ...polygon(), canvasData: { kind: 'Polygon', style: 9, x: i % 1000, y: Math.floor(i / 1000) * 10, points: [0, 0, 50.25, 0, 60.75, 20.125, 55.5, 30.25, 50.25, 40.5, 25.5, 48.25, 0, 40.5] } }));
    const body = { file: plan, job, elements };
    expect(Buffer.byteLength(JSON.stringify({ payload: body }))).toBeGreaterThan(1024 * 1024);
    const res = await put(insp, job, q.bp, { elements });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: BlueprintMarking }).data.elements).toHaveLength(5_000);
    const tooBig = await put(insp, job, q.bp, { elements, padding: 'x'.repeat(8 * 1024 * 1024) });
    expect(tooBig.statusCode).toBe(413);
  });

  it('two PUTs of one record at once end as one of them, whole', async () => {
    const job = await newJob();
    await saved(insp, job, q.bp, { elements: [line()] });
    const one = [line(), line()];
    const two = [polygon(), polygon(), polygon()];
    const replies = await Promise.all([put(insp, job, q.bp, { elements: one }), put(sys, job, q.bp, { elements: two })]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = (await read(insp, `file=${plan}&job=${job}`)).markings.filter((m) => m.job === job);
    expect(after).toHaveLength(1);
    const ids = after[0].elements.map((e) => e._id).sort();
    expect([one.map((e) => e._id).sort(), two.map((e) => e._id).sort()]).toContainEqual(ids);
  });

  it('five saves of one record at once each apply whole, one after the other; two records racing for one new id end with it in one of them and a 409, never a 500', async () => {
    const job = await newJob();
    const sets = Array.from({ length: 5 }, (_, i) => Array.from({ length: i + 1 }, () => line()));
    const replies = await Promise.all(sets.map((elements) => put(insp, job, q.bp, { elements })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const stored = (await read(insp, `file=${plan}&job=${job}`)).markings.filter((m) => m.job === job);
    expect(stored).toHaveLength(1);
    expect(sets.map((set) => set.map((e) => e._id).sort())).toContainEqual(stored[0].elements.map((e) => e._id).sort());
    const events = await eventsOf(job, 'blueprint_marked');
    expect(events).toHaveLength(5);

    const shared = line();
    const [a, b] = [await newJob(), await newJob()];
    const race = await Promise.all([put(insp, a, q.bp, { elements: [shared] }), put(insp, b, q.bp, { elements: [shared] })]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await ctx.db.tenant(demo.id, ({ tx }) => tx.select().from(blueprintElements).where(eq(blueprintElements.id, shared._id)));
    expect(holders).toHaveLength(1);
  });
});

describe('who may change elements', () => {
  it('a client on a question shown to clients of their project; not where the question withholds answering, nor in another project', async () => {
    const job = await newJob({ project: clientProjectId });
    await saved(client, job, q.forClients, { elements: [line()] });
    const refused = await put(client, job, q.clientsRead, { elements: [line()] });
    expect(refused.statusCode).toBe(403);
    expect((await put(client, job, q.bp, { elements: [line()] })).statusCode).toBe(403);
    const elsewhere = await newJob();
    expect((await call(client, 'PUT', `/v2/blueprints/${elsewhere}/${key(q.forClients)}`, { file: plan, job: elsewhere, elements: [] })).statusCode).toBe(404);
    // Nothing else about that job is told either: a wrong question or file there is still not found.
    expect((await call(client, 'PUT', `/v2/blueprints/${elsewhere}/${key(q.text)}`, { file: image, job: elsewhere, elements: [] })).statusCode).toBe(404);
    expect((await call(client, 'GET', `/v2/blueprints?file=${plan}&job=${elsewhere}`)).statusCode).toBe(404);
    // The plan read without a job shows only the client's project's jobs.
    const seen = await read(client, `file=${plan}`);
    expect(seen.jobs.map((j) => j._id)).toContain(job);
    expect(seen.jobs.map((j) => j._id)).not.toContain(elsewhere);
    expect(seen.markings.every((m) => seen.jobs.some((j) => j._id === m.job))).toBe(true);
  });

  it('an inspector not in a done job; sys_admin always', async () => {
    const job = await newJob();
    const a = line();
    await saved(insp, job, q.bp, { elements: [a] });
    const done = await call(biz, 'PUT', `/v2/jobs/${job}`, { status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await put(insp, job, q.bp, { elements: [] })).statusCode).toBe(403);
    expect((await call(insp, 'DELETE', `/v2/blueprints/element/${a._id}`)).statusCode).toBe(403);
    // No empty record is made for someone who may not mark.
    const other = await read(insp, `file=${plan}&job=${job}&question=${key(q.others)}`);
    expect(other.markings.filter((m) => m.job === job).map((m) => m.question)).toEqual([key(q.bp)]);
    await saved(sys, job, q.bp, { elements: [a, line()] });
  });

  it("another job's elements only through a question that lets its answerers change them", async () => {
    const theirs = await newJob();
    const mine = await newJob();
    const a = line();
    await saved(pm, theirs, q.bp, { elements: [a] });
    const moved = { ...a, canvasData: { ...a.canvasData, points: [10, 10, 1010, 10] } };
    const plain = await put(insp, theirs, q.bp, { elements: [moved], via: { job: mine, question: key(q.bp) } });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().message).toBe(BLUEPRINT_MESSAGES.otherJobsElement);
    const allowed = await put(insp, theirs, q.bp, { elements: [moved], via: { job: mine, question: key(q.others) } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.elements[0]).toMatchObject({ _id: a._id, user: { _id: pm.id } });
    // Once the job being edited is done, the inspector may not mark there, so not through it either.
    await call(biz, 'PUT', `/v2/jobs/${mine}`, { status: 'done' });
    expect((await put(insp, theirs, q.bp, { elements: [a], via: { job: mine, question: key(q.others) } })).statusCode).toBe(403);
    expect((await put(sys, theirs, q.bp, { elements: [a], via: { job: mine, question: key(q.bp) } })).statusCode).toBe(200);
  });
});

describe('another tenant', () => {
  it("finds neither the plan, the job nor the element, on its host or on ours", async () => {
    const job = await newJob();
    const a = line();
    await saved(insp, job, q.bp, { elements: [a] });
    expect((await call(acmeSys, 'GET', `/v2/blueprints?file=${plan}`)).statusCode).toBe(404);
    expect((await call(acmeSys, 'GET', `/v2/blueprints?file=${acmePlan}&job=${job}`)).statusCode).toBe(404);
    expect((await call(acmeSys, 'PUT', `/v2/blueprints/${job}/${key(q.bp)}`, { file: acmePlan, job, elements: [] })).statusCode).toBe(404);
    expect((await call(acmeSys, 'DELETE', `/v2/blueprints/element/${a._id}`)).statusCode).toBe(404);
    expect((await call(acmeSys, 'GET', `/v2/blueprints/markings?job=${job}`)).statusCode).toBe(404);
    expect((await call(acmeSys, 'GET', `/v2/blueprints/markings?file=${plan}`)).statusCode).toBe(404);
    expect((await call(acmeSys, 'GET', `/v2/blueprints/markings?project=${projectId}`)).json().data.items).toEqual([]);
    expect((await call(acmeSys, 'PUT', `/v2/blueprints/files/${plan}`, { grayscale: true })).statusCode).toBe(404);
    // Our ids sent by our people to their host: their token is not valid there.
    const token = await ctx.tokenFor(sys);
    expect((await ctx.call(token, 'GET', `/v2/blueprints?file=${plan}`, { instance: acme })).statusCode).toBe(401);
    // After all of the above, our element is still ours, where it was.
    expect((await read(pm, `file=${plan}`)).markings.find((m) => m.job === job)?.elements[0]._id).toBe(a._id);
  });
});

describe('GET /v2/blueprints/markings measures with blueprint-core', () => {
  it('a 1000 px line on a plan of 500 px = 10 m is 20 m; hidden elements are left out; by job, plan and project', async () => {
    const job = await newJob();
    const a = line(1000);
    const hidden = line(400, { visible: false });
    const floor = polygon();
    await saved(insp, job, q.bp, { elements: [a, hidden, floor] });
    const byJob = await markings(insp, `job=${job}`);
    expect(byJob.unit).toBe('Meters');
    expect(byJob.items).toHaveLength(1);
    const rows = byJob.items[0].rows;
    expect(byJob.items[0].file).toEqual({ _id: plan, name: 'ground floor.pdf', measured: true });
    expect(rows.map((r) => r.elementId).sort()).toEqual([a._id, floor._id].sort());
    const wall = rows.find((r) => r.elementId === a._id)!;
    expect(wall).toMatchObject({ job, blueprint: 'ground floor.pdf', element: 'wall', name: 'Wall', color: '#ff0000', type: 'thick line' });
    expect(wall.totalLength).toBeCloseTo(20, 6);
    const area = rows.find((r) => r.elementId === floor._id)!;
    expect(area.totalArea).toBeCloseTo(100, 6);
    expect(area.totalLength).toBeCloseTo(40, 6);
    expect((await markings(pm, `file=${plan}`)).items.map((i) => i._id)).toContain(byJob.items[0]._id);
    expect((await markings(pm, `project=${projectId}`)).items.map((i) => i._id)).toContain(byJob.items[0]._id);
    expect((await call(pm, 'GET', '/v2/blueprints/markings')).statusCode).toBe(400);
  });

  it('an element whose definition was removed reads as removed element', async () => {
    const job = await newJob();
    await saved(insp, job, q.bp, { elements: [{ ...line(), elementId: 'lamp', canvasData: { kind: 'Lamp', style: 7, x: 10, y: 10 } }] });
    const res = await call(sys, 'PUT', '/v2/settings/blueprints', { ratio: 360, systemUnit: 'Meters', elements: DEFINITIONS.filter((d) => d.id !== 'lamp') });
    expect(res.statusCode, res.body).toBe(200);
    try {
      const row = (await markings(insp, `job=${job}`)).items[0].rows[0];
      expect(row.name).toBe('removed element');
    } finally {
      await call(sys, 'PUT', '/v2/settings/blueprints', { ratio: 360, systemUnit: 'Meters', elements: DEFINITIONS });
    }
  });
});

describe('the exports, measured by the server', () => {
  it('POST /v2/blueprints/markings/export: an xlsx attachment, a row per shown element of the selection with the server\'s figures', async () => {
    const job = await newJob();
    const wall = line(1000);
    const hidden = line(300, { visible: false });
    await saved(insp, job, q.bp, { elements: [wall, hidden, polygon()] });
    const res = await call(insp, 'POST', '/v2/blueprints/markings/export', { file: plan, job });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="ground floor-markings\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0].getSheetValues().flatMap((row) => (Array.isArray(row) ? row : []));
    expect(values).toContain('Wall');
    expect(values).toContain('Floor');
    expect(values.filter((v) => typeof v === 'number' && Math.abs(v - 20) < 1e-9).length).toBeGreaterThan(0);
    expect(values.filter((v) => typeof v === 'number' && Math.abs(v - 6) < 1e-9)).toEqual([]);
    // Named elements: only those; another job's element the caller may not see is not there.
    const named = await call(insp, 'POST', '/v2/blueprints/markings/export', { file: plan, elementIds: [wall._id] });
    expect(named.statusCode).toBe(200);
    const other = await newJob();
    const theirs = line();
    await saved(insp, other, q.bp, { elements: [theirs] });
    expect((await call(client, 'POST', '/v2/blueprints/markings/export', { file: plan, elementIds: [theirs._id] })).statusCode).toBe(404);
    expect((await call(client, 'POST', '/v2/blueprints/markings/export', { file: plan, job: other })).statusCode).toBe(404);
    expect((await call(acmeSys, 'POST', '/v2/blueprints/markings/export', { file: plan, job })).statusCode).toBe(404);
    expect((await call(insp, 'POST', '/v2/blueprints/markings/export', { file: plan, rows: [{ totalLength: 999 }] })).statusCode).toBe(400);
  });

  it('POST /v2/jobs/blueprint/export: the plan page and the summary as a PDF file of the job, with a signed link', async () => {
    const job = await newJob();
    await saved(insp, job, q.bp, { elements: [line(1000), polygon()] });
    const res = await call(insp, 'POST', '/v2/jobs/blueprint/export', { file: plan, job, question: key(q.bp), lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json();
    expect(reply).toEqual({ success: true, link: expect.any(String), assetId: expect.any(String) });
    const stored = await ctx.db.tenant(demo.id, ({ tx }) => tx.select().from(assets).where(eq(assets.id, reply.assetId)));
    expect(stored[0]).toMatchObject({ kind: 'pdf', target: 'job', targetId: job, uploadedBy: insp.id });
    const url = new URL(reply.link, 'http://x');
    const download = await ctx.request(demo, { method: 'GET', url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const summary = pages.slice(1).join(' ');
    expect(summary).toContain('Wall');
    expect(summary).toMatch(/20(\.00)?/);
    expect((await call(insp, 'POST', '/v2/jobs/blueprint/export', { file: plan, job, page: 7 })).statusCode).toBe(404);
    expect((await call(acmeSys, 'POST', '/v2/jobs/blueprint/export', { file: plan, job })).statusCode).toBe(404);
    const elsewhere = await newJob();
    expect((await call(client, 'POST', '/v2/jobs/blueprint/export', { file: plan, job: elsewhere })).statusCode).toBe(404);
  });
});

describe('the job PDF', () => {
  it("shows a blueprint answer's elements with their measures, per plan, with the totals", async () => {
    const job = await newJob();
    await saved(insp, job, q.bp, { elements: [line(1000), polygon()] });
    const res = await call(insp, 'GET', `/v2/jobs/${job}/export?lang=en`);
    expect(res.statusCode).toBe(200);
    const text = (await readPdf(res.rawPayload)).pages.join(' ');
    expect(text).toContain('ground floor.pdf:');
    expect(text).toMatch(/Wall \(thick line\): 20\.00 m/);
    expect(text).toMatch(/Floor \(polygon filled\): 40\.00 m, 100\.00 m²/);
    expect(text).toMatch(/Total: 60\.00 m, 100\.00 m²/);
  });
});

describe('PUT /v2/blueprints/files/{id}: the plan in set mode', () => {
  it('managers set grayscale and the tour flag; measures reset with elements on the plan; an inspector may not; rotation waits for no elements nor measures', async () => {
    const own = await upload(biz, 'annex.pdf', files.pdf([[400, 400]]));
    await ctx.db.tenant(demo.id, ({ tx }) => tx.update(projects).set({ fields: { plans: [plan, unmeasured, image, own] } }).where(eq(projects.id, projectId)));
    expect((await call(insp, 'PUT', `/v2/blueprints/files/${own}`, { grayscale: true })).statusCode).toBe(403);
    expect((await call(pm, 'PUT', `/v2/blueprints/files/${image}`, { grayscale: true })).statusCode).toBe(400);
    expect((await call(pm, 'PUT', `/v2/blueprints/files/${own}`, { rotation: 90 })).statusCode).toBe(400);
    const set = await call(pm, 'PUT', `/v2/blueprints/files/${own}`, { grayscale: true, measureIntroDisplayed: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ _id: own, grayscale: true, measureIntroDisplayed: true, measured: false, measurements: null });
    expect(await eventsOf(own, 'plan_calibrated')).toHaveLength(0);
    expect((await call(pm, 'POST', `/v2/asset/${own}/rotate`, { rotation: 90 })).statusCode).toBe(200);
    expect((await read(pm, `file=${own}`)).file.rotation).toBe(90);

    const measured = await call(pm, 'PUT', `/v2/blueprints/files/${own}`, { measurements: CALIBRATION });
    expect(measured.json().data.measured).toBe(true);
    const rotate = await call(pm, 'POST', `/v2/asset/${own}/rotate`, { rotation: 90 });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json().message).toBe(MESSAGES.fileNotRotatable);
    const job = await newJob();
    await saved(insp, job, q.bp, { file: own, elements: [line()] });
    const reset = await call(pm, 'PUT', `/v2/blueprints/files/${own}`, { measurements: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({ measured: false, measurements: null });
    expect((await call(pm, 'POST', `/v2/asset/${own}/rotate`, { rotation: 90 })).statusCode).toBe(409);
    const calibrations = await eventsOf(own, 'plan_calibrated');
    expect(calibrations.map((e) => e.payload.pixels)).toEqual([
      { width: 500, height: 500 },
      { width: null, height: null },
    ]);
  });
});

describe('GET /v2/asset/info/{id}?get_sizes=true', () => {
  it("gives a PDF's page sizes in points and in plan pixels (points x 2, after the rotation); without it, none", async () => {
    const sized = await call(insp, 'GET', `/v2/asset/info/${plan}?get_sizes=true`);
    expect(sized.statusCode, sized.body).toBe(200);
    expect(sized.json().pageSizes).toEqual([{ page: 1, width: 500, height: 400, planWidth: 1000, planHeight: 800 }]);
    expect((await call(insp, 'GET', `/v2/asset/info/${plan}`)).json().pageSizes).toBeUndefined();
    expect((await call(insp, 'GET', `/v2/asset/info/${image}?get_sizes=true`)).json().pageSizes).toBeUndefined();
    const turned = await upload(biz, 'turned.pdf', files.pdf([[500, 400]]));
    expect((await call(pm, 'POST', `/v2/asset/${turned}/rotate`, { rotation: 90 })).statusCode).toBe(200);
    expect((await call(insp, 'GET', `/v2/asset/info/${turned}?get_sizes=1`)).json().pageSizes).toEqual([{ page: 1, width: 500, height: 400, planWidth: 800, planHeight: 1000 }]);
  });
});

describe('/v2/settings/blueprints', () => {
  it('everyone signed in reads it; admins change it, checked; the bootstrap keeps the ratio and the unit', async () => {
    const read = await call(insp, 'GET', '/v2/settings/blueprints');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ ratio: 360, systemUnit: 'Meters', elements: DEFINITIONS });
    expect((await call(pm, 'PUT', '/v2/settings/blueprints', { ratio: 100, systemUnit: 'Meters', elements: [] })).statusCode).toBe(403);
    expect((await call(sys, 'PUT', '/v2/settings/blueprints', { ratio: 0, systemUnit: 'Meters', elements: [] })).statusCode).toBe(400);
    expect((await call(sys, 'PUT', '/v2/settings/blueprints', { ratio: 10, systemUnit: 'Feet', elements: [] })).statusCode).toBe(400);
    expect((await call(sys, 'PUT', '/v2/settings/blueprints', { ratio: 10, systemUnit: 'Meters', elements: [DEFINITIONS[0], DEFINITIONS[0]] })).statusCode).toBe(400);
    expect((await call(sys, 'PUT', '/v2/settings/blueprints', { ratio: 10, systemUnit: 'Meters', elements: [{ ...DEFINITIONS[0], color: 'red' }] })).statusCode).toBe(400);
    const before = (await eventsOf(demo.id, 'blueprint_settings_updated')).length;
    const changed = await call(biz, 'PUT', '/v2/settings/blueprints', { ratio: 100, systemUnit: 'Inches', elements: DEFINITIONS });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const events = await eventsOf(demo.id, 'blueprint_settings_updated');
      expect(events).toHaveLength(before + 1);
      expect(events.at(-1)!.payload).toEqual({ changes: ['ratio', 'systemUnit'] });
      const boot = (await call(insp, 'GET', '/v2/apps/bootstrap')).json();
      expect(boot.blueprintSettings).toEqual({ ratio: 100, systemUnit: 'Inches' });
    } finally {
      await call(sys, 'PUT', '/v2/settings/blueprints', { ratio: 360, systemUnit: 'Meters', elements: DEFINITIONS });
    }
  });

  it('is refused where the blueprints app is off', async () => {
    const off = await ctx.newInstance({ mainHost: true, toggles: ['projects'] });
    const admin = await ctx.newUser(off, { role: 'sys_admin' });
    expect((await call(admin, 'GET', '/v2/settings/blueprints')).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/v2/blueprints?file=${randomUUID()}`)).statusCode).toBe(403);
  });
});
