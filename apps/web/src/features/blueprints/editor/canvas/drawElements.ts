import { REMOVED_ELEMENT_COLOR, hasArea, shapeOfCanvas, type CanvasShape } from '@fieldwork/blueprint-core';
import type { ElementDefinition } from '@fieldwork/contracts';
import type { EditorElement } from '../../model';

/**
 * Drawing elements straight onto a 2D context, in plan pixels (the stage's transform applies).
 * Thousands of elements are one Konva shape whose scene function calls this, not thousands of
 * Konva nodes: no per-node bookkeeping, no hit canvas (hits go through blueprint-core), and
 * each shape's Path2D is built once per canvasData object and reused every frame.
 */

/** Colour of sketches (pen strokes without an element definition). */
export const SKETCH_COLOR = '#424242';
/** Opacity of filled styles' fill: the plan shows through. */
export const FILL_ALPHA = 0.35;

const paths = new WeakMap<CanvasShape, Path2D>();

/** The outline of a shape in plan space (from blueprint-core's shapeOfCanvas), cached per canvasData. */
export function pathOf(canvas: CanvasShape): Path2D {
  const cached = paths.get(canvas);
  if (cached) return cached;
  const path = new Path2D();
  const shape = shapeOfCanvas(canvas);
  if ('ellipse' in shape) {
    const { center, radiusX, radiusY, rotation = 0 } = shape.ellipse;
    path.ellipse(center.x, center.y, Math.max(0, radiusX), Math.max(0, radiusY), (rotation * Math.PI) / 180, 0, Math.PI * 2);
  } else if (canvas.kind === 'Lamp') {
    const p = shape.points[0];
    const r = Math.max(4, (canvas.strokeWidth ?? 8) / 2);
    path.arc(p.x, p.y, r, 0, Math.PI * 2);
  } else {
    shape.points.forEach((p, i) => (i === 0 ? path.moveTo(p.x, p.y) : path.lineTo(p.x, p.y)));
    const closed = canvas.kind === 'Rect' || (canvas.kind === 'Polygon' && canvas.style !== 10);
    if (closed) path.closePath();
  }
  paths.set(canvas, path);
  return path;
}

/** A colour with an alpha (hex or rgb()). */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    const n = parseInt(h, 16);
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color);
  return rgb ? `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})` : color;
}

export function colorOf(element: EditorElement, definitions: ReadonlyMap<string, ElementDefinition>): string {
  if (!element.elementId) return SKETCH_COLOR;
  return definitions.get(element.elementId)?.color ?? REMOVED_ELEMENT_COLOR;
}

/** Draws one shape: translucent fill for the filled styles, the stroke, and its cutouts as holes. */
export function drawShape(ctx: CanvasRenderingContext2D, canvas: CanvasShape, color: string, planScale: number): void {
  const path = pathOf(canvas);
  const cutouts = canvas.cutouts;
  if (cutouts?.length) {
    ctx.save();
    const clip = new Path2D();
    clip.rect(-1e7, -1e7, 2e7, 2e7);
    for (const c of cutouts) clip.rect(c.x, c.y, c.width, c.height);
    ctx.clip(clip, 'evenodd');
  }
  if (canvas.kind === 'Lamp') {
    ctx.fillStyle = color;
    ctx.fill(path);
    ctx.lineWidth = 1 / planScale;
    ctx.strokeStyle = '#212121';
    ctx.stroke(path);
  } else {
    if (hasArea(canvas.style)) {
      ctx.fillStyle = withAlpha(color, FILL_ALPHA);
      ctx.fill(path);
    }
    ctx.strokeStyle = color;
    // At least one screen pixel wide, whatever the zoom.
    ctx.lineWidth = Math.max(canvas.strokeWidth ?? 2, 1 / planScale);
    ctx.stroke(path);
  }
  if (cutouts?.length) ctx.restore();
}

/** Draws the visible elements, skipping `skip` (the selection draws that one itself). */
export function drawElements(
  ctx: CanvasRenderingContext2D,
  elements: readonly EditorElement[],
  definitions: ReadonlyMap<string, ElementDefinition>,
  planScale: number,
  skip: string | null = null,
): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const element of elements) {
    if (!element.visible || element._id === skip) continue;
    drawShape(ctx, element.canvasData, colorOf(element, definitions), planScale);
  }
}
