import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES, TOGGLE_KEYS, jobChangeReplySchema, type JobDetail, type JobType, type Question, type Role } from '@fieldwork/contracts';
import { eq } from 'drizzle-orm';
import { answers, users } from '../src/db/schema';
import { renderJobPdf } from '../src/jobs-export/job-pdf.renderer';
import { createProject } from '../src/seed/instance-factory';
import * as files from './fixtures/files';
import { HEBREW_ANSWER, imageSizes, readPdf } from './fixtures/job-pdf';
import { multipart } from './helpers/multipart';
import { questionnaire } from './helpers/questionnaire';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

// The renderer as it is, with a way to make it fail for the failure case. The worker's modules
// are shared between files (vitest.config.ts): they are loaded afresh for this file, with the mock.
vi.hoisted(() => vi.resetModules());
vi.mock('../src/jobs-export/job-pdf.renderer', async (original) => {
  const real = await original<typeof import('../src/jobs-export/job-pdf.renderer')>();
  return { ...real, renderJobPdf: vi.fn(real.renderJobPdf) };
});

/**
 * GET /v2/jobs/{id}/export on a real database (ADR 0038): the PDF, its name, its text read back
 * by pdfjs-dist (Hebrew included), several jobs in one file, what a client is shown, refusals
 * (another tenant, a job not seen, bad input) and a failure answered in words.
 */

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let biz: TestUser;
let pm: TestUser;
let client: TestUser;
let outsider: TestUser;
let acmeAdmin: TestUser;
let jobType: JobType;
let step: Question;
let shown: Question;
let hidden: Question;
let photos: Question;
let job: JobDetail;
let second: JobDetail;
let plain: JobDetail;

const get = (as: TestUser, url: string, instance?: TestInstance) => ctx.call(as, 'GET', url, { instance });

async function created(as: TestUser, body: Record<string, unknown>): Promise<JobDetail> {
  const res = await ctx.call(as, 'POST', '/v2/jobs', { payload: { job_type: jobType._id, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return jobChangeReplySchema.parse(res.json()).job as JobDetail;
}

async function uploaded(as: TestUser, filename: string, content: Buffer): Promise<string> {
  const body = multipart([{ filename, content }]);
  const res = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: await ctx.tokenFor(as) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].assetId;
}

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({
    toggles: [...TOGGLE_KEYS],
    mainHost: true,
    settings: { companyName: 'Harbour Inspections', branding: { primary: { color: { hex: '#225588' } }, review: { color: { hex: '#aa00aa' } } } },
  });
  acme = await ctx.newInstance({ toggles: [...TOGGLE_KEYS] });
  [biz, pm, client, outsider] = await Promise.all(
    (['business_admin', 'project_manager', 'client', 'client'] as Role[]).map((role) => ctx.newUser(demo, { role })),
  );
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
  const projectId = (await createProject(ctx.db, demo.id, { name: 'Harbour Tower', clients: [client.id] })).id;
  const q = questionnaire(ctx);
  jobType = await q.jobType(biz, { title: 'Wall inspection' });
  step = await q.question(biz, jobType, { type: 'step', title: 'Outside', isClientVisible: true });
  shown = await q.question(biz, jobType, { title: 'North wall', isClientVisible: true });
  hidden = await q.question(biz, jobType, { title: 'Staff only' });
  photos = await q.question(biz, jobType, { type: 'image', title: 'Photos of the wall', isClientVisible: true });
  job = await created(pm, { project: projectId, users: [pm.id] });
  second = await created(pm, { project: projectId });
  plain = await created(pm, { project: (await createProject(ctx.db, demo.id, { name: 'Plain' })).id });

  const photo = await uploaded(pm, 'wall.jpg', await files.jpeg(2400, 1800));
  const signature = await uploaded(pm, 'signature.png', await files.png(400, 150, true));
  await ctx.db.tenant(demo.id, async ({ tx, instanceId }) => {
    const base = { instanceId, jobId: job._id, revision: 1, userId: pm.id, answeredAt: new Date('2024-05-01T07:30:00Z') };
    await tx.insert(answers).values([
      { ...base, questionId: shown._id, key: String(shown.ID), value: HEBREW_ANSWER, comment: 'Check again in 30 days', isIssue: true, signatureAssetId: signature },
      { ...base, questionId: hidden._id, key: String(hidden.ID), value: 'Internal note' },
      { ...base, questionId: photos._id, key: String(photos.ID), value: null, files: [photo] },
    ]);
    await tx.insert(answers).values({ ...base, jobId: second._id, questionId: shown._id, key: String(shown.ID), value: 'Second job’s answer' });
  });
});
afterAll(() => ctx?.close());

