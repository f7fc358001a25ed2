import type { ExportCrop } from '@fieldwork/contracts';
import { EXPORT_CROP_PREVIEW_MAX, fitScale, type PlanSize } from '@fieldwork/blueprint-core';

/**
 * The PDF wizard's crop maths, kept small and local until blueprint-core has its own. The
 * preview shows the plan at `previewScale` (never enlarged, at most 500 x 600); a rectangle
 * dragged on it becomes a crop in plan pixels, inside the plan.
 */

/** Drags shorter than this (preview pixels) on either side are clicks, not crops. */
export const MIN_CROP_PREVIEW_PX = 5;

/** The preview's scale: plan pixels to preview pixels. */
export function previewScale(plan: PlanSize): number {
  return fitScale(plan, EXPORT_CROP_PREVIEW_MAX);
}

/** A rectangle between two preview points as a crop in plan pixels, clamped to the plan; null when too small. */
export function cropFromPreview(
  a: { x: number; y: number },
  b: { x: number; y: number },
  scale: number,
  plan: PlanSize,
): ExportCrop | null {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const x0 = clamp(Math.min(a.x, b.x) / scale, plan.width);
  const y0 = clamp(Math.min(a.y, b.y) / scale, plan.height);
  const x1 = clamp(Math.max(a.x, b.x) / scale, plan.width);
  const y1 = clamp(Math.max(a.y, b.y) / scale, plan.height);
  const min = MIN_CROP_PREVIEW_PX / scale;
  if (x1 - x0 < min || y1 - y0 < min) return null;
  return { x: Math.round(x0), y: Math.round(y0), width: Math.round(x1 - x0), height: Math.round(y1 - y0) };
}
