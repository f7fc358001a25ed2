import { px, type Pixels } from './units';

/** A point in plan pixel space: the plan image's own pixels, origin top left, y down. */
export interface PlanPoint {
  readonly x: Pixels;
  readonly y: Pixels;
}

/** Width and height in plan pixels. */
export interface PlanSize {
  readonly width: Pixels;
  readonly height: Pixels;
}

/** An axis-aligned box in plan pixels. */
export interface PlanBox extends PlanSize {
  readonly x: Pixels;
  readonly y: Pixels;
}

/**
 * Position, rotation and scale of a canvas node, as Konva serialises them in canvasData.
 * Rotation is in degrees, clockwise on screen (y points down).
 */
export interface NodeTransform {
  readonly x?: number;
  readonly y?: number;
  readonly rotation?: number;
  readonly scaleX?: number;
  readonly scaleY?: number;
}

/** Builds a plan point from two numbers read as plan pixels. */
export function planPoint(x: number, y: number): PlanPoint {
  return { x: px(x), y: px(y) };
}

/** Straight-line distance between two plan points, in pixels. */
export function distancePx(a: PlanPoint, b: PlanPoint): Pixels {
  return px(Math.hypot(b.x - a.x, b.y - a.y));
}

/**
 * Length of the path through `points` in pixels; with `closed`, the edge from the last point
 * back to the first counts too. Fewer than two points have no length.
 */
export function pathLengthPx(points: readonly PlanPoint[], closed = false): Pixels {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += distancePx(points[i - 1], points[i]);
  if (closed && points.length > 2) total += distancePx(points[points.length - 1], points[0]);
  return px(total);
}

/**
 * Reads a flat coordinate list [x0, y0, x1, y1, ...] (Konva's `points` attribute) as plan
 * points. A trailing odd coordinate has no partner and is dropped.
 */
export function pointsFromFlat(flat: readonly number[]): PlanPoint[] {
  const points: PlanPoint[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push(planPoint(flat[i], flat[i + 1]));
  return points;
}

/**
 * Maps points from a node's local space into plan space: scale, then rotate, then translate,
 * the order in which Konva composes a node's transform.
 */
export function applyNodeTransform(points: readonly PlanPoint[], transform: NodeTransform): PlanPoint[] {
  const { x = 0, y = 0, rotation = 0, scaleX = 1, scaleY = 1 } = transform;
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return points.map((p) => {
    const sx = p.x * scaleX;
    const sy = p.y * scaleY;
    return planPoint(x + sx * cos - sy * sin, y + sx * sin + sy * cos);
  });
}

/**
 * The four corners of a rectangle node in plan space, in drawing order (top left, top right,
 * bottom right, bottom left before rotation). Negative sizes, which a drag up or left makes,
 * are kept: the corners are the same set either way.
 */
export function rectCorners(rect: NodeTransform & { readonly width: number; readonly height: number }): PlanPoint[] {
  const local = [planPoint(0, 0), planPoint(rect.width, 0), planPoint(rect.width, rect.height), planPoint(0, rect.height)];
  return applyNodeTransform(local, rect);
}

/** The smallest axis-aligned box holding every point; a zero box at the origin for none. */
export function boundingBox(points: readonly PlanPoint[]): PlanBox {
  if (points.length === 0) return { x: px(0), y: px(0), width: px(0), height: px(0) };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: px(minX), y: px(minY), width: px(maxX - minX), height: px(maxY - minY) };
}
