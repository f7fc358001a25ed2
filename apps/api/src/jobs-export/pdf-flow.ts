import path from 'node:path';
import PDFDocument from 'pdfkit';
import { layoutParagraph, piecesOf, type LaidLine, type TextDirection } from './bidi-text';

/**
 * A top-to-bottom flow on A4 pages over pdfkit, written for either direction: "start" is the
 * left in English and the right in Hebrew. Text goes through the bidi layout (bidi-text.ts);
 * pages break between lines; the page furniture is drawn by the callbacks.
 */

export const FONTS_DIR = path.resolve(__dirname, '..', '..', 'assets', 'fonts');
const FONT_FILES = {
  regular: path.join(FONTS_DIR, 'IBMPlexSansHebrew-Regular.ttf'),
  bold: path.join(FONTS_DIR, 'IBMPlexSansHebrew-Bold.ttf'),
} as const;
export type FontWeight = keyof typeof FONT_FILES;

export const PAGE = { width: 595.28, height: 841.89, side: 40, top: 92, bottom: 56 } as const;

export interface TextStyle {
  weight?: FontWeight;
  size?: number;
  color?: string;
  /** Points in from the start edge. */
  inset?: number;
  /** Points in from the end edge. */
  endInset?: number;
  /** Extra points between lines. */
  gap?: number;
}

export interface PdfFlowOptions {
  direction: TextDirection;
  title: string;
  author: string;
  language: string;
  /** Draws what every page has at its top (called on each new page). */
  onPage: (flow: PdfFlow) => void;
}

export class PdfFlow {
  readonly doc: PDFKit.PDFDocument;
  readonly direction: TextDirection;
  /** Where the next thing is drawn, from the top of the page. */
  y: number = PAGE.top;
  private readonly onPage: (flow: PdfFlow) => void;

  constructor(options: PdfFlowOptions) {
    this.direction = options.direction;
    this.onPage = options.onPage;
    // Margins are ours to keep: pdfkit itself never breaks a page. Pages stay buffered (their
    // content streams only; images and fonts are written out as they come) for the page count.
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      compress: true,
      lang: options.language,
      displayTitle: true,
      info: { Title: options.title, Author: options.author, Creator: 'Fieldwork', Producer: 'Fieldwork' },
    });
    this.doc.registerFont('regular', FONT_FILES.regular);
    this.doc.registerFont('bold', FONT_FILES.bold);
  }

  get left(): number {
    return PAGE.side;
  }
  get right(): number {
    return PAGE.width - PAGE.side;
  }
  get width(): number {
    return this.right - this.left;
  }
  get bottom(): number {
    return PAGE.height - PAGE.bottom;
  }
  get rtl(): boolean {
    return this.direction === 'rtl';
  }

  /** The x of a box `width` wide placed `inset` points in from the start edge. */
  startX(width: number, inset = 0): number {
    return this.rtl ? this.right - inset - width : this.left + inset;
  }

  /** The x of a box `width` wide placed `inset` points in from the end edge. */
  endX(width: number, inset = 0): number {
    return this.rtl ? this.left + inset : this.right - inset - width;
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = PAGE.top;
    this.onPage(this);
  }

  /** Makes room for `height` points, on a new page when this one has not got them. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > PAGE.top) this.newPage();
  }

  use(style: TextStyle): void {
    this.doc.font(style.weight ?? 'regular').fontSize(style.size ?? 10);
  }

  lineHeight(style: TextStyle): number {
    this.use(style);
    return this.doc.currentLineHeight(true) + (style.gap ?? 1);
  }

  /** Lines of each paragraph of `text` (line feeds start new ones) in `width` points. */
  lay(text: string, style: TextStyle, width: number): LaidLine[] {
    this.use(style);
    const measure = (piece: string) => this.doc.widthOfString(piece);
    return text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .flatMap((paragraph) => layoutParagraph(paragraph, width, measure, this.direction).lines);
  }

  /** The height `text` takes in the flow's width less the insets. */
  heightOf(text: string, style: TextStyle): number {
    const width = this.width - (style.inset ?? 0) - (style.endInset ?? 0);
    return this.lay(text, style, width).length * this.lineHeight(style);
  }

  /** Writes `text` at the start edge, breaking pages between lines. */
  text(text: string, style: TextStyle = {}): void {
    const inset = style.inset ?? 0;
    const width = this.width - inset - (style.endInset ?? 0);
    const lines = this.lay(text, style, width);
    const height = this.lineHeight(style);
    for (const line of lines) {
      this.ensure(height);
      this.drawLine(line, this.startX(line.width, inset), this.y, style);
      this.y += height;
    }
  }

  /**
   * One line that is not wrapped (page furniture, labels, chips), `inset` points from the start
   * or end edge, cut with an ellipsis to `maxWidth`. Returns the width it took.
   */
  label(text: string, y: number, style: TextStyle, place: { edge?: 'start' | 'end'; inset?: number; maxWidth?: number } = {}): number {
    const fitted = this.fit(text.replace(/\s+/g, ' ').trim(), style, place.maxWidth ?? this.width);
    const line = this.lay(fitted, style, Number.POSITIVE_INFINITY)[0];
    if (!line || line.width === 0) return 0;
    const x = place.edge === 'end' ? this.endX(line.width, place.inset) : this.startX(line.width, place.inset);
    this.drawLine(line, x, y, style);
    return line.width;
  }

  widthOf(text: string, style: TextStyle): number {
    this.use(style);
    return this.doc.widthOfString(text);
  }

  /** `text`, shortened with an ellipsis when it is wider than `maxWidth`. */
  fit(text: string, style: TextStyle, maxWidth: number): string {
    if (this.widthOf(text, style) <= maxWidth) return text;
    const chars = [...text];
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.widthOf(`${chars.slice(0, mid).join('').trimEnd()}…`, style) <= maxWidth) low = mid;
      else high = mid - 1;
    }
    return `${chars.slice(0, low).join('').trimEnd()}…`;
  }

  drawLine(line: LaidLine, x: number, y: number, style: TextStyle): void {
    this.use(style);
    this.doc.fillColor(style.color ?? '#1f2933');
    const measure = (piece: string) => this.doc.widthOfString(piece);
    // Runs are written in reading order and placed where they are seen: a text extractor
    // (pdf.js) takes each as a piece of its own and gives the pieces in the order they are read.
    for (const run of [...line.runs].sort((a, b) => a.start - b.start)) {
      for (const piece of piecesOf(run, measure)) this.doc.text(piece.text, x + piece.x, y, { lineBreak: false });
    }
  }

  rule(y: number, color: string, thickness = 0.75, from = this.left, to = this.right): void {
    this.doc.save().moveTo(from, y).lineTo(to, y).lineWidth(thickness).strokeColor(color).stroke().restore();
  }

  box(x: number, y: number, width: number, height: number, color: string, radius = 0): void {
    this.doc.save();
    if (radius > 0) this.doc.roundedRect(x, y, width, height, radius);
    else this.doc.rect(x, y, width, height);
    this.doc.fillColor(color).fill().restore();
  }

  image(data: Buffer, x: number, y: number, width: number, height: number): void {
    this.doc.image(data, x, y, { width, height });
  }
}
