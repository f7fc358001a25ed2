#!/usr/bin/env node
// What the API's framework and transaction handling cost per request, against a bare floor.
//
//   pnpm build            (apps/api/dist must be current)
//   node bench/api-overhead.mjs
//
// Needs PostgreSQL (a superuser: it creates and drops a database and sets per-database logging)
// and Redis. In one run it:
//   - creates a fresh database fw_bench_<random> and drops it at the end, also on Ctrl-C or failure;
//   - starts the built API (apps/api/dist/main.js) on it with the demo seed, Redis with a random
//     QUEUE_PREFIX (its keys are removed afterwards), a temp DATA_DIR and a temp log;
//   - starts beside it a bare Fastify + node-postgres server (bench/lib/bare-api-server.mjs, its own
//     process, a Pool of 10 like the API's) that answers /v2/users/me and /v2/apps/bootstrap with
//     the same SQL in the ideal transaction shape: one simple query `BEGIN; SELECT set_config(role),
//     set_config(app.instance_id)`, the route's parameterised queries, COMMIT;
//   - counts PostgreSQL round trips per request from PostgreSQL's own log;
//   - drives load with autocannon at 50 connections: a warm-up of every target, then interleaved rounds
//     API /v2/users/me, API /v2/apps/bootstrap anonymous, API /v2/apps/bootstrap signed in,
//     bare /v2/users/me, bare /v2/apps/bootstrap;
//   - prints requests/s, p50/p90/p99 latency, non-2xx and errors per target, each API route's
//     requests/s as a share of the bare route's, and the API's resident memory at the end.
// The load generator runs in this process and shares the machine's cores with the servers and
// PostgreSQL; every target is measured the same way, so the ratios are the figures to compare.
// Each row also says where the CPU went during its window (from /proc): the server process, the
// bench database's PostgreSQL backends, autocannon, and everything else; a large "other" means
// something else on the machine was competing and that row's figures are low. The server's CPU
// milliseconds per request (and its PostgreSQL backends') are printed too: on a busy machine they
// move much less than requests/s do.
//
// Round trips. Statement logging is switched on for the bench database only (ALTER DATABASE ...
// SET log_statement = 'all'), which a session reads when it connects. So the run has two phases:
//   1. right after CREATE DATABASE, logging is set on; the API and the bare server start (their
//      pools connect with logging on), and for each target 1 request (its statements are listed)
//      then N=20 sequential requests are sent, each window fenced by marker queries that this
//      script sends on its own connection and waits to see in the log file;
//   2. both servers are stopped, ALTER DATABASE ... RESET log_statement, both are started again
//      (fresh pools, logging off, same data folder and signing secrets) and the load is driven.
// Counting rule: node-postgres sends a parameterised query as Parse/Bind/Describe/Execute/Sync in
// one write and waits for ReadyForQuery, one round trip, which log_statement logs as one
// `execute <unnamed>: ...` line (its `DETAIL: parameters` line is not counted); a query without
// parameters goes as one simple Query message, one round trip, logged as one `statement: ...` line
// even when it holds several statements separated by `;`. So one `LOG:  statement:` or
// `LOG:  execute` line of the bench database is one round trip. log_min_duration_statement is set
// to -1 for the database during the count so a server-wide setting does not log each one twice.
// The API's host lookup (cached 10 s per host) shows up as an occasional extra statement; it is
// counted, and also shown on its own. The log must be in English (lc_messages) and in the stderr
// format; its line prefix should hold %d so lines are told apart by database.
//
// Finding the log: BENCH_PG_LOG if set; else pg_current_logfile() when logging_collector is on;
// else, on Debian's packaging, the cluster's log file as `pg_lsclusters` reports it. When none of
// these can be read, the run says so and skips the count.
//
// Environment:
//   BENCH_DATABASE_URL  server to create the database on (default postgres://postgres@127.0.0.1:5432;
//                       a database named in it is used only for the admin connection)
//   BENCH_REDIS_URL     Redis for the API's queue (default redis://127.0.0.1:6379)
//   BENCH_DURATION      seconds of load per target and round (default 8)
//   BENCH_WARMUP        seconds of warm-up load on each target before any is measured (default 5)
//   BENCH_ROUNDS        interleaved rounds of measurement (default 3; each target's median is shown)
//   BENCH_CONNECTIONS   concurrent connections (default 50)
//   BENCH_PG_LOG        path of PostgreSQL's log file, when it cannot be discovered
//   BENCH_API_NODE_ARGS node options for the API's process only, space-separated (a V8 profile:
//                       `--prof --logfile=/some/dir/api-%p.log`, read with `node --prof-process`)
//   LOG_LEVEL           the API's log level (default warn)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, constants, accessSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiNodeArgs, call, clearRedisPrefix, cleanupRegistry, freePort, sleep, tail } from './lib/harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 8);
const WARMUP = Number(env.BENCH_WARMUP ?? 5);
const ROUNDS = Math.max(1, Number(env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const LOG_LEVEL = env.LOG_LEVEL || 'warn';
const REDIS_URL = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const POOL_SIZE = 10; // the API's Database.open default
const ROUND_TRIP_REQUESTS = 20;
const HOST = 'localhost'; // the demo instance "Demo" answers here
const USER = { email: 'admin@demo.test', password: 'demo-Pass-1' };

const runId = randomBytes(4).toString('hex');
const dbName = `fw_bench_${runId}`;
const queuePrefix = `fw-bench-${runId}`;
const adminUrl = new URL(env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432');
if (adminUrl.pathname.length <= 1) adminUrl.pathname = '/postgres';
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${dbName}`;
const work = mkdtempSync(join(tmpdir(), 'fw-bench-overhead-'));
const dataDir = join(work, 'data');

const cleanups = cleanupRegistry(`stopping the servers and dropping ${dbName}`);

// ---------------------------------------------------------------------------------------------
// Small helpers.

async function sql(url, text, values) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

// CPU time in clock ticks, from /proc: one process, and the whole machine (busy = not idle/iowait).
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function processTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return null;
  }
}
function machineBusyTicks() {
  const [, ...t] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return t.slice(0, 8).reduce((a, b) => a + b, 0) - t[3] - t[4];
}

// ---------------------------------------------------------------------------------------------
// The two servers, each its own process with its output in a log file.

async function startProcess(name, args, extraEnv, port) {
  const logFile = join(work, `${name}-${Date.now()}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv, PORT: String(port) }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  cleanups.add(stop);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const why = child.exitCode !== null ? `exited with ${child.exitCode}` : child.signalCode ? `was killed (${child.signalCode})` : 'did not answer /health in 90 s';
      console.error(`\n${name} ${why}; the end of its log:\n${tail(logFile)}\n`);
      await stop();
      throw new Error(`${name} failed to start`);
    }
    try {
      if ((await call(port, 'GET', '/health')).status === 200) break;
    } catch {}
    await sleep(250);
  }
  return { name, port, pid: child.pid, logFile, stop };
}

