import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../test/fixtures/files';
import { inspectPdf } from './pdf-document';
import { PdfRenderer, type RenderedPdfPage } from './pdf-renderer';

let dir: string;
let twoPages: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fieldwork-pdf-'));
  twoPages = path.join(dir, 'two-pages.pdf');
  await writeFile(twoPages, make.pdf([[595, 842], [1191, 842]])); // A4 portrait, A3 landscape
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function all(pages: AsyncIterable<RenderedPdfPage>): Promise<RenderedPdfPage[]> {
  const out: RenderedPdfPage[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

describe('PDF pages', () => {
  it('reads the page count and each page size from the PDF', async () => {
    expect(await inspectPdf(twoPages)).toEqual({
      pageCount: 2,
      pages: [
        { page: 1, width: 595, height: 842 },
        { page: 2, width: 1191, height: 842 },
      ],
    });
  });

  it('renders every page to a PNG at twice the point size', async () => {
    const pages = await all(new PdfRenderer().render(twoPages));
    expect(pages.map(({ png, ...rest }) => rest)).toEqual([
      { page: 1, pageCount: 2, widthPt: 595, heightPt: 842, width: 1190, height: 1684 },
      { page: 2, pageCount: 2, widthPt: 1191, heightPt: 842, width: 2382, height: 1684 },
    ]);
    for (const page of pages) {
      const meta = await sharp(page.png).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: page.width, height: page.height });
    }
    // The frame is drawn: the page is not blank white.
    const { channels } = await sharp(pages[0].png).stats();
    expect(channels[0].min).toBeLessThan(100);
  });

  it('re-renders at a requested width (pdf-resize)', async () => {
    const pages = await all(new PdfRenderer().render(twoPages, { maxWidth: 600 }));
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [600, 849],
      [600, 424],
    ]);
  });

  it('renders only the pages asked for', async () => {
    expect((await all(new PdfRenderer().render(twoPages, { pages: [2, 7] }))).map((p) => p.page)).toEqual([2]);
  });

  it('reads a large PDF by ranges', async () => {
    const large = path.join(dir, 'large.pdf');
    await writeFile(large, make.pdf([[595, 842], [1191, 842]], { paddingBytes: 6_000_000 }));
    expect((await inspectPdf(large)).pageCount).toBe(2);
    expect((await all(new PdfRenderer().render(large, { pages: [2], maxWidth: 300 })))[0]).toMatchObject({ page: 2, width: 300 });
  });

  it('caps the raster of a huge plan', async () => {
    const huge = path.join(dir, 'huge.pdf');
    await writeFile(huge, make.pdf([[14400, 7200]])); // 5 m x 2.5 m, the largest page PDF allows
    const [page] = await all(new PdfRenderer({ maxPixels: 4_000_000, maxSide: 4000 }).render(huge));
    expect(page.width * page.height).toBeLessThanOrEqual(4_000_000);
    expect(page.width).toBeLessThanOrEqual(4000);
    expect(page.width / page.height).toBeCloseTo(2, 2);
  });
});
