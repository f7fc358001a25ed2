import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ANSWER_MESSAGES, PUBLIC_SUBMISSIONS_PER_MINUTE } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { RedisConnection } from '../queue/redis.connection';

const WINDOW_S = 60;
/** Calls one address may make to public answer pages in a minute, across links (an office shares an address). */
export const PUBLIC_CALLS_PER_IP_PER_MINUTE = PUBLIC_SUBMISSIONS_PER_MINUTE * 10;

/**
 * The public answer routes' limits (ADR 0042), kept as the sign-in and reset limiters keep theirs
 * (in Redis when configured, so replicas agree): every call costs its address a point, valid
 * token or not, and every submission or upload costs its link one
 * (PUBLIC_SUBMISSIONS_PER_MINUTE). Past either, 429 with ANSWER_MESSAGES.tooFast.
 */
@Injectable()
export class PublicAnswerLimiter {
  private readonly byLink: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(@Inject(RedisConnection) redis: RedisConnection) {
    const client = redis.client;
    if (client) {
      const common = { storeClient: client, duration: WINDOW_S };
      this.byLink = new RateLimiterRedis({ ...common, keyPrefix: 'fw:answer-link:link', points: PUBLIC_SUBMISSIONS_PER_MINUTE });
      this.byIp = new RateLimiterRedis({ ...common, keyPrefix: 'fw:answer-link:ip', points: PUBLIC_CALLS_PER_IP_PER_MINUTE });
    } else {
      this.byLink = new RateLimiterMemory({ keyPrefix: 'answer-link', points: PUBLIC_SUBMISSIONS_PER_MINUTE, duration: WINDOW_S });
      this.byIp = new RateLimiterMemory({ keyPrefix: 'answer-link-ip', points: PUBLIC_CALLS_PER_IP_PER_MINUTE, duration: WINDOW_S });
    }
  }

  /** A call from `ip` to the instance's public answer pages. */
  async call(instanceId: string, ip: string): Promise<void> {
    await this.take(this.byIp, `${instanceId}:${ip}`);
  }

  /** A submission or an upload through the link. */
  async submission(instanceId: string, linkId: string): Promise<void> {
    await this.take(this.byLink, `${instanceId}:${linkId}`);
  }

  private async take(limiter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new AppError('rate_limited', ANSWER_MESSAGES.tooFast, { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) });
    }
  }
}
