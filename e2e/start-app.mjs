// The built app for the end-to-end suite (e2e/playwright.config.ts starts it): the API, which also
// serves the web, on PORT with a fresh DATA_DIR, so each run gets its own embedded database seeded
// with the demo instance. The folder is made here rather than in the config so that it goes when
// the API stops, whichever way it stops. e2e/s3/start-with-s3.mjs runs the same with S3 settings.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from './mailbox.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The journeys' mailbox: the API's SMTP server and the HTTP port the journeys read it on (e2e/helpers.ts). */
export const MAILBOX = { smtpPort: Number(process.env.E2E_SMTP_PORT ?? 3025), httpPort: Number(process.env.E2E_MAILBOX_PORT ?? 3026) };

/**
 * Starts the mailbox and the API with `env` on a fresh data folder; on exit or a signal it stops
 * the API and the mailbox, runs `cleanup`, removes the folder and exits.
 */
export async function runApp({ defaultPort, env = {}, cleanup = async () => {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldwork-e2e-data-'));
  const mailbox = await startMailbox(MAILBOX);
  const api = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? defaultPort, DATA_DIR: dataDir, SMTP_URL: mailbox.smtpUrl, ...env },
  });

  let stopping = false;
  async function stop(code) {
    if (stopping) return;
    stopping = true;
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => {
        const force = setTimeout(() => api.kill('SIGKILL'), 5000);
        api.once('exit', () => resolve(clearTimeout(force)));
      });
    }
    await cleanup().catch(() => undefined);
    await mailbox.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }

  api.on('exit', (code) => void stop(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runApp({ defaultPort: '3000' });
