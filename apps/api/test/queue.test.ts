import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueService } from '../src/queue/queue.service';
import { TestContext } from './helpers/test-app';

// Jobs only this test declares; a job name's payload type is checked at compile time.
declare module '../src/queue/queue.jobs' {
  interface QueueJobs {
    'test.record': { n: number };
    'test.flaky': { n: number };
    'test.context': Record<string, never>;
  }
}

let ctx: TestContext;
let queue: QueueService;

beforeAll(async () => {
  ctx = await TestContext.start();
  queue = ctx.app.get(QueueService);
});
afterAll(() => ctx?.close());

const until = async (check: () => boolean, ms = 10_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe(`the queue (${process.env.REDIS_URL ? 'BullMQ on Redis' : 'in-process'})`, () => {
  it('runs in the mode the configuration asks for', () => {
    expect(queue.mode).toBe(process.env.REDIS_URL ? 'bullmq' : 'in-process');
  });

  it('runs a job with its data, once per job id, and retries a failing one', async () => {
    const seen: number[] = [];
    let failures = 0;
    queue.register('test.record', async ({ n }) => {
      seen.push(n);
    });
    queue.register('test.flaky', async ({ n }) => {
      if (failures < 1) {
        failures += 1;
        throw new Error('first try fails');
      }
      seen.push(n);
    });
    await queue.add('test.record', { n: 1 }, { jobId: 'same' });
    await queue.add('test.record', { n: 1 }, { jobId: 'same' });
    await queue.add('test.record', { n: 2 });
    await queue.add('test.flaky', { n: 3 });
    await until(() => seen.length >= 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.sort()).toEqual([1, 2, 3]);
    expect(failures).toBe(1);
  });

  it('runs a job outside the context of the request that queued it', async () => {
    const request = new AsyncLocalStorage<string>();
    const seen: Array<string | undefined> = [];
    queue.register('test.context', async () => {
      seen.push(request.getStore());
    });
    await request.run('request-1', () => queue.add('test.context', {}));
    await until(() => seen.length === 1);
    expect(seen).toEqual([undefined]);
  });

  it('refuses at compile time a job whose payload does not match its name', () => {
    // @ts-expect-error 'test.record' carries { n: number }
    const wrong = () => queue.add('test.record', { n: 'one' });
    // @ts-expect-error a job name nobody declared
    const unknown = () => queue.add('test.nobody', {});
    expect(typeof wrong).toBe('function');
    expect(typeof unknown).toBe('function');
  });
});
