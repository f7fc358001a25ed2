import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestInstance } from './helpers/test-app';

let ctx: TestContext;
let demo: TestInstance;
let dist: string;
const INDEX = '<!doctype html><div id="root"></div>';
const ENTRY = `export const words = ${JSON.stringify('the quick brown fox '.repeat(200))};\n`;

beforeAll(async () => {
  // A web build made before the app starts, as `npm start` has it.
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  dist = mkdtempSync(join(tmpdir(), 'fw-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  // As the web build writes them: brotli and gzip beside each compressible file, and no map.
  writeFileSync(join(dist, 'assets', 'entry-abc123.js'), ENTRY);
  writeFileSync(join(dist, 'assets', 'entry-abc123.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(join(dist, 'assets', 'entry-abc123.js.gz'), gzipSync(ENTRY));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
  // A map left behind by a debugging build is never served.
  writeFileSync(join(dist, 'assets', 'entry-abc123.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'assets', 'entry-abc123.js.map.br'), brotliCompressSync('{"version":3}'));
  writeFileSync(join(dist, 'stray.js.map'), '{"version":3}');
  // The service worker, its Workbox runtime and the manifest, as vite-plugin-pwa writes them (ADR 0045).
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'workbox-0a1b2c3d.js'), 'self.workbox = {};');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Fieldwork","start_url":"/"}');
  ctx = await TestContext.start({ WEB_DIST: dist });
  demo = await ctx.newInstance();
});
afterAll(() => ctx?.close());

describe('the web app from the same origin', () => {
  it('answers any app path with index.html, uncached', async () => {
    for (const url of ['/', '/dashboard', '/jobs/12/location', '/settings/apps?x=1']) {
      const res = await ctx.request(demo, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed bundles for a year, including ones built after start, and 404s a missing chunk', async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    writeFileSync(join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await ctx.request(demo, { method: 'GET', url: '/assets/later-def456.js' })).statusCode).toBe(200);
    expect((await ctx.request(demo, { method: 'GET', url: '/assets/gone-000.js' })).statusCode).toBe(404);
    expect((await ctx.request(demo, { method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('serves the service worker and the manifest themselves, never cached by the browser, so an update is seen at once', async () => {
    const sw = await ctx.request(demo, { method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('addEventListener');
    const runtime = await ctx.request(demo, { method: 'GET', url: '/workbox-0a1b2c3d.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toMatch(/javascript/);
    const manifest = await ctx.request(demo, { method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Fieldwork' });
  });

  it('keeps API paths as JSON 404s and sets the security headers', async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/v2/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const page = await ctx.request(demo, { method: 'GET', url: '/auth' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('precompressed files', () => {
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.request(demo, { method, url, headers });

  it('sends brotli, gzip or the file itself by Accept-Encoding, with Vary and the right length', async () => {
    const br = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(ENTRY.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY);

    const gz = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY);

    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ENTRY);
    expect(Number(plain.headers['content-length'])).toBe(ENTRY.length);
  });

  it('respects q-values and identity', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0.1', 'gzip'],
      ['identity, gzip;q=0.5', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['*', 'br'],
      ['identity', undefined],
    ];
    for (const [header, expected] of cases) {
      const res = await get('/assets/entry-abc123.js', { 'accept-encoding': header });
      expect({ header, encoding: res.headers['content-encoding'] }).toEqual({ header, encoding: expected });
    }
  });

  it('falls back to the file itself when no compressed copy exists', async () => {
    const res = await get('/assets/main-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('compresses index.html for app paths and keeps it uncached', async () => {
    for (const url of ['/', '/dashboard', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('answers HEAD with the headers of the chosen representation and no body', async () => {
    const res = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(ENTRY).length);
    expect(res.rawPayload.length).toBe(0);
    const page = await get('/dashboard', {}, 'HEAD');
    expect(page.statusCode).toBe(200);
    expect(Number(page.headers['content-length'])).toBe(INDEX.length);
  });

  it('serves byte ranges of the chosen representation', async () => {
    const plain = await get('/assets/entry-abc123.js', { range: 'bytes=0-9' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${ENTRY.length}`);
    expect(plain.body).toBe(ENTRY.slice(0, 10));

    const compressed = brotliCompressSync(ENTRY);
    const br = await get('/assets/entry-abc123.js', { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-9/${compressed.length}`);
    expect(Buffer.compare(br.rawPayload, compressed.subarray(0, 10))).toBe(0);

    const outside = await get('/assets/entry-abc123.js', { range: `bytes=${ENTRY.length + 10}-` });
    expect(outside.statusCode).toBe(416);
  });

  it('never serves a source map', async () => {
    for (const url of ['/assets/entry-abc123.js.map', '/stray.js.map']) {
      for (const encoding of [undefined, 'br']) {
        const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
        expect({ url, encoding, status: res.statusCode }).toEqual({ url, encoding, status: 404 });
      }
    }
  });
});
