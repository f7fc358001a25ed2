#!/usr/bin/env node
// The jobs list at 1,000,000 jobs in one tenant, under 50 concurrent clients, over HTTP and as
// the same SQL sent straight to PostgreSQL.
//
//   pnpm turbo run build --filter @fieldwork/api...   (apps/api/dist must be current)
//   node bench/jobs-list.mjs
//
// Needs PostgreSQL (a superuser: it creates a database fw_bench_jobs_<random> and drops it at the
// end, also on Ctrl-C or failure) and Redis. In one run it:
//   - starts the built API (apps/api/dist/main.js) on the new database with the demo seed, so the
//     migrations (indexes included) are the API's own;
//   - fills the demo tenant with BENCH_USERS inspectors, 5 job types, 100 projects and BENCH_JOBS
//     jobs (statuses, start dates over three years, one or two people each) through
//     generate_series, and another tenant ("Acme") with BENCH_OTHER_JOBS beside them; ANALYZE;
//   - prints the plans (EXPLAIN ANALYZE) of the page's statement and of its capped count;
//   - loads GET /v2/jobs?status=assigned&assignee=<an inspector>&sort=startDate (a page of 20) as
//     the demo project manager with autocannon, CONNECTIONS connections, a warm-up and then
//     DURATION seconds, timing every response;
//   - runs the same statements straight on PostgreSQL the same way: CONNECTIONS concurrent clients
//     through a pool as large as the API's (10), each request in the API's transaction shape
//     (BEGIN and set_config(role, instance) in one simple query, the token check's user lookup,
//     the page with its summaries in one statement, the capped count when the page is full,
//     COMMIT), built with the API's own list SQL (dist/jobs/jobs-list.js, dist/lists/list-sql.js
//     and the summary columns of dist/jobs/jobs.repository.js);
//   - prints p50, p95 and p99 in ms and requests/s for both, and the budget check (HTTP p95 under
//     25 ms, and within 2x the direct SQL's p95 + 2 ms).
//
// Environment:
//   DATABASE_URL      server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_REDIS_URL   Redis for the API's queue (default redis://127.0.0.1:6379)
//   BENCH_JOBS        jobs in the demo tenant (default 1000000); BENCH_OTHER_JOBS in Acme (200000)
//   BENCH_USERS       inspectors the jobs are given to (default 1000)
//   BENCH_CONNECTIONS concurrent clients (default 50); BENCH_DURATION and BENCH_WARMUP seconds (10, 3)
//   LOG_LEVEL         the API's log level (default warn)
//   BENCH_KEEP_DB     1 keeps the filled database at the end (drop it yourself)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, call as httpCall, cleanupRegistry, percentile, root, startBuiltApi, withClient } from './lib/harness.mjs';

