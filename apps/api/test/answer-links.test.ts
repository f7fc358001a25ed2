import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_MESSAGES,
  answerLinkSchema,
  assetListSchema,
  PUBLIC_BODY_BYTES_MAX,
  PUBLIC_SUBMISSIONS_PER_MINUTE,
  publicQuestionnaireSchema,
  TOGGLE_KEYS,
  type AnswerLink,
  type JobType,
  type Question,
  type Role,
} from '@fieldwork/contracts';
import { answerHistory, answerLinks, answers, assets, jobs, outboxEvents } from '../src/db/schema';
import { STORAGE } from '../src/core/tokens';
import { createProject } from '../src/seed/instance-factory';
import type { StorageDriver } from '../src/storage/storage-driver';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { questionnaire } from './helpers/questionnaire';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Public answer links (ADR 0042) through HTTP on a real database: the staff make, list and
 * withdraw a job's links; through a link, someone with no account reads only the questions open
 * to the public and only the answers given through that link, and uploads files; invalid,
 * expired and withdrawn links, another tenant's host and token, the rate and size limits, and
 * nonsense never reaching a 500.
 */

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let client: TestUser;
let acmeAdmin: TestUser;
let projectId: string;
let otherProjectId: string;
let jobType: JobType;
let jobId: string;
let acmeJobId: string;
let publicStep: Question;
let publicText: Question;
let noAnswer: Question;
let staffOnly: Question;
let staffStep: Question;
let staffInStep: Question;
let shownInfo: Question;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (as: TestUser | null, method: Method, url: string, opts: { payload?: unknown; instance?: TestInstance; headers?: Record<string, string> } = {}) =>
  ctx.call(as, method, url, { instance: demo, ...opts });
const anonymous = (method: Method, url: string, opts: { payload?: unknown; instance?: TestInstance; headers?: Record<string, string> } = {}) => call(null, method, url, opts);

async function makeLink(as: TestUser, job = jobId, body: Record<string, unknown> = {}): Promise<AnswerLink> {
  const res = await ctx.call(as, 'POST', `/v2/jobs/${job}/answer-links`, { payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return answerLinkSchema.parse(res.json().data);
}

/** An answer as the answers service keeps it: through a link (no user) or by a user. */
async function answerRow(question: Question, value: unknown, by: { linkId?: string; userId?: string }): Promise<void> {
  await ctx.db.tenant(demo.id, async ({ tx, instanceId }) => {
    await tx.insert(answers).values({
      instanceId,
      jobId,
      questionId: question._id,
      revision: question.revision,
      key: String(question.ID),
      value,
      linkId: by.linkId ?? null,
      userId: by.userId ?? null,
    });
  });
}

/** The instance's stored file objects: a refused upload adds none. */
async function objectsOf(instanceId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of ctx.app.get<StorageDriver>(STORAGE).list(`assets/${instanceId}/`)) keys.push(o.key);
  return keys.sort();
}

const png = async () => multipart([{ filename: 'photo.png', content: await files.png(), contentType: 'image/png' }]);

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({ toggles: TOGGLE_KEYS, mainHost: true });
  acme = await ctx.newInstance({ toggles: TOGGLE_KEYS });
  [biz, pm, insp, client] = await Promise.all((['business_admin', 'project_manager', 'inspector', 'client'] as Role[]).map((role) => ctx.newUser(demo, { role })));
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
  projectId = (await createProject(ctx.db, demo.id, { name: 'Harbour Tower', users: [pm.id], clients: [client.id] })).id;
  otherProjectId = (await createProject(ctx.db, demo.id, { name: 'Elsewhere' })).id;
  const q = questionnaire(ctx);
  jobType = await q.jobType(biz, { title: 'Snag list', settings: { stepperRTL: true } });
  publicStep = await q.question(biz, jobType, { type: 'step', title: 'Outside' });
  publicText = await q.question(biz, jobType, { title: 'Your name', isClientVisible: true, settings: { managementNote: 'Check twice', permissions: { inspector: { answer: true, viewOwn: true, viewAll: true } } } });
  noAnswer = await q.question(biz, jobType, { title: 'Client reads only', isClientVisible: true, settings: { permissions: { client: { answer: false, viewOwn: true, viewAll: true } } } });
  staffOnly = await q.question(biz, jobType, { title: 'Staff only' });
  shownInfo = await q.question(biz, jobType, { type: 'message', title: 'Thank you', isClientVisible: true });
  staffStep = await q.question(biz, jobType, { type: 'step', title: 'Inside' });
  staffInStep = await q.question(biz, jobType, { title: 'Meter reading' });
  const res = await ctx.call(pm, 'POST', '/v2/jobs', { payload: { job_type: jobType._id, project: projectId } });
  expect(res.statusCode, res.body).toBe(201);
  jobId = res.json().job._id;
  const acmeType = await q.jobType(acmeAdmin);
  const acmeProject = (await createProject(ctx.db, acme.id, { name: 'Acme site' })).id;
  const acmeRes = await ctx.call(acmeAdmin, 'POST', '/v2/jobs', { payload: { job_type: acmeType._id, project: acmeProject } });
  expect(acmeRes.statusCode, acmeRes.body).toBe(201);
  acmeJobId = acmeRes.json().job._id;
});
afterAll(() => ctx?.close());

