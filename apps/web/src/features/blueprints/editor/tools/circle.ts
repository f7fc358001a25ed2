import { ShapeStyle, distancePx } from '@fieldwork/blueprint-core';
import { createDragShapeTool } from './dragShape';
import type { Tool } from './types';

/** Circle, outlined or filled (styles 4 and 5): press at the centre, drag out the radius. */
export function createCircleTool(): Tool {
  return createDragShapeTool('circle', ShapeStyle.CircleOutlined, (centre, edge, { style, strokeWidth }) => ({
    kind: 'Circle',
    style,
    x: centre.x,
    y: centre.y,
    radius: distancePx(centre, edge),
    strokeWidth,
  }));
}
