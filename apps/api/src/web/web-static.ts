import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/v2', '/v1', '/health'];
const TOP_LEVEL_FILE = /^\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.[a-z0-9]+)$/;
const notFound = (path: string) => ({ statusCode: 404, error: 'Not Found', code: 'not_found', message: `Cannot GET ${path}` });

/** The codings the web build writes beside each compressible file (`.br`, `.gz`), the server's choice first. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/**
 * The codings a request accepts, best first, from its Accept-Encoding (RFC 9110 section 12.5.3):
 * `q=0` refuses a coding, `*` stands for every coding not named, a coding the client likes less
 * than identity is not used, and equal weights go to the server's order (brotli, then gzip).
 * Identity not named weighs as little as the least liked coding named, so "gzip;q=0.5" still
 * means gzip. No header, or nothing acceptable: [] (the file as it is).
 */
export function acceptedCodings(header: string | string[] | undefined): Coding[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value?.trim()) return [];
  const weights = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name || weights.has(name)) continue;
    // A malformed weight counts as a refusal rather than a full yes.
    const q = params.map((p) => p.replace(/\s+/g, '')).find((p) => p.startsWith('q='))?.slice(2);
    const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0;
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const star = weights.get('*');
  const named = (coding: string) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined);
  const identity = weights.get('identity') ?? Math.min(...weights.values());
  return CODINGS.map((coding, order) => ({ coding, order, q: named(coding) ?? star ?? 0 }))
    .filter(({ q }) => q > 0 && q >= identity)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ coding }) => coding);
}

/**
 * @fastify/static picks `file.br` or `file.gz` by the request's Accept-Encoding (and falls back
 * to the next coding, then the file itself, when one is missing). Its own reading knows q-values
 * among the codings it serves but not identity's; the header is rewritten here to exactly the
 * codings that `acceptedCodings` allows, in order, so the two always agree.
 */
function normaliseAcceptEncoding(req: FastifyRequest): void {
  const codings = acceptedCodings(req.headers['accept-encoding']);
  req.raw.headers['accept-encoding'] = codings.length ? codings.map((c, i) => `${c};q=${(1 - i / 10).toFixed(1)}`).join(', ') : 'identity';
}

/** Source maps are never served, even when a build leaves them in dist. */
const isSourceMap = (path: string) => /\.map(\.(br|gz))?$/i.test(path);

/**
 * Serves the built web app at the same origin as the API: hashed bundles cached for a year,
 * top-level files (favicon, the service worker sw.js with its workbox-*.js, manifest.webmanifest)
 * as they are with no-cache, so that a browser checks sw.js at every visit and sees a new
 * release at once (ADR 0045), index.html for every other GET path (the web's router
 * takes it from there). Files are looked up per request, so a rebuilt web is served without a
 * restart, and a missing chunk is a 404 rather than index.html (the web then reloads once).
 * Each file goes out precompressed when the build wrote `.br`/`.gz` beside it (brotli or gzip by
 * Accept-Encoding, with Vary: Accept-Encoding, Content-Encoding and the compressed length); Range
 * and HEAD work on whichever representation is chosen. Source maps are a 404.
 */
export async function serveWeb(fastify: FastifyInstance, webDist: string | null): Promise<void> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  const bundles = join(webDist, 'assets') + sep;
  // Its own context: the Accept-Encoding hook applies to the web's routes only.
  await fastify.register(async (web) => {
    web.addHook('onRequest', async (req) => normaliseAcceptEncoding(req));
    await web.register(fastifyStatic, {
      root: join(webDist, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      preCompressed: true,
      allowedPath: (path) => !isSourceMap(path),
      setHeaders(reply, path) {
        void reply.header('cache-control', path.startsWith(bundles) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    web.get('/*', (req, reply) => {
      const path = req.url.split('?')[0];
      if (API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return reply.status(404).send(notFound(path));
      const file = TOP_LEVEL_FILE.exec(path)?.[1];
      if (file && isSourceMap(file)) return reply.status(404).send(notFound(path));
      if (file && file !== 'index.html' && existsSync(join(webDist, file))) return reply.sendFile(file, webDist);
      return reply.sendFile('index.html', webDist);
    });
  });
}
