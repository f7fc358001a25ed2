import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import {
  EncryptedPDFError,
  LineCapStyle,
  LineJoinStyle,
  PDFDocument,
  appendBezierCurve,
  clipEvenOdd,
  closePath,
  concatTransformationMatrix,
  drawObject,
  endPath,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  setGraphicsState,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
  beginText,
  endText,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFHexString,
  type PDFName,
  type RGB,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import {
  PLAN_PIXELS_PER_POINT,
  ShapeStyle,
  normaliseRotation,
  pdfToPlanMatrix,
  planSizeOfPage,
  shapeOfCanvas,
  type BlueprintExport,
  type CanvasShape,
  type PlanEllipse,
  type SystemUnit,
} from '@fieldwork/blueprint-core';
import { layoutParagraph, piecesOf, type TextDirection } from '../../jobs-export/bidi-text';
import { BLUEPRINT_EXPORT_TEXTS, formatFigure, type BlueprintExportTexts } from './blueprint-export.texts';
import { parseColor, type Rgba } from './colors';

/**
 * The blueprint PDF (ADR 0047): the plan's page embedded as it is (its own vectors and text, never
 * rasterised), cropped and turned as the user sees it, with the elements drawn over it as vector
 * paths; then the summary of the export wizard on A4 pages (spec 3 section 2), in English or in
 * Hebrew right to left.
 */

export interface BlueprintPdfInput {
  /** The original PDF plan's bytes, and the page (1-based) the elements are drawn on. */
  plan: Uint8Array;
  page: number;
  /** The plan's rotation (0, 90, 180, 270): plan pixels are the page's points x PLAN_PIXELS_PER_POINT after this rotation. */
  rotation: number;
  /** Part of the plan to export, in plan pixels; null for the whole page. */
  crop: { x: number; y: number; width: number; height: number } | null;
  /** Visible elements in drawing order, with their definition's colour (hex or rgb()) and name. */
  elements: ReadonlyArray<{ canvas: CanvasShape; color: string; name: string }>;
  /** The summary (spec 3 section 2 PDF export wizard): rows with job number and job time (ISO or null), totals per name, totals. */
  summary: { export: BlueprintExport; jobs: readonly { number: number; time: string | null }[] };
  lang: 'en' | 'he';
  title: string;
  /** The zone job times are written in (the instance's); UTC when absent. */
  timeZone?: string;
}

/** Stroke widths, in plan pixels, of elements stored without one. */
const DEFAULT_STROKE: Partial<Record<ShapeStyle, number>> = { [ShapeStyle.ThinLine]: 2, [ShapeStyle.ThickLine]: 6 };
const DEFAULT_OUTLINE = 2;
/** A lamp's dot, in plan pixels, when the element carries no size. */
const LAMP_DIAMETER = 12;
/** Filled shapes are drawn see-through, as the editor draws them, so the plan shows beneath. */
const FILL_OPACITY = 0.5;
/** Bezier control distance of a quarter ellipse. */
const KAPPA = 0.5522847498307936;

export const FONTS_DIR = path.resolve(__dirname, '..', '..', '..', 'assets', 'fonts');
const A4 = { width: 595.28, height: 841.89, side: 40, top: 48, bottom: 56 } as const;
const INK = rgb(0.122, 0.161, 0.2);
const MUTED = rgb(0.38, 0.43, 0.49);
const HAIRLINE = rgb(0.85, 0.87, 0.89);
const HEAD_FILL = rgb(0.95, 0.96, 0.97);
const ROW = 18;

/**
 * The plan cannot be exported: it is not a PDF pdf-lib can read, it is encrypted (pdf-lib does
 * not decrypt, and would copy unreadable content), or it has not got the page asked for. The
 * route answers it as the spec's export failure (success false).
 */
export class PlanUnreadableError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'encrypted' | 'page',
    message: string,
  ) {
    super(message);
  }
}

