#!/usr/bin/env node
// POST /v2/answers under many concurrent answerers on PostgreSQL: answers per second, latency,
// errors, and a count on the server that proves no answer was lost or recorded twice.
//
//   pnpm turbo run build --filter @fieldwork/api...   (apps/api/dist must be current)
//   node bench/answers.mjs
//
// Needs PostgreSQL (a superuser: it creates a database fw_bench_answers_<random> and drops it at
// the end, also on Ctrl-C or failure) and Redis. In one run it:
//   - starts the built API (apps/api/dist/main.js) on the new database with the demo seed;
//   - adds to the demo tenant a job type of BENCH_QUESTIONS text questions and BENCH_JOBS jobs of
//     it (straight in SQL), and signs in as the demo project manager;
//   - runs BENCH_ANSWERERS concurrent answerers for BENCH_DURATION seconds after a warm-up: each
//     sends POST /v2/answers with BENCH_PER_REQUEST answers (a new client id each) to a job and
//     questions drawn at random (different ones while there are enough: BENCH_PER_REQUEST=BENCH_QUESTIONS
//     sends a whole form), and about BENCH_RETRY_SHARE of its requests are a retry of one of
//     its earlier submissions, same client ids (a retry after a lost response), which the server
//     must answer 'replayed' and record nothing for;
//   - prints answers/s, requests/s, p50, p95 and p99 in ms, errors, the CPU of the API and of its
//     PostgreSQL backends per request with the load average, the outcomes, and the count on
//     the server: one history row per client id acknowledged (none lost, none doubled), none
//     for a client id never acknowledged, and one answer row per (job, question) answered.
//
// Environment:
//   DATABASE_URL       server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_REDIS_URL    Redis for the API's queue (default redis://127.0.0.1:6379)
//   BENCH_ANSWERERS    concurrent answerers (default 200); BENCH_DURATION and BENCH_WARMUP seconds (60, 5)
//   BENCH_JOBS         jobs answered (default 5000); BENCH_QUESTIONS per job type (default 20)
//   BENCH_PER_REQUEST  answers in one submission (default 1)
//   BENCH_RETRY_SHARE  share of requests that are retries (default 0.05)
//   BENCH_THINK_MS     each answerer's pause between two submissions (default 0: back to back, so the
//                      latency is mostly waiting behind the other answerers once the server is saturated)
//   LOG_LEVEL          the API's log level (default warn)
//   BENCH_API_NODE_ARGS node flags for the API (e.g. --cpu-prof --cpu-prof-dir=prof)
//   BENCH_KEEP_DB      1 keeps the database at the end (drop it yourself)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchDatabase, call as httpCall, cleanupRegistry, cpuMeter, loadAverage, percentile, startBuiltApi, withClient } from './lib/harness.mjs';

const env = process.env;
const ANSWERERS = Number(env.BENCH_ANSWERERS ?? 200);
const DURATION = Number(env.BENCH_DURATION ?? 60);
const WARMUP = Number(env.BENCH_WARMUP ?? 5);
const JOBS = Number(env.BENCH_JOBS ?? 5000);
const QUESTIONS = Number(env.BENCH_QUESTIONS ?? 20);
const PER_REQUEST = Number(env.BENCH_PER_REQUEST ?? 1);
const RETRY_SHARE = Number(env.BENCH_RETRY_SHARE ?? 0.05);
const THINK_MS = Number(env.BENCH_THINK_MS ?? 0);
const REDIS_URL = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const USER = { email: 'manager@demo.test', password: 'demo-Pass-1' };

const runId = randomBytes(4).toString('hex');
const dbName = `fw_bench_answers_${runId}`;
const { adminUrl, benchUrl } = benchDatabase(dbName);
const work = mkdtempSync(join(tmpdir(), 'fw-bench-answers-'));
const cleanups = cleanupRegistry(`stopping the API and dropping ${dbName}`);
const agent = new Agent({ keepAlive: true, maxSockets: ANSWERERS });
const call = (port, method, path, options = {}) => httpCall(port, method, path, { ...options, agent });
const ms = (n) => (n ?? 0).toFixed(1);

