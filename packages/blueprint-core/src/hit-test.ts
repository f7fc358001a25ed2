import { shapeOfCanvas, type CanvasShape } from './canvas';
import { isInCutout } from './cutout';
import type { PlanEllipse } from './measure';
import { boundingBox, planPoint, type PlanBox, type PlanPoint } from './point';
import { ShapeStyle } from './shape-style';
import { px } from './units';

/**
 * Which element is under a click or a tap, and which ones a selection box takes: the geometry
 * the editor would otherwise ask Konva's hit canvas for, in plan pixels, so it can be tested and
 * works the same for a pointer, a finger (give a larger tolerance) and the keyboard.
 *
 * Every shape is read through `shapeOfCanvas`, so its node transform (position, rotation, scale)
 * counts as it does on screen. The rules:
 * - lines, doodles and open polygons are hit within the tolerance plus half their stroke of any
 *   of their segments;
 * - rectangles, circles and closed polygons are hit anywhere inside them, filled or outlined (a
 *   user clicking inside an outlined room expects to select the room), and within the tolerance
 *   plus half their stroke outside their outline;
 * - a lamp is hit within its radius plus the tolerance of its centre;
 * - a point inside one of the element's cutouts does not hit it: that part is erased on screen.
 * The stroke grows with the node's larger scale, as Konva scales strokes.
 */

/** A lamp's dot radius in plan pixels when its canvasData gives none. */
export const LAMP_RADIUS_PX = px(6);

/** What a hit test needs of an element: its id, its shape and whether it is shown. */
export interface HitElement {
  readonly _id: string;
  readonly canvasData: CanvasShape;
  /** Hidden elements (false) are never hit; missing means shown. */
  readonly visible?: boolean;
}

function nodeScale(canvas: CanvasShape): number {
  return Math.max(Math.abs(canvas.scaleX ?? 1), Math.abs(canvas.scaleY ?? 1));
}

/** Half the drawn stroke, in plan pixels: the thicker of its width and, for a line drawn by height, its height. */
function halfStroke(canvas: CanvasShape): number {
  const height = canvas.widthAsHeight ? (canvas.strokeHeight ?? 0) : 0;
  return (Math.max(canvas.strokeWidth ?? 0, height) * nodeScale(canvas)) / 2;
}

function lampRadius(canvas: CanvasShape): number {
  return (canvas.radius ?? LAMP_RADIUS_PX) * nodeScale(canvas);
}

/** Distance from `p` to the segment ab. */
export function distanceToSegment(p: PlanPoint, a: PlanPoint, b: PlanPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Distance from `p` to the path through `points` (closed: with the edge back to the first). */
export function distanceToPath(p: PlanPoint, points: readonly PlanPoint[], closed = false): number {
  if (points.length === 0) return Infinity;
  if (points.length === 1) return Math.hypot(p.x - points[0].x, p.y - points[0].y);
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) best = Math.min(best, distanceToSegment(p, points[i - 1], points[i]));
  if (closed && points.length > 2) best = Math.min(best, distanceToSegment(p, points[points.length - 1], points[0]));
  return best;
}

/**
 * Whether `p` is inside the closed polygon through `points`, by the non-zero winding rule (the
 * rule a canvas fills with, so a self-intersecting polygon is inside where it is painted).
 */
export function isInsidePolygon(p: PlanPoint, points: readonly PlanPoint[]): boolean {
  let winding = 0;
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y);
    if (a.y <= p.y) {
      if (b.y > p.y && side > 0) winding += 1;
    } else if (b.y <= p.y && side < 0) {
      winding -= 1;
    }
  }
  return winding !== 0;
}

/**
 * Whether `p` is inside the ellipse grown by `margin` on both radii (for a circle, exactly the
 * points within `margin` of it; for an ellipse, a little less on its flat sides).
 */
function isInsideEllipse(p: PlanPoint, ellipse: PlanEllipse, margin: number): boolean {
  const t = ((ellipse.rotation ?? 0) * Math.PI) / 180;
  const dx = p.x - ellipse.center.x;
  const dy = p.y - ellipse.center.y;
  const lx = dx * Math.cos(t) + dy * Math.sin(t);
  const ly = -dx * Math.sin(t) + dy * Math.cos(t);
  const rx = ellipse.radiusX + margin;
  const ry = ellipse.radiusY + margin;
  if (rx <= 0 || ry <= 0) return false;
  return (lx / rx) ** 2 + (ly / ry) ** 2 <= 1;
}

