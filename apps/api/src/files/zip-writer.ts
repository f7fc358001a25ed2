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
  let failure: Error | undefined;
  archive.on('warning', (error) => (failure ??= error));
  archive.on('error', (error) => (failure ??= error));
  archive.pipe(out);
  const done = finished(out);
  done.catch(() => undefined); // awaited below; keeps an early failure from being unhandled

  try {
    for (const [index, item] of items.entries()) {
      if (failure) break;
      const stream = await item.open();
      const entered = once(archive, 'entry');
      stream.once('error', (error) => archive.emit('error', error));
      archive.append(stream, { name: names[index] });
      // Waiting for each entry keeps archiver's queue, and the open streams, at one.
      await Promise.race([entered, once(stream, 'error').then(([error]) => Promise.reject(error))]);
    }
    if (failure) throw failure;
    await archive.finalize();
    await done;
    return { entries: items.length, bytes: archive.pointer() };
  } catch (error) {
    archive.abort();
    out.destroy(error as Error);
    throw error;
  }
}
