import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Health } from '@fieldwork/contracts';
import { Public } from '../auth/auth.decorators';
import { Database } from '../db/database';
import { RedisConnection } from '../queue/redis.connection';

const VERSION = process.env.npm_package_version ?? '0.1.0';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
  ) {}

  /** Database (and Redis when configured) status; 503 when something is down. */
  @Get()
  @Public()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const [dbUp, redis] = await Promise.all([this.db.ping(), this.redis.ping()]);
    const ok = dbUp && redis !== 'down';
    reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: { status: dbUp ? 'up' : 'down', driver: this.db.driver },
      redis: { status: redis },
      version: VERSION,
    };
  }
}
