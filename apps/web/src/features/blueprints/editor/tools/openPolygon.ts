import { ShapeStyle, isOpenPolygonComplete, type CanvasShape, type PlanPoint } from '@fieldwork/blueprint-core';
import { flat, isBigEnough, strokeOf } from './shapes';
import type { Tool, ToolContext } from './types';

/**
 * Open polygon (style 10): the 'Set polygon sides' dialog asks how many sides first; then a
 * click per vertex, and the polygon ends on its last side. Escape drops it.
 * askingSides → idle → drawing → placed.
 */
export function createOpenPolygonTool(): Tool {
  let vertices: PlanPoint[] = [];
  const shape = (ctx: ToolContext, points: readonly PlanPoint[]): CanvasShape => {
    const { strokeWidth } = strokeOf(ctx, ShapeStyle.PolygonOpen);
    return { kind: 'Polygon', style: ShapeStyle.PolygonOpen, x: 0, y: 0, points: flat(points), strokeWidth };
  };
  const reset = (ctx: ToolContext) => {
    vertices = [];
    ctx.setDrawing(null);
    ctx.enter(ctx.state.polygonSides === null ? 'askingSides' : 'idle');
  };
  return {
    name: 'openPolygon',
    start(ctx) {
      vertices = [];
      ctx.askSides();
      ctx.enter('askingSides');
    },
    down() {},
    move(ctx, { point }) {
      if (vertices.length) ctx.setDrawing({ canvas: shape(ctx, vertices), color: strokeOf(ctx, ShapeStyle.PolygonOpen).color, cursor: point });
    },
    up(ctx, { point }) {
      const sides = ctx.state.polygonSides;
      if (sides === null) return;
      vertices = [...vertices, point];
      if (isOpenPolygonComplete(vertices, sides)) {
        const canvas = shape(ctx, vertices);
        vertices = [];
        ctx.setDrawing(null);
        if (!isBigEnough(canvas)) {
          ctx.refuse('tooSmall');
          ctx.enter('idle');
          return;
        }
        ctx.place(canvas);
        return;
      }
      ctx.enter('drawing');
      ctx.setDrawing({ canvas: shape(ctx, vertices), color: strokeOf(ctx, ShapeStyle.PolygonOpen).color, cursor: point });
    },
    cancel: reset,
  };
}
