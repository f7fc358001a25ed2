import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_MESSAGES,
  answersSubmitReplySchema,
  answerInputSchema,
  type AnswerInputDraft,
  type AnswersSubmitReply,
  type JobDetail,
  type JobType,
  type Question,
} from '@fieldwork/contracts';
import type { AnyCaller } from '../src/access/caller';
import { AnswersService, type AnswerSent } from '../src/answers/answers.service';
import { AppError } from '../src/common/app-error';
import { answerHistory, answerLinks, answers, mails, outboxEvents } from '../src/db/schema';
import { InstanceStateService } from '../src/settings/instance-state.service';
import { InstanceResolver } from '../src/tenancy/instance-resolver.service';
import { createProject } from '../src/seed/instance-factory';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { statementsDuring } from './helpers/statements';
import { questionnaire } from './helpers/questionnaire';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * Answering through HTTP on a real database (spec 2 sections 3 to 7, ADR 0041): every check of an
 * answer, the blocks by status, role and date, repeats, files and signatures, history that is never
 * rewritten, retries by client id (one after the other and at once), two devices, the automatic
 * move to review, job_answered, the answer's e-mails, the location, bad input, and a second
 * tenant that can neither answer nor read.
 */

let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let sys: TestUser;
let biz: TestUser;
let pm: TestUser;
let insp: TestUser;
let client: TestUser;
let acmeSys: TestUser;
let projectId: string;
let clientProjectId: string;
let jobType: JobType;
let located: JobType;
const q: Record<string, Question> = {};

const post = (as: TestUser, url: string, payload: unknown, instance?: TestInstance) => ctx.call(as, 'POST', url, { payload, instance });
const get = (as: TestUser, url: string, instance?: TestInstance) => ctx.call(as, 'GET', url, { instance });

/** One answer to `question` (its key, or the question), with a fresh client id. */
function answer(question: Question | string, input: Partial<AnswerInputDraft> = {}) {
  return { question: typeof question === 'string' ? question : String(question.ID), answer: { clientId: randomUUID(), ...input } };
}

async function submit(as: TestUser, job: string, data: unknown[], extra: Record<string, unknown> = {}) {
  return post(as, '/v2/answers', { job, data, ...extra });
}

async function submitted(as: TestUser, job: string, data: unknown[], extra: Record<string, unknown> = {}): Promise<AnswersSubmitReply> {
  const res = await submit(as, job, data, extra);
  expect(res.statusCode, res.body).toBe(201);
  return answersSubmitReplySchema.parse(res.json());
}

