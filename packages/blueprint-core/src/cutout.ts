import type { PlanEllipse } from './measure';
import { planPoint, type PlanBox, type PlanPoint } from './point';
import { signedAreaPx } from './polygon';
import { px, squarePx, type SquarePixels } from './units';

/**
 * Cutouts: rectangles the scissors tool cut out of an element (spec 3 section 4: "wraps a
 * clicked element and a rectangle drawn over it into a group acting as a cutout"). They are
 * axis-aligned boxes in plan pixels, not moved by the element's node transform (see
 * `CutoutRect`), and they take their part out of the element's area.
 */

/** Sides of the polygon an ellipse is approximated by when a cutout is clipped against it. */
export const ELLIPSE_CLIP_SIDES = 256;

/** A cutout rectangle as a box with a positive width and height (a drag up or left gives negative ones). */
export function cutoutBox(rect: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }): PlanBox {
  return {
    x: px(Math.min(rect.x, rect.x + rect.width)),
    y: px(Math.min(rect.y, rect.y + rect.height)),
    width: px(Math.abs(rect.width)),
    height: px(Math.abs(rect.height)),
  };
}

/** The vertices of the `sides`-gon inscribed in a plan ellipse, clockwise on screen. */
export function ellipsePolygon(ellipse: PlanEllipse, sides = ELLIPSE_CLIP_SIDES): PlanPoint[] {
  const t = ((ellipse.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const points: PlanPoint[] = [];
  for (let i = 0; i < sides; i += 1) {
    const a = (2 * Math.PI * i) / sides;
    const lx = ellipse.radiusX * Math.cos(a);
    const ly = ellipse.radiusY * Math.sin(a);
    points.push(planPoint(ellipse.center.x + lx * cos - ly * sin, ellipse.center.y + lx * sin + ly * cos));
  }
  return points;
}

type Edge = { readonly inside: (p: PlanPoint) => boolean; readonly cross: (a: PlanPoint, b: PlanPoint) => PlanPoint };

function edgesOf(box: PlanBox): Edge[] {
  const left = box.x;
  const right = box.x + box.width;
  const top = box.y;
  const bottom = box.y + box.height;
  const atX = (x: number) => (a: PlanPoint, b: PlanPoint) => planPoint(x, a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x));
  const atY = (y: number) => (a: PlanPoint, b: PlanPoint) => planPoint(a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y);
  return [
    { inside: (p) => p.x >= left, cross: atX(left) },
    { inside: (p) => p.x <= right, cross: atX(right) },
    { inside: (p) => p.y >= top, cross: atY(top) },
    { inside: (p) => p.y <= bottom, cross: atY(bottom) },
  ];
}

/**
 * The closed polygon through `points` clipped to `box` (Sutherland–Hodgman, one box edge at a
 * time). A concave polygon may come out with zero-width bridges along the box's edges; they
 * add nothing to its shoelace area, which is what it is used for.
 */
export function clipPolygonToBox(points: readonly PlanPoint[], box: PlanBox): PlanPoint[] {
  let output: PlanPoint[] = [...points];
  for (const edge of edgesOf(box)) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      const currentIn = edge.inside(current);
      const previousIn = edge.inside(previous);
      if (currentIn) {
        if (!previousIn) output.push(edge.cross(previous, current));
        output.push(current);
      } else if (previousIn) {
        output.push(edge.cross(previous, current));
      }
    }
    if (output.length === 0) break;
  }
  return output;
}

/**
 * The union of boxes as boxes that do not overlap: the plane is cut into vertical strips at every
 * box's left and right edge, and in each strip the boxes' spans are merged. Overlapping
 * cutouts are so counted once.
 */
