import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobTypeSchema,
  jobTypeTemplateCardSchema,
  jobTypeTemplateListSchema,
  jobTypeTemplateSchema,
  TOGGLE_KEYS,
  type JobType,
  type JobTypeTemplate,
  type JobTypeTemplateCard,
  type PathRule,
  type ToggleKey,
} from '@fieldwork/contracts';
import { outboxEvents } from '../src/db/schema';
import { questionnaire } from './helpers/questionnaire';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Job-type templates through HTTP on a real database (spec 1 sections 2.6 and 7.4): the starter
 * templates of a new instance, saving a job type as a template, creating a job type from one,
 * deleting, who may, and a second tenant that can do none of it to this tenant's templates.
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

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const call = (as: TestUser, method: Method, url: string, payload?: unknown) => ctx.call(as, method, url, { payload });
const get = (as: TestUser, url: string) => call(as, 'GET', url);
const post = (as: TestUser, url: string, body: unknown = {}) => call(as, 'POST', url, body);
const del = (as: TestUser, url: string) => call(as, 'DELETE', url);

const MISSING = '7d0c5b2a-9a4e-4c3b-8f1e-2b6d8c1a0e55';

async function instanceWith(opts: { off?: ToggleKey[] } = {}): Promise<TestInstance> {
  const off = new Set(opts.off ?? []);
  return ctx.newInstance({ toggles: TOGGLE_KEYS.filter((k) => !off.has(k)) });
}

