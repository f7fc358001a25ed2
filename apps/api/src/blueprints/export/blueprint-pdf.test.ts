import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShapeStyle, buildBlueprintExport, exportInputOf, planScale, type CanvasShape } from '@fieldwork/blueprint-core';
import { readPdf } from '../../../test/fixtures/job-pdf';
import { PdfRenderer } from '../../files/pdf-renderer';
import { BLUEPRINT_EXPORT_TEXTS } from './blueprint-export.texts';
import { PlanUnreadableError, blueprintPdf, formatJobTime, formatMeasure, type BlueprintPdfInput } from './blueprint-pdf';

const A4 = { width: 595.28, height: 841.89 };
const PLAN_TEXT = 'NORTH WING LEVEL 2';

/** An A4 plan: its title as real text near the top left, a blue square in the top left corner. */
async function planPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([A4.width, A4.height]);
  page.drawText(PLAN_TEXT, { x: 120, y: A4.height - 40, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  page.drawRectangle({ x: 0, y: A4.height - 40, width: 40, height: 40, color: rgb(0, 0, 1) });
  return doc.save();
}

/** 100 plan pixels to the metre both ways. */
const SCALE = planScale({ ratio: 360, systemUnit: 'Meters' }, { pixels: { width: 1000, height: 1000 }, metrics: { width: 10, height: 10 } });

const RED_LINE: CanvasShape = { kind: 'Line', style: ShapeStyle.ThickLine, points: [100, 300, 400, 300], strokeWidth: 10 };
const FILLED: CanvasShape = { kind: 'Polygon', style: ShapeStyle.PolygonFilled, points: [500, 500, 700, 500, 700, 650, 500, 650] };

function input(overrides: Partial<BlueprintPdfInput> & { plan: Uint8Array }, elements = [
  { canvas: RED_LINE, color: '#ff0000', name: 'Cable' },
  { canvas: FILLED, color: 'rgb(0, 160, 0)', name: 'Floor' },
]): BlueprintPdfInput {
  const summary = buildBlueprintExport(
    elements.map((e) => exportInputOf({ elementId: e.name, canvasData: e.canvas }, { name: e.name, color: e.color }, 'plan.pdf')),
    SCALE,
  );
  return {
    page: 1,
    rotation: 0,
    crop: null,
    elements,
    summary: { export: summary, jobs: elements.map((_, i) => ({ number: 1040 + i, time: '2024-05-01T07:30:00Z' })) },
    lang: 'en',
    title: 'Tower B — plan.pdf',
    ...overrides,
  };
}

let dir: string;
let plan: Uint8Array;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'blueprint-pdf-'));
  plan = await planPdf();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The first page rendered at 2 pixels per point (plan pixels when there is no crop), as raw RGB. */
async function renderFirstPage(bytes: Uint8Array) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  for await (const page of new PdfRenderer().render(file, { scale: 2, pages: [1] })) {
    const { data, info } = await sharp(page.png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: info.height,
      at: (x: number, y: number) => {
        const i = (Math.round(y) * info.width + Math.round(x)) * 3;
        return [data[i]!, data[i + 1]!, data[i + 2]!];
      },
    };
  }
  throw new Error('not rendered');
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;
const isWhite = ([r, g, b]: number[]) => r! > 240 && g! > 240 && b! > 240;