describe("the staff's calls", () => {
  it('makes, lists and withdraws links, each recorded on the outbox', async () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const first = await makeLink(pm);
    const second = await makeLink(biz, jobId, { expiresAt });
    expect(first).toMatchObject({ job: jobId, expiresAt: null, revokedAt: null, createdBy: pm.id });
    expect(first.path).toBe(`/job_type/answer/${first.token}`);
    expect(first.token).toMatch(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(second.expiresAt).toBe(expiresAt);

    const list = await call(pm, 'GET', `/v2/jobs/${jobId}/answer-links`);
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().data.map((l: AnswerLink) => l._id);
    expect(ids.slice(0, 2)).toEqual([second._id, first._id]);
    // The token listed is the token made: the staff can copy it again.
    expect(list.json().data.find((l: AnswerLink) => l._id === first._id).token).toBe(first.token);

    const withdrawn = await call(pm, 'DELETE', `/v2/jobs/${jobId}/answer-links/${first._id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const revokedAt = withdrawn.json().data.revokedAt;
    expect(revokedAt).toEqual(expect.any(String));
    // Withdrawing again keeps the first date and records nothing new.
    const again = await call(pm, 'DELETE', `/v2/jobs/${jobId}/answer-links/${first._id}`);
    expect(again.json().data.revokedAt).toBe(revokedAt);

    const events = await ctx.db.privileged((db) =>
      db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateType, 'job'), eq(outboxEvents.aggregateId, jobId))),
    );
    const linkEvents = events.filter((e) => e.type.startsWith('answer_link_')).map((e) => [e.type, e.actorId, (e.payload as { linkId: string }).linkId]);
    expect(linkEvents).toEqual([
      ['answer_link_created', pm.id, first._id],
      ['answer_link_created', biz.id, second._id],
      ['answer_link_revoked', pm.id, first._id],
    ]);
    expect(events.find((e) => e.type === 'answer_link_created')!.payload).toMatchObject({ jobId, projectName: 'Harbour Tower', jobTypeTitle: 'Snag list', expiresAt: null });
  });

  it('refuses an expiry in the past, a link of another job, and bad input, in words', async () => {
    const past = await call(pm, 'POST', `/v2/jobs/${jobId}/answer-links`, { payload: { expiresAt: '2020-01-01T00:00:00Z' } });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'validation_failed', message: 'The expiry must be in the future', details: [{ path: 'expiresAt' }] });
    const notADate = await call(pm, 'POST', `/v2/jobs/${jobId}/answer-links`, { payload: { expiresAt: 'tomorrow' } });
    expect(notADate.statusCode).toBe(400);
    const otherJob = (await ctx.call(pm, 'POST', '/v2/jobs', { payload: { job_type: jobType._id, project: projectId } })).json().job._id;
    const link = await makeLink(pm, otherJob);
    expect((await call(pm, 'DELETE', `/v2/jobs/${jobId}/answer-links/${link._id}`)).statusCode).toBe(404);
    expect((await call(pm, 'DELETE', `/v2/jobs/${jobId}/answer-links/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(pm, 'DELETE', `/v2/jobs/${jobId}/answer-links/nonsense`)).statusCode).toBe(404);
  });

  it('refuses inspectors and clients, and anonymous callers', async () => {
    for (const as of [insp, client]) {
      expect((await call(as, 'GET', `/v2/jobs/${jobId}/answer-links`)).statusCode).toBe(403);
      expect((await call(as, 'POST', `/v2/jobs/${jobId}/answer-links`, { payload: {} })).statusCode).toBe(403);
    }
    expect((await anonymous('GET', `/v2/jobs/${jobId}/answer-links`)).statusCode).toBe(401);
  });

  it("does not find another tenant's job, on either host", async () => {
    expect((await call(acmeAdmin, 'GET', `/v2/jobs/${jobId}/answer-links`, { instance: acme })).statusCode).toBe(404);
    expect((await call(acmeAdmin, 'POST', `/v2/jobs/${jobId}/answer-links`, { instance: acme, payload: {} })).statusCode).toBe(404);
    expect((await call(pm, 'GET', `/v2/jobs/${acmeJobId}/answer-links`)).statusCode).toBe(404);
  });
});

