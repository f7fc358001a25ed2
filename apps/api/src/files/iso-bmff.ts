import type { FileKind } from '@fieldwork/contracts';
import type { RandomAccessFile } from './random-access-file';

const QUICKTIME_TOP_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const MAX_TOP_BOXES = 10_000;
// Same container, but still images or audio: not a video answer.
const NOT_VIDEO_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis', 'M4A ', 'M4B ', 'M4P ', 'crx ']);

/**
 * The video kind of an ISO base media file (mp4, mov, 3gp) from its ftyp brand, and whether its
 * top-level boxes tile the file exactly and include a moov (the index a player needs). A truncated
 * upload breaks the tiling; a file without moov cannot be played.
 */
export async function inspectIsoBmff(file: RandomAccessFile): Promise<{ kind: FileKind | null; whole: boolean }> {
  let offset = 0;
  let brand: string | null = null;
  let sawMoov = false;
  let first: string | null = null;
  for (let n = 0; offset < file.size; n += 1) {
    if (n > MAX_TOP_BOXES) return { kind: null, whole: false };
    const header = await file.read(offset, 16);
    if (header.length < 8) return { kind: kindOf(brand, first), whole: false };
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return { kind: kindOf(brand, first), whole: false };
    if (size === 1) {
      if (header.length < 16) return { kind: kindOf(brand, first), whole: false };
      size = Number(header.readBigUInt64BE(8));
    } else if (size === 0) {
      size = file.size - offset; // the box runs to the end of the file
    }
    if (size < 8) return { kind: kindOf(brand, first), whole: false };
    if (n === 0) {
      first = type;
      if (type === 'ftyp') brand = (await file.read(offset + 8, 4)).toString('latin1');
    }
    if (type === 'moov') sawMoov = true;
    offset += size;
  }
  return { kind: kindOf(brand, first), whole: offset === file.size && sawMoov };
}

function kindOf(brand: string | null, firstBox: string | null): FileKind | null {
  if (brand === null) return firstBox && QUICKTIME_TOP_BOXES.has(firstBox) ? 'quicktime' : null;
  if (NOT_VIDEO_BRANDS.has(brand)) return null;
  if (brand === 'qt  ') return 'quicktime';
  if (brand.startsWith('3gp') || brand.startsWith('3g2')) return '3gpp';
  return 'mp4'; // isom, iso2, mp41, mp42, avc1, M4V, dash, ...
}
