// The JavaScript a phone downloads on its first visit to /auth and /dashboard, as transferred:
// the brotli files the API sends (dist/**/*.br, written by the build), for the entry (index.html's
// scripts and everything they import), the route's layout and screen chunks with their imports,
// and the translation catalogues the route loads in the user's language. Fails over 250 KB
// (architecture section 7), when a source map was emitted, or when the build left a script
// without its brotli copy. Run after `vite build`:  pnpm --filter @fieldwork/web size [dist folder]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const BUDGET = 250 * 1024;
const LANGUAGES = ['en', 'he'];
/**
 * What each route loads after the entry: its layout and screen chunks (by name) and its
 * catalogues (the `catalogues` lists of apps/web/src/app/routes/router.tsx).
 */
const ROUTES = {
  '/auth': { chunks: ['AuthLayout', 'LoginScreen'], catalogues: ['shell', 'auth'] },
  // Opened first from a mail on a phone: the invitation and the reset link.
  '/custom_signup': { chunks: ['AuthLayout', 'SignupScreen'], catalogues: ['shell', 'accounts'] },
  '/reset_password': { chunks: ['AuthLayout', 'ResetPasswordScreen'], catalogues: ['shell', 'accounts'] },
  '/dashboard': { chunks: ['MainLayout', 'DashboardScreen'], catalogues: ['shell', 'notifications', 'dashboard', 'jobStatuses'] },
  '/settings/apps': { chunks: ['MainLayout', 'AppsSettingsScreen'], catalogues: ['shell', 'notifications', 'settings'], budget: false },
  '/files': { chunks: ['MainLayout', 'FilesScreen'], catalogues: ['shell', 'notifications', 'files', 'grid', 'pickers', 'upload', 'attachments'], budget: false },
  '/jobs': { chunks: ['MainLayout', 'JobsScreen'], catalogues: ['shell', 'notifications', 'jobs', 'jobStatuses', 'grid', 'pickers'], budget: false },
  '/projects': { chunks: ['MainLayout', 'ProjectsScreen'], catalogues: ['shell', 'notifications', 'projects', 'grid', 'pickers'], budget: false },
  // The map (Leaflet and its CSS) is the ProjectLocationDialog chunk, loaded only with /project/view/{id}/location.
  '/project/view/{id}': { chunks: ['MainLayout', 'ProjectViewScreen'], catalogues: ['shell', 'notifications', 'projects', 'pickers', 'upload'], budget: false },
  // The public questionnaire, opened from a link on a phone (ADR 0043): reported, its budget to be set once the question components are in.
  '/job_type/answer/{token}': { chunks: ['BareLayout', 'PublicAnswerScreen'], catalogues: ['shell', 'answering', 'questions', 'offline', 'pickers', 'upload'], budget: false },
};

// Another build's folder may be given as the first argument (to compare builds).
const dist = process.argv[2] ? resolve(process.argv[2]) : new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = readdirSync(assets);
const problems = [];

const sizeOf = (path) => (existsSync(path) ? statSync(path).size : null);
/** Bytes on the wire for a brotli-capable browser, and for gzip-only and uncompressed clients. */
function wire(file) {
  const path = join(assets, file);
  const raw = statSync(path).size;
  const br = sizeOf(`${path}.br`);
  // The build keeps a .br only when it is smaller: a chunk of a few hundred bytes may have none.
  if (br === null && raw >= 1024) problems.push(`${file} has no .br beside it: the server would send it uncompressed`);
  return { br: br ?? raw, gz: sizeOf(`${path}.gz`) ?? raw, raw };
}

/** A chunk and every chunk it imports statically, transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) closure(match[1], seen);
  return seen;
}
function chunk(prefix) {
  const file = files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk named ${prefix}-*.js in dist/assets`);
  return file;
}
const total = (set) => [...set].map(wire).reduce((s, w) => ({ br: s.br + w.br, gz: s.gz + w.gz, raw: s.raw + w.raw }), { br: 0, gz: 0, raw: 0 });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Source maps would be public: the build must not write them (the API refuses *.map anyway).
for (const file of readdirSync(dist, { recursive: true })) {
  if (/\.map$/.test(file)) problems.push(`${file}: a source map in dist`);
}
for (const file of files.filter((f) => f.endsWith('.js'))) {
  if (/\/\/# sourceMappingURL=/.test(readFileSync(join(assets, file), 'utf8'))) problems.push(`${file} points to a source map`);
}

// index.html's scripts, and the app's start-up code the entry imports after the first paint.
const entryFiles = [...[...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]), chunk('start')];
const entry = new Set(entryFiles.flatMap((file) => [...closure(file)]));
const htmlBytes = sizeOf(join(dist, 'index.html.br')) ?? statSync(join(dist, 'index.html')).size;
const e = total(entry);
console.log(`entry (index.html's scripts, the start-up code and their imports): ${kb(e.br)} brotli (${kb(e.gz)} gzip, ${kb(e.raw)} raw), ${entry.size} files; index.html ${kb(htmlBytes)}`);

let over = false;
for (const [route, { chunks, catalogues, budget = true }] of Object.entries(ROUTES)) {
  for (const language of LANGUAGES) {
    const loaded = new Set(entry);
    for (const name of chunks) for (const file of closure(chunk(name))) loaded.add(file);
    for (const group of catalogues) for (const file of closure(chunk(`i18n-${group}-${language}`))) loaded.add(file);
    const t = total(loaded);
    const isOver = budget && t.br > BUDGET;
    over ||= isOver;
    console.log(
      `${route} (${language}): ${kb(t.br)} brotli sent, ${loaded.size} files (${kb(t.gz)} gzip, ${kb(t.raw)} raw)` +
        `${budget ? ` budget ${kb(BUDGET)}` : ''}${isOver ? '  OVER BUDGET' : ''}`,
    );
  }
}
for (const problem of problems) console.error(`problem: ${problem}`);
process.exitCode = over || problems.length ? 1 : 0;
