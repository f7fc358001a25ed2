#!/usr/bin/env node
// The two README commands: `npm start` and `npm test`.
// Plain Node ESM with no dependencies, because it runs before anything is installed.
//
//   node scripts/quickstart.mjs start   install, build, run API and web at http://localhost:3000
//   node scripts/quickstart.mjs test    install, build, run every test suite, print one summary line
//
// pnpm is the version pinned in package.json "packageManager"; when `pnpm` is not on PATH it is
// reached through `npx --yes pnpm@<version>` (corepack is not assumed).

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IS_WINDOWS = process.platform === 'win32';
const CHROMIUM = '/usr/bin/chromium';
// Per-package vitest report, relative to each package (vitest resolves outputFile from its root).
// node_modules/.cache is ignored by git and by turbo's hashing.
const VITEST_REPORT = 'node_modules/.cache/fieldwork-test/vitest.json';
const PLAYWRIGHT_REPORT = join(ROOT, 'node_modules/.cache/fieldwork-test/playwright.json');

const USAGE = `usage: node scripts/quickstart.mjs <command>

commands:
  start   install dependencies, build, and start API and web at http://localhost:3000
  test    install dependencies, build, and run every test (unit, API, web, end-to-end)

environment:
  E2E=0   skip the Playwright end-to-end suite (a notice says so)
  any variable the API reads (PORT, DATA_DIR, DATABASE_URL, REDIS_URL, ...) is passed through`;

class StepError extends Error {}

const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const childEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
};

function log(message) {
  process.stdout.write(`\n› ${message}\n`);
}

function fail(message) {
  process.stderr.write(`\n✖ ${message}\n`);
  process.exit(1);
}

function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Node ${process.versions.node} is too old: Fieldwork needs Node 20.19 or newer.`);
  }
}

function pinnedPnpmVersion() {
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(rootPackage.packageManager ?? '');
  if (!match) fail('package.json "packageManager" must name a pnpm version (pnpm@x.y.z+sha512...).');
  return match[1];
}

/** The command prefix that runs pnpm: `pnpm` when it is on PATH, else npx with the pinned version. */
function resolvePnpm() {
  const pinned = pinnedPnpmVersion();
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: IS_WINDOWS });
  // Another pnpm on PATH could rewrite the lockfile differently: only the pinned one is used as is.
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pinned}`];
}

/** Runs a command in the repository root with inherited output; resolves with its exit code. */
function run(command, args, { env = childEnv } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit', shell: IS_WINDOWS });
    child.on('error', (error) => {
      process.stderr.write(`could not run ${command}: ${error.message}\n`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? 128 + (osConstants.signals[signal] ?? 0)));
  });
}

async function step(label, pnpm, args) {
  log(label);
  const code = await run(pnpm[0], [...pnpm.slice(1), ...args]);
  if (code !== 0) throw new StepError(`${label} failed (exit code ${code}).`);
}

function isInstallFresh() {
  const marker = join(ROOT, 'node_modules/.modules.yaml');
  const lockfile = join(ROOT, 'pnpm-lock.yaml');
  if (!existsSync(marker) || !existsSync(lockfile)) return false;
  return statSync(marker).mtimeMs > statSync(lockfile).mtimeMs;
}

async function installAndBuild(pnpm) {
  if (isInstallFresh()) {
    log('dependencies are up to date with pnpm-lock.yaml (skipping install)');
  } else {
    await step('installing dependencies', pnpm, ['install', '--frozen-lockfile']);
  }
  await step('building', pnpm, ['turbo', 'run', 'build']);
}

async function start() {
  const pnpm = resolvePnpm();
  await installAndBuild(pnpm);

  const entry = join(ROOT, 'apps/api/dist/main.js');
  if (!existsSync(entry)) throw new StepError('apps/api/dist/main.js is missing after the build.');

  log('starting Fieldwork (Ctrl-C stops it)');
  // glibc keeps a malloc arena per thread that ever allocated (argon2, sharp, PGlite's start-up);
  // two are plenty for one user and keep the embedded app idle under 350 MB.
  const env = { MALLOC_ARENA_MAX: '2', ...process.env };
  const child = spawn(process.execPath, ['--expose-gc', entry], { cwd: ROOT, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (osConstants.signals[signal] ?? 0));
  });
}

