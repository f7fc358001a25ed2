import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.seeder';

/**
 * `npm start`'s first start on the embedded database: main.ts makes the database (initdb, the
 * migrations, the demo seed) in a child process that exits, so that the server does not carry
 * PGlite's grown memory, and renames its folder into place only when it is whole. A start stopped
 * half way leaves no half-made database: the next one makes it again and signs the demo admin in.
 */

const api = join(__dirname, '..');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** main.ts as `pnpm dev` runs it, on the embedded defaults whatever this shell has set. */
function start(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '1', NODE_ENV: 'development' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'SMTP_URL', 'PUBLIC_URL', 'MAIN_HOST']) delete env[name];
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], { cwd: api, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signIn(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/v2/users/token`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, client_id: 'web', client_secret: 'web-secret' }),
  });
  return res.status;
}

const healthy = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/health`, { headers: { host: 'localhost' } }).then(
    (res) => res.ok,
    () => false,
  );

describe('the first start on the embedded database', { timeout: 240_000 }, () => {
  it('makes the database in a child process, moves it into place once whole (the child has exited), and answers with the demo data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fieldwork-first-start-'));
    folders.push(dataDir);
    const port = await freePort();
    const { child, output } = start(dataDir, port);
    try {
      await until('the server to answer', healthy(port));
      expect(output()).toContain('Creating the embedded database (first start)');
      expect(output()).toContain('Demo data was created.');
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'pglite-new'))).toBe(false);
      expect(await signIn(port)).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    // The next start finds it made: no child, nothing seeded again.
    const again = start(dataDir, port);
    try {
      await until('the second start to answer', healthy(port));
      expect(again.output()).not.toContain('Creating the embedded database');
      expect(again.output()).toContain('Demo data is in place.');
      expect(await signIn(port)).toBe(200);
    } finally {
      again.child.kill('SIGTERM');
      await once(again.child, 'exit');
    }
  });

  it('stopped while making it, leaves no half-made database, and the next start makes it whole', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fieldwork-first-start-'));
    folders.push(dataDir);
    const port = await freePort();
    const first = start(dataDir, port);
    await until('the child to begin', () => first.output().includes('Creating the embedded database') && existsSync(join(dataDir, 'pglite-new')));
    first.child.kill('SIGTERM');
    const [code, signal] = (await once(first.child, 'exit')) as [number | null, NodeJS.Signals | null];
    expect(signal ?? code).toBe('SIGTERM');
    expect(first.output()).toContain('Stopped before the embedded database was made');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);

    const second = start(dataDir, port);
    try {
      await until('the restarted server to answer', healthy(port));
      expect(second.output()).toContain('Creating the embedded database (first start)');
      expect(existsSync(join(dataDir, 'pglite-new'))).toBe(false);
      expect(await signIn(port)).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
  });
});
