import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// `testing` holds fixtures the API and web tests share (the access policy table); apps never import it.
const entry = { index: 'src/index.ts', testing: 'src/testing/index.ts' };

/** Every source module but the barrels, named by its path: lists/query for src/lists/query.ts. */
const modules = Object.fromEntries(
  ['', 'lists/'].flatMap((dir) =>
    readdirSync(`src/${dir}`)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => [`${dir}${f.slice(0, -3)}`, `src/${dir}${f}`]),
  ),
);

export default defineConfig([
  {
    // ESM, for the web's bundler: each source file is its own module (index.js re-exports them), so
    // Rollup places each in the chunk that uses it. Bundled as one module, whatever a lazy screen
    // used (the question model's schemas, and zod with them) landed in the entry chunk: a module is
    // never split across chunks (ADR 0015).
    entry: { ...modules, ...entry },
    format: ['esm'],
    splitting: true,
    dts: { entry },
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    // CommonJS, for the API and the tests: two bundles, as before.
    entry,
    format: ['cjs'],
    dts: true,
    clean: false,
    sourcemap: true,
    target: 'es2022',
  },
]);
