import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** The shared Redis connection, or null in the embedded mode. */
@Injectable()
export class RedisConnection implements OnModuleDestroy {
  readonly client: Redis | null;
  private readonly logger = new Logger(RedisConnection.name);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true, lazyConnect: false })
      : null;
    this.client?.on('error', (err) => this.logger.warn(`Redis: ${err.message}`));
  }

  async ping(): Promise<'up' | 'down' | 'not_configured'> {
    if (!this.client) return 'not_configured';
    try {
      const answer = await Promise.race([
        this.client.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000)),
      ]);
      return answer === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.client?.quit().catch(() => undefined);
  }
}
