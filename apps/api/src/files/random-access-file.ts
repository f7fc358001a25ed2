import { open, type FileHandle } from 'node:fs/promises';

/** Reads byte ranges of a staged file, so container checks never load a whole file. */
export class RandomAccessFile {
  private constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  static async open(path: string): Promise<RandomAccessFile> {
    const handle = await open(path, 'r');
    try {
      return new RandomAccessFile(handle, (await handle.stat()).size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Up to `length` bytes from `offset`; shorter at the end of the file. */
  async read(offset: number, length: number): Promise<Buffer> {
    const available = Math.max(0, Math.min(length, this.size - offset));
    const buffer = Buffer.alloc(available);
    let done = 0;
    while (done < available) {
      const { bytesRead } = await this.handle.read(buffer, done, available - done, offset + done);
      if (bytesRead === 0) break;
      done += bytesRead;
    }
    return done === available ? buffer : buffer.subarray(0, done);
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

/** Opens a file, runs `fn`, always closes. */
export async function withFile<T>(path: string, fn: (file: RandomAccessFile) => Promise<T>): Promise<T> {
  const file = await RandomAccessFile.open(path);
  try {
    return await fn(file);
  } finally {
    await file.close();
  }
}
