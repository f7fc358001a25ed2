import {
  MIN_ZOOM_SCALE,
  WHEEL_ZOOM_STEP,
  boundingBox,
  planPoint,
  shapeOfCanvas,
  type CanvasShape,
  type PlanBox,
  type PlanPoint,
} from '@fieldwork/blueprint-core';

/**
 * The editor's screen-space and hit-test helpers, until blueprint-core's spaces.ts (zoomAt,
 * pinchZoom, screenToPlan) and hit tests land on main; then these become re-exports of the
 * core's and nothing here computes geometry of its own.
 */

/** A point on the stage, in screen pixels. */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** Zoom and pan as the Konva stage holds them: screen = plan × scale + (x, y). */
export interface Viewport {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const MAX_ZOOM_SCALE = 20;

export function screenToPlan(view: Viewport, point: ScreenPoint): PlanPoint {
  return planPoint((point.x - view.x) / view.scale, (point.y - view.y) / view.scale);
}

function clampScale(scale: number, current: number): number {
  return Math.min(Math.max(MAX_ZOOM_SCALE, current), Math.max(Math.min(MIN_ZOOM_SCALE, current), scale));
}

function scaledAround(view: Viewport, scale: number, anchor: ScreenPoint, target: ScreenPoint): Viewport {
  const plan = screenToPlan(view, anchor);
  return { scale, x: target.x - plan.x * scale, y: target.y - plan.y * scale };
}

/** One wheel notch in (1) or out (-1) around the pointer. */
export function zoomAt(view: Viewport, pointer: ScreenPoint, direction: 1 | -1): Viewport {
  const factor = 1 + WHEEL_ZOOM_STEP;
  return scaledAround(view, clampScale(direction > 0 ? view.scale * factor : view.scale / factor, view.scale), pointer, pointer);
}

/** A two-finger pinch from the touches `before` to `after`. */
export function pinchZoom(view: Viewport, before: readonly [ScreenPoint, ScreenPoint], after: readonly [ScreenPoint, ScreenPoint]): Viewport {
  const d0 = Math.hypot(before[1].x - before[0].x, before[1].y - before[0].y);
  const d1 = Math.hypot(after[1].x - after[0].x, after[1].y - after[0].y);
  const scale = clampScale(view.scale * (d0 > 0 ? d1 / d0 : 1), view.scale);
  const mid = (p: readonly [ScreenPoint, ScreenPoint]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  return scaledAround(view, scale, mid(before), mid(after));
}

export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return { scale: view.scale, x: view.x + dx, y: view.y + dy };
}

/** The axis-aligned box of a shape in plan pixels. */
export function boundsOfCanvas(canvas: CanvasShape): PlanBox {
  const shape = shapeOfCanvas(canvas);
  if ('ellipse' in shape) {
    const { center, radiusX, radiusY, rotation = 0 } = shape.ellipse;
    const r = (rotation * Math.PI) / 180;
    const hw = Math.hypot(radiusX * Math.cos(r), radiusY * Math.sin(r));
    const hh = Math.hypot(radiusX * Math.sin(r), radiusY * Math.cos(r));
    return boundingBox([planPoint(center.x - hw, center.y - hh), planPoint(center.x + hw, center.y + hh)]);
  }
  return boundingBox(shape.points);
}

function segmentDistance(p: PlanPoint, a: PlanPoint, b: PlanPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function insidePolygon(p: PlanPoint, points: readonly PlanPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const a = points[i];
    const b = points[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Whether a plan point hits a shape: inside a closed shape (rectangles, circles, polygons other
 * than the open one), or within `tolerance` plan pixels of its outline or path.
 */
export function hitTest(canvas: CanvasShape, point: PlanPoint, tolerance: number): boolean {
  const box = boundsOfCanvas(canvas);
  const pad = tolerance + (canvas.strokeWidth ?? 0) / 2;
  if (point.x < box.x - pad || point.x > box.x + box.width + pad || point.y < box.y - pad || point.y > box.y + box.height + pad) return false;
  const shape = shapeOfCanvas(canvas);
  if ('ellipse' in shape) {
    const { center, radiusX, radiusY, rotation = 0 } = shape.ellipse;
    const r = (-rotation * Math.PI) / 180;
    const dx = point.x - center.x;
    const dy = point.y - center.y;
    const lx = dx * Math.cos(r) - dy * Math.sin(r);
    const ly = dx * Math.sin(r) + dy * Math.cos(r);
    const k = Math.hypot(lx / Math.max(radiusX + pad, 1e-9), ly / Math.max(radiusY + pad, 1e-9));
    return k <= 1;
  }
  const points = shape.points;
  if (points.length === 1) return Math.hypot(point.x - points[0].x, point.y - points[0].y) <= pad + 4;
  const closed = canvas.kind === 'Rect' || (canvas.kind === 'Polygon' && canvas.style !== 10);
  if (closed && insidePolygon(point, points)) return true;
  for (let i = 1; i < points.length; i += 1) if (segmentDistance(point, points[i - 1], points[i]) <= pad) return true;
  if (closed && points.length > 2 && segmentDistance(point, points[points.length - 1], points[0]) <= pad) return true;
  return false;
}

/** The last (topmost) of `items` whose shape the point hits. */
export function topmostAt<T extends { readonly canvasData: CanvasShape }>(items: readonly T[], point: PlanPoint, tolerance: number): T | null {
  for (let i = items.length - 1; i >= 0; i -= 1) if (hitTest(items[i].canvasData, point, tolerance)) return items[i];
  return null;
}