describe('GET /v2/public/answer/{token}', () => {
  it('shows the job, only the questions open to the public (with the steps holding them), and only this link’s answers', async () => {
    const link = await makeLink(pm);
    const other = await makeLink(pm);
    await answerRow(publicText, 'Dana', { linkId: link._id });
    await answerRow(noAnswer, 'by the other link', { linkId: other._id });
    await answerRow(staffOnly, 'by staff', { userId: pm.id });

    const res = await anonymous('GET', `/v2/public/answer/${link.token}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = publicQuestionnaireSchema.parse(res.json());
    expect(page.job).toEqual({ ID: expect.any(Number), jobType: { title: 'Snag list', icon: expect.any(String), stepperRTL: true }, project: { _id: projectId, name: 'Harbour Tower' } });
    const shown = page.questions as Question[];
    expect(shown.map((q) => q._id)).toEqual([publicStep._id, publicText._id, shownInfo._id]);
    expect(shown.map((q) => q._id)).not.toContain(staffStep._id);
    expect(shown.map((q) => q._id)).not.toContain(staffInStep._id);
    // No management note, no permissions: nothing of the staff's.
    for (const q of shown) {
      expect(q.settings).not.toHaveProperty('managementNote');
      expect(q.settings).not.toHaveProperty('permissions');
    }
    expect(res.body).not.toContain('Check twice');
    expect(page.answers.map((a) => [a.question, a.value])).toEqual([[String(publicText.ID), 'Dana']]);
    expect(page.answers[0]).not.toHaveProperty('user');
    expect(page.answers[0]).not.toHaveProperty('history');
    expect(page.answers[0]).not.toHaveProperty('location');
    expect(res.body).not.toContain('by staff');
    expect(res.body).not.toContain('by the other link');

    // The other link sees neither this link's answer nor its own answer to a question closed to the public.
    const theirs = publicQuestionnaireSchema.parse((await anonymous('GET', `/v2/public/answer/${other.token}`)).json());
    expect(theirs.answers).toEqual([]);
  });

  it("takes the project form of the page only with the job's project", async () => {
    const link = await makeLink(pm);
    expect((await anonymous('GET', `/v2/public/answer/${link.token}?project=${projectId}`)).statusCode).toBe(200);
    for (const project of [otherProjectId, randomUUID(), 'nonsense']) {
      const res = await anonymous('GET', `/v2/public/answer/${link.token}?project=${project}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ANSWER_MESSAGES.linkInvalid);
    }
  });

  it('answers 404 to a tampered token, an unknown link, another tenant’s token or host', async () => {
    const link = await makeLink(pm);
    const [id, mac] = link.token.split('.');
    const flipped = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const otherId = `${randomUUID().replace(/-/g, '')}.${mac}`;
    for (const token of [flipped, otherId, `${id}.`, id, 'x'.repeat(90)]) {
      const res = await anonymous('GET', `/v2/public/answer/${token}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(ANSWER_MESSAGES.linkInvalid);
    }
    // The same token on another tenant's host: signed for this instance only.
    const elsewhere = await anonymous('GET', `/v2/public/answer/${link.token}`, { instance: acme });
    expect(elsewhere.statusCode).toBe(404);
    // Another tenant's own link, presented here.
    const acmeLink = answerLinkSchema.parse((await call(acmeAdmin, 'POST', `/v2/jobs/${acmeJobId}/answer-links`, { instance: acme, payload: {} })).json().data);
    expect((await anonymous('GET', `/v2/public/answer/${acmeLink.token}`)).statusCode).toBe(404);
    expect((await anonymous('POST', `/v2/public/answer/${acmeLink.token}`, { payload: { data: [] } })).statusCode).toBe(404);
    expect((await anonymous('GET', `/v2/public/answer/${acmeLink.token}`, { instance: acme })).statusCode).toBe(200);
  });

  it('answers 410 to an expired link and to a withdrawn one, on every public call', async () => {
    const expired = await makeLink(pm, jobId, { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    await ctx.db.tenant(demo.id, ({ tx }) => tx.update(answerLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(answerLinks.id, expired._id)));
    const withdrawn = await makeLink(pm);
    await call(pm, 'DELETE', `/v2/jobs/${jobId}/answer-links/${withdrawn._id}`);
    const stored = await objectsOf(demo.id);
    const body = { data: [{ question: publicText.ID, answer: { clientId: randomUUID(), value: 'x' } }] };
    for (const [link, code, message] of [
      [expired, 'link_expired', ANSWER_MESSAGES.linkExpired],
      [withdrawn, 'link_revoked', ANSWER_MESSAGES.linkRevoked],
    ] as const) {
      const read = await anonymous('GET', `/v2/public/answer/${link.token}`);
      expect(read.statusCode).toBe(410);
      expect(read.json()).toMatchObject({ code, message });
      expect((await anonymous('POST', `/v2/public/answer/${link.token}`, { payload: body })).json()).toMatchObject({ statusCode: 410, code });
      const upload = await png();
      const files = await anonymous('POST', `/v2/public/answer/${link.token}/files`, upload);
      expect(files.statusCode, files.body).toBe(410);
    }
    // The files sent through a withdrawn or expired link were not kept.
    expect(await objectsOf(demo.id)).toEqual(stored);
  });
});

describe('POST /v2/public/answer/{token}/files', () => {
  const answerAssetsOf = (job: string) =>
    ctx.db.privileged((db) => db.select().from(assets).where(and(eq(assets.target, 'answer'), eq(assets.targetId, job))));

  it("keeps a checked file as the job's answer file, with no owner and no uploader", async () => {
    const link = await makeLink(pm);
    const res = await anonymous('POST', `/v2/public/answer/${link.token}/files`, await png());
    expect(res.statusCode, res.body).toBe(201);
    const [asset] = assetListSchema.parse(res.json());
    expect(asset).toMatchObject({ target: 'answer', targetId: jobId, owner: null, uploadedBy: null, uploadedByName: null, mimeType: 'image/png' });
    expect((await answerAssetsOf(jobId)).map((a) => a.id)).toContain(asset._id);
  });

  it('refuses a type answers do not take, and keeps nothing of it', async () => {
    const link = await makeLink(pm);
    const before = (await answerAssetsOf(jobId)).length;
    const stored = await objectsOf(demo.id);
    const res = await anonymous('POST', `/v2/public/answer/${link.token}/files`, multipart([{ filename: 'notes.zip', content: await files.zip({ 'a.txt': 'hello' }) }]));
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().code).toBe('invalid_file_type');
    // A good file beside a refused one: all or nothing.
    const mixed = multipart([
      { filename: 'photo.png', content: await files.png(), contentType: 'image/png' },
      { filename: 'notes.zip', content: await files.zip({ 'a.txt': 'hello' }) },
    ]);
    expect((await anonymous('POST', `/v2/public/answer/${link.token}/files`, mixed)).statusCode).toBe(415);
    expect((await answerAssetsOf(jobId)).length).toBe(before);
    expect(await objectsOf(demo.id)).toEqual(stored);
    const notMultipart = await anonymous('POST', `/v2/public/answer/${link.token}/files`, { payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
  });
});

describe('the limits', () => {
  it(`refuses the ${PUBLIC_SUBMISSIONS_PER_MINUTE + 1}th submission through one link in a minute (429), and not another link's`, async () => {
    const link = await makeLink(pm);
    for (let i = 0; i < PUBLIC_SUBMISSIONS_PER_MINUTE; i += 1) {
      const res = await anonymous('POST', `/v2/public/answer/${link.token}`, { payload: { data: [] } });
      expect(res.statusCode, res.body).toBe(400);
    }
    const limited = await anonymous('POST', `/v2/public/answer/${link.token}`, { payload: { data: [] } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: ANSWER_MESSAGES.tooFast });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await anonymous('POST', `/v2/public/answer/${link.token}/files`, await png())).statusCode).toBe(429);
    const fresh = await makeLink(pm);
    expect((await anonymous('POST', `/v2/public/answer/${fresh.token}`, { payload: { data: [] } })).statusCode).toBe(400);
  });

  it(`refuses a body over ${PUBLIC_BODY_BYTES_MAX} bytes (413)`, async () => {
    const link = await makeLink(pm);
    const big = JSON.stringify({ data: [{ question: publicText.ID, answer: { clientId: randomUUID(), value: 'x'.repeat(PUBLIC_BODY_BYTES_MAX) } }] });
    const res = await anonymous('POST', `/v2/public/answer/${link.token}`, { payload: big, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
  });

  it('never answers nonsense with a 500', async () => {
    const link = await makeLink(pm);
    const nonsense: Array<[Method, string, unknown?, Record<string, string>?]> = [
      ['GET', '/v2/public/answer/%00'],
      ['GET', `/v2/public/answer/${'x'.repeat(5000)}`],
      ['GET', `/v2/public/answer/${link.token}%00`],
      ['GET', `/v2/public/answer/${link.token}?project=%00`],
      ['GET', `/v2/public/answer/${encodeURIComponent('\u202e☃')}`],
      ['POST', `/v2/public/answer/${link.token}`, '{"data": [{"question": "1\\u0000", "answer": {}}]}', { 'content-type': 'application/json' }],
      ['POST', `/v2/public/answer/${link.token}`, '{not json', { 'content-type': 'application/json' }],
      ['POST', `/v2/public/answer/${link.token}`, { data: 'everything' }],
      ['POST', `/v2/public/answer/${link.token}`, { data: [{ question: -1, answer: { clientId: 'no' } }] }],
      ['POST', `/v2/public/answer/${link.token}`, [1, 2, 3]],
      ['POST', `/v2/public/answer/${link.token}/files`, 'plain', { 'content-type': 'text/plain' }],
    ];
    for (const [method, url, payload, headers] of nonsense) {
      const res = await anonymous(method, url, { payload, headers });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    }
  });
});

/** The submission goes to AnswersService (apps/api/src/answers, ADR 0041), as ANSWER_SUBMITTER. */
describe('POST /v2/public/answer/{token}', () => {
  const answersOfJob = (job: string) => ctx.db.privileged((db) => db.select().from(answers).where(eq(answers.jobId, job)));

  it("keeps a public question's answer as the link's (no user), and shows it to this link only", async () => {
    const job = (await ctx.call(pm, 'POST', '/v2/jobs', { payload: { job_type: jobType._id, project: projectId } })).json().job._id;
    const link = await makeLink(pm, job);
    const other = await makeLink(pm, job);
    const upload = assetListSchema.parse((await anonymous('POST', `/v2/public/answer/${link.token}/files`, await png())).json());
    const clientId = randomUUID();
    const body = { data: [{ question: String(publicText.ID), answer: { clientId, value: 'Dana Levi', files: [] } }] };
    const res = await anonymous('POST', `/v2/public/answer/${link.token}`, { payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ question: String(publicText.ID), clientId, outcome: 'saved' })]);
    const [row] = await answersOfJob(job);
    expect(row).toMatchObject({ linkId: link._id, userId: null, value: 'Dana Levi', location: null });
    const history = await ctx.db.privileged((db) => db.select().from(answerHistory).where(eq(answerHistory.answerId, row.id)));
    expect(history.map((h) => [h.linkId, h.userId, h.clientId])).toEqual([[link._id, null, clientId]]);
    // A retry is recognised.
    expect((await anonymous('POST', `/v2/public/answer/${link.token}`, { payload: body })).json().data[0].outcome).toBe('replayed');
    const page = publicQuestionnaireSchema.parse((await anonymous('GET', `/v2/public/answer/${link.token}`)).json());
    expect(page.answers.map((a) => a.value)).toEqual(['Dana Levi']);
    expect(publicQuestionnaireSchema.parse((await anonymous('GET', `/v2/public/answer/${other.token}`)).json()).answers).toEqual([]);
    expect(upload).toHaveLength(1);
  });

  it('refuses a question closed to the public, and a job in a status closed to answering, keeping nothing', async () => {
    const job = (await ctx.call(pm, 'POST', '/v2/jobs', { payload: { job_type: jobType._id, project: projectId } })).json().job._id;
    const link = await makeLink(pm, job);
    for (const question of [staffOnly, noAnswer]) {
      const res = await anonymous('POST', `/v2/public/answer/${link.token}`, { payload: { data: [{ question: String(question.ID), answer: { clientId: randomUUID(), value: 'x' } }] } });
      expect(res.statusCode, res.body).toBe(403);
      expect(JSON.stringify(res.json().details)).toContain(ANSWER_MESSAGES.notYours);
    }
    await ctx.db.tenant(demo.id, ({ tx }) => tx.update(jobs).set({ status: 'done' }).where(eq(jobs.id, job)));
    const closed = await anonymous('POST', `/v2/public/answer/${link.token}`, { payload: { data: [{ question: String(publicText.ID), answer: { clientId: randomUUID(), value: 'x' } }] } });
    expect(closed.statusCode, closed.body).toBeGreaterThanOrEqual(400);
    expect(closed.statusCode, closed.body).toBeLessThan(500);
    expect(await answersOfJob(job)).toEqual([]);
  });
});
