import { AsyncResource } from 'node:async_hooks';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { JobName, QueueJobs } from './queue.jobs';
import { RedisConnection } from './redis.connection';

export type JobHandler<T> = (data: T) => Promise<void>;
export interface AddOptions {
  /** Same id, same job: adding it twice runs it once (BullMQ dedupes; in-process skips while pending). */
  jobId?: string;
  delayMs?: number;
}

const QUEUE_NAME = 'fieldwork';
/** How often a failing job runs before the queue gives it up (handlers that record failures use it). */
export const JOB_ATTEMPTS = 3;

/**
 * Background work. BullMQ on Redis when REDIS_URL is set, so that work survives a restart and
 * replicas share it; the same handlers run in-process otherwise (embedded mode).
 */
@Injectable()
export class QueueService implements OnModuleDestroy {
  private readonly logger = new Logger(QueueService.name);
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly queue: Queue | null;
  private worker: Worker | null = null;
  private readonly pending = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /**
   * Made at start-up, outside any request: in-process jobs run in its context, not in that of the
   * request that queued them (as BullMQ's do), so their logs are not the request's.
   */
  private readonly detached = new AsyncResource('fieldwork.queue');
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
  ) {
    this.queue = redis.client ? new Queue(QUEUE_NAME, { connection: redis.client, prefix: config.queuePrefix }) : null;
  }

  get mode(): 'bullmq' | 'in-process' {
    return this.queue ? 'bullmq' : 'in-process';
  }

  /** Declares the handler of a job name. Handlers must be idempotent: a job may run again after a crash. */
  register<K extends JobName>(name: K, handler: JobHandler<QueueJobs[K]>): void {
    this.handlers.set(name, handler as JobHandler<unknown>);
    if (this.queue && !this.worker) {
      this.worker = new Worker(QUEUE_NAME, (job: Job) => this.run(job.name, job.data), {
        connection: this.redis.client!.duplicate(),
        prefix: this.config.queuePrefix,
        concurrency: 4,
      });
      this.worker.on('failed', (job, err) => this.logger.warn(`Job ${job?.name} failed: ${err.message}`));
    }
  }

  async add<K extends JobName>(name: K, data: QueueJobs[K], opts: AddOptions = {}): Promise<void> {
    if (this.closed) return;
    if (this.queue) {
      await this.queue.add(name, data, {
        jobId: opts.jobId,
        delay: opts.delayMs,
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
      return;
    }
    const key = opts.jobId ? `${name}:${opts.jobId}` : null;
    if (key && this.pending.has(key)) return;
    if (key) this.pending.add(key);
    this.later(opts.delayMs ?? 0, () => this.runInProcess(name, data, 1, key));
  }

  /** Runs `name` every `everyMs` (a repeatable job in BullMQ, a timer in-process). */
  async every<K extends JobName>(name: K, everyMs: number, data: QueueJobs[K]): Promise<void> {
    if (this.queue) {
      await this.queue.upsertJobScheduler(`every:${name}`, { every: everyMs }, { name, data });
      return;
    }
    const tick = () => {
      if (this.closed) return;
      this.runInProcess(name, data, JOB_ATTEMPTS, null).finally(() => this.later(everyMs, tick));
    };
    this.later(everyMs, tick);
  }

  private async runInProcess(name: string, data: unknown, attempt: number, key: string | null): Promise<void> {
    try {
      await this.run(name, data);
      if (key) this.pending.delete(key);
    } catch (err) {
      if (attempt < JOB_ATTEMPTS && !this.closed) {
        this.later(1000 * 2 ** attempt, () => this.runInProcess(name, data, attempt + 1, key));
      } else {
        if (key) this.pending.delete(key);
        this.logger.warn(`Job ${name} failed: ${(err as Error).message}`);
      }
    }
  }

  private async run(name: string, data: unknown): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${name}`);
    await handler(data);
  }

  private later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.detached.runInAsyncScope(fn);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    await this.worker?.close().catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
  }
}
