import { ShapeStyle, distancePx, type CanvasShape, type PlanPoint } from '@fieldwork/blueprint-core';
import { isBigEnough, strokeOf } from './shapes';
import type { Tool, ToolContext } from './types';

/** Circle, outlined or filled (styles 4 and 5): press at the centre, drag out the radius. idle → pointing → drawing → placed. */
export function createCircleTool(): Tool {
  let centre: PlanPoint | null = null;
  const shape = (ctx: ToolContext, end: PlanPoint): CanvasShape => {
    const { style, strokeWidth } = strokeOf(ctx, ShapeStyle.CircleOutlined);
    return { kind: 'Circle', style, x: centre!.x, y: centre!.y, radius: distancePx(centre!, end), strokeWidth };
  };
  return {
    name: 'circle',
    down(ctx, { point }) {
      centre = point;
      ctx.enter('pointing');
    },
    move(ctx, { point }) {
      if (!centre) return;
      if (ctx.state.toolState !== 'drawing') ctx.enter('drawing');
      ctx.setDrawing({ canvas: shape(ctx, point), color: strokeOf(ctx, ShapeStyle.CircleOutlined).color });
    },
    up(ctx, { point }) {
      if (!centre) return;
      const canvas = shape(ctx, point);
      centre = null;
      ctx.setDrawing(null);
      if (!isBigEnough(canvas)) {
        ctx.refuse('tooSmall');
        ctx.enter('idle');
        return;
      }
      ctx.place(canvas);
    },
    cancel(ctx) {
      centre = null;
      ctx.setDrawing(null);
      ctx.enter('idle');
    },
  };
}
