import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * JSON replies travel compressed to clients that accept it (a phone on a field network), chosen
 * by Accept-Encoding as the web's own files are; small replies and anything that is not a whole
 * JSON body go as they are.
 */
let ctx: TestContext;
let demo: TestInstance;
let admin: TestUser;

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance();
  admin = await ctx.newUser(demo, { role: 'business_admin' });
});
afterAll(() => ctx?.close());

/** The starter templates' cards: a reply of a few KB. */
const templates = (encoding?: string) =>
  ctx.call(admin, 'GET', '/v2/jobtype/templates', encoding === undefined ? {} : { headers: { 'accept-encoding': encoding } });

describe('compressed JSON replies', () => {
  it('sends brotli when it is accepted, and the same JSON comes out', async () => {
    const plain = await templates();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await templates('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip when only gzip is accepted, and nothing compressed when identity is preferred or nothing is named', async () => {
    const gz = await templates('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).success).toBe(true);
    for (const header of ['identity', 'br;q=0, gzip;q=0', '']) {
      expect((await templates(header)).headers['content-encoding']).toBeUndefined();
    }
  });

  it('leaves small replies and error bodies readable as they are', async () => {
    const health = await ctx.request(demo, { method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
    const refused = await ctx.call(null, 'GET', '/v2/jobtype/templates', { instance: demo, headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
