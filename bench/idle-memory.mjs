#!/usr/bin/env node
// Resident memory of `npm start` (the embedded defaults: PGlite, local files, in-process queue)
// when idle after start-up, as the goal reads it: under 350 MB.
//
//   node bench/idle-memory.mjs [--idle 10] [--requests 50]
//
// Starts the built API (apps/api/dist/main.js: run `pnpm turbo run build` first) on a fresh data
// folder (first start: migrations and the demo seed), lets it settle, reads VmRSS and VmHWM from
// /proc, then signs in, makes a few ordinary requests, lets it settle again and reads them again,
// then restarts it on the same folder (a second start, no seeding) and reads them once more.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const IDLE_S = Number(args.idle ?? 10);
const REQUESTS = Number(args.requests ?? 50);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => `${Math.round(kb / 1024)} MB`;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function start(dataDir, port) {
  // As `npm start` runs it (scripts/quickstart.mjs).
  const env = { MALLOC_ARENA_MAX: '2', ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: process.env.SEED_DEMO ?? '1', DATABASE_URL: '', REDIS_URL: '', S3_BUCKET: '' };
  const child = spawn(process.execPath, ['--expose-gc', join(root, 'apps/api/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/health`, { headers: { host: 'localhost' } }).then((r) => r.ok, () => false);
    if (ok) return { child, base };
    await sleep(100);
  }
  throw new Error('the API did not answer /health within 60 s');
}

async function someRequests(base) {
  const form = new URLSearchParams({ grant_type: 'password', username: 'admin@demo.test', password: 'demo-Pass-1', client_id: 'web', client_secret: 'web-secret' });
  const token = (await (await fetch(`${base}/v2/users/token`, { method: 'POST', headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' }, body: form })).json()).access_token;
  const headers = { host: 'localhost', authorization: `Bearer ${token}` };
  for (let i = 0; i < REQUESTS; i += 1) {
    await Promise.all(['/v2/users/me', '/v2/apps/bootstrap', '/v2/notifications', '/v2/asset?page_size=20'].map((p) => fetch(`${base}${p}`, { headers }).then((r) => r.arrayBuffer())));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'fw-idle-'));
const rows = [];
try {
  const port = await freePort();
  let { child, base } = await start(dataDir, port);
  await sleep(IDLE_S * 1000);
  rows.push(['first start (migrate, seed), idle', memoryOf(child.pid)]);
  await someRequests(base);
  await sleep(IDLE_S * 1000);
  rows.push([`after ${REQUESTS * 4} requests, idle`, memoryOf(child.pid)]);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  ({ child } = await start(dataDir, port));
  await sleep(IDLE_S * 1000);
  rows.push(['second start, idle', memoryOf(child.pid)]);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`npm start's API process, embedded defaults, ${IDLE_S} s after each step (goal: under 350 MB resident when idle)`);
console.log(['moment'.padEnd(40), 'resident (VmRSS)'.padStart(18), 'peak (VmHWM)'.padStart(14)].join(''));
for (const [label, m] of rows) console.log([label.padEnd(40), mb(m.rss).padStart(18), mb(m.hwm).padStart(14)].join(''));
