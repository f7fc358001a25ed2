#!/usr/bin/env node
// The job PDF of a job with 100 answers and 20 photos: time and memory.
//
//   node bench/job-pdf.mjs [--runs 5] [--photos 20] [--answers 100] [--lang he|en] [--out file.pdf]
//
// Calls the built renderer (apps/api/dist/jobs-export: run `pnpm --filter @fieldwork/api build`
// first) the way the export route does: a document model whose photos are loaded from files
// when drawn (as from the local storage driver), rendered into a temporary file. The photos are
// generated once into bench/.output/job-pdf/: 12-megapixel JPEGs of noise (about 3 MB each, as a
// phone takes them), so none compresses away. Each run is a fresh node process, so its peak
// resident memory (VmHWM from /proc) is one render's: the figures are the median time and the
// highest peak over the runs, beside the process's resident memory before rendering.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiRequire = createRequire(join(root, 'apps/api/package.json'));
const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const RUNS = Number(args.runs ?? 5);
const PHOTOS = Number(args.photos ?? 20);
const ANSWERS = Number(args.answers ?? 100);
const LANG = args.lang === 'en' ? 'en' : 'he';
const photoDir = join(root, 'bench/.output/job-pdf');

const vmKb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function makePhotos() {
  mkdirSync(photoDir, { recursive: true });
  const sharp = apiRequire('sharp');
  const paths = [];
  for (let i = 0; i < PHOTOS; i++) {
    const path = join(photoDir, `photo-${i + 1}.jpg`);
    paths.push(path);
    if (existsSync(path)) continue;
    const [width, height] = [4032, 3024];
    // Gradients with fine noise: detailed enough that JPEG keeps it as big as a phone's photo.
    const pixels = Buffer.alloc(width * height * 3);
    let seed = 1234567 + i;
    for (let p = 0; p < pixels.length; p += 3) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const x = (p / 3) % width;
      const y = Math.floor(p / 3 / width);
      const n = seed & 0x3f;
      pixels[p] = ((x * 200) / width + n) & 0xff;
      pixels[p + 1] = ((y * 200) / height + n) & 0xff;
      pixels[p + 2] = (((x + y) * 100) / width + (seed >> 6 & 0x3f)) & 0xff;
    }
    await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toFile(path);
  }
  return paths;
}

const HE = [
  'נמצאו 3 סדקים בקיר הצפוני, רוחב 2.5 מ״מ, לפי תקן ISO 9001',
  'הצנרת תקינה; לחץ 4.2 בר במשך 15 דקות ללא ירידה',
  'יש לתקן את האיטום בחדר 12 לפני 30.6',
];
const EN = ['Crack of 2.5 mm along grid line C-4, north wall', 'Pressure held at 4.2 bar for 15 minutes', 'Sealant to be redone in room 12'];

