import { MIN_ZOOM_SCALE, WHEEL_ZOOM_STEP, fitScale, normaliseRotation } from './editor-rules';
import { PLAN_PIXELS_PER_POINT } from './plan';
import { planPoint, type PlanPoint, type PlanSize } from './point';
import { imagePx, px, screenPx, type ImagePixels, type Pixels, type ScreenPixels } from './units';

/**
 * The editor's three pixel spaces, kept apart by their brands:
 * - plan pixels (`PlanPoint`): where shapes are stored, PLAN_PIXELS_PER_POINT per PDF point after
 *   the plan's rotation, the same at every zoom and on every device;
 * - screen pixels (`ScreenPoint`): the stage's own pixels, where pointers and touches land;
 *   a `Viewport` (the Konva stage's scale and position) maps plan to screen;
 * - image pixels (`ImagePoint`): a page image rendered at any resolution, already rotated;
 *   its pixels per PDF point map it to plan pixels.
 * A point crosses from one space to another only through the functions below.
 */

/** A point on the stage, in screen pixels (origin the stage's top left, y down). */
export interface ScreenPoint {
  readonly x: ScreenPixels;
  readonly y: ScreenPixels;
}

/** A point of a rendered page image, in its own pixels (origin top left, y down). */
export interface ImagePoint {
  readonly x: ImagePixels;
  readonly y: ImagePixels;
}

/** Builds a screen point from two numbers read as screen pixels. */
export function screenPoint(x: number, y: number): ScreenPoint {
  return { x: screenPx(x), y: screenPx(y) };
}

/** Builds an image point from two numbers read as image pixels. */
export function imagePoint(x: number, y: number): ImagePoint {
  return { x: imagePx(x), y: imagePx(y) };
}

/**
 * Zoom and pan of the drawing area, as a Konva stage holds them: screen = plan × scale + (x, y).
 * `scale` is screen pixels per plan pixel; `x` and `y` are where the plan's origin is on screen.
 */
export interface Viewport {
  readonly scale: number;
  readonly x: ScreenPixels;
  readonly y: ScreenPixels;
}

/** Builds a viewport from a stage's scale and position. */
export function viewport(scale: number, x = 0, y = 0): Viewport {
  return { scale, x: screenPx(x), y: screenPx(y) };
}

/** Pan and zoom: the largest stage scale (20 screen pixels per plan pixel). */
export const MAX_ZOOM_SCALE = 20;

/** Where a plan point is on screen. */
export function planToScreen(view: Viewport, point: PlanPoint): ScreenPoint {
  return screenPoint(point.x * view.scale + view.x, point.y * view.scale + view.y);
}

/** The plan point under a screen point (the inverse of `planToScreen`). */
export function screenToPlan(view: Viewport, point: ScreenPoint): PlanPoint {
  return planPoint((point.x - view.x) / view.scale, (point.y - view.y) / view.scale);
}

/**
 * A scale brought into the zoom range. A scale already outside it (a fit to a very large plan
 * may be under MIN_ZOOM_SCALE) is not pulled in by a zoom step: the range widens to include
 * `current`, so a step never jumps, it only stops going further out (or in).
 */
function clampScale(scale: number, current: number): number {
  const min = Math.min(MIN_ZOOM_SCALE, current);
  const max = Math.max(MAX_ZOOM_SCALE, current);
  return Math.min(max, Math.max(min, scale));
}

/** The viewport at `scale` that keeps the plan point now under `anchor` there after the change, at `target`. */
function scaledAround(view: Viewport, scale: number, anchor: ScreenPoint, target: ScreenPoint): Viewport {
  const plan = screenToPlan(view, anchor);
  return viewport(scale, target.x - plan.x * scale, target.y - plan.y * scale);
}

/**
 * One wheel notch: zoom in (direction 1) by WHEEL_ZOOM_STEP of the scale, or out (-1) by the
 * inverse factor, so a notch in and a notch out return to the same view. The plan point under
 * the pointer stays under it. The scale stays within MIN_ZOOM_SCALE..MAX_ZOOM_SCALE.
 */
