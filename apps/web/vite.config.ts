import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * @fieldwork/contracts builds its zod schemas at module level. The web uses none of them at run
 * time, but the bundler must assume a call has side effects and keeps zod (about 27 KB gzip) in
 * the first load. Marking every `z.xxx(...)` and `someSchema.xxx(...)` call pure (the nested ones too) lets it
 * drop the unused schemas.
 */
function pureZodSchemas(): Plugin {
  return {
    name: 'fieldwork:pure-zod-schemas',
    transform(code, id) {
      if (!/[\\/](contracts[\\/]dist|@fieldwork[\\/]contracts)[\\/]/.test(id)) return null;
      return { code: code.replace(/(?<![\w.$])(z\d*\.|\w+Schema\.)/g, '/* @__PURE__ */ $1'), map: null };
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every compressible file
 * of the build, kept only when smaller than the file. The API sends them by Accept-Encoding
 * (apps/api/src/web/web-static.ts), so the server compresses nothing at run time.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fieldwork:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const brotli = promisify(brotliCompress);
      const gz = promisify(gzip);
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          if (!(await stat(path)).isFile()) return;
          const data = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: name.endsWith('.wasm') ? zlib.BROTLI_MODE_GENERIC : zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: 9 }),
          ]);
          if (br.length < data.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

// In development the API runs beside Vite; in production it serves dist itself (same origin).
const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), pureZodSchemas(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/v2': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // No source maps: they would be public (the API refuses *.map anyway).
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Catalogue chunks named by what they hold (i18n-files-he-[hash].js), for people and for scripts/measure-bundle.mjs.
        chunkFileNames(chunk) {
          const catalogue = /[\\/](?:(?:features|components)[\\/]([^\\/]+)|app[\\/](i18n))[\\/]locales[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          if (!catalogue) return 'assets/[name]-[hash].js';
          const [, feature, shell, language] = catalogue;
          return `assets/i18n-${shell ? 'shell' : feature}-${language}-[hash].js`;
        },
        // Libraries every screen needs change less often than the app: one cacheable vendor chunk.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|reselect|immer|i18next|react-i18next)[\\/]/.test(id)) {
            return 'vendor';
          }
          return undefined;
        },
      },
    },
  },
});
