// Prints the gzip size of the JavaScript a browser loads before a route's own chunk
// (architecture section 7: under 250 KB for /auth and /dashboard). Run after `vite build`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and every chunk it imports statically, transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) closure(match[1], seen);
  return seen;
}

const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const entrySet = new Set(entry.flatMap((file) => [...closure(file)]));
const entryBytes = [...entrySet].reduce((sum, file) => sum + gz(file), 0);
console.log(`entry (index.html scripts and their imports): ${kb(entryBytes)} gzip`);

const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const find = (prefix) => files.find((f) => f.startsWith(`${prefix}-`));
const routes = {
  '/auth': ['AuthLayout', 'LoginScreen'],
  '/dashboard': ['MainLayout', 'DashboardScreen'],
  '/settings/apps': ['MainLayout', 'AppsSettingsScreen'],
};
let failed = false;
for (const [route, [layout, screen]] of Object.entries(routes)) {
  const before = new Set(entrySet);
  for (const file of closure(find(layout))) before.add(file);
  const screenFile = find(screen);
  for (const file of closure(screenFile)) if (file !== screenFile) before.add(file);
  const bytes = [...before].reduce((sum, file) => sum + gz(file), 0);
  const own = gz(screenFile);
  const over = (route === '/auth' || route === '/dashboard') && bytes > 250 * 1024;
  failed ||= over;
  console.log(`${route}: ${kb(bytes)} before the route's own chunk (${kb(own)}), ${kb(bytes + own)} in all${over ? '  OVER BUDGET' : ''}`);
}
process.exitCode = failed ? 1 : 0;
