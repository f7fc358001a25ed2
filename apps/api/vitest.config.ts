import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Nest needs decorator metadata for injection; esbuild does not emit it, SWC does.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Test files share one PostgreSQL server and one Redis; each file makes its own database.
    fileParallelism: true,
    // A worker's files share their modules (the Nest application's are imported once per worker,
    // not once per file: half of the suite's time). Each file still makes its own database and
    // application. A file that replaces a module with vi.mock resets the modules first
    // (vi.hoisted, as in test/jobs-export.test.ts), so that its imports take the mock.
    isolate: false,
    maxWorkers: 2,
  },
});