const env = process.env;
const JOBS = Number(env.BENCH_JOBS ?? 1_000_000);
const OTHER_JOBS = Number(env.BENCH_OTHER_JOBS ?? 200_000);
const USERS = Number(env.BENCH_USERS ?? 1000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const REDIS_URL = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
/** The API's pool (apps/api/src/db/database.ts): the direct SQL goes through one as large. */
const POOL_SIZE = 10;
const HOST = 'localhost';
const USER = { email: 'manager@demo.test', password: 'demo-Pass-1' };
const STATUSES = ['open', 'rejected', 'assigned', 'confirmed', 'reported', 'review', 'done'];

// The API's own list SQL, from its build.
const apiRequire = createRequire(join(root, 'apps', 'api', 'package.json'));
const { jobsListSql } = apiRequire('./dist/jobs/jobs-list.js');
const { jobSummaryColumns } = apiRequire('./dist/jobs/jobs.repository.js');
const { compileListQuery } = apiRequire('./dist/lists/list-sql.js');
const { jobs, users } = apiRequire('./dist/db/schema.js');
const { jobsList, parseListQuery, LIST_COUNT_CAP } = apiRequire('@fieldwork/contracts');
const { and, count, eq, sql } = apiRequire('drizzle-orm');
const { PgDialect, QueryBuilder } = apiRequire('drizzle-orm/pg-core');

const runId = randomBytes(4).toString('hex');
const dbName = `fw_bench_jobs_${runId}`;
const { adminUrl, benchUrl } = benchDatabase(dbName);
const work = mkdtempSync(join(tmpdir(), 'fw-bench-jobs-'));
const cleanups = cleanupRegistry(`stopping the API and dropping ${dbName}`);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const call = (port, method, path, options = {}) => httpCall(port, method, path, { ...options, agent });
const ms = (n) => n.toFixed(1).padStart(6);

// ---------------------------------------------------------------------------------------------
// Synthetic jobs: uniform statuses, three years of start dates, one or two people each.

async function fill(client, instanceId, creatorId, n, userCount) {
  const t0 = performance.now();
  await client.query(
    `INSERT INTO users (instance_id, email, role, first_name, last_name)
     SELECT $1::uuid, 'bench-' || g || '-' || $2 || '@bench.test', 'inspector', 'Bench', 'Inspector ' || g FROM generate_series(1, $3::int) g`,
    [instanceId, runId, userCount],
  );
  const people = (await client.query(`SELECT id FROM users WHERE instance_id = $1 AND email LIKE 'bench-%' ORDER BY email`, [instanceId])).rows.map((r) => r.id);
  const types = (
    await client.query(
      `INSERT INTO job_types (instance_id, title, icon) SELECT $1::uuid, 'Bench type ' || g, 'assignment' FROM generate_series(1, 5) g RETURNING id`,
      [instanceId],
    )
  ).rows.map((r) => r.id);
  const projects = (
    await client.query(`INSERT INTO projects (instance_id, name) SELECT $1::uuid, 'Bench project ' || g FROM generate_series(1, 100) g RETURNING id`, [instanceId])
  ).rows.map((r) => r.id);
  const statuses = `ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}]`;
  const start = (await client.query(`SELECT coalesce(max(number), 0) AS n FROM jobs WHERE instance_id = $1`, [instanceId])).rows[0].n;
  await client.query(
    `INSERT INTO jobs (instance_id, number, job_type_id, project_id, status, start_date, created_by, created_at, updated_at)
     SELECT $1::uuid, $5::int + g, ($2::uuid[])[1 + g % 5], ($3::uuid[])[1 + (hashint4(g) & 2147483647) % 100],
            (${statuses})[1 + (hashint4(g + 3) & 2147483647) % 7],
            timestamptz '2023-01-01' + make_interval(secs => (hashint4(g + 1) & 2147483647) % 94608000),
            $4::uuid,
            timestamptz '2023-01-01' + make_interval(secs => g * 90),
            timestamptz '2023-01-01' + make_interval(secs => g * 90)
       FROM generate_series(1, $6::int) g`,
    [instanceId, types, projects, creatorId, start, n],
  );
  // One person each, a second for every other job.
  await client.query(
    `INSERT INTO job_users (instance_id, job_id, user_id)
     SELECT j.instance_id, j.id, ($2::uuid[])[1 + (hashint4(j.number) & 2147483647) % $3::int] FROM jobs j WHERE j.instance_id = $1
     UNION ALL
     SELECT j.instance_id, j.id, ($2::uuid[])[1 + (hashint4(j.number + 7) & 2147483647) % $3::int] FROM jobs j WHERE j.instance_id = $1 AND j.number % 2 = 0
     ON CONFLICT DO NOTHING`,
    [instanceId, people, people.length],
  );
  await client.query(
    `INSERT INTO instance_counters (instance_id, name, value) VALUES ($1, 'job', $2)
     ON CONFLICT (instance_id, name) DO UPDATE SET value = excluded.value`,
    [instanceId, start + n],
  );
  console.log(`  ${n.toLocaleString('en')} jobs and ${people.length} people filled in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return people;
}

// ---------------------------------------------------------------------------------------------
// The API's statements for the list request, built with its own list SQL.

const qb = new QueryBuilder();
const dialect = new PgDialect();

function statementsFor(rawQuery, ids) {
  const params = Object.fromEntries(new URLSearchParams(rawQuery));
  const { query, issues } = parseListQuery(jobsList, params);
  if (issues.length) throw new Error(`bench query refused: ${JSON.stringify(issues)}`);
  const { where, orderBy } = compileListQuery(jobsListSql, query, { now: new Date(), timeZone: 'Asia/Jerusalem', actorId: ids.user }, [eq(jobs.instanceId, ids.instance)]);
  const offset = (query.page - 1) * query.limit;
  const page = qb.select().from(jobs).where(where).orderBy(...orderBy).limit(query.limit).offset(offset);
  const rows = dialect.sqlToQuery(sql`select ${jobSummaryColumns(ids.instance)} from (${page}) as "jobs" order by ${sql.join(orderBy, sql`, `)}`);
  const matching = qb.select({ one: sql`1`.as('one') }).from(jobs).where(where);
  const countSql = qb.select({ n: count() }).from(matching.limit(LIST_COUNT_CAP + 1).as('matching')).toSQL();
  const user = qb.select().from(users).where(and(eq(users.instanceId, ids.instance), eq(users.id, ids.user))).limit(1).toSQL();
  return { limit: query.limit, offset, rows, count: countSql, user };
}

const BEGIN = (instanceId) => `BEGIN; SELECT set_config('role', 'fieldwork_app', true), set_config('app.instance_id', '${instanceId}', true)`;

/** One request's worth of SQL, in the API's transaction shape. Returns the page's total. */
async function direct(client, st, instanceId) {
  await client.query(BEGIN(instanceId));
  try {
    await client.query(st.user.sql, st.user.params);
    const rows = (await client.query(st.rows.sql, st.rows.params)).rows;
    let total = st.offset + rows.length;
    if (!(rows.length < st.limit && (rows.length > 0 || st.offset === 0))) {
      total = Number(Object.values((await client.query(st.count.sql, st.count.params)).rows[0])[0]);
      if (total > LIST_COUNT_CAP) total = Math.max(total, st.offset + st.limit + 1);
    }
    await client.query('COMMIT');
    return total;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/** The plans of the page's statement and of its count, as the API's role runs them. */
async function explain(client, st, instanceId) {
  await client.query(BEGIN(instanceId));
  try {
    for (const [label, q] of [
      ['page (rows with their summaries)', st.rows],
      ['capped count', st.count],
    ]) {
      const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.sql}`, q.params)).rows.map((r) => r['QUERY PLAN']);
      console.log(`\n  EXPLAIN ANALYZE, ${label}:\n${plan.map((line) => `    ${line}`).join('\n')}`);
    }
  } finally {
    await client.query('ROLLBACK');
  }
}