export function zoomAt(view: Viewport, pointer: ScreenPoint, direction: 1 | -1): Viewport {
  const factor = 1 + WHEEL_ZOOM_STEP;
  const scale = clampScale(direction > 0 ? view.scale * factor : view.scale / factor, view.scale);
  return scaledAround(view, scale, pointer, pointer);
}

function midpoint(a: ScreenPoint, b: ScreenPoint): ScreenPoint {
  return screenPoint((a.x + b.x) / 2, (a.y + b.y) / 2);
}

/**
 * A two-finger pinch from the touches `before` to the touches `after`: the scale changes by the
 * ratio of the fingers' distances (clamped as `zoomAt` is), and the plan point that was under
 * their midpoint moves with the midpoint, so the pinch pans as it zooms. Fingers that started
 * on the same spot give no ratio, and the pinch only pans.
 */
export function pinchZoom(
  view: Viewport,
  before: readonly [ScreenPoint, ScreenPoint],
  after: readonly [ScreenPoint, ScreenPoint],
): Viewport {
  const distanceBefore = Math.hypot(before[1].x - before[0].x, before[1].y - before[0].y);
  const distanceAfter = Math.hypot(after[1].x - after[0].x, after[1].y - after[0].y);
  const ratio = distanceBefore > 0 ? distanceAfter / distanceBefore : 1;
  const scale = clampScale(view.scale * ratio, view.scale);
  return scaledAround(view, scale, midpoint(before[0], before[1]), midpoint(after[0], after[1]));
}

/** The viewport moved by (dx, dy) screen pixels (a drag of the stage). */
export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return viewport(view.scale, view.x + dx, view.y + dy);
}

/**
 * The viewport showing the whole plan centred in `area` at `fitScale` (never enlarged beyond
 * 1). This may be under MIN_ZOOM_SCALE for a very large plan; zooming then only goes in.
 */
export function fitViewport(plan: PlanSize, area: { readonly width: number; readonly height: number }): Viewport {
  const scale = fitScale(plan, area);
  return viewport(scale, (area.width - plan.width * scale) / 2, (area.height - plan.height * scale) / 2);
}

/**
 * The plan point of a point of the page image, rendered (already rotated) at
 * `imagePixelsPerPoint` image pixels per PDF point.
 */
export function imageToPlan(point: ImagePoint, imagePixelsPerPoint: number): PlanPoint {
  const factor = PLAN_PIXELS_PER_POINT / imagePixelsPerPoint;
  return planPoint(point.x * factor, point.y * factor);
}

/** The point of a page image rendered at `imagePixelsPerPoint` under a plan point (the inverse of `imageToPlan`). */
export function planToImage(point: PlanPoint, imagePixelsPerPoint: number): ImagePoint {
  const factor = imagePixelsPerPoint / PLAN_PIXELS_PER_POINT;
  return imagePoint(point.x * factor, point.y * factor);
}

/**
 * Where a point of the plan as it was before a rotation lands once the plan is turned clockwise
 * by `rotation` (snapped to a quarter turn, as plans rotate). `size` is the plan's size before
 * the turn; the result lies in `rotatedPlanSize(size, rotation)`. A quarter turn takes the top
 * left corner to the top right: (x, y) → (height − y, x).
 */
export function rotatePlanPoint(point: PlanPoint, size: PlanSize, rotation: number): PlanPoint {
  switch (normaliseRotation(rotation)) {
    case 90:
      return planPoint(size.height - point.y, point.x);
    case 180:
      return planPoint(size.width - point.x, size.height - point.y);
    case 270:
      return planPoint(point.y, size.width - point.x);
    default:
      return point;
  }
}


/**
 * A length on screen as plan pixels at the viewport's zoom: a hit tolerance meant as so many
 * screen pixels (larger for a finger than for a mouse) stays that size on screen at every zoom.
 */
export function screenLengthToPlan(view: Viewport, length: number): Pixels {
  return px(length / view.scale);
}
