import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import type { FastifyReply } from 'fastify';
import { healthSchema, type Health } from '@fieldwork/contracts';
import { Public } from '../access/access.decorators';
import { STORAGE } from '../core/tokens';
import { Database } from '../db/database';
import type { StorageDriver } from '../storage/storage-driver';
import { RedisConnection } from '../queue/redis.connection';

class HealthDto extends createZodDto(healthSchema) {}

const VERSION = process.env.npm_package_version ?? '0.1.0';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  /** Database, Redis (when configured) and file storage status; 503 when something is down. */
  @Get()
  @Public({ tenant: false })
  @ApiOperation({ summary: 'Database, Redis and file storage status' })
  @ApiResponse({ status: 200, description: 'Everything answers', type: HealthDto })
  @ApiResponse({ status: 503, description: 'Something is down (the body says what)', type: HealthDto })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const [dbUp, redis, storageUp] = await Promise.all([
      this.db.ping(),
      this.redis.ping(),
      this.storage.check().then(
        () => true,
        () => false,
      ),
    ]);
    const ok = dbUp && redis !== 'down' && storageUp;
    reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: { status: dbUp ? 'up' : 'down', driver: this.db.driver },
      redis: { status: redis },
      storage: { status: storageUp ? 'up' : 'down', driver: this.storage.kind },
      version: VERSION,
    };
  }
}
