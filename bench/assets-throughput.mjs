#!/usr/bin/env node
// Upload and download throughput, and the API's peak memory, for one large file.
//
//   node bench/assets-throughput.mjs [--mb 500] [--driver local|s3|both]
//
// Starts the built API (apps/api/dist/main.js: run `pnpm turbo run build` first) on a fresh data
// folder, signs in as the demo admin, streams a generated video answer (an ISO media file whose
// boxes tile it exactly, so the content check passes) and reads it back. Peak memory is the API
// process's VmHWM from /proc, so it covers everything the server held at any moment.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const MB = Number(args.mb ?? 500);
const drivers = (args.driver ?? 'both') === 'both' ? ['local', 's3'] : [args.driver];

const box = (type, size) => {
  const b = Buffer.alloc(8);
  b.writeUInt32BE(size, 0);
  b.write(type, 4, 'latin1');
  return b;
};

async function makeVideo(path, bytes) {
  const ftyp = Buffer.concat([box('ftyp', 24), Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')]);
  const moov = Buffer.concat([box('moov', 8 + 108), box('mvhd', 108), Buffer.alloc(100)]);
  const body = bytes - ftyp.length - moov.length - 8;
  const out = createWriteStream(path);
  out.write(ftyp);
  out.write(moov);
  out.write(box('mdat', body + 8));
  const chunk = Buffer.alloc(1 << 20, 0x5a);
  let left = body;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    if (!out.write(n === chunk.length ? chunk : chunk.subarray(0, n))) await once(out, 'drain');
    left -= n;
  }
  out.end();
  await once(out, 'finish');
}

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
  const rss = /VmRSS:\s+(\d+) kB/.exec(status);
  return { peak: Number(hwm[1]) / 1024, now: Number(rss[1]) / 1024 };
}

function call(port, method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: 'localhost', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function startS3() {
  const require = createRequire(join(root, 'apps', 'api', 'package.json'));
  const S3rver = require('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'fw-bench-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'bench' }] });
  const { port } = await server.run();
  return { env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'bench', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' }, stop: async () => { await server.close(); rmSync(directory, { recursive: true, force: true }); } };
}

async function startApi(extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-data-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', UPLOAD_MAX_BYTES: String(2 * 1024 ** 3), DATABASE_URL: '', REDIS_URL: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await call(port, 'GET', '/health')).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return { port, pid: child.pid, stop: () => { child.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); } };
}

async function run(driver, file, bytes) {
  const s3 = driver === 's3' ? await startS3() : null;
  const api = await startApi(s3?.env ?? {});
  try {
    const form = new URLSearchParams({ grant_type: 'password', username: 'admin@demo.test', password: 'demo-Pass-1', client_id: 'web', client_secret: 'web-secret' });
    const token = JSON.parse((await call(api.port, 'POST', '/v2/users/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() })).body).access_token;
    const idle = peakRssMb(api.pid);

    const boundary = '----fieldworkbench';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site-walk.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const t0 = process.hrtime.bigint();
    const uploaded = await new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: api.port, method: 'POST', path: '/v2/asset/upload?target=answer', headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => (res.statusCode === 201 ? resolve(JSON.parse(Buffer.concat(chunks).toString())[0]) : reject(new Error(`upload ${res.statusCode} ${Buffer.concat(chunks)}`))));
      });
      req.on('error', reject);
      req.write(head);
      const rs = createReadStream(file);
      rs.pipe(req, { end: false });
      rs.on('end', () => req.end(tail));
    });
    const upSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const afterUpload = peakRssMb(api.pid);

    const t1 = process.hrtime.bigint();
    const downloaded = await new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port: api.port, path: uploaded.Location, headers: { host: 'localhost' } }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`download ${res.statusCode}`))));
      }).on('error', reject).end();
    });
    const downSeconds = Number(process.hrtime.bigint() - t1) / 1e9;
    const afterDownload = peakRssMb(api.pid);
    if (downloaded !== bytes) throw new Error(`downloaded ${downloaded} of ${bytes} bytes`);
    const mb = bytes / 1024 / 1024;
    return {
      driver,
      'file MB': mb.toFixed(0),
      'upload MB/s': (mb / upSeconds).toFixed(1),
      'upload s': upSeconds.toFixed(2),
      'download MB/s': (mb / downSeconds).toFixed(1),
      'download s': downSeconds.toFixed(2),
      'API RSS idle MB': idle.now.toFixed(0),
      'API peak RSS after upload MB': afterUpload.peak.toFixed(0),
      'API peak RSS after download MB': afterDownload.peak.toFixed(0),
    };
  } finally {
    api.stop();
    await s3?.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'fw-bench-file-'));
const file = join(dir, 'video.mp4');
const bytes = MB * 1024 * 1024;
try {
  await makeVideo(file, bytes);
  const rows = [];
  for (const driver of drivers) rows.push(await run(driver, file, bytes));
  console.log(`\nAsset throughput, one ${MB} MB file, ${new Date().toISOString()}, node ${process.version}`);
  console.table(rows);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