// ---------------------------------------------------------------------------------------------
// Load: every response's time, over a warm-up and then a measured window.

function summary(times, seconds) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, rps: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

async function httpLoad(port, path, headers, seconds) {
  const times = [];
  let bad = 0;
  const instance = autocannon({ url: `http://127.0.0.1:${port}${path}`, method: 'GET', headers: { host: HOST, ...headers }, connections: CONNECTIONS, duration: seconds });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status !== 200) bad += 1;
    times.push(responseTime);
  });
  const result = await instance;
  return { ...summary(times, seconds), bad: bad + result.errors };
}

async function sqlLoad(pool, st, instanceId, seconds) {
  const times = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && !cleanups.stopping) {
      const t0 = performance.now();
      const client = await pool.connect();
      try {
        await direct(client, st, instanceId);
      } finally {
        client.release();
      }
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { ...summary(times, seconds), bad: 0 };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  cleanups.add(async () => {
    if (env.BENCH_KEEP_DB === '1') console.log(`kept database ${dbName}`);
    else await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    rmSync(work, { recursive: true, force: true });
  });
  cleanups.add(() => agent.destroy());
  const [{ version }] = (await withClient(adminUrl, (c) => c.query("SELECT current_setting('server_version') AS version"))).rows;
  console.log(`The jobs list under load, ${new Date().toISOString()}: node ${process.version}, ${cpus().length} cores, PostgreSQL ${version}`);
  console.log(`load average at start: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(`database ${dbName}; starting the API (migrations, demo seed)`);
  const api = await startBuiltApi({ databaseUrl: benchUrl, redisUrl: REDIS_URL, queuePrefix: `fw-bench-jobs-${runId}`, work, cleanups });

  const admin = new pg.Client({ connectionString: benchUrl.toString() });
  await admin.connect();
  cleanups.add(() => admin.end());
  const hostUser = async (host, email) =>
    (
      await admin.query(
        `SELECT h.instance_id AS instance, u.id AS user FROM instance_hosts h JOIN users u ON u.instance_id = h.instance_id ${email ? 'AND u.email = $2' : ''} WHERE h.host = $1 LIMIT 1`,
        email ? [host, email] : [host],
      )
    ).rows[0];
  const ids = await hostUser('localhost', USER.email);
  const acme = await hostUser('acme.localhost');

  console.log(`\nfilling the demo tenant with ${JOBS.toLocaleString('en')} jobs, Acme with ${OTHER_JOBS.toLocaleString('en')}`);
  const people = await fill(admin, ids.instance, ids.user, JOBS, USERS);
  if (OTHER_JOBS > 0) await fill(admin, acme.instance, acme.user, OTHER_JOBS, Math.max(10, Math.round(USERS / 5)));
  await admin.query('VACUUM ANALYZE jobs, job_users, users, projects, project_users, job_types');

  const query = `status=assigned&assignee=${people[0]}&sort=startDate`;
  const path = `/v2/jobs?${query}`;
  const form = new URLSearchParams({ grant_type: 'password', username: USER.email, password: USER.password, client_id: 'web', client_secret: 'web-secret' });
  const signIn = await call(api.port, 'POST', '/v2/users/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.body}`);
  const auth = { authorization: `Bearer ${JSON.parse(signIn.body).access_token}` };
  const first = await call(api.port, 'GET', path, { headers: auth });
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${first.body.slice(0, 300)}`);
  const page = JSON.parse(first.body);

  const st = statementsFor(query, ids);
  const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: POOL_SIZE });
  cleanups.add(() => pool.end());
  const directClient = await pool.connect();
  const total = await direct(directClient, st, ids.instance);
  if (total !== page.totalDocs) console.warn(`  note: direct SQL total ${total} differs from the API's ${page.totalDocs}`);
  console.log(`\nGET ${path.replace(people[0], '<inspector>')}: ${page.docs.length} rows of ${page.totalDocs.toLocaleString('en')}${page.totalExact ? '' : '+'}, ${first.body.length.toLocaleString('en')} bytes`);
  await explain(directClient, st, ids.instance);
  directClient.release();

  console.log(`\nload: ${CONNECTIONS} concurrent clients, ${WARMUP} s warm-up then ${DURATION} s each; the direct SQL through a pool of ${POOL_SIZE} as the API's`);
  await httpLoad(api.port, path, auth, WARMUP);
  const http = await httpLoad(api.port, path, auth, DURATION);
  await sqlLoad(pool, st, ids.instance, WARMUP);
  const db = await sqlLoad(pool, st, ids.instance, DURATION);

  const budget = 2 * db.p95 + 2;
  const ok = http.p95 < 25 && http.p95 <= budget;
  console.log('\n| target | requests | req/s | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, r] of [
    ['HTTP GET /v2/jobs', http],
    ['direct SQL, same statements', db],
  ]) {
    console.log(`| ${name} | ${r.n.toLocaleString('en')} | ${r.rps.toFixed(0)} | ${ms(r.p50).trim()} | ${ms(r.p95).trim()} | ${ms(r.p99).trim()} |`);
  }
  if (http.bad) console.log(`\nHTTP answers that were not 200, or errors: ${http.bad}`);
  console.log(`\nbudget: HTTP p95 ${http.p95.toFixed(1)} ms < 25 ms and <= 2 x SQL p95 + 2 = ${budget.toFixed(1)} ms: ${ok ? 'ok' : 'OVER BUDGET'}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanups.run());
