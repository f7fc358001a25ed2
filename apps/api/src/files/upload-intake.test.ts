import { ANSWER_KINDS, ATTACHMENT_KINDS, IMAGE_KINDS, MESSAGES, type FileKind } from '@fieldwork/contracts';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as make from '../../test/fixtures/files';
import { LocalStorageDriver } from '../storage/local-storage.driver';
import { StagingArea } from './staging-area';
import { UploadIntake, type AcceptedUpload } from './upload-intake';

let root: string;
let stagingDir: string;
let intake: UploadIntake;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fieldwork-intake-'));
  stagingDir = path.join(root, 'staging');
  intake = new UploadIntake(new StagingArea(stagingDir));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const stagingFiles = async () => readdir(stagingDir).catch(() => []);

/** Runs one upload; returns what consume saw (bytes read back through open()). */
async function upload(bytes: Buffer, filename: string, allowedKinds: readonly FileKind[] = ANSWER_KINDS, maxBytes = 20_000_000) {
  return intake.accept({ stream: Readable.from([bytes]), filename, mimetype: 'application/octet-stream' }, { allowedKinds, maxBytes }, async (u) => ({
    ...u,
    stored: await buffer(u.open()),
  }));
}

describe('upload intake: accepted kinds', () => {
  const cases: Array<[string, () => Buffer | Promise<Buffer>, FileKind, string, string]> = [
    ['photo.jpg', () => make.jpeg(), 'jpeg', 'image/jpeg', 'jpg'],
    ['scan.png', () => make.png(), 'png', 'image/png', 'png'],
    ['plan.pdf', () => make.pdf([[595, 842], [842, 595]]), 'pdf', 'application/pdf', 'pdf'],
    ['report.doc', () => make.compoundFile('WordDocument'), 'doc', 'application/msword', 'doc'],
    ['report.docx', () => make.docx(), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['sheet.xls', () => make.compoundFile('Workbook'), 'xls', 'application/vnd.ms-excel', 'xls'],
    ['sheet.xlsx', () => make.xlsx(), 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['clip.mp4', () => make.isoMedia('isom'), 'mp4', 'video/mp4', 'mp4'],
    ['clip.mov', () => make.isoMedia('qt  '), 'quicktime', 'video/quicktime', 'mov'],
    ['clip.3gp', () => make.isoMedia('3gp5'), '3gpp', 'video/3gpp', '3gp'],
  ];
  it.each(cases)('accepts %s as %s', async (name, build, kind, mime, extension) => {
    const bytes = await build();
    const result = await upload(bytes, name);
    expect(result).toMatchObject({ kind, mime, extension, size: bytes.length, originalName: name, isVideo: mime.startsWith('video/') });
    expect(result.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(result.stored.equals(bytes)).toBe(true);
    expect(await stagingFiles()).toEqual([]);
  });

  it('reads image size and PDF pages while checking', async () => {
    expect(await upload(await make.jpeg(640, 480), 'a.jpg')).toMatchObject({ width: 640, height: 480 });
    expect(await upload(await make.jpeg(640, 480, { orientation: 6 }), 'a.jpg')).toMatchObject({ width: 480, height: 640 });
    const plan = await upload(make.pdf([[595, 842], [1191, 842]]), 'plan.pdf');
    expect(plan.pageCount).toBe(2);
    expect(plan.pages).toEqual([
      { page: 1, width: 595, height: 842 },
      { page: 2, width: 1191, height: 842 },
    ]);
  });

  it('names the extension after the content, not the client, in the kept name too', async () => {
    expect(await upload(await make.jpeg(), 'photo.png', IMAGE_KINDS)).toMatchObject({ kind: 'jpeg', extension: 'jpg', originalName: 'photo.jpg' });
  });

  it('keeps only the base name of a client path', async () => {
    expect((await upload(await make.png(), '../../etc/x.png')).originalName).toBe('x.png');
  });
});

describe('upload intake: wrong kinds renamed to allowed names', () => {
  const text = () => Buffer.from('just some text pretending to be a photo\n'.repeat(50));
  const cases: Array<[string, string, () => Buffer | Promise<Buffer>, readonly FileKind[], string]> = [
    ['a PNG', 'plan.pdf', () => make.png(), ['pdf'], 'pdf'],
    ['an ELF executable', 'photo.jpg', make.elf, IMAGE_KINDS, 'jpeg, png'],
    ['a Windows executable', 'photo.jpg', make.exe, IMAGE_KINDS, 'jpeg, png'],
    ['a text file', 'photo.jpg', text, IMAGE_KINDS, 'jpeg, png'],
    ['a zip without word/document.xml', 'report.docx', () => make.zip({ '[Content_Types].xml': '<Types/>', 'notes.txt': 'x' }), ATTACHMENT_KINDS, ATTACHMENT_KINDS.join(', ')],
    ['a compound file without WordDocument', 'report.doc', () => make.compoundFile('Workbook'), ATTACHMENT_KINDS, ATTACHMENT_KINDS.join(', ')],
    ['a compound file with a non-Office name', 'photo.jpg', () => make.compoundFile('WordDocument'), ANSWER_KINDS, ANSWER_KINDS.join(', ')],
    ['an HEIC-branded ISO file', 'clip.mp4', () => make.isoMedia('heic'), ANSWER_KINDS, ANSWER_KINDS.join(', ')],
    ['a video', 'report.pdf', () => make.isoMedia('isom'), ATTACHMENT_KINDS, ATTACHMENT_KINDS.join(', ')],
    ['a PDF', 'avatar.png', () => make.pdf(), IMAGE_KINDS, 'jpeg, png'],
  ];
  it.each(cases)('refuses %s named %s', async (_what, name, build, allowed, listed) => {
    const consume = vi.fn();
    const result = intake.accept({ stream: Readable.from([await build()]), filename: name }, { allowedKinds: allowed, maxBytes: 1e8 }, consume);
    await expect(result).rejects.toMatchObject({ code: 'invalid_file_type', message: `Invalid file extension allowed only ${listed}` });
    expect(consume).not.toHaveBeenCalled();
    expect(await stagingFiles()).toEqual([]);
  });
});

describe('upload intake: files that are not whole', () => {
  const cut = (bytes: Buffer, fraction: number) => bytes.subarray(0, Math.floor(bytes.length * fraction));
  const cases: Array<[string, string, () => Promise<Buffer> | Buffer]> = [
    ['a truncated JPEG', 'photo.jpg', async () => cut(await make.jpeg(800, 600), 0.7)],
    ['a truncated PNG', 'photo.png', async () => cut(await make.png(400, 300, true), 0.6)],
    ['a truncated PDF', 'plan.pdf', () => cut(make.pdf([[595, 842], [842, 595]]), 0.6)],
    ['a PDF cut just before %%EOF', 'plan.pdf', () => cut(make.pdf(), 0.97)],
    ['a truncated docx', 'report.docx', async () => cut(await make.docx(), 0.8)],
    ['a truncated xls', 'sheet.xls', () => cut(make.compoundFile('Workbook', 16384), 0.5)],
    ['an mp4 without moov', 'clip.mp4', () => make.isoMedia('isom', { moov: false })],
    ['a truncated mp4', 'clip.mp4', () => cut(make.isoMedia('isom'), 0.8)],
  ];
  it.each(cases)('refuses %s as corrupted', async (_what, name, build) => {
    const result = upload(await build(), name);
    await expect(result).rejects.toMatchObject({ code: 'corrupted_file', message: MESSAGES.corruptedFile });
    expect(await stagingFiles()).toEqual([]);
  });
});

describe('upload intake: limits and broken streams', () => {
  it('stops at the size limit with file_too_large', async () => {
    const big = await make.jpeg(2000, 1500);
    const result = upload(big, 'photo.jpg', IMAGE_KINDS, big.length - 1);
    await expect(result).rejects.toMatchObject({ code: 'file_too_large', details: { maxBytes: big.length - 1 } });
    expect(await stagingFiles()).toEqual([]);
    await expect(upload(big, 'photo.jpg', IMAGE_KINDS, big.length)).resolves.toMatchObject({ size: big.length });
  });

  it('treats a stream that multipart truncated at its own limit as too large', async () => {
    const stream = Object.assign(Readable.from([await make.jpeg()]), { truncated: true });
    await expect(intake.accept({ stream, filename: 'a.jpg' }, { allowedKinds: IMAGE_KINDS, maxBytes: 1e9 }, async () => 1)).rejects.toMatchObject({
      code: 'file_too_large',
    });
    expect(await stagingFiles()).toEqual([]);
  });

  it('leaves no staging file and no stored object when the client stream breaks', async () => {
    const storage = new LocalStorageDriver(path.join(root, 'store'));
    const stream = new PassThrough();
    const consume = vi.fn((u: AcceptedUpload) => storage.put('i1/assets/x/original.jpg', u.open(), { contentType: u.mime }));
    const result = intake.accept({ stream, filename: 'a.jpg' }, { allowedKinds: IMAGE_KINDS, maxBytes: 1e9 }, consume);
    stream.write((await make.jpeg()).subarray(0, 5000));
    setTimeout(() => stream.destroy(new Error('connection reset')), 20);
    await expect(result).rejects.toThrow('connection reset');
    expect(consume).not.toHaveBeenCalled();
    expect(await stagingFiles()).toEqual([]);
    expect(await storage.head('i1/assets/x/original.jpg')).toBeNull();
  });

  it('refuses an empty file', async () => {
    await expect(upload(Buffer.alloc(0), 'a.png', IMAGE_KINDS)).rejects.toMatchObject({ code: 'invalid_file_type' });
    expect(await stagingFiles()).toEqual([]);
  });

  it('purges staging files a killed process left behind', async () => {
    const staging = new StagingArea(stagingDir);
    const left = await staging.stage(Readable.from([Buffer.from('half an upload')]));
    expect(await staging.purgeStale(60_000)).toBe(0);
    expect(await staging.purgeStale(60_000, Date.now() + 120_000)).toBe(1);
    expect(await stagingFiles()).not.toContain(path.basename(left.path));
  });

  it('removes the staging file when storing fails', async () => {
    const failing = intake.accept({ stream: Readable.from([await make.png()]), filename: 'a.png' }, { allowedKinds: IMAGE_KINDS, maxBytes: 1e6 }, async () => {
      throw new Error('bucket unreachable');
    });
    await expect(failing).rejects.toThrow('bucket unreachable');
    expect(await stagingFiles()).toEqual([]);
  });
});
