#!/usr/bin/env node
// A filtered, sorted page of the files list at 100k and 1M files in one tenant, over HTTP and as
// the same SQL sent straight to PostgreSQL.
//
//   pnpm turbo run build --filter @fieldwork/api...   (apps/api/dist must be current)
//   node bench/list-page.mjs
//
// Needs PostgreSQL (a superuser: it creates a database fw_bench_lists_<random> and drops it at
// the end, also on Ctrl-C or failure) and Redis. In one run it:
//   - starts the built API (apps/api/dist/main.js) on the new database with the demo seed, so the
//     migrations (indexes included) are the API's own;
//   - fills the demo tenant's assets with 100k synthetic rows through generate_series, and another
//     tenant ("Acme") with as many beside them, then ANALYZE;
//   - signs in as the demo project manager and, per target, sends WARMUP then N sequential
//     requests over one keep-alive connection, timing each on the client;
//   - runs the same statements on PostgreSQL directly, in the same transaction shape as the API's
//     unit of work (BEGIN and set_config(role, instance) in one simple query, the token check's
//     user lookup, the page's rows, the capped count when the page is full,
//     COMMIT). The statements are built with the API's own list SQL (dist/assets/files-list.js and
//     dist/lists/list-sql.js), so they are the ones the API sends;
//   - grows the tenant to 1M rows (and Acme with it) and measures again;
//   - prints p50 and p95 in ms for HTTP and direct SQL, their ratio, and the budget check
//     (p95 < 25 ms, and HTTP p95 within 2x the direct SQL p95 + 2 ms).
//
// Environment:
//   DATABASE_URL     server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_REDIS_URL  Redis for the API's queue (default redis://127.0.0.1:6379)
//   BENCH_REQUESTS   measured requests per target (default 200), BENCH_WARMUP (default 30)
//   BENCH_SIZES      row counts of the demo tenant, comma separated (default 100000,1000000)
//   LOG_LEVEL        the API's log level (default warn)
//   BENCH_KEEP_DB    1 keeps the filled database at the end (drop it yourself)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchDatabase, call as httpCall, cleanupRegistry, percentile, root, startBuiltApi, timeSequential as time, withClient } from './lib/harness.mjs';

