import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  JOB_TYPE_MESSAGES,
  JOB_TYPE_TITLE_MAX,
  jobTypeListSchema,
  jobTypeSchema,
  QUESTION_MESSAGES,
  questionListSchema,
  TOGGLE_KEYS,
  type Actor,
  type JobTypeTemplateContent,
  type Role,
} from '@fieldwork/contracts';
import type { Caller } from '../src/access/caller';
import type { Scope } from '../src/db/database';
import { outboxEvents, questionRevisions, questions, skillRequirements, skills } from '../src/db/schema';
import { AssetsService } from '../src/assets/assets.service';
import { JobTypeContentService } from '../src/job-types/job-type-content.service';
import { JobTypeDependents } from '../src/job-types/job-type-dependents';
import { JobTypesRepository } from '../src/job-types/job-types.repository';
import { contextOf, InstanceStateService } from '../src/settings/instance-state.service';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { questionnaire } from './helpers/questionnaire';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Job types through HTTP on a real database (spec 2 sections 3 to 7; spec 1 sections 2.4 and
 * 2.6): the list (for creating jobs, for filters, by ids), one job type with its questionnaire,
 * create, update, delete while nothing depends on it, reorder, required skills, and the content
 * templates save and start from. A second tenant tries each and fails.
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
let q: ReturnType<typeof questionnaire>;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (as: TestUser | string, method: Method, url: string, payload?: unknown, instance?: TestInstance) => ctx.call(as, method, url, { payload, instance });
const get = (as: TestUser, url: string, instance?: TestInstance) => call(as, 'GET', url, undefined, instance);
const post = (as: TestUser, url: string, body?: unknown, instance?: TestInstance) => call(as, 'POST', url, body ?? {}, instance);
const put = (as: TestUser, url: string, body: unknown, instance?: TestInstance) => call(as, 'PUT', url, body, instance);
const del = (as: TestUser, url: string, instance?: TestInstance) => call(as, 'DELETE', url, undefined, instance);

const titles = (res: { json(): { data: Array<{ title: string }> } }) => res.json().data.map((t) => t.title);
const eventsOf = (jobTypeId: string) =>
  ctx.db.privileged((db) =>
    db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateType, 'job_type'), eq(outboxEvents.aggregateId, jobTypeId))).orderBy(outboxEvents.id),
  );

/** A caller for a use case run outside HTTP (the templates' calls), as the request scope builds it. */
async function callerFor(scope: Scope, user: TestUser): Promise<Caller> {
  const state = await ctx.app.get(InstanceStateService).get(scope);
  const instance = { id: user.instance.id, name: user.instance.name, active: true, host: user.instance.host, isMainHost: false };
  const actor: Actor = { id: user.id, role: user.role, canManageSkills: false };
  return { instance, actor, scope, policy: contextOf(state, instance) };
}

beforeAll(async () => {
  ctx = await TestContext.start();
  q = questionnaire(ctx);
  demo = await ctx.newInstance({ toggles: TOGGLE_KEYS, mainHost: true });
  acme = await ctx.newInstance({ toggles: TOGGLE_KEYS, mainHost: true });
  [sys, biz, pm, insp, client] = await Promise.all(
    (['sys_admin', 'business_admin', 'project_manager', 'inspector', 'client'] as Role[]).map((role) => ctx.newUser(demo, { role })),
  );
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

describe('POST /v2/jobtype', () => {
  it('creates a blank job type with default settings; job_type_created is recorded without a template', async () => {
    const res = await post(biz, '/v2/jobtype', { title: '  Site safety ', icon: 'safety', settings: { answerLocation: true } });
    expect(res.statusCode, res.body).toBe(201);
    const jobType = jobTypeSchema.parse(res.json());
    expect(jobType).toMatchObject({
      title: 'Site safety',
      icon: 'safety',
      questions: [],
      questionsCount: 0,
      requiredSkills: [],
      settings: { isDisabled: false, answerLocation: true, previewSettings: [], permissions: {}, description: '' },
    });
    expect((await eventsOf(jobType._id)).map((e) => [e.type, e.actorId, e.payload])).toEqual([
      ['job_type_created', biz.id, { jobTypeId: jobType._id, title: 'Site safety', templateId: null }],
    ]);
    expect((await post(sys, '/v2/jobtype', { title: 'By the system admin' })).statusCode).toBe(201);
  });

  it('refuses a missing, empty or too long title, an unknown icon, and main questions it does not have', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(JOB_TYPE_TITLE_MAX + 1) }, 'title'],
      [{ title: 'Ok', icon: 'rocket' }, 'icon'],
      [{ title: 'Ok', settings: { previewSettings: [{ value: randomUUID(), sequence: 0 }] } }, 'settings.previewSettings.0.value'],
      [{ title: 'Ok', settings: { isDisabled: 'yes' } }, 'settings.isDisabled'],
    ];
    for (const [body, path] of cases) {
      const res = await post(biz, '/v2/jobtype', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: expect.arrayContaining([expect.objectContaining({ path })]) });
    }
    expect((await post(biz, '/v2/jobtype', {})).json().message).toBe('A job type needs a title');
  });

  it('is for admins: project managers, inspectors and clients are refused (403)', async () => {
    for (const who of [pm, insp, client]) expect((await post(who, '/v2/jobtype', { title: 'Nope' })).statusCode).toBe(403);
  });
});

