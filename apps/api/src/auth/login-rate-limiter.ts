import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RedisConnection } from '../queue/redis.connection';

const WINDOW_S = 15 * 60;

/**
 * Failed sign-ins, counted per IP and username and, with ten times the budget, per IP across
 * usernames (credential stuffing). Successful sign-ins cost nothing, so an office behind one
 * address is not locked out by its own colleagues. In Redis when configured, so replicas agree.
 */
@Injectable()
export class LoginRateLimiter implements OnModuleDestroy {
  private readonly byIp: RateLimiterAbstract;
  private readonly byUser: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RedisConnection) redis: RedisConnection) {
    const perUser = config.login.maxAttempts;
    const perIp = perUser * 10;
    const client = redis.client;
    if (client) {
      const common = { storeClient: client, duration: WINDOW_S, blockDuration: WINDOW_S };
      this.byIp = new RateLimiterRedis({ ...common, keyPrefix: 'fw:login:ip', points: perIp });
      this.byUser = new RateLimiterRedis({ ...common, keyPrefix: 'fw:login:user', points: perUser });
    } else {
      this.byIp = new RateLimiterMemory({ keyPrefix: 'ip', points: perIp, duration: WINDOW_S });
      this.byUser = new RateLimiterMemory({ keyPrefix: 'user', points: perUser, duration: WINDOW_S });
    }
  }

  /** Refuses when the IP, or this username from this IP, has used up its failures. */
  async beforeAttempt(ip: string, instanceId: string, username: string): Promise<void> {
    for (const [limiter, key] of [
      [this.byUser, `${instanceId}:${username}:${ip}`],
      [this.byIp, ip],
    ] as const) {
      const state = await limiter.get(key);
      if (state && state.remainingPoints <= 0) throw this.limited(state);
    }
  }

  async onFailure(ip: string, instanceId: string, username: string): Promise<void> {
    await Promise.all([
      this.byUser.consume(`${instanceId}:${username}:${ip}`).catch(() => undefined),
      this.byIp.consume(ip).catch(() => undefined),
    ]);
  }

  async onSuccess(ip: string, instanceId: string, username: string): Promise<void> {
    await this.byUser.delete(`${instanceId}:${username}:${ip}`).catch(() => undefined);
  }

  private limited(res: RateLimiterRes): AppError {
    return new AppError('rate_limited', MESSAGES.tooManyAttempts, {
      retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
    });
  }

  onModuleDestroy(): void {
    /* the Redis connection is closed by its owner */
  }
}
