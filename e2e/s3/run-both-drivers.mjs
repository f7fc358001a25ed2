// `pnpm test:e2e`: every journey on the local storage driver (e2e/playwright.config.ts), then the
// files journeys on the S3 driver (e2e/playwright.s3.config.ts). Extra arguments go to both runs.
// Both run even when the first fails; the exit code is non-zero when either failed. When a JSON
// report is asked for (PLAYWRIGHT_JSON_OUTPUT_NAME), the reports are merged into that file so
// that the totals count every run.
//
// The local driver's journeys run as two Playwright processes side by side, each with its own app
// (port, data folder, mailbox), so neither sees the other's changes (the toggles journey turns an
// app off). One journey at a time leaves about half of this 2-core machine idle, waiting on the
// page and the API; two at a time take about two thirds of the time. The first part is the files
// listed in FIRST_PART, the second every other spec, a new one included; they were balanced by
// their measured times. A run given a filter (a file, -g) runs as one process, as before.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = createRequire(new URL('../../package.json', import.meta.url)).resolve('@playwright/test/cli');
const args = process.argv.slice(2);
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
/** Arguments that pick tests (a file, -g): the local journeys then run as one process. */
const filtered = args.some((arg) => !arg.startsWith('--reporter'));

/** About half of the local journeys' time (the accessibility walk alone is a third of it; measured on CI's machine, 2026-11-29). */
const FIRST_PART = ['a11y', 'job-types', 'answering-offline', 'shell', 'first-load', 'offline-shell', 'answering-public', 'apps-toggles'].map((name) => `e2e/${name}.spec.ts`);
/** The second part's app, mailbox and output (the first part keeps the config's defaults). */
const SECOND_PART_ENV = { E2E_BASE_URL: 'http://localhost:3100', E2E_SMTP_PORT: '3125', E2E_MAILBOX_PORT: '3126', E2E_OUTPUT: '.output/second-part' };

/** Runs Playwright on `config`; with a `label`, each line it prints is prefixed with it. */
function run(config, { reportName, files = [], env: extraEnv = {}, label } = {}) {
  const env = { ...process.env, ...extraEnv };
  if (reportName) env.PLAYWRIGHT_JSON_OUTPUT_NAME = reportName;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'test', '-c', config, ...args, ...files], { cwd: root, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        let rest = '';
        from.setEncoding('utf8');
        from.on('data', (text) => {
          const lines = (rest + text).split('\n');
          rest = lines.pop();
          if (lines.length > 0) to.write(lines.map((line) => `[${label}] ${line}\n`).join(''));
        });
        from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The local journeys: two parts side by side, or one run when the arguments pick tests themselves. */
async function runLocal(reportNames) {
  if (filtered) return run('e2e/playwright.config.ts', { reportName: reportNames[0] });
  const specs = readdirSync(new URL('../', import.meta.url)).filter((name) => name.endsWith('.spec.ts')).map((name) => `e2e/${name}`);
  const first = FIRST_PART.filter((file) => specs.includes(file));
  const second = specs.filter((file) => !FIRST_PART.includes(file));
  const codes = await Promise.all([
    run('e2e/playwright.config.ts', { reportName: reportNames[0], files: first, label: '1/2' }),
    run('e2e/playwright.config.ts', { reportName: reportNames[1], files: second, env: SECOND_PART_ENV, label: '2/2' }),
  ]);
  return codes.find((code) => code !== 0) ?? 0;
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

const localParts = filtered ? ['local'] : ['local-1', 'local-2'];
const parts = jsonReport ? [...localParts, 's3'].map((name) => `${jsonReport}.${name}.json`) : [];
const localCode = await runLocal(parts);
const s3Code = await run('e2e/playwright.s3.config.ts', { reportName: parts.at(-1) });

if (jsonReport) {
  const reports = parts.map(readReport);
  // A run that left no report leaves none merged either: the caller then sees a missing report.
  if (reports.every(Boolean)) writeFileSync(jsonReport, JSON.stringify(merge(reports), null, 2));
  else rmSync(jsonReport, { force: true });
  for (const part of parts) rmSync(part, { force: true });
}
process.exit(localCode !== 0 ? localCode : s3Code);
