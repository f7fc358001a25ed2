import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.factory';
import { PasswordService } from './auth/password.service';
import { ConfigError, loadConfig } from './config/config';
import { Database, EMBEDDED_FOLDER } from './db/database';
import { seedDemoJobs } from './seed/demo-jobs.seeder';
import { DEMO_PASSWORD, seedDemo } from './seed/demo.seeder';

/** Set in the child process that makes a new embedded database (see prepareInChild). */
const PREPARE_ONLY = 'FIELDWORK_PREPARE_ONLY';
/** Where that child makes it, in DATA_DIR: renamed to PGlite's folder once it is whole. */
const NEW_FOLDER = `${EMBEDDED_FOLDER}-new`;

async function main(): Promise<void> {
  const config = loadConfig();
  const prepareOnly = process.env[PREPARE_ONLY] === '1';
  // The embedded database's first start (initdb, the migrations, the demo seed) grows PGlite's
  // WebAssembly memory, which never shrinks: done in a child process that exits, it leaves this one
  // as small as any later start (ADR 0050).
  const prepared = !prepareOnly && !config.databaseUrl && Database.embeddedIsNew(config.dataDir) && (await prepareInChild(config.dataDir));
  const database = await Database.open({ url: config.databaseUrl, dataDir: config.dataDir, embeddedFolder: prepareOnly ? NEW_FOLDER : undefined });
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemo(database, new PasswordService(), config.mainHosts) : null;

  const app = await createApp(config, database);
  if (seeded) {
    // The demo jobs go through the API's own services, so they wait for the application.
    await app.init();
    await seedDemoJobs(app, seeded);
  }
  if (prepareOnly) {
    // Events the seed wrote stay in the outbox: the server's relay delivers them when it starts.
    await app.close();
    await database.close();
    return;
  }
  // npm start runs node with --expose-gc: an idle embedded app gives back what it no longer uses.
  const gc = (globalThis as { gc?: () => void }).gc;
  let idleGc: NodeJS.Timeout | undefined;
  if (gc) {
    (app.getHttpAdapter().getInstance() as FastifyInstance).addHook('onResponse', (_req, _reply, done) => {
      idleGc?.refresh();
      done();
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `Fieldwork is running at ${url}`,
    `  API documentation: ${url}/v2/documentation`,
    `  database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; files: ${config.s3 ? 'S3' : 'local folder'}; queue: ${config.redisUrl ? 'BullMQ on Redis' : 'in-process'}`,
  ];
  if (config.seedDemo) {
    lines.push(
      seeded || prepared ? '  Demo data was created.' : '  Demo data is in place.',
      `  Sign in at ${url}/auth as admin@demo.test (or sysadmin@, manager@, inspector@, client@demo.test)`,
      `  with the password ${DEMO_PASSWORD}. The Acme instance answers on http://acme.localhost:${config.port}.`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  // Start-up (initdb, migrations, the seed's hashing) leaves hundreds of MB of garbage that V8 would
  // only collect under load: given back now.
  if (gc) {
    gc();
    // Once more when the start-up jobs (the outbox sweep, the storage clean-up) have run, and again
    // whenever the app has answered nothing for a while: what a burst of requests left behind is
    // given back when the laptop goes quiet, not at the next burst (a timer moved per answer).
    idleGc = setTimeout(gc, IDLE_GC_MS).unref();
  }
}

/**
 * Runs this program with PREPARE_ONLY set and waits for it: it creates the embedded database in
 * NEW_FOLDER, migrates and seeds it, and exits; the folder then becomes PGlite's. A start stopped
 * half way (a signal, a crash) leaves no half-made database, only a folder the next start removes.
 * A signal that stops this process stops the child too.
 */
async function prepareInChild(dataDir: string): Promise<true> {
  const made = join(dataDir, NEW_FOLDER);
  rmSync(made, { recursive: true, force: true });
  process.stdout.write('Creating the embedded database (first start)...\n');
  await runPreparation();
  renameSync(made, join(dataDir, EMBEDDED_FOLDER));
  return true;
}

function runPreparation(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], { env: { ...process.env, [PREPARE_ONLY]: '1' }, stdio: 'inherit' });
  // Until it ends, a signal is passed on to it; its exit then ends this process.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  let stoppedBy: NodeJS.Signals | null = null;
  const forward = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    child.kill(signal);
  };
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      if (stoppedBy) {
        // Stopped on purpose: this process ends by the same signal, as it would have without a child.
        process.stdout.write('Stopped before the embedded database was made; the next start makes it.\n');
        process.kill(process.pid, stoppedBy);
        return;
      }
      if (code === 0) resolve();
      else reject(new Error(`Creating the embedded database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** How long the embedded app (npm start, --expose-gc) waits without a request before it collects. */
const IDLE_GC_MS = 5_000;

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(78);
  }
  process.stderr.write(`Fieldwork failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
