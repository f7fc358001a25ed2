import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFileName, uniqueNames } from './file-names';
import { writeZip, type ZipItem } from './zip-writer';

interface YauzlEntry {
  fileName: string;
}
interface YauzlZip {
  readEntry(): void;
  on(event: 'entry', fn: (entry: YauzlEntry) => void): void;
  on(event: 'end', fn: () => void): void;
  on(event: 'error', fn: (error: Error) => void): void;
  openReadStream(entry: YauzlEntry, fn: (error: Error | null, stream: Readable) => void): void;
}
interface Yauzl {
  fromBuffer(data: Buffer, options: { lazyEntries: boolean }, fn: (error: Error | null, zip: YauzlZip) => void): void;
}

/** Every entry name and its content, read back with yauzl. */
async function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  const imported = (await import('yauzl' as string)) as Yauzl & { default?: Yauzl };
  const yauzl = imported.default ?? imported;
  const zip = await new Promise<YauzlZip>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, z) => (error ? reject(error) : resolve(z))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry) =>
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      }),
    );
    zip.readEntry();
  });
  return files;
}

let dir: string;
beforeAll(async () => (dir = await mkdtemp(path.join(tmpdir(), 'fieldwork-zip-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('streamed zip', () => {
  it('holds every file under a unique name', async () => {
    let open = 0;
    let mostOpen = 0;
    const item = (name: string, body: Buffer): ZipItem => ({
      name,
      open: () => {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        const stream = Readable.from([body]);
        stream.on('end', () => (open -= 1));
        return stream;
      },
    });
    const bodies = [Buffer.from('first photo'), Buffer.from('second photo'), Buffer.from('third photo'), Buffer.alloc(3_000_000, 7)];
    const target = path.join(dir, 'assets.zip');
    const result = await writeZip(
      [item('photo.jpg', bodies[0]), item('photo.jpg', bodies[1]), item('PHOTO.jpg', bodies[2]), item('../plans/plan.pdf', bodies[3])],
      createWriteStream(target),
    );
    expect(result.entries).toBe(4);
    const files = await readZip(await readFile(target));
    expect([...files.keys()]).toEqual(['photo.jpg', 'photo (2).jpg', 'PHOTO (3).jpg', 'plan.pdf']);
    expect([...files.values()].map((b, i) => b.equals(bodies[i]))).toEqual([true, true, true, true]);
    expect(mostOpen).toBe(1);
  });

  it('writes an empty but valid zip for no files', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeZip([], out);
    expect((await readZip(Buffer.concat(chunks))).size).toBe(0);
  });

  it('fails and destroys the output when a file cannot be read', async () => {
    const out = new PassThrough();
    out.resume();
    const broken: ZipItem = {
      name: 'broken.jpg',
      open: () =>
        new Readable({
          read() {
            this.destroy(new Error('object vanished'));
          },
        }),
    };
    await expect(writeZip([{ name: 'a.txt', open: () => Readable.from(['a']) }, broken], out)).rejects.toThrow('object vanished');
    expect(out.destroyed).toBe(true);
  });
});

describe('file names', () => {
  it('keeps a client name as plain text', () => {
    expect(safeFileName('C:\\Users\\dan\\site photo.jpg')).toBe('site photo.jpg');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('bad\u0000name?.pdf')).toBe('badname.pdf');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toMatch(/^x{196}\.pdf$/);
  });

  it('numbers repeated names before the extension', () => {
    expect(uniqueNames(['a.jpg', 'a.jpg', 'A.JPG', 'a (2).jpg', 'notes', 'notes'])).toEqual([
      'a.jpg',
      'a (2).jpg',
      'A (3).JPG',
      'a (2) (2).jpg',
      'notes',
      'notes (2)',
    ]);
  });
});

describe('streamed zip to a client that goes away', () => {
  it('stops and closes the file being read', async () => {
    const out = new PassThrough();
    const source = new Readable({ read() {} }); // a download that never ends on its own
    source.push(Buffer.alloc(100_000));
    const writing = writeZip([{ name: 'video.mp4', open: () => source }], out);
    out.once('data', () => out.destroy(new Error('client closed the connection')));
    await expect(writing).rejects.toThrow();
    expect(source.destroyed).toBe(true);
  });
});
