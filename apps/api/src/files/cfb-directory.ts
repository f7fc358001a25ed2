import type { RandomAccessFile } from './random-access-file';

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTORS_WALKED = 1_000_000;

export interface CfbStream {
  name: string;
  startSector: number;
  size: number;
}

/**
 * The stream names of an OLE compound file (legacy .doc and .xls), read by following the directory
 * chain through the FAT. Returns null when the header, FAT or directory do not hold together or
 * point past the end of the file (a truncated upload).
 */
export async function readCfbDirectory(file: RandomAccessFile): Promise<{ streams: CfbStream[]; chainIsWhole: (s: CfbStream) => Promise<boolean> } | null> {
  const header = await file.read(0, 512);
  if (header.length < 512 || !header.subarray(0, 8).equals(SIGNATURE) || header.readUInt16LE(28) !== 0xfffe) return null;
  const shift = header.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  // Sector n starts at (n + 1) x sectorSize: the header fills sector -1.
  const sectorCount = Math.floor(file.size / sectorSize) - 1;
  const fatSectors = header.readUInt32LE(44);
  const firstDirectory = header.readUInt32LE(48);
  const difat: number[] = [];
  for (let i = 0; i < Math.min(fatSectors, 109); i += 1) difat.push(header.readUInt32LE(76 + i * 4));
  let difatSector = header.readUInt32LE(68);
  while (difat.length < fatSectors && difatSector !== END_OF_CHAIN) {
    if (difatSector >= sectorCount) return null;
    const sector = await readSector(file, difatSector, sectorSize);
    for (let i = 0; i < sectorSize / 4 - 1 && difat.length < fatSectors; i += 1) difat.push(sector.readUInt32LE(i * 4));
    difatSector = sector.readUInt32LE(sectorSize - 4);
  }
  if (difat.length < fatSectors || difat.some((s) => s >= sectorCount)) return null;

  const perFatSector = sectorSize / 4;
  const fatCache = new Map<number, Buffer>();
  const nextSector = async (sector: number): Promise<number | null> => {
    const fatIndex = Math.floor(sector / perFatSector);
    if (fatIndex >= difat.length) return null;
    let fat = fatCache.get(fatIndex);
    if (!fat) fatCache.set(fatIndex, (fat = await readSector(file, difat[fatIndex], sectorSize)));
    return fat.readUInt32LE((sector % perFatSector) * 4);
  };
  /** Sectors of a chain, or null when it leaves the file or loops. */
  const chain = async (start: number): Promise<number[] | null> => {
    const sectors: number[] = [];
    for (let s = start; s !== END_OF_CHAIN; ) {
      if (s >= sectorCount || sectors.length > MAX_SECTORS_WALKED) return null;
      sectors.push(s);
      const next = await nextSector(s);
      if (next === null) return null;
      s = next;
    }
    return sectors;
  };

  const directorySectors = await chain(firstDirectory);
  if (!directorySectors || directorySectors.length === 0) return null;
  const streams: CfbStream[] = [];
  for (const sector of directorySectors) {
    const data = await readSector(file, sector, sectorSize);
    for (let p = 0; p + 128 <= data.length; p += 128) {
      const nameLength = data.readUInt16LE(p + 64);
      const type = data[p + 66];
      if (type === 0 || nameLength < 2 || nameLength > 64) continue;
      streams.push({
        name: data.toString('utf16le', p, p + nameLength - 2),
        startSector: data.readUInt32LE(p + 116),
        size: data.readUInt32LE(p + 120),
      });
    }
  }
  const miniCutoff = header.readUInt32LE(56);
  const chainIsWhole = async (stream: CfbStream) => {
    // Small streams live in the mini stream, inside the root entry's chain, checked through it.
    if (stream.size < miniCutoff) return true;
    const sectors = await chain(stream.startSector);
    return sectors !== null && sectors.length * sectorSize >= stream.size;
  };
  return { streams, chainIsWhole };
}

async function readSector(file: RandomAccessFile, sector: number, sectorSize: number): Promise<Buffer> {
  return file.read((sector + 1) * sectorSize, sectorSize);
}
