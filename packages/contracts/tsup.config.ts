import { defineConfig } from 'tsup';

export default defineConfig({
  // `testing` holds fixtures the API and web tests share (the access policy table); apps never import it.
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