/** Directories of workspace packages that have a test script (globs of the form dir/* or dir). */
function packagesWithTests() {
  const workspace = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\s*\n((?:[ \t]+-.*\n?|[ \t]*#.*\n?|[ \t]*\n)*)/m.exec(workspace)?.[1] ?? '';
  const patterns = [...block.matchAll(/^[ \t]+-[ \t]*['"]?([^'"\s#]+)/gm)].map((m) => m[1]);
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(join(ROOT, parent))) return [];
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return dirs.filter((dir) => {
    const file = join(ROOT, dir, 'package.json');
    if (!existsSync(file)) return false;
    return Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.test);
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from the runners' JSON reports, or null when any expected report is missing or unreadable. */
function countResults(testedDirs, e2eRan) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const dir of testedDirs) {
    const report = readJson(join(ROOT, dir, VITEST_REPORT));
    if (!report || typeof report.numPassedTests !== 'number') return null;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A suite that failed to load (syntax error, missing module) has no failed test but is a failure.
    totals.failed += (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
    ).length;
  }
  if (e2eRan) {
    const stats = readJson(PLAYWRIGHT_REPORT)?.stats;
    if (!stats || typeof stats.expected !== 'number') return null;
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped ?? 0;
  }
  return totals;
}

async function test() {
  const pnpm = resolvePnpm();
  await installAndBuild(pnpm);

  const testedDirs = packagesWithTests();
  for (const dir of testedDirs) rmSync(join(ROOT, dir, VITEST_REPORT), { force: true });
  rmSync(PLAYWRIGHT_REPORT, { force: true });
  const failures = [];

  // The type check is part of the tests: a test that relies on @ts-expect-error must be able to fail.
  log('type-checking every package and the end-to-end suite');
  const typeCode = await run(pnpm[0], [...pnpm.slice(1), 'run', 'typecheck']);
  if (typeCode !== 0) failures.push(`type check (exit code ${typeCode})`);

  // --only: the build already ran; --force: tests always run rather than replay a cached log;
  // --continue: one failing package does not hide the results of the others. Two packages at a
  // time: the API's tests wait on PostgreSQL for much of their time, and the web's fill it.
  log('running unit, API integration and web component tests');
  const unitCode = await run(pnpm[0], [
    ...pnpm.slice(1),
    ...['turbo', 'run', 'test', '--concurrency=2', '--only', '--force', '--continue', '--'],
    ...['--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  ]);
  if (unitCode !== 0) failures.push(`unit and integration tests (exit code ${unitCode})`);

  let e2eRan = false;
  if (process.env.E2E === '0') {
    process.stdout.write(
      '\n' +
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
        '!!  E2E=0: the Playwright end-to-end suite was SKIPPED; this run is partial. !!\n' +
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n',
    );
  } else if (!existsSync(CHROMIUM)) {
    failures.push(
      `end-to-end tests: ${CHROMIUM} is missing. Install Debian's Chromium ` +
        '(`apt-get install chromium`), or set E2E=0 to skip the end-to-end suite.',
    );
  } else {
    log('running end-to-end tests (Playwright, Debian Chromium)');
    e2eRan = true;
    const code = await run(pnpm[0], [...pnpm.slice(1), 'test:e2e', '--reporter=list,json'], {
      env: { ...childEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
    });
    if (code !== 0) failures.push(`end-to-end tests (exit code ${code})`);
  }

  const totals = countResults(testedDirs, e2eRan);
  if (totals) {
    const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
    process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
  } else {
    process.stdout.write('\n(no test summary: a runner left no readable JSON report)\n');
  }
  if (failures.length > 0) {
    for (const failure of failures) process.stderr.write(`✖ ${failure}\n`);
    process.exit(1);
  }
}

const commands = { start, test };
const [command, ...extra] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === 'help') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!commands[command] || extra.length > 0) {
  process.stderr.write(`${command ? `unknown arguments: ${process.argv.slice(2).join(' ')}\n` : ''}${USAGE}\n`);
  process.exit(2);
}
checkNodeVersion();
commands[command]().catch((error) => {
  fail(error instanceof StepError ? error.message : (error?.stack ?? String(error)));
});
