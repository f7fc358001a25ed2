import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../common/app-error';
import { fileErrors } from '../files/file-errors';
import type { ByteRange, ListedObject, ObjectInfo, PutOptions, StorageDriver, StoredObject } from './storage-driver';
import { assertSafeKey, assertSafePrefix } from './storage-key';

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  /** MinIO or another S3-compatible server; AWS when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path, not the host name: needed by MinIO and s3rver. */
  forcePathStyle?: boolean;
  /** Bytes per multipart part; memory held by one upload is about partSize x queueSize. */
  partSize?: number;
  queueSize?: number;
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

/** Objects in an S3-compatible bucket, through the AWS SDK v3. */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    const config: S3ClientConfig = {
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      // Checksums on every request are newer than most S3-compatible servers; send them only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (options.accessKeyId && options.secretAccessKey) {
      config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.client = new S3Client(config);
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }> {
    assertSafeKey(key);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    // pipeline forwards a client stream's error into `counted`, which fails the upload.
    pipeline(body, counted).catch(() => undefined);
    // lib-storage streams in parts; leavePartsOnError=false aborts the multipart upload on failure,
    // and a body shorter than one part is sent as a single PUT only once it has fully arrived.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: this.options.partSize ?? DEFAULT_PART_SIZE,
      queueSize: this.options.queueSize ?? 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      throw fileErrors.storageFailed('Could not store the file', { key }, error);
    }
    if (options.contentLength !== undefined && options.contentLength !== size) {
      await this.delete(key);
      throw fileErrors.storageFailed('Stored size differs from the declared length', { expected: options.contentLength, size });
    }
    return { size };
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject> {
    assertSafeKey(key);
    const range = options.range;
    if (range && (!Number.isInteger(range.start) || range.start < 0 || (range.end !== undefined && range.end < range.start))) {
      throw fileErrors.invalid('Range not satisfiable', { start: range.start, end: range.end });
    }
    try {
      const reply = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const size = reply.ContentLength ?? 0;
      const served = parseContentRange(reply.ContentRange);
      return {
        stream: reply.Body as Readable,
        size,
        totalSize: served?.total ?? size,
        contentType: reply.ContentType ?? 'application/octet-stream',
        range: served ? { start: served.start, end: served.end } : undefined,
      };
    } catch (error) {
      if (statusOf(error) === 416) {
        throw fileErrors.invalid('Range not satisfiable', { start: range?.start, end: range?.end });
      }
      throw this.wrap(error, key, 'Could not read the file');
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertSafeKey(key);
    try {
      const reply = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: reply.ContentLength ?? 0,
        contentType: reply.ContentType ?? 'application/octet-stream',
        lastModified: reply.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw this.wrap(error, key, 'Could not read the file');
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) === 404) return;
      throw this.wrap(error, key, 'Could not delete the file');
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertSafePrefix(prefix);
    let count = 0;
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const reply = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (reply.Errors?.length) {
        throw fileErrors.storageFailed('Could not delete some files', { prefix, failed: reply.Errors.length });
      }
      count += batch.length;
      batch = [];
    };
    for await (const object of this.list(prefix)) {
      batch.push(object.key);
      if (batch.length === 1000) await flush(); // the DeleteObjects maximum
    }
    await flush();
    return count;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertSafePrefix(prefix);
    let token: string | undefined;
    do {
      const reply = await this.client
        .send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }))
        .catch((error) => {
          throw this.wrap(error, prefix, 'Could not list files');
        });
      for (const item of reply.Contents ?? []) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
      }
      token = reply.IsTruncated ? reply.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket })).catch((error) => {
      // A missing bucket is a broken configuration, not a missing file.
      throw fileErrors.storageFailed('Storage bucket is not reachable', { bucket: this.bucket, status: statusOf(error) }, error);
    });
  }

  /** Releases the HTTP agent's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }

  private wrap(error: unknown, key: string, message: string): AppError {
    if (error instanceof AppError) return error;
    const status = statusOf(error);
    const name = (error as { name?: string })?.name;
    if (status === 404 || name === 'NoSuchKey' || name === 'NotFound') {
      return fileErrors.notFound(key);
    }
    return fileErrors.storageFailed(message, { key, status }, error);
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header) : null;
  return match ? { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) } : null;
}
