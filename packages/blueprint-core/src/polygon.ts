import type { PlanPoint } from './point';
import { squarePx, type SquarePixels } from './units';

/**
 * Signed shoelace area of the closed polygon through `points`, in square pixels. Positive when
 * the points run clockwise on screen (y down), negative when anticlockwise.
 */
export function signedAreaPx(points: readonly PlanPoint[]): SquarePixels {
  let twice = 0;
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    twice += a.x * b.y - b.x * a.y;
  }
  return squarePx(twice / 2);
}

/**
 * Area of the closed polygon through `points` by the shoelace formula, never negative.
 *
 * For a self-intersecting polygon this is the absolute sum of each region's area times its
 * winding number: regions wound in opposite directions cancel (a figure eight's two loops
 * subtract), so the result is less than the area painted on screen. That is the defined,
 * documented answer; callers that must warn the user can ask `isSelfIntersecting` first.
 */
export function polygonAreaPx(points: readonly PlanPoint[]): SquarePixels {
  return squarePx(Math.abs(signedAreaPx(points)));
}

/** Drops points equal to the one before (and a last point equal to the first). */
function withoutRepeats(points: readonly PlanPoint[]): PlanPoint[] {
  const out: PlanPoint[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || last.x !== p.x || last.y !== p.y) out.push(p);
  }
  while (out.length > 1 && out[0].x === out[out.length - 1].x && out[0].y === out[out.length - 1].y) out.pop();
  return out;
}

function orientation(a: PlanPoint, b: PlanPoint, c: PlanPoint): number {
  return Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

function onSegment(a: PlanPoint, b: PlanPoint, p: PlanPoint): boolean {
  return (
    Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y)
  );
}

/** Whether segments ab and cd meet, touching included. */
function segmentsMeet(a: PlanPoint, b: PlanPoint, c: PlanPoint, d: PlanPoint): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/**
 * Whether two non-neighbouring edges of the closed polygon through `points` cross or touch.
 * Repeated consecutive points are ignored. O(n²), which is fine for hand-drawn polygons.
 */
export function isSelfIntersecting(points: readonly PlanPoint[]): boolean {
  const p = withoutRepeats(points);
  const n = p.length;
  // Every pair of edges of a triangle is adjacent, so it cannot cross itself.
  if (n < 4) return false;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsMeet(p[i], p[(i + 1) % n], p[j], p[(j + 1) % n])) return true;
    }
  }
  return false;
}