describe('GET /v2/jobtype', () => {
  let open: { _id: string };
  let disabled: { _id: string };
  let forClients: { _id: string };
  let staffOnly: { _id: string };

  beforeAll(async () => {
    const instance = await ctx.newInstance({ toggles: TOGGLE_KEYS });
    const admin = await ctx.newUser(instance, { role: 'business_admin' });
    open = await q.jobType(admin, { title: 'B open' });
    disabled = await q.jobType(admin, { title: 'A disabled', settings: { isDisabled: true, permissions: { client: { create: true } } } });
    forClients = await q.jobType(admin, { title: 'C for clients', settings: { permissions: { client: { create: true } } } });
    staffOnly = await q.jobType(admin, { title: 'D not for inspectors', settings: { permissions: { inspector: { create: false } } } });
    Object.assign(lists, {
      admin,
      inspector: await ctx.newUser(instance, { role: 'inspector' }),
      client: await ctx.newUser(instance, { role: 'client' }),
    });
  });
  const lists = {} as Record<'admin' | 'inspector' | 'client', TestUser>;

  it('lists by title the job types jobs can be created with: not disabled, and those the caller may create jobs of', async () => {
    const res = await get(lists.admin, '/v2/jobtype');
    expect(res.statusCode, res.body).toBe(200);
    expect(jobTypeListSchema.parse(res.json()).data.map((t) => t.title)).toEqual(['B open', 'C for clients', 'D not for inspectors']);
    expect(titles(await get(lists.inspector, '/v2/jobtype'))).toEqual(['B open', 'C for clients']);
    expect(titles(await get(lists.client, '/v2/jobtype'))).toEqual(['C for clients']);
  });

  it('fromFilters=true lists every job type the caller may see, disabled ones too; a client still only those for clients', async () => {
    expect(titles(await get(lists.admin, '/v2/jobtype?fromFilters=true'))).toEqual(['A disabled', 'B open', 'C for clients', 'D not for inspectors']);
    expect(titles(await get(lists.inspector, '/v2/jobtype?fromFilters=true'))).toEqual(['A disabled', 'B open', 'C for clients', 'D not for inspectors']);
    expect(titles(await get(lists.client, '/v2/jobtype?fromFilters=true'))).toEqual(['A disabled', 'C for clients']);
    expect(titles(await get(lists.admin, '/v2/jobtype?fromFilters=false'))).toEqual(['B open', 'C for clients', 'D not for inspectors']);
  });

  it('type narrows to ids, repeated or comma separated; ids of another tenant find nothing', async () => {
    expect(titles(await get(lists.admin, `/v2/jobtype?fromFilters=true&type=${disabled._id},${open._id}`))).toEqual(['A disabled', 'B open']);
    expect(titles(await get(lists.admin, `/v2/jobtype?fromFilters=true&type=${open._id}&type=${staffOnly._id}`))).toEqual(['B open', 'D not for inspectors']);
    expect(titles(await get(lists.admin, `/v2/jobtype?type=${forClients._id}`))).toEqual(['C for clients']);
    const mine = await q.jobType(acmeAdmin, { title: 'Acme own' });
    expect(titles(await get(acmeAdmin, `/v2/jobtype?fromFilters=true&type=${open._id},${mine._id}`, acme))).toEqual(['Acme own']);
    expect((await get(lists.admin, '/v2/jobtype?type=not-an-id')).statusCode).toBe(400);
    expect(titles(await get(lists.admin, '/v2/jobtype?type='))).toEqual(['B open', 'C for clients', 'D not for inspectors']);
  });

  it('says how many questions each has and which skills it requires (not to clients)', async () => {
    await q.question(lists.admin, open, { title: 'One' });
    await q.question(lists.admin, open, { title: 'Two' });
    const [skill] = await ctx.db.tenant(lists.admin.instance.id, ({ tx, instanceId }) => tx.insert(skills).values({ instanceId, name: 'Working at height' }).returning());
    const set = await post(lists.admin, `/v2/skills/jobType/${open._id}`, { skills: [skill.id] });
    expect(set.statusCode, set.body).toBe(200);
    const row = (await get(lists.admin, '/v2/jobtype')).json().data.find((t: { _id: string }) => t._id === open._id);
    expect(row).toMatchObject({ questionsCount: 2, requiredSkills: [{ _id: skill.id, name: 'Working at height' }] });
    expect((await q.detail(lists.admin, open)).requiredSkills).toEqual([{ _id: skill.id, name: 'Working at height' }]);
    expect((await q.detail(lists.inspector, open)).requiredSkills).toEqual([{ _id: skill.id, name: 'Working at height' }]);
  });
});

