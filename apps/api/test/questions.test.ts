import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_KINDS,
  MESSAGES,
  QUESTION_MESSAGES,
  QUESTION_TITLE_MAX,
  QUESTION_TYPE_NUMBERS,
  QUESTIONS_PER_JOB_TYPE_MAX,
  questionListSchema,
  questionSchema,
  TOGGLE_KEYS,
  type Question,
  type Role,
  type ToggleKey,
} from '@fieldwork/contracts';
import { outboxEvents, questionRevisions, questions } from '../src/db/schema';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { questionnaire } from './helpers/questionnaire';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Questions through HTTP on a real database (spec 2 sections 3 to 7; spec 3 section 5): adding
 * them (types by name or number, settings per type, a place, a shared global form), changing them
 * with their path rules checked over the whole questionnaire, their revisions (ADR 0034), global
 * questions and the questions sharing their form, deleting them, the lists, and their images. A
 * second tenant tries each and fails.
 */

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
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

/** A value nested `n` arrays deep. */
const deep = (n: number): unknown => (n === 0 ? 1 : [deep(n - 1)]);
const titlesOf = async (jobType: { _id: string }) => (await q.detail(biz, jobType)).questions.map((x) => x.title);
const revisionsOf = (questionId: string) =>
  ctx.db.privileged((db) => db.select().from(questionRevisions).where(eq(questionRevisions.questionId, questionId)).orderBy(asc(questionRevisions.revision)));
const rowOf = async (questionId: string) => (await ctx.db.privileged((db) => db.select().from(questions).where(eq(questions.id, questionId))))[0];
const eventsOf = (jobTypeId: string) =>
  ctx.db.privileged((db) =>
    db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateType, 'job_type'), eq(outboxEvents.aggregateId, jobTypeId))).orderBy(outboxEvents.id),
  );

async function upload(as: TestUser, file: { filename: string; content: Buffer }): Promise<string> {
  const body = multipart([file]);
  const res = await ctx.request(as.instance, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: await ctx.tokenFor(as) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].assetId;
}

/** A questionnaire of a fresh job type: its questions made in order, by title and type. */
async function questionsOf(spec: Array<[string, string]>, jobTypeBody: Record<string, unknown> = {}) {
  const jobType = await q.jobType(biz, jobTypeBody);
  const made: Question[] = [];
  for (const [title, type] of spec) made.push(await q.question(biz, jobType, { title, type }));
  return { jobType, questions: made };
}

