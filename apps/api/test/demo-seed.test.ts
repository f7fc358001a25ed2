import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDashboardSchema, jobDetailSchema, jobsPageSchema, type JobDetail, type JobSummary, type TokenResponse } from '@fieldwork/contracts';
import { PasswordService } from '../src/auth/password.service';
import { answers, jobs, jobTypes } from '../src/db/schema';
import { DEMO_HEBREW_COMMENT, DEMO_HEBREW_TEXT_ANSWER, seedDemoJobs } from '../src/seed/demo-jobs.seeder';
import { ACME_HOST, DEMO_BLUEPRINT_SETTINGS, DEMO_HOST, DEMO_PASSWORD, seedDemo, type DemoSeed } from '../src/seed/demo.seeder';
import { readPdf } from './fixtures/job-pdf';
import { TestContext } from './helpers/test-app';

/**
 * The demo data `npm start` seeds (SEED_DEMO): the demo instances, then their jobs through the
 * API's own services. A newcomer signing in to Demo finds numbered jobs in several statuses, the
 * Hebrew job's answers in its PDF, and none of Acme's job; seeding again adds nothing.
 */

let ctx: TestContext;
let seed: DemoSeed;
const tokens = new Map<string, string>();

async function tokenOf(host: string, email: string): Promise<string> {
  const key = `${host} ${email}`;
  if (!tokens.has(key)) {
    const res = await ctx.request(host, {
      method: 'POST',
      url: '/v2/users/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: email,
        password: DEMO_PASSWORD,
        client_id: ctx.config.oauthClient.id,
        client_secret: ctx.config.oauthClient.secret,
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    tokens.set(key, (res.json() as TokenResponse).access_token);
  }
  return tokens.get(key)!;
}

const get = async (host: string, email: string, url: string) => ctx.request(host, { method: 'GET', url, as: await tokenOf(host, email) });
const listOf = async (host: string, email: string, query = '') => {
  const res = await get(host, email, `/v2/jobs?sort=ID&limit=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return jobsPageSchema.parse(res.json()).docs;
};
const detailOf = async (host: string, email: string, id: string): Promise<JobDetail> => {
  const res = await get(host, email, `/v2/jobs/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return jobDetailSchema.parse(res.json()) as JobDetail;
};
const admin = 'admin@demo.test';
const byNumber = (list: JobSummary[], n: number) => list.find((job) => job.ID === n)!;
const tableCounts = () =>
  ctx.db.privileged(async (db) => ({
    jobs: (await db.select({ n: count() }).from(jobs))[0].n,
    jobTypes: (await db.select({ n: count() }).from(jobTypes))[0].n,
    answers: (await db.select({ n: count() }).from(answers))[0].n,
  }));

beforeAll(async () => {
  ctx = await TestContext.start();
  const made = await seedDemo(ctx.db, new PasswordService(), []);
  expect(made).not.toBeNull();
  seed = made!;
  await seedDemoJobs(ctx.app, seed);
});
afterAll(() => ctx?.close());

describe('the demo blueprint settings', () => {
  it('offers element definitions out of the box, and gives the bootstrap only the ratio and the unit', async () => {
    const res = await get(DEMO_HOST, 'inspector@demo.test', '/v2/settings/blueprints');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(DEMO_BLUEPRINT_SETTINGS);
    expect(res.json().data.elements.map((e: { name: string }) => e.name)).toEqual(['Wall', 'Floor', 'Window', 'Door', 'Room', 'Lamp', 'Pipe', 'Column']);
    const boot = await get(DEMO_HOST, 'inspector@demo.test', '/v2/apps/bootstrap');
    expect(boot.json().blueprintSettings).toEqual({ ratio: 360, systemUnit: 'Meters' });
  });
});

describe('the demo jobs', () => {
  it('numbers six jobs 1 to 6 in Demo, of two job types made from starter templates, in the two projects and several statuses', async () => {
    const list = await listOf(DEMO_HOST, admin);
    expect(list.map((job) => [job.ID, job.status, job.jobType.title, job.project?.name, job.users.map((u) => u.email).sort()])).toEqual([
      [1, 'done', 'Site safety inspection', 'Riverside School renovation', ['inspector@demo.test']],
      [2, 'review', 'Site safety inspection', 'Riverside School renovation', ['inspector@demo.test']],
      [3, 'reported', 'בדיקת מטפי כיבוי אש', 'Harbour Tower', ['inspector@demo.test']],
      [4, 'assigned', 'Site safety inspection', 'Harbour Tower', ['inspector@demo.test', 'manager@demo.test']],
      [5, 'open', 'בדיקת מטפי כיבוי אש', 'Harbour Tower', []],
      [6, 'open', 'Site safety inspection', 'Riverside School renovation', ['manager@demo.test']],
    ]);
    expect(list.map((job) => job.issues)).toEqual([0, 1, 0, 0, 0, 0]);
    // Two start today, one more later this week (or yesterday, on the week's last day).
    expect((await listOf(DEMO_HOST, admin, '&startDate=today')).map((job) => job.ID)).toEqual([4, 5]);
    expect((await listOf(DEMO_HOST, admin, '&startDate=this_week')).map((job) => job.ID)).toEqual(expect.arrayContaining([4, 5, 6]));
  });

  it('links the follow-up (6) to the inspection in review (2) as its previous job', async () => {
    const list = await listOf(DEMO_HOST, admin);
    const followUp = await detailOf(DEMO_HOST, admin, byNumber(list, 6)._id);
    expect(followUp.prevJob.map((job) => job.ID)).toEqual([2]);
    expect((await detailOf(DEMO_HOST, admin, byNumber(list, 2)._id)).next_jobs.map((job) => job.ID)).toEqual([6]);
  });

  it('answers the inspection in review with one answer tagged as an issue, and the Hebrew check in Hebrew, comment included', async () => {
    const list = await listOf(DEMO_HOST, admin);
    const inspection = await detailOf(DEMO_HOST, admin, byNumber(list, 2)._id);
    const titleOf = (job: JobDetail, questionId: string) => job.questions.find((q) => q._id === questionId)?.title;
    const issues = inspection.answers.filter((a) => a.isIssue);
    expect(issues.map((a) => [titleOf(inspection, a.questionId), a.value])).toEqual([['Access routes and walkways are clear', false]]);
    expect(issues[0].comment).toMatch(/north walkway/);

    const check = await detailOf(DEMO_HOST, admin, byNumber(list, 3)._id);
    const location = check.answers.find((a) => titleOf(check, a.questionId) === 'מיקום בבניין')!;
    expect(location.value).toBe(DEMO_HEBREW_TEXT_ANSWER);
    expect(location.question).toBe(String(check.questions.find((q) => q._id === location.questionId)!.ID));
    expect(check.answers.find((a) => titleOf(check, a.questionId) === 'הפעולה שבוצעה')).toMatchObject({ value: ['לא נדרשה פעולה'], comment: DEMO_HEBREW_COMMENT });
    expect(check.answers.every((a) => a.user?.email === 'inspector@demo.test' && a.revision === 1)).toBe(true);
    // The Hebrew job's PDF, in Hebrew, holds both.
    const pdf = await get(DEMO_HOST, admin, `/v2/jobs/${check._id}/export?lang=he`);
    expect(pdf.statusCode).toBe(200);
    const { all } = await readPdf(pdf.rawPayload);
    expect(all).toHaveText(DEMO_HEBREW_TEXT_ANSWER);
    expect(all).toHaveText(DEMO_HEBREW_COMMENT);
  });

  it("puts the inspector's open jobs on their dashboard", async () => {
    const res = await get(DEMO_HOST, 'inspector@demo.test', '/v2/jobs/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = jobDashboardSchema.parse(res.json());
    expect(dashboard.mine.map((job) => job.ID).sort()).toEqual([2, 3, 4]);
    expect(dashboard.counters.total).toBe(6);
  });

  it("gives Acme one job numbered 1, which Demo's admin cannot open, nor Acme's admin Demo's", async () => {
    const acmeJobs = await listOf(ACME_HOST, 'admin@acme.test');
    expect(acmeJobs.map((job) => [job.ID, job.jobType.title, job.project?.name, job.users.map((u) => u.email)])).toEqual([
      [1, 'Site safety inspection', 'Acme Depot', ['inspector@acme.test']],
    ]);
    expect((await get(DEMO_HOST, admin, `/v2/jobs/${acmeJobs[0]._id}`)).statusCode).toBe(404);
    const demoJob = byNumber(await listOf(DEMO_HOST, admin), 3);
    expect((await get(ACME_HOST, 'admin@acme.test', `/v2/jobs/${demoJob._id}`)).statusCode).toBe(404);
    expect((await listOf(DEMO_HOST, admin)).some((job) => job._id === acmeJobs[0]._id)).toBe(false);
  });

  it('is seeded once: seeding again finds the demo instances and adds nothing', async () => {
    const before = await tableCounts();
    expect(before).toEqual({ jobs: 7, jobTypes: 3, answers: 19 });
    expect(await seedDemo(ctx.db, new PasswordService(), [])).toBeNull();
    expect(await tableCounts()).toEqual(before);
    const demoJobs = await ctx.db.privileged((db) => db.select({ n: count() }).from(jobs).where(eq(jobs.instanceId, seed.demo.id)));
    expect(demoJobs[0].n).toBe(6);
  });
});