export async function blueprintPdf(input: BlueprintPdfInput): Promise<Uint8Array> {
  const source = await PDFDocument.load(input.plan, { updateMetadata: false }).catch((error: unknown) => {
    if (error instanceof EncryptedPDFError) throw new PlanUnreadableError('encrypted', 'The plan is encrypted');
    throw new PlanUnreadableError('unreadable', `The plan cannot be read: ${(error as Error).message}`);
  });
  const pages = source.getPageCount();
  if (!Number.isInteger(input.page) || input.page < 1 || input.page > pages) {
    throw new PlanUnreadableError('page', `The plan has ${pages} page(s); page ${input.page} was asked for`);
  }
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(input.title, { showInWindowTitleBar: true });
  doc.setLanguage(input.lang);
  doc.setCreator('Fieldwork');
  doc.setProducer('Fieldwork');

  await drawPlanPage(doc, source.getPage(input.page - 1), input);
  const fonts = {
    regular: await doc.embedFont(await readFile(path.join(FONTS_DIR, 'IBMPlexSansHebrew-Regular.ttf')), { subset: true }),
    bold: await doc.embedFont(await readFile(path.join(FONTS_DIR, 'IBMPlexSansHebrew-Bold.ttf')), { subset: true }),
  };
  await new SummaryWriter(doc, fonts, input).write();
  return doc.save({ useObjectStreams: true });
}

// ---------------------------------------------------------------------------------------------
// The plan page

const OPERATOR_SLICE = 10_000;

type Matrix = readonly [number, number, number, number, number, number];

async function drawPlanPage(doc: PDFDocument, sourcePage: PDFPage, input: BlueprintPdfInput): Promise<void> {
  const media = sourcePage.getMediaBox();
  // The page's own /Rotate turns it before the plan's rotation does (pdf.js renders it turned).
  const rotation = normaliseRotation(sourcePage.getRotation().angle + input.rotation);
  const pageSize = { width: media.width, height: media.height };
  const plan = planSizeOfPage({ widthPt: media.width, heightPt: media.height }, rotation);
  const crop = input.crop ?? { x: 0, y: 0, width: plan.width, height: plan.height };
  const k = PLAN_PIXELS_PER_POINT;

  // The page as a form XObject in its own user space, its MediaBox's corner at the origin; a
  // blank page (no content at all) has nothing to embed.
  const embedded = sourcePage.node.Contents()
    ? await doc.embedPage(sourcePage, { left: media.x, bottom: media.y, right: media.x + media.width, top: media.y + media.height })
    : null;
  const page = doc.addPage([crop.width / k, crop.height / k]);
  const planName = embedded && page.node.newXObject('Plan', embedded.ref);
  // Plan pixels (y down) to this page's points (y up), the crop's corner at the top left.
  const planToPage: Matrix = [1 / k, 0, 0, -1 / k, -crop.x / k, (crop.y + crop.height) / k];

  const ops: PDFOperator[] = [
    pushGraphicsState(),
    concatTransformationMatrix(...planToPage),
    // The source page's space to plan pixels: applied first, so concatenated last.
    ...(planName ? [pushGraphicsState(), concatTransformationMatrix(...pdfToPlanMatrix(pageSize, rotation)), drawObject(planName), popGraphicsState()] : []),
    setLineCap(LineCapStyle.Round),
    setLineJoin(LineJoinStyle.Round),
  ];
  const states = new Map<string, PDFName>();
  const alphaState = (fillAlpha: number, strokeAlpha: number): PDFName => {
    const key = `${fillAlpha}/${strokeAlpha}`;
    let name = states.get(key);
    if (!name) {
      const dict = doc.context.obj({ Type: 'ExtGState', ca: fillAlpha, CA: strokeAlpha });
      name = page.node.newExtGState('GS', doc.context.register(dict));
      states.set(key, name);
    }
    return name;
  };
  // Cutouts are clipped out: a rectangle well past the crop, holed by the cutout (even-odd).
  const margin = 10 * (crop.width + crop.height);
  const outer = [crop.x - margin, crop.y - margin, crop.width + 2 * margin, crop.height + 2 * margin] as const;
  for (const element of input.elements) {
    const drawn = elementOps(element.canvas, parseColor(element.color), alphaState);
    if (!drawn) continue;
    ops.push(pushGraphicsState());
    const cutouts = (element.canvas.cutouts ?? []).filter((c) => [c.x, c.y, c.width, c.height].every(Number.isFinite));
    // One clip per cutout: clips intersect, so a point in any cutout is cut, however they overlap.
    for (const c of cutouts) ops.push(rectangle(...outer), rectangle(c.x, c.y, c.width, c.height), clipEvenOdd(), endPath());
    ops.push(...drawn, popGraphicsState());
  }
  ops.push(popGraphicsState());
  // In slices: thousands of elements are more operators than one call's arguments may be.
  for (let i = 0; i < ops.length; i += OPERATOR_SLICE) page.pushOperators(...ops.slice(i, i + OPERATOR_SLICE));
}