async function newJob(opts: { type?: JobType; project?: string; status?: string } = {}): Promise<string> {
  const res = await post(biz, '/v2/jobs', { job_type: (opts.type ?? jobType)._id, project: opts.project ?? projectId, users: [insp.id], ...(opts.status ? { status: opts.status } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().job as JobDetail)._id;
}

const storedAnswers = (jobId: string) => ctx.db.tenant(demo.id, ({ tx }) => tx.select().from(answers).where(eq(answers.jobId, jobId)));
const historyOf = (jobId: string) =>
  ctx.db.tenant(demo.id, ({ tx }) =>
    tx.select({ h: answerHistory }).from(answerHistory).innerJoin(answers, eq(answers.id, answerHistory.answerId)).where(eq(answers.jobId, jobId)).orderBy(answerHistory.createdAt),
  ).then((rows) => rows.map((r) => r.h));
const eventsOf = (jobId: string, type: string) =>
  ctx.db.privileged((db) => db.select().from(outboxEvents).where(and(eq(outboxEvents.aggregateId, jobId), eq(outboxEvents.type, type))).orderBy(outboxEvents.id));

async function setAllowedStatuses(allowedStatuses: Record<string, boolean> | null) {
  const res = await ctx.call(sys, 'PUT', '/v2/settings', { payload: { allowedStatuses } });
  expect(res.statusCode, res.body).toBe(200);
}

async function setStatus(jobId: string, status: string) {
  const res = await ctx.call(biz, 'PUT', `/v2/jobs/${jobId}`, { payload: { status } });
  expect(res.statusCode, res.body).toBe(200);
}

function issuesOf(res: { statusCode: number; json(): { code: string; details: unknown } }) {
  return res.json().details as Array<{ question: string; path: string; message: string }>;
}

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({ mainHost: true });
  acme = await ctx.newInstance({ mainHost: true });
  [sys, biz, pm, insp, client, acmeSys] = await Promise.all([
    ctx.newUser(demo, { role: 'sys_admin' }),
    ctx.newUser(demo, { role: 'business_admin' }),
    ctx.newUser(demo, { role: 'project_manager' }),
    ctx.newUser(demo, { role: 'inspector' }),
    ctx.newUser(demo, { role: 'client' }),
    ctx.newUser(acme, { role: 'sys_admin' }),
  ]);
  projectId = (await createProject(ctx.db, demo.id, { name: 'Harbour' })).id;
  clientProjectId = (await createProject(ctx.db, demo.id, { name: 'Client tower', clients: [client.id] })).id;
  const build = questionnaire(ctx);
  jobType = await build.jobType(biz);
  located = await build.jobType(biz, { settings: { answerLocation: true } });
  const make = async (name: string, body: Record<string, unknown>, type = jobType) => {
    q[name] = await build.question(biz, type, { title: name, ...body });
  };
  await make('text', { type: 'text' });
  await make('mandatoryNumber', { type: 'text', settings: { type: 'number', isMandatory: true, min: 0, max: 10 } });
  await make('email', { type: 'text', settings: { type: 'email' } });
  await make('photo', { type: 'image', settings: { allowAddingFile: true, fileIsRequired: true } });
  await make('list', { type: 'list', settings: { childs: [{ value: 'Red' }, { value: 'Blue' }] } });
  await make('bool', { type: 'bool' });
  await make('rich', { type: 'rich_text' });
  await make('stepper', { type: 'number_stepper', settings: { min: 1, max: 5 } });
  await make('blockedDate', { type: 'date_time', settings: { isBlockInspector: true } });
  await make('forClients', { type: 'text', isClientVisible: true });
  await make('clientsRead', { type: 'text', isClientVisible: true, settings: { permissions: { client: { answer: false, viewOwn: true, viewAll: true } } } });
  await make('issue', { type: 'text', settings: { allowTaggingIssue: true, allowComment: true } });
  await make('mailed', { type: 'text', settings: { emails: true } });
  await make('signed', { type: 'text', settings: { signature: true } });
  await make('files', { type: 'text', settings: { allowAddingFile: true } });
  await make('where', { type: 'text' }, located);
});
afterAll(() => ctx?.close());

describe('POST /v2/answers keeps an answer', () => {
  it('keeps a text answer that reads as JSON as the text it is (a number, true, null)', async () => {
    const job = await newJob();
    for (const value of ['4711', 'true', 'null', '[1]']) {
      const reply = await submitted(insp, job, [answer(q.text, { value })]);
      expect(reply.data[0].answer.value).toBe(value);
      const detail = (await get(biz, `/v2/jobs/${job}`)).json() as JobDetail;
      expect(detail.answers.find((a) => a.question === String(q.text.ID))?.value).toBe(value);
    }
  });

  it('saves it with its history, reads it back on the job, and answers for each what became of it', async () => {
    const job = await newJob();
    const reply = await submitted(insp, job, [answer(q.text, { value: 'North wing' })]);
    expect(reply.status).toBe('open');
    expect(reply.data).toEqual([expect.objectContaining({ question: String(q.text.ID), outcome: 'saved', answer: expect.objectContaining({ value: 'North wing', search_value: 'North wing' }) })]);
    expect(reply.data[0].answer.user?._id).toBe(insp.id);
    const detail = (await get(biz, `/v2/jobs/${job}`)).json() as JobDetail;
    expect(detail.answers.map((a) => a.value)).toEqual(['North wing']);
    const history = await historyOf(job);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ userId: insp.id, before: null, superseded: false });
    expect((history[0].after as { value: unknown }).value).toBe('North wing');
  });

  it('answers repeats of a question by its ID with a suffix, and refuses a repeat of a question the job type does not have', async () => {
    const job = await newJob();
    const reply = await submitted(insp, job, [answer(q.text, { value: 'first' }), answer(`${q.text.ID}_2`, { value: 'second' })]);
    expect(reply.data.map((d) => [d.question, d.outcome])).toEqual([
      [String(q.text.ID), 'saved'],
      [`${q.text.ID}_2`, 'saved'],
    ]);
    expect((await storedAnswers(job)).map((a) => a.key).sort()).toEqual([String(q.text.ID), `${q.text.ID}_2`].sort());
    const res = await submit(insp, job, [answer('999999_2', { value: 'x' })]);
    expect(res.statusCode).toBe(422);
    expect(issuesOf(res)).toEqual([{ question: '999999_2', path: 'question', message: ANSWER_MESSAGES.unknownQuestion('999999_2') }]);
  });
});

