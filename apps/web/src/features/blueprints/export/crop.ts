import type { ExportCrop } from '@fieldwork/contracts';
import { cropPreview, normaliseCrop, planPoint, type PlanSize } from '@fieldwork/blueprint-core';

/**
 * The PDF wizard's preview, on blueprint-core's crop maths: the plan fitted in 500 x 600 (never
 * enlarged, and no wider than the dialog), and a rectangle dragged on it read as a crop in plan
 * pixels, inside the plan (normaliseCrop: a drag under 5 plan pixels either way is a click).
 */

/** The preview's scale: preview pixels per plan pixel, within `available` width when known. */
export function previewScale(plan: PlanSize, available: number | null = null): number {
  const fitted = cropPreview(plan).scaleX;
  return available !== null && available > 0 && plan.width > 0 ? Math.min(fitted, available / plan.width) : fitted;
}

/** A rectangle between two preview points as a crop in whole plan pixels; null when too small. */
export function cropFromPreview(a: { x: number; y: number }, b: { x: number; y: number }, scale: number, plan: PlanSize): ExportCrop | null {
  const box = normaliseCrop(planPoint(a.x / scale, a.y / scale), planPoint(b.x / scale, b.y / scale), plan);
  if (!box) return null;
  const x = Math.round(box.x);
  const y = Math.round(box.y);
  return { x, y, width: Math.round(box.x + box.width) - x, height: Math.round(box.y + box.height) - y };
}
