#!/usr/bin/env node
// The blueprint editor's frames while panning and zooming a plan with 50 and with 5,000 elements.
//
//   pnpm turbo run build        (apps/api/dist and apps/web/dist must be current)
//   node bench/blueprint-frames.mjs
//
// Needs PostgreSQL (a superuser: it creates a database fw_bench_bp_<random> and drops it at the
// end) and Redis, and Debian's Chromium. In one run it:
//   - starts the built API (serving the built web app) on the new database with the demo seed;
//   - as the demo's system admin, puts one measured plan per size (e2e/fixtures/blueprint.pdf,
//     600x400 pt) on a new project's plan field, and on each a job's blueprint answer of that
//     many elements of every kind (lines, rectangles, circles, filled and outlined polygons of
//     5 to 8 corners, doodles of 24 points, lamps), spread over the plan, through the API;
//   - opens each plan in the editor in Chromium (1366x900, no throttling), as a user does: the
//     job's questionnaire, 'Mark the plans', the plan;
//   - pans (a middle-button drag of BENCH_PAN_STEPS moves, one per frame) and zooms (BENCH_NOTCHES
//     wheel notches in, then as many out, 80 ms apart, each animating 300 ms);
//   - prints per size, for the pan and for the zoom: the frame interval (between successive
//     requestAnimationFrame timestamps: 16.7 ms when every frame is on time) and the frame's work
//     (the time spent in the page's requestAnimationFrame callbacks of that frame, which is where
//     Konva draws), p50, p95 and max; and the 5,000 elements' p95 work over the 50 elements'.
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL
// (redis://127.0.0.1:6379), BENCH_SIZES (50,5000), BENCH_PAN_STEPS (120), BENCH_NOTCHES (10),
// CHROME_PATH (/usr/bin/chromium).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { benchDatabase, CHROME_FLAGS, cleanupRegistry, percentile, root, sleep, startBuiltApi, storeSession, withClient } from './lib/harness.mjs';

const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '50,5000').split(',').map(Number);
const PAN_STEPS = Number(env.BENCH_PAN_STEPS ?? 120);
const NOTCHES = Number(env.BENCH_NOTCHES ?? 10);
const REDIS_URL = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const CHROME_PATH = env.CHROME_PATH ?? '/usr/bin/chromium';
const SYSADMIN = { username: 'sysadmin@demo.test', password: 'demo-Pass-1' };
const PLAN = readFileSync(join(root, 'e2e', 'fixtures', 'blueprint.pdf'));
const PLAN_FIELD = { id: 'benchPlans', label: 'Plans', type: 'blueprintList' };

const runId = randomBytes(4).toString('hex');
const dbName = `fw_bench_bp_${runId}`;
const { adminUrl, benchUrl } = benchDatabase(dbName);
const work = mkdtempSync(join(tmpdir(), 'fw-bench-bp-'));
const cleanups = cleanupRegistry(`stopping the API and dropping ${dbName}`);
const fmt = (ms) => `${ms.toFixed(1)} ms`;

let seed = 1729;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

