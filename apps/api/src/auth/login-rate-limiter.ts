import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MESSAGES } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RedisConnection } from '../queue/redis.connection';

const WINDOW_S = 15 * 60;

/**
 * Sign-in attempts per IP (all attempts) and per IP+username (failures only), in Redis when it
 * is configured so that replicas agree, in memory otherwise.
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

  /** Counts an attempt from `ip`; refuses when the IP or the username is over its limit. */
  async beforeAttempt(ip: string, instanceId: string, username: string): Promise<void> {
    const userKey = `${instanceId}:${username}:${ip}`;
    const state = await this.byUser.get(userKey);
    if (state && state.remainingPoints <= 0) throw this.limited(state);
    await this.byIp.consume(ip).catch((res: unknown) => {
      throw res instanceof RateLimiterRes ? this.limited(res) : res;
    });
  }

  async onFailure(ip: string, instanceId: string, username: string): Promise<void> {
    await this.byUser.consume(`${instanceId}:${username}:${ip}`).catch(() => undefined);
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