/** The operators that draw one element in plan pixels, or null when it has nothing to draw. */
function elementOps(canvas: CanvasShape, color: Rgba, alphaState: (fill: number, stroke: number) => PDFName): PDFOperator[] | null {
  const shape = shapeOfCanvas(canvas);
  const style = canvas.style;
  const scale = Math.sqrt(Math.abs((canvas.scaleX ?? 1) * (canvas.scaleY ?? 1))) || 1;
  const stored = canvas.widthAsHeight && canvas.strokeHeight ? canvas.strokeHeight : canvas.strokeWidth;
  const width = (stored && stored > 0 ? stored : (DEFAULT_STROKE[style] ?? DEFAULT_OUTLINE)) * scale;
  const paint = [setFillingRgbColor(color.r, color.g, color.b), setStrokingRgbColor(color.r, color.g, color.b), setLineWidth(width)];

  if ('ellipse' in shape) {
    const path = ellipseOps(shape.ellipse);
    if (!path) return null;
    return style === ShapeStyle.CircleFilled
      ? [setGraphicsState(alphaState(FILL_OPACITY * color.a, color.a)), ...paint, ...path, fillAndStroke()]
      : [setGraphicsState(alphaState(color.a, color.a)), ...paint, ...path, stroke()];
  }
  const points = shape.points;
  if (points.length === 0 || !points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))) return null;
  if (style === ShapeStyle.Lamp) {
    const diameter = (canvas.strokeWidth && canvas.strokeWidth > 0 ? canvas.strokeWidth : LAMP_DIAMETER) * scale;
    const dot = ellipseOps({ center: points[0]!, radiusX: diameter / 2, radiusY: diameter / 2 } as PlanEllipse);
    return dot && [setGraphicsState(alphaState(color.a, color.a)), ...paint, ...dot, fill()];
  }
  const closed = style === ShapeStyle.RectOutlined || style === ShapeStyle.RectFilled || style === ShapeStyle.PolygonOutlined || style === ShapeStyle.PolygonFilled;
  const path: PDFOperator[] = [moveTo(points[0]!.x, points[0]!.y)];
  for (let i = 1; i < points.length; i++) path.push(lineTo(points[i]!.x, points[i]!.y));
  // A single sample (a click with the pen) is drawn as a dot by the round cap.
  if (points.length === 1) path.push(lineTo(points[0]!.x, points[0]!.y));
  if (closed) path.push(closePath());
  const filled = style === ShapeStyle.RectFilled || style === ShapeStyle.PolygonFilled;
  return filled
    ? [setGraphicsState(alphaState(FILL_OPACITY * color.a, color.a)), ...paint, ...path, fillAndStroke()]
    : [setGraphicsState(alphaState(color.a, color.a)), ...paint, ...path, stroke()];
}

