import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestInstance } from './helpers/test-app';

let ctx: TestContext;
let demo: TestInstance;
let dist: string;

beforeAll(async () => {
  // A web build made before the app starts, as `npm start` has it.
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  dist = mkdtempSync(join(tmpdir(), 'fw-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
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

  it('keeps API paths as JSON 404s and sets the security headers', async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/v2/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const page = await ctx.request(demo, { method: 'GET', url: '/auth' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
