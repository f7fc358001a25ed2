import { join } from 'node:path';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Database } from '../db/database';
import { StagingArea } from '../files/staging-area';
import { QueueService } from '../queue/queue.service';
import { RedisConnection } from '../queue/redis.connection';
import { createStorageDriver } from '../storage/create-storage-driver';
import { InstanceResolver } from '../tenancy/instance-resolver.service';
import { STORAGE } from './tokens';

/** What every feature module may inject: configuration, database, Redis, queue, storage, tenancy. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    const shared = [APP_CONFIG, Database, RedisConnection, QueueService, InstanceResolver, STORAGE, StagingArea];
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Database, useValue: database },
        RedisConnection,
        QueueService,
        InstanceResolver,
        {
          provide: STORAGE,
          useFactory: () =>
            createStorageDriver(
              config.s3
                ? {
                    S3_BUCKET: config.s3.bucket,
                    S3_ENDPOINT: config.s3.endpoint ?? undefined,
                    S3_ACCESS_KEY: config.s3.accessKey ?? undefined,
                    S3_SECRET_KEY: config.s3.secretKey ?? undefined,
                    S3_REGION: config.s3.region,
                    S3_FORCE_PATH_STYLE: config.s3.forcePathStyle,
                  }
                : { STORAGE_DIR: config.storageDir },
            ),
        },
        { provide: StagingArea, useFactory: () => new StagingArea(join(config.dataDir, 'staging')) },
      ],
      exports: shared,
    };
  }
}
