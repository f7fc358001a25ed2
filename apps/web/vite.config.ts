import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type OutputBundle = Rollup.OutputBundle;

/** A node of the ESTree AST Rollup's `this.parse` returns, as far as the plugin below reads it. */
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const PURE_PACKAGES = /[\\/](contracts[\\/]dist|@fieldwork[\\/]contracts|node_modules[\\/]@mui[\\/](material|system|utils))[\\/].*\.js$/;

/**
 * Top-level initializers that make calls, in packages where they only build values: the bundler
 * must assume any call has side effects, and every such initializer becomes a pure-annotated
 * arrow call, `const x = /* @__PURE__ *\/ (() => ...)()`: the same value at the same moment, and
 * dropped when nothing reads `x`. A top-level statement that is only a call is left as it is.
 *
 * - @fieldwork/contracts builds its zod schemas, option lists and lookup tables at module level.
 *   The web uses few of them at run time, and one unused `z.string().refine(...)` kept all of zod
 *   (about 27 KB brotli) in the first load.
 * - MUI's modules build their components (`styled(...)`), class names and contexts so. Marked
 *   pure, a chunk of them has no side effects, and the merging of small chunks below may fold it
 *   into another: /auth's first load went from 25 files to 11 (ADR 0053).
 */
function purePackages(): Plugin {
  return {
    name: 'fieldwork:pure-packages',
    transform(code, id) {
      if (!PURE_PACKAGES.test(id)) return null;
      const program = this.parse(code) as unknown as { body: AstNode[] };
      const edits: Array<{ at: number; text: string }> = [];
      const hasCall = (node: unknown): boolean => {
        if (!node || typeof node !== 'object') return false;
        const n = node as AstNode;
        if (n.type === 'CallExpression' || n.type === 'NewExpression' || n.type === 'TaggedTemplateExpression') return true;
        // A function's body runs when it is called, not here.
        if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'ClassExpression') return false;
        return Object.values(n).some((v) => (Array.isArray(v) ? v.some(hasCall) : hasCall(v)));
      };
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
        if (!declaration || declaration.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as AstNode[]) {
          const init = declarator.init as AstNode | null;
          if (!init || !hasCall(init)) continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
        }
      }
      if (!edits.length) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      return { code: out, map: null };
    },
  };
}

/**
 * The routes src/early/earlyStart.js starts loading before the entry has run: their layout and
 * screen chunks (by chunk name, with what they import) and their catalogues (router.tsx's lists).
 * scripts/measure-bundle.mjs counts the same files.
 */
const EARLY_ROUTES = {
  auth: { chunks: ['AuthLayout', 'LoginScreen'], catalogues: ['shell', 'auth'] },
  dashboard: { chunks: ['MainLayout', 'DashboardScreen'], catalogues: ['shell', 'notifications', 'dashboard', 'jobStatuses'] },
};
const EARLY_LANGUAGES = ['en', 'he'];

/**
 * Emits src/early/earlyStart.js with the routes' file lists filled in and puts it first in
 * index.html's head, as a classic same-origin script (the CSP allows 'self' only).
 */
