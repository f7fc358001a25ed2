import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/v2', '/v1', '/health'];

/**
 * Serves the built web app at the same origin as the API: hashed assets cached for a year,
 * index.html for every other GET path (the web's router takes it from there).
 */
export async function serveWeb(fastify: FastifyInstance, webDist: string | null): Promise<void> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  await fastify.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      const hashed = path.includes(`${join(webDist, 'assets')}`);
      void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  fastify.get('/*', (req, reply) => {
    const path = req.url.split('?')[0];
    if (API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', code: 'not_found', message: `Cannot GET ${path}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
