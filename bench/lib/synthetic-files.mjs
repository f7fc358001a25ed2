// Large upload bodies made as they are read, so a 500 MB benchmark file never sits in memory.
import { Readable } from 'node:stream';

const CHUNK = 64 * 1024;

function box(type, size) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write(type, 4, 'latin1');
  return header;
}

/**
 * An mp4 of exactly `size` bytes that the upload intake accepts: ftyp, an (empty) moov, then one
 * mdat filled with a repeated pattern. Use a filename ending in .mp4 and a target that allows video.
 */
export function syntheticVideo(size = 500 * 1024 * 1024) {
  const ftyp = Buffer.concat([box('ftyp', 24), Buffer.from('isom\0\0\x02\0isomavc1', 'latin1')]);
  const moov = Buffer.concat([box('moov', 16), box('free', 8)]);
  const head = Buffer.concat([ftyp, moov, box('mdat', size - ftyp.length - moov.length)]);
  const fill = Buffer.alloc(CHUNK, 0x42);
  let remaining = size - head.length;
  let headSent = false;
  return new Readable({
    read() {
      if (!headSent) {
        headSent = true;
        this.push(head);
        return;
      }
      if (remaining <= 0) {
        this.push(null);
        return;
      }
      const n = Math.min(CHUNK, remaining);
      remaining -= n;
      this.push(n === CHUNK ? fill : fill.subarray(0, n));
    },
  });
}
