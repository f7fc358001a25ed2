import { ShapeStyle, type CanvasShape, type PlanPoint } from '@fieldwork/blueprint-core';
import { isBigEnough, strokeOf } from './shapes';
import type { Tool, ToolContext } from './types';

/** Thin and thick line (styles 0 and 1): press, drag, release. idle → pointing → drawing → placed. */
export function createLineTool(): Tool {
  let start: PlanPoint | null = null;
  const shape = (ctx: ToolContext, end: PlanPoint): CanvasShape => {
    const { style, strokeWidth } = strokeOf(ctx, ShapeStyle.ThinLine);
    return { kind: 'Line', style, x: 0, y: 0, points: [start!.x, start!.y, end.x, end.y], strokeWidth };
  };
  return {
    name: 'line',
    down(ctx, { point }) {
      start = point;
      ctx.enter('pointing');
    },
    move(ctx, { point }) {
      if (!start) return;
      if (ctx.state.toolState !== 'drawing') ctx.enter('drawing');
      ctx.setDrawing({ canvas: shape(ctx, point), color: strokeOf(ctx, ShapeStyle.ThinLine).color });
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
