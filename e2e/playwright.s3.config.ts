import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The files journeys again, with the API on the S3 driver (s3rver) instead of the local folder.
const baseURL = process.env.E2E_S3_BASE_URL ?? 'http://localhost:3210';
process.env.E2E_STORAGE_DRIVER = 's3';

export default defineConfig({
  ...base,
  testMatch: 'files*.spec.ts',
  outputDir: '.output/results-s3',
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: '.output/report-s3', open: 'never' }]] : 'list',
  use: { ...base.use, baseURL },
  webServer: {
    command: 'node e2e/s3/start-with-s3.mjs',
    cwd: resolve(__dirname, '..'),
    url: `${baseURL}/health`,
    // Never a server already running: it could be on the local driver.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the script stop the API and s3rver and remove their folders.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { PORT: new URL(baseURL).port, DATABASE_URL: undefined, REDIS_URL: undefined } as unknown as Record<string, string>,
  },
});