async function cards(as: TestUser, query = ''): Promise<JobTypeTemplateCard[]> {
  const res = await get(as, `/v2/jobtype/templates${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(jobTypeTemplateListSchema.safeParse(res.json()).success).toBe(true);
  return res.json().data;
}

async function template(as: TestUser, id: string): Promise<JobTypeTemplate> {
  const res = await get(as, `/v2/jobtype/${id}/template`);
  expect(res.statusCode, res.body).toBe(200);
  expect(jobTypeTemplateSchema.safeParse(res.json()).success).toBe(true);
  return res.json();
}

async function createFrom(as: TestUser, templateId: string, body: unknown = {}): Promise<JobType> {
  const res = await post(as, `/v2/jobtype/template/${templateId}`, body);
  expect(res.statusCode, res.body).toBe(201);
  expect(jobTypeSchema.safeParse(res.json()).success).toBe(true);
  return res.json();
}

async function saveAsTemplate(as: TestUser, jobTypeId: string, body: unknown = {}): Promise<JobTypeTemplateCard> {
  const res = await post(as, `/v2/jobtype/${jobTypeId}/template`, body);
  expect(res.statusCode, res.body).toBe(201);
  expect(jobTypeTemplateCardSchema.safeParse(res.json()).success).toBe(true);
  return res.json();
}

const starter = async (as: TestUser, title: string) => {
  const found = (await cards(as)).find((c) => c.starter && c.title === title);
  if (!found) throw new Error(`no starter template "${title}"`);
  return found;
};

const eventsOf = (type: string, aggregateId: string) =>
  ctx.db.privileged((db) =>
    db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, type), eq(outboxEvents.aggregateId, aggregateId)))
      .orderBy(outboxEvents.id),
  );

/** Each question's path rules as positions in the questionnaire: what must survive new ids. */
const rulesByPosition = (jobType: JobType) => {
  const position = new Map(jobType.questions.map((q, i) => [q._id, i]));
  return jobType.questions.map((q) => ((q.settings.path as PathRule[] | undefined) ?? []).map((rule) => ({ ...rule, toQuestion: position.get(rule.toQuestion) ?? 'elsewhere' })));
};

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await instanceWith();
  acme = await instanceWith();
  [sys, biz, pm, insp, client] = await Promise.all(
    (['sys_admin', 'business_admin', 'project_manager', 'inspector', 'client'] as const).map((role) => ctx.newUser(demo, { role })),
  );
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

describe('starter templates', () => {
  it('a new instance has the starter templates in English and in Hebrew, none of them deletable', async () => {
    const all = await cards(biz);
    const en = all.filter((c) => c.language === 'en');
    const he = all.filter((c) => c.language === 'he');
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(he).toHaveLength(en.length);
    expect(all).toHaveLength(en.length + he.length);
    expect(en.map((c) => c.title)).toEqual(expect.arrayContaining(['Site safety inspection', 'Apartment handover', 'Fire extinguisher check']));
    expect(he.map((c) => c.title)).toEqual(expect.arrayContaining(['ביקורת בטיחות באתר', 'מסירת דירה', 'בדיקת מטפי כיבוי אש']));
    for (const card of all) {
      expect(card).toMatchObject({ starter: true, canBeDeleted: false });
      expect(card.questionCount).toBeGreaterThan(5);
      expect(card.description).not.toBe('');
    }
  });

  it('language narrows the starter templates to it', async () => {
    const he = await cards(biz, '?language=he');
    expect(he.length).toBeGreaterThanOrEqual(4);
    expect(he.every((c) => c.language === 'he')).toBe(true);
    expect((await cards(biz, '?language=en&search=SAFETY')).map((c) => c.title)).toEqual(['Site safety inspection']);
  });

  it('one template: its card and its questions by key, as many as the card counts', async () => {
    const card = await starter(biz, 'Fire extinguisher check');
    const read = await template(sys, card._id);
    expect(read).toMatchObject({ ...card, content: { title: 'Fire extinguisher check', icon: 'fire_extinguisher' } });
    expect(read.content.questions).toHaveLength(card.questionCount);
    expect(read.content.questions.find((q) => q.key === 'count')).toMatchObject({ type: 'number_stepper' });
  });

  it('a job type made from a starter template: its questions, steps and path jump, under the name given', async () => {
    const card = await starter(biz, 'ביקורת בטיחות באתר');
    const source = await template(biz, card._id);
    const made = await createFrom(biz, card._id, { name: 'ביקורת בטיחות – מגדלי הים' });
    expect(made).toMatchObject({ title: 'ביקורת בטיחות – מגדלי הים', icon: 'safety', questionsCount: card.questionCount });
    expect(made.questions.map((q) => [q.type, q.title])).toEqual(source.content.questions.map((q) => [q.type, q.title]));
    const hazards = made.questions.find((q) => q.title === 'נמצאו מפגעים?')!;
    const signoff = made.questions.find((q) => q.type === 'step' && q.title === 'סיכום וחתימה')!;
    expect(hazards.settings.path).toEqual([{ toQuestion: signoff._id, value: 'false', match: 'equals' }]);
    expect(made.settings.previewSettings.map((p) => p.value)).toEqual([hazards._id, made.questions.find((q) => q.title === 'רמת החומרה')!._id]);
    const [event] = await eventsOf('job_type_created', made._id);
    expect(event).toMatchObject({ actorId: biz.id, payload: { jobTypeId: made._id, templateId: card._id } });
    // Without a name it takes the template's title.
    expect((await createFrom(biz, card._id)).title).toBe('ביקורת בטיחות באתר');
  });
});

describe('saving a job type as a template, and creating from it', () => {
  let source: JobType;
  let saved: JobTypeTemplateCard;

  beforeAll(async () => {
    source = await createFrom(biz, (await starter(biz, 'Daily site log'))._id, { name: 'Tower B daily log' });
  });

  it('saves a job type with steps and path rules as a template under a name, and records job_type_template_saved', async () => {
    expect(source.questions.some((q) => q.type === 'step')).toBe(true);
    expect(rulesByPosition(source).flat().length).toBeGreaterThan(0);
    saved = await saveAsTemplate(biz, source._id, { name: 'Tower daily log', description: 'Our daily log for the tower projects' });
    expect(saved).toMatchObject({
      title: 'Tower daily log',
      description: 'Our daily log for the tower projects',
      icon: source.icon,
      questionCount: source.questions.length,
      language: null,
      starter: false,
      canBeDeleted: true,
    });
    const [event] = await eventsOf('job_type_template_saved', source._id);
    expect(event).toMatchObject({ aggregateType: 'job_type', actorId: biz.id, payload: { jobTypeId: source._id, templateId: saved._id, name: 'Tower daily log' } });
  });

  it('lists the saved template first, whatever the language asked', async () => {
    for (const query of ['', '?language=he', '?language=en']) expect((await cards(biz, query))[0]).toEqual(saved);
  });

  it('reads the saved template: the job type as it was, titled as the template', async () => {
    const read = await template(biz, saved._id);
    expect(read.content.title).toBe('Tower daily log');
    expect(read.content.questions.map((q) => [q.type, q.title])).toEqual(source.questions.map((q) => [q.type, q.title]));
  });

  it('creates a job type from it: new question ids, and path rules and main questions pointing at the new questions', async () => {
    const made = await createFrom(sys, saved._id, { name: 'Tower C daily log' });
    expect(made.title).toBe('Tower C daily log');
    expect(made._id).not.toBe(source._id);
    expect(made.questions.map((q) => [q.type, q.title, q.sequence])).toEqual(source.questions.map((q) => [q.type, q.title, q.sequence]));
    const sourceIds = new Set(source.questions.map((q) => q._id));
    expect(made.questions.some((q) => sourceIds.has(q._id))).toBe(false);
    expect(new Set(made.questions.map((q) => q.ID)).size).toBe(made.questions.length);
    expect(rulesByPosition(made)).toEqual(rulesByPosition(source));
    const madeIds = new Set(made.questions.map((q) => q._id));
    for (const q of made.questions) for (const rule of (q.settings.path as PathRule[] | undefined) ?? []) expect(madeIds.has(rule.toQuestion)).toBe(true);
    const position = (jobType: JobType, id: string) => jobType.questions.findIndex((q) => q._id === id);
    expect(made.settings.previewSettings.map((p) => position(made, p.value))).toEqual(source.settings.previewSettings.map((p) => position(source, p.value)));
    const [event] = await eventsOf('job_type_created', made._id);
    expect(event).toMatchObject({ payload: { templateId: saved._id } });
  });

  it('a job type built question by question, with a step, a mandatory list and a jump, comes back the same from its template', async () => {
    const build = questionnaire(ctx);
    const built = await build.jobType(biz, { title: 'Roof check', icon: 'construction' });
    await build.question(biz, built, { type: 'step', title: 'Roof', stepIcon: 'home' });
    const signoff = await build.question(biz, built, { type: 'text', title: 'Signed by', settings: { signature: true, isMandatory: true } });
    const leaks = await build.question(biz, built, {
      type: 'list',
      title: 'Leaks found',
      sequence: 1,
      settings: { isMandatory: true, childs: [{ value: 'None' }, { value: 'Minor' }, { value: 'Major' }], path: [{ toQuestion: signoff._id, value: 'None' }] },
    });
    await build.question(biz, built, { type: 'image', title: 'Photos of the leaks', sequence: 2, isClientVisible: true });
    const source = await build.detail(biz, built);
    expect(source.questions.map((q) => q._id)).toEqual([source.questions[0]._id, leaks._id, source.questions[2]._id, signoff._id]);

    const card = await saveAsTemplate(biz, source._id);
    expect(card).toMatchObject({ title: 'Roof check', icon: 'construction', questionCount: 4 });
    const made = await createFrom(biz, card._id, { name: 'Roof check, block B' });
    const strip = (q: JobType['questions'][number]) => ({ type: q.type, title: q.title, sequence: q.sequence, isClientVisible: q.isClientVisible, stepIcon: q.stepIcon });
    expect(made.questions.map(strip)).toEqual(source.questions.map(strip));
    const [, madeLeaks, , madeSignoff] = made.questions;
    expect(madeLeaks.settings).toMatchObject({ isMandatory: true, path: [{ toQuestion: madeSignoff._id, value: 'None', match: 'equals' }] });
    expect(madeSignoff.settings).toMatchObject({ signature: true, isMandatory: true });
    expect(madeLeaks._id).not.toBe(leaks._id);
    // The copy is a job type like any other: it reads back as it was answered.
    expect((await build.detail(biz, made)).questions.map((q) => q._id)).toEqual(made.questions.map((q) => q._id));
  });

  it('saves under the job type’s title when no name is given', async () => {
    const card = await saveAsTemplate(sys, source._id);
    expect(card.title).toBe('Tower B daily log');
    expect((await template(sys, card._id)).content.title).toBe('Tower B daily log');
  });

  it('deletes a saved template (the job types made from it stay); a starter template stays', async () => {
    const card = await saveAsTemplate(biz, source._id, { name: 'Short-lived' });
    const res = await del(biz, `/v2/jobtype/${card._id}/template`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get(biz, `/v2/jobtype/${card._id}/template`)).statusCode).toBe(404);
    expect((await del(biz, `/v2/jobtype/${card._id}/template`)).statusCode).toBe(404);
    expect((await cards(biz)).some((c) => c._id === card._id)).toBe(false);

    const first = await starter(biz, 'Apartment handover');
    const refused = await del(biz, `/v2/jobtype/${first._id}/template`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', message: 'A starter template cannot be deleted' });
  });

  it('answers a template or job type that is not there with 404 and the catalogue’s words', async () => {
    for (const [method, url] of [
      ['GET', `/v2/jobtype/${MISSING}/template`],
      ['DELETE', `/v2/jobtype/${MISSING}/template`],
      ['POST', `/v2/jobtype/template/${MISSING}`],
    ] as const) {
      const res = await call(biz, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Template not found' });
    }
    const res = await post(biz, `/v2/jobtype/${MISSING}/template`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Job type not found' });
    // Anything but an id names nothing.
    expect((await get(biz, '/v2/jobtype/not-an-id/template')).statusCode).toBe(404);
    expect((await post(biz, '/v2/jobtype/template/42', {})).statusCode).toBe(404);
  });

  it('answers bad input with a 400, never a 500', async () => {
    const cases: Array<[Method, string, unknown]> = [
      ['GET', '/v2/jobtype/templates?language=fr', undefined],
      ['POST', `/v2/jobtype/${source._id}/template`, { name: '   ' }],
      ['POST', `/v2/jobtype/${source._id}/template`, { name: 'x'.repeat(201) }],
      ['POST', `/v2/jobtype/${source._id}/template`, { description: 5 }],
      ['POST', `/v2/jobtype/template/${saved._id}`, { name: '' }],
      ['POST', `/v2/jobtype/template/${saved._id}`, { name: ['Tower'] }],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(biz, method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
    }
  });
});

describe('who may', () => {
  it('only admins: a project manager, an inspector and a client are refused every call', async () => {
    const card = await starter(biz, 'Site safety inspection');
    const jobType = await createFrom(biz, card._id);
    for (const user of [pm, insp, client]) {
      for (const [method, url] of [
        ['GET', '/v2/jobtype/templates'],
        ['GET', `/v2/jobtype/${card._id}/template`],
        ['POST', `/v2/jobtype/${jobType._id}/template`],
        ['DELETE', `/v2/jobtype/${card._id}/template`],
        ['POST', `/v2/jobtype/template/${card._id}`],
      ] as const) {
        const res = await call(user, method, url, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${user.role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('with the templates app off, even an admin is refused (toggle_disabled)', async () => {
    const off = await instanceWith({ off: ['templates'] });
    const admin = await ctx.newUser(off, { role: 'business_admin' });
    for (const [method, url] of [
      ['GET', '/v2/jobtype/templates'],
      ['GET', `/v2/jobtype/${MISSING}/template`],
      ['POST', `/v2/jobtype/${MISSING}/template`],
      ['DELETE', `/v2/jobtype/${MISSING}/template`],
      ['POST', `/v2/jobtype/template/${MISSING}`],
    ] as const) {
      const res = await call(admin, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'toggle_disabled' });
    }
  });

  it("a second tenant cannot list, read, use or delete this tenant's templates, nor save its job types", async () => {
    const jobType = await createFrom(biz, (await starter(biz, 'Fire extinguisher check'))._id);
    const saved = await saveAsTemplate(biz, jobType._id, { name: 'Demo only' });
    const demoStarter = await starter(biz, 'Fire extinguisher check');

    const theirs = await cards(acmeAdmin);
    expect(theirs.some((c) => c._id === saved._id || c._id === demoStarter._id)).toBe(false);
    expect(theirs.every((c) => c.starter)).toBe(true);
    for (const id of [saved._id, demoStarter._id]) {
      expect((await get(acmeAdmin, `/v2/jobtype/${id}/template`)).statusCode).toBe(404);
      expect((await post(acmeAdmin, `/v2/jobtype/template/${id}`, {})).statusCode).toBe(404);
      expect((await del(acmeAdmin, `/v2/jobtype/${id}/template`)).statusCode).toBe(404);
    }
    expect((await post(acmeAdmin, `/v2/jobtype/${jobType._id}/template`, {})).statusCode).toBe(404);
    // Still there for its own tenant.
    expect((await template(biz, saved._id)).title).toBe('Demo only');
  });
});