export function disjointBoxes(boxes: readonly PlanBox[]): PlanBox[] {
  const solid = boxes.filter((b) => b.width > 0 && b.height > 0);
  const xs = [...new Set(solid.flatMap((b) => [b.x, b.x + b.width]))].sort((a, b) => a - b);
  const out: PlanBox[] = [];
  for (let i = 0; i + 1 < xs.length; i += 1) {
    const x0 = xs[i];
    const x1 = xs[i + 1];
    const spans = solid
      .filter((b) => b.x <= x0 && b.x + b.width >= x1)
      .map((b) => [b.y, b.y + b.height] as const)
      .sort((a, b) => a[0] - b[0]);
    let open: [number, number] | null = null;
    for (const [y0, y1] of spans) {
      if (open && y0 <= open[1]) open[1] = Math.max(open[1], y1);
      else {
        if (open) out.push({ x: px(x0), y: px(open[0]), width: px(x1 - x0), height: px(open[1] - open[0]) });
        open = [y0, y1];
      }
    }
    if (open) out.push({ x: px(x0), y: px(open[0]), width: px(x1 - x0), height: px(open[1] - open[0]) });
  }
  return out;
}

/** What is left of `whole` once `removed` is taken out: never negative, and nothing when only rounding (a billionth) is left. */
function remainder(whole: number, removed: number): number {
  const left = whole - removed;
  return left <= whole * 1e-9 ? 0 : left;
}

/**
 * The area of the closed polygon through `points` left once the cutouts are taken out, in square
 * pixels. The part of the polygon inside the union of the cutouts is measured by clipping the
 * polygon to each of the union's disjoint boxes, so overlapping cutouts are not taken out twice
 * and a cutout reaching outside the polygon takes out only what it covers. Exact for a simple
 * polygon (up to rounding: a cutout covering it all leaves 0); a self-intersecting one follows
 * `polygonAreaPx`'s winding rule, clamped at zero.
 */
export function polygonAreaWithoutPx(points: readonly PlanPoint[], cutouts: readonly PlanBox[]): SquarePixels {
  const whole = Math.abs(signedAreaPx(points));
  let removed = 0;
  for (const box of disjointBoxes(cutouts)) removed += signedAreaPx(clipPolygonToBox(points, box));
  return squarePx(remainder(whole, Math.abs(removed)));
}

/**
 * The area of an ellipse left once the cutouts are taken out, in square pixels. What the cutouts
 * take out is clipped from an ELLIPSE_CLIP_SIDES-gon of the same area as the ellipse (the
 * inscribed one, widened about the centre), so a cutout covering the whole ellipse leaves
 * nothing, one missing it leaves exactly πab, and one inside it takes out exactly its own area;
 * only a cutout crossing the outline is approximate, by far under 0.01% of the ellipse.
 */
export function ellipseAreaWithoutPx(ellipse: PlanEllipse, cutouts: readonly PlanBox[]): SquarePixels {
  const whole = Math.PI * ellipse.radiusX * ellipse.radiusY;
  if (whole === 0) return squarePx(0);
  const n = ELLIPSE_CLIP_SIDES;
  const widen = Math.sqrt(Math.PI / ((n / 2) * Math.sin((2 * Math.PI) / n)));
  // Clipped about the centre, so that an ellipse far from the plan's origin loses no precision.
  const { x: cx, y: cy } = ellipse.center;
  const polygon = ellipsePolygon(
    { ...ellipse, center: planPoint(0, 0), radiusX: px(ellipse.radiusX * widen), radiusY: px(ellipse.radiusY * widen) },
    n,
  );
  let removed = 0;
  for (const box of disjointBoxes(cutouts)) {
    const local = { ...box, x: px(box.x - cx), y: px(box.y - cy) };
    removed += Math.abs(signedAreaPx(clipPolygonToBox(polygon, local)));
  }
  return squarePx(remainder(whole, removed));
}

/** Whether a point lies inside any of the cutouts (their edges included). */
export function isInCutout(point: PlanPoint, cutouts: readonly PlanBox[] | undefined): boolean {
  return (cutouts ?? []).some(
    (b) => point.x >= b.x && point.x <= b.x + b.width && point.y >= b.y && point.y <= b.y + b.height,
  );
}
