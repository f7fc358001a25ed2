import { measureArrowCounts, measureArrowLength, type PlanPoint } from '@fieldwork/blueprint-core';
import type { MeasureAxis } from '../engine/state';
import type { Tool, ToolContext } from './types';

/**
 * Vertical and horizontal measure (set mode, spec 3 section 4): an arrow along one axis; a drag
 * of more than 10 px sets its pixels and the metres input appears; a shorter one is refused.
 * Escape cancels the drag or the waiting input. idle → drawing → awaitingMetres.
 */
export function createMeasureTool(axis: MeasureAxis): Tool {
  let start: PlanPoint | null = null;
  const arrow = (end: PlanPoint): [number, number, number, number] =>
    axis === 'width' ? [start!.x, start!.y, end.x, start!.y] : [start!.x, start!.y, start!.x, end.y];
  const reset = (ctx: ToolContext) => {
    start = null;
    ctx.setMeasureDraft(null);
    ctx.cancelMeasure();
    ctx.enter('idle');
  };
  return {
    name: axis === 'width' ? 'measureHorizontal' : 'measureVertical',
    down(ctx, { point }) {
      if (ctx.state.pendingMeasure) ctx.cancelMeasure();
      start = point;
      ctx.enter('drawing');
    },
    move(ctx, { point }) {
      if (start) ctx.setMeasureDraft({ axis, points: arrow(point) });
    },
    up(ctx, { point }) {
      if (!start) return;
      const length = measureArrowLength(axis, start, point);
      const points = arrow(point);
      start = null;
      ctx.setMeasureDraft(null);
      if (!measureArrowCounts(length)) {
        ctx.refuse('measureTooShort');
        ctx.enter('idle');
        return;
      }
      ctx.measured(axis, points, length);
      ctx.enter('awaitingMetres');
    },
    cancel: reset,
  };
}
