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
    maxWorkers: 2,
  },
});
