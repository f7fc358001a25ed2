import { ShapeStyle } from '@fieldwork/blueprint-core';
import { strokeOf } from './shapes';
import type { Tool } from './types';

/** Lamp (also called dot, style 7): a click places it. idle → pointing → placed. */
export function createLampTool(): Tool {
  let down = false;
  return {
    name: 'lamp',
    down(ctx) {
      down = true;
      ctx.enter('pointing');
    },
    move() {},
    up(ctx, { point }) {
      if (!down) return;
      down = false;
      const { strokeWidth } = strokeOf(ctx, ShapeStyle.Lamp);
      ctx.place({ kind: 'Lamp', style: ShapeStyle.Lamp, x: point.x, y: point.y, strokeWidth });
    },
    cancel(ctx) {
      down = false;
      ctx.enter('idle');
    },
  };
}
