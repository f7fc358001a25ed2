// `pnpm test:e2e`: every journey on the local storage driver (e2e/playwright.config.ts), then the
// files journeys on the S3 driver (e2e/playwright.s3.config.ts). Extra arguments go to both runs.
// Both run even when the first fails; the exit code is non-zero when either failed. When a JSON
// report is asked for (PLAYWRIGHT_JSON_OUTPUT_NAME), the two reports are merged into that file so
// that the totals count both runs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = createRequire(new URL('../../package.json', import.meta.url)).resolve('@playwright/test/cli');
const args = process.argv.slice(2);
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

function run(config, reportName) {
  const env = { ...process.env };
  if (reportName) env.PLAYWRIGHT_JSON_OUTPUT_NAME = reportName;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'test', '-c', config, ...args], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readReport(file) {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function merge(reports) {
  const [first, ...rest] = reports;
  const merged = structuredClone(first);
  for (const report of rest) {
    for (const key of ['expected', 'unexpected', 'flaky', 'skipped', 'duration']) {
      merged.stats[key] = (merged.stats[key] ?? 0) + (report.stats?.[key] ?? 0);
    }
    merged.suites = [...(merged.suites ?? []), ...(report.suites ?? [])];
    merged.errors = [...(merged.errors ?? []), ...(report.errors ?? [])];
  }
  return merged;
}

const parts = jsonReport ? [`${jsonReport}.local.json`, `${jsonReport}.s3.json`] : [undefined, undefined];
const localCode = await run('e2e/playwright.config.ts', parts[0]);
const s3Code = await run('e2e/playwright.s3.config.ts', parts[1]);

if (jsonReport) {
  const reports = parts.map(readReport);
  // A run that left no report leaves none merged either: the caller then sees a missing report.
  if (reports.every(Boolean)) writeFileSync(jsonReport, JSON.stringify(merge(reports), null, 2));
  else rmSync(jsonReport, { force: true });
  for (const part of parts) rmSync(part, { force: true });
}
process.exit(localCode !== 0 ? localCode : s3Code);
