import { PLAN_PIXELS_PER_POINT, normaliseRotation } from '@fieldwork/blueprint-core';

/**
 * The plan's first page rendered in the browser with pdfjs-dist (loaded with the editor's
 * chunk only), already rotated and greyed as the plan's properties say. It is rendered at the
 * plan's own resolution (PLAN_PIXELS_PER_POINT per PDF point) unless that would exceed
 * MAX_PAGE_PIXELS, in which case it is rendered smaller and the Konva image stretches it to the
 * plan's pixel size: drawing always happens in plan pixels, whatever the bitmap's size.
 */

/** Pixels of the rendered page at most (16 M, 64 MB of RGBA), for phones' memory. */
export const MAX_PAGE_PIXELS = 16_000_000;

export interface RenderedPage {
  image: HTMLCanvasElement;
  /** The page's size in PDF points, before the plan's rotation (planSizeOfPage reads it). */
  widthPt: number;
  heightPt: number;
}

/** Image pixels per PDF point for a page of this size: the plan's 2, or less under the cap. */
export function renderScale(widthPt: number, heightPt: number, maxPixels = MAX_PAGE_PIXELS): number {
  const full = widthPt * heightPt * PLAN_PIXELS_PER_POINT * PLAN_PIXELS_PER_POINT;
  return full <= maxPixels ? PLAN_PIXELS_PER_POINT : Math.sqrt(maxPixels / (widthPt * heightPt));
}

export async function renderPdfPage(url: string, options: { rotation: number; grayscale: boolean; signal?: AbortSignal }): Promise<RenderedPage> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ url, isEvalSupported: false });
  options.signal?.addEventListener('abort', () => void task.destroy());
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = renderScale(base.width, base.height);
    const viewport = page.getViewport({ scale, rotation: (page.rotate + normaliseRotation(options.rotation)) % 360 });
    const image = document.createElement('canvas');
    image.width = Math.floor(viewport.width);
    image.height = Math.floor(viewport.height);
    const context = image.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    await page.render({ canvas: image, canvasContext: context, viewport }).promise;
    if (options.grayscale) toGrayscale(context, image.width, image.height);
    return { image, widthPt: base.width, heightPt: base.height };
  } finally {
    void pdf.destroy();
  }
}

/** Greys the page in place (luma of each pixel). */
function toGrayscale(context: CanvasRenderingContext2D, width: number, height: number): void {
  const data = context.getImageData(0, 0, width, height);
  const px = data.data;
  for (let i = 0; i < px.length; i += 4) {
    const y = 0.299 * px[i] + 0.587 * px[i + 1] + 0.114 * px[i + 2];
    px[i] = y;
    px[i + 1] = y;
    px[i + 2] = y;
  }
  context.putImageData(data, 0, 0);
}