/** A job type of text questions and jobs of it in the demo tenant, straight in SQL. */
async function fill(client, instanceId, creatorId) {
  const t0 = performance.now();
  const [{ id: typeId }] = (await client.query(`INSERT INTO job_types (instance_id, title, icon) VALUES ($1, 'Bench answering', 'assignment') RETURNING id`, [instanceId])).rows;
  const [{ n: firstQuestion }] = (await client.query(`SELECT coalesce(max(number), 0) AS n FROM questions WHERE instance_id = $1`, [instanceId])).rows;
  const numbers = (
    await client.query(
      `INSERT INTO questions (instance_id, job_type_id, number, type, title, sequence, settings)
       SELECT $1::uuid, $2::uuid, $3::int + g, 'text', 'Bench question ' || g, g, '{"allowComment": true}'::jsonb FROM generate_series(1, $4::int) g
       RETURNING number`,
      [instanceId, typeId, firstQuestion, QUESTIONS],
    )
  ).rows.map((r) => r.number);
  await client.query(
    `INSERT INTO instance_counters (instance_id, name, value) VALUES ($1, 'question', $2)
     ON CONFLICT (instance_id, name) DO UPDATE SET value = greatest(instance_counters.value, excluded.value)`,
    [instanceId, firstQuestion + QUESTIONS],
  );
  const [{ id: projectId }] = (await client.query(`SELECT id FROM projects WHERE instance_id = $1 ORDER BY created_at LIMIT 1`, [instanceId])).rows;
  const [{ n: firstJob }] = (await client.query(`SELECT coalesce(max(number), 0) AS n FROM jobs WHERE instance_id = $1`, [instanceId])).rows;
  const jobs = (
    await client.query(
      `INSERT INTO jobs (instance_id, number, job_type_id, project_id, status, start_date, created_by)
       SELECT $1::uuid, $2::int + g, $3::uuid, $4::uuid, 'open', now(), $5::uuid FROM generate_series(1, $6::int) g RETURNING id`,
      [instanceId, firstJob, typeId, projectId, creatorId, JOBS],
    )
  ).rows.map((r) => r.id);
  await client.query(
    `INSERT INTO instance_counters (instance_id, name, value) VALUES ($1, 'job', $2)
     ON CONFLICT (instance_id, name) DO UPDATE SET value = greatest(instance_counters.value, excluded.value)`,
    [instanceId, firstJob + JOBS],
  );
  await client.query('ANALYZE jobs, questions, answers, answer_history');
  console.log(`  ${JOBS.toLocaleString('en')} jobs of ${QUESTIONS} questions filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { typeId, jobs, numbers };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** `n` of `list` drawn at random, each once while there are enough (a form's questions), then again. */
function sample(list, n) {
  const pool = [...list];
  return Array.from({ length: n }, (_, i) => {
    if (i % list.length === 0) pool.splice(0, pool.length, ...list);
    return pool.splice(Math.floor(Math.random() * pool.length), 1)[0];
  });
}

/** The load: every answerer loops until the deadline; what it sent and what came back. */
async function load(port, auth, world, seconds, record) {
  const times = [];
  const stats = { requests: 0, answers: 0, retries: 0, errors: 0, outcomes: {}, errorSamples: [] };
  const acknowledged = new Set();
  const sentOnce = new Set();
  const deadline = performance.now() + seconds * 1000;
  const answerer = async () => {
    const mine = [];
    while (performance.now() < deadline && !cleanups.stopping) {
      const retry = mine.length > 0 && Math.random() < RETRY_SHARE;
      const body = retry
        ? pick(mine)
        : {
            job: pick(world.jobs),
            data: sample(world.numbers, PER_REQUEST).map((number) => ({
              question: String(number),
              answer: { clientId: randomUUID(), value: `Answer ${randomBytes(6).toString('hex')}` },
            })),
          };
      if (!retry) {
        mine.push(body);
        if (mine.length > 50) mine.shift();
        for (const d of body.data) sentOnce.add(d.answer.clientId);
      }
      const t0 = performance.now();
      let res;
      try {
        res = await call(port, 'POST', '/v2/answers', { headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      } catch (err) {
        res = { status: 0, body: String(err) };
      }
      const elapsed = performance.now() - t0;
      if (THINK_MS > 0) await new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
      if (!record) continue;
      times.push(elapsed);
      stats.requests += 1;
      if (retry) stats.retries += 1;
      if (res.status !== 201) {
        stats.errors += 1;
        if (stats.errorSamples.length < 3) stats.errorSamples.push(`${res.status} ${res.body.slice(0, 200)}`);
        continue;
      }
      const reply = JSON.parse(res.body);
      for (const d of reply.data) {
        stats.outcomes[d.outcome] = (stats.outcomes[d.outcome] ?? 0) + 1;
        if (retry && d.outcome !== 'replayed') stats.outcomes.retryNotReplayed = (stats.outcomes.retryNotReplayed ?? 0) + 1;
        acknowledged.add(d.clientId);
      }
      stats.answers += body.data.length;
    }
  };
  await Promise.all(Array.from({ length: ANSWERERS }, answerer));
  const sorted = times.sort((a, b) => a - b);
  return { ...stats, seconds, acknowledged, sentOnce, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

async function main() {
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  cleanups.add(async () => {
    if (env.BENCH_KEEP_DB === '1') console.log(`kept database ${dbName}`);
    else await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    rmSync(work, { recursive: true, force: true });
  });
  cleanups.add(() => agent.destroy());
  const [{ version }] = (await withClient(adminUrl, (c) => c.query("SELECT current_setting('server_version') AS version"))).rows;
  console.log(`POST /v2/answers under load, ${new Date().toISOString()}: node ${process.version}, ${cpus().length} cores, PostgreSQL ${version}`);
  console.log(`load average at start: ${loadAverage()}`);
  console.log(`database ${dbName}; starting the API (migrations, demo seed)`);
  const api = await startBuiltApi({ databaseUrl: benchUrl, redisUrl: REDIS_URL, queuePrefix: `fw-bench-answers-${runId}`, work, cleanups });

  const admin = new pg.Client({ connectionString: benchUrl.toString() });
  await admin.connect();
  cleanups.add(() => admin.end());
  const [ids] = (
    await admin.query(
      `SELECT h.instance_id AS instance, u.id AS user FROM instance_hosts h JOIN users u ON u.instance_id = h.instance_id AND u.email = $2 WHERE h.host = $1`,
      ['localhost', USER.email],
    )
  ).rows;
  const world = await fill(admin, ids.instance, ids.user);

  const form = new URLSearchParams({ grant_type: 'password', username: USER.email, password: USER.password, client_id: 'web', client_secret: 'web-secret' });
  const signIn = await call(api.port, 'POST', '/v2/users/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.body}`);
  const auth = { authorization: `Bearer ${JSON.parse(signIn.body).access_token}` };

  const pace = THINK_MS > 0 ? `, ${THINK_MS} ms pause between submissions` : ', back to back';
  console.log(`\nload: ${ANSWERERS} concurrent answerers, ${PER_REQUEST} answer(s) a submission${pace}, ~${Math.round(RETRY_SHARE * 100)}% retries; ${WARMUP} s warm-up, then ${DURATION} s`);
  const before = await serverCount(admin, ids.instance, world.typeId);
  const warm = await load(api.port, auth, world, WARMUP, false);
  const backendPids = async () =>
    ['127.0.0.1', 'localhost', '[::1]'].includes(benchUrl.hostname)
      ? (await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName])).rows.map((r) => r.pid)
      : [];
  const loadAtStart = loadAverage();
  const cpu = await cpuMeter(api.pid, backendPids);
  const run = await load(api.port, auth, world, DURATION, true);
  const used = await cpu();
  const after = await serverCount(admin, ids.instance, world.typeId);

  console.log('\n| answers | answers/s | requests/s | p50 ms | p95 ms | p99 ms | errors | retries |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${run.answers.toLocaleString('en')} | ${(run.answers / DURATION).toFixed(0)} | ${(run.requests / DURATION).toFixed(0)} | ${ms(run.p50)} | ${ms(run.p95)} | ${ms(run.p99)} | ${run.errors} | ${run.retries} |`,
  );
  // CPU milliseconds per request hold up when the machine is busy, where requests/s do not.
  const perRequest = (pct) => (pct === null ? '-' : ((pct / 100) * used.seconds * 1000 / Math.max(1, run.requests)).toFixed(2));
  console.log(`\nCPU over the measured window, % of one core (${cpus().length} cores = ${cpus().length * 100} %): API ${used.server.toFixed(0)}, its PostgreSQL backends ${used.pg === null ? '-' : used.pg.toFixed(0)}, this load generator ${used.loadGen.toFixed(0)}, everything else ${used.other.toFixed(0)}`);
  console.log(`CPU ms per request: API ${perRequest(used.server)}, PostgreSQL ${perRequest(used.pg)}; load average ${loadAtStart} at the window's start, ${loadAverage()} at its end`);
  console.log(`\noutcomes: ${JSON.stringify(run.outcomes)}`);
  if (run.errorSamples.length) console.log(`errors, first ones:\n  ${run.errorSamples.join('\n  ')}`);

  // The server's count: every client id sent (warm-up and run) is in the history once at most,
  // every one acknowledged is there, and the answers are one per (job, question).
  const sent = new Set([...warm.sentOnce, ...run.sentOnce]);
  const acknowledged = run.acknowledged;
  const recorded = new Set(after.clientIds);
  const doubled = after.historyRows - after.distinctClientIds;
  const lost = [...acknowledged].filter((id) => sent.has(id) && !recorded.has(id)).length;
  const strangers = [...recorded].filter((id) => !sent.has(id)).length;
  console.log('\nserver count:');
  console.log(`  client ids sent ${sent.size.toLocaleString('en')}; history rows ${after.historyRows.toLocaleString('en')} (before the load ${before.historyRows}), distinct client ids ${after.distinctClientIds.toLocaleString('en')}`);
  console.log(`  answers ${after.answers.toLocaleString('en')} = distinct (job, question) answered ${after.answeredPairs.toLocaleString('en')}`);
  console.log(`  lost (acknowledged, not recorded): ${lost}; doubled (a client id recorded twice): ${doubled}; recorded but never sent: ${strangers}`);
  const whole = lost === 0 && doubled === 0 && strangers === 0 && after.answers === after.answeredPairs;
  console.log(`  ${whole ? 'none lost, none doubled' : 'MISMATCH'}`);
  const goal = run.answers / DURATION >= 500 && run.p99 < 100;
  console.log(`\ngoal (>= 500 answers/s, p99 < 100 ms): ${goal ? 'met' : 'NOT MET'}`);
  console.log(`load average at the end: ${loadAverage()}`);
  if (!whole) process.exitCode = 1;
}

async function serverCount(client, instanceId, typeId) {
  const history = await client.query(
    `SELECT h.client_id FROM answer_history h JOIN answers a ON a.id = h.answer_id JOIN jobs j ON j.id = a.job_id WHERE j.instance_id = $1 AND j.job_type_id = $2`,
    [instanceId, typeId],
  );
  const [counts] = (
    await client.query(`SELECT count(*)::int AS answers, count(DISTINCT (a.job_id, a.key))::int AS pairs FROM answers a JOIN jobs j ON j.id = a.job_id WHERE j.job_type_id = $1`, [typeId])
  ).rows;
  const clientIds = history.rows.map((r) => r.client_id);
  return { historyRows: clientIds.length, distinctClientIds: new Set(clientIds).size, clientIds, answers: counts.answers, answeredPairs: counts.pairs };
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanups.run());
