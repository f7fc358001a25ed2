import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logRequests, redactUrl } from '../src/logging';
import { QuietNestLogger } from '../src/quiet-logger';

function memoryLogger(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('the request log', () => {
  it('writes one line per /v2 answer with its id, status and level, and nothing for other paths', async () => {
    const { logger, lines } = memoryLogger();
    const app = Fastify({ genReqId: () => 'req-1' });
    logRequests(app, logger);
    app.get('/v2/ok', async () => ({ ok: true }));
    app.get('/v2/missing', async (_req, reply) => reply.code(404).send({}));
    app.get('/v2/broken', async (_req, reply) => reply.code(500).send({}));
    app.get('/health', async () => ({ ok: true }));
    for (const url of ['/v2/ok?x=1', '/v2/missing', '/v2/broken', '/health']) await app.inject({ url });
    await app.close();
    expect(lines.map((l) => [l.level, (l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode, l.reqId])).toEqual([
      [30, '/v2/ok?x=1', 200, 'req-1'],
      [40, '/v2/missing', 404, 'req-1'],
      [50, '/v2/broken', 500, 'req-1'],
    ]);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET' } });
  });

  it('builds no line for a level that is off', async () => {
    const { logger, lines } = memoryLogger('warn');
    const app = Fastify();
    logRequests(app, logger);
    app.get('/v2/ok', async () => ({ ok: true }));
    await app.inject({ url: '/v2/ok' });
    await app.close();
    expect(lines).toEqual([]);
  });

  it('never logs the key of a signed file link', () => {
    expect(redactUrl('/v2/asset/a1/file?key=abc.def&size=small')).toBe('/v2/asset/a1/file?key=[Redacted]&size=small');
    expect(redactUrl('/v2/asset/a1/file?size=small&key=abc')).toBe('/v2/asset/a1/file?size=small&key=[Redacted]');
    expect(redactUrl('/v2/asset/a1/file?monkey=1')).toBe('/v2/asset/a1/file?monkey=1');
  });
});

describe('QuietNestLogger', () => {
  it("writes Nest's messages with their context, errors with their stack, and pino-style objects as fields", () => {
    const { logger, lines } = memoryLogger('info');
    const nest = new QuietNestLogger(logger);
    nest.log('Mail sent', 'Mailer');
    nest.error('Mail failed', 'Error: boom\n    at x', 'Mailer');
    nest.warn({ reqId: 'r1', code: 'bad' }, 'Refused', 'Errors');
    nest.log('Mapped {/v2/users, GET} route', 'RouterExplorer');
    nest.debug('hidden at info', 'Mailer');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'Mailer', msg: 'Mail sent' }),
      expect.objectContaining({ level: 50, context: 'Mailer', msg: 'Mail failed', stack: 'Error: boom\n    at x' }),
      expect.objectContaining({ level: 40, context: 'Errors', msg: 'Refused', reqId: 'r1', code: 'bad' }),
    ]);
  });

  it('keeps the start-up wiring lines at debug', () => {
    const { logger, lines } = memoryLogger('debug');
    new QuietNestLogger(logger).log('Mapped {/v2/users, GET} route', 'RouterExplorer');
    expect(lines).toEqual([expect.objectContaining({ context: 'RouterExplorer' })]);
  });
});
