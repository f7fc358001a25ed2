import { cutoutBox } from './cutout';
import { ellipseFromCircleNode, type PlanShape } from './measure';
import { applyNodeTransform, planPoint, pointsFromFlat, rectCorners, type NodeTransform } from './point';
import { ShapeStyle, type CircleStyle } from './shape-style';

/**
 * The stored form of an element's shape (its canvasData, spec 3 section 3): Konva's own node
 * attributes, in plan pixels, with the style it is drawn in. The editor draws from it, the
 * server measures and exports from it, and nothing else is stored about a shape's geometry.
 */

/** The node kinds an element is drawn as (spec 3 section 3's element kinds that hold a shape). */
export type CanvasKind = 'Line' | 'Rect' | 'Circle' | 'Polygon' | 'Doodle' | 'Lamp';
export const CANVAS_KINDS: readonly CanvasKind[] = ['Line', 'Rect', 'Circle', 'Polygon', 'Doodle', 'Lamp'];

/**
 * A rectangle cut out of an element by the scissors tool, in plan pixels (not rotated, and not
 * moved by the element's own x, y, rotation or scale); a negative width or height is a box drawn
 * up or left.
 */
export interface CutoutRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * One element's shape. `x`, `y`, `rotation`, `scaleX` and `scaleY` place the node on the plan;
 * the rest is in the node's own space:
 * - Line: `points` holds its two ends [x0, y0, x1, y1];
 * - Rect: `width` and `height` from the node's origin (negative when drawn up or left);
 * - Circle: `radius` around the node's origin;
 * - Polygon: `points` holds the vertices, the first not repeated; closed unless the style is open;
 * - Doodle: `points` holds the pen's samples;
 * - Lamp: a dot at the node's origin.
 */
export interface CanvasShape extends NodeTransform {
  readonly kind: CanvasKind;
  readonly style: ShapeStyle;
  readonly points?: readonly number[];
  readonly width?: number;
  readonly height?: number;
  readonly radius?: number;
  /** Stroke width in plan pixels; with `widthAsHeight` a line's stroke is its drawn height. */
  readonly strokeWidth?: number;
  readonly strokeHeight?: number;
  readonly widthAsHeight?: boolean;
  /** The element's description (spec: comment). */
  readonly comment?: string;
  /** Rectangles the scissors tool cut out of the element (a cutout group). */
  readonly cutouts?: readonly CutoutRect[];
}

/** The node kind each style is drawn as. */
export function kindOfStyle(style: ShapeStyle): CanvasKind {
  switch (style) {
    case ShapeStyle.ThinLine:
    case ShapeStyle.ThickLine:
      return 'Line';
    case ShapeStyle.RectOutlined:
    case ShapeStyle.RectFilled:
      return 'Rect';
    case ShapeStyle.CircleOutlined:
    case ShapeStyle.CircleFilled:
      return 'Circle';
    case ShapeStyle.Doodle:
      return 'Doodle';
    case ShapeStyle.Lamp:
      return 'Lamp';
    default:
      return 'Polygon';
  }
}

/** Whether a canvas shape's kind is the one its style is drawn as. */
export function isKindOfStyle(shape: Pick<CanvasShape, 'kind' | 'style'>): boolean {
  return kindOfStyle(shape.style) === shape.kind;
}

/**
 * The plan-space geometry of a canvas shape, as `measureShape` and `exportRow` read it: the
 * node's transform applied to its points, corners or circle, and its cutouts as boxes with a
 * positive size (left out when there are none).
 */
export function shapeOfCanvas(canvas: CanvasShape): PlanShape {
  const shape = shapeWithoutCutouts(canvas);
  if (!canvas.cutouts || canvas.cutouts.length === 0) return shape;
  return { ...shape, cutouts: canvas.cutouts.map(cutoutBox) };
}

function shapeWithoutCutouts(canvas: CanvasShape): PlanShape {
  const transform: NodeTransform = canvas;
  switch (canvas.kind) {
    case 'Circle':
      return { style: canvas.style as CircleStyle, ellipse: ellipseFromCircleNode({ ...transform, radius: canvas.radius ?? 0 }) };
    case 'Rect':
      return {
        style: canvas.style as Exclude<ShapeStyle, CircleStyle>,
        points: rectCorners({ ...transform, width: canvas.width ?? 0, height: canvas.height ?? 0 }),
      };
    case 'Lamp':
      return { style: ShapeStyle.Lamp, points: [planPoint(canvas.x ?? 0, canvas.y ?? 0)] };
    default:
      return {
        style: canvas.style as Exclude<ShapeStyle, CircleStyle>,
        points: applyNodeTransform(pointsFromFlat(canvas.points ?? []), transform),
      };
  }
}
