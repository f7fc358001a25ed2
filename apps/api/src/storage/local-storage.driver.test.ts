import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorageDriver } from './create-storage-driver';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('local storage driver', () => {
  let root: string;
  let outside: string;
  let driver: LocalStorageDriver;
  beforeEach(async () => {
    outside = await mkdtemp(path.join(tmpdir(), 'fieldwork-local-'));
    root = path.join(outside, 'root');
    driver = new LocalStorageDriver(root);
  });
  afterEach(() => rm(outside, { recursive: true, force: true }));

  it('shows nothing under a key until the whole body is written', async () => {
    const body = new PassThrough();
    const put = driver.put('i1/a/original.png', body, { contentType: 'image/png' });
    body.write(Buffer.alloc(100_000, 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await driver.head('i1/a/original.png')).toBeNull();
    await expect(driver.get('i1/a/original.png')).rejects.toMatchObject({ code: 'not_found' });
    const listed = [];
    for await (const object of driver.list('i1/')) listed.push(object);
    expect(listed).toEqual([]);
    body.end(Buffer.alloc(100, 2));
    await put;
    expect((await driver.head('i1/a/original.png'))?.size).toBe(100_100);
  });

  it('removes its temp file when the client stream breaks', async () => {
    const body = new PassThrough();
    const put = driver.put('i1/a/original.png', body, { contentType: 'image/png' });
    body.write(Buffer.alloc(10_000));
    setTimeout(() => body.destroy(new Error('client went away')), 20);
    await expect(put).rejects.toMatchObject({ code: 'storage_failed' });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('never reads or writes outside its root', async () => {
    await writeFile(path.join(outside, 'secret.png'), 'secret');
    await expect(driver.get('../secret.png')).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(driver.put('../secret.png', Readable.from(['x']), { contentType: 'image/png' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(driver.deletePrefix('../')).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await filesUnder(outside)).toEqual(['secret.png']);
  });

  it('treats a folder as a missing object', async () => {
    await driver.put('i1/a/b.png', Readable.from(['x']), { contentType: 'image/png' });
    await expect(driver.get('i1/a')).rejects.toMatchObject({ code: 'not_found' });
    expect(await driver.head('i1/a')).toBeNull();
  });

  it('removes emptied folders with deletePrefix', async () => {
    await driver.put('i1/a/b/c.png', Readable.from(['x']), { contentType: 'image/png' });
    expect(await driver.deletePrefix('i1/')).toBe(1);
    expect(await readdir(root)).toEqual([]);
  });
});

describe('createStorageDriver', () => {
  it('chooses the local folder when no bucket is set', async () => {
    expect(await createStorageDriver({ STORAGE_DIR: 'some/dir' })).toBeInstanceOf(LocalStorageDriver);
  });

  it('chooses S3 when S3_BUCKET is set', async () => {
    const driver = await createStorageDriver({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' });
    expect(driver).toBeInstanceOf(S3StorageDriver);
    (driver as S3StorageDriver).destroy();
  });
});
