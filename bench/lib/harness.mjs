// What the benchmarks that run the built API share: a scratch database, the API started on it,
// HTTP calls, timings, and a clean-up that runs once (at the end, on failure, on Ctrl-C).
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Debian's Chromium as the benchmarks start it: headless, and kept off this machine's closed network. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
/** Node options for the API's process only (BENCH_API_NODE_ARGS, space-separated), e.g. a V8 profile. */
export const apiNodeArgs = () => (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Puts a session (and a language) in the app's localStorage from a same-origin page that loads no
 * script, so the next page opens signed in (the shape of apps/web/src/app/session/sessionStorage.ts).
 * A null session or language leaves that key out; whatever was stored before is cleared.
 */
export async function storeSession(browser, base, session, language = 'en') {
  const page = await browser.newPage();
  await page.goto(`${base}/health`);
  await page.evaluate(
    ({ session, language }) => {
      window.localStorage.clear();
      if (session) window.localStorage.setItem('fieldwork.session', JSON.stringify(session));
      if (language) window.localStorage.setItem('fieldwork.language', language);
    },
    { session, language },
  );
  await page.close();
}

/** Clean-up steps run once, last added first: at the end, on failure and on SIGINT/SIGTERM. */
export function cleanupRegistry(label) {
  const steps = [];
  let running = null;
  const run = () => {
    running ??= (async () => {
      while (steps.length) {
        try {
          await steps.pop()();
        } catch (err) {
          console.error(`clean-up: ${err.message}`);
        }
      }
    })();
    return running;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`\n${signal}: ${label}`);
      run().finally(() => process.exit(130));
    });
  }
  return {
    add: (step) => steps.push(step),
    run,
    /** Whether the clean-up has begun (a signal came): long loops stop early. */
    get stopping() {
      return running !== null;
    },
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** One HTTP request to 127.0.0.1:`port` with Host `host`; resolves with status and body text. */
export function call(port, method, path, { headers = {}, body, agent, host = 'localhost' } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { host, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch (err) {
    return `(cannot read ${file}: ${err.message})`;
  }
}

/** The admin URL (`DATABASE_URL` or the local default, database postgres) and a bench database's URL beside it. */
export function benchDatabase(dbName, given = process.env.DATABASE_URL) {
  const adminUrl = new URL(given || 'postgres://postgres@127.0.0.1:5432/postgres');
  if (adminUrl.pathname.length <= 1) adminUrl.pathname = '/postgres';
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${dbName}`;
  return { adminUrl, benchUrl };
}

/**
 * Starts apps/api/dist/main.js on `databaseUrl` with the demo seed, its output in `work`/api.log,
 * and waits for /health. The stop step is added to `cleanups`.
 */
export async function startBuiltApi({ databaseUrl, redisUrl, queuePrefix, work, cleanups, env = {} }) {
  const port = await freePort();
  const logFile = join(work, 'api.log');
  const fd = openSync(logFile, 'a');
  const nodeArgs = apiNodeArgs();
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps', 'api', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SEED_DEMO: '1',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      DATA_DIR: join(work, 'data'),
      JWT_ACCESS_TTL: '3600',
      // Whatever this shell has set for a deployment stays out of the run.
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      MAIN_HOST: '',
      ...env,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = once(child, 'exit');
  // Added first, run last: once the API has stopped, its queue's keys leave Redis too.
  cleanups.add(() => clearRedisPrefix(redisUrl, queuePrefix));
  cleanups.add(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      console.error(`\nThe API did not start; the end of its log:\n${tail(logFile)}\n`);
      throw new Error('API failed to start');
    }
    try {
      if ((await call(port, 'GET', '/health')).status === 200) break;
    } catch {}
    await sleep(250);
  }
  return { port, pid: child.pid };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `fn` `n` times one after another; the durations in ms, sorted. */
export async function timeSequential(n, fn) {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

/** Deletes the keys of one queue prefix (the API's BullMQ queues and their repeat jobs). */
export async function clearRedisPrefix(redisUrl, prefix) {
  const Redis = createRequire(join(root, 'apps', 'api', 'package.json'))('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
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

/** The load average (1, 5 and 15 minutes) as /proc/loadavg gives it. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Starts counting CPU over one measured window: the server process, the database's PostgreSQL
 * backends (`backendPids` lists them; local servers only), this process (the load generator) and
 * everything else on the machine. The stop function gives each as percent of one core.
 */
export async function cpuMeter(serverPid, backendPids) {
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
