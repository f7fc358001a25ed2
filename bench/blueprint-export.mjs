#!/usr/bin/env node
// The blueprint exports of a plan with 5,000 elements: the PDF and the spreadsheet, time and size.
//
//   node bench/blueprint-export.mjs [--runs 5] [--elements 5000] [--lang he|en] [--out dir]
//
// Calls the built builders (apps/api/dist/blueprints/export: run `pnpm --filter @fieldwork/api
// build` first) the way the export routes do: an A4 plan made with pdf-lib (text and a grid of
// vector lines, as a drawing is), elements of every kind spread over it (lines, rectangles,
// circles, filled and outlined polygons, open polygons, doodles, lamps; one in ten with a cutout),
// their export rows and totals from blueprint-core, one job per ten elements. Prints each
// builder's median time over the runs (after one warm-up), its output size and the process's peak
// resident memory.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiRequire = createRequire(join(root, 'apps/api/package.json'));
const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const RUNS = Number(args.runs ?? 5);
const ELEMENTS = Number(args.elements ?? 5000);
const LANG = args.lang === 'en' ? 'en' : 'he';

const vmKb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

let seed = 20241124;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

async function plan() {
  const { PDFDocument, StandardFonts, rgb } = apiRequire('pdf-lib');
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let x = 20; x < 590; x += 10) page.drawLine({ start: { x, y: 20 }, end: { x, y: 820 }, thickness: 0.25, color: rgb(0.8, 0.8, 0.8) });
  for (let y = 20; y < 830; y += 10) page.drawLine({ start: { x: 20, y }, end: { x: 580, y }, thickness: 0.25, color: rgb(0.8, 0.8, 0.8) });
  page.drawText('GROUND FLOOR - NORTH WING', { x: 40, y: 800, size: 16, font });
  return doc.save();
}

const NAMES = LANG === 'he' ? ['כבל חשמל', 'רצפה', 'קיר גבס', 'עמוד', 'הערה', 'מנורה', 'צנרת', 'חלון'] : ['Cable', 'Floor', 'Drywall', 'Column', 'Note', 'Lamp', 'Pipe', 'Window'];
const COLORS = ['#e53935', '#43a047', '#1e88e5', '#fb8c00', '#8e24aa', '#212121', 'rgb(0, 137, 123)', '#fdd835'];

/** Element i: its kind cycles through the eight kinds; positions and sizes are random over the plan (1190 x 1684 px). */
function element(i) {
  const x = 50 + random() * 1000;
  const y = 50 + random() * 1500;
  const s = 20 + random() * 120;
  const kind = i % 8;
  const cutouts = i % 10 === 0 ? [{ x: x + s / 4, y: y + s / 4, width: s / 4, height: s / 4 }] : undefined;
  const canvas = [
    { kind: 'Line', style: 0, points: [x, y, x + s, y + s / 2], strokeWidth: 2 },
    { kind: 'Rect', style: 3, x, y, width: s, height: s * 0.7, rotation: random() * 90, cutouts },
    { kind: 'Polygon', style: 8, points: [x, y, x + s, y, x + s * 1.2, y + s, x, y + s * 0.8], strokeWidth: 3 },
    { kind: 'Circle', style: 5, x, y, radius: s / 2, scaleX: 1.4, rotation: 30, cutouts },
    { kind: 'Doodle', style: 6, points: Array.from({ length: 40 }, (_, k) => [x + k * 3, y + Math.sin(k / 3) * 15]).flat(), strokeWidth: 2 },
    { kind: 'Lamp', style: 7, x, y, strokeWidth: 10 },
    { kind: 'Polygon', style: 10, points: [x, y, x + s, y, x + s, y + s, x + 2 * s, y + s], strokeWidth: 4 },
    { kind: 'Polygon', style: 9, points: [x, y, x + s, y + s * 0.2, x + s * 0.8, y + s, x - s * 0.2, y + s * 0.7], cutouts },
  ][kind];
  return { canvas, color: COLORS[kind], name: NAMES[kind] };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  let api;
  try {
    api = {
      pdf: apiRequire('./dist/blueprints/export/blueprint-pdf.js'),
      workbook: apiRequire('./dist/blueprints/export/markings-workbook.js'),
    };
  } catch {
    console.error('Build the API first: pnpm --filter @fieldwork/api build');
    process.exit(1);
  }
  const core = apiRequire('@fieldwork/blueprint-core');
  const planBytes = await plan();
  const elements = Array.from({ length: ELEMENTS }, (_, i) => element(i));
  const scale = core.planScale({ ratio: 360, systemUnit: 'Meters' }, { pixels: { width: 1000, height: 1000 }, metrics: { width: 10, height: 10 } });
  const start = performance.now();
  const exported = core.buildBlueprintExport(
    elements.map((e, i) => core.exportInputOf({ elementId: `def-${i % 8}`, canvasData: e.canvas }, { name: e.name, color: e.color }, 'ground.pdf')),
    scale,
  );
  const rowsMs = performance.now() - start;
  const jobs = elements.map((_, i) => ({ number: 1000 + Math.floor(i / 10), time: new Date(Date.UTC(2024, 4, 1, 7, i % 60)).toISOString() }));
  const input = {
    plan: planBytes,
    page: 1,
    rotation: 0,
    crop: null,
    elements,
    summary: { export: exported, jobs },
    lang: LANG,
    title: LANG === 'he' ? 'מגדל B — ground.pdf' : 'Tower B — ground.pdf',
    timeZone: 'Asia/Jerusalem',
  };
  const sheets = [{ blueprint: 'ground.pdf', export: exported, jobs: jobs.map((j) => j.number) }];

  console.log(`blueprint exports: ${ELEMENTS} elements on an A4 plan (${kb(planBytes.length)}), ${LANG}, ${RUNS} runs after a warm-up`);
  console.log(`  export rows and totals (blueprint-core): ${rowsMs.toFixed(0)} ms`);
  const figures = {};
  for (const [label, build] of [
    ['PDF (blueprintPdf)', () => api.pdf.blueprintPdf(input)],
    ['spreadsheet (markingsWorkbook)', () => api.workbook.markingsWorkbook(sheets, { unit: 'Meters', lang: LANG })],
  ]) {
    let bytes = await build();
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      bytes = await build();
      times.push(performance.now() - t);
    }
    figures[label] = { ms: times, bytes: bytes.length };
    console.log(`  ${label}: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}), ${kb(bytes.length)}`);
    if (args.out) {
      mkdirSync(args.out, { recursive: true });
      writeFileSync(join(args.out, label.startsWith('PDF') ? 'blueprint.pdf' : 'markings.xlsx'), bytes);
    }
  }
  console.log(`  peak RSS ${mb(vmKb('VmHWM'))}`);
}

await main();
