import { EXPORT_CROP_PREVIEW_MAX, MIN_SHAPE_SIZE_PX, fitScale } from './editor-rules';
import type { PlanBox, PlanPoint, PlanSize } from './point';
import { px } from './units';

/**
 * The crop of the PDF export wizard (spec 3 section 3: x, y, width, height, scaleX, scaleY,
 * ratio). The box is in plan pixels, always inside the plan, with a positive width and height;
 * the rest says how its preview is drawn.
 */
export interface Crop extends PlanBox, CropPreview {}

/**
 * How a crop is drawn in the wizard's preview: `scaleX` and `scaleY` are preview pixels per plan
 * pixel (equal, so the crop keeps its proportions, and at most 1, so a small crop is not
 * enlarged); `ratio` is the crop's aspect, width over height.
 */
export interface CropPreview {
  readonly scaleX: number;
  readonly scaleY: number;
  readonly ratio: number;
}

function clamp(value: number, max: number): number {
  return Math.min(max, Math.max(0, value));
}

/**
 * The crop box a drag from `start` to `end` selects: both ends clamped to the plan, then the box
 * between them with a positive width and height whichever way the drag went. A drag that leaves
 * less than MIN_SHAPE_SIZE_PX in either direction (a click, or a drag along an edge or outside
 * the plan) selects nothing (null).
 */
export function normaliseCrop(start: PlanPoint, end: PlanPoint, plan: PlanSize): PlanBox | null {
  const x0 = clamp(start.x, plan.width);
  const x1 = clamp(end.x, plan.width);
  const y0 = clamp(start.y, plan.height);
  const y1 = clamp(end.y, plan.height);
  const width = Math.abs(x1 - x0);
  const height = Math.abs(y1 - y0);
  if (!(width >= MIN_SHAPE_SIZE_PX && height >= MIN_SHAPE_SIZE_PX)) return null;
  return { x: px(Math.min(x0, x1)), y: px(Math.min(y0, y1)), width: px(width), height: px(height) };
}

/** The whole plan as a crop box (what the export uses when the user does not crop). */
export function fullPlanCrop(plan: PlanSize): PlanBox {
  return { x: px(0), y: px(0), width: plan.width, height: plan.height };
}

/**
 * The preview of a crop box fitted in `max` (the wizard's 500 × 600 by default) without
 * enlarging it beyond 1. An empty box previews at 1 with ratio 1.
 */
export function cropPreview(
  box: PlanSize,
  max: { readonly width: number; readonly height: number } = EXPORT_CROP_PREVIEW_MAX,
): CropPreview {
  const scale = fitScale(box, max);
  const ratio = box.width > 0 && box.height > 0 ? box.width / box.height : 1;
  return { scaleX: scale, scaleY: scale, ratio };
}

/** A crop box with its preview: the wizard's whole Crop record. */
export function cropOf(
  box: PlanBox,
  max: { readonly width: number; readonly height: number } = EXPORT_CROP_PREVIEW_MAX,
): Crop {
  return { ...box, ...cropPreview(box, max) };
}
