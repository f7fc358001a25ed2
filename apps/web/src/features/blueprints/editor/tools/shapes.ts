import { MIN_SHAPE_SIZE_PX, ShapeStyle, boundsOfCanvas, meetsMinimumShapeSize, type CanvasShape, type PlanPoint, type ShapeStyle as Style } from '@fieldwork/blueprint-core';
import type { ToolContext } from './types';

/**
 * Whether a shape is big enough to keep (spec 3 sections 5 and 9: 5 px). Shapes with an inside
 * (rectangles, circles, closed polygons) need 5 px in width and in height; paths (lines,
 * doodles, open polygons, which may well be straight) need 5 px along their longer side.
 */
export function isBigEnough(canvas: CanvasShape): boolean {
  const box = boundsOfCanvas(canvas);
  const path = canvas.kind === 'Line' || canvas.kind === 'Doodle' || canvas.style === ShapeStyle.PolygonOpen;
  return path ? Math.max(box.width, box.height) >= MIN_SHAPE_SIZE_PX : meetsMinimumShapeSize(box);
}

/** The current definition's style, stroke and colour (a pen sketch has none: dark grey). */
export function strokeOf(ctx: ToolContext, fallback: Style): { style: Style; strokeWidth: number; color: string } {
  const definition = ctx.definition;
  return { style: definition?.type ?? fallback, strokeWidth: definition?.size ?? 2, color: definition?.color ?? '#424242' };
}

/** A flat Konva points list. */
export function flat(points: readonly PlanPoint[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}