const env = process.env;
const REQUESTS = Number(env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(env.BENCH_WARMUP ?? 30);
const SIZES = (env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const REDIS_URL = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const HOST = 'localhost';
const USER = { email: 'manager@demo.test', password: 'demo-Pass-1' };

// The API's own list SQL, from its build.
const apiRequire = createRequire(join(root, 'apps', 'api', 'package.json'));
const { filesListSql } = apiRequire('./dist/assets/files-list.js');
const { compileListQuery } = apiRequire('./dist/lists/list-sql.js');
const { assets, users } = apiRequire('./dist/db/schema.js');
const { filesList, parseListQuery, LIST_COUNT_CAP } = apiRequire('@fieldwork/contracts');
const { and, count, eq, getTableColumns, or, sql } = apiRequire('drizzle-orm');
const { QueryBuilder } = apiRequire('drizzle-orm/pg-core');

const runId = randomBytes(4).toString('hex');
const dbName = `fw_bench_lists_${runId}`;
const { adminUrl, benchUrl } = benchDatabase(dbName);
const work = mkdtempSync(join(tmpdir(), 'fw-bench-lists-'));

const TARGETS = [
  { name: 'kind pdf,image + created in 6 months, sort -size', query: 'kind=pdf,image&createdAt=2025-01-01..2025-06-30&sort=-size' },
  { name: 'search "report" (name contains), newest first', query: 'search=report' },
  { name: 'name contains "inv" + kind pdf, sort name', query: 'name%5Bcontains%5D=inv&kind=pdf&sort=originalName' },
  { name: 'no filter, newest first', query: '' },
  { name: 'no filter, page 500 (OFFSET 9,980)', query: 'page=500' },
];

const cleanups = cleanupRegistry(`stopping the API and dropping ${dbName}`);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const call = (port, method, path, options = {}) => httpCall(port, method, path, { ...options, agent });

// ---------------------------------------------------------------------------------------------
// Synthetic files: names from a small vocabulary, the kinds the server knows, two years of dates.

const WORDS = ['report', 'plan', 'photo', 'invoice', 'site', 'floor', 'contract', 'survey', 'drawing', 'receipt', 'inspection', 'permit'];
const KINDS = [['pdf', 'pdf'], ['jpeg', 'jpg'], ['png', 'png'], ['docx', 'docx'], ['xlsx', 'xlsx'], ['mp4', 'mp4'], ['pdf', 'pdf'], ['jpeg', 'jpg']];

async function fill(client, instanceId, uploaderId, from, to) {
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const kinds = `ARRAY[${KINDS.map(([k]) => `'${k}'`).join(',')}]`;
  const exts = `ARRAY[${KINDS.map(([, e]) => `'${e}'`).join(',')}]`;
  await client.query(
    `INSERT INTO assets (instance_id, original_name, extension, kind, mime_type, size, sha256, storage_key, owner_id, uploaded_by, target, target_id, private, created_at)
     SELECT $1::uuid,
            (${words})[1 + (g * 7) % ${WORDS.length}] || '-' || g || '.' || (${exts})[1 + g % ${KINDS.length}],
            (${exts})[1 + g % ${KINDS.length}],
            (${kinds})[1 + g % ${KINDS.length}],
            'application/octet-stream',
            (hashint4(g) & 2147483647) % 50000000,
            md5(g::text),
            'assets/' || $1 || '/' || g || '/original',
            $2::uuid, $2::uuid,
            CASE WHEN g % 5 = 0 THEN 'job' ELSE 'attachment' END,
            CASE WHEN g % 5 = 0 THEN 'job-' || (g % 5000) ELSE NULL END,
            g % 50 = 0,
            timestamptz '2024-07-01' + make_interval(secs => (hashint4(g + 1) & 2147483647) % 63113904)
     FROM generate_series($3::int, $4::int) AS g`,
    [instanceId, uploaderId, from, to],
  );
}

// ---------------------------------------------------------------------------------------------
// The API's statements for a list request, built with its own list SQL.

const qb = new QueryBuilder();
const UPLOADER_NAME = sql`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

function statementsFor(rawQuery, ids) {
  const params = Object.fromEntries(new URLSearchParams(rawQuery));
  const { query, issues } = parseListQuery(filesList, params);
  if (issues.length) throw new Error(`bench query refused: ${JSON.stringify(issues)}`);
  const { where, orderBy } = compileListQuery(filesListSql, query, { now: new Date(), timeZone: 'Asia/Jerusalem', actorId: ids.user }, [
    eq(assets.instanceId, ids.instance),
    or(eq(assets.private, false), eq(assets.ownerId, ids.user), eq(assets.uploadedBy, ids.user)),
  ]);
  const offset = (query.page - 1) * query.limit;
  const rows = qb
    .select({ ...getTableColumns(assets), uploadedByName: UPLOADER_NAME })
    .from(assets)
    .leftJoin(users, and(eq(users.instanceId, assets.instanceId), eq(users.id, assets.uploadedBy)))
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offset)
    .toSQL();
  const matching = qb.select({ one: sql`1`.as('one') }).from(assets).where(where);
  const countSql = qb.select({ n: count() }).from(matching.limit(LIST_COUNT_CAP + 1).as('matching')).toSQL();
  const user = qb.select().from(users).where(and(eq(users.instanceId, ids.instance), eq(users.id, ids.user))).limit(1).toSQL();
  return { limit: query.limit, offset, rows, count: countSql, user };
}

/** One request's worth of SQL, in the API's transaction shape. Returns what the API would answer. */
async function direct(client, st, instanceId) {
  await client.query(`BEGIN; SELECT set_config('role', 'fieldwork_app', true), set_config('app.instance_id', '${instanceId}', true)`);
  try {
    await client.query(st.user.sql, st.user.params);
    const rows = (await client.query(st.rows.sql, st.rows.params)).rows;
    let total = st.offset + rows.length;
    if (!(rows.length < st.limit && (rows.length > 0 || st.offset === 0))) {
      total = Number(Object.values((await client.query(st.count.sql, st.count.params)).rows[0])[0]);
      if (total > LIST_COUNT_CAP) total = Math.max(total, rows.length === st.limit ? st.offset + st.limit + 1 : st.offset + rows.length);
    }
    await client.query('COMMIT');
    return total;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  cleanups.add(async () => {
    // BENCH_KEEP_DB=1 leaves the filled database behind, to EXPLAIN its statements by hand.
    if (env.BENCH_KEEP_DB === '1') console.log(`kept database ${dbName}`);
    else await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    rmSync(work, { recursive: true, force: true });
  });
  cleanups.add(() => agent.destroy());
  console.log(`database ${dbName}; starting the API (migrations, demo seed)`);
  const api = await startBuiltApi({ databaseUrl: benchUrl, redisUrl: REDIS_URL, queuePrefix: `fw-bench-lists-${runId}`, work, cleanups });

  const admin = new pg.Client({ connectionString: benchUrl.toString() });
  await admin.connect();
  cleanups.add(() => admin.end());
  const ids = (
    await admin.query(`SELECT h.instance_id AS instance, u.id AS user FROM instance_hosts h JOIN users u ON u.instance_id = h.instance_id AND u.email = $1 WHERE h.host = 'localhost'`, [USER.email])
  ).rows[0];
  const acme = (await admin.query(`SELECT h.instance_id AS instance, u.id AS user FROM instance_hosts h JOIN users u ON u.instance_id = h.instance_id WHERE h.host = 'acme.localhost' LIMIT 1`)).rows[0];

  const form = new URLSearchParams({ grant_type: 'password', username: USER.email, password: USER.password, client_id: 'web', client_secret: 'web-secret' });
  const signIn = await call(api.port, 'POST', '/v2/users/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.body}`);
  const auth = { authorization: `Bearer ${JSON.parse(signIn.body).access_token}` };

  const directClient = new pg.Client({ connectionString: benchUrl.toString() });
  await directClient.connect();
  cleanups.add(() => directClient.end());

  const results = [];
  let filled = 0;
  for (const size of SIZES) {
    const t0 = performance.now();
    await fill(admin, ids.instance, ids.user, filled + 1, size);
    await fill(admin, acme.instance, acme.user, filled + 1, size);
    filled = size;
    await admin.query('VACUUM ANALYZE assets');
    console.log(`\n${size.toLocaleString('en')} files in the demo tenant (and as many in Acme), filled and analysed in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    for (const target of TARGETS) {
      const path = `/v2/asset${target.query ? `?${target.query}` : ''}`;
      const first = await call(api.port, 'GET', path, { headers: auth });
      if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${first.body.slice(0, 300)}`);
      const page = JSON.parse(first.body);
      const st = statementsFor(target.query, ids);
      const directTotal = await direct(directClient, st, ids.instance);
      if (directTotal !== page.totalDocs) console.warn(`  note: direct SQL total ${directTotal} differs from the API's ${page.totalDocs}`);
      const httpCall = () => call(api.port, 'GET', path, { headers: auth });
      const sqlCall = () => direct(directClient, st, ids.instance);
      await time(WARMUP, httpCall);
      await time(WARMUP, sqlCall);
      const http = await time(REQUESTS, httpCall);
      const db = await time(REQUESTS, sqlCall);
      const row = {
        size,
        target: target.name,
        docs: page.docs.length,
        total: `${page.totalExact ? page.totalDocs.toLocaleString('en') : `${LIST_COUNT_CAP.toLocaleString('en')}+`}`,
        httpP50: percentile(http, 50),
        httpP95: percentile(http, 95),
        sqlP50: percentile(db, 50),
        sqlP95: percentile(db, 95),
      };
      row.ratio = row.httpP95 / row.sqlP95;
      row.ok = row.httpP95 < 25 && row.httpP95 <= 2 * row.sqlP95 + 2;
      results.push(row);
      console.log(
        `  ${row.target.padEnd(52)} total ${row.total.padStart(20)}  HTTP p50 ${row.httpP50.toFixed(1).padStart(6)} p95 ${row.httpP95.toFixed(1).padStart(6)} ms | SQL p50 ${row.sqlP50.toFixed(1).padStart(6)} p95 ${row.sqlP95.toFixed(1).padStart(6)} ms | ratio ${row.ratio.toFixed(2)} ${row.ok ? 'ok' : 'OVER BUDGET'}`,
      );
    }
  }
  console.log('\n| files | request | total | HTTP p50 | HTTP p95 | SQL p50 | SQL p95 | p95 ratio |');
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.size.toLocaleString('en')} | ${r.target} | ${r.total} | ${r.httpP50.toFixed(1)} | ${r.httpP95.toFixed(1)} | ${r.sqlP50.toFixed(1)} | ${r.sqlP95.toFixed(1)} | ${r.ratio.toFixed(2)} |`);
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanups.run());
