import { MIN_SHAPE_SIZE_PX, type PlanPoint } from '@fieldwork/blueprint-core';
import type { Tool, ToolContext } from './types';

/**
 * Scissors (spec 3 section 4): click an element, then draw a rectangle over it; the rectangle
 * joins the element's cutouts (canvasData.cutouts, plan pixels), which are drawn as holes.
 * idle → chosen → drawing → cut. Escape drops the choice.
 */
export function createScissorsTool(): Tool {
  let target: string | null = null;
  let start: PlanPoint | null = null;
  const box = (end: PlanPoint) => ({
    x: Math.min(start!.x, end.x),
    y: Math.min(start!.y, end.y),
    width: Math.abs(end.x - start!.x),
    height: Math.abs(end.y - start!.y),
  });
  const reset = (ctx: ToolContext) => {
    target = null;
    start = null;
    ctx.setDrawing(null);
    ctx.select(null);
    ctx.enter('idle');
  };
  return {
    name: 'scissors',
    down(ctx, { point }) {
      if (target) {
        start = point;
        ctx.enter('drawing');
      }
    },
    move(ctx, { point }) {
      if (!target || !start) return;
      const b = box(point);
      ctx.setDrawing({ canvas: { kind: 'Rect', style: 2, x: b.x, y: b.y, width: b.width, height: b.height, strokeWidth: 1 }, color: '#d32f2f' });
    },
    up(ctx, { point }) {
      if (!target) {
        const element = ctx.elementAt(point);
        if (!element) return;
        if (!ctx.canChange(element)) {
          ctx.refuse('notAllowed');
          return;
        }
        target = element._id;
        ctx.select(element._id);
        ctx.enter('chosen');
        return;
      }
      if (!start) return;
      const cut = box(point);
      const element = ctx.state.elements.find((e) => e._id === target);
      start = null;
      ctx.setDrawing(null);
      if (!element || cut.width < MIN_SHAPE_SIZE_PX || cut.height < MIN_SHAPE_SIZE_PX) {
        ctx.refuse('tooSmall');
        ctx.enter('chosen');
        return;
      }
      const before = element.canvasData;
      const after = { ...before, cutouts: [...(before.cutouts ?? []), cut] };
      ctx.commit(element._id, { canvasData: before }, { canvasData: after });
      target = null;
      ctx.enter('cut');
      ctx.finish();
    },
    cancel: reset,
  };
}
