import { ShapeStyle, type CanvasShape } from '@fieldwork/blueprint-core';
import { isBigEnough, strokeOf } from './shapes';
import type { Tool, ToolContext } from './types';

/**
 * Freehand drawing: the doodle element (style 6), or with `sketch` the pen, whose strokes have
 * no element definition and stay in the editor (spec 3 section 3: never sent). Finishes on
 * pointer up. idle → drawing → placed.
 */
export function createDoodleTool(sketch = false): Tool {
  let points: number[] | null = null;
  const shape = (ctx: ToolContext): CanvasShape => {
    const { strokeWidth } = strokeOf(ctx, ShapeStyle.Doodle);
    return { kind: 'Doodle', style: ShapeStyle.Doodle, x: 0, y: 0, points: points!.slice(), strokeWidth };
  };
  return {
    name: sketch ? 'pen' : 'doodle',
    down(ctx, { point }) {
      points = [point.x, point.y];
      ctx.enter('drawing');
    },
    move(ctx, { point }) {
      if (!points) return;
      points.push(point.x, point.y);
      ctx.setDrawing({ canvas: shape(ctx), color: strokeOf(ctx, ShapeStyle.Doodle).color });
    },
    up(ctx, { point }) {
      if (!points) return;
      if (points[points.length - 2] !== point.x || points[points.length - 1] !== point.y) points.push(point.x, point.y);
      const canvas = shape(ctx);
      points = null;
      ctx.setDrawing(null);
      if (canvas.points!.length < 4 || !isBigEnough(canvas)) {
        ctx.refuse('tooSmall');
        ctx.enter('idle');
        return;
      }
      ctx.place(canvas, { sketch });
    },
    cancel(ctx) {
      points = null;
      ctx.setDrawing(null);
      ctx.enter('idle');
    },
  };
}