describe('blueprint PDF', () => {
  it('keeps the plan’s page as vectors, sized to the page, with the summary after it', async () => {
    const bytes = await blueprintPdf(input({ plan }));
    const out = await PDFDocument.load(bytes);
    expect(out.getPage(0).getSize()).toEqual({ width: A4.width, height: A4.height });
    const { pages } = await readPdf(Buffer.from(bytes));
    // the plan's own text is still text on the exported plan page: not rasterised
    expect(pages[0]).toHaveText(PLAN_TEXT);
    expect(pages).toHaveLength(2);
    const summary = pages[1]!;
    expect(summary).toHaveText('Tower B — plan.pdf');
    expect(summary).toHaveText('Color Job time Job no # Name Measure');
    // the line: 300 px at 100 px/m; the polygon: 200 x 150 px, perimeter 7 m, area 3 m²
    expect(summary).toHaveText('01/05/24, 07:30 #1040 Cable 3.00 m');
    expect(summary).toHaveText('01/05/24, 07:30 #1041 Floor 7.00 m, 3.00 m²');
    expect(summary).toHaveText('Total per name');
    expect(summary).toHaveText('Cable 1 3.00 —');
    expect(summary).toHaveText('Floor 1 7.00 3.00');
    expect(summary).toHaveText('M (length) M (square) 10.00 3.00');
    expect(summary).toHaveText('Page 1 of 1');
  });

  it('makes the page the crop, in points', async () => {
    const crop = { x: 100, y: 200, width: 400, height: 300 };
    const bytes = await blueprintPdf(input({ plan, crop }));
    const size = (await PDFDocument.load(bytes)).getPage(0).getSize();
    expect(size.width).toBeCloseTo(200, 6);
    expect(size.height).toBeCloseTo(150, 6);
    // rendered at 2 px per point, the crop's pixels are the plan's: the line is 100 px from its top
    const page = await renderFirstPage(bytes);
    expect(isRed(page.at(100, 100))).toBe(true);
    expect(isWhite(page.at(100, 130))).toBe(true);
  });

  it('draws a line where it is on the plan, unrotated and turned a quarter', async () => {
    const flat = await renderFirstPage(await blueprintPdf(input({ plan })));
    expect([flat.width, flat.height]).toEqual([Math.floor(A4.width * 2), Math.floor(A4.height * 2)]);
    expect(isRed(flat.at(250, 300))).toBe(true);
    expect(isRed(flat.at(250, 296))).toBe(true);
    expect(isWhite(flat.at(250, 320))).toBe(true);
    expect(isBlue(flat.at(20, 20))).toBe(true);

    const turned = await renderFirstPage(await blueprintPdf(input({ plan, rotation: 90 })));
    expect([turned.width, turned.height]).toEqual([Math.floor(A4.height * 2), Math.floor(A4.width * 2)]);
    // the same plan pixels hold the line; the page's top left corner has gone to the top right
    expect(isRed(turned.at(250, 300))).toBe(true);
    expect(isWhite(turned.at(250, 320))).toBe(true);
    expect(isBlue(turned.at(turned.width - 20, 20))).toBe(true);
    expect(isBlue(turned.at(20, 20))).toBe(false);
  });

  it('follows the page’s own rotation and a MediaBox that does not start at the origin', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([A4.width + 100, A4.height + 100]);
    page.setMediaBox(100, 100, A4.width, A4.height);
    // the visible page's top left corner
    page.drawRectangle({ x: 100, y: 100 + A4.height - 40, width: 40, height: 40, color: rgb(0, 0, 1) });
    const shifted = await doc.save();
    const flat = await renderFirstPage(await blueprintPdf(input({ plan: shifted })));
    expect(isBlue(flat.at(20, 20))).toBe(true);
    expect(isRed(flat.at(250, 300))).toBe(true);

    // pdf.js shows a page with /Rotate 90 turned, and the plan is drawn on it as shown
    page.setRotation(degrees(90));
    const turned = await renderFirstPage(await blueprintPdf(input({ plan: await doc.save() })));
    expect([turned.width, turned.height]).toEqual([Math.floor(A4.height * 2), Math.floor(A4.width * 2)]);
    expect(isBlue(turned.at(turned.width - 20, 20))).toBe(true);
    expect(isRed(turned.at(250, 300))).toBe(true);
  });

  it('fills a filled polygon see-through and clips its cutouts out, overlapping ones too', async () => {
    // two cutouts overlapping at 575..600 x 540..565 (the second drawn upwards): both cut, the overlap too
    const holed: CanvasShape = { ...FILLED, cutouts: [{ x: 550, y: 540, width: 50, height: 50 }, { x: 575, y: 565, width: 50, height: -40 }] };
    const page = await renderFirstPage(await blueprintPdf(input({ plan }, [{ canvas: holed, color: '#00a000', name: 'Floor' }])));
    const [r, g, b] = page.at(650, 600);
    // half green over white
    expect(g).toBeGreaterThan(180);
    expect(r).toBeGreaterThan(100);
    expect(r).toBeLessThan(160);
    expect(b).toBeLessThan(160);
    expect(isWhite(page.at(560, 550))).toBe(true);
    expect(isWhite(page.at(590, 560))).toBe(true);
    expect(isWhite(page.at(615, 545))).toBe(true);
  });

  it('writes the summary in Hebrew, right to left, read back in order', async () => {
    const elements = [
      { canvas: RED_LINE, color: '#ff0000', name: 'כבל חשמל' },
      { canvas: FILLED, color: '#00a000', name: 'רצפה' },
    ];
    const bytes = await blueprintPdf(input({ plan, lang: 'he', title: 'מגדל B' }, elements));
    const { pages, items } = await readPdf(Buffer.from(bytes));
    const summary = pages[1]!;
    for (const text of ['צבע', 'זמן משימה', 'מס׳ משימה', 'שם', 'מידה', 'סה״כ לפי שם', 'מטר אורך', 'מטר רבוע', 'כבל חשמל', 'רצפה', 'מגדל B', 'עמוד 1 מתוך 1']) {
      expect(summary).toHaveText(text);
    }
    expect(summary).toHaveText('01/05/24, 07:30 #1040 כבל חשמל 3.00 מ׳');
    expect(summary).toHaveText('רצפה 7.00 מ׳, 3.00 מ״ר');
    expect(summary).toHaveText('סה״כ מטר אורך מטר רבוע 10.00 3.00');
    // the first column is at the right: 'Color' ends at the right margin less the cell's padding
    const color = items.find((item) => item.page === 2 && item.str === 'צבע')!;
    expect(color.x + color.width).toBeCloseTo(A4.width - 40 - 4, 0);
  });

  it('paginates a long summary with the heading row on each page', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ canvas: { ...RED_LINE, points: [0, i * 5, 100, i * 5] }, color: '#ff0000', name: `Cable ${i + 1}` }));
    const { pages } = await readPdf(Buffer.from(await blueprintPdf(input({ plan }, many))));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages.slice(1)) expect(page).toHaveText(`Page`);
    expect(pages[2]).toHaveText('Color Job time Job no # Name Measure');
    expect(pages.slice(1).join(' ')).toHaveText('Cable 120');
  });

  it('draws thousands of elements', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ canvas: { ...FILLED, x: i % 50, y: i % 70 }, color: '#00a000', name: 'Floor' }));
    // the summary of two: its pages are another test's
    const bytes = await blueprintPdf({ ...input({ plan }), elements: many });
    const page = await renderFirstPage(bytes);
    expect(isWhite(page.at(560, 560))).toBe(false);
  });

  it('refuses a page the plan has not got, and bytes that are not a PDF', async () => {
    await expect(blueprintPdf(input({ plan, page: 2 }))).rejects.toMatchObject({ reason: 'page', message: expect.stringMatching(/page 2/) });
    await expect(blueprintPdf(input({ plan: new TextEncoder().encode('not a pdf') }))).rejects.toBeInstanceOf(PlanUnreadableError);
  });

  it('exports the elements over a blank page', async () => {
    const blank = await PDFDocument.create();
    blank.addPage([A4.width, A4.height]);
    const page = await renderFirstPage(await blueprintPdf(input({ plan: await blank.save() })));
    expect(isRed(page.at(250, 300))).toBe(true);
  });

  it('writes job times as DD/MM/YY, HH:mm in the given zone', () => {
    expect(formatJobTime('2024-05-01T21:05:00Z')).toBe('01/05/24, 21:05');
    expect(formatJobTime('2024-05-01T21:05:00Z', 'Asia/Jerusalem')).toBe('02/05/24, 00:05');
    expect(formatJobTime(null)).toBeNull();
  });

  it('writes a measure in the instance’s unit', () => {
    const { en, he } = BLUEPRINT_EXPORT_TEXTS;
    expect(formatMeasure(1234.5, 3, 'Meters', en)).toBe('1,234.50 m, 3.00 m²');
    expect(formatMeasure(12, null, 'Inches', en)).toBe('12.00 in');
    expect(formatMeasure(null, 2, 'Inches', en)).toBe('2.00 in²');
    expect(formatMeasure(null, null, 'Meters', he)).toBe('—');
    expect(formatMeasure(3, 2, 'Meters', he)).toBe('3.00 מ׳, 2.00 מ״ר');
  });
});