describe('the cost of a submission', () => {
  it('one answer takes five round trips (set-up with the token check, lock, reads, writes, commit), 20 the same, a retry four; job_answered needs no delivery', async () => {
    const job = await newJob();
    await submitted(insp, job, [answer(q.text, { value: 'warm' })]);
    const sent = answer(q.text, { value: 'one' });
    const one = await statementsDuring(ctx.db, () => submitted(insp, job, [sent]));
    expect(one).toHaveLength(5);
    expect(one[0]).toMatch(/^\(begin and tenant set-up\) \+ select .* from users where /);
    expect(one[1]).toMatch(/^select .* from jobs where .* for update$/);
    expect(one[3]).toMatch(/^with input as .*insert into answers .*insert into answer_history .*insert into outbox_events/);
    expect(one[4]).toBe('commit');
    const many = await statementsDuring(ctx.db, () => submitted(insp, job, Array.from({ length: 20 }, (_, i) => answer(`${q.text.ID}_${i + 2}`, { value: `many ${i}` }))));
    expect(many).toHaveLength(5);
    const retry = await statementsDuring(ctx.db, async () => expect((await submitted(insp, job, [sent])).data[0].outcome).toBe('replayed'));
    expect(retry).toHaveLength(4);
    expect(retry.join('\n')).not.toMatch(/insert/);
    // No handler is declared for job_answered: it is written as dispatched, and the relay has nothing to do.
    const events = await eventsOf(job, 'job_answered');
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.dispatchedAt !== null)).toBe(true);
  });
});