function earlyStart(): Plugin {
  const source = readFileSync(new URL('./src/early/earlyStart.js', import.meta.url), 'utf8');
  let fileName: string | null = null;
  return {
    name: 'fieldwork:early-start',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
      const closure = (chunk: OutputChunk, into: Set<string>) => {
        if (into.has(chunk.fileName) || entryFiles.has(chunk.fileName)) return;
        into.add(chunk.fileName);
        for (const name of chunk.imports) {
          const imported = (bundle as OutputBundle)[name];
          if (imported?.type === 'chunk') closure(imported, into);
        }
      };
      const find = (test: (c: OutputChunk) => boolean, what: string) => {
        const found = chunks.find(test);
        if (!found) throw new Error(`earlyStart: no chunk for ${what}`);
        return found;
      };
      // The app's start-up code and what it imports (main.tsx loads it after the first paint).
      const startFiles = new Set<string>();
      closure(find((c) => c.fileName.startsWith('assets/start-'), 'start'), startFiles);
      const routes = Object.fromEntries(
        Object.entries(EARLY_ROUTES).map(([route, { chunks: names, catalogues }]) => {
          const files = new Set<string>(startFiles);
          for (const name of names) closure(find((c) => !c.isEntry && c.name === name, name), files);
          const byLanguage = Object.fromEntries(
            EARLY_LANGUAGES.map((language) => {
              const own = new Set<string>();
              for (const group of catalogues) {
                closure(find((c) => c.fileName.startsWith(`assets/i18n-${group}-${language}-`), `i18n-${group}-${language}`), own);
              }
              return [language, [...own].map((f) => `/${f}`)];
            }),
          );
          for (const file of startFiles) files.delete(file);
          return [route, { chunks: [...files].map((f) => `/${f}`), catalogues: byLanguage }];
        }),
      );
      const id = this.emitFile({ type: 'asset', name: 'early.js', source: source
          .replace(/^\s*\/\/.*\n/gm, '')
          .replace('__EARLY_START__', JSON.stringify([...startFiles].map((f) => `/${f}`)))
          .replace('__EARLY_ROUTES__', JSON.stringify(routes)) });
      fileName = this.getFileName(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) return [];
        return [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * Files that stay chunks of their own when small chunks are merged (`experimentalMinChunkSize`
 * below): each language's catalogue of a feature (merged into another chunk, one language's
 * strings would load with every language), and the layouts and screens the router loads, which
 * `earlyStart` and scripts/measure-bundle.mjs find by name, the app's start-up code (the entry
 * loads it after the first paint: merged back into the entry, it would be evaluated before that
 * paint), and a file's address (`?url`, as
 * pdf.js's worker): merged into a shared chunk, Vite would preload the file with every import of
 * that chunk (the worker with the jobs list, and offline that import fails). The merge folds only chunks without
 * side effects; these are kept whole ('no-treeshake': all they export is used anyway), which
 * counts as one.
 */
function keepApart(): Plugin {
  const APART = /[\\/]src[\\/](?:.*[\\/]locales[\\/]\w+\.ts|.*(?:Layout|Screen)\.tsx|app[\\/]start\.tsx)$|\?url$/;
  return {
    name: 'fieldwork:keep-apart',
    transform(_code, id) {
      return APART.test(id) ? { moduleSideEffects: 'no-treeshake' } : null;
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
    // After the service worker's plugin has written sw.js and workbox-*.js (they get their copies too).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
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
    },
  };
}

/**
 * The service worker (ADR 0045), production builds only: it precaches the app shell and every
 * built script, style and font, so that a reload without a network boots the app and opens the
 * answering screen; navigations fall back to index.html (never /v2 calls); and it keeps the last
 * answer of the few GETs the shell and the answering screen need to start (network first, a
 * short wait, then the cached answer). Nothing else of the API is cached, and never a POST or
 * any other change. Cached answers are kept apart per user (the bearer token's subject is part
 * of the cache key) and the cache is deleted on sign-out (app/session/sessionStorage.ts).
 * The web registers /sw.js in src/app/start.tsx; the API serves it with no-cache (apps/api/src/web).
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    // Registered by src/app/start.tsx (a few lines, production only), not by the plugin's script.
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      name: 'Fieldwork',
      short_name: 'Fieldwork',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0083c9',
      background_color: '#ffffff',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg}'],
      // pdf.js's worker and its fonts serve the job PDF view, not answering: fetched when used.
      globIgnores: ['**/*.map', '**/pdf.worker*'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/v[12](\/|$)/, /^\/health(\/|$)/, /^\/assets\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // Start-up (bootstrap, toggles, profile, notifications), the jobs list and a job, a
          // job type with its questions, and a public link's questionnaire. Functions here are
          // copied into sw.js as source: they may use nothing from this file.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            /^\/v2\/(apps\/(bootstrap|toggles)|users\/me|notifications|jobs|jobs\/[^/]+|jobtype\/[^/]+|question|public\/answer\/[^/]+)$/.test(url.pathname),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'fieldwork-api',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // One user's answers are never read for another: the token's subject (and the
                // sys_admin acting as them) is part of the key; no token is "anon".
                cacheKeyWillBeUsed: async ({ request }) => {
                  let who = 'anon';
                  const match = /^Bearer\s+[^.]+\.([^.]+)\./.exec(request.headers.get('Authorization') || '');
                  if (match) {
                    try {
                      const claims = JSON.parse(atob(match[1].replace(/-/g, '+').replace(/_/g, '/')));
                      who = String(claims.sub) + (claims.impersonatedBy ? '~' + String(claims.impersonatedBy) : '');
                    } catch {
                      who = 'unknown';
                    }
                  }
                  const url = new URL(request.url);
                  url.searchParams.set('__fieldwork_user', who);
                  return url.href;
                },
              },
            ],
          },
        },
      ],
    },
  });
}

/**
 * Emotion's components insert their styles while they render, in React's time slices, not all in
 * the commit (src/app/theme/emotionInsertion.ts, ADR 0054). vitest.config.ts uses it too, so the
 * component tests render as the app does.
 */
export const emotionInsertionAlias = {
  find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
  replacement: fileURLToPath(new URL('./src/app/theme/emotionInsertion.ts', import.meta.url)),
};

// In development the API runs beside Vite; in production it serves dist itself (same origin).
const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), purePackages(), keepApart(), earlyStart(), serviceWorker(), precompress()],
  resolve: { alias: [emotionInsertionAlias] },
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
        // Chunks under 20 KB without side effects are merged into the chunk loaded under the most
        // similar conditions: every file is a request, and a phone on a slow network pays a round
        // trip for each (ADR 0053). Rollup merges only where no other code would run earlier.
        experimentalMinChunkSize: 20_000,
        // Catalogue chunks named by what they hold (i18n-files-he-[hash].js), for people and for scripts/measure-bundle.mjs.
        chunkFileNames(chunk) {
          // A feature's own folder names nested catalogues (features/answering/questions/locales: i18n-questions-en).
          const catalogue = /[\\/](?:(?:features|components)[\\/](?:[^\\/]+[\\/])*?([^\\/]+)|app[\\/](i18n))[\\/]locales[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          // The app's start-up code under its own name (main.tsx imports it; earlyStart finds it by it).
          if (chunk.moduleIds.some((id) => /[\\/]src[\\/]app[\\/]start\.tsx$/.test(id))) return 'assets/start-[hash].js';
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
