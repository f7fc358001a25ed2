import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, stop, type S3TestServer } from '../../test/helpers/s3-server';
import { generated } from '../../test/fixtures/streams';
import { S3StorageDriver, type S3StorageOptions } from './s3-storage.driver';

let server: S3TestServer;
const drivers: S3StorageDriver[] = [];
function driver(overrides: Partial<S3StorageOptions> = {}): S3StorageDriver {
  const made = new S3StorageDriver({
    bucket: server.bucket,
    endpoint: server.endpoint,
    accessKeyId: server.accessKey,
    secretAccessKey: server.secretKey,
    forcePathStyle: true,
    partSize: 5 * 1024 * 1024,
    ...overrides,
  });
  drivers.push(made);
  return made;
}

beforeAll(async () => (server = await start()));
afterAll(async () => {
  for (const d of drivers) d.destroy();
  await stop(server);
});

describe('S3 storage driver specifics', () => {
  it('addresses the bucket in the path', async () => {
    server.requests.length = 0;
    await driver().head('i1/x/file.png');
    expect(server.requests).toEqual([`HEAD /${server.bucket}/i1/x/file.png`]);
  });

  it('aborts the multipart upload when the body breaks', async () => {
    server.requests.length = 0;
    const put = driver().put('i1/broken/big.pdf', generated(20_000_000, 11_000_000), { contentType: 'application/pdf' });
    await expect(put).rejects.toMatchObject({ code: 'storage_failed' });
    const started = server.requests.find((r) => r.startsWith(`POST /${server.bucket}/i1/broken/big.pdf?uploads`));
    expect(started).toBeDefined();
    expect(server.requests.some((r) => /^DELETE \/[^ ]+\/i1\/broken\/big\.pdf\?uploadId=/.test(r))).toBe(true);
    expect(server.requests.some((r) => /^POST [^ ]+\?uploadId=/.test(r))).toBe(false); // never completed
  });

  it('fails its health check for a missing bucket or an unknown access key', async () => {
    await expect(driver({ bucket: 'no-such-bucket' }).check()).rejects.toMatchObject({ code: 'storage_failed' });
    await expect(driver({ accessKeyId: 'nobody' }).check()).rejects.toMatchObject({ code: 'storage_failed' });
  });

  it('reports an unreachable server as storage_failed', async () => {
    const offline = driver({ endpoint: 'http://127.0.0.1:9' });
    await expect(offline.get('i1/x/file.png')).rejects.toMatchObject({ code: 'storage_failed' });
  });
});
