import { planScale, ShapeStyle, type CanvasShape } from '@fieldwork/blueprint-core';
import type { BlueprintJob, ElementDefinition } from '@fieldwork/contracts';
import type { EditorElement, ElementContext } from '../model';

/**
 * Plans, jobs and elements for the blueprint screens' tests. The plan is calibrated at 100
 * plan pixels to the metre on both axes, so a 200 x 100 px rectangle is 2 m by 1 m.
 */
export const SCALE = planScale({ ratio: 360, systemUnit: 'Meters' }, { pixels: { width: 1000, height: 1000 }, metrics: { width: 10, height: 10 } });

export const WALL: ElementDefinition = { id: 'wall', name: 'Wall', color: '#ff0000', type: ShapeStyle.ThinLine, size: 2 };
export const FLOOR: ElementDefinition = { id: 'floor', name: 'Floor', color: '#00ff00', type: ShapeStyle.RectFilled, size: 1 };

export function makeJob(id: string, ID: number, overrides: Partial<BlueprintJob> = {}): BlueprintJob {
  return {
    _id: id,
    ID,
    status: 'open',
    jobType: { _id: 'type-1', title: 'Inspection', icon: null },
    startDate: '2026-03-05T08:30:00.000Z',
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A line of `metres` along x. */
export function line(metres: number): CanvasShape {
  return { kind: 'Line', style: ShapeStyle.ThinLine, x: 0, y: 0, points: [0, 0, metres * 100, 0], strokeWidth: 2 };
}

/** A filled rectangle of `w` by `h` metres. */
export function rect(w: number, h: number): CanvasShape {
  return { kind: 'Rect', style: ShapeStyle.RectFilled, x: 10, y: 10, width: w * 100, height: h * 100 };
}

let counter = 0;
export function makeElement(overrides: Partial<EditorElement> = {}): EditorElement {
  counter += 1;
  const hex = counter.toString(16).padStart(12, '0');
  return {
    _id: `00000000-0000-4000-8000-${hex}`,
    elementId: WALL.id,
    canvasData: line(1),
    visible: true,
    user: { _id: 'u-1', name: 'Dana Cohen' },
    created_at: '2026-03-10T10:00:00.000Z',
    updated_at: '2026-03-10T10:00:00.000Z',
    job: 'job-1',
    question: '3',
    ...overrides,
  };
}

export function makeContext(jobs: BlueprintJob[], definitions: ElementDefinition[] = [WALL, FLOOR]): ElementContext {
  return {
    jobsById: new Map(jobs.map((j) => [j._id, j])),
    definitionsById: new Map(definitions.map((d) => [d.id, d])),
  };
}