/** Whether a click at `point` hits the element drawn as `canvas`, within `tolerance` plan pixels (see the rules above). */
export function hitTest(canvas: CanvasShape, point: PlanPoint, tolerance: number): boolean {
  const shape = shapeOfCanvas(canvas);
  if (isInCutout(point, shape.cutouts)) return false;
  const margin = Math.max(0, tolerance) + halfStroke(canvas);
  if ('ellipse' in shape) return isInsideEllipse(point, shape.ellipse, margin);
  switch (shape.style) {
    case ShapeStyle.Lamp: {
      const centre = shape.points[0];
      return Math.hypot(point.x - centre.x, point.y - centre.y) <= lampRadius(canvas) + Math.max(0, tolerance);
    }
    case ShapeStyle.ThinLine:
    case ShapeStyle.ThickLine:
    case ShapeStyle.Doodle:
    case ShapeStyle.PolygonOpen:
      return distanceToPath(point, shape.points) <= margin;
    default:
      return isInsidePolygon(point, shape.points) || distanceToPath(point, shape.points, true) <= margin;
  }
}

/** The id of the element a click at `point` selects: the last drawn one hit (drawn on top), hidden ones skipped; null for none. */
export function topmostAt(elements: readonly HitElement[], point: PlanPoint, tolerance: number): string | null {
  for (let i = elements.length - 1; i >= 0; i -= 1) {
    const element = elements[i];
    if (element.visible === false) continue;
    if (hitTest(element.canvasData, point, tolerance)) return element._id;
  }
  return null;
}

/**
 * The smallest axis-aligned box around an element's geometry in plan pixels, its node transform
 * applied: a rotated ellipse's exact bounds, a lamp's dot, the points of anything else. Strokes
 * are not included, nor are cutouts taken out.
 */
export function boundsOfCanvas(canvas: CanvasShape): PlanBox {
  const shape = shapeOfCanvas(canvas);
  if ('ellipse' in shape) {
    const { center, radiusX, radiusY } = shape.ellipse;
    const t = ((shape.ellipse.rotation ?? 0) * Math.PI) / 180;
    const halfWidth = Math.hypot(radiusX * Math.cos(t), radiusY * Math.sin(t));
    const halfHeight = Math.hypot(radiusX * Math.sin(t), radiusY * Math.cos(t));
    return { x: px(center.x - halfWidth), y: px(center.y - halfHeight), width: px(2 * halfWidth), height: px(2 * halfHeight) };
  }
  if (shape.style === ShapeStyle.Lamp) {
    const r = lampRadius(canvas);
    const centre = shape.points[0];
    return boundingBox([planPoint(centre.x - r, centre.y - r), planPoint(centre.x + r, centre.y + r)]);
  }
  return boundingBox(shape.points);
}

function normalisedBox(box: PlanBox): PlanBox {
  return boundingBox([planPoint(box.x, box.y), planPoint(box.x + box.width, box.y + box.height)]);
}

/**
 * The ids of the shown elements a selection box takes, in draw order: with 'intersects' (the
 * default, as Konva's selection rectangles do) every element whose bounds meet the box, with
 * 'contains' only those whose bounds lie wholly inside it. A box dragged up or left counts the same.
 */
export function elementsInBox(
  elements: readonly HitElement[],
  box: PlanBox,
  mode: 'intersects' | 'contains' = 'intersects',
): string[] {
  const b = normalisedBox(box);
  return elements
    .filter((element) => {
      if (element.visible === false) return false;
      const e = boundsOfCanvas(element.canvasData);
      if (mode === 'contains') {
        return e.x >= b.x && e.y >= b.y && e.x + e.width <= b.x + b.width && e.y + e.height <= b.y + b.height;
      }
      return e.x <= b.x + b.width && b.x <= e.x + e.width && e.y <= b.y + b.height && b.y <= e.y + e.height;
    })
    .map((element) => element._id);
}
