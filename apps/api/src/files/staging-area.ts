import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileErrors } from './file-errors';

export interface StagedFile {
  /** Server-made path inside the staging folder; never derived from a client's name. */
  path: string;
  size: number;
  sha256: string;
}

/**
 * A private temp folder where incoming streams are written before they are checked, and storage
 * objects are spooled when a tool needs random access (pdfjs). Callers use the `with*` methods,
 * which remove the file whatever happens.
 */
export class StagingArea {
  constructor(private readonly dir: string) {}

  /** Streams `source` to a new staging file, hashing and counting; fails with file_too_large past `maxBytes`. */
  async stage(source: Readable, maxBytes = Number.POSITIVE_INFINITY): Promise<StagedFile> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) return callback(fileErrors.tooLarge(maxBytes));
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      // @fastify/multipart ends a file at its own limit without an error and marks it truncated.
      if ((source as { truncated?: boolean }).truncated) throw fileErrors.tooLarge(maxBytes);
      return { path: file, size, sha256: hash.digest('hex') };
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
  }

  /** Stages `source`, runs `fn` on it, and always removes the staging file. */
  async withStaged<T>(source: Readable, fn: (staged: StagedFile) => Promise<T>, maxBytes?: number): Promise<T> {
    const staged = await this.stage(source, maxBytes);
    try {
      return await fn(staged);
    } finally {
      await rm(staged.path, { force: true });
    }
  }

  /**
   * Removes staging files older than `maxAgeMs`: what a killed process left mid-upload. Run at boot
   * and from the cleanup schedule; returns how many were removed.
   */
  async purgeStale(maxAgeMs: number, now = Date.now()): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.part'))) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /**
   * Notes that objects of `assetId` are being stored for a request whose row is not committed
   * yet; the returned function removes the note. A process killed in between leaves the note, and
   * the next start-up removes those objects (see AssetCleanup).
   */
  async noteInFlight(instanceId: string, assetId: string): Promise<() => Promise<void>> {
    const dir = this.inFlightDir();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const note = path.join(dir, `${instanceId}.${assetId}`);
    await writeFile(note, '', { mode: 0o600 });
    return () => rm(note, { force: true });
  }

  /** The in-flight notes a previous process left, each with the function that removes it. */
  async leftInFlight(): Promise<Array<{ instanceId: string; assetId: string; clear: () => Promise<void> }>> {
    const dir = this.inFlightDir();
    const names = await readdir(dir).catch(() => [] as string[]);
    return names.flatMap((name) => {
      const match = /^([0-9a-f-]{36})\.([0-9a-f-]{36})$/.exec(name);
      if (!match) return [];
      return [{ instanceId: match[1], assetId: match[2], clear: () => rm(path.join(dir, name), { force: true }) }];
    });
  }

  /** Beside the staging folder, so that the staging folder holds nothing but staged bytes. */
  private inFlightDir(): string {
    return `${this.dir}-in-flight`;
  }

  /** A fresh read stream of a staged file. */
  open(staged: StagedFile): Readable {
    return createReadStream(staged.path);
  }
}