beforeAll(async () => {
  ctx = await TestContext.start();
  q = questionnaire(ctx);
  demo = await ctx.newInstance({ toggles: TOGGLE_KEYS, mainHost: true });
  acme = await ctx.newInstance({ toggles: TOGGLE_KEYS, mainHost: true });
  [biz, pm, insp, client] = await Promise.all((['business_admin', 'project_manager', 'inspector', 'client'] as Role[]).map((role) => ctx.newUser(demo, { role })));
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

describe('POST /v2/question', () => {
  it('adds a question last, numbered in the instance, with revision 1 of its form; question_created is recorded', async () => {
    const jobType = await q.jobType(biz);
    const first = await q.question(biz, jobType, { title: 'Meter reading', type: 'text', settings: { type: 'number', isMandatory: true } });
    const res = await post(biz, '/v2/question', { jobType: jobType._id, type: 'bool', title: '  Leaks? ', description: 'Under the sink' });
    expect(res.statusCode, res.body).toBe(201);
    const second = questionSchema.parse(res.json());
    expect(second).toMatchObject({
      title: 'Leaks?',
      type: 'bool',
      typeNumber: 2,
      sequence: 1,
      revision: 1,
      root: null,
      is_global: false,
      childrenCount: 0,
      jobType: jobType._id,
      description: 'Under the sink',
      disabled: false,
      isClientVisible: false,
      fileRequired: false,
      backgroundMobileUrl: null,
    });
    expect(second.ID).toBe(first.ID + 1);
    expect(first.settings).toMatchObject({ type: 'number', isMandatory: true, path: [], allowComment: false });
    const [revision] = await revisionsOf(second._id);
    expect(revision).toMatchObject({ revision: 1, createdBy: biz.id, form: { type: 'bool', title: 'Leaks?', description: 'Under the sink', fileRequired: false } });
    expect((await eventsOf(jobType._id)).at(-1)).toMatchObject({
      type: 'question_created',
      payload: { jobTypeId: jobType._id, questionId: second._id, type: 'bool', title: 'Leaks?' },
    });
  });

  it('puts a question at `sequence`, moving the rest down', async () => {
    const { jobType } = await questionsOf([['a', 'text'], ['b', 'text'], ['c', 'text']]);
    await q.question(biz, jobType, { title: 'first', sequence: 0 });
    await q.question(biz, jobType, { title: 'middle', sequence: 2 });
    await q.question(biz, jobType, { title: 'far', sequence: 99 });
    const detail = await q.detail(biz, jobType);
    expect(detail.questions.map((x) => [x.title, x.sequence])).toEqual([['first', 0], ['a', 1], ['middle', 2], ['b', 3], ['c', 4], ['far', 5]]);
  });

  it('takes a type by name or by its number (0 to 16): 3 is a list; an unknown type is refused', async () => {
    const jobType = await q.jobType(biz);
    for (const type of [3, '3', 'list']) expect((await q.question(biz, jobType, { type })).type).toBe('list');
    for (const [type, number] of Object.entries(QUESTION_TYPE_NUMBERS)) {
      const settings = type.startsWith('project_') ? { field: 'permit' } : {};
      const made = await q.question(biz, jobType, { type: number, settings });
      expect([made.type, made.typeNumber]).toEqual([type, number]);
    }
    for (const type of [17, 99, -1, 'hologram', '', null, true, 3.5]) {
      const res = await post(biz, '/v2/question', { jobType: jobType._id, type });
      expect(res.statusCode, String(type)).toBe(400);
      expect(res.json().details[0].path).toBe('type');
    }
    expect((await post(biz, '/v2/question', { jobType: jobType._id, type: 99 })).json().message).toBe('Unknown question type: 99');
  });

  it("refuses a type whose app is off (403 toggle_disabled): steps, blueprints, project questions", async () => {
    const cases: Array<[ToggleKey, string, object]> = [
      ['steps', 'step', {}],
      ['blueprints', 'blueprint', {}],
      ['projects', 'project_table', { field: 'rooms' }],
    ];
    for (const [app, type, settings] of cases) {
      const instance = await ctx.newInstance({ toggles: TOGGLE_KEYS.filter((k) => k !== app) });
      const admin = await ctx.newUser(instance, { role: 'business_admin' });
      const jobType = await q.jobType(admin);
      const res = await post(admin, '/v2/question', { jobType: jobType._id, type, settings });
      expect(res.statusCode, type).toBe(403);
      expect(res.json()).toMatchObject({ code: 'toggle_disabled', details: { app } });
      expect((await post(admin, '/v2/question', { jobType: jobType._id, type: 'text' })).statusCode).toBe(201);
      // A question of another type cannot become one either.
      const text = await q.question(admin, jobType);
      expect((await put(admin, `/v2/question/${text._id}`, { type, settings })).statusCode).toBe(403);
    }
  });

  it("refuses settings its type does not take, naming them as settings.x", async () => {
    const jobType = await q.jobType(biz);
    const cases: Array<[string, unknown, string]> = [
      ['number_stepper', { min: 5, max: 1 }, 'settings.max'],
      ['number_stepper', { step: 0 }, 'settings.step'],
      ['list', { childs: [{ value: 'Yes' }, { value: ' yes' }] }, 'settings.childs.1.value'],
      ['list', { childs: [{ value: '' }] }, 'settings.childs.0.value'],
      ['list', { maxSelection: 2 }, 'settings.maxSelection'],
      ['text', { type: 'phone' }, 'settings.type'],
      ['message', { isMandatory: true }, 'settings.isMandatory'],
      ['text', { fileIsRequired: true }, 'settings.fileIsRequired'],
      ['date_time', { isPunchClock: true }, 'settings.isPunchClock'],
      ['date_time', { allDays: [{ label: 'Day', value: '25:00-26:00' }] }, 'settings.allDays.0.value'],
      ['system_list', { systemListType: 'group' }, 'settings.group'],
      ['project_value', {}, 'settings.field'],
      ['text', { responseOptions: Array.from({ length: 31 }, (_, i) => `r${i}`) }, 'settings.responseOptions'],
      ['text', { path: 'everywhere' }, 'settings.path'],
      ['text', { permissions: { client: { answer: 'yes' } } }, 'settings.permissions.client.answer'],
    ];
    for (const [type, settings, path] of cases) {
      const res = await post(biz, '/v2/question', { jobType: jobType._id, type, settings });
      expect(res.statusCode, `${type} ${JSON.stringify(settings)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: expect.arrayContaining([expect.objectContaining({ path })]) });
    }
    // fileRequired is settings.fileIsRequired: it needs the file tab too, and reads back both ways.
    expect((await post(biz, '/v2/question', { jobType: jobType._id, type: 'image', fileRequired: true })).json().details[0].path).toBe('settings.fileIsRequired');
    const made = await q.question(biz, jobType, { type: 'image', fileRequired: true, settings: { allowAddingFile: true } });
    expect([made.fileRequired, made.settings.fileIsRequired]).toEqual([true, true]);
    expect(await titlesOf(jobType)).toEqual(['Question']);
  });

  it('checks a new question’s path rules against the questionnaire: forward only, inside the job type', async () => {
    const { jobType, questions: [a, b] } = await questionsOf([['a', 'text'], ['b', 'text']]);
    const other = await q.question(biz, await q.jobType(biz));
    const ahead = await q.question(biz, jobType, { type: 'bool', sequence: 0, settings: { path: [{ toQuestion: b._id, value: 'yes' }] } });
    expect(ahead.settings.path).toEqual([{ toQuestion: b._id, value: 'yes', match: 'equals' }]);
    const cases: Array<[object, string]> = [
      [{ settings: { path: [{ toQuestion: a._id, value: 'any' }] } }, 'backwards'],
      [{ settings: { path: [{ toQuestion: other._id, value: 'any' }] } }, 'outside'],
      [{ settings: { path: [{ toQuestion: randomUUID(), value: '' }] } }, 'outside'],
      [{ sequence: 0, type: 'message', settings: { path: [{ toQuestion: b._id, value: 'any' }] } }, 'not_answered'],
    ];
    for (const [body, problem] of cases) {
      const res = await post(biz, '/v2/question', { jobType: jobType._id, type: 'text', ...body });
      expect(res.statusCode, problem).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: expect.stringMatching(/^settings\.path/) });
      if (problem !== 'not_answered') expect(res.json().details[0]).toMatchObject({ path: 'settings.path.0', problem });
    }
    expect(await titlesOf(jobType)).toEqual(['Question', 'a', 'b']);
  });

  it(`refuses a question past ${QUESTIONS_PER_JOB_TYPE_MAX} in a job type (409)`, async () => {
    const jobType = await q.jobType(biz);
    await ctx.db.tenant(demo.id, ({ tx, instanceId }) =>
      tx.insert(questions).values(
        Array.from({ length: QUESTIONS_PER_JOB_TYPE_MAX }, (_, i) => ({ instanceId, jobTypeId: jobType._id, number: 2_000_000 + i, type: 'text', title: `Q${i}`, sequence: i })),
      ),
    );
    const res = await post(biz, '/v2/question', { jobType: jobType._id, type: 'text' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUESTION_MESSAGES.tooMany);
    expect((await q.detail(biz, jobType)).questions).toHaveLength(QUESTIONS_PER_JOB_TYPE_MAX);
  });

  it('is for admins; a job type of another tenant or none is not found', async () => {
    const jobType = await q.jobType(biz);
    for (const who of [pm, insp, client]) expect((await post(who, '/v2/question', { jobType: jobType._id, type: 'text' })).statusCode).toBe(403);
    expect((await post(acmeAdmin, '/v2/question', { jobType: jobType._id, type: 'text' }, acme)).statusCode).toBe(404);
    expect((await post(biz, '/v2/question', { jobType: randomUUID(), type: 'text' })).statusCode).toBe(404);
    expect((await post(biz, '/v2/question', { type: 'text' })).json().message).toBe('Choose the job type');
  });
});

describe('global questions and the questions sharing their form', () => {
  it("adds a global question of another job type (root): the new question copies its form, the global one counts it", async () => {
    const source = await q.jobType(biz, { title: 'Source' });
    const global = await q.question(biz, source, {
      type: 'list',
      title: 'Condition',
      is_global: true,
      isClientVisible: true,
      settings: { childs: [{ value: 'Good' }, { value: 'Poor' }], path: [] },
    });
    const target = await q.jobType(biz, { title: 'Target' });
    await q.question(biz, target, { title: 'First' });
    const child = await q.question(biz, target, { root: global._id, type: 'list', title: 'ignored', sequence: 0 });
    expect(child).toMatchObject({ root: global._id, is_global: false, title: 'Condition', type: 'list', isClientVisible: true, sequence: 0, revision: 1 });
    expect((child.settings as Record<string, unknown>).childs).toEqual([{ value: 'Good', fileUrl: null }, { value: 'Poor', fileUrl: null }]);
    expect((await q.detail(biz, source)).questions[0].childrenCount).toBe(1);
    const globals = questionListSchema.parse((await get(biz, '/v2/question?only_global=true')).json()).data;
    expect(globals.map((x) => x._id)).toContain(global._id);
    expect(globals.every((x) => x.is_global)).toBe(true);
  });

  it('refuses a root that is not global, of this job type, unknown or of another tenant', async () => {
    const jobType = await q.jobType(biz);
    const plain = await q.question(biz, await q.jobType(biz));
    const own = await q.question(biz, jobType, { is_global: true });
    const notGlobal = await post(biz, '/v2/question', { jobType: jobType._id, type: 'text', root: plain._id });
    expect(notGlobal.statusCode).toBe(400);
    expect(notGlobal.json()).toMatchObject({ message: QUESTION_MESSAGES.rootNotGlobal, details: [{ path: 'root' }] });
    expect((await post(biz, '/v2/question', { jobType: jobType._id, type: 'text', root: own._id })).json().details[0].path).toBe('root');
    expect((await post(biz, '/v2/question', { jobType: jobType._id, type: 'text', root: randomUUID() })).statusCode).toBe(404);
    const theirs = await q.jobType(acmeAdmin);
    const attach = await post(acmeAdmin, '/v2/question', { jobType: theirs._id, type: 'text', root: own._id }, acme);
    expect(attach.statusCode).toBe(404);
    expect(attach.json().message).toBe(QUESTION_MESSAGES.notFound);
  });

  it('a global question with children cannot lose its global setting, nor be deleted, until they are removed', async () => {
    const global = await q.question(biz, await q.jobType(biz), { is_global: true });
    const child = await q.question(biz, await q.jobType(biz), { root: global._id, type: 'text' });
    const refused = await put(biz, `/v2/question/${global._id}`, { is_global: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', message: QUESTION_MESSAGES.globalWithChildren });
    const deleting = await del(biz, `/v2/question/${global._id}`);
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().message).toBe(QUESTION_MESSAGES.globalDeleteWithChildren);
    expect((await del(biz, `/v2/question/${child._id}`)).statusCode).toBe(200);
    const res = await put(biz, `/v2/question/${global._id}`, { is_global: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_global: false, childrenCount: 0, revision: 1 });
  });

  it("a question sharing a form changes only its own place, disabled flag and path rules; it may leave the form (root null)", async () => {
    const global = await q.question(biz, await q.jobType(biz), { is_global: true, type: 'bool', title: 'Safe?' });
    const jobType = await q.jobType(biz);
    const child = await q.question(biz, jobType, { root: global._id, type: 'bool' });
    const after = await q.question(biz, jobType, { title: 'After' });
    for (const body of [{ title: 'Mine' }, { type: 'text' }, { settings: { isMandatory: true } }, { isClientVisible: true }, { is_global: true }]) {
      const res = await put(biz, `/v2/question/${child._id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toBe(QUESTION_MESSAGES.sharedForm);
    }
    // The editor sends the whole question back with its own path rule: that is allowed.
    const own = await put(biz, `/v2/question/${child._id}`, { ...child, settings: { ...(child.settings as Record<string, unknown>), path: [{ toQuestion: after._id, value: 'no' }] }, disabled: true });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ disabled: true, title: 'Safe?', revision: 2, settings: { path: [{ toQuestion: after._id, value: 'no', match: 'equals' }] } });
    expect((await put(biz, `/v2/question/${child._id}`, { root: randomUUID() })).statusCode).toBe(400);
    const left = await put(biz, `/v2/question/${child._id}`, { root: null, title: 'Mine now' });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ root: null, title: 'Mine now' });
    expect((await get(biz, `/v2/question/${global._id}`)).json().childrenCount).toBe(0);
  });

  it("a global question's new form reaches the questions sharing it in the same change, each as its own revision; their path rules stay theirs", async () => {
    const global = await q.question(biz, await q.jobType(biz), { is_global: true, type: 'bool', title: 'Gas smell?' });
    const jobType = await q.jobType(biz);
    const child = await q.question(biz, jobType, { root: global._id, type: 'bool' });
    const next = await q.question(biz, jobType, { title: 'Call the emergency line' });
    expect((await put(biz, `/v2/question/${child._id}`, { settings: { path: [{ toQuestion: next._id, value: 'yes' }] } })).statusCode).toBe(200);
    const res = await put(biz, `/v2/question/${global._id}`, { title: 'Smell of gas?', settings: { isMandatory: true } });
    expect(res.statusCode, res.body).toBe(200);
    const shared = (await get(biz, `/v2/question/${child._id}`)).json();
    expect(shared).toMatchObject({ title: 'Smell of gas?', revision: 3, settings: { isMandatory: true, path: [{ toQuestion: next._id, value: 'yes', match: 'equals' }] } });
    expect((await revisionsOf(child._id)).map((r) => [r.revision, r.form.title])).toEqual([[1, 'Gas smell?'], [2, 'Gas smell?'], [3, 'Smell of gas?']]);
    expect((await eventsOf(jobType._id)).at(-1)).toMatchObject({ type: 'question_updated', payload: { questionId: child._id, revision: 3, changes: ['title', 'settings.isMandatory'] } });
  });
});

