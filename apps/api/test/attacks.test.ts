import { readdirSync, readlinkSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '../src/core/tokens';
import { StagingArea } from '../src/files/staging-area';
import type { StorageDriver } from '../src/storage/storage-driver';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * What an attacker tried against the skeleton and the files, repeated: each request must end at
 * once with a 4xx in the catalogue's error body, and leave nothing open or half-written.
 */
let ctx: TestContext;
let demo: TestInstance;
let admin: TestUser;
let manager: TestUser;
let inspector: TestUser;

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance();
  admin = await ctx.newUser(demo, { role: 'business_admin' });
  manager = await ctx.newUser(demo, { role: 'project_manager' });
  inspector = await ctx.newUser(demo, { role: 'inspector' });
});
afterAll(() => ctx?.close());

/**
 * The files in the data folder this process holds open (a staging file, say). Not every
 * descriptor: a worker's earlier test files may still be closing their sockets meanwhile.
 */
const openDataFiles = () =>
  readdirSync('/proc/self/fd')
    .flatMap((fd) => {
      try {
        return [readlinkSync(`/proc/self/fd/${fd}`)];
      } catch {
        return []; // closed while listed
      }
    })
    .filter((target) => target.startsWith(ctx.config.dataDir))
    .sort();
const stagingLeft = async () => readdir(join(ctx.config.dataDir, 'staging')).catch(() => [] as string[]);
const answerWithin = async <T>(ms: number, request: Promise<T>): Promise<T> =>
  Promise.race([request, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

describe('uploads', () => {
  it('a multipart body with more than 20 plain fields before its file is refused at once, and nothing stays open', async () => {
    const boundary = 'fieldwork-attack';
    const fields = Array.from({ length: 25 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv${i}\r\n`).join('');
    const payload = Buffer.concat([
      Buffer.from(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      await files.png(64, 64),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = openDataFiles();
    const res = await answerWithin(
      5_000,
      ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload, as: inspector }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'An upload carries at most 20 form fields beside its files' });
    expect(await stagingLeft()).toEqual([]);
    expect(openDataFiles()).toEqual(before);
  });
});

describe('bad input is a 400 in the catalogue error body, decided at the edge', () => {
  const signIn = (username: string) =>
    ctx.request(demo, {
      method: 'POST',
      url: '/v2/users/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username, password: 'x', client_id: ctx.config.oauthClient.id, client_secret: ctx.config.oauthClient.secret }).toString(),
    });

  it('a NUL byte in the sign-in username, without signing in and without counting against the limit', async () => {
    for (let i = 0; i < ctx.config.login.maxAttempts + 2; i += 1) {
      const res = await signIn(`${inspector.email}\u0000`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'validation_failed' });
      expect(res.json().details).toEqual([{ path: 'body.username', message: 'contains a NUL character' }]);
    }
    // Those attempts cost nothing: a real sign-in from the same address still works.
    expect((await ctx.login(inspector)).token_type).toBe('Bearer');
  });

  it('a NUL byte in a list search and in target ids', async () => {
    for (const url of ['/v2/asset?search=%00', '/v2/asset?jobId=a%00b', '/v2/asset/info/%00']) {
      const res = await ctx.request(demo, { method: 'GET', url, as: manager });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('a settings body nested thousands deep, or carrying NUL or a lone surrogate', async () => {
    const deep = `${'{"a":'.repeat(5000)}"leaf"${'}'.repeat(5000)}`;
    const bodies = [
      `{"settings":${deep}}`,
      JSON.stringify({ settings: { sender: 'ops\u0000@example.test' } }),
      '{"settings":{"sender":"\\ud800"}}',
      '{"settings":{"\\u0000key":"x"}}',
    ];
    for (const payload of bodies) {
      const res = await ctx.request(demo, { method: 'POST', url: '/v2/apps/sendgrid/settings', headers: { 'content-type': 'application/json' }, payload, as: admin });
      expect(res.statusCode, payload.slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const read = await ctx.request(demo, { method: 'GET', url: '/v2/apps/sendgrid/settings', as: admin });
    expect(read.json().settings).toEqual({});
  });
});

describe('names follow content', () => {
  const uploadNamed = async (filename: string, content: Buffer) => {
    const boundary = 'fieldwork-names';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/html\r\n\r\n`, 'utf8'),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload, as: inspector });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()[0];
  };

  it('a PNG uploaded as poly.html is kept and downloaded as poly.png', async () => {
    const asset = await uploadNamed('poly.html', await files.png(8, 8));
    expect(asset.originalName).toBe('poly.png');
    const res = await ctx.request(demo, { method: 'GET', url: `/v2/asset/download/${asset.assetId}`, as: inspector });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="poly.png"; filename*=UTF-8''poly.png`);
  });

  it('bidi overrides and other invisible characters are taken out of names', async () => {
    const asset = await uploadNamed('invoice\u202egnp.exe', await files.png(8, 8));
    expect(asset.originalName).toBe('invoicegnp.png');
    const hidden = await uploadNamed('re\u200bport\u2066.jpg', await files.jpeg(8, 8));
    expect(hidden.originalName).toBe('report.jpg');
  });
});

describe('a process killed mid-upload', () => {
  it("leaves nothing behind once the next process has started: neither its staging files nor the objects it stored", async () => {
    const staging = ctx.app.get(StagingArea);
    const storage = ctx.app.get<StorageDriver>(STORAGE);
    // What the killed request had done: a half-written staging file, an object stored and noted, no row.
    const orphan = '00000000-0000-4000-8000-000000000001';
    await staging.noteInFlight(demo.id, orphan);
    await storage.put(`assets/${demo.id}/${orphan}/original-abc.png`, Readable.from(await files.png(8, 8)), { contentType: 'image/png' });
    await mkdir(join(ctx.config.dataDir, 'staging'), { recursive: true });
    await writeFile(join(ctx.config.dataDir, 'staging', 'half-written.part'), 'partial');
    // A committed upload from before is kept.
    const kept = await uploadKept();

    await ctx.restart();

    expect(await stagingLeft()).toEqual([]);
    expect(await staging.leftInFlight()).toEqual([]);
    const left: string[] = [];
    for await (const o of storage.list(`assets/${demo.id}/${orphan}/`)) left.push(o.key);
    expect(left).toEqual([]);
    const info = await ctx.request(demo, { method: 'GET', url: `/v2/asset/info/${kept}`, as: inspector });
    expect(info.statusCode).toBe(200);
  });
});

async function uploadKept(): Promise<string> {
  const body = multipart([{ filename: 'kept.png', content: await files.png(8, 8) }]);
  const res = await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: inspector });
  return res.json()[0].assetId;
}

describe('app settings secrets', () => {
  it('are write-only: no role reads a stored SendGrid key back, admins see only that it is set', async () => {
    const key = 'SG.do-not-leak-this-key';
    const save = await ctx.request(demo, { method: 'POST', url: '/v2/apps/sendgrid/settings', as: admin, payload: { settings: { apiKey: key, sender: 'ops@example.test' } } });
    expect(save.statusCode).toBe(201);
    expect(save.body).not.toContain(key);
    expect(save.json()).toMatchObject({ settings: { sender: 'ops@example.test' }, secrets: { apiKey: true } });
    const sysAdmin = await ctx.newUser(demo, { role: 'sys_admin' });
    const client = await ctx.newUser(demo, { role: 'client' });
    for (const user of [sysAdmin, admin, manager, inspector, client]) {
      const read = await ctx.request(demo, { method: 'GET', url: '/v2/apps/sendgrid/settings', as: user });
      expect(read.body, user.role).not.toContain(key);
      expect(read.statusCode, user.role).toBe(['sys_admin', 'business_admin'].includes(user.role) ? 200 : 403);
    }
    expect((await ctx.request(demo, { method: 'GET', url: '/v2/apps/sendgrid/settings' })).statusCode).toBe(401);
    // Saving the other settings keeps the secret; null removes it.
    const again = await ctx.request(demo, { method: 'POST', url: '/v2/apps/sendgrid/settings', as: admin, payload: { settings: { sender: 'team@example.test' } } });
    expect(again.json()).toMatchObject({ settings: { sender: 'team@example.test' }, secrets: { apiKey: true } });
    const cleared = await ctx.request(demo, { method: 'POST', url: '/v2/apps/sendgrid/settings', as: admin, payload: { settings: { apiKey: null, sender: 'team@example.test' } } });
    expect(cleared.json().secrets).toEqual({});
  });
});

describe('search', () => {
  it('treats % and _ as the characters they are, not as wildcards', async () => {
    for (const name of ['100%.png', 'a_b.png', 'axb.png']) {
      const body = multipart([{ filename: name, content: await files.png(8, 8) }]);
      await ctx.request(demo, { method: 'POST', url: '/v2/asset/upload', headers: body.headers, payload: body.payload, as: inspector });
    }
    const names = async (search: string) =>
      (await ctx.request(demo, { method: 'GET', url: `/v2/asset?search=${encodeURIComponent(search)}&page_size=50`, as: manager })).json().docs.map((a: { originalName: string }) => a.originalName);
    expect(await names('%')).toEqual(['100%.png']);
    expect(await names('a_b')).toEqual(['a_b.png']);
    expect(await names('_')).toEqual(['a_b.png']);
  });
});

describe('X-Forwarded-For', () => {
  const failSignIn = (context: TestContext, forwardedFor: string, instance = demo, user = manager) =>
    context.request(instance, {
      method: 'POST',
      url: '/v2/users/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({ grant_type: 'password', username: user.email, password: 'wrong', client_id: ctx.config.oauthClient.id, client_secret: ctx.config.oauthClient.secret }).toString(),
    });

  it('is ignored unless its proxy is named: a new address per attempt does not get round the sign-in limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= ctx.config.login.maxAttempts; i += 1) codes.push((await failSignIn(ctx, `203.0.113.${i + 1}`)).statusCode);
    expect(codes.slice(0, -1).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('is believed from a proxy named in TRUST_PROXY', async () => {
    const behindProxy = await TestContext.start();
    await behindProxy.restart({ TRUST_PROXY: behindProxy.remoteAddress });
    try {
      const instance = await behindProxy.newInstance();
      const user = await behindProxy.newUser(instance, { role: 'project_manager' });
      for (let i = 0; i <= behindProxy.config.login.maxAttempts; i += 1) {
        // Each attempt comes from another client behind the proxy: none of them is limited yet.
        expect((await failSignIn(behindProxy, `198.51.100.${i + 1}`, instance, user)).statusCode).toBe(400);
      }
    } finally {
      await behindProxy.close();
    }
  });
});
