import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import type { IncomingFile } from '../files/upload-intake';
import type { Delivery } from './assets.service';

/** Plain form fields an upload may carry beside its files. */
export const MAX_FORM_FIELDS = 20;

/**
 * The file parts of a multipart request, one at a time: each must be read before the next. Too
 * many plain fields is refused at the one that breaks the limit, before any file is read.
 */
export async function* multipartFiles(req: FastifyRequest): AsyncGenerator<IncomingFile> {
  if (!req.isMultipart()) throw new AppError('validation_failed', 'Send the files as multipart/form-data');
  let fields = 0;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      yield { stream: part.file, filename: part.filename, mimetype: part.mimetype };
    } else if (++fields > MAX_FORM_FIELDS) {
      throw new AppError('validation_failed', `An upload carries at most ${MAX_FORM_FIELDS} form fields beside its files`);
    }
  }
}

/** A single `bytes=start-end` range (what video players send); anything else means the whole file. */
export function parseRange(header: string | undefined): { start: number; end?: number } | undefined {
  const m = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}

/** Streams a delivery with its headers: type, length, range, disposition, caching. */
export function sendDelivery(req: FastifyRequest, reply: FastifyReply, d: Delivery): FastifyReply {
  if (req.headers['if-none-match'] === d.etag && !d.object.range) {
    d.object.stream.destroy();
    return reply.status(304).header('etag', d.etag).send();
  }
  const disposition = `${d.inline ? 'inline' : 'attachment'}; filename="${asciiName(d.fileName)}"; filename*=UTF-8''${encodeURIComponent(d.fileName)}`;
  void reply
    .header('content-type', d.object.contentType)
    .header('content-length', String(d.object.size))
    .header('accept-ranges', 'bytes')
    .header('content-disposition', disposition)
    .header('etag', d.etag)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', d.cacheable ? 'private, max-age=3600' : 'private, no-cache');
  if (d.object.range) {
    void reply.status(206).header('content-range', `bytes ${d.object.range.start}-${d.object.range.end}/${d.object.totalSize}`);
  }
  return reply.send(d.object.stream);
}

function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}