describe('GET /v2/jobs/{id}/export', () => {
  it('answers a PDF attachment named after the job, with its number, its answers (Hebrew read back in order) and its photos', async () => {
    const res = await get(biz, `/v2/jobs/${job._id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="job-${job.ID}.pdf"; filename*=UTF-8''job-${job.ID}.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const pdf = await readPdf(res.rawPayload);
    for (const text of [`Job #${job.ID}`, 'Harbour Inspections', 'Wall inspection', 'Harbour Tower', 'Outside', 'North wall', HEBREW_ANSWER]) {
      expect(pdf.all).toHaveText(text);
    }
    expect(pdf.all).toHaveText('Comment: Check again in 30 days');
    expect(pdf.all).toHaveText('Staff only Internal note');
    expect(pdf.all).toHaveText('Signature');
    expect(pdf.all).toHaveText('Answered by Test project_manager on 1 May 2024, 10:30'); // the instance's zone
    expect(pdf.all).not.toHaveText('could not be read');
    // the signature of the first answer, then the photo (2400 px wide, downscaled)
    expect(await imageSizes(res.rawPayload)).toEqual([
      { width: 400, height: 150 },
      { width: 800, height: 600 },
    ]);
  });

  it('writes its own words in the language asked, else the user’s', async () => {
    const res = await get(biz, `/v2/jobs/${job._id}/export?lang=he`);
    expect(res.statusCode, res.body).toBe(200);
    const { all } = await readPdf(res.rawPayload);
    expect(all).toHaveText(`משימה #${job.ID}`);
    expect(all).toHaveText('סוג משימה Wall inspection');
    expect(all).toHaveText(HEBREW_ANSWER);
    expect(all).toHaveText('עמוד 1 מתוך 1');
    await ctx.db.privileged((db) => db.update(users).set({ language: 'he' }).where(eq(users.id, pm.id)));
    expect((await readPdf((await get(pm, `/v2/jobs/${job._id}/export`)).rawPayload)).all).toHaveText(`משימה #${job.ID}`);
    expect((await readPdf((await get(pm, `/v2/jobs/${job._id}/export?lang=en`)).rawPayload)).all).toHaveText(`Job #${job.ID}`);
  });

  it('puts combined jobs in one file, each from a new page, named after their numbers', async () => {
    const res = await get(biz, `/v2/jobs/${job._id}/export?combined=${second._id},${job._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="jobs-${job.ID}-${second.ID}.pdf"; filename*=UTF-8''jobs-${job.ID}-${second.ID}.pdf`);
    const { pages } = await readPdf(res.rawPayload);
    const first = pages.findIndex((page) => page.includes(`Job #${second.ID}`));
    expect(first).toBeGreaterThan(0);
    expect(pages.slice(0, first).join(' ')).toHaveText(HEBREW_ANSWER);
    expect(pages.slice(0, first).join(' ')).not.toHaveText('Second job’s answer');
    expect(pages.slice(first).join(' ')).toHaveText('Second job’s answer');
    expect(pages.at(-1)).toHaveText(`Page ${pages.length} of ${pages.length}`);
  });

  it('shows a client only the questions shown to clients, without who answered', async () => {
    const res = await get(client, `/v2/jobs/${job._id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    const { all } = await readPdf(res.rawPayload);
    expect(all).toHaveText(HEBREW_ANSWER);
    expect(all).toHaveText('Photos of the wall');
    expect(await imageSizes(res.rawPayload)).toHaveLength(2);
    expect(all).not.toHaveText('Staff only');
    expect(all).not.toHaveText('Internal note');
    expect(all).not.toHaveText('Answered by');
    expect(all).toHaveText('Answered on 1 May 2024');
  });

  it('is 404 for another tenant, for a job the caller cannot see, and for a combined list with one of them (all or nothing)', async () => {
    const foreign = await get(acmeAdmin, `/v2/jobs/${job._id}/export`, acme);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found', message: JOB_MESSAGES.notFound });
    expect((await get(outsider, `/v2/jobs/${job._id}/export`)).statusCode).toBe(404);
    expect((await get(client, `/v2/jobs/${plain._id}/export`)).statusCode).toBe(404);
    expect((await get(client, `/v2/jobs/${job._id}/export?combined=${plain._id}`)).statusCode).toBe(404);
    expect((await get(biz, `/v2/jobs/${job._id}/export?combined=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(biz, `/v2/jobs/${randomUUID()}/export`)).statusCode).toBe(404);
  });

  it('refuses bad input in words (400)', async () => {
    const notId = await get(biz, `/v2/jobs/${job._id}/export?combined=${second._id},nope`);
    expect(notId.statusCode).toBe(400);
    expect(JSON.stringify(notId.json())).toContain('Not a job id: nope');
    expect((await get(biz, `/v2/jobs/${job._id}/export?lang=fr`)).statusCode).toBe(400);
  });

  it("answers a failure to make the PDF as JSON the web shows ('The PDF could not be made')", async () => {
    vi.mocked(renderJobPdf).mockRejectedValueOnce(new Error('font missing'));
    const res = await get(biz, `/v2/jobs/${job._id}/export`);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 500, code: 'internal', message: JOB_MESSAGES.exportFailed });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    // and the next one is made
    expect((await get(biz, `/v2/jobs/${job._id}/export`)).statusCode).toBe(200);
  });
});
