import { openPdf } from './pdf-document';

export interface PdfRenderOptions {
  /** Pixels per PDF point; 2 gives 144 dpi, sharp enough to draw on a plan. */
  scale?: number;
  /** Re-render at this width in pixels, or narrower if the caps require (pdf-resize). */
  maxWidth?: number;
  /** Pages to render (1-based); all when absent. */
  pages?: number[];
}

export interface RenderedPdfPage {
  page: number;
  pageCount: number;
  /** Size in PDF points. */
  widthPt: number;
  heightPt: number;
  /** Size of the PNG in pixels. */
  width: number;
  height: number;
  png: Buffer;
}

export interface PdfRendererLimits {
  /** Pixels in one rendered page; the raster costs 4 bytes per pixel while it is drawn. */
  maxPixels: number;
  /** Longest side in pixels. */
  maxSide: number;
}

const DEFAULT_LIMITS: PdfRendererLimits = { maxPixels: 25_000_000, maxSide: 10_000 };
const DEFAULT_SCALE = 2;

interface CanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas; context: unknown };
  destroy(target: { canvas: NodeCanvas; context: unknown }): void;
}

interface NodeCanvas {
  width: number;
  height: number;
  encode(format: 'png'): Promise<Buffer>;
}

/**
 * Turns PDF pages into PNG images, one page at a time so only one raster is alive. The scale is
 * lowered as needed to stay under the pixel caps, so a huge plan cannot exhaust memory.
 */
export class PdfRenderer {
  private readonly limits: PdfRendererLimits;

  constructor(limits: Partial<PdfRendererLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  async *render(filePath: string, options: PdfRenderOptions = {}): AsyncGenerator<RenderedPdfPage> {
    const pdf = await openPdf(filePath);
    try {
      const { document } = pdf;
      const wanted = options.pages ?? Array.from({ length: document.numPages }, (_, i) => i + 1);
      for (const n of wanted) {
        if (!Number.isInteger(n) || n < 1 || n > document.numPages) continue;
        const page = await document.getPage(n);
        const points = page.getViewport({ scale: 1 });
        const scale = this.scaleFor(points.width, points.height, options);
        const viewport = page.getViewport({ scale });
        const width = Math.max(1, Math.floor(viewport.width));
        const height = Math.max(1, Math.floor(viewport.height));
        // pdfjs's Node canvas factory draws with @napi-rs/canvas.
        const factory = document.canvasFactory as CanvasFactory;
        const target = factory.create(width, height);
        try {
          await page.render({ canvas: target.canvas as never, canvasContext: target.context as never, viewport, background: 'white' }).promise;
          const png = await target.canvas.encode('png');
          yield { page: n, pageCount: document.numPages, widthPt: round2(points.width), heightPt: round2(points.height), width, height, png };
        } finally {
          factory.destroy(target);
          page.cleanup();
        }
      }
    } finally {
      await pdf.close();
    }
  }

  /** The largest scale within the request and the caps. */
  scaleFor(widthPt: number, heightPt: number, options: PdfRenderOptions): number {
    let scale = options.scale ?? (options.maxWidth ? options.maxWidth / widthPt : DEFAULT_SCALE);
    if (options.maxWidth) scale = Math.min(scale, options.maxWidth / widthPt);
    scale = Math.min(scale, Math.sqrt(this.limits.maxPixels / (widthPt * heightPt)), this.limits.maxSide / Math.max(widthPt, heightPt));
    return scale;
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;
