import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { emotionInsertionAlias } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [emotionInsertionAlias] },
  test: {
    // happy-dom rather than jsdom: a fifth less time (ADR 0056). Like jsdom it lays nothing out; tests that need sizes give them.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Screens load their chunks lazily; on a busy 2-core machine a first render can take seconds.
    testTimeout: 30_000,
    // Vitest's default leaves one core free, which on CI's 2 cores means one file at a time: two
    // files at a time take a third off the run (the API's tests, run beside these by the test
    // command, spend much of their time waiting on PostgreSQL).
    minWorkers: 2,
    maxWorkers: 2,
    // Threads start a file's DOM faster than forked processes: about a sixth off the suite on
    // CI's machine. Each file is still isolated (the tests share module state).
    pool: 'threads',
  },
});
