import type { CanvasShape, PlanPoint } from '@fieldwork/blueprint-core';
import type { Tool } from './types';

/**
 * Move (the default tool): a click selects the topmost element under the pointer, a drag moves
 * it when the user may change it (its own job, or where the question allows). Resizing and
 * rotating go through the selection's transformer (EditorEngine.transform). A click on nothing
 * clears the selection. idle → pointing → dragging → idle.
 */
export function createMoveTool(): Tool {
  let grab: { id: string; start: PlanPoint; before: CanvasShape; movable: boolean } | null = null;
  let moved = false;
  return {
    name: 'move',
    down(ctx, { point }) {
      const element = ctx.elementAt(point);
      moved = false;
      if (!element) {
        ctx.select(null);
        grab = null;
        return;
      }
      ctx.select(element._id);
      grab = { id: element._id, start: point, before: element.canvasData, movable: ctx.state.mode === 'EDIT' && ctx.canChange(element) };
      ctx.enter('pointing');
    },
    move(ctx, { point }) {
      if (!grab?.movable) return;
      const dx = point.x - grab.start.x;
      const dy = point.y - grab.start.y;
      if (!moved && Math.hypot(dx, dy) === 0) return;
      if (!moved) ctx.enter('dragging');
      moved = true;
      ctx.preview(grab.id, { canvasData: translated(grab.before, dx, dy) });
    },
    up(ctx, { point }) {
      if (!grab) return;
      const { id, before, start } = grab;
      grab = null;
      if (moved) ctx.commit(id, { canvasData: before }, { canvasData: translated(before, point.x - start.x, point.y - start.y) });
      moved = false;
      ctx.enter('idle');
    },
    cancel(ctx) {
      if (grab && moved) ctx.preview(grab.id, { canvasData: grab.before });
      grab = null;
      moved = false;
      ctx.enter('idle');
    },
  };
}

/** A shape moved by (dx, dy) plan pixels. */
export function translated(canvas: CanvasShape, dx: number, dy: number): CanvasShape {
  return { ...canvas, x: (canvas.x ?? 0) + dx, y: (canvas.y ?? 0) + dy };
}
