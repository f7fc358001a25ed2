import archiver from 'archiver';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { uniqueNames } from './file-names';

export interface ZipItem {
  /** The name to show in the zip (the asset's original name); made safe and unique here. */
  name: string;
  /** Opened only when its turn comes, so one storage stream is open at a time. */
  open: () => Promise<Readable> | Readable;
}

/**
 * Streams a zip of `items` into `out` (an HTTP reply, a file): entries are read one after another
 * and compressed as they pass, so the archive never sits whole in memory. Resolves when `out` has
 * received the whole archive; rejects (and destroys `out`) when an item fails to open or read.
 */
export async function writeZip(items: readonly ZipItem[], out: Writable): Promise<{ entries: number; bytes: number }> {
  // Photos, PDFs and videos are already compressed; a light level saves CPU for little size.
  const archive = archiver('zip', { zlib: { level: 1 } });
  const names = uniqueNames(items.map((i) => i.name));
  // Any failure of the archive, the current entry or the output ends the whole write.
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  archive.on('error', fail);
  archive.on('warning', fail);
  archive.pipe(out);
  const written = finished(out);
  written.catch(fail);

  let current: Readable | undefined;
  try {
    for (const [index, item] of items.entries()) {
      const stream = (current = await Promise.race([Promise.resolve(item.open()), failed]));
      stream.once('error', fail);
      const entered = once(archive, 'entry');
      archive.append(stream, { name: names[index] });
      // Waiting for each entry keeps archiver's queue, and the open streams, at one.
      await Promise.race([entered, failed]);
    }
    await Promise.race([archive.finalize(), failed]);
    await Promise.race([written, failed]);
    return { entries: items.length, bytes: archive.pointer() };
  } catch (error) {
    // A client that went away must not leave a storage download open.
    current?.destroy();
    archive.abort();
    out.destroy(error as Error);
    throw error;
  }
}
