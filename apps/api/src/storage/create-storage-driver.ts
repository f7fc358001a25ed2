import path from 'node:path';
import { LocalStorageDriver } from './local-storage.driver';
import type { StorageDriver } from './storage-driver';

/** The storage part of the environment; S3 is chosen when S3_BUCKET is set. */
export interface StorageConfig {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_REGION?: string;
  /** 'true'/'false'; defaults to true when S3_ENDPOINT is set (MinIO), false for AWS. */
  S3_FORCE_PATH_STYLE?: string | boolean;
  /** Root folder of the local driver; default data/files under the working directory. */
  STORAGE_DIR?: string;
}

/** The driver the configuration asks for. The AWS SDK is loaded only when S3 is (it weighs tens of MB). */
export async function createStorageDriver(config: StorageConfig): Promise<StorageDriver> {
  if (config.S3_BUCKET) {
    const { S3StorageDriver } = await import('./s3-storage.driver.js');
    return new S3StorageDriver({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT || undefined,
      region: config.S3_REGION || undefined,
      accessKeyId: config.S3_ACCESS_KEY || undefined,
      secretAccessKey: config.S3_SECRET_KEY || undefined,
      forcePathStyle: parseFlag(config.S3_FORCE_PATH_STYLE) ?? Boolean(config.S3_ENDPOINT),
    });
  }
  return new LocalStorageDriver(config.STORAGE_DIR || path.join(process.cwd(), 'data', 'files'));
}

function parseFlag(value: string | boolean | undefined): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === '') return undefined;
  return ['true', '1', 'yes'].includes(value.toLowerCase());
}