describe('every answer is checked by its question, all or nothing', () => {
  const refused = async (data: unknown[], expected: Array<{ question: Question; path: string; message: string }>) => {
    const job = await newJob();
    const res = await submit(insp, job, data);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('answer_invalid');
    expect(issuesOf(res)).toEqual(expected.map((e) => ({ question: String(e.question.ID), path: e.path, message: e.message })));
    expect(await storedAnswers(job)).toEqual([]);
  };

  it('a mandatory question needs an answer, and 0 counts as one', async () => {
    await refused([answer(q.mandatoryNumber, { value: '' })], [{ question: q.mandatoryNumber, path: 'value', message: ANSWER_MESSAGES.mandatory }]);
    const job = await newJob();
    expect((await submitted(insp, job, [answer(q.mandatoryNumber, { value: 0 })])).data[0].outcome).toBe('saved');
  });

  it("a required file: 'File is required!'", () => refused([answer(q.photo, {})], [{ question: q.photo, path: 'files', message: 'File is required!' }]));
  it('the e-mail pattern', () => refused([answer(q.email, { value: 'not an address' })], [{ question: q.email, path: 'value', message: ANSWER_MESSAGES.email }]));
  it('number bounds, and a number', async () => {
    await refused([answer(q.mandatoryNumber, { value: 11 })], [{ question: q.mandatoryNumber, path: 'value', message: ANSWER_MESSAGES.max(10) }]);
    await refused([answer(q.mandatoryNumber, { value: 'ten' })], [{ question: q.mandatoryNumber, path: 'value', message: ANSWER_MESSAGES.number }]);
    await refused([answer(q.stepper, { value: 0 })], [{ question: q.stepper, path: 'value', message: ANSWER_MESSAGES.min(1) }]);
  });
  it("each type's shape: a list's own choices, yes or no, rich text, text", async () => {
    await refused([answer(q.list, { value: ['Green'] })], [{ question: q.list, path: 'value', message: ANSWER_MESSAGES.choice }]);
    await refused([answer(q.list, { value: ['Red', 'Blue'] })], [{ question: q.list, path: 'value', message: ANSWER_MESSAGES.oneChoice }]);
    await refused([answer(q.bool, { value: 'yes' })], [{ question: q.bool, path: 'value', message: ANSWER_MESSAGES.bool }]);
    await refused([answer(q.rich, { value: { blocks: 'bold' } })], [{ question: q.rich, path: 'value', message: ANSWER_MESSAGES.richText }]);
    await refused([answer(q.text, { value: { nested: true } })], [{ question: q.text, path: 'value', message: ANSWER_MESSAGES.shape }]);
  });
  it('what the question does not take: a comment, an issue tag, files, e-mails', () =>
    refused(
      [answer(q.text, { value: 'a', comment: 'note', isIssue: true, emails: ['a@example.test'] })],
      [
        { question: q.text, path: 'comment', message: ANSWER_MESSAGES.noComment },
        { question: q.text, path: 'isIssue', message: ANSWER_MESSAGES.noIssue },
        { question: q.text, path: 'emails', message: ANSWER_MESSAGES.noEmails },
      ],
    ));
  it('one refused answer keeps the good ones of the same submission out too', () =>
    refused([answer(q.text, { value: 'fine' }), answer(q.email, { value: 'bad' })], [{ question: q.email, path: 'value', message: ANSWER_MESSAGES.email }]));
  it('an unknown question', async () => {
    const job = await newJob();
    const res = await submit(insp, job, [answer('987654', { value: 'x' })]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ANSWER_MESSAGES.unknownQuestion('987654'));
  });
  it('rich text keeps its lines as the search value', async () => {
    const job = await newJob();
    const value = { blocks: [{ type: 'h1', children: [{ text: 'Roof' }] }, { type: 'p', children: [{ text: 'Two ', bold: true }, { text: 'tiles loose' }] }] };
    const reply = await submitted(insp, job, [answer(q.rich, { value })]);
    expect(reply.data[0].answer.search_value).toBe('Roof\nTwo tiles loose');
  });
});

describe('who may answer, and when', () => {
  it('allowedStatuses both ways: a status listed true opens it, one absent or false blocks it (403 naming the question)', async () => {
    const open = await newJob();
    const assigned = await newJob({ status: 'assigned' });
    await setAllowedStatuses({ open: true, assigned: false });
    try {
      expect((await submitted(pm, open, [answer(q.text, { value: 'ok' })])).data[0].outcome).toBe('saved');
      const res = await submit(pm, assigned, [answer(q.text, { value: 'no' })]);
      expect(res.statusCode).toBe(403);
      expect(issuesOf(res)).toEqual([{ question: String(q.text.ID), path: 'question', message: ANSWER_MESSAGES.blockedByStatus }]);
    } finally {
      await setAllowedStatuses(null);
    }
  });

  it('done: closed to everyone without allowedStatuses; listed true it opens, but never for inspectors', async () => {
    const done = await newJob({ status: 'done' });
    let res = await submit(pm, done, [answer(q.text, { value: 'late' })]);
    expect(res.statusCode).toBe(403);
    expect(issuesOf(res)[0].message).toBe(ANSWER_MESSAGES.blockedByStatus);
    await setAllowedStatuses({ open: true, done: true });
    try {
      expect((await submitted(pm, done, [answer(q.text, { value: 'late' })])).data[0].outcome).toBe('saved');
      res = await submit(insp, done, [answer(q.text, { value: 'later' })]);
      expect(res.statusCode).toBe(403);
      expect(issuesOf(res)[0].message).toBe(ANSWER_MESSAGES.doneLocked);
    } finally {
      await setAllowedStatuses(null);
    }
  });

  it('an isBlockInspector date: inspectors may not change it, a manager may', async () => {
    const job = await newJob();
    const res = await submit(insp, job, [answer(q.blockedDate, { value: '2030-01-02T10:00:00.000Z' })]);
    expect(res.statusCode).toBe(403);
    expect(issuesOf(res)).toEqual([{ question: String(q.blockedDate.ID), path: 'value', message: ANSWER_MESSAGES.blockInspector }]);
    expect((await submitted(pm, job, [answer(q.blockedDate, { value: '2030-01-02T10:00:00.000Z' })])).data[0].outcome).toBe('saved');
  });

  it('a client answers only questions shown to clients whose entry lets them, on their client projects', async () => {
    const job = await newJob({ project: clientProjectId });
    const reply = await submitted(client, job, [answer(q.forClients, { value: 'Looks good' })]);
    expect(reply.data[0].outcome).toBe('saved');
    // A client reads no answerer nor history.
    expect(reply.data[0].answer.user).toBeUndefined();
    for (const question of [q.text, q.clientsRead]) {
      const res = await submit(client, job, [answer(question, { value: 'x' })]);
      expect(res.statusCode).toBe(403);
      expect(issuesOf(res)).toEqual([{ question: String(question.ID), path: 'question', message: ANSWER_MESSAGES.notYours }]);
    }
    // A job outside their client projects is not there for them.
    expect((await submit(client, await newJob(), [answer(q.forClients, { value: 'x' })])).statusCode).toBe(404);
  });
});

