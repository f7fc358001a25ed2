import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './config/config';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The request id: the caller's x-request-id when it looks safe, a new uuid otherwise. It is written
 * back on the raw request so that Fastify and pino log the same id.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}

export function loggerOptions(config: AppConfig): Params {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: (req) => requestId(req),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.key'],
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // Static files and health checks would drown the log.
      autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/v2') },
      ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
    },
  };
}
