#!/usr/bin/env node
// Sign-in throughput and the users list's page latency, with 10,000 users in one tenant.
//
//   pnpm turbo run build --filter @fieldwork/api...   (apps/api/dist must be current)
//   node bench/users.mjs
//
// Needs PostgreSQL (a superuser: it creates a database fw_bench_users_<random> and drops it at
// the end, also on Ctrl-C or failure) and Redis. In one run it:
//   - starts the built API on the new database with the demo seed;
//   - adds BENCH_USERS users to the demo tenant (and as many to Acme) through generate_series,
//     all with one real argon2id hash made by the API's own PasswordService, so a sign-in costs
//     what it costs in production; a tenth are invited (not confirmed), a twentieth banned;
//   - sign-in: POST /v2/users/token (password grant) under autocannon at BENCH_SIGNIN_CONNECTIONS
//     connections for BENCH_DURATION seconds, each connection signing in as its own user: prints
//     requests/s, p50/p99 and the answers that were not 200 (the argon2id cost is OWASP's
//     baseline: 19 MiB, 2 passes, 1 lane, see apps/api/src/auth/password.service.ts);
//   - GET /v2/users as the demo admin, per request kind, WARMUP then N sequential requests over
//     one keep-alive connection: prints p50 and p95 in ms.
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL
// (redis://127.0.0.1:6379), BENCH_USERS (10000), BENCH_REQUESTS (200), BENCH_WARMUP (30),
// BENCH_DURATION (10), BENCH_SIGNIN_CONNECTIONS (8), LOG_LEVEL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, call as httpCall, cleanupRegistry, percentile, root, startBuiltApi, timeSequential, withClient } from './lib/harness.mjs';

const env = process.env;
const USERS = Number(env.BENCH_USERS ?? 10_000);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(env.BENCH_WARMUP ?? 30);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const SIGNIN_CONNECTIONS = Number(env.BENCH_SIGNIN_CONNECTIONS ?? 8);
const REDIS_URL = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const PASSWORD = 'bench-Pass-1';
const ADMIN = { email: 'admin@demo.test', password: 'demo-Pass-1' };

const apiRequire = createRequire(join(root, 'apps', 'api', 'package.json'));
const { PasswordService } = apiRequire('./dist/auth/password.service.js');

const runId = randomBytes(4).toString('hex');
const dbName = `fw_bench_users_${runId}`;
const { adminUrl, benchUrl } = benchDatabase(dbName);
const work = mkdtempSync(join(tmpdir(), 'fw-bench-users-'));
const cleanups = cleanupRegistry(`stopping the API and dropping ${dbName}`);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const call = (port, method, path, options = {}) => httpCall(port, method, path, { ...options, agent });

const LIST_TARGETS = [
  { name: 'first page, by name (20)', query: '' },
  { name: 'picker page of 100, by name', query: 'page_size=100' },
  { name: 'search "user-12" (name or e-mail)', query: 'search=user-12' },
  { name: 'role inspector + state active', query: 'role=inspector&state=active' },
  { name: 'newest first, page 100', query: 'sort=-createdAt&page=100' },
];

const FIRST_NAMES = ['Avery', 'Noa', 'Yael', 'Omer', 'Dana', 'Lior', 'Maya', 'Itai', 'Shira', 'Eitan', 'Tamar', 'Yoni'];
const ROLES = ['inspector', 'inspector', 'inspector', 'project_manager', 'client', 'inspector', 'business_admin', 'inspector'];

async function addUsers(client, instanceId, domain, hash) {
  await client.query(
    `INSERT INTO users (instance_id, email, password_hash, first_name, last_name, role, confirmed, verified, banned, created_at)
     SELECT $1::uuid, 'user-' || g || '@' || $2, $3,
            (ARRAY[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}])[1 + g % ${FIRST_NAMES.length}],
            'User ' || g,
            (ARRAY[${ROLES.map((r) => `'${r}'`).join(',')}])[1 + g % ${ROLES.length}],
            g % 10 <> 0, g % 10 <> 0, g % 20 = 7,
            timestamptz '2025-01-01' + make_interval(mins => g)
     FROM generate_series(1, $4::int) AS g`,
    [instanceId, domain, hash, USERS],
  );
}

