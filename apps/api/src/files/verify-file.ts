import { isVideoKind, type FileKind } from '@fieldwork/contracts';
import sharp from 'sharp';
import { readCfbDirectory } from './cfb-directory';
import { OLE_MAIN_STREAMS, ooxmlMainPart } from './detect-file-kind';
import { fileErrors } from './file-errors';
import { orientedSize } from './image-processor';
import { inspectIsoBmff } from './iso-bmff';
import { inspectPdf, type PdfPageSize } from './pdf-document';
import { withFile } from './random-access-file';
import { readZipDirectory, zipEntryIsWhole } from './zip-directory';

export interface FileFacts {
  width?: number;
  height?: number;
  pageCount?: number;
  pages?: PdfPageSize[];
}

const PDF_TAIL = 2048;

/**
 * Checks that a staged file of a detected kind is whole and readable, and returns what was learnt
 * on the way (image size, PDF pages). Throws corrupted_file with the catalogue text otherwise.
 */
export async function verifyFile(filePath: string, kind: FileKind): Promise<FileFacts> {
  if (kind === 'jpeg' || kind === 'png') return verifyImage(filePath, kind);
  if (kind === 'pdf') return verifyPdf(filePath);
  if (kind === 'docx' || kind === 'xlsx') return verifyOoxml(filePath, kind);
  if (kind === 'doc' || kind === 'xls') return verifyOle(filePath, kind);
  if (isVideoKind(kind)) return verifyVideo(filePath);
  throw fileErrors.corrupted(`no check for ${kind}`);
}

async function verifyImage(filePath: string, kind: 'jpeg' | 'png'): Promise<FileFacts> {
  const options: sharp.SharpOptions = { failOn: 'truncated', sequentialRead: true };
  try {
    const meta = await sharp(filePath, options).metadata();
    if (meta.format !== kind || !meta.width || !meta.height) throw new Error(`image header says ${meta.format}`);
    // A small decode still walks every byte of the compressed data (JPEG shrink-on-load), so a
    // truncated or damaged body fails here while costing little memory.
    await sharp(filePath, options).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return orientedSize(meta);
  } catch (error) {
    throw fileErrors.corrupted((error as Error).message);
  }
}

async function verifyPdf(filePath: string): Promise<FileFacts> {
  // pdfjs repairs a lot; a missing %%EOF is the surest sign of a cut-off upload.
  const tail = await withFile(filePath, (file) => file.read(Math.max(0, file.size - PDF_TAIL), PDF_TAIL));
  if (!tail.includes('%%EOF')) throw fileErrors.corrupted('pdf has no %%EOF');
  try {
    const { pageCount, pages } = await inspectPdf(filePath);
    if (pageCount < 1) throw new Error('pdf has no pages');
    return { pageCount, pages };
  } catch (error) {
    throw fileErrors.corrupted((error as Error).message);
  }
}

async function verifyOoxml(filePath: string, kind: 'docx' | 'xlsx'): Promise<FileFacts> {
  await withFile(filePath, async (file) => {
    const entries = await readZipDirectory(file);
    if (!entries) throw fileErrors.corrupted('zip central directory unreadable');
    for (const name of ['[Content_Types].xml', ooxmlMainPart(kind)!]) {
      const entry = entries.find((e) => e.name === name);
      if (!entry || !(await zipEntryIsWhole(file, entry))) throw fileErrors.corrupted(`zip entry ${name} missing or cut`);
    }
  });
  return {};
}

async function verifyOle(filePath: string, kind: 'doc' | 'xls'): Promise<FileFacts> {
  await withFile(filePath, async (file) => {
    const directory = await readCfbDirectory(file);
    if (!directory) throw fileErrors.corrupted('compound file directory unreadable');
    const main = directory.streams.find((s) => OLE_MAIN_STREAMS[kind]!.includes(s.name));
    if (!main || !(await directory.chainIsWhole(main))) throw fileErrors.corrupted(`${kind} main stream missing or cut`);
  });
  return {};
}

async function verifyVideo(filePath: string): Promise<FileFacts> {
  const { whole } = await withFile(filePath, inspectIsoBmff);
  if (!whole) throw fileErrors.corrupted('video boxes do not cover the file or moov is missing');
  return {};
}
