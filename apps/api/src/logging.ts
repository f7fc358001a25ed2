import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger, type LevelWithSilent } from 'pino';
import type { AppConfig } from './config/config';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;
/** The key of a signed file link is a credential: it never reaches the log. */
const LINK_KEY = /([?&]key=)[^&#]*/g;
/** So are the tokens of mailed account links (confirm, reset), which the spec puts in the path. */
const ACCOUNT_LINK_TOKEN = /^(\/v2\/users\/(?:confirm|forgot_password\/validate_token|forgot_password\/reset_password)\/)[^/?#]+/;

/**
 * The request id: the caller's x-request-id when it looks safe, a new uuid otherwise. It is written
 * back on the raw request so that Fastify and the logs use the same id.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}

/** The process's one pino logger: Fastify's, Nest's (QuietNestLogger) and the request log. */
export function createLogger(config: AppConfig): Logger {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  });
}

export function redactUrl(url: string): string {
  return url.replace(LINK_KEY, '$1[Redacted]').replace(ACCOUNT_LINK_TOKEN, '$1[Redacted]');
}

/**
 * One line per /v2 request when it is answered: its id, method, path, status and time, at info,
 * warn for 4xx and error for 5xx. Static files and health checks would drown the log. Nothing is
 * built for a level that is off.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    if (req.url.startsWith('/v2')) {
      const status = reply.statusCode;
      const level: LevelWithSilent = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (logger.isLevelEnabled(level)) {
        logger[level](
          { reqId: req.id, req: { method: req.method, url: redactUrl(req.url) }, res: { statusCode: status }, responseTime: Math.round(reply.elapsedTime) },
          'request completed',
        );
      }
    }
    done();
  });
}
