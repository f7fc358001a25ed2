import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generated } from '../../test/fixtures/streams';
import { start, stop, type S3TestServer } from '../../test/helpers/s3-server';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import type { StorageDriver } from './storage-driver';

async function keysUnder(driver: StorageDriver, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of driver.list(prefix)) keys.push(object.key);
  // AWS and the local driver list in byte order; s3rver does not, so the contract does not ask for it.
  return keys.sort();
}

/** The behaviour every driver owes the asset service; run against each driver below. */
function storageDriverContract(name: string, setup: () => Promise<{ driver: StorageDriver; teardown: () => Promise<void> }>) {
  describe(`${name} storage driver`, () => {
    let driver: StorageDriver;
    let teardown: () => Promise<void>;
    beforeAll(async () => ({ driver, teardown } = await setup()));
    afterAll(() => teardown?.());

    it('stores a stream and reads it back with its size and content type', async () => {
      const body = randomBytes(300_000);
      expect(await driver.put('i1/assets/a1/original.png', Readable.from([body]), { contentType: 'image/png' })).toEqual({ size: body.length });
      const object = await driver.get('i1/assets/a1/original.png');
      expect(object.size).toBe(body.length);
      expect(object.totalSize).toBe(body.length);
      expect(object.contentType).toBe('image/png');
      expect((await buffer(object.stream)).equals(body)).toBe(true);
      expect(await driver.head('i1/assets/a1/original.png')).toMatchObject({ size: body.length, contentType: 'image/png' });
    });

    it('streams a body larger than one multipart part', async () => {
      const size = 12 * 1024 * 1024 + 123;
      await driver.put('i1/big/original.pdf', generated(size), { contentType: 'application/pdf', contentLength: size });
      const object = await driver.get('i1/big/original.pdf');
      let received = 0;
      for await (const chunk of object.stream) received += (chunk as Buffer).length;
      expect(received).toBe(size);
    });

    it('replaces an object put twice under one key', async () => {
      await driver.put('i1/replace/file.pdf', Readable.from([Buffer.from('first')]), { contentType: 'application/pdf' });
      await driver.put('i1/replace/file.pdf', Readable.from([Buffer.from('second!')]), { contentType: 'application/pdf' });
      expect((await buffer((await driver.get('i1/replace/file.pdf')).stream)).toString()).toBe('second!');
    });

    it('serves byte ranges', async () => {
      const body = Buffer.from('0123456789abcdefghij');
      await driver.put('i1/range/file.pdf', Readable.from([body]), { contentType: 'application/pdf' });
      const middle = await driver.get('i1/range/file.pdf', { range: { start: 10, end: 14 } });
      expect(middle).toMatchObject({ size: 5, totalSize: 20, range: { start: 10, end: 14 } });
      expect((await buffer(middle.stream)).toString()).toBe('abcde');
      const tail = await driver.get('i1/range/file.pdf', { range: { start: 15 } });
      expect((await buffer(tail.stream)).toString()).toBe('fghij');
      await expect(driver.get('i1/range/file.pdf', { range: { start: 25 } })).rejects.toMatchObject({ code: 'validation_failed' });
    });

    it('answers not_found and null for a missing key', async () => {
      await expect(driver.get('i1/missing/file.png')).rejects.toMatchObject({ code: 'not_found' });
      expect(await driver.head('i1/missing/file.png')).toBeNull();
      await expect(driver.delete('i1/missing/file.png')).resolves.toBeUndefined();
    });

    it('leaves no object when the client stream breaks mid-way', async () => {
      const small = driver.put('i1/broken/small.png', generated(1_000_000, 200_000), { contentType: 'image/png' });
      await expect(small).rejects.toMatchObject({ code: 'storage_failed' });
      const multipart = driver.put('i1/broken/large.pdf', generated(20_000_000, 11_000_000), { contentType: 'application/pdf' });
      await expect(multipart).rejects.toMatchObject({ code: 'storage_failed' });
      expect(await driver.head('i1/broken/small.png')).toBeNull();
      expect(await driver.head('i1/broken/large.pdf')).toBeNull();
      expect(await keysUnder(driver, 'i1/broken/')).toEqual([]);
    });

    it('refuses a body whose length differs from the declared one', async () => {
      const put = driver.put('i1/length/file.png', generated(1000), { contentType: 'image/png', contentLength: 999 });
      await expect(put).rejects.toMatchObject({ code: 'storage_failed' });
      expect(await driver.head('i1/length/file.png')).toBeNull();
    });

    it('lists and deletes by folder prefix', async () => {
      for (const key of ['t2/a/x.png', 't2/a/y/z.png', 't2/a-b/w.png', 't2/ab/v.png']) {
        await driver.put(key, Readable.from([Buffer.from(key)]), { contentType: 'image/png' });
      }
      expect(await keysUnder(driver, 't2/')).toEqual(['t2/a-b/w.png', 't2/a/x.png', 't2/a/y/z.png', 't2/ab/v.png']);
      const listed = [];
      for await (const object of driver.list('t2/a/')) listed.push(object);
      const first = listed.find((o) => o.key === 't2/a/x.png');
      expect(listed.map((o) => o.key).sort()).toEqual(['t2/a/x.png', 't2/a/y/z.png']);
      expect(first?.size).toBe('t2/a/x.png'.length);
      expect(first?.lastModified).toBeInstanceOf(Date);

      expect(await driver.deletePrefix('t2/a/')).toBe(2);
      expect(await keysUnder(driver, 't2/')).toEqual(['t2/a-b/w.png', 't2/ab/v.png']);
      await driver.delete('t2/ab/v.png');
      expect(await keysUnder(driver, 't2/')).toEqual(['t2/a-b/w.png']);
    });

    it.each(['../escape.png', '/etc/passwd', 'a/../../b.png', 'a//b.png', '.hidden', 'a\\b.png', 'a/./b.png', ''])(
      'refuses the unsafe key %j',
      async (key) => {
        await expect(driver.put(key, Readable.from([Buffer.from('x')]), { contentType: 'image/png' })).rejects.toMatchObject({
          code: 'validation_failed',
        });
        await expect(driver.get(key)).rejects.toMatchObject({ code: 'validation_failed' });
        await expect(driver.delete(key)).rejects.toMatchObject({ code: 'validation_failed' });
      },
    );

    it('refuses a prefix that is not a folder', async () => {
      await expect(driver.deletePrefix('t2/a')).rejects.toMatchObject({ code: 'validation_failed' });
      await expect(keysUnder(driver, '../')).rejects.toMatchObject({ code: 'validation_failed' });
    });

    it('passes its health check', async () => {
      await expect(driver.check()).resolves.toBeUndefined();
    });
  });
}

storageDriverContract('local', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'fieldwork-local-storage-'));
  return { driver: new LocalStorageDriver(root), teardown: () => rm(root, { recursive: true, force: true }) };
});

storageDriverContract('s3 (s3rver)', async () => {
  const server: S3TestServer = await start();
  const driver = new S3StorageDriver({
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: server.region,
    accessKeyId: server.accessKey,
    secretAccessKey: server.secretKey,
    forcePathStyle: true,
    partSize: 5 * 1024 * 1024, // the S3 minimum, so the 12 MB body really goes multipart
  });
  return {
    driver,
    teardown: async () => {
      driver.destroy();
      await stop(server);
    },
  };
});