describe('GET /v2/jobtype/{id} and /questions', () => {
  it('answers the job type with its questions in their sequence; a client gets only the questions shown to clients', async () => {
    const jobType = await q.jobType(biz, { title: 'Handover', settings: { permissions: { client: { create: true } } } });
    const first = await q.question(biz, jobType, { title: 'Shown', isClientVisible: true });
    const second = await q.question(biz, jobType, { title: 'Staff only' });
    const zeroth = await q.question(biz, jobType, { title: 'Start', type: 'step', sequence: 0, isClientVisible: true });
    const detail = jobTypeSchema.parse((await get(insp, `/v2/jobtype/${jobType._id}`)).json());
    expect(detail.questions.map((x) => [x.title, x.sequence])).toEqual([['Start', 0], ['Shown', 1], ['Staff only', 2]]);
    expect(detail.questionsCount).toBe(3);
    const forClient = (await get(client, `/v2/jobtype/${jobType._id}`)).json();
    expect(forClient.questions.map((x: { _id: string }) => x._id)).toEqual([zeroth._id, first._id]);
    const list = await get(client, `/v2/jobtype/${jobType._id}/questions`);
    expect(questionListSchema.parse(list.json()).data.map((x) => x._id)).toEqual([zeroth._id, first._id]);
    expect((await get(pm, `/v2/jobtype/${jobType._id}/questions`)).json().data.map((x: { _id: string }) => x._id)).toEqual([zeroth._id, first._id, second._id]);
  });

  it('keeps the management note for managers and admins; inspectors and clients never get it', async () => {
    const jobType = await q.jobType(biz, { settings: { permissions: { client: { create: true } } } });
    await q.question(biz, jobType, { isClientVisible: true, settings: { managementNote: 'Check the permit first' } });
    for (const who of [sys, biz, pm]) expect((await q.detail(who, jobType)).questions[0].settings.managementNote).toBe('Check the permit first');
    for (const who of [insp, client]) {
      const detail = (await get(who, `/v2/jobtype/${jobType._id}`)).json();
      expect(detail.questions[0].settings).not.toHaveProperty('managementNote');
      expect(JSON.stringify(detail)).not.toContain('Check the permit');
      expect(JSON.stringify((await get(who, `/v2/jobtype/${jobType._id}/questions`)).json())).not.toContain('Check the permit');
    }
  });

  it('answers 404 to a client for a job type that does not let clients create jobs, and for unknown or foreign ids', async () => {
    const jobType = await q.jobType(biz);
    expect((await get(client, `/v2/jobtype/${jobType._id}`)).statusCode).toBe(404);
    expect((await get(client, `/v2/jobtype/${jobType._id}/questions`)).statusCode).toBe(404);
    expect((await get(biz, `/v2/jobtype/${randomUUID()}`)).json()).toMatchObject({ code: 'not_found', message: JOB_TYPE_MESSAGES.notFound });
    expect((await get(biz, '/v2/jobtype/not-an-id')).statusCode).toBe(404);
  });

  it('reads 500 questions in a fixed number of statements: one for the questions, one for the children counts, links signed in memory', async () => {
    const jobType = await q.jobType(biz, { title: 'Big' });
    const image = await upload(biz);
    await ctx.db.tenant(demo.id, async ({ tx, instanceId }) => {
      const rows = Array.from({ length: 500 }, (_, i) => ({
        id: randomUUID(),
        instanceId,
        jobTypeId: jobType._id,
        number: 1_000_000 + i,
        type: i % 10 === 0 ? 'step' : 'list',
        title: `Question ${i}`,
        sequence: i,
        isGlobal: i % 50 === 1,
        backgroundMobile: i % 25 === 0 ? image : null,
        settings: i % 10 === 0 ? {} : { childs: [{ value: 'Yes', file: image }, { value: 'No' }] },
      }));
      await tx.insert(questions).values(rows);
    });
    const repo = ctx.app.get(JobTypesRepository);
    const spies = {
      questionsOf: vi.spyOn(repo, 'questionsOf'),
      childrenCounts: vi.spyOn(repo, 'childrenCounts'),
      findQuestion: vi.spyOn(repo, 'findQuestion'),
      assets: vi.spyOn(ctx.app.get(AssetsService), 'readableImages'),
    };
    try {
      const started = performance.now();
      const res = await get(biz, `/v2/jobtype/${jobType._id}`);
      const took = performance.now() - started;
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const detail = res.json();
      expect(detail.questions).toHaveLength(500);
      expect(detail.questions[1].settings.childs[0].fileUrl).toMatch(new RegExp(`/v2/asset/download/${image}\\?size=message`));
      expect(detail.questions[0].backgroundMobileUrl).toContain(`/v2/asset/download/${image}`);
      expect(spies.questionsOf).toHaveBeenCalledTimes(1);
      expect(spies.childrenCounts).toHaveBeenCalledTimes(1);
      expect(spies.findQuestion).not.toHaveBeenCalled();
      expect(spies.assets).not.toHaveBeenCalled();
      console.info(`GET /v2/jobtype/{id} with 500 questions: ${took.toFixed(0)} ms (${ctx.db.driver})`);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

async function upload(as: TestUser): Promise<string> {
  const body = multipart([{ filename: 'b.png', content: await files.png(8, 8) }]);
  const res = await ctx.request(as.instance, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: await ctx.tokenFor(as) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].assetId;
}

describe('PUT /v2/jobtype/{id}', () => {
  it('changes title, icon and settings (merged into the current ones); job_type_updated names what changed, once', async () => {
    const jobType = await q.jobType(biz, { title: 'Fire check', settings: { answerLocation: true, description: 'Yearly' } });
    const first = await q.question(biz, jobType, { title: 'Pressure' });
    const res = await put(biz, `/v2/jobtype/${jobType._id}`, {
      title: 'Fire extinguisher check',
      icon: 'fire_extinguisher',
      settings: { isDisabled: true, previewSettings: [{ value: first._id.toUpperCase(), sequence: 0 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Fire extinguisher check',
      icon: 'fire_extinguisher',
      settings: { isDisabled: true, answerLocation: true, description: 'Yearly', previewSettings: [{ value: first._id, sequence: 0 }] },
      questions: [{ _id: first._id }],
    });
    expect((await put(biz, `/v2/jobtype/${jobType._id}`, { title: 'Fire extinguisher check', settings: { isDisabled: true } })).statusCode).toBe(200);
    const events = (await eventsOf(jobType._id)).filter((e) => e.type === 'job_type_updated');
    expect(events.map((e) => e.payload)).toEqual([
      { jobTypeId: jobType._id, title: 'Fire extinguisher check', changes: ['title', 'icon', 'settings.isDisabled', 'settings.previewSettings'] },
    ]);
  });

  it("refuses main questions that are not this job type's (another job type's, deleted, twice) and bad settings", async () => {
    const jobType = await q.jobType(biz);
    const other = await q.jobType(biz);
    const mine = await q.question(biz, jobType);
    const theirs = await q.question(biz, other);
    const gone = await q.question(biz, jobType);
    expect((await del(biz, `/v2/question/${gone._id}`)).statusCode).toBe(200);
    for (const previewSettings of [
      [{ value: theirs._id, sequence: 0 }],
      [{ value: gone._id, sequence: 0 }],
      [{ value: mine._id, sequence: 0 }, { value: mine._id, sequence: 1 }],
      Array.from({ length: 21 }, (_, i) => ({ value: mine._id, sequence: i })),
    ]) {
      const res = await put(biz, `/v2/jobtype/${jobType._id}`, { settings: { previewSettings } });
      expect(res.statusCode, JSON.stringify(previewSettings).slice(0, 100)).toBe(400);
      expect(res.json().details[0].path).toMatch(/^settings\.previewSettings/);
    }
    expect((await put(biz, `/v2/jobtype/${jobType._id}`, { settings: { permissions: { client: { create: 'yes' } } } })).statusCode).toBe(400);
    expect((await put(biz, `/v2/jobtype/${jobType._id}`, { title: '' })).statusCode).toBe(400);
  });

  it('is for admins (403 to others) and answers 404 for another tenant', async () => {
    const jobType = await q.jobType(biz, { title: 'Kept' });
    for (const who of [pm, insp, client]) expect((await put(who, `/v2/jobtype/${jobType._id}`, { title: 'Nope' })).statusCode).toBe(403);
    expect((await put(acmeAdmin, `/v2/jobtype/${jobType._id}`, { title: 'Stolen' }, acme)).statusCode).toBe(404);
    expect((await q.detail(biz, jobType)).title).toBe('Kept');
  });
});

describe('DELETE /v2/jobtype/{id}', () => {
  it('is refused with 409 while a registered dependent (jobs) has rows of it, then goes with its questions, revisions and required skills', async () => {
    const jobType = await q.jobType(biz, { title: 'Busy' });
    const question = await q.question(biz, jobType);
    const [skill] = await ctx.db.tenant(demo.id, ({ tx, instanceId }) => tx.insert(skills).values({ instanceId, name: `Skill ${randomUUID()}` }).returning());
    expect((await post(biz, `/v2/skills/jobType/${jobType._id}`, { skills: [skill.id] })).statusCode).toBe(200);
    const busy = new Set([jobType._id]);
    const unregister = ctx.app.get(JobTypeDependents).register({ name: 'test-jobs', exists: async (_scope, id) => busy.has(id) });
    try {
      expect(() => ctx.app.get(JobTypeDependents).register({ name: 'test-jobs', exists: async () => false })).toThrow();
      const refused = await del(biz, `/v2/jobtype/${jobType._id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'conflict', message: JOB_TYPE_MESSAGES.hasActivities, details: { dependent: 'test-jobs' } });
      expect((await get(biz, `/v2/jobtype/${jobType._id}`)).statusCode).toBe(200);
      busy.delete(jobType._id);
      const res = await del(biz, `/v2/jobtype/${jobType._id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
    } finally {
      unregister();
    }
    expect((await get(biz, `/v2/jobtype/${jobType._id}`)).statusCode).toBe(404);
    const left = await ctx.db.privileged(async (db) => ({
      questions: await db.select().from(questions).where(eq(questions.jobTypeId, jobType._id)),
      revisions: await db.select().from(questionRevisions).where(eq(questionRevisions.questionId, question._id)),
      skills: await db.select().from(skillRequirements).where(and(eq(skillRequirements.targetType, 'job_type'), eq(skillRequirements.targetId, jobType._id))),
    }));
    expect(left).toEqual({ questions: [], revisions: [], skills: [] });
    expect((await eventsOf(jobType._id)).at(-1)).toMatchObject({ type: 'job_type_deleted', payload: { jobTypeId: jobType._id, title: 'Busy' } });
    expect((await del(biz, `/v2/jobtype/${jobType._id}`)).statusCode).toBe(404);
  });

  it('is refused while questions of other job types share the form of one of its global questions; it goes once they are removed', async () => {
    const source = await q.jobType(biz, { title: 'Source' });
    const global = await q.question(biz, source, { is_global: true, title: 'Shared' });
    const user = await q.jobType(biz, { title: 'User' });
    const child = await q.question(biz, user, { root: global._id, type: 'text' });
    const refused = await del(biz, `/v2/jobtype/${source._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(QUESTION_MESSAGES.globalDeleteWithChildren);
    expect((await del(biz, `/v2/question/${child._id}`)).statusCode).toBe(200);
    expect((await del(biz, `/v2/jobtype/${source._id}`)).statusCode).toBe(200);
    // The deleted child keeps its row, no longer linked to the global question that went.
    const [row] = await ctx.db.privileged((db) => db.select().from(questions).where(eq(questions.id, child._id)));
    expect(row).toMatchObject({ rootId: null, deletedAt: expect.any(Date) });
    // A job type holding the child goes too: its links go with it.
    const again = await q.question(biz, await q.jobType(biz), { is_global: true });
    const holder = await q.jobType(biz);
    await q.question(biz, holder, { root: again._id, type: 'text' });
    expect((await del(biz, `/v2/jobtype/${holder._id}`)).statusCode).toBe(200);
    expect((await q.detail(biz, { _id: again.jobType })).questions[0].childrenCount).toBe(0);
  });

  it('is for admins (403 to others) and answers 404 for another tenant', async () => {
    const jobType = await q.jobType(biz);
    for (const who of [pm, insp, client]) expect((await del(who, `/v2/jobtype/${jobType._id}`)).statusCode).toBe(403);
    expect((await del(acmeAdmin, `/v2/jobtype/${jobType._id}`, acme)).statusCode).toBe(404);
    expect((await get(biz, `/v2/jobtype/${jobType._id}`)).statusCode).toBe(200);
  });
});

describe('PUT /v2/jobtype/{id}/reorder-questions', () => {
  it('puts the questions in the order given; questions_reordered names it', async () => {
    const jobType = await q.jobType(biz);
    const [a, b, c] = [await q.question(biz, jobType, { title: 'a' }), await q.question(biz, jobType, { title: 'b' }), await q.question(biz, jobType, { title: 'c' })];
    const res = await put(biz, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: [c._id, a._id, b._id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(questionListSchema.parse(res.json()).data.map((x) => [x.title, x.sequence])).toEqual([['c', 0], ['a', 1], ['b', 2]]);
    expect((await q.detail(biz, jobType)).questions.map((x) => x.title)).toEqual(['c', 'a', 'b']);
    expect((await eventsOf(jobType._id)).at(-1)).toMatchObject({ type: 'questions_reordered', payload: { jobTypeId: jobType._id, questionIds: [c._id, a._id, b._id] } });
    // The same order again changes nothing and records nothing.
    const before = (await eventsOf(jobType._id)).length;
    expect((await put(biz, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: [c._id, a._id, b._id] })).statusCode).toBe(200);
    expect(await eventsOf(jobType._id)).toHaveLength(before);
  });

  it('refuses an order that does not name every question once', async () => {
    const jobType = await q.jobType(biz);
    const [a, b] = [await q.question(biz, jobType), await q.question(biz, jobType)];
    const other = await q.question(biz, await q.jobType(biz));
    for (const order of [[a._id], [a._id, a._id], [a._id, b._id, b._id], [a._id, other._id], [a._id, b._id, randomUUID()], []]) {
      const res = await put(biz, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: order });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(QUESTION_MESSAGES.reorderMismatch);
    }
    expect((await put(biz, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: Array.from({ length: 1001 }, () => randomUUID()) })).statusCode).toBe(400);
    expect((await put(biz, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: 'all' })).statusCode).toBe(400);
  });

  it('refuses an order that makes a path rule jump backwards, naming the rule', async () => {
    const jobType = await q.jobType(biz);
    const a = await q.question(biz, jobType, { type: 'bool', title: 'Damage?' });
    const b = await q.question(biz, jobType, { title: 'Describe' });
    const c = await q.question(biz, jobType, { title: 'Photos', type: 'image' });
    expect((await put(biz, `/v2/question/${a._id}`, { settings: { path: [{ toQuestion: c._id, value: 'no' }] } })).statusCode).toBe(200);
    const res = await put(biz, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: [c._id, b._id, a._id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'questions.2.settings.path.0', questionId: a._id, problem: 'backwards' }],
    });
    expect((await q.detail(biz, jobType)).questions.map((x) => x._id)).toEqual([a._id, b._id, c._id]);
    expect((await put(biz, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: [a._id, c._id, b._id] })).statusCode).toBe(200);
  });

  it('is for admins, and another tenant cannot reorder', async () => {
    const jobType = await q.jobType(biz);
    const a = await q.question(biz, jobType);
    expect((await put(pm, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: [a._id] })).statusCode).toBe(403);
    expect((await put(acmeAdmin, `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: [a._id] }, acme)).statusCode).toBe(404);
  });
});

describe('a second tenant', () => {
  it('cannot read, change, reorder, delete or set the skills of these job types: 404 on its own host, its token refused on this one', async () => {
    const jobType = await q.jobType(biz, { title: 'Ours' });
    const question = await q.question(biz, jobType);
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', `/v2/jobtype/${jobType._id}`],
      ['GET', `/v2/jobtype/${jobType._id}/questions`],
      ['PUT', `/v2/jobtype/${jobType._id}`, { title: 'Theirs' }],
      ['PUT', `/v2/jobtype/${jobType._id}/reorder-questions`, { questions: [question._id] }],
      ['DELETE', `/v2/jobtype/${jobType._id}`],
      ['POST', `/v2/skills/jobType/${jobType._id}`, { skills: [] }],
    ];
    const foreignToken = await ctx.tokenFor(acmeAdmin);
    for (const [method, url, body] of calls) {
      expect((await call(acmeAdmin, method, url, body, acme)).statusCode, `${method} ${url} on its own host`).toBe(404);
      expect((await call(foreignToken, method, url, body, demo)).statusCode, `${method} ${url} on this host`).toBe(401);
    }
    expect(titles(await get(acmeAdmin, '/v2/jobtype?fromFilters=true', acme))).not.toContain('Ours');
    expect((await q.detail(biz, jobType)).title).toBe('Ours');
  });
});

describe('bad input is a 400 (or 404 for an id in the path), never a 500', () => {
  it('NUL bytes, broken text, huge titles, wrong types, non-uuid ids', async () => {
    const jobType = await q.jobType(biz);
    const cases: Array<[Method, string, unknown, number]> = [
      ['POST', '/v2/jobtype', { title: 'Nul\u0000title' }, 400],
      ['POST', '/v2/jobtype', { title: 'Broken \ud800 text' }, 400],
      ['POST', '/v2/jobtype', { title: 'x'.repeat(100_000) }, 400],
      ['POST', '/v2/jobtype', { title: 'x'.repeat(10 * 1024 * 1024) }, 413],
      ['POST', '/v2/jobtype', { title: 42 }, 400],
      ['POST', '/v2/jobtype', [1, 2], 400],
      ['POST', '/v2/jobtype', { title: 'Ok', settings: 'all' }, 400],
      ['PUT', `/v2/jobtype/${jobType._id}`, { settings: { description: 'd'.repeat(2001) } }, 400],
      ['PUT', `/v2/jobtype/${jobType._id}`, { title: { nested: true } }, 400],
      ['PUT', '/v2/jobtype/1%27%20or%201=1', { title: 'x' }, 404],
      ['GET', '/v2/jobtype/%00', undefined, 400],
      ['GET', `/v2/jobtype?type=${encodeURIComponent('a\u0000b')}`, undefined, 400],
      ['GET', '/v2/jobtype?fromFilters=maybe', undefined, 400],
      ['DELETE', '/v2/jobtype/..%2F..%2Fetc', undefined, 404],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await call(biz, method, url, body);
      expect(res.statusCode, `${method} ${url.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 80)}`).toBe(status);
      expect(res.json().code).toBeDefined();
    }
  });
});

describe('content for templates (contentOf, createFromContent)', () => {
  const content = (): JobTypeTemplateContent => ({
    title: 'Apartment handover',
    icon: 'apartment',
    settings: { description: 'Before the keys', previewSettings: [{ value: 'rooms', sequence: 0 }] },
    questions: [
      { key: 'start', type: 'step', title: 'Rooms', stepIcon: 'home', settings: {} },
      { key: 'rooms', type: 3, title: 'Rooms checked', settings: { childs: [{ value: 'Kitchen' }, { value: 'Bath' }], multiSelect: true, path: [{ toQuestion: 'sign', value: 'any' }] } },
      { key: 'notes', type: 'text', title: 'Notes', disabled: true, settings: {} },
      { key: 'summary', type: 'summary', title: 'Summary', settings: { questionList: ['rooms', 'notes'] } },
      { key: 'sign', type: 'bool', title: 'Tenant signs', fileRequired: false, settings: { signature: true, isMandatory: true } },
    ],
  });
  const run = <T>(user: TestUser, work: (caller: Caller, service: JobTypeContentService) => Promise<T>) =>
    ctx.db.tenant(user.instance.id, async (scope) => work(await callerFor(scope, user), ctx.app.get(JobTypeContentService)));

  it('makes a job type from content in one go: new ids, keys remapped, revision 1 of each, job_type_created naming the template', async () => {
    const templateId = randomUUID();
    const made = await run(biz, (caller, service) => service.createFromContent(caller, content(), { templateId }));
    expect(made.title).toBe('Apartment handover');
    expect(made.questions.map((x) => [x.title, x.type, x.sequence, x.revision, x.disabled])).toEqual([
      ['Rooms', 'step', 0, 1, false],
      ['Rooms checked', 'list', 1, 1, false],
      ['Notes', 'text', 2, 1, true],
      ['Summary', 'summary', 3, 1, false],
      ['Tenant signs', 'bool', 4, 1, false],
    ]);
    const [, rooms, notes, summary, sign] = made.questions;
    expect(rooms.settings.path).toEqual([{ toQuestion: sign._id, value: 'any', match: 'any' }]);
    expect((summary.settings as { questionList: string[] }).questionList).toEqual([rooms._id, notes._id]);
    expect(made.settings.previewSettings).toEqual([{ value: rooms._id, sequence: 0 }]);
    expect(new Set(made.questions.map((x) => x.ID)).size).toBe(5);
    expect((await eventsOf(made._id)).map((e) => e.payload)).toEqual([{ jobTypeId: made._id, title: 'Apartment handover', templateId }]);
    const revisions = await ctx.db.privileged((db) => db.select().from(questionRevisions).where(inArray(questionRevisions.questionId, made.questions.map((x) => x._id))));
    expect(revisions.map((r) => r.revision)).toEqual([1, 1, 1, 1, 1]);
    const named = await run(biz, (caller, service) => service.createFromContent(caller, content(), { title: 'Handover, block B', templateId: null }));
    expect(named.title).toBe('Handover, block B');
  });

  it('gives a job type back as content (keys are the ids, shared forms copied) that makes the same questionnaire again', async () => {
    const source = await run(biz, (caller, service) => service.createFromContent(caller, content(), { templateId: null }));
    const global = await q.question(biz, await q.jobType(biz), { is_global: true, title: 'Shared', type: 'bool' });
    await q.question(biz, source, { root: global._id, type: 'bool' });
    const saved = await run(biz, (caller, service) => service.contentOf(caller, source._id));
    expect(saved.questions.map((x) => x.key)).toEqual([...source.questions.map((x) => x._id), expect.any(String)]);
    expect(saved.questions.at(-1)).toMatchObject({ title: 'Shared', type: 'bool' });
    expect(saved.questions.at(-1)).not.toHaveProperty('root');
    const copy = await run(biz, (caller, service) => service.createFromContent(caller, saved, { templateId: null }));
    expect(copy.questions.map((x) => [x.title, x.type, x.disabled, x.root, x.is_global])).toEqual(
      [...source.questions.map((x) => [x.title, x.type, x.disabled, null, false]), ['Shared', 'bool', false, null, false]],
    );
    expect(copy.questions.every((x) => !source.questions.some((s) => s._id === x._id))).toBe(true);
    expect(copy.questions[1].settings.path).toEqual([{ toQuestion: copy.questions[4]._id, value: 'any', match: 'any' }]);
  });

  it("refuses content whose settings or paths the builder would refuse, naming the question; a gone choice image is left out", async () => {
    const bad = (change: (c: JobTypeTemplateContent) => void) => {
      const c = content();
      change(c);
      return run(biz, (caller, service) => service.createFromContent(caller, c, { templateId: null })).then(
        () => null,
        (error: { status: number; message: string; details: Array<{ path: string }> }) => [error.status, error.details?.[0]?.path ?? error.message],
      );
    };
    expect(await bad((c) => (c.questions[4].settings = { path: [{ toQuestion: 'rooms', value: 'yes' }] }))).toEqual([400, 'questions.4.settings.path.0']);
    expect(await bad((c) => (c.questions[1].settings = { childs: [{ value: 'A' }, { value: 'a' }] }))).toEqual([400, 'questions.1.settings.childs.1.value']);
    expect(await bad((c) => (c.questions[1].settings = { path: [{ toQuestion: 'nowhere', value: 'x' }] }))).toEqual([400, 'questions.1.settings.path.0.toQuestion']);
    expect(await bad((c) => (c.questions[2].key = 'rooms'))).toEqual([400, 'questions.2.key']);
    expect(await bad((c) => (c.questions[0].type = 'hologram'))).toEqual([400, 'questions.0.type']);
    expect(await bad((c) => (c.settings!.previewSettings = [{ value: 'nobody', sequence: 0 }]))).toEqual([400, 'settings.previewSettings.0.value']);
    const tooMany = (c: JobTypeTemplateContent) => {
      c.settings = {};
      c.questions = Array.from({ length: 1001 }, (_, i) => ({ key: `q${i}`, type: 'text', title: 'x', settings: {} }));
    };
    expect(await bad(tooMany)).toEqual([400, 'questions']);
    const refused = await run(pm, (caller, service) => service.createFromContent(caller, content(), { templateId: null })).catch((e: { status: number }) => e.status);
    expect(refused).toBe(403);

    const gone = content();
    gone.questions[1].settings = { childs: [{ value: 'Kitchen', file: randomUUID() }] };
    const made = await run(biz, (caller, service) => service.createFromContent(caller, gone, { templateId: null }));
    expect((made.questions[1].settings as { childs?: unknown }).childs).toEqual([{ value: 'Kitchen', file: null, fileUrl: null }]);
  });

  it("does not give another tenant's job type as content", async () => {
    const jobType = await q.jobType(biz);
    const status = await run(acmeAdmin, (caller, service) => service.contentOf(caller, jobType._id)).catch((e: { status: number }) => e.status);
    expect(status).toBe(404);
  });
});
