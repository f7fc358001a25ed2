import { ellipseAreaWithoutPx, polygonAreaWithoutPx } from './cutout';
import { planPoint, type NodeTransform, type PlanBox, type PlanPoint } from './point';
import { polygonAreaPx } from './polygon';
import { areaToSquareMetres, segmentToMetres, type PlanScale } from './scale';
import { ShapeStyle, isClosedStyle, type CircleStyle, hasArea } from './shape-style';
import { metres, px, squarePx, type Metres, type Pixels, type SquareMetres } from './units';

/** An ellipse in plan space: a circle node once its scale and rotation are applied. */
export interface PlanEllipse {
  readonly center: PlanPoint;
  readonly radiusX: Pixels;
  readonly radiusY: Pixels;
  /** Degrees, clockwise on screen. */
  readonly rotation?: number;
}

/** A circle element: its outline in plan space. */
export interface CircleShape {
  readonly style: CircleStyle;
  readonly ellipse: PlanEllipse;
  /** Boxes the scissors tool cut out of it, in plan pixels (see cutout.ts). */
  readonly cutouts?: readonly PlanBox[];
}

/**
 * Any other element, as its canvas points in plan space: the two ends of a line, the four
 * corners of a rectangle (see `rectCorners`), the vertices of a polygon (without repeating the
 * first), the samples of a doodle, the single point of a lamp.
 */
export interface PointsShape {
  readonly style: Exclude<ShapeStyle, CircleStyle>;
  readonly points: readonly PlanPoint[];
  /** Boxes the scissors tool cut out of it, in plan pixels (see cutout.ts). */
  readonly cutouts?: readonly PlanBox[];
}

/** An element's geometry in plan space, tagged with its style. */
export type PlanShape = CircleShape | PointsShape;

/** What an element measures: null where the rule of spec 3 section 3 gives it no such value. */
export interface ShapeMeasure {
  readonly length: Metres | null;
  readonly area: SquareMetres | null;
}

/** The plan-space ellipse of a Konva circle node (radius, position, scale, rotation). */
export function ellipseFromCircleNode(node: NodeTransform & { readonly radius: number }): PlanEllipse {
  return {
    center: planPoint(node.x ?? 0, node.y ?? 0),
    radiusX: px(Math.abs(node.radius * (node.scaleX ?? 1))),
    radiusY: px(Math.abs(node.radius * (node.scaleY ?? 1))),
    rotation: node.rotation ?? 0,
  };
}

/**
 * Semi-axes, in metres, of a plan ellipse after the plan's scale is applied. A rotated
 * ellipse under unequal axis scales is still an ellipse, but with new axes: they are the
 * singular values of scale · rotation · radii.
 */
export function ellipseSemiAxesMetres(ellipse: PlanEllipse, scale: PlanScale): [Metres, Metres] {
  const t = ((ellipse.rotation ?? 0) * Math.PI) / 180;
  const sx = scale.metresPerPixelX;
  const sy = scale.metresPerPixelY;
  const u = [sx * ellipse.radiusX * Math.cos(t), sy * ellipse.radiusX * Math.sin(t)];
  const v = [-sx * ellipse.radiusY * Math.sin(t), sy * ellipse.radiusY * Math.cos(t)];
  const a = u[0] * u[0] + u[1] * u[1];
  const b = v[0] * v[0] + v[1] * v[1];
  const c = u[0] * v[0] + u[1] * v[1];
  const mean = (a + b) / 2;
  const spread = Math.sqrt(((a - b) / 2) ** 2 + c * c);
  return [metres(Math.sqrt(mean + spread)), metres(Math.sqrt(Math.max(0, mean - spread)))];
}

/**
 * Perimeter of an ellipse with semi-axes a and b by Ramanujan's second approximation: exact for
 * a circle, within 0.05% even for the flattest ellipse, far below what a hand calibration gives.
 */
export function ellipsePerimeter(a: number, b: number): number {
  if (a + b === 0) return 0;
  const h = ((a - b) / (a + b)) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

/** Real length of the path through `points`, each segment scaled axis by axis. */
export function pathLengthMetres(points: readonly PlanPoint[], scale: PlanScale, closed = false): Metres {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += segmentToMetres(points[i - 1], points[i], scale);
  if (closed && points.length > 2) total += segmentToMetres(points[points.length - 1], points[0], scale);
  return metres(total);
}

/**
 * The length of an element (spec 3 section 3): a line's length, a rectangle's perimeter, a
 * circle's circumference, a closed polygon's perimeter with its closing edge, and the path
 * length of an open polygon or a doodle. A lamp has no length (null).
 *
 * Cutouts do not shorten it: the length of a wall, a pipe or a skirting is what was drawn,
 * and a cutout marks an opening in the area (a column in a floor, a shaft), not a piece of the
 * outline taken away; its own edges are not added either, since they were never drawn.
 */
export function shapeLength(shape: PlanShape, scale: PlanScale): Metres | null {
  if ('ellipse' in shape) {
    const [a, b] = ellipseSemiAxesMetres(shape.ellipse, scale);
    return metres(ellipsePerimeter(a, b));
  }
  if (shape.style === ShapeStyle.Lamp) return null;
  return pathLengthMetres(shape.points, scale, isClosedStyle(shape.style));
}

/**
 * The area of an element: only filled rectangles, filled circles and filled polygons have one
 * (null otherwise). Polygons use the shoelace formula; see `polygonAreaPx` for what a
 * self-intersecting polygon yields. The part of the shape inside its cutouts is taken out,
 * once however the cutouts overlap (see `polygonAreaWithoutPx` and `ellipseAreaWithoutPx`).
 */
export function shapeArea(shape: PlanShape, scale: PlanScale): SquareMetres | null {
  if (!hasArea(shape.style)) return null;
  const cutouts = shape.cutouts ?? [];
  if ('ellipse' in shape) {
    const { radiusX, radiusY } = shape.ellipse;
    if (cutouts.length > 0) return areaToSquareMetres(ellipseAreaWithoutPx(shape.ellipse, cutouts), scale);
    return areaToSquareMetres(squarePx(Math.PI * radiusX * radiusY), scale);
  }
  if (cutouts.length > 0) return areaToSquareMetres(polygonAreaWithoutPx(shape.points, cutouts), scale);
  return areaToSquareMetres(polygonAreaPx(shape.points), scale);
}

/** Length and area of an element together. */
export function measureShape(shape: PlanShape, scale: PlanScale): ShapeMeasure {
  return { length: shapeLength(shape, scale), area: shapeArea(shape, scale) };
}