function startApi() {
  return freePort().then((port) =>
    startProcess('api', [...apiNodeArgs(), join(root, 'apps', 'api', 'dist', 'main.js')], {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL: benchUrl.toString(),
      REDIS_URL,
      QUEUE_PREFIX: queuePrefix,
      SEED_DEMO: '1',
      LOG_LEVEL,
      DATA_DIR: dataDir,
      JWT_ACCESS_TTL: '3600',
      // Whatever this shell has set for a deployment stays out of the run.
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      MAIN_HOST: '',
    }, port),
  );
}

function startBare(instanceId) {
  return freePort().then((port) =>
    startProcess('bare', [join(root, 'bench', 'lib', 'bare-api-server.mjs')], {
      DATABASE_URL: benchUrl.toString(),
      INSTANCE_ID: instanceId,
      POOL_SIZE: String(POOL_SIZE),
    }, port),
  );
}

async function signIn(api) {
  const form = new URLSearchParams({ grant_type: 'password', username: USER.email, password: USER.password, client_id: 'web', client_secret: 'web-secret' });
  const res = await call(api.port, 'POST', '/v2/users/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${res.body}`);
  return JSON.parse(res.body).access_token;
}

function targets(api, bare, token) {
  const auth = { authorization: `Bearer ${token}` };
  return [
    { name: 'API GET /v2/users/me', server: api, path: '/v2/users/me', headers: auth, route: 'me' },
    { name: 'API GET /v2/apps/bootstrap anonymous', server: api, path: '/v2/apps/bootstrap', headers: {}, route: 'bootstrap' },
    { name: 'API GET /v2/apps/bootstrap signed in', server: api, path: '/v2/apps/bootstrap', headers: auth, route: 'bootstrap' },
    { name: 'bare GET /v2/users/me', server: bare, path: '/v2/users/me', headers: auth, route: 'me' },
    { name: 'bare GET /v2/apps/bootstrap', server: bare, path: '/v2/apps/bootstrap', headers: {}, route: 'bootstrap' },
  ];
}

/** One request to each target, so a wrong answer stops the run before any figure is printed. */
async function checkTargets(list) {
  for (const t of list) {
    const res = await call(t.server.port, 'GET', t.path, { headers: t.headers });
    if (res.status !== 200) throw new Error(`${t.name} answered ${res.status}: ${res.body.slice(0, 300)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL's log: where it is, and the statement lines written between two markers.

async function findPgLog() {
  const rows = await sql(adminUrl, `SELECT current_setting('logging_collector') AS collector, current_setting('log_destination') AS destination,
    current_setting('data_directory') AS data, current_setting('log_line_prefix') AS prefix, current_setting('lc_messages') AS lc,
    pg_current_logfile('stderr') AS current`);
  const s = rows[0];
  const facts = `logging_collector=${s.collector}, log_destination=${s.destination}, log_line_prefix='${s.prefix}', lc_messages=${s.lc}`;
  let path = null;
  let how = null;
  if (env.BENCH_PG_LOG) [path, how] = [env.BENCH_PG_LOG, 'BENCH_PG_LOG'];
  else if (s.collector === 'on' && s.current) [path, how] = [isAbsolute(s.current) ? s.current : join(s.data, s.current), 'pg_current_logfile()'];
  else {
    try {
      const clusters = JSON.parse(execFileSync('pg_lsclusters', ['-j'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
      const mine = clusters.find((c) => c.pgdata === s.data);
      if (mine?.logfile) [path, how] = [mine.logfile, 'pg_lsclusters'];
    } catch {}
  }
  if (!path) {
    return { error: `cannot find PostgreSQL's log file (${facts}); with logging_collector off the server writes to its stderr, which it cannot name: set BENCH_PG_LOG to that file` };
  }
  try {
    accessSync(path, constants.R_OK);
  } catch (err) {
    return { error: `cannot read PostgreSQL's log file ${path} (found by ${how}): ${err.code ?? err.message}; set BENCH_PG_LOG or run with read access to it` };
  }
  if (!s.destination.split(',').map((d) => d.trim()).includes('stderr')) {
    return { error: `log_destination is ${s.destination}: this script reads the stderr text format only` };
  }
  return { path, how, byDatabase: s.prefix.includes('%d'), facts };
}

function fileSize(path) {
  return statSync(path).size;
}

function readFrom(path, start, end) {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(end - start);
    let got = 0;
    while (got < buf.length) {
      const n = readSync(fd, buf, got, buf.length - got, start + got);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

/** Sends a marker query on `control` and returns the log offset just after its line. */
async function mark(control, log, from) {
  const text = `fw-bench-mark ${randomBytes(6).toString('hex')}`;
  await control.query(`SELECT '${text}'`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const size = fileSize(log.path);
    const chunk = readFrom(log.path, from, size);
    const at = chunk.indexOf(text);
    if (at >= 0) {
      const nl = chunk.indexOf(0x0a, at);
      if (nl >= 0) return from + nl + 1;
    }
    await sleep(20);
  }
  throw new Error('the marker query did not show up in PostgreSQL\'s log within 10 s');
}

const STATEMENT = /^(.*?)LOG:\s+(statement|execute [^:]*):\s?(.*)$/;

/** The round trips in a slice of the log: one per `statement:` or `execute` line of the bench database. */
function statementsIn(text, byDatabase) {
  const dbWord = new RegExp(`(^|[^A-Za-z0-9_])${dbName}([^A-Za-z0-9_]|$)`);
  const out = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('\t') && current) {
      current.text += ` ${line.trim()}`; // a statement's further lines
      continue;
    }
    current = null;
    const m = STATEMENT.exec(line);
    if (!m || (byDatabase && !dbWord.test(m[1]))) continue;
    current = { kind: m[2].startsWith('execute') ? 'execute' : 'simple', text: m[3] };
    out.push(current);
  }
  return out
    .filter((s) => !s.text.includes('fw-bench-mark'))
    .map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }));
}

