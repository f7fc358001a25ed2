import { ShapeStyle, type CanvasShape, type PlanPoint } from '@fieldwork/blueprint-core';
import { isBigEnough, strokeOf } from './shapes';
import type { Tool, ToolContext } from './types';

/** Rectangle, outlined or filled (styles 2 and 3): a drag from corner to corner. idle → pointing → drawing → placed. */
export function createRectTool(): Tool {
  let start: PlanPoint | null = null;
  const shape = (ctx: ToolContext, end: PlanPoint): CanvasShape => {
    const { style, strokeWidth } = strokeOf(ctx, ShapeStyle.RectOutlined);
    return { kind: 'Rect', style, x: start!.x, y: start!.y, width: end.x - start!.x, height: end.y - start!.y, strokeWidth };
  };
  return {
    name: 'rect',
    down(ctx, { point }) {
      start = point;
      ctx.enter('pointing');
    },
    move(ctx, { point }) {
      if (!start) return;
      if (ctx.state.toolState !== 'drawing') ctx.enter('drawing');
      ctx.setDrawing({ canvas: shape(ctx, point), color: strokeOf(ctx, ShapeStyle.RectOutlined).color });
    },
    up(ctx, { point }) {
      if (!start) return;
      const canvas = shape(ctx, point);
      start = null;
      ctx.setDrawing(null);
      if (!isBigEnough(canvas)) {
        ctx.refuse('tooSmall');
        ctx.enter('idle');
        return;
      }
      ctx.place(canvas);
    },
    cancel(ctx) {
      start = null;
      ctx.setDrawing(null);
      ctx.enter('idle');
    },
  };
}
