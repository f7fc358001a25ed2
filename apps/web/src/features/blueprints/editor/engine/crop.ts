import { MIN_SHAPE_SIZE_PX, px, type PlanBox, type PlanPoint } from '@fieldwork/blueprint-core';

/**
 * The crop box of a drag, clamped to the plan, or null under 5 px: blueprint-core's
 * normaliseCrop once it lands on main (then this file goes).
 */
export function normaliseCrop(start: PlanPoint, end: PlanPoint, plan: { width: number; height: number }): PlanBox | null {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  const x0 = clamp(start.x, plan.width);
  const x1 = clamp(end.x, plan.width);
  const y0 = clamp(start.y, plan.height);
  const y1 = clamp(end.y, plan.height);
  const width = Math.abs(x1 - x0);
  const height = Math.abs(y1 - y0);
  if (!(width >= MIN_SHAPE_SIZE_PX && height >= MIN_SHAPE_SIZE_PX)) return null;
  return { x: px(Math.min(x0, x1)), y: px(Math.min(y0, y1)), width: px(width), height: px(height) };
}
