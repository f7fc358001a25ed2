import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { Readable } from 'node:stream';
import { MESSAGES, type Asset } from '@fieldwork/contracts';
import { AssetCleanup } from '../src/assets/asset-cleanup.service';
import { STORAGE } from '../src/core/tokens';
import { eq } from 'drizzle-orm';
import { blueprintElements, blueprintMarkings, users } from '../src/db/schema';
import { JobRows } from './helpers/job-rows';
import type { StorageDriver } from '../src/storage/storage-driver';
import * as files from './fixtures/files';
import { multipart, type Part } from './helpers/multipart';
import * as s3 from './helpers/s3-server';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

const MAX_FILES = 3;
const MAX_BYTES = 2 * 1024 * 1024;

describe.each(['local', 's3'] as const)('assets on the %s storage driver', (driverName) => {
  let ctx: TestContext;
  let s3Server: s3.S3TestServer | null = null;
  let storage: StorageDriver;
  let demo: TestInstance;
  let acme: TestInstance;
  let inspector: TestUser;
  /** The file browser (list and zip) is for project managers and above. */
  let manager: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let acmeAdmin: TestUser;
  const tokens = new Map<TestUser, string>();
  const as = async (u: TestUser) => {
    if (!tokens.has(u)) tokens.set(u, (await ctx.login(u)).access_token);
    return tokens.get(u)!;
  };

  const upload = async (user: TestUser, parts: Part[], query = '') => {
    const body = multipart(parts);
    return ctx.request(user.instance, {
      method: 'POST',
      url: `/v2/asset/upload${query}`,
      headers: body.headers,
      payload: body.payload,
      as: await as(user),
    });
  };
  const get = async (user: TestUser | null, url: string, instance: TestInstance = demo) =>
    ctx.request(instance, { method: 'GET', url, ...(user ? { as: await as(user) } : {}) });
  const objectsOf = async (instanceId: string) => {
    const keys: string[] = [];
    for await (const o of storage.list(`assets/${instanceId}/`)) keys.push(o.key);
    return keys;
  };
  const stagingLeft = async () => readdir(join(ctx.config.dataDir, 'staging')).catch(() => [] as string[]);

  beforeAll(async () => {
    const env: Record<string, string> = { UPLOAD_MAX_FILES: String(MAX_FILES), UPLOAD_MAX_BYTES: String(MAX_BYTES) };
    if (driverName === 's3') {
      s3Server = await s3.start();
      Object.assign(env, {
        S3_ENDPOINT: s3Server.endpoint,
        S3_BUCKET: s3Server.bucket,
        S3_ACCESS_KEY: s3Server.accessKey,
        S3_SECRET_KEY: s3Server.secretKey,
        S3_REGION: s3Server.region,
      });
    }
    ctx = await TestContext.start(env);
    storage = ctx.app.get(STORAGE);
    expect(storage.kind).toBe(driverName);
    demo = await ctx.newInstance({ name: 'Demo' });
    acme = await ctx.newInstance({ name: 'Acme' });
    inspector = await ctx.newUser(demo, { role: 'inspector' });
    other = await ctx.newUser(demo, { role: 'inspector' });
    manager = await ctx.newUser(demo, { role: 'project_manager' });
    admin = await ctx.newUser(demo, { role: 'business_admin' });
    acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
  });
  afterAll(async () => {
    await ctx?.close();
    if (s3Server) await s3.stop(s3Server);
  });

  describe('successful uploads and downloads', () => {
    let photo: Asset;
    let plan: Asset;
    let photoBytes: Buffer;

    it('uploads several files at once, typed by their content', async () => {
      photoBytes = await files.jpeg(800, 600);
      const res = await upload(inspector, [
        { filename: 'site photo.jpg', content: photoBytes, contentType: 'image/jpeg' },
        { filename: 'plan.PDF', content: files.pdf([[595, 842], [842, 595]]) },
      ]);
      expect(res.statusCode).toBe(201);
      [photo, plan] = res.json();
      expect(photo).toMatchObject({ originalName: 'site photo.jpg', extension: 'jpg', mimeType: 'image/jpeg', size: photoBytes.length, isVideo: false, private: false, owner: inspector.id, target: 'attachment' });
      expect(plan).toMatchObject({ extension: 'pdf', mimeType: 'application/pdf', pages: 2 });
      expect(photo.Location).toMatch(/^\/v2\/asset\/download\/[0-9a-f-]{36}\?v=\w+&expires=\d+&key=/);
    });

    it('serves the original with a bearer token and through the signed link with none', async () => {
      const withBearer = await get(inspector, `/v2/asset/download/${photo.assetId}`);
      expect(withBearer.statusCode).toBe(200);
      expect(withBearer.rawPayload.equals(photoBytes)).toBe(true);
      expect(withBearer.headers['content-disposition']).toContain('attachment; filename="site photo.jpg"');
      const signed = await get(null, photo.Location);
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-type']).toBe('image/jpeg');
      expect(signed.rawPayload.equals(photoBytes)).toBe(true);
    });

    it('refuses a tampered or expired key, and a link used for another rendition', async () => {
      const tampered = photo.Location.replace(/key=[^&]+/, 'key=AAAA');
      expect((await get(null, tampered)).statusCode).toBe(401);
      const expired = photo.Location.replace(/expires=\d+/, 'expires=1000');
      expect((await get(null, expired)).statusCode).toBe(401);
      const otherRendition = `${photo.Location}&size=message`;
      expect((await get(null, otherRendition)).statusCode).toBe(401);
    });

    it('makes a 100x100 thumbnail once and serves it from storage after', async () => {
      const first = await get(null, photo.thumbnailUrl!);
      expect(first.statusCode).toBe(200);
      const meta = await sharp(first.rawPayload).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([100, 100, 'jpeg']);
      const before = await objectsOf(demo.id);
      const again = await get(null, photo.thumbnailUrl!);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(await objectsOf(demo.id)).toEqual(before);
      const message = await get(null, photo.previewUrl!);
      const m = await sharp(message.rawPayload).metadata();
      expect([m.width, m.height]).toEqual([500, 375]);
    });

    it('answers a byte range of the original', async () => {
      const res = await ctx.request(demo, { method: 'GET', url: `/v2/asset/download/${photo.assetId}`, headers: { range: 'bytes=10-19' }, as: await as(inspector) });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 10-19/${photoBytes.length}`);
      expect(res.rawPayload.equals(photoBytes.subarray(10, 20))).toBe(true);
    });

    it('converts a PDF to page images with their sizes, once, and a first-page thumbnail', async () => {
      const res = await get(inspector, `/v2/asset/pdf-images?assetId=${plan.assetId}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.pageCount).toBe(2);
      expect(body.pages.map((p: { widthPt: number; heightPt: number }) => [p.widthPt, p.heightPt])).toEqual([[595, 842], [842, 595]]);
      const [p1, p2] = body.pages;
      expect(p1.height / p1.width).toBeCloseTo(842 / 595, 1);
      expect(p2.width / p2.height).toBeCloseTo(842 / 595, 1);
      const page = await get(null, p2.url);
      expect(page.statusCode).toBe(200);
      const meta = await sharp(page.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', p2.width, p2.height]);
      const keys = await objectsOf(demo.id);
      const again = await get(inspector, `/v2/asset/pdf-images?assetId=${plan.assetId}`);
      expect(again.json().pages.map((p: { width: number }) => p.width)).toEqual(body.pages.map((p: { width: number }) => p.width));
      expect(await objectsOf(demo.id)).toEqual(keys);
      const resized = await ctx.request(demo, { method: 'POST', url: `/v2/asset/pdf-resize/${plan.assetId}`, payload: { width: 400 }, as: await as(inspector) });
      expect(resized.statusCode).toBe(200);
      expect(resized.json().pages[0].width).toBeLessThanOrEqual(400);
      const thumb = await get(null, plan.thumbnailUrl!);
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(100);
    });

    it('gives info, lists with paging and accepts the spec page size of 999999', async () => {
      const info = await get(inspector, `/v2/asset/info/${photo.assetId}`);
      expect(info.json()).toMatchObject({ assetId: photo.assetId, originalName: 'site photo.jpg' });
      const list = await get(manager, `/v2/asset?owner=${inspector.id}&page_size=999999`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ page: 1, limit: 500, totalPages: 1 });
      expect(list.json().docs.map((a: Asset) => a.assetId)).toEqual(expect.arrayContaining([photo.assetId, plan.assetId]));
      const paged = await get(manager, `/v2/asset?owner=${inspector.id}&page_size=1&page=2`);
      expect(paged.json().docs).toHaveLength(1);
      expect(paged.json().totalDocs).toBeGreaterThanOrEqual(2);
    });

    it('zips the chosen files as assets.zip, with unique names', async () => {
      const dup = (await upload(inspector, [{ filename: 'site photo.jpg', content: await files.jpeg(40, 30) }])).json()[0] as Asset;
      expect(dup.originalName).toBe('site photo.jpg');
      const res = await get(manager, `/v2/asset/zip?ids=${photo.assetId},${plan.assetId},${dup.assetId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="assets.zip"');
      const names = await zipNames(res.rawPayload);
      expect(names.sort()).toEqual(['plan.PDF', 'site photo (2).jpg', 'site photo.jpg']);
    });

    it('rotates an image by 90 degrees, and its thumbnail follows', async () => {
      const res = await ctx.request(demo, { method: 'POST', url: `/v2/asset/${photo.assetId}/rotate`, payload: { rotation: 90 }, as: await as(inspector) });
      expect(res.statusCode).toBe(200);
      const rotated: Asset = res.json();
      const original = await get(null, rotated.Location);
      const meta = await sharp(original.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([600, 800]);
      expect(rotated.thumbnailUrl).not.toBe(photo.thumbnailUrl);
      const message = await get(inspector, `/v2/asset/download/${photo.assetId}?size=message`);
      const m = await sharp(message.rawPayload).metadata();
      expect([m.width, m.height]).toEqual([375, 500]);
      const pdfTurn = await ctx.request(demo, { method: 'POST', url: `/v2/asset/${plan.assetId}/rotate`, payload: { rotation: -90 }, as: await as(inspector) });
      expect(pdfTurn.json().rotation).toBe(270);
    });

    it('refuses to rotate a file that blueprint markings refer to, with the catalogue message', async () => {
      const rows = new JobRows(ctx);
      const jobId = await rows.job(demo, await rows.jobType(demo));
      await ctx.db.tenant(demo.id, async ({ tx }) => {
        const [marking] = await tx.insert(blueprintMarkings).values({ instanceId: demo.id, jobId, fileAssetId: plan.assetId }).returning({ id: blueprintMarkings.id });
        await tx.insert(blueprintElements).values({ id: randomUUID(), instanceId: demo.id, markingId: marking.id, elementId: 'e1', canvasData: { kind: 'Lamp', style: 7, x: 5, y: 5 } });
      });
      const res = await ctx.request(demo, { method: 'POST', url: `/v2/asset/${plan.assetId}/rotate`, payload: { rotation: 90 }, as: await as(inspector) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.fileNotRotatable);
      const del = await ctx.request(demo, { method: 'DELETE', url: `/v2/asset/${plan.assetId}`, as: await as(inspector) });
      expect(del.statusCode).toBe(409);
    });

    it('replaces a file keeping the target id, and deletes with nothing left behind', async () => {
      const [a, b] = (await upload(inspector, [
        { filename: 'old.png', content: await files.png(50, 50) },
        { filename: 'new.jpg', content: await files.jpeg(60, 40) },
      ])).json() as Asset[];
      const replaced = await ctx.request(demo, { method: 'PATCH', url: `/v2/asset/${a.assetId}/${b.assetId}`, as: await as(inspector) });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({ assetId: a.assetId, originalName: 'new.jpg', extension: 'jpg' });
      expect((await get(inspector, `/v2/asset/info/${b.assetId}`)).statusCode).toBe(404);
      expect((await objectsOf(demo.id)).some((k) => k.includes(b.assetId))).toBe(false);

      const del = await ctx.request(demo, { method: 'DELETE', url: `/v2/asset/${a.assetId}`, as: await as(inspector) });
      expect(del.json()).toEqual({ success: true });
      expect((await objectsOf(demo.id)).some((k) => k.includes(a.assetId))).toBe(false);
      expect((await get(inspector, `/v2/asset/info/${a.assetId}`)).statusCode).toBe(404);
      const viaS3Delete = await get(inspector, `/v2/s3/delete?assetId=${photo.assetId}`);
      expect(viaS3Delete.json()).toEqual({ success: true });
      expect((await objectsOf(demo.id)).some((k) => k.includes(photo.assetId))).toBe(false);
    });
  });

  describe('refused uploads leave nothing behind', () => {
    const expectNothingStored = async (before: string[]) => {
      expect(await objectsOf(demo.id)).toEqual(before);
      expect(await stagingLeft()).toEqual([]);
    };

    it.each([
      ['an ELF program named photo.jpg', 'photo.jpg', () => files.elf()],
      ['a Windows program named report.pdf', 'report.pdf', () => files.exe()],
      ['a text file named sheet.xlsx', 'sheet.xlsx', () => Buffer.from('name,value\na,1\n')],
      ['a zip without a document named letter.docx', 'letter.docx', () => files.zip({ 'readme.txt': 'hello' })],
    ])('refuses %s with the catalogue message', async (_label, filename, make) => {
      const before = await objectsOf(demo.id);
      const res = await upload(inspector, [{ filename, content: await make() }]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Invalid file extension allowed only jpeg, png, pdf, doc, docx, xls, xlsx');
      await expectNothingStored(before);
    });

    it('an image-only target refuses a PDF, and an answer accepts video', async () => {
      const res = await upload(inspector, [{ filename: 'me.pdf', content: files.pdf() }], '?target=avatar');
      expect(res.json().message).toBe('Invalid file extension allowed only jpeg, png');
      const video = await upload(inspector, [{ filename: 'clip.mov', content: files.isoMedia('qt  ') }], '?target=job&target_id=job-1');
      expect(video.statusCode).toBe(201);
      expect(video.json()[0]).toMatchObject({ isVideo: true, mimeType: 'video/quicktime', target: 'job', targetId: 'job-1', thumbnailUrl: null, previewUrl: null });
      await upload(inspector, [{ filename: 'clip2.mp4', content: files.isoMedia('isom') }], '?target=job&target_id=job-2');
      await upload(inspector, [{ filename: 'clip3.mp4', content: files.isoMedia('isom') }], '?target=answer&target_id=job-3');
      const twoJobs = (await get(manager, '/v2/asset?jobId=job-1,job-2&page_size=1')).json();
      expect(twoJobs).toMatchObject({ totalDocs: 2, totalPages: 2, limit: 1, totalExact: true });
      expect(twoJobs.docs[0].targetId).toBe('job-2');
      const answers = (await get(manager, '/v2/asset?attachedTo=answer/job-3')).json();
      expect(answers.docs.map((a: Asset) => a.originalName)).toEqual(['clip3.mp4']);
      const notForAttachments = await upload(inspector, [{ filename: 'clip.mp4', content: files.isoMedia('isom') }]);
      expect(notForAttachments.statusCode).toBe(415);
    });

    it('refuses the whole batch when one file is wrong', async () => {
      const before = await objectsOf(demo.id);
      const res = await upload(inspector, [
        { filename: 'good.jpg', content: await files.jpeg(40, 40) },
        { filename: 'bad.jpg', content: files.elf() },
      ]);
      expect(res.statusCode).toBe(415);
      await expectNothingStored(before);
    });

    it('refuses more files than allowed with the catalogue message', async () => {
      const before = await objectsOf(demo.id);
      const img = await files.png(10, 10);
      const res = await upload(inspector, Array.from({ length: MAX_FILES + 1 }, (_, i) => ({ filename: `p${i}.png`, content: img })));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Error, maximum files allowed ${MAX_FILES}`);
      await expectNothingStored(before);
    });

    it('refuses a file over the size limit', async () => {
      const before = await objectsOf(demo.id);
      const big = Buffer.concat([files.pdf(), Buffer.alloc(MAX_BYTES)]);
      const res = await upload(inspector, [{ filename: 'big.pdf', content: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('file_too_large');
      await expectNothingStored(before);
    });

    it('refuses a truncated photo and a truncated PDF as corrupted', async () => {
      const before = await objectsOf(demo.id);
      const photo = await files.jpeg(400, 300);
      for (const [filename, content] of [['cut.jpg', photo.subarray(0, photo.length / 2)], ['cut.pdf', files.pdf().subarray(0, 300)]] as const) {
        const res = await upload(inspector, [{ filename, content }]);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('Corrupted file, please reupload');
      }
      await expectNothingStored(before);
    });

    it('refuses a request that is not multipart, and one with no file', async () => {
      const json = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', payload: { a: 1 }, as: await as(inspector) });
      expect(json.statusCode).toBe(400);
      const empty = await upload(inspector, []);
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('access', () => {
    let secret: Asset;

    beforeAll(async () => {
      secret = (await upload(inspector, [{ filename: 'payslip.pdf', content: files.pdf() }], '?private_asset=true')).json()[0];
    });

    it('a private file is seen by its owner and admins, not by a colleague, a manager included', async () => {
      expect(secret.private).toBe(true);
      expect((await get(inspector, `/v2/asset/info/${secret.assetId}`)).statusCode).toBe(200);
      expect((await get(admin, `/v2/asset/info/${secret.assetId}`)).statusCode).toBe(200);
      expect((await get(other, `/v2/asset/info/${secret.assetId}`)).statusCode).toBe(404);
      expect((await get(other, `/v2/asset/download/${secret.assetId}`)).statusCode).toBe(404);
      expect((await get(manager, `/v2/asset/info/${secret.assetId}`)).statusCode).toBe(404);
      expect((await get(manager, `/v2/asset/zip?ids=${secret.assetId}`)).statusCode).toBe(404);
      const list = (await get(manager, '/v2/asset?page_size=100')).json();
      expect(list.docs.map((a: Asset) => a.assetId)).not.toContain(secret.assetId);
      expect((await ctx.request(demo, { method: 'DELETE', url: `/v2/asset/${secret.assetId}`, as: await as(other) })).statusCode).toBe(404);
    });

    it('uploading for another user needs a manager', async () => {
      const refused = await upload(inspector, [{ filename: 'a.png', content: await files.png(8, 8) }], `?target_user=${other.id}`);
      expect(refused.statusCode).toBe(403);
      const done = await upload(admin, [{ filename: 'a.png', content: await files.png(8, 8) }], `?target_user=${other.id}&private_asset=1`);
      expect(done.json()[0].owner).toBe(other.id);
      expect((await get(other, `/v2/asset/info/${done.json()[0].assetId}`)).statusCode).toBe(200);
    });

    it('a second tenant cannot read, list, zip, change or delete the files, even with a signed link', async () => {
      const id = secret.assetId;
      expect((await get(acmeAdmin, `/v2/asset/info/${id}`, acme)).statusCode).toBe(404);
      expect((await get(acmeAdmin, `/v2/asset/download/${id}`, acme)).statusCode).toBe(404);
      expect((await get(null, secret.Location, acme)).statusCode).toBe(404);
      expect((await get(acmeAdmin, `/v2/asset/zip?ids=${id}`, acme)).statusCode).toBe(404);
      expect((await get(acmeAdmin, `/v2/asset/pdf-images?assetId=${id}`, acme)).statusCode).toBe(404);
      expect((await get(acmeAdmin, '/v2/asset?page_size=100', acme)).json().totalDocs).toBe(0);
      const rotate = await ctx.request(acme, { method: 'POST', url: `/v2/asset/${id}/rotate`, payload: { rotation: 90 }, as: await as(acmeAdmin) });
      expect(rotate.statusCode).toBe(404);
      expect((await ctx.request(acme, { method: 'DELETE', url: `/v2/asset/${id}`, as: await as(acmeAdmin) })).statusCode).toBe(404);
      expect((await get(acmeAdmin, `/v2/s3/delete?assetId=${id}`, acme)).statusCode).toBe(404);
      // The file is still there for its owner.
      expect((await get(inspector, `/v2/asset/info/${id}`)).statusCode).toBe(200);
    });
  });

  it("a user's avatar in /v2/users/me is a signed link to the 500x500 avatar image", async () => {
    const photo = (await upload(other, [{ filename: 'me.jpg', content: await files.jpeg(900, 600) }], '?target=avatar')).json()[0] as Asset;
    await ctx.db.tenant(demo.id, ({ tx }) => tx.update(users).set({ avatarAssetId: photo.assetId }).where(eq(users.id, other.id)));
    const me = (await get(other, '/v2/users/me')).json();
    expect(me.avatar).toBe(me.imgUrl);
    const image = await get(null, me.avatar);
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([500, 500]);
  });

  it('the cleanup job removes stray objects and keeps the files that have rows', async () => {
    const kept = (await upload(inspector, [{ filename: 'keep.png', content: await files.png(8, 8) }])).json()[0] as Asset;
    const stray = randomUUID();
    await storage.put(`assets/${demo.id}/${stray}/original-abc.png`, Readable.from(await files.png(8, 8)), { contentType: 'image/png' });
    const cleanup = ctx.app.get(AssetCleanup);
    expect(await cleanup.run()).not.toContain(stray); // too young: may be an upload in flight
    expect(await cleanup.run(Date.now() + 2 * 3600_000)).toContain(stray);
    const keys = await objectsOf(demo.id);
    expect(keys.some((k) => k.includes(stray))).toBe(false);
    expect(keys.some((k) => k.includes(kept.assetId))).toBe(true);
  });
});

function zipNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: { fileName: string }) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