describe('retries, unchanged answers and two devices', () => {
  it('an unchanged answer is not recorded again', async () => {
    const job = await newJob();
    await submitted(insp, job, [answer(q.text, { value: 'same' })]);
    const again = await submitted(insp, job, [answer(q.text, { value: 'same' })]);
    expect(again.data[0].outcome).toBe('unchanged');
    expect(await historyOf(job)).toHaveLength(1);
  });

  it('the same client id twice (a retry after a lost response) is recorded once', async () => {
    const job = await newJob();
    const sent = answer(q.text, { value: 'once' });
    expect((await submitted(insp, job, [sent])).data[0].outcome).toBe('saved');
    const retry = await submitted(insp, job, [sent]);
    expect(retry.data[0]).toMatchObject({ outcome: 'replayed', clientId: sent.answer.clientId, answer: expect.objectContaining({ value: 'once' }) });
    expect(await historyOf(job)).toHaveLength(1);
    expect(await eventsOf(job, 'job_answered')).toHaveLength(1);
  });

  it('one question answered twice in one submission: the last is the answer, each change is in the history and replays', async () => {
    const job = await newJob();
    const first = answer(q.text, { value: 'first' });
    const second = answer(q.text, { value: 'second' });
    const reply = await submitted(insp, job, [first, second]);
    expect(reply.data.map((d) => [d.outcome, d.answer.value])).toEqual([
      ['saved', 'second'],
      ['saved', 'second'],
    ]);
    // Written in one statement, the two rows share their created_at: compared in no particular order.
    const history = (await historyOf(job)).sort((a, b) => ((a.after as { value: string }).value < (b.after as { value: string }).value ? -1 : 1));
    expect(history.map((h) => [h.clientId, (h.before as { value: string } | null)?.value ?? null, (h.after as { value: string }).value])).toEqual([
      [first.answer.clientId, null, 'first'],
      [second.answer.clientId, 'first', 'second'],
    ]);
    expect((await submitted(insp, job, [first])).data[0].outcome).toBe('replayed');
  });

  it('the same submission sent twice at once: one records it, the other replays it', async () => {
    const job = await newJob();
    const sent = [answer(q.text, { value: 'racing' }), answer(q.email, { value: 'a@example.test' })];
    const [a, b] = await Promise.all([submit(insp, job, sent), submit(insp, job, sent)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const outcomes = [a, b].map((r) => (r.json() as AnswersSubmitReply).data.map((d) => d.outcome).join()).sort();
    expect(outcomes).toEqual(['replayed,replayed', 'saved,saved']);
    expect(await historyOf(job)).toHaveLength(2);
    expect(await storedAnswers(job)).toHaveLength(2);
  });

  it('two devices: the later answer wins, the earlier one arriving after it is kept in the history as superseded', async () => {
    const job = await newJob();
    const later = new Date(Date.now() - 60_000).toISOString();
    const earlier = new Date(Date.now() - 120_000).toISOString();
    expect((await submitted(insp, job, [answer(q.text, { value: 'from the phone', answeredAt: later })])).data[0].outcome).toBe('saved');
    const reply = await submitted(pm, job, [answer(q.text, { value: 'from the tablet', answeredAt: earlier })]);
    expect(reply.data[0]).toMatchObject({ outcome: 'superseded', answer: expect.objectContaining({ value: 'from the phone' }) });
    const [stored] = await storedAnswers(job);
    expect(stored.value).toBe('from the phone');
    const history = await historyOf(job);
    expect(history.map((h) => [h.superseded, (h.after as { value: string }).value])).toEqual([
      [false, 'from the phone'],
      [true, 'from the tablet'],
    ]);
    expect((history[1].before as { value: string }).value).toBe('from the phone');
  });

  it("'overwrote' when the stored answer was given on another device after the one the device showed", async () => {
    const job = await newJob();
    const first = await submitted(insp, job, [answer(q.text, { value: 'inspector' })]);
    const reply = await submitted(pm, job, [answer(q.text, { value: 'manager', basedOn: null })]);
    expect(reply.data[0].outcome).toBe('overwrote');
    // Based on what it showed: a plain save.
    const shown = reply.data[0].answer.date;
    expect((await submitted(insp, job, [answer(q.text, { value: 'inspector again', basedOn: shown })])).data[0].outcome).toBe('saved');
    expect(first.data[0].outcome).toBe('saved');
    expect((await historyOf(job)).map((h) => (h.after as { value: string }).value)).toEqual(['inspector', 'manager', 'inspector again']);
  });

  it('history is never rewritten: an UPDATE of answer_history fails', async () => {
    const job = await newJob();
    await submitted(insp, job, [answer(q.text, { value: 'kept' })]);
    await expect(ctx.db.privileged((db) => db.update(answerHistory).set({ superseded: true }).where(sql`true`))).rejects.toThrow();
    expect((await historyOf(job))[0].superseded).toBe(false);
  });
});

describe('what an answer sets off', () => {
  it('a new issue moves the job to review, with job_status_changed; an answer that was an issue already does not', async () => {
    const job = await newJob();
    const reply = await submitted(insp, job, [answer(q.issue, { value: 'cracked', isIssue: true, comment: 'North wall' })]);
    expect(reply.status).toBe('review');
    expect((await eventsOf(job, 'job_status_changed')).map((e) => (e.payload as { to: string }).to)).toEqual(['review']);
    const [answered] = await eventsOf(job, 'job_answered');
    expect(answered.payload).toMatchObject({ jobId: job, userId: insp.id, questions: [String(q.issue.ID)], newIssues: [String(q.issue.ID)] });
    await setStatus(job, 'open');
    const again = await submitted(insp, job, [answer(q.issue, { value: 'still cracked', isIssue: true })]);
    expect(again.status).toBe('open');
    expect((await eventsOf(job, 'job_answered')).map((e) => (e.payload as { newIssues: string[] }).newIssues)).toEqual([[String(q.issue.ID)], []]);
  });

  it("e-mails the answer to the question's addresses, once per address", async () => {
    const job = await newJob();
    const to = `site-${randomUUID().slice(0, 8)}@example.test`;
    await submitted(insp, job, [answer(q.mailed, { value: 'All clear', emails: [to, to.toUpperCase()] })]);
    const sent = await ctx.db.tenant(demo.id, ({ tx }) => tx.select().from(mails).where(eq(mails.to, to)));
    expect(sent).toHaveLength(1);
    expect(sent[0].template).toBe('answer_sent');
    expect(sent[0].params).toMatchObject({ questionTitle: 'mailed', answer: ['All clear'] });
  });

  it('keeps the location only when the job type asks for it', async () => {
    const location = { lat: 32.08, long: 34.78 };
    const plain = await newJob();
    await submitted(insp, plain, [answer(q.text, { value: 'here' })], { location });
    expect((await storedAnswers(plain))[0].location).toBeNull();
    const asked = await newJob({ type: located });
    const reply = await submitted(sys, asked, [answer(q.where, { value: 'here' })], { location });
    expect((await storedAnswers(asked))[0].location).toEqual(location);
    expect(reply.data[0].answer.location).toEqual(location);
  });
});

describe('files and signatures', () => {
  const upload = async (as: TestUser, query: string) => {
    const body = multipart([{ filename: 'photo.png', content: await files.png(16, 16) }]);
    const res = await ctx.request(demo, { method: 'POST', url: `/v2/asset/upload${query}`, headers: body.headers, payload: body.payload, as: await ctx.tokenFor(as) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[0].assetId as string;
  };

  it("takes files uploaded for the job's answers, and refuses another's file or one that is not there", async () => {
    const job = await newJob();
    const mine = await upload(insp, `?target=answer&target_id=${job}`);
    const reply = await submitted(insp, job, [answer(q.photo, { files: [mine] })]);
    expect(reply.data[0].answer.files.map((f) => f.assetId)).toEqual([mine]);
    const theirs = await upload(pm, '');
    const res = await submit(insp, job, [answer(q.files, { value: 'see', files: [theirs, randomUUID()] })]);
    expect(res.statusCode).toBe(422);
    expect(issuesOf(res)).toEqual([
      { question: String(q.files.ID), path: 'files.0', message: ANSWER_MESSAGES.fileNotFound },
      { question: String(q.files.ID), path: 'files.1', message: ANSWER_MESSAGES.fileNotFound },
    ]);
  });

  it('stores a drawn signature as an asset, and refuses one that is not a PNG', async () => {
    const job = await newJob();
    const png = (await files.png(40, 20)).toString('base64');
    const reply = await submitted(insp, job, [answer(q.signed, { value: 'signed', signature: `data:image/png;base64,${png}` })]);
    expect(reply.data[0].answer.signature).toMatch(/^https?:|^\//);
    const [stored] = await storedAnswers(job);
    expect(stored.signatureAssetId).toMatch(/^[0-9a-f-]{36}$/);
    const res = await submit(insp, job, [answer(q.signed, { value: 'signed', signature: `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}` })]);
    expect(res.statusCode).toBe(422);
    expect(issuesOf(res)).toEqual([{ question: String(q.signed.ID), path: 'signature', message: ANSWER_MESSAGES.signatureNotPng }]);
  });
});

describe('a public answerer (through a link: the service the public routes call)', () => {
  /** Submits as the public routes will: no actor, the link as the author, in a tenant transaction of the link's instance. */
  async function asPublic(jobId: string, data: ReturnType<typeof answer>[]) {
    const instance = (await ctx.app.get(InstanceResolver).resolve(demo.host))!;
    const sent: AnswerSent[] = data.map((d) => ({ question: d.question, answer: answerInputSchema.parse(d.answer) }));
    return ctx.db.tenant(demo.id, async (scope) => {
      const [link] = await scope.tx.insert(answerLinks).values({ instanceId: scope.instanceId, jobId }).returning();
      const caller: AnyCaller = { instance, scope, actor: null, policy: await ctx.app.get(InstanceStateService).policyContext(scope, instance) };
      return { link: link.id, reply: await ctx.app.get(AnswersService).submit(caller, jobId, sent, { kind: 'public', linkId: link.id }) };
    });
  }

  it('answers questions open to the public, recorded with the link and no user', async () => {
    const job = await newJob({ project: clientProjectId });
    const { link, reply } = await asPublic(job, [answer(q.forClients, { value: 'From the tenant' })]);
    expect(reply.data[0]).toMatchObject({ outcome: 'saved', answer: expect.objectContaining({ value: 'From the tenant' }) });
    // A public answerer reads no answerer, history nor location.
    expect(reply.data[0].answer.user).toBeUndefined();
    const [stored] = await storedAnswers(job);
    expect(stored).toMatchObject({ userId: null, linkId: link });
    expect((await historyOf(job))[0]).toMatchObject({ userId: null, linkId: link });
    expect((await eventsOf(job, 'job_answered'))[0].payload).toMatchObject({ userId: null, linkId: link });
  });

  it("never reads anyone else's answer: superseded by a later answer of the staff, the reply shows the one they sent", async () => {
    const job = await newJob({ project: clientProjectId });
    await submitted(pm, job, [answer(q.forClients, { value: "The manager's note" })]);
    const { reply } = await asPublic(job, [answer(q.forClients, { value: 'Mine', answeredAt: new Date(Date.now() - 3_600_000).toISOString() })]);
    expect(reply.data[0].outcome).toBe('superseded');
    expect(reply.data[0].answer.value).toBe('Mine');
    expect((await storedAnswers(job))[0].value).toBe("The manager's note");
  });

  it('is refused (403 naming the question) a question not open to the public, and any question in a closed status', async () => {
    const job = await newJob({ project: clientProjectId });
    for (const question of [q.text, q.clientsRead]) {
      const refused = await asPublic(job, [answer(question, { value: 'x' })]).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(403);
      expect((refused as AppError).details).toEqual([{ question: String(question.ID), path: 'question', message: ANSWER_MESSAGES.notYours }]);
    }
    const done = await newJob({ project: clientProjectId, status: 'done' });
    const refused = (await asPublic(done, [answer(q.forClients, { value: 'x' })]).catch((e: unknown) => e)) as AppError;
    expect(refused.status).toBe(403);
    expect((refused.details as Array<{ message: string }>)[0].message).toBe(ANSWER_MESSAGES.blockedByStatus);
    expect(await storedAnswers(job)).toEqual([]);
  });
});

describe('GET /v2/answers/users', () => {
  it('lists who answered, narrowed to a job or a name; clients may not ask', async () => {
    const job = await newJob();
    await submitted(insp, job, [answer(q.text, { value: 'by me' })]);
    const res = await get(biz, `/v2/answers/users?job=${job}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((u: { _id: string }) => u._id)).toEqual([insp.id]);
    expect((await get(biz, `/v2/answers/users?search=${encodeURIComponent('nobody-like-this')}`)).json().data).toEqual([]);
    expect((await get(client, '/v2/answers/users')).statusCode).toBe(403);
  });
});

describe('another tenant and bad input', () => {
  it("another tenant can neither answer nor read this tenant's job (404), nor use its token here (401)", async () => {
    const job = await newJob();
    await submitted(insp, job, [answer(q.text, { value: 'ours' })]);
    expect((await submit(acmeSys, job, [answer(q.text, { value: 'theirs' })])).statusCode).toBe(404);
    expect((await get(acmeSys, `/v2/answers/users?job=${job}`)).statusCode).toBe(404);
    expect((await get(acmeSys, `/v2/jobs/${job}`)).statusCode).toBe(404);
    const foreign = await ctx.tokenFor(acmeSys);
    expect((await ctx.call(foreign, 'POST', '/v2/answers', { instance: demo, payload: { job, data: [answer(q.text, { value: 'x' })] } })).statusCode).toBe(401);
    expect((await storedAnswers(job)).map((a) => a.value)).toEqual(['ours']);
  });

  it('a NUL byte, a deep nesting and a huge body are refused, never a 500; 500 answers fit', async () => {
    const job = await newJob();
    expect((await submit(insp, job, [answer(q.text, { value: 'a\u0000b' })])).statusCode).toBe(400);
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = [deep];
    expect((await submit(insp, job, [answer(q.text, { value: deep })])).statusCode).toBe(400);
    const huge = await submit(insp, job, [answer(q.text, { value: 'x'.repeat(3 * 1024 * 1024) })]);
    expect(huge.statusCode).toBe(413);
    const many = Array.from({ length: 500 }, (_, i) => answer(`${q.text.ID}_${i + 1}`, { value: `Repeat ${i + 1} of a long answer, as a form of five hundred questions sends it` }));
    const reply = await submitted(insp, job, many);
    expect(reply.data).toHaveLength(500);
    expect(await storedAnswers(job)).toHaveLength(500);
    expect((await submit(insp, job, [...many, answer(q.text, { value: 'one too many' })])).statusCode).toBe(400);
    expect((await submit(insp, 'not-a-job', [answer(q.text, { value: 'x' })])).statusCode).toBe(400);
    expect((await submit(insp, randomUUID(), [answer(q.text, { value: 'x' })])).statusCode).toBe(404);
  });
});
