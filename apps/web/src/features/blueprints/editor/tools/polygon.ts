import { ShapeStyle, shouldClosePolygon, type CanvasShape, type PlanPoint } from '@fieldwork/blueprint-core';
import { flat, isBigEnough, strokeOf } from './shapes';
import type { Tool, ToolContext } from './types';

/**
 * Polygon, outlined or filled (styles 8 and 9): a click per vertex; a click within 10 px of the
 * first vertex closes it once it holds more than 3 coordinates (shouldClosePolygon). Escape
 * drops it. idle → drawing (→ drawing per vertex) → placed.
 */
export function createPolygonTool(): Tool {
  let vertices: PlanPoint[] = [];
  const shape = (ctx: ToolContext, points: readonly PlanPoint[]): CanvasShape => {
    const { style, strokeWidth } = strokeOf(ctx, ShapeStyle.PolygonOutlined);
    return { kind: 'Polygon', style, x: 0, y: 0, points: flat(points), strokeWidth };
  };
  const show = (ctx: ToolContext, cursor?: PlanPoint) =>
    ctx.setDrawing({ canvas: shape(ctx, vertices), color: strokeOf(ctx, ShapeStyle.PolygonOutlined).color, cursor });
  const reset = (ctx: ToolContext) => {
    vertices = [];
    ctx.setDrawing(null);
    ctx.enter('idle');
  };
  return {
    name: 'polygon',
    down() {},
    move(ctx, { point }) {
      if (vertices.length) show(ctx, point);
    },
    up(ctx, { point }) {
      if (vertices.length && shouldClosePolygon(vertices, point)) {
        const canvas = shape(ctx, vertices);
        if (vertices.length < 3 || !isBigEnough(canvas)) {
          ctx.refuse('tooSmall');
          reset(ctx);
          return;
        }
        vertices = [];
        ctx.setDrawing(null);
        ctx.place(canvas);
        return;
      }
      vertices = [...vertices, point];
      ctx.enter('drawing');
      show(ctx, point);
    },
    cancel: reset,
  };
}
