import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Scope } from '../db/database';

/**
 * Pads the answers of a call whose work differs by a secret (forgot password: a token, a mail and
 * an event for a real account, nothing for an unknown address) to one time floor, so that timing
 * does not tell the two apart (ADR 0028). The floor is the slowest recent run of the full path,
 * never under `minMs`, plus random jitter. The wait runs after the commit and after the other
 * after-commit effects (queueing the mail), so it covers everything the caller waits for.
 */
export class ResponseFloor {
  private readonly recent: number[] = [];

  constructor(
    private readonly options: { minMs: number; maxMs: number; jitterMs: number; window: number } = {
      minMs: 300,
      maxMs: 3000,
      jitterMs: 100,
      window: 32,
    },
  ) {}

  /** Call last in the use case, with when it started and whether it ran the full (slower) path. */
  pad(scope: Scope, startedAt: number, fullPath: boolean): void {
    scope.afterCommit(async () => {
      const elapsed = performance.now() - startedAt;
      if (fullPath) this.record(elapsed);
      const wait = this.floorMs() + randomInt(this.options.jitterMs + 1) - elapsed;
      if (wait > 0) await sleep(wait);
    });
  }

  /** The current floor: the slowest recent full run, between the configured bounds. */
  floorMs(): number {
    const slowest = this.recent.length ? Math.max(...this.recent) : 0;
    return Math.min(this.options.maxMs, Math.max(this.options.minMs, Math.ceil(slowest)));
  }

  private record(ms: number): void {
    this.recent.push(ms);
    if (this.recent.length > this.options.window) this.recent.shift();
  }
}
