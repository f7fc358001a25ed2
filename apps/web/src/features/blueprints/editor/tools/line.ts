import { ShapeStyle } from '@fieldwork/blueprint-core';
import { createDragShapeTool } from './dragShape';
import type { Tool } from './types';

/** Thin and thick line (styles 0 and 1): press at one end, release at the other. */
export function createLineTool(): Tool {
  return createDragShapeTool('line', ShapeStyle.ThinLine, (from, to, { style, strokeWidth }) => ({
    kind: 'Line',
    style,
    x: 0,
    y: 0,
    points: [from.x, from.y, to.x, to.y],
    strokeWidth,
  }));
}
