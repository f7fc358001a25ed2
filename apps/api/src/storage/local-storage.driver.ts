import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_KINDS } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { fileErrors } from '../files/file-errors';
import type { ByteRange, ListedObject, ObjectInfo, PutOptions, StorageDriver, StoredObject } from './storage-driver';
import { assertSafeKey, assertSafePrefix, resolveRange } from './storage-key';

// A folder has no per-file content type; keys carry the extension of their kind, so derive it.
const CONTENT_TYPES = new Map<string, string>([
  ...Object.values(FILE_KINDS).flatMap((k) => k.extensions.map((e) => [e, k.mime] as [string, string])),
  ['json', 'application/json'],
  ['zip', 'application/zip'],
  ['txt', 'text/plain'],
]);

function contentTypeOf(key: string): string {
  return CONTENT_TYPES.get(path.extname(key).slice(1).toLowerCase()) ?? 'application/octet-stream';
}

const isTempName = (name: string) => name.startsWith('.');

/** The embedded default: objects are files under one root folder. */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename: a reader never sees a half-written file under its key.
    const temp = path.join(path.dirname(target), `.${randomUUID()}.tmp`);
    let size = 0;
    const count = async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length;
        yield chunk;
      }
    };
    try {
      await pipeline(body, count, createWriteStream(temp, { flags: 'wx' }));
      if (options.contentLength !== undefined && options.contentLength !== size) {
        throw fileErrors.storageFailed('Stored size differs from the declared length', { expected: options.contentLength, size });
      }
      await rename(temp, target);
      return { size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error instanceof AppError ? error : fileErrors.storageFailed('Could not write the file', { key }, error);
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject> {
    const file = this.pathOf(key);
    // Open first so the size and the stream describe the same file even if it is replaced meanwhile.
    const handle = await open(file, 'r').catch((error) => this.fail(error, key));
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw fileErrors.notFound(key);
      const totalSize = info.size;
      const range = options.range ? resolveRange(options.range, totalSize) : undefined;
      const stream = createReadStream('', { fd: handle, start: range?.start, end: range?.end, autoClose: true });
      const size = range ? range.end - range.start + 1 : totalSize;
      return { stream, size, totalSize, contentType: contentTypeOf(key), range };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOf(key), lastModified: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw fileErrors.storageFailed('Could not read the file', { key }, error);
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw fileErrors.storageFailed('Could not delete the file', { key }, error);
    });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertSafePrefix(prefix);
    let count = 0;
    for await (const object of this.list(prefix)) {
      await this.delete(object.key);
      count += 1;
    }
    // Remove the emptied folders (and any stray temp files) under the prefix.
    if (prefix !== '') await rm(path.join(this.root, prefix), { recursive: true, force: true });
    return count;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertSafePrefix(prefix);
    yield* this.walk(path.join(this.root, prefix), prefix);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.health-${randomUUID()}.tmp`);
    const handle = await open(probe, 'wx');
    await handle.close();
    await unlink(probe);
  }

  /** The file for a key; the resolved path must stay inside the root. */
  private pathOf(key: string): string {
    assertSafeKey(key);
    const resolved = path.resolve(this.root, ...key.split('/'));
    if (!resolved.startsWith(this.root + path.sep)) {
      throw fileErrors.invalid('Invalid storage key', { key });
    }
    return resolved;
  }

  private async *walk(dir: string, keyPrefix: string): AsyncGenerator<ListedObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw fileErrors.storageFailed('Could not list files', { prefix: keyPrefix }, error);
    }
    // Sorting folders as "name/" yields keys in the same byte order as an S3 listing.
    const sorted = entries
      .filter((e) => !isTempName(e.name) && (e.isFile() || e.isDirectory()))
      .map((e) => ({ entry: e, sortKey: e.isDirectory() ? `${e.name}/` : e.name }))
      .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    for (const { entry } of sorted) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* this.walk(full, `${keyPrefix}${entry.name}/`);
        continue;
      }
      const info = await stat(full).catch(() => null);
      if (info) yield { key: `${keyPrefix}${entry.name}`, size: info.size, lastModified: info.mtime };
    }
  }

  private fail(error: NodeJS.ErrnoException, key: string): never {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw fileErrors.notFound(key);
    throw fileErrors.storageFailed('Could not read the file', { key }, error);
  }
}
