import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../common/app-error';
import { RedisConnection } from '../queue/redis.connection';

const WINDOW_S = 60 * 60;
/** Reset mails one address may be sent from one IP in an hour: enough for a lost mail or two. */
const PER_ADDRESS = 5;
/** Requests one IP may make across addresses in an hour (an office shares an address). */
const PER_IP = 50;

/**
 * POST /v2/users/forgot_password, counted as the sign-in limiter counts failures: per IP and
 * address, and with ten times the budget per IP. Every request costs a point, known address or
 * not, so the limit tells a stranger nothing either. In Redis when configured, so replicas agree.
 */
@Injectable()
export class PasswordResetLimiter {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(@Inject(RedisConnection) redis: RedisConnection) {
    const client = redis.client;
    if (client) {
      const common = { storeClient: client, duration: WINDOW_S };
      this.byAddress = new RateLimiterRedis({ ...common, keyPrefix: 'fw:reset:address', points: PER_ADDRESS });
      this.byIp = new RateLimiterRedis({ ...common, keyPrefix: 'fw:reset:ip', points: PER_IP });
    } else {
      this.byAddress = new RateLimiterMemory({ keyPrefix: 'reset-address', points: PER_ADDRESS, duration: WINDOW_S });
      this.byIp = new RateLimiterMemory({ keyPrefix: 'reset-ip', points: PER_IP, duration: WINDOW_S });
    }
  }

  /** Takes a point for this request, or refuses it (429) when the IP or the IP and address have none left. */
  async consume(ip: string, instanceId: string, email: string): Promise<void> {
    for (const [limiter, key] of [
      [this.byAddress, `${instanceId}:${email}:${ip}`],
      [this.byIp, ip],
    ] as const) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new AppError('rate_limited', 'Too many requests. Please, try again later!', {
          retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000),
        });
      }
    }
  }
}
