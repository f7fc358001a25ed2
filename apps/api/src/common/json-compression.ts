import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptedCodings } from '../web/web-static';

/** Replies smaller than this go as they are: a header or two costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4 (brotli) and level 6 (gzip): most of the saving for a few ms on a large reply.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * JSON replies are compressed for clients that accept it (a phone on a field network reads a
 * 500-question job type as about 480 KB of JSON, some 30 KB compressed): brotli or gzip as
 * `acceptedCodings` reads Accept-Encoding, the same reading the web's precompressed files use.
 * Only whole JSON bodies of COMPRESS_MIN_BYTES or more; streams (downloads, events), other types
 * and replies already encoded are left alone, so Range and ETag semantics of files are untouched.
 */
export function compressJsonReplies(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return payload;
    const size = Buffer.byteLength(payload);
    // Vary whatever is sent: a cache must not give one client's coding to another.
    void reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    if (size < COMPRESS_MIN_BYTES) return payload;
    const coding = acceptedCodings(req.headers['accept-encoding'])[0];
    if (!coding) return payload;
    const body = coding === 'br' ? await brotli(payload, BROTLI) : await gzipAsync(payload);
    void reply.header('content-encoding', coding);
    void reply.header('content-length', body.length);
    return body;
  });
}

function varyWithAcceptEncoding(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*') ? values.join(', ') : [...values, 'Accept-Encoding'].join(', ');
}
