import type { RandomAccessFile } from './random-access-file';

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 100_000;

/**
 * The entry names of a zip, read from its central directory (at the end of the file). Returns null
 * when the directory is missing or does not hold together, which is what a truncated or damaged
 * docx/xlsx looks like.
 */
export async function readZipDirectory(file: RandomAccessFile): Promise<ZipEntry[] | null> {
  const tailLength = Math.min(file.size, 22 + MAX_COMMENT);
  const tail = await file.read(file.size - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const eocdOffset = file.size - tailLength + at;
  let count = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if (offset === 0xffffffff || size === 0xffffffff || count === 0xffff) {
    const zip64 = await readZip64End(file, eocdOffset);
    if (!zip64) return null;
    ({ count, size, offset } = zip64);
  }
  if (count > MAX_ENTRIES || offset + size > eocdOffset) return null;
  const directory = await file.read(offset, size);
  if (directory.length !== size) return null;

  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i += 1) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL_ENTRY) return null;
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    entries.push({
      name: directory.toString('utf8', p + 46, p + 46 + nameLength),
      compressedSize: directory.readUInt32LE(p + 20),
      uncompressedSize: directory.readUInt32LE(p + 24),
      localHeaderOffset: directory.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return p <= directory.length ? entries : null;
}

/** True when the entry's local header is where the directory says and its data fits in the file. */
export async function zipEntryIsWhole(file: RandomAccessFile, entry: ZipEntry): Promise<boolean> {
  const header = await file.read(entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) return false;
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  return entry.compressedSize === 0xffffffff || dataStart + entry.compressedSize <= file.size;
}

async function readZip64End(file: RandomAccessFile, eocdOffset: number) {
  const locator = await file.read(eocdOffset - 20, 20);
  if (locator.length < 20 || locator.readUInt32LE(0) !== ZIP64_LOCATOR) return null;
  const recordOffset = Number(locator.readBigUInt64LE(8));
  const record = await file.read(recordOffset, 56);
  if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) return null;
  return {
    count: Number(record.readBigUInt64LE(32)),
    size: Number(record.readBigUInt64LE(40)),
    offset: Number(record.readBigUInt64LE(48)),
  };
}
