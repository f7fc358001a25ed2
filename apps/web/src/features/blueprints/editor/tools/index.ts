import { kindOfStyle, ShapeStyle, type ShapeStyle as Style } from '@fieldwork/blueprint-core';
import type { ToolName } from '../engine/state';
import { createCircleTool } from './circle';
import { createCropTool } from './crop';
import { createDoodleTool } from './doodle';
import { createLampTool } from './lamp';
import { createLineTool } from './line';
import { createMeasureTool } from './measure';
import { createMoveTool } from './move';
import { createOpenPolygonTool } from './openPolygon';
import { createPenTool } from './pen';
import { createPolygonTool } from './polygon';
import { createRectTool } from './rect';
import { createScissorsTool } from './scissors';
import type { Tool } from './types';

/** One fresh instance of every tool (each editor has its own). */
export function createTools(): Record<ToolName, Tool> {
  return {
    move: createMoveTool(),
    line: createLineTool(),
    rect: createRectTool(),
    circle: createCircleTool(),
    polygon: createPolygonTool(),
    openPolygon: createOpenPolygonTool(),
    doodle: createDoodleTool(),
    lamp: createLampTool(),
    scissors: createScissorsTool(),
    crop: createCropTool(),
    measureHorizontal: createMeasureTool('width'),
    measureVertical: createMeasureTool('height'),
    pen: createPenTool(),
  };
}

/** The drawing tool an element definition's type (its shape style) is drawn with. */
export function toolOfStyle(style: Style): ToolName {
  switch (kindOfStyle(style)) {
    case 'Line':
      return 'line';
    case 'Rect':
      return 'rect';
    case 'Circle':
      return 'circle';
    case 'Doodle':
      return 'doodle';
    case 'Lamp':
      return 'lamp';
    default:
      return style === ShapeStyle.PolygonOpen ? 'openPolygon' : 'polygon';
  }
}
