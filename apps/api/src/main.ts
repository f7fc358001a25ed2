import 'reflect-metadata';
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
  // only collect under load; npm start runs node with --expose-gc so an idle app gives it back now.
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    // Once more when the start-up jobs (the outbox sweep, the storage clean-up) have run.
    setTimeout(gc, 5_000).unref();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(78);
  }
  process.stderr.write(`Fieldwork failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
