import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
// A service worker's own requests reach context.route (and so can be cut off with the page's
// network): the offline journeys rely on it (offline-shell.spec.ts; playwright#2311).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';
const port = new URL(baseURL).port || '80';
// `pnpm test:e2e` runs two parts side by side (e2e/s3/run-both-drivers.mjs), each with its own
// folders for results and the report.
const output = process.env.E2E_OUTPUT ?? '.output';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${output}/results`,
  // The journeys share one instance (the toggles test changes it): run them one after another.
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: `${output}/report`, open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recorded when a failed test runs again (CI retries once), not on every passing one: the
    // screencast and snapshots of every action cost a tenth of the suite's time.
    trace: 'on-first-retry',
    // The production build registers a service worker (ADR 0045), which would answer requests
    // before page.route sees them; journeys that test offline work turn it on with
    // test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The built app: the API serves the web's dist at the same origin (build first with `pnpm build`).
    // The script gives it a fresh data folder (one embedded database per run) and removes it on exit.
    command: 'node e2e/start-app.mjs',
    cwd: resolve(__dirname, '..'),
    url: `${baseURL}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the script stop the API and remove the data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: port,
      // Embedded mode on the fresh folder, seeded with the demo instance, whatever the shell has.
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      // A line per request would bury the journeys' own output; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    } as unknown as Record<string, string>,
  },
});