const shorten = (text, max = 110) => {
  const t = text.replace(/'[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'/gi, "'<uuid>'");
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};
const isHostLookup = (s) => /from "instance_hosts"/i.test(s.text);

async function countRoundTrips(log, list) {
  const control = new pg.Client({ connectionString: benchUrl.toString() });
  await control.connect();
  try {
    for (const t of list) for (let i = 0; i < 3; i++) await call(t.server.port, 'GET', t.path, { headers: t.headers });
    let offset = await mark(control, log, fileSize(log.path));
    const results = [];
    for (const t of list) {
      const windows = [];
      for (const n of [1, ROUND_TRIP_REQUESTS]) {
        let failed = 0;
        for (let i = 0; i < n; i++) {
          const res = await call(t.server.port, 'GET', t.path, { headers: t.headers });
          if (res.status < 200 || res.status > 299) failed++;
        }
        const end = await mark(control, log, offset);
        windows.push({ n, failed, statements: statementsIn(readFrom(log.path, offset, end).toString(), log.byDatabase) });
        offset = end;
      }
      results.push({ target: t, one: windows[0], many: windows[1] });
    }
    return results;
  } finally {
    await control.end();
  }
}

function printRoundTrips(results, log) {
  console.log(`\nPostgreSQL round trips per request (log: ${log.how}; ${log.facts}${log.byDatabase ? '' : '; the prefix has no %d, so lines of every database were counted'})`);
  console.table(
    results.map(({ target, many }) => ({
      target: target.name,
      requests: many.n,
      'round trips': many.statements.length,
      'per request': +(many.statements.length / many.n).toFixed(2),
      'of which host look-ups': many.statements.filter(isHostLookup).length,
      'non-2xx': many.failed,
    })),
  );
  for (const { target, one, many } of results) {
    console.log(`\n${target.name}: the statements of one request (${one.statements.length} round trips${one.failed ? `, answered non-2xx` : ''})`);
    one.statements.forEach((s, i) => console.log(`  ${String(i + 1).padStart(2)}. [${s.kind}] ${shorten(s.text, Infinity)}`));
    const counts = new Map();
    for (const s of many.statements) {
      const key = `[${s.kind}] ${shorten(s.text)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    console.log(`  over ${many.n} requests:`);
    for (const [key, count] of counts) console.log(`    ${String(count).padStart(4)} × ${key}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Load.

/** PIDs of the PostgreSQL backends connected to the bench database (when the server is local). */
async function backendPids() {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(adminUrl.hostname)) return [];
  const rows = await sql(adminUrl, 'SELECT pid FROM pg_stat_activity WHERE datname = $1', [dbName]);
  return rows.map((r) => r.pid);
}

/**
 * Starts counting CPU during one measured load: the server process, the bench database's
 * PostgreSQL backends, this process (the load generator) and whatever else the machine ran.
 * Figures are percent of one core (100 = one core busy for the whole window).
 */
async function cpuMeter(serverPid) {
  const ticksOf = (pids) => new Map(pids.map((p) => [p, processTicks(p)]).filter(([, t]) => t !== null));
  const before = ticksOf(await backendPids());
  const start = { at: performance.now(), server: processTicks(serverPid), self: process.cpuUsage(), machine: machineBusyTicks() };
  return async () => {
    const seconds = (performance.now() - start.at) / 1000;
    const after = ticksOf(await backendPids());
    const machine = machineBusyTicks() - start.machine;
    const pct = (ticks) => (ticks / TICKS / seconds) * 100;
    const self = process.cpuUsage(start.self);
    const server = pct(processTicks(serverPid) - start.server);
    // A backend that connected during the window counts whole; one that closed during it is lost.
    let pgTicks = 0;
    for (const [pid, t] of after) pgTicks += t - (before.get(pid) ?? 0);
    const pgCpu = before.size || after.size ? pct(pgTicks) : null;
    const loadGen = ((self.user + self.system) / 1e6 / seconds) * 100;
    return { seconds, server, pg: pgCpu, loadGen, other: pct(machine) - server - (pgCpu ?? 0) - loadGen };
  };
}

async function load(t, seconds) {
  return autocannon({
    url: `http://127.0.0.1:${t.server.port}${t.path}`,
    method: 'GET',
    headers: { host: HOST, ...t.headers },
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/** One measured window of load on one target, with where the CPU went. */
async function measure(t) {
  const cpu = await cpuMeter(t.server.pid);
  const r = await load(t, DURATION);
  const used = await cpu();
  // CPU milliseconds per answered request: unlike requests/s, it holds up when the machine is busy.
  const msPerRequest = (percent) => (r.requests.total ? (percent / 100) * used.seconds * 1000 / r.requests.total : NaN);
  return {
    reqPerSec: r.requests.average,
    serverMs: msPerRequest(used.server),
    row: {
      target: t.name,
      'req/s': Math.round(r.requests.average),
      requests: r.requests.total,
      'p50 ms': r.latency.p50,
      'p90 ms': r.latency.p90,
      'p99 ms': r.latency.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
      'server CPU %': Math.round(used.server),
      'pg CPU %': used.pg === null ? '-' : Math.round(used.pg),
      'server CPU ms/req': +msPerRequest(used.server).toFixed(2),
      'pg CPU ms/req': used.pg === null ? '-' : +msPerRequest(used.pg).toFixed(2),
      'loadgen CPU %': Math.round(used.loadGen),
      'other CPU %': Math.round(used.other),
    },
  };
}

async function main() {
  cleanups.add(() => rmSync(work, { recursive: true, force: true }));
  const [{ version }] = await sql(adminUrl, "SELECT current_setting('server_version') AS version");
  console.log(`API overhead against a bare Fastify + node-postgres floor, ${new Date().toISOString()}`);
  console.log(`node ${process.version}, ${cpus().length} cores, PostgreSQL ${version}, database ${dbName}, pool ${POOL_SIZE} on both servers`);
  console.log(`load: autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up on every target, then ${ROUNDS} rounds of ${DURATION} s per target; API LOG_LEVEL=${LOG_LEVEL}`);
  console.log(`load average at start: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);

  cleanups.add(() => clearRedisPrefix(REDIS_URL, queuePrefix));
  await sql(adminUrl, `CREATE DATABASE ${dbName}`);
  cleanups.add(() => sql(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));

  // Phase 1: statement logging on for this database, before any connection to it is opened.
  const log = await findPgLog();
  if (log.error) console.log(`\nRound trips will not be counted: ${log.error}`);
  else {
    await sql(adminUrl, `ALTER DATABASE ${dbName} SET log_statement = 'all'`);
    await sql(adminUrl, `ALTER DATABASE ${dbName} SET log_min_duration_statement = -1`);
  }
  let api = await startApi();
  const [instance] = await sql(benchUrl, 'SELECT i.id FROM instances i JOIN instance_hosts h ON h.instance_id = i.id WHERE h.host = $1', [HOST]);
  if (!instance) throw new Error(`no instance answers on ${HOST} after the demo seed`);
  const [user] = await sql(benchUrl, 'SELECT id FROM users WHERE instance_id = $1 AND email = $2', [instance.id, USER.email]);
  let bare = await startBare(instance.id);
  let token = await signIn(api);
  if (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub !== user.id) throw new Error('the token is not the demo admin\'s');
  await checkTargets(targets(api, bare, token));

  let roundTrips = null;
  if (!log.error) {
    roundTrips = await countRoundTrips(log, targets(api, bare, token));
    // Phase 2: logging off again, and servers whose connections are opened without it.
    await api.stop();
    await bare.stop();
    await sql(adminUrl, `ALTER DATABASE ${dbName} RESET log_statement`);
    await sql(adminUrl, `ALTER DATABASE ${dbName} RESET log_min_duration_statement`);
    api = await startApi();
    bare = await startBare(instance.id);
    token = await signIn(api);
    await checkTargets(targets(api, bare, token));
  }

  // Every target is warmed first, so no window measures a cold JIT or cold caches; then the
  // targets are measured in ROUNDS interleaved rounds (an API route, then the bare server's same
  // route), so a slow drift of the machine falls on both sides of a ratio alike. Each target's
  // figures are those of its median window by requests/s; a ratio is the median of the rounds'.
  const list = targets(api, bare, token);
  const order = ['me', 'bootstrap'].flatMap((route) => list.filter((t) => t.route === route));
  for (const t of order) {
    if (cleanups.stopping) return; // interrupted
    process.stderr.write(`  ${t.name}: warm-up ${WARMUP} s\n`);
    if (WARMUP > 0) await load(t, WARMUP);
  }
  const windows = new Map(list.map((t) => [t, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of order) {
      if (cleanups.stopping) return;
      process.stderr.write(`  round ${round}/${ROUNDS}, ${t.name}: load ${DURATION} s\n`);
      windows.get(t).push(await measure(t));
    }
  }
  const rows = list.map((t) => {
    const all = windows.get(t);
    const median = [...all].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(all.length / 2)];
    return { t, ...median, all, row: { ...median.row, 'req/s by round': all.map((w) => Math.round(w.reqPerSec)).join(' ') } };
  });
  const apiMemory = memoryMb(api.pid);
  const bareMemory = memoryMb(bare.pid);

  console.log(`\nLoad (${CONNECTIONS} connections, ${DURATION} s windows, each target's median window of ${ROUNDS}; req/s is autocannon's mean of per-second counts;`);
  console.log(`CPU in % of one core over the measured window: the server process, the bench database's PostgreSQL backends,`);
  console.log(`this process (autocannon), and everything else on the machine; ${cpus().length} cores = ${cpus().length * 100} %;`);
  console.log('CPU ms/req: the server\'s and its backends\' CPU time divided by the requests answered)');
  console.table(rows.map((r) => r.row));
  const bareOf = (route) => rows.find((r) => r.t.server === bare && r.t.route === route);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('API requests/s as a share of the bare server\'s, same route: the median of the rounds\' ratios (each round');
  console.log('measures the API route and then the bare one), every round\'s, and server CPU per request, API over bare');
  console.table(
    rows
      .filter((r) => r.t.server === api)
      .map((r) => {
        const b = bareOf(r.t.route);
        const ratios = r.all.map((w, i) => w.reqPerSec / b.all[i].reqPerSec);
        return {
          target: r.t.name,
          'API req/s': Math.round(r.reqPerSec),
          'bare req/s': Math.round(b.reqPerSec),
          'API / bare': +median(ratios).toFixed(3),
          'by round': ratios.map((x) => x.toFixed(2)).join(' '),
          'CPU ms/req API / bare': +(median(r.all.map((w) => w.serverMs)) / median(b.all.map((w) => w.serverMs))).toFixed(1),
        };
      }),
  );
  if (roundTrips) printRoundTrips(roundTrips, log);
  console.log(`\nResident memory after the load: API ${apiMemory.rss.toFixed(0)} MB (peak ${apiMemory.peak.toFixed(0)} MB), bare server ${bareMemory.rss.toFixed(0)} MB (peak ${bareMemory.peak.toFixed(0)} MB)`);
}

try {
  await main();
} catch (err) {
  console.error(`\napi-overhead failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
