import { createDoodleTool } from './doodle';
import type { Tool } from './types';

/** The pen: a freehand sketch kept only in the editor (no element definition, never saved). */
export function createPenTool(): Tool {
  return createDoodleTool(true);
}
