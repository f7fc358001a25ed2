export { createStorageDriver, type StorageConfig } from './create-storage-driver';
export { LocalStorageDriver } from './local-storage.driver';
export { S3StorageDriver, type S3StorageOptions } from './s3-storage.driver';
export * from './storage-driver';
export { assertSafeKey, assertSafePrefix } from './storage-key';
