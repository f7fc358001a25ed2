import type { CanvasShape, PlanPoint, ShapeStyle } from '@fieldwork/blueprint-core';
import { isBigEnough, strokeOf } from './shapes';
import type { ToolName } from '../engine/state';
import type { Tool, ToolContext } from './types';

/** What a drag makes: the shape from where the press was to where the pointer is, in the given style and stroke. */
export type DragShape = (from: PlanPoint, to: PlanPoint, stroke: { style: ShapeStyle; strokeWidth: number }) => CanvasShape;

/**
 * The tools that draw with one drag (line, rectangle, circle): press, drag, release; the shape is
 * kept when it is big enough (5 px), else refused. idle → pointing → drawing → placed.
 */
export function createDragShapeTool(name: ToolName, fallback: ShapeStyle, make: DragShape): Tool {
  let from: PlanPoint | null = null;
  const shape = (ctx: ToolContext, to: PlanPoint) => make(from!, to, strokeOf(ctx, fallback));
  const reset = (ctx: ToolContext) => {
    from = null;
    ctx.setDrawing(null);
  };
  return {
    name,
    down(ctx, { point }) {
      from = point;
      ctx.enter('pointing');
    },
    move(ctx, { point }) {
      if (!from) return;
      if (ctx.state.toolState !== 'drawing') ctx.enter('drawing');
      ctx.setDrawing({ canvas: shape(ctx, point), color: strokeOf(ctx, fallback).color });
    },
    up(ctx, { point }) {
      if (!from) return;
      const canvas = shape(ctx, point);
      reset(ctx);
      if (!isBigEnough(canvas)) {
        ctx.refuse('tooSmall');
        ctx.enter('idle');
        return;
      }
      ctx.place(canvas);
    },
    cancel(ctx) {
      reset(ctx);
      ctx.enter('idle');
    },
  };
}
