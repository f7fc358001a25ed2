import { screenPoint } from '@fieldwork/blueprint-core';
import type { ElementDefinition } from '@fieldwork/contracts';
import type { EditorElement } from '../../model';
import { EditorEngine, type EngineOptions, type KeyInput } from '../engine/EditorEngine';
import type { PlanMeasures } from '../engine/state';

/**
 * A headless editor for tests (ADR 0046): the engine driven as the canvas drives it, with
 * pointer events in screen coordinates, keys, wheel notches and touches, and the path of tool
 * states recorded. No DOM, no Konva.
 */
export interface HeadlessEditor {
  engine: EditorEngine;
  readonly state: ReturnType<EditorEngine['getState']>;
  /** The tool states gone through since the last `resetPath` ('line:idle', 'line:pointing'...). */
  path(): string[];
  resetPath(): void;
  down(x: number, y: number, options?: { shift?: boolean; touch?: number; button?: number }): void;
  move(x: number, y: number, options?: { touch?: number }): void;
  up(x: number, y: number, options?: { touch?: number }): void;
  /** Press, move through the points, release. */
  drag(from: [number, number], to: [number, number], steps?: number): void;
  /** A press and release at one point. */
  click(x: number, y: number): void;
  key(key: string, input?: KeyInput): boolean;
  keyUp(key: string): void;
  wheel(x: number, y: number, deltaY: number): void;
  /** Two fingers from `from` to `to` (a pinch), in steps. */
  pinch(from: [[number, number], [number, number]], to: [[number, number], [number, number]], steps?: number): void;
  edit(definition?: ElementDefinition): void;
}

export const DEFINITIONS: Record<string, ElementDefinition> = {
  thinLine: { id: 'thin', name: 'Cable', color: '#00ff00', type: 0, size: 2 },
  thickLine: { id: 'thick', name: 'Pipe', color: '#ff0000', type: 1, size: 6 },
  rectOutlined: { id: 'rect-o', name: 'Room', color: '#0000ff', type: 2, size: 2 },
  rectFilled: { id: 'rect-f', name: 'Floor', color: '#ffff00', type: 3, size: 2 },
  circleOutlined: { id: 'circle-o', name: 'Column', color: '#808080', type: 4, size: 2 },
  circleFilled: { id: 'circle-f', name: 'Pillar', color: '#404040', type: 5, size: 2 },
  doodle: { id: 'doodle', name: 'Note', color: '#000000', type: 6, size: 2 },
  lamp: { id: 'lamp', name: 'Lamp', color: '#ffffff', type: 7, size: 8 },
  polygonOutlined: { id: 'poly-o', name: 'Zone', color: '#00ff00', type: 8, size: 2 },
  polygonFilled: { id: 'poly-f', name: 'Tiles', color: '#ff0000', type: 9, size: 2 },
  polygonOpen: { id: 'poly-open', name: 'Fence', color: '#0000ff', type: 10, size: 2 },
};

export const JOB = '00000000-0000-4000-8000-000000000001';
export const OTHER_JOB = '00000000-0000-4000-8000-000000000002';

export function headlessEditor(options: Partial<EngineOptions> = {}, init: { elements?: EditorElement[]; measures?: PlanMeasures } = {}): HeadlessEditor {
  let ids = 0;
  const engine = new EditorEngine({
    jobId: JOB,
    question: '1',
    canEdit: true,
    canCalibrate: true,
    planSize: { width: 2000, height: 1000 },
    newId: () => `00000000-0000-4000-9000-${String((ids += 1)).padStart(12, '0')}`,
    now: () => '2026-01-01T00:00:00.000Z',
    ...options,
  });
  if (init.elements || init.measures) engine.load(init.elements ?? [], init.measures);
  let from = engine.statePath.length;
  const mouse = (shift?: boolean, button?: number) => ({ pointerId: 1, pointerType: 'mouse' as const, shiftKey: shift, button });
  const touch = (id: number) => ({ pointerId: 100 + id, pointerType: 'touch' as const });
  const editor: HeadlessEditor = {
    engine,
    get state() {
      return engine.getState();
    },
    path: () => engine.statePath.slice(from),
    resetPath: () => {
      from = engine.statePath.length;
    },
    down: (x, y, o = {}) => engine.pointerDown(screenPoint(x, y), o.touch !== undefined ? touch(o.touch) : mouse(o.shift, o.button)),
    move: (x, y, o = {}) => engine.pointerMove(screenPoint(x, y), o.touch !== undefined ? touch(o.touch) : mouse()),
    up: (x, y, o = {}) => engine.pointerUp(screenPoint(x, y), o.touch !== undefined ? touch(o.touch) : mouse()),
    drag(a, b, steps = 4) {
      editor.down(a[0], a[1]);
      for (let i = 1; i <= steps; i += 1) editor.move(a[0] + ((b[0] - a[0]) * i) / steps, a[1] + ((b[1] - a[1]) * i) / steps);
      editor.up(b[0], b[1]);
    },
    click(x, y) {
      editor.down(x, y);
      editor.up(x, y);
    },
    key: (key, input) => engine.keyDown(key, input),
    keyUp: (key) => engine.keyUp(key),
    wheel: (x, y, deltaY) => engine.wheel(screenPoint(x, y), deltaY),
    pinch(a, b, steps = 4) {
      editor.down(a[0][0], a[0][1], { touch: 0 });
      editor.down(a[1][0], a[1][1], { touch: 1 });
      for (let i = 1; i <= steps; i += 1) {
        for (const f of [0, 1] as const) {
          editor.move(a[f][0] + ((b[f][0] - a[f][0]) * i) / steps, a[f][1] + ((b[f][1] - a[f][1]) * i) / steps, { touch: f });
        }
      }
      editor.up(b[0][0], b[0][1], { touch: 0 });
      editor.up(b[1][0], b[1][1], { touch: 1 });
    },
    edit(definition) {
      engine.setMode('EDIT');
      if (definition) engine.chooseDefinition(definition);
      editor.resetPath();
    },
  };
  return editor;
}
