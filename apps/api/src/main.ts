import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.factory';
import { PasswordService } from './auth/password.service';
import { ConfigError, loadConfig } from './config/config';
import { Database } from './db/database';
import { seedDemoJobs } from './seed/demo-jobs.seeder';
import { DEMO_PASSWORD, seedDemo } from './seed/demo.seeder';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await Database.open({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemo(database, new PasswordService(), config.mainHosts) : null;

  const app = await createApp(config, database);
  if (seeded) {
    // The demo jobs go through the API's own services, so they wait for the application.
    await app.init();
    await seedDemoJobs(app, seeded);
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
      seeded ? '  Demo data was created.' : '  Demo data is in place.',
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