function model(photoPaths) {
  const { JOB_PDF_TEXTS } = apiRequire('./dist/jobs-export/job-pdf.texts.js');
  const fromFile = (path) => ({ load: () => readFile(path) });
  const sentences = LANG === 'he' ? HE : EN;
  const entries = [];
  let photo = 0;
  for (let i = 0; i < ANSWERS; i++) {
    if (i % 20 === 0) entries.push({ kind: 'step', title: LANG === 'he' ? `שלב ${i / 20 + 1}` : `Step ${i / 20 + 1}` });
    // The photos spread over the first answers, four to an answer.
    const photos = [];
    while (photo < photoPaths.length && photos.length < 4 && i % 3 === 0) {
      photos.push({ name: `photo-${photo + 1}.jpg`, image: fromFile(photoPaths[photo]) });
      photo += 1;
    }
    entries.push({
      kind: 'question',
      title: `${LANG === 'he' ? 'שאלה' : 'Question'} ${i + 1}: ${sentences[i % 3].slice(0, 30)}`,
      lines: [sentences[i % 3], ...(i % 4 === 0 ? [sentences[(i + 1) % 3]] : [])],
      comment: i % 5 === 0 ? sentences[(i + 2) % 3] : null,
      photos,
      files: i % 10 === 0 ? ['report.pdf'] : [],
      signature: null,
      isIssue: i % 7 === 0,
      answeredAt: new Date(Date.UTC(2024, 4, 1, 7, i % 60)),
      answeredBy: 'Dana Levi',
    });
  }
  return {
    branding: { companyName: LANG === 'he' ? 'בדיקות אקמה בע״מ' : 'Acme Inspections', primaryColor: '#0083c9', issueColor: '#e010b2', logo: null },
    language: LANG,
    direction: LANG === 'he' ? 'rtl' : 'ltr',
    timeZone: 'Asia/Jerusalem',
    texts: JOB_PDF_TEXTS[LANG],
    jobs: [
      {
        number: 1042,
        status: { label: JOB_PDF_TEXTS[LANG].statuses.review, color: '#d81b60' },
        jobTypeTitle: LANG === 'he' ? 'בדיקת קירות' : 'Wall inspection',
        projectName: LANG === 'he' ? 'מגדל B' : 'Tower B',
        startDate: new Date('2024-05-01T05:00:00Z'),
        assignees: ['Dana Levi', 'Omar Haddad'],
        entries,
      },
    ],
    generatedAt: new Date(),
  };
}

/** One render in this process: prints a JSON line with its figures. */
async function child() {
  const photoPaths = JSON.parse(process.env.JOB_PDF_PHOTOS);
  const { renderJobPdf } = apiRequire('./dist/jobs-export/job-pdf.renderer.js');
  const doc = model(photoPaths);
  const before = vmKb('VmRSS');
  const file = process.env.JOB_PDF_OUT || join(tmpdir(), `job-pdf-bench-${process.pid}.pdf`);
  const start = performance.now();
  await renderJobPdf(doc, createWriteStream(file));
  const ms = performance.now() - start;
  const size = statSync(file).size;
  if (!process.env.JOB_PDF_OUT) rmSync(file, { force: true });
  process.stdout.write(`${JSON.stringify({ ms, before, peak: vmKb('VmHWM'), size })}\n`);
}

async function main() {
  if (!existsSync(join(root, 'apps/api/dist/jobs-export/job-pdf.renderer.js'))) {
    console.error('Build the API first: pnpm --filter @fieldwork/api build');
    process.exit(1);
  }
  const photoPaths = await makePhotos();
  const photoBytes = photoPaths.reduce((sum, p) => sum + statSync(p).size, 0);
  console.log(`job PDF: ${ANSWERS} answers, ${PHOTOS} photos (${mb(photoBytes)} of JPEG, 4032x3024), ${LANG}, ${RUNS} runs`);
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child'], {
      env: { ...process.env, JOB_PDF_PHOTOS: JSON.stringify(photoPaths), JOB_PDF_OUT: args.out ?? '' },
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      console.error(run.stderr);
      process.exit(1);
    }
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
    results.push(result);
    console.log(`  run ${i + 1}: ${result.ms.toFixed(0)} ms, peak RSS ${mb(result.peak)} (${mb(result.before)} before rendering), ${(result.size / 1024).toFixed(0)} KB`);
  }
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const p50 = times[Math.floor((times.length - 1) / 2)];
  const peak = Math.max(...results.map((r) => r.peak));
  const before = Math.max(...results.map((r) => r.before));
  console.log(`p50 ${p50.toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)}); peak RSS ${mb(peak)}, ${mb(before)} before rendering; file ${(results[0].size / 1024).toFixed(0)} KB`);
  writeFileSync(join(photoDir, 'last-run.json'), JSON.stringify({ answers: ANSWERS, photos: PHOTOS, lang: LANG, results }, null, 2));
  if (args.out) console.log(`the last run's PDF: ${args.out}`);
}

if (process.argv.includes('--child')) await child();
else await main();
