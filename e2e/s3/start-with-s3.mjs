// The API on the S3 driver for the end-to-end suite (e2e/playwright.s3.config.ts starts it):
// s3rver (apps/api's dev dependency, see docs/adr/0010) on a free port with a fresh folder and one
// bucket, then the built API as e2e/start-app.mjs runs it. Both stop, and both folders go, on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runApp } from '../start-app.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const S3rver = createRequire(join(root, 'apps/api/package.json'))('s3rver');
const bucket = 'fieldwork-e2e';
const s3Dir = mkdtempSync(join(tmpdir(), 'fieldwork-e2e-s3-'));

const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
const { port: s3Port } = await s3.run();
console.log(`[e2e:s3] s3rver on 127.0.0.1:${s3Port}, bucket ${bucket}`);

runApp({
  defaultPort: '3210',
  env: {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
  },
  async cleanup() {
    s3.httpServer?.closeAllConnections?.();
    await s3.close().catch(() => undefined);
    rmSync(s3Dir, { recursive: true, force: true });
  },
});
