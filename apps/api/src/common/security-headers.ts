import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { mapOrigin, type AppConfig } from '../config/config';

/** What every answer carries: the web app's content security policy and helmet's other defaults. */
export const SECURITY_HEADERS_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      // MUI (emotion) injects style tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The policy with the map services allowed: the location dialog draws the tile server's images
 * and asks the geocoder (fetch), both configured per deployment (MAP_TILE_URL, GEOCODER_URL).
 */
export function securityHeadersOptions(maps: AppConfig['maps']): HelmetOptions {
  const base = SECURITY_HEADERS_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> };
  const tiles = mapOrigin(maps.tileUrl);
  const geocoder = mapOrigin(maps.geocoderUrl);
  return {
    ...SECURITY_HEADERS_OPTIONS,
    contentSecurityPolicy: {
      directives: {
        ...base.directives,
        imgSrc: [...base.directives.imgSrc!, ...(tiles ? [tiles] : [])],
        connectSrc: [...base.directives.connectSrc!, ...(geocoder ? [geocoder] : [])],
      },
    },
  };
}

/**
 * The headers helmet would set, worked out once. Helmet's options do not depend on the request,
 * while @fastify/helmet rebuilt its middleware (and parsed the policy) on every request: a tenth
 * of a signed-in request's CPU.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = SECURITY_HEADERS_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Sets the security headers on every answer, the web app's files and errors included. */
export function addSecurityHeaders(fastify: FastifyInstance, headers: Record<string, string> = securityHeaders()): void {
  const entries = Object.entries(headers);
  fastify.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    done();
  });
}
