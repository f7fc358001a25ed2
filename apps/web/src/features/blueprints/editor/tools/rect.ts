import { ShapeStyle } from '@fieldwork/blueprint-core';
import { createDragShapeTool } from './dragShape';
import type { Tool } from './types';

/** Rectangle, outlined or filled (styles 2 and 3): a drag from corner to corner. */
export function createRectTool(): Tool {
  return createDragShapeTool('rect', ShapeStyle.RectOutlined, (from, to, { style, strokeWidth }) => ({
    kind: 'Rect',
    style,
    x: from.x,
    y: from.y,
    width: to.x - from.x,
    height: to.y - from.y,
    strokeWidth,
  }));
}
