import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { RandomAccessFile } from './random-access-file';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsPromise: Promise<PdfJs> | undefined;
/** pdfjs-dist is ESM-only; the legacy build is the one meant for Node. Loaded once, on first use. */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

const assetsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
const RANGE_CHUNK = 256 * 1024;
const INITIAL_BYTES = 1024 * 1024;

export interface OpenPdf {
  document: PDFDocumentProxy;
  close(): Promise<void>;
}

/**
 * Opens a PDF file for pdfjs without reading it whole: pdfjs asks for byte ranges (the xref at the
 * end, then the objects it needs) and they are read from disk, so a 500 MB plan costs little memory.
 */
export async function openPdf(filePath: string): Promise<OpenPdf> {
  const pdfjs = await loadPdfJs();
  const file = await RandomAccessFile.open(filePath);
  try {
    const initial = new Uint8Array(await file.read(0, Math.min(file.size, INITIAL_BYTES)));
    const transport = new pdfjs.PDFDataRangeTransport(file.size, initial, initial.length === file.size);
    transport.requestDataRange = (begin: number, end: number) => {
      file.read(begin, end - begin).then(
        (chunk) => transport.onDataRange(begin, new Uint8Array(chunk)),
        () => transport.onDataRange(begin, null),
      );
    };
    const task = pdfjs.getDocument({
      range: transport,
      length: file.size,
      rangeChunkSize: RANGE_CHUNK,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      // Fonts and image decoders ship with pdfjs-dist; nothing is fetched from the network.
      standardFontDataUrl: `${assetsDir}/standard_fonts/`,
      cMapUrl: `${assetsDir}/cmaps/`,
      cMapPacked: true,
      wasmUrl: `${assetsDir}/wasm/`,
      verbosity: 0,
    });
    const document = await task.promise.catch(async (error) => {
      await task.destroy();
      throw error;
    });
    return {
      document,
      close: async () => {
        await document.destroy();
        await file.close();
      },
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}

export interface PdfPageSize {
  page: number;
  /** In PDF points (1/72 inch), after the page's own rotation. */
  width: number;
  height: number;
}

/** Page count and every page's size, read from the PDF itself. */
export async function readPdfPages(document: PDFDocumentProxy): Promise<PdfPageSize[]> {
  const pages: PdfPageSize[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    pages.push({ page: n, width: round2(width), height: round2(height) });
    page.cleanup();
  }
  return pages;
}

/** Opens, reads the page sizes, closes. */
export async function inspectPdf(filePath: string): Promise<{ pageCount: number; pages: PdfPageSize[] }> {
  const pdf = await openPdf(filePath);
  try {
    const pages = await readPdfPages(pdf.document);
    return { pageCount: pages.length, pages };
  } finally {
    await pdf.close();
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;