describe('PUT /v2/question/{id}', () => {
  it('keeps what is left out; settings sent replace the settings whole', async () => {
    const jobType = await q.jobType(biz);
    const made = await q.question(biz, jobType, { type: 'text', title: 'Serial', description: 'On the label', settings: { type: 'number', allowComment: true } });
    const renamed = await put(biz, `/v2/question/${made._id}`, { title: 'Serial number' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Serial number', description: 'On the label', settings: { type: 'number', allowComment: true }, revision: 2 });
    const replaced = await put(biz, `/v2/question/${made._id}`, { settings: { type: 'email' } });
    expect(replaced.json()).toMatchObject({ title: 'Serial number', settings: { type: 'email', allowComment: false }, revision: 3 });
    // The same values again are no change: no revision, no event.
    const events = (await eventsOf(jobType._id)).length;
    expect((await put(biz, `/v2/question/${made._id}`, { ...(replaced.json() as Record<string, unknown>) })).json().revision).toBe(3);
    expect(await eventsOf(jobType._id)).toHaveLength(events);
  });

  it("a new type re-parses the settings: what the old type said that the new one reads otherwise is left behind", async () => {
    const jobType = await q.jobType(biz);
    const list = await q.question(biz, jobType, { type: 'list', settings: { childs: [{ value: 'A' }], allowComment: true } });
    const text = await put(biz, `/v2/question/${list._id}`, { type: 1 });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json()).toMatchObject({ type: 'text', typeNumber: 1, settings: { allowComment: true, type: 'text' } });
    expect(text.json().settings).not.toHaveProperty('childs');
    const project = await q.question(biz, jobType, { type: 'project_list', settings: { field: 'rooms', type: 2 } });
    const asText = await put(biz, `/v2/question/${project._id}`, { type: 'text' });
    expect(asText.statusCode, asText.body).toBe(200);
    expect(asText.json().settings.type).toBe('text');
    expect((await put(biz, `/v2/question/${project._id}`, { type: 'number_stepper', settings: { min: 3, max: 2 } })).json().details[0].path).toBe('settings.max');
    expect((await put(biz, `/v2/question/${project._id}`, { type: 'hologram' })).statusCode).toBe(400);
  });

  it('checks the path rules over the whole questionnaire: outside, self, backwards, not answered; a move that turns another rule backwards', async () => {
    const { jobType, questions: [a, b, c] } = await questionsOf([['a', 'bool'], ['b', 'text'], ['c', 'message']]);
    const other = await q.question(biz, await q.jobType(biz));
    const cases: Array<[string, object, string, string]> = [
      [b._id, { settings: { path: [{ toQuestion: other._id, value: 'x' }] } }, 'settings.path.0', 'outside'],
      [b._id, { settings: { path: [{ toQuestion: c._id, value: 'x' }, { toQuestion: b._id, value: 'y' }] } }, 'settings.path.1', 'self'],
      [b._id, { settings: { path: [{ toQuestion: a._id, value: 'any' }] } }, 'settings.path.0', 'backwards'],
    ];
    for (const [id, body, path, problem] of cases) {
      const res = await put(biz, `/v2/question/${id}`, body);
      expect(res.statusCode, problem).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path, problem, questionId: id });
    }
    // A message is not answered: its own settings check says so first.
    const message = await put(biz, `/v2/question/${c._id}`, { settings: { path: [{ toQuestion: c._id, value: 'x' }] } });
    expect([message.statusCode, message.json().details[0].path]).toEqual([400, 'settings.path']);
    expect((await put(biz, `/v2/question/${a._id}`, { settings: { path: [{ toQuestion: c._id, value: 'yes' }] } })).statusCode).toBe(200);
    const moved = await put(biz, `/v2/question/${c._id}`, { sequence: 0 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details[0]).toMatchObject({ path: `questions.${a._id}.settings.path.0`, problem: 'backwards' });
    // A type that is not answered cannot keep rules either.
    expect((await put(biz, `/v2/question/${a._id}`, { type: 'step' })).json().details[0].path).toBe('settings.path');
    const ok = await put(biz, `/v2/question/${b._id}`, { sequence: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await titlesOf(jobType)).toEqual(['b', 'a', 'c']);
  });

  it('never moves a question to another job type, and refuses images that are not readable images of this instance', async () => {
    const jobType = await q.jobType(biz);
    const made = await q.question(biz, jobType);
    expect((await put(biz, `/v2/question/${made._id}`, { jobType: randomUUID() })).json().details[0].path).toBe('jobType');
    expect((await put(biz, `/v2/question/${made._id}`, { job_type: jobType._id, title: 'Same job type' })).statusCode).toBe(200);
  });

  it('is for admins; another tenant finds nothing', async () => {
    const made = await q.question(biz, await q.jobType(biz), { title: 'Kept' });
    for (const who of [pm, insp, client]) expect((await put(who, `/v2/question/${made._id}`, { title: 'Nope' })).statusCode).toBe(403);
    expect((await put(acmeAdmin, `/v2/question/${made._id}`, { title: 'Stolen' }, acme)).statusCode).toBe(404);
    expect((await put(biz, `/v2/question/${randomUUID()}`, { title: 'x' })).json().message).toBe(QUESTION_MESSAGES.notFound);
    expect((await get(biz, `/v2/question/${made._id}`)).json().title).toBe('Kept');
  });
});

describe('versioning (ADR 0034)', () => {
  it("each change of a question's form is a new revision, written with it; an earlier form stays as it was; place and disabled are no new form", async () => {
    const jobType = await q.jobType(biz);
    await q.question(biz, jobType, { title: 'Before it' });
    const made = await q.question(biz, jobType, { type: 'list', title: 'Finish', settings: { childs: [{ value: 'Matt' }, { value: 'Gloss' }] } });
    expect((await put(biz, `/v2/question/${made._id}`, { title: 'Wall finish' })).json().revision).toBe(2);
    expect((await put(biz, `/v2/question/${made._id}`, { settings: { childs: [{ value: 'Matt' }, { value: 'Satin' }], multiSelect: true } })).json().revision).toBe(3);
    expect((await put(biz, `/v2/question/${made._id}`, { sequence: 0, disabled: true })).json()).toMatchObject({ revision: 3, sequence: 0, disabled: true });
    const revisions = await revisionsOf(made._id);
    expect(revisions.map((r) => r.revision)).toEqual([1, 2, 3]);
    expect(revisions[0].form).toEqual({
      type: 'list',
      title: 'Finish',
      description: '',
      settings: expect.objectContaining({ childs: [{ value: 'Matt' }, { value: 'Gloss' }], multiSelect: false }),
      isClientVisible: false,
      fileRequired: false,
      stepIcon: null,
      withBackground: false,
      backgroundMobile: null,
      backgroundDesktop: null,
      darkMode: false,
    });
    expect(revisions[1].form).toMatchObject({ title: 'Wall finish', settings: { childs: [{ value: 'Matt' }, { value: 'Gloss' }] } });
    expect(revisions[2].form).toMatchObject({ title: 'Wall finish', settings: { childs: [{ value: 'Matt' }, { value: 'Satin' }], multiSelect: true } });
    expect(await rowOf(made._id)).toMatchObject({ revision: 3, title: 'Wall finish' });
  });
});

describe('DELETE /v2/question/{id}', () => {
  it('marks it deleted, takes the path rules that jumped to it (each such question a new revision) and its place among the main questions', async () => {
    const { jobType, questions: [a, b, c, d] } = await questionsOf([['a', 'bool'], ['b', 'bool'], ['c', 'text'], ['d', 'text']]);
    expect((await put(biz, `/v2/question/${a._id}`, { settings: { path: [{ toQuestion: c._id, value: 'yes' }, { toQuestion: d._id, value: 'no' }] } })).statusCode).toBe(200);
    expect((await put(biz, `/v2/question/${b._id}`, { settings: { path: [{ toQuestion: c._id, value: 'any' }] } })).statusCode).toBe(200);
    expect((await put(biz, `/v2/jobtype/${jobType._id}`, { settings: { previewSettings: [{ value: c._id, sequence: 0 }, { value: d._id, sequence: 1 }] } })).statusCode).toBe(200);
    const res = await del(biz, `/v2/question/${c._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, rulesRemovedFrom: [a._id, b._id] });
    const detail = await q.detail(biz, jobType);
    expect(detail.questions.map((x) => [x.title, x.sequence, x.revision])).toEqual([['a', 0, 3], ['b', 1, 3], ['d', 2, 1]]);
    expect(detail.questions[0].settings.path).toEqual([{ toQuestion: d._id, value: 'no', match: 'equals' }]);
    expect(detail.questions[1].settings.path).toEqual([]);
    expect(detail.settings.previewSettings).toEqual([{ value: d._id, sequence: 1 }]);
    expect(await rowOf(c._id)).toMatchObject({ deletedAt: expect.any(Date) });
    expect(await revisionsOf(c._id)).toHaveLength(1);
    expect((await eventsOf(jobType._id)).at(-1)).toMatchObject({ type: 'question_deleted', payload: { jobTypeId: jobType._id, questionId: c._id, title: 'c' } });
    expect((await get(biz, `/v2/question/${c._id}`)).statusCode).toBe(404);
    expect((await del(biz, `/v2/question/${c._id}`)).statusCode).toBe(404);
    expect((await put(biz, `/v2/question/${c._id}`, { title: 'back' })).statusCode).toBe(404);
  });

  it('is for admins; another tenant finds nothing', async () => {
    const made = await q.question(biz, await q.jobType(biz));
    for (const who of [pm, insp, client]) expect((await del(who, `/v2/question/${made._id}`)).statusCode).toBe(403);
    expect((await del(acmeAdmin, `/v2/question/${made._id}`, acme)).statusCode).toBe(404);
    expect((await get(biz, `/v2/question/${made._id}`)).statusCode).toBe(200);
  });
});

describe('GET /v2/question, /v2/question/projects and /v2/question/{id}', () => {
  let instance: TestInstance;
  let admin: TestUser;
  let itsClient: TestUser;
  let forClients: { _id: string };
  let staff: { _id: string };

  beforeAll(async () => {
    instance = await ctx.newInstance({ toggles: TOGGLE_KEYS });
    admin = await ctx.newUser(instance, { role: 'business_admin' });
    itsClient = await ctx.newUser(instance, { role: 'client' });
    forClients = await q.jobType(admin, { settings: { permissions: { client: { create: true } } } });
    staff = await q.jobType(admin);
    await q.question(admin, forClients, { title: 'Meter photo', type: 'image', isClientVisible: true });
    await q.question(admin, forClients, { title: 'Meter note', type: 'text' });
    await q.question(admin, forClients, { title: 'Rooms table', type: 'project_table', settings: { field: 'rooms' }, isClientVisible: true });
    await q.question(admin, staff, { title: 'Meter global', type: 'list', is_global: true, isClientVisible: true });
    await q.question(admin, staff, { title: 'Permit', type: 'project_value', settings: { field: 'permit' } });
  });
  const titles = async (as: TestUser, url: string) => {
    const res = await get(as, url, instance);
    expect(res.statusCode, res.body).toBe(200);
    return questionListSchema.parse(res.json()).data.map((x) => x.title);
  };

  it('narrows by job type, global, title and type (by name or number)', async () => {
    expect(await titles(admin, `/v2/question?jobType=${forClients._id}`)).toEqual(['Meter photo', 'Meter note', 'Rooms table']);
    expect(await titles(admin, '/v2/question?only_global=true')).toEqual(['Meter global']);
    expect((await titles(admin, '/v2/question?search=meter')).sort()).toEqual(['Meter global', 'Meter note', 'Meter photo']);
    expect(await titles(admin, `/v2/question?type=${QUESTION_TYPE_NUMBERS.list}`)).toEqual(['Meter global']);
    expect(await titles(admin, '/v2/question?type=image')).toEqual(['Meter photo']);
    expect((await get(admin, '/v2/question?type=hologram', instance)).statusCode).toBe(400);
    expect((await get(admin, `/v2/question?jobType=${randomUUID()}`, instance)).statusCode).toBe(404);
  });

  it('lists the project questions, of a job type when asked', async () => {
    expect((await titles(admin, '/v2/question/projects')).sort()).toEqual(['Permit', 'Rooms table']);
    expect(await titles(admin, `/v2/question/projects?jobType=${staff._id}`)).toEqual(['Permit']);
    expect(await titles(admin, '/v2/question/projects?type=list')).toEqual([]);
  });

  it('gives a client only the questions shown to clients of the job types letting clients create jobs', async () => {
    expect(await titles(itsClient, '/v2/question')).toEqual(['Meter photo', 'Rooms table']);
    expect(await titles(itsClient, '/v2/question?only_global=true')).toEqual([]);
    expect(await titles(itsClient, '/v2/question/projects')).toEqual(['Rooms table']);
    expect((await get(itsClient, `/v2/question?jobType=${staff._id}`, instance)).statusCode).toBe(404);
    const hidden = (await q.detail(admin, forClients)).questions[1];
    expect((await get(itsClient, `/v2/question/${hidden._id}`, instance)).statusCode).toBe(404);
    const shown = (await q.detail(admin, forClients)).questions[0];
    expect((await get(itsClient, `/v2/question/${shown._id}`, instance)).json().title).toBe('Meter photo');
  });
});

describe('images: backgrounds and list choices', () => {
  it('takes images the caller may read and answers signed links to them; refuses other files and other tenants’ images', async () => {
    const jobType = await q.jobType(biz);
    const wide = await upload(biz, { filename: 'wide.png', content: await files.png(64, 32) });
    const tall = await upload(biz, { filename: 'tall.jpg', content: await files.jpeg(32, 64) });
    const made = await q.question(biz, jobType, {
      type: 'list',
      withBackground: true,
      backgroundMobile: tall,
      backgroundDesktop: wide,
      settings: { tiledList: true, childs: [{ value: 'Crack', caption: 'Wide crack', file: wide }, { value: 'None' }] },
    });
    expect(made).toMatchObject({ backgroundMobile: tall, backgroundDesktop: wide, withBackground: true });
    expect(made.backgroundMobileUrl).toContain(`/v2/asset/download/${tall}?`);
    const choice = ((made.settings as Record<string, unknown>).childs as Array<{ file?: string; fileUrl: string | null }>)[0];
    expect(choice).toMatchObject({ file: wide, fileUrl: expect.stringContaining(`/v2/asset/download/${wide}?size=message`) });
    for (const link of [made.backgroundMobileUrl!, made.backgroundDesktopUrl!, choice.fileUrl!]) {
      const url = new URL(link, 'http://x');
      expect((await ctx.request(demo, { method: 'GET', url: url.pathname + url.search })).statusCode, link).toBe(200);
    }

    const pdf = await upload(biz, { filename: 'plan.pdf', content: files.pdf() });
    const foreign = await upload(acmeAdmin, { filename: 'a.png', content: await files.png(8, 8) });
    const someonesPrivate = await ctx.newUser(demo, { role: 'inspector' }).then(async (owner) => {
      const body = multipart([{ filename: 'p.png', content: await files.png(8, 8) }]);
      const res = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload?private_asset=true', headers: body.headers, payload: body.payload, as: await ctx.tokenFor(owner) });
      return res.json()[0].assetId as string;
    });
    const cases: Array<[object, string, string]> = [
      [{ backgroundMobile: pdf }, 'backgroundMobile', MESSAGES.invalidFileType(IMAGE_KINDS)],
      [{ backgroundDesktop: foreign }, 'backgroundDesktop', 'No such image'],
      [{ backgroundDesktop: randomUUID() }, 'backgroundDesktop', 'No such image'],
      [{ settings: { childs: [{ value: 'A', file: foreign }] } }, 'settings.childs.0.file', 'No such image'],
    ];
    for (const [body, path, message] of cases) {
      const res = await put(biz, `/v2/question/${made._id}`, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: [{ path, message }] });
    }
    expect((await put(biz, `/v2/question/${made._id}`, { backgroundDesktop: 'not-an-id' })).statusCode).toBe(400);
    // Admins read private files; the question keeps it.
    expect((await put(biz, `/v2/question/${made._id}`, { backgroundDesktop: someonesPrivate })).statusCode).toBe(200);
    const cleared = await put(biz, `/v2/question/${made._id}`, { backgroundMobile: null, backgroundDesktop: null });
    expect(cleared.json()).toMatchObject({ backgroundMobile: null, backgroundMobileUrl: null, backgroundDesktopUrl: null });
  });
});

describe('a second tenant', () => {
  it('cannot read, change, delete or share these questions: 404 on its own host, its token refused on this one', async () => {
    const jobType = await q.jobType(biz);
    const global = await q.question(biz, jobType, { is_global: true, title: 'Ours' });
    const theirs = await q.jobType(acmeAdmin);
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', `/v2/question/${global._id}`],
      ['GET', `/v2/question?jobType=${jobType._id}`],
      ['GET', `/v2/question/projects?jobType=${jobType._id}`],
      ['PUT', `/v2/question/${global._id}`, { title: 'Theirs' }],
      ['DELETE', `/v2/question/${global._id}`],
      ['POST', '/v2/question', { jobType: theirs._id, type: 'text', root: global._id }],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text' }],
    ];
    const foreignToken = await ctx.tokenFor(acmeAdmin);
    for (const [method, url, body] of calls) {
      expect((await call(acmeAdmin, method, url, body, acme)).statusCode, `${method} ${url} on its own host`).toBe(404);
      expect((await call(foreignToken, method, url, body, demo)).statusCode, `${method} ${url} on this host`).toBe(401);
    }
    const listed = (await get(acmeAdmin, '/v2/question?only_global=true', acme)).json().data.map((x: { _id: string }) => x._id);
    expect(listed).not.toContain(global._id);
    expect((await get(biz, `/v2/question/${global._id}`)).json()).toMatchObject({ title: 'Ours', childrenCount: 0 });
  });
});

describe('bad input is a 400 (or 404 for an id in the path), never a 500', () => {
  it('NUL bytes, broken text, huge titles, wrong types, non-uuid ids', async () => {
    const jobType = await q.jobType(biz);
    const made = await q.question(biz, jobType);
    const cases: Array<[Method, string, unknown, number]> = [
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text', title: 'Nul\u0000title' }, 400],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text', title: 'Broken \ud800 text' }, 400],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text', title: 'x'.repeat(QUESTION_TITLE_MAX + 1) }, 400],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text', title: 'x'.repeat(10 * 1024 * 1024) }, 413],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text', settings: { nested: deep(100) } }, 400],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text', settings: [1, 2] }, 400],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text', sequence: -1 }, 400],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'text', stepIcon: 'rocket' }, 400],
      ['POST', '/v2/question', { jobType: 'not-an-id', type: 'text' }, 400],
      ['POST', '/v2/question', { jobType: jobType._id, type: 'list', settings: { childs: Array.from({ length: 501 }, (_, i) => ({ value: `c${i}` })) } }, 400],
      ['PUT', `/v2/question/${made._id}`, { title: 42 }, 400],
      ['PUT', `/v2/question/${made._id}`, { description: 'd'.repeat(5001) }, 400],
      ['PUT', `/v2/question/${made._id}`, { root: 'someone' }, 400],
      ['PUT', '/v2/question/1%27%20or%201=1', { title: 'x' }, 404],
      ['GET', '/v2/question/%00', undefined, 400],
      ['GET', `/v2/question?search=${encodeURIComponent('a\u0000b')}`, undefined, 400],
      ['GET', `/v2/question?search=${'s'.repeat(300)}`, undefined, 400],
      ['GET', '/v2/question?only_global=perhaps', undefined, 400],
      ['DELETE', '/v2/question/..%2F..%2Fetc', undefined, 404],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await call(biz, method, url, body);
      expect(res.statusCode, `${method} ${url.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 80)}`).toBe(status);
      expect(res.json().code).toBeDefined();
    }
    expect(await titlesOf(jobType)).toEqual(['Question']);
  });
});
