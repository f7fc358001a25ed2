import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/v2', '/v1', '/health'];
const TOP_LEVEL_FILE = /^\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.[a-z0-9]+)$/;
const notFound = (path: string) => ({ statusCode: 404, error: 'Not Found', code: 'not_found', message: `Cannot GET ${path}` });

/**
 * Serves the built web app at the same origin as the API: hashed bundles cached for a year,
 * top-level files (favicon) as they are, index.html for every other GET path (the web's router
 * takes it from there). Files are looked up per request, so a rebuilt web is served without a
 * restart, and a missing chunk is a 404 rather than index.html (the web then reloads once).
 */
export async function serveWeb(fastify: FastifyInstance, webDist: string | null): Promise<void> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  const bundles = join(webDist, 'assets') + sep;
  await fastify.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    setHeaders(reply, path) {
      void reply.header('cache-control', path.startsWith(bundles) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  fastify.get('/*', (req, reply) => {
    const path = req.url.split('?')[0];
    if (API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return reply.status(404).send(notFound(path));
    const file = TOP_LEVEL_FILE.exec(path)?.[1];
    if (file && file !== 'index.html' && existsSync(join(webDist, file))) return reply.sendFile(file, webDist);
    return reply.sendFile('index.html', webDist);
  });
}
