/** Injection token of the StorageDriver (local folder or S3). */
export const STORAGE = Symbol('STORAGE');