/** An ellipse (turned by its rotation) as four Bezier curves. */
function ellipseOps(e: PlanEllipse): PDFOperator[] | null {
  const { center, radiusX: rx, radiusY: ry } = e;
  if (![center.x, center.y, rx, ry].every(Number.isFinite)) return null;
  const t = ((e.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const at = (x: number, y: number): [number, number] => [center.x + x * cos - y * sin, center.y + x * sin + y * cos];
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  return [
    moveTo(...at(rx, 0)),
    appendBezierCurve(...at(rx, ky), ...at(kx, ry), ...at(0, ry)),
    appendBezierCurve(...at(-kx, ry), ...at(-rx, ky), ...at(-rx, 0)),
    appendBezierCurve(...at(-rx, -ky), ...at(-kx, -ry), ...at(0, -ry)),
    appendBezierCurve(...at(kx, -ry), ...at(rx, -ky), ...at(rx, 0)),
    closePath(),
  ];
}

// ---------------------------------------------------------------------------------------------
// The summary

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Cell {
  text?: string;
  swatch?: string;
}

interface Column {
  heading: string;
  /** A share of the table's width (the rest goes to the columns without one). */
  width?: number;
  numeric?: boolean;
}

const JOB_TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Job time as the wizard shows it: DD/MM/YY, HH:mm in the instance's zone. */
export function formatJobTime(iso: string | null, timeZone = 'UTC'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let format = JOB_TIME_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    JOB_TIME_FORMATS.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** A row's measure: its length and its area in the unit, whichever it has. */
export function formatMeasure(length: number | null, area: number | null, unit: SystemUnit, texts: BlueprintExportTexts): string {
  const parts: string[] = [];
  if (length !== null) parts.push(`${formatFigure(length)} ${texts.lengthUnit[unit]}`);
  if (area !== null) parts.push(`${formatFigure(area)} ${texts.areaUnit[unit]}`);
  return parts.length > 0 ? parts.join(', ') : texts.none;
}

class SummaryWriter {
  private readonly texts: BlueprintExportTexts;
  private readonly direction: TextDirection;
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  /** Where the next thing goes, from the top of the page. */
  private y = 0;
  private lastBreath = performance.now();

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly input: BlueprintPdfInput,
  ) {
    this.texts = BLUEPRINT_EXPORT_TEXTS[input.lang];
    this.direction = input.lang === 'he' ? 'rtl' : 'ltr';
  }

  async write(): Promise<void> {
    const { texts, input } = this;
    const { export: summary, jobs } = input.summary;
    const unit = summary.unit;
    this.newPage();
    this.text(input.title, A4.side, A4.width - 2 * A4.side, this.y, this.fonts.bold, 16, INK);
    this.y += 30;

    await this.table(
      [{ heading: texts.color, width: 48 }, { heading: texts.jobTime, width: 92 }, { heading: texts.jobNo, width: 62, numeric: true }, { heading: texts.name }, { heading: texts.measure, width: 150, numeric: true }],
      summary.rows.map((row, i) => {
        const job = jobs[i];
        return [
          { swatch: row.color },
          { text: formatJobTime(job?.time ?? null, input.timeZone) ?? texts.none },
          { text: job ? `#${job.number}` : texts.none },
          { text: row.name },
          { text: formatMeasure(row.totalLength, row.totalArea, unit, texts) },
        ];
      }),
    );

    this.heading(texts.totalPerName);
    await this.table(
      [{ heading: texts.color, width: 48 }, { heading: texts.name }, { heading: texts.count, width: 50, numeric: true }, { heading: texts.totalLength[unit], width: 100, numeric: true }, { heading: texts.totalArea[unit], width: 100, numeric: true }],
      summary.totalsPerName.map((total) => [
        { swatch: total.color },
        { text: total.name },
        { text: String(total.count) },
        { text: total.totalLength === null ? texts.none : formatFigure(total.totalLength) },
        { text: total.totalArea === null ? texts.none : formatFigure(total.totalArea) },
      ]),
    );

    this.heading(texts.total);
    await this.table(
      [{ heading: texts.totalLength[unit], width: 150, numeric: true }, { heading: texts.totalArea[unit], width: 150, numeric: true }, { heading: '' }],
      [[{ text: formatFigure(summary.totals.length) }, { text: formatFigure(summary.totals.area) }, {}]],
    );

    this.pages.forEach((page, i) => {
      this.page = page;
      this.text(texts.page(i + 1, this.pages.length), A4.side, A4.width - 2 * A4.side, A4.height - A4.bottom + 20, this.fonts.regular, 8, MUTED, 'end');
    });
  }

  private newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.top;
  }

  private heading(title: string): void {
    if (this.y + 22 + 2 * ROW > A4.height - A4.bottom) this.newPage();
    this.y += 14;
    this.text(title, A4.side, A4.width - 2 * A4.side, this.y, this.fonts.bold, 12, INK);
    this.y += 20;
  }

  /** A table with its heading row, repeated at the top of each page it runs onto. */
  private async table(columns: Column[], rows: Cell[][]): Promise<void> {
    const total = A4.width - 2 * A4.side;
    const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flexible = columns.filter((c) => c.width === undefined).length;
    const widths = columns.map((c) => c.width ?? (total - fixed) / flexible);
    // Left edges, the first column at the start edge: the right in Hebrew.
    const lefts: number[] = [];
    let offset = 0;
    for (const width of widths) {
      lefts.push(this.direction === 'rtl' ? A4.width - A4.side - offset - width : A4.side + offset);
      offset += width;
    }
    const headingRow = () => {
      this.page.drawRectangle({ x: A4.side, y: A4.height - this.y - ROW, width: total, height: ROW, color: HEAD_FILL });
      columns.forEach((c, i) => this.text(c.heading, lefts[i]! + 4, widths[i]! - 8, this.y + 4, this.fonts.bold, 9, INK));
      this.y += ROW;
    };
    if (this.y + 2 * ROW > A4.height - A4.bottom) this.newPage();
    headingRow();
    for (const row of rows) {
      if (this.y + ROW > A4.height - A4.bottom) {
        this.newPage();
        headingRow();
      }
      row.forEach((cell, i) => {
        const left = lefts[i]! + 4;
        if (cell.swatch) {
          const c = parseColor(cell.swatch);
          const x = this.direction === 'rtl' ? left + widths[i]! - 8 - 24 : left;
          this.page.drawRectangle({ x, y: A4.height - this.y - 14, width: 24, height: 10, color: rgb(c.r, c.g, c.b), borderColor: HAIRLINE, borderWidth: 0.5 });
        } else if (cell.text) {
          this.text(cell.text, left, widths[i]! - 8, this.y + 4, this.fonts.regular, 9, INK);
        }
      });
      this.y += ROW;
      this.page.drawLine({ start: { x: A4.side, y: A4.height - this.y }, end: { x: A4.width - A4.side, y: A4.height - this.y }, thickness: 0.5, color: HAIRLINE });
      await this.breathe();
    }
  }

  /** Lets the server answer others while a long summary is written. */
  private async breathe(): Promise<void> {
    if (performance.now() - this.lastBreath < 20) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.lastBreath = performance.now();
  }

  /**
   * One line of text in a box `width` wide, `top` points from the top of the page, at the
   * document's start edge (or its end edge): cut with an ellipsis when too long, reordered into
   * visual runs (bidi-text.ts) and written in reading order so a text extractor reads it back.
   * A summary repeats its words (names, dates, units), so each line is laid out and each piece
   * shaped once (fontkit's layout is most of the time otherwise).
   */
  private text(text: string, left: number, width: number, top: number, font: PDFFont, size: number, color: RGB, edge: 'start' | 'end' = 'start'): void {
    const laid = this.laidLine(text, width, font, size);
    if (laid.pieces.length === 0) return;
    const atRight = (this.direction === 'rtl') === (edge === 'start');
    const x = atRight ? left + width - laid.width : left;
    const baseline = A4.height - top - size;
    const key = this.fontKey(font);
    const ops: PDFOperator[] = [];
    for (const piece of laid.pieces) {
      ops.push(
        beginText(),
        setFillingRgbColor(color.red, color.green, color.blue),
        setFontAndSize(key, size),
        setTextMatrix(1, 0, 0, 1, x + piece.x, baseline),
        showText(piece.encoded),
        endText(),
      );
    }
    this.page.pushOperators(...ops);
  }

  private readonly laidLines = new Map<string, { width: number; pieces: Array<{ x: number; encoded: PDFHexString }> }>();
  private readonly widths = new Map<PDFFont, Map<string, number>>();
  private readonly encodings = new Map<PDFFont, Map<string, PDFHexString>>();
  private readonly fontKeys = new Map<PDFPage, Map<PDFFont, PDFName>>();

  private laidLine(text: string, width: number, font: PDFFont, size: number) {
    const cacheKey = `${font === this.fonts.bold ? 'b' : 'r'}|${size}|${width}|${text}`;
    let laid = this.laidLines.get(cacheKey);
    if (laid) return laid;
    let widths = this.widths.get(font);
    if (!widths) this.widths.set(font, (widths = new Map()));
    const unitWidths = widths;
    const measure = (piece: string) => {
      let w = unitWidths.get(piece);
      if (w === undefined) unitWidths.set(piece, (w = font.widthOfTextAtSize(piece, 1)));
      return w * size;
    };
    let encodings = this.encodings.get(font);
    if (!encodings) this.encodings.set(font, (encodings = new Map()));
    const line = layoutParagraph(fit(text, width, measure), Number.POSITIVE_INFINITY, measure, this.direction).lines[0];
    const pieces: Array<{ x: number; encoded: PDFHexString }> = [];
    for (const run of [...(line?.runs ?? [])].sort((a, b) => a.start - b.start)) {
      for (const piece of piecesOf(run, measure)) {
        if (!piece.text.trim()) continue;
        let encoded = encodings.get(piece.text);
        if (!encoded) encodings.set(piece.text, (encoded = font.encodeText(piece.text)));
        pieces.push({ x: piece.x, encoded });
      }
    }
    laid = { width: line?.width ?? 0, pieces };
    this.laidLines.set(cacheKey, laid);
    return laid;
  }

  /** The font's name in the current page's resources. */
  private fontKey(font: PDFFont): PDFName {
    let keys = this.fontKeys.get(this.page);
    if (!keys) this.fontKeys.set(this.page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = this.page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }
}

/** `text` as it fits in `width`: whole, or cut with an ellipsis. */
function fit(text: string, width: number, measure: (s: string) => number): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && measure(`${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}