async function main() {
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  cleanups.add(async () => {
    await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    rmSync(work, { recursive: true, force: true });
  });
  cleanups.add(() => agent.destroy());
  console.log(`database ${dbName}; starting the API (migrations, demo seed)`);
  const api = await startBuiltApi({ databaseUrl: benchUrl, redisUrl: REDIS_URL, queuePrefix: `fw-bench-users-${runId}`, work, cleanups });

  const admin = new pg.Client({ connectionString: benchUrl.toString() });
  await admin.connect();
  cleanups.add(() => admin.end());
  const instances = (await admin.query(`SELECT host, instance_id FROM instance_hosts WHERE host IN ('localhost', 'acme.localhost')`)).rows;
  const demo = instances.find((r) => r.host === 'localhost').instance_id;
  const acme = instances.find((r) => r.host === 'acme.localhost').instance_id;
  const hash = await new PasswordService().hash(PASSWORD);
  const t0 = Date.now();
  await addUsers(admin, demo, 'demo.test', hash);
  await addUsers(admin, acme, 'acme.test', hash);
  await admin.query('VACUUM ANALYZE users');
  console.log(`${USERS.toLocaleString('en')} users in the demo tenant (and as many in Acme), added in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // Sign-in: each connection signs in again and again as its own active user.
  const form = (email, password) =>
    new URLSearchParams({ grant_type: 'password', username: email, password, client_id: 'web', client_secret: 'web-secret' }).toString();
  const signInUsers = Array.from({ length: SIGNIN_CONNECTIONS }, (_, i) => `user-${i * 10 + 1}@demo.test`);
  const check = await call(api.port, 'POST', '/v2/users/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(signInUsers[0], PASSWORD) });
  if (check.status !== 200) throw new Error(`sign-in answered ${check.status}: ${check.body}`);
  let next = 0;
  const signIn = await autocannon({
    url: `http://127.0.0.1:${api.port}/v2/users/token`,
    connections: SIGNIN_CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (req) => ({ ...req, body: form(signInUsers[next++ % signInUsers.length], PASSWORD) }),
      },
    ],
  });
  console.log(
    `\nsign-in (argon2id 19 MiB, 2 passes), ${SIGNIN_CONNECTIONS} connections, ${DURATION} s: ${signIn.requests.average.toFixed(1)} requests/s, p50 ${signIn.latency.p50} ms, p99 ${signIn.latency.p99} ms, non-2xx ${signIn.non2xx}, errors ${signIn.errors}`,
  );

  const token = JSON.parse((await call(api.port, 'POST', '/v2/users/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(ADMIN.email, ADMIN.password) })).body).access_token;
  const auth = { authorization: `Bearer ${token}` };
  console.log(`\nGET /v2/users as the demo admin, ${REQUESTS} requests per kind after ${WARMUP} warm-up:`);
  const rows = [];
  for (const target of LIST_TARGETS) {
    const path = `/v2/users${target.query ? `?${target.query}` : ''}`;
    const first = await call(api.port, 'GET', path, { headers: auth });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${first.body.slice(0, 300)}`);
    const page = JSON.parse(first.body);
    const get = () => call(api.port, 'GET', path, { headers: auth });
    await timeSequential(WARMUP, get);
    const times = await timeSequential(REQUESTS, get);
    const row = { target: target.name, docs: page.docs.length, total: page.totalExact === false ? '1,000+' : page.totalDocs.toLocaleString('en'), p50: percentile(times, 50), p95: percentile(times, 95) };
    rows.push(row);
    console.log(`  ${row.target.padEnd(40)} ${String(row.docs).padStart(3)} rows of ${row.total.padStart(6)}  p50 ${row.p50.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms`);
  }
  console.log('\n| request | rows | total | p50 ms | p95 ms |\n|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.target} | ${r.docs} | ${r.total} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanups.run());
