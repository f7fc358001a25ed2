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

// In development the API runs beside Vite; in production it serves dist itself (same origin).
const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), pureZodSchemas()],
  server: {
    port: 5173,
    proxy: {
      '/v2': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      output: {
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