/** The API through fetch, as the demo's system admin. */
function client(base, token) {
  return async (method, path, body) => {
    const form = body instanceof FormData;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
}

/** `count` elements of every kind spread over the 1200x800 px plan, drawn with the demo's definitions. */
function elementsOf(count, definitions) {
  const byType = new Map(definitions.map((d) => [d.type, d.id]));
  const pick = (...types) => types.map((t) => byType.get(t)).find(Boolean) ?? definitions[0].id;
  const kinds = [
    () => ({ def: pick(0, 1), canvas: { kind: 'Line', style: 1, points: [0, 0, 40 + random() * 80, random() * 60 - 30], strokeWidth: 4 } }),
    () => ({ def: pick(2, 3), canvas: { kind: 'Rect', style: 2, width: 20 + random() * 60, height: 20 + random() * 40, strokeWidth: 2 } }),
    () => ({ def: pick(5, 4), canvas: { kind: 'Circle', style: 5, radius: 6 + random() * 20, strokeWidth: 2 } }),
    () => {
      const corners = 5 + Math.floor(random() * 4);
      const points = [];
      for (let i = 0; i < corners; i += 1) {
        const angle = (i / corners) * Math.PI * 2;
        const r = 15 + random() * 25;
        points.push(Math.cos(angle) * r, Math.sin(angle) * r);
      }
      return { def: pick(9, 8), canvas: { kind: 'Polygon', style: 9, points, strokeWidth: 2 } };
    },
    () => {
      const points = [];
      for (let i = 0; i < 24; i += 1) points.push(i * 3, Math.sin(i / 3) * 10 + random() * 4);
      return { def: pick(6), canvas: { kind: 'Doodle', style: 6, points, strokeWidth: 2 } };
    },
    () => ({ def: pick(7), canvas: { kind: 'Lamp', style: 7, strokeWidth: 6 } }),
  ];
  return Array.from({ length: count }, (_, i) => {
    const { def, canvas } = kinds[i % kinds.length]();
    const style = definitions.find((d) => d.id === def)?.type ?? canvas.style;
    return {
      _id: crypto.randomUUID(),
      elementId: def,
      canvasData: { ...canvas, style: kindMatches(canvas.kind, style) ? style : canvas.style, x: 40 + random() * 1120, y: 40 + random() * 720 },
      visible: true,
    };
  });
}

function kindMatches(kind, style) {
  const of = { 0: 'Line', 1: 'Line', 2: 'Rect', 3: 'Rect', 4: 'Circle', 5: 'Circle', 6: 'Doodle', 7: 'Lamp', 8: 'Polygon', 9: 'Polygon', 10: 'Polygon' };
  return of[style] === kind;
}

/** Collects the page's frames: every animation frame's timestamp, and the time its callbacks took. */
function instrumentFrames() {
  const native = window.requestAnimationFrame.bind(window);
  const frames = { on: false, stamps: [], work: new Map() };
  window.__frames = frames;
  window.requestAnimationFrame = (callback) =>
    native((stamp) => {
      const start = performance.now();
      try {
        callback(stamp);
      } finally {
        if (frames.on) frames.work.set(stamp, (frames.work.get(stamp) ?? 0) + performance.now() - start);
      }
    });
  const tick = (stamp) => {
    if (frames.on) frames.stamps.push(stamp);
    native(tick);
  };
  native(tick);
}

const viewportOf = (page) => page.$eval('[data-plan-canvas] [data-viewport]', (el) => el.dataset.viewport);

/** Runs a gesture with the frames recorded; the stage's viewport must have moved, or the gesture did nothing. */
async function measure(page, gesture) {
  const before = await viewportOf(page);
  await page.evaluate(() => {
    window.__frames.stamps = [];
    window.__frames.work = new Map();
    window.__frames.on = true;
  });
  await gesture();
  await sleep(400);
  const { stamps, work } = await page.evaluate(() => {
    window.__frames.on = false;
    return { stamps: window.__frames.stamps, work: [...window.__frames.work.values()] };
  });
  const intervals = stamps.slice(1).map((s, i) => s - stamps[i]).sort((a, b) => a - b);
  const after = await viewportOf(page);
  if (after === before) throw new Error(`the gesture left the viewport at ${before}`);
  return { intervals, work: work.sort((a, b) => a - b), before, after };
}

const line = (label, { intervals, work }) =>
  `  ${label}: frame interval p50 ${fmt(percentile(intervals, 50))}, p95 ${fmt(percentile(intervals, 95))}, max ${fmt(intervals.at(-1) ?? 0)}; ` +
  `work p50 ${fmt(percentile(work, 50))}, p95 ${fmt(percentile(work, 95))}, max ${fmt(work.at(-1) ?? 0)} (${intervals.length + 1} frames)`;

async function main() {
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  cleanups.add(() => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)));
  const { port } = await startBuiltApi({ databaseUrl: benchUrl, redisUrl: REDIS_URL, queuePrefix: `fw-bench-bp-${runId}`, work, cleanups });
  const base = `http://localhost:${port}`;
  const tokens = await (
    await fetch(`${base}/v2/users/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', ...SYSADMIN, client_id: 'web', client_secret: 'web-secret' }),
    })
  ).json();
  const api = client(base, tokens.access_token);

  for (const app of ['projects', 'blueprints']) await api('PUT', `/v2/apps/toggles/${app}`, { isActive: true });
  const bootstrap = await api('GET', '/v2/apps/bootstrap');
  await api('PUT', '/v2/settings/projectFields', { fields: [...bootstrap.projectFields, PLAN_FIELD], turnOffHidden: false });
  const definitions = (await api('GET', '/v2/settings/blueprints')).data.elements;
  const project = await api('POST', '/v2/projects', { name: `Bench plans ${runId}` });
  const jobType = await api('POST', '/v2/jobtype', { title: 'Bench blueprint' });
  const question = await api('POST', '/v2/question', { jobType: jobType._id, type: 'blueprint', title: 'Plan' });

  const runs = [];
  const plans = [];
  for (const size of SIZES) {
    const form = new FormData();
    const name = `plan-${size}.pdf`;
    form.append('file', new Blob([PLAN], { type: 'application/pdf' }), name);
    const [plan] = await api('POST', `/v2/asset/upload?target=project&target_id=${project._id}`, form);
    plans.push(plan.assetId);
    await api('PATCH', `/v2/projects/${project._id}/fields`, [{ id: PLAN_FIELD.id, value: plans }]);
    await api('PUT', `/v2/blueprints/files/${plan.assetId}`, { measurements: { pixels: { width: 1000, height: 600 }, metrics: { width: 10, height: 6 } } });
    const made = await api('POST', '/v2/jobs', { job_type: jobType._id, project: project._id, status: 'open' });
    const job = made.job ?? made;
    const elements = elementsOf(size, definitions);
    const t0 = performance.now();
    await api('PUT', `/v2/blueprints/${job._id}/${question.ID}`, { file: plan.assetId, job: job._id, elements });
    console.log(`${size} elements saved in one PUT in ${fmt(performance.now() - t0)} (${(JSON.stringify(elements).length / 1024).toFixed(0)} KiB of JSON)`);
    runs.push({ size, name, job: job._id });
  }

  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, defaultViewport: { width: 1366, height: 900 } });
  cleanups.add(() => browser.close());
  await storeSession(browser, base, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null });

  const results = new Map();
  for (const run of runs) {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(instrumentFrames);
    await page.goto(`${base}/jobs/${run.job}/answer`, { waitUntil: 'domcontentloaded' });
    const open = await page.waitForSelector('button::-p-text(Mark the plans)', { timeout: 60_000 }).catch(async (error) => {
      await page.screenshot({ path: join(work, 'failed.png') });
      console.error(`The questionnaire did not offer the plans: see ${join(work, 'failed.png')}`);
      throw error;
    });
    const opened = performance.now();
    await open.click();
    const choice = await page.waitForSelector(`::-p-text(${run.name})`, { timeout: 30_000 });
    await choice.click();
    await page.waitForSelector('[data-plan-canvas] [data-viewport]', { timeout: 60_000 });
    // The page image is drawn once pdfjs has rendered it; the loading status goes then.
    await page.waitForFunction(() => !document.querySelector('[data-plan-canvas]')?.parentElement?.querySelector('[role="status"]'), { timeout: 60_000 });
    const shown = performance.now() - opened;
    await sleep(1500);
    const box = await (await page.$('[data-plan-canvas]')).boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    const pan = await measure(page, async () => {
      await page.mouse.move(cx, cy);
      await page.mouse.down({ button: 'middle' });
      for (let i = 1; i <= PAN_STEPS; i += 1) {
        await page.mouse.move(cx + Math.sin(i / 10) * 200, cy + Math.cos(i / 12) * 120);
        await sleep(16);
      }
      await page.mouse.up({ button: 'middle' });
    });
    const zoom = await measure(page, async () => {
      await page.mouse.move(cx, cy);
      // In, then out by one notch fewer, so that the view ends where it can be told apart.
      for (const direction of [-1, 1]) {
        for (let i = 0; i < (direction < 0 ? NOTCHES : NOTCHES - 1); i += 1) {
          await page.mouse.wheel({ deltaY: direction * 100 });
          await sleep(80);
        }
        await sleep(350);
      }
    });
    results.set(run.size, { pan, zoom });
    console.log(`\n${run.size} elements (the editor shown ${fmt(shown)} after 'Mark the plans'):`);
    console.log(line('pan ', pan), `\n    viewport (scale,x,y) ${pan.before} -> ${pan.after}`);
    console.log(line('zoom', zoom), `\n    viewport (scale,x,y) ${zoom.before} -> ${zoom.after}`);
    await page.close();
  }

  if (results.size >= 2) {
    const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)].map((n) => results.get(n));
    for (const gesture of ['pan', 'zoom']) {
      const ratio = percentile(large[gesture].work, 95) / Math.max(0.1, percentile(small[gesture].work, 95));
      console.log(`${gesture}: p95 frame work at ${Math.max(...SIZES)} elements is ${ratio.toFixed(2)}x that at ${Math.min(...SIZES)}; p95 frame interval ${fmt(percentile(large[gesture].intervals, 95))} against ${fmt(percentile(small[gesture].intervals, 95))}`);
    }
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanups.run());
