import { normaliseCrop, px, type PlanPoint, type PlanSize } from '@fieldwork/blueprint-core';
import type { Tool, ToolContext } from './types';

/**
 * Crop (used by the PDF export): a rectangle in plan pixels, clamped to the plan; a drag under
 * 5 px crops nothing. idle → drawing → cropped.
 */
const sizeOf = (ctx: ToolContext): PlanSize => ({ width: px(ctx.planSize.width), height: px(ctx.planSize.height) });

export function createCropTool(): Tool {
  let start: PlanPoint | null = null;
  const reset = (ctx: ToolContext) => {
    start = null;
    ctx.setDrawing(null);
    ctx.enter('idle');
  };
  return {
    name: 'crop',
    down(ctx, { point }) {
      start = point;
      ctx.enter('drawing');
    },
    move(ctx, { point }) {
      if (!start) return;
      const box = normaliseCrop(start, point, sizeOf(ctx));
      ctx.setDrawing(box ? { canvas: { kind: 'Rect', style: 2, x: box.x, y: box.y, width: box.width, height: box.height, strokeWidth: 1 }, color: '#1976d2' } : null);
    },
    up(ctx, { point }) {
      if (!start) return;
      const box = normaliseCrop(start, point, sizeOf(ctx));
      start = null;
      ctx.setDrawing(null);
      if (!box) {
        ctx.refuse('tooSmall');
        ctx.enter('idle');
        return;
      }
      ctx.setCrop(box);
      ctx.enter('cropped');
      ctx.finish();
    },
    cancel: reset,
  };
}
