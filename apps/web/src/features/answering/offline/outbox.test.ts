import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { json, mockApi } from '../../../test/mockApi';
import { closeOutboxDb, outboxDb } from './outboxDb';
import { Outbox, resetOutboxes, type OutboxItem } from './outbox';
import { getPendingFile, putPendingFile } from './pendingFiles';
import { publicOwner, publicTransport, userOwner, userTransport } from './transport';
import { statesOf } from './useAnswerOutbox';
import { resumeOutbox } from './resume';

const JOB = '5b0c39f4-6d3c-4a6e-9b53-6a1d1b7f0a01';
const USER_A = 'a0000000-0000-4000-8000-00000000000a';
const USER_B = 'b0000000-0000-4000-8000-00000000000b';
const target = { kind: 'job', jobId: JOB } as const;

/** An access token as the API issues it, as far as the web reads it (its `sub`). */
const tokenFor = (userId: string, n = 1) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub: userId, n })).replace(/=+$/, '')}.signature`;

const item = (key: string, value: unknown): OutboxItem => ({ key, draft: { value }, basedOn: null });

interface Sent {
  job?: string;
  location?: unknown;
  data: Array<{ question: string; answer: { clientId: string; answeredAt: string; value: unknown; files: string[]; pendingFiles?: unknown } }>;
}
const reply = (body: Sent) => ({
  success: true,
  status: 'open',
  data: body.data.map((d) => ({ question: d.question, clientId: d.answer.clientId, outcome: 'saved', answer: {} })),
});
const network = () => Promise.reject(new TypeError('Failed to fetch'));

async function bodiesOf(calls: { path: string; request: Request }[], path = '/v2/answers'): Promise<Sent[]> {
  return Promise.all(calls.filter((c) => c.path === path).map(async (c) => (await c.request.clone().json()) as Sent));
}

function signedIn(userId: string) {
  return createStore({ session: { accessToken: tokenFor(userId), refreshToken: 'r1' } });
}

let outboxes: Outbox[] = [];
function outboxOf(store: ReturnType<typeof createStore>, userId: string): Outbox {
  const outbox = new Outbox(userOwner(userId), userTransport(store, userId));
  outboxes.push(outbox);
  return outbox;
}

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  outboxes.forEach((o) => o.dispose());
  outboxes = [];
  resetOutboxes();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the answer outbox', () => {
  it('sends the queue in the order it was queued, one submission at a time, each with its own client ids', async () => {
    let inFlight = 0;
    let most = 0;
    const { calls } = mockApi({
      'POST /v2/answers': async (request) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        return reply((await request.json()) as Sent);
      },
    });
    const store = signedIn(USER_A);
    const outbox = outboxOf(store, USER_A);
    // What only the screen shows (the stored files' links, the signature's link) stays on the device.
    const shown: OutboxItem = { key: '1', draft: { value: 'first', files: ['f-1'], fileViews: { 'f-1': { name: 'a.png' } as never }, signatureUrl: 'https://x/s.png' }, basedOn: null };
    await outbox.enqueue(target, [shown], { lat: 32.1, long: 34.8 });
    await outbox.enqueue(target, [item('2', 'second'), item('3', 'third')]);
    await outbox.enqueue(target, [item('1', 'first again')]);
    await outbox.settled();

    const bodies = await bodiesOf(calls);
    expect(bodies.map((b) => b.data.map((d) => [d.question, d.answer.value]))).toEqual([
      [['1', 'first']],
      [['2', 'second'], ['3', 'third']],
      [['1', 'first again']],
    ]);
    expect(most).toBe(1);
    expect(bodies[0]).toMatchObject({ job: JOB, location: { lat: 32.1, long: 34.8 } });
    expect(bodies[1].location).toBeUndefined();
    const clientIds = bodies.flatMap((b) => b.data.map((d) => d.answer.clientId));
    expect(new Set(clientIds).size).toBe(4);
    expect(bodies[0].data[0].answer).not.toHaveProperty('pendingFiles');
    expect(bodies[0].data[0].answer).not.toHaveProperty('fileViews');
    expect(bodies[0].data[0].answer).not.toHaveProperty('signatureUrl');
    expect(bodies[0].data[0].answer.files).toEqual(['f-1']);
    expect(bodies[0].data[0].answer.answeredAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(outbox.getSnapshot().records).toEqual([]);
    const states = statesOf(outbox.getSnapshot(), target);
    expect(states.get('1')).toMatchObject({ state: 'sent', outcome: 'saved' });
    expect(states.get('3')).toMatchObject({ state: 'sent', outcome: 'saved' });
  });

  it('keeps the queue across a reload: a new outbox of the same user sends what the last one left', async () => {
    const { calls } = mockApi({ 'POST /v2/answers': network });
    const store = signedIn(USER_A);
    const before = outboxOf(store, USER_A);
    await before.enqueue(target, [item('1', 'kept')]);
    await before.settled();
    before.dispose();
    expect(calls).toHaveLength(1);

    // The page reloads: the open database and every sender go; the queue stays on the device.
    await closeOutboxDb();
    resetOutboxes();
    const { calls: after } = mockApi({ 'POST /v2/answers': async (request) => reply((await request.json()) as Sent) });
    const reloaded = outboxOf(store, USER_A);
    await reloaded.loaded;
    expect(statesOf(reloaded.getSnapshot(), target).get('1')).toEqual({ state: 'waiting' });
    reloaded.kick();
    await reloaded.settled();
    expect((await bodiesOf(after))[0].data[0].answer.value).toBe('kept');
    expect(reloaded.getSnapshot().records).toEqual([]);
  });

  it('after a lost connection or a 5xx keeps the answer and sends it again with the same client id when the browser is online', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'POST /v2/answers': async (request) => {
        attempt += 1;
        if (attempt === 1) return network();
        if (attempt === 2) return json({ statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: 'down' }, 503);
        return reply((await request.json()) as Sent);
      },
    });
    const store = signedIn(USER_A);
    const outbox = outboxOf(store, USER_A);
    await outbox.enqueue(target, [item('1', 'once')]);
    await outbox.settled();
    expect(outbox.getSnapshot().retryAt).not.toBeNull();
    expect(statesOf(outbox.getSnapshot(), target).get('1')).toEqual({ state: 'waiting' });

    outbox.kick(); // "send now"
    await outbox.settled();
    expect(outbox.getSnapshot().records).toHaveLength(1);
    window.dispatchEvent(new Event('online')); // only outboxes of the page's registry listen
    outbox.setOnline(true);
    await outbox.settled();

    const ids = (await bodiesOf(calls)).map((b) => b.data[0].answer.clientId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(outbox.getSnapshot().records).toEqual([]);
  });

  it("marks a refused answer with the server's messages, keeps what was typed, and goes on with the next", async () => {
    const { calls } = mockApi({
      'POST /v2/answers': async (request) => {
        const body = (await request.json()) as Sent;
        const refused = body.data.find((d) => d.answer.value === 'bad');
        if (refused) {
          return json(
            {
              statusCode: 422,
              error: 'Unprocessable Entity',
              // The API's refusal of an answer (answers.service refusal()): code answer_invalid, the issues in `details`.
              code: 'answer_invalid',
              message: 'Enter a number',
              details: [{ question: refused.question, path: 'value', message: 'Enter a number' }],
            },
            422,
          );
        }
        return reply(body);
      },
    });
    const store = signedIn(USER_A);
    const outbox = outboxOf(store, USER_A);
    await outbox.enqueue(target, [item('1', 'bad'), item('2', 'fine')]);
    await outbox.enqueue(target, [item('3', 'next')]);
    await outbox.settled();

    const bodies = await bodiesOf(calls);
    // The refused submission kept nothing (all or nothing): its other answer went again on its own.
    expect(bodies.map((b) => b.data.map((d) => d.question))).toEqual([['1', '2'], ['2'], ['3']]);
    const states = statesOf(outbox.getSnapshot(), target);
    expect(states.get('1')).toMatchObject({ state: 'refused', issues: { value: 'Enter a number' } });
    expect(states.get('2')).toMatchObject({ state: 'sent' });
    expect(states.get('3')).toMatchObject({ state: 'sent' });
    const [kept] = outbox.getSnapshot().records;
    expect(kept).toMatchObject({ key: '1', status: 'refused', draft: { value: 'bad' } });

    // A refusal that names no question (the job is gone) refuses the whole submission, in the server's words.
    mockApi({ 'POST /v2/answers': () => json({ statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Job not found' }, 404) });
    await outbox.enqueue(target, [item('4', 'x')]);
    await outbox.settled();
    expect(statesOf(outbox.getSnapshot(), target).get('4')).toMatchObject({ state: 'refused', issues: { answer: 'Job not found' } });

    // The user corrects the answer: the new one replaces the refused one; or discards it.
    mockApi({ 'POST /v2/answers': async (request) => reply((await request.json()) as Sent) });
    await outbox.enqueue(target, [item('1', 'good')]);
    await outbox.settled();
    expect(statesOf(outbox.getSnapshot(), target).get('1')).toMatchObject({ state: 'sent' });
    const refused4 = outbox.getSnapshot().records.find((r) => r.key === '4')!;
    await outbox.discard(refused4.seq!);
    expect(outbox.getSnapshot().records).toEqual([]);
  });

  it('on a 401 renews the token through the session and sends the same answer again', async () => {
    const renewed = tokenFor(USER_A, 2);
    const { calls } = mockApi({
      'POST /v2/answers': async (request) =>
        request.headers.get('authorization') === `Bearer ${renewed}`
          ? reply((await request.json()) as Sent)
          : json({ statusCode: 401, error: 'Unauthorized', code: 'unauthenticated', message: 'Unauthorized' }, 401),
      'POST /v2/users/token': () => ({ access_token: renewed, token_type: 'Bearer', expires_in: 900, refresh_token: 'r2' }),
    });
    const store = signedIn(USER_A);
    const outbox = outboxOf(store, USER_A);
    await outbox.enqueue(target, [item('1', 'late')]);
    await outbox.settled();

    expect(calls.map((c) => c.path)).toEqual(['/v2/answers', '/v2/users/token', '/v2/answers']);
    const [first, second] = await bodiesOf(calls);
    expect(second.data[0].answer.clientId).toBe(first.data[0].answer.clientId);
    expect(store.getState().session.accessToken).toBe(renewed);
    expect(outbox.getSnapshot().records).toEqual([]);
  });

  it("uploads an answer's files once, then sends the answer with their asset ids, and forgets the files when sent", async () => {
    let submits = 0;
    const { calls } = mockApi({
      'POST /v2/asset/upload': () => [{ _id: 'f1a2b3c4-0000-4000-8000-000000000001' }],
      'POST /v2/answers': async (request) => {
        submits += 1;
        return submits === 1 ? network() : reply((await request.json()) as Sent);
      },
    });
    const append = vi.spyOn(FormData.prototype, 'append');
    const store = signedIn(USER_A);
    const outbox = outboxOf(store, USER_A);
    const photo = await putPendingFile(new File(['jpeg bytes'], 'wall.jpg', { type: 'image/jpeg' }));
    expect((await getPendingFile(photo.localId))?.size).toBe(10);
    await outbox.enqueue(target, [{ key: '7', draft: { value: null, files: [], pendingFiles: [photo] }, basedOn: '2026-01-01T10:00:00.000Z' }]);
    await outbox.settled();
    outbox.kick();
    await outbox.settled();

    const uploads = calls.filter((c) => c.path === '/v2/asset/upload');
    expect(uploads).toHaveLength(1);
    const url = new URL(uploads[0].request.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ target: 'answer', target_id: JOB });
    expect(uploads[0].request.headers.get('authorization')).toBe(`Bearer ${tokenFor(USER_A)}`);
    expect(uploads[0].request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(append).toHaveBeenCalledWith('file', expect.any(Blob), 'wall.jpg');
    expect(await (append.mock.calls[0][1] as Blob).text()).toBe('jpeg bytes');
    const bodies = await bodiesOf(calls);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body.data[0].answer).toMatchObject({ files: ['f1a2b3c4-0000-4000-8000-000000000001'], basedOn: '2026-01-01T10:00:00.000Z' });
      expect(body.data[0].answer).not.toHaveProperty('pendingFiles');
    }
    expect(await getPendingFile(photo.localId)).toBeUndefined();
  });

  it("never sends one user's queue while another is signed in", async () => {
    const { calls } = mockApi({ 'POST /v2/answers': async (request) => reply((await request.json()) as Sent) });
    const store = signedIn(USER_B);
    // A's answers were queued on this device while A was signed in (offline); now B is.
    const db = await outboxDb();
    await db.add('answers', {
      owner: userOwner(USER_A),
      target: `job:${JOB}`,
      batch: 'b1',
      key: '1',
      draft: { value: "A's" },
      basedOn: null,
      clientId: crypto.randomUUID(),
      answeredAt: new Date().toISOString(),
      location: null,
      status: 'waiting',
    });
    const asB = outboxOf(store, USER_B);
    await asB.loaded;
    expect(asB.getSnapshot().records).toEqual([]);
    asB.kick();
    await asB.settled();
    const asA = outboxOf(store, USER_A); // a sender of A left in the page
    asA.kick();
    await asA.settled();
    expect(calls).toHaveLength(0);
    expect(asA.getSnapshot().records).toHaveLength(1);
  });

  it('on app start sends what the signed-in user left waiting, before the answering screen is opened', async () => {
    const { calls } = mockApi({ 'POST /v2/answers': network });
    const store = signedIn(USER_A);
    const before = outboxOf(store, USER_A);
    await before.enqueue(target, [item('5', 'from yesterday')]);
    await before.settled();
    before.dispose();
    await closeOutboxDb();
    resetOutboxes();
    expect(calls).toHaveLength(1);

    const { calls: after } = mockApi({ 'POST /v2/answers': async (request) => reply((await request.json()) as Sent) });
    await resumeOutbox(store);
    await vi.waitFor(async () => expect(await bodiesOf(after)).toHaveLength(1));
    expect((await bodiesOf(after))[0].data[0].answer.value).toBe('from yesterday');
  });

  it("sends a public link's answers to the link, with no bearer token, job or location", async () => {
    const { calls } = mockApi({
      'POST /v2/public/answer/tok-1/files': () => [{ _id: 'f1a2b3c4-0000-4000-8000-000000000002' }],
      'POST /v2/public/answer/tok-1': async (request) => reply((await request.json()) as Sent),
    });
    const store = signedIn(USER_A);
    const outbox = new Outbox(publicOwner('tok-1'), publicTransport(store));
    outboxes.push(outbox);
    const file = await putPendingFile(new File(['x'], 'a.png', { type: 'image/png' }));
    await outbox.enqueue({ kind: 'public', token: 'tok-1' }, [{ key: '2', draft: { value: 'hi', pendingFiles: [file] }, basedOn: null }], { lat: 1, long: 2 });
    await outbox.settled();
    expect(calls.map((c) => c.path)).toEqual(['/v2/public/answer/tok-1/files', '/v2/public/answer/tok-1']);
    expect(calls.every((c) => !c.request.headers.has('authorization'))).toBe(true);
    const [body] = await bodiesOf(calls, '/v2/public/answer/tok-1');
    expect(body).not.toHaveProperty('job');
    expect(body).not.toHaveProperty('location');
    expect(body.data[0].answer.files).toEqual(['f1a2b3c4-0000-4000-8000-000000000002']);
  });
});
