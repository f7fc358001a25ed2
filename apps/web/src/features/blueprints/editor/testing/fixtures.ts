import type { CanvasShape } from '@fieldwork/blueprint-core';
import type { EditorElement } from '../../model';
import { JOB } from './headlessEditor';

/** An element as loaded from a marking record, for tests. */
export function makeElement(id: string, canvasData: CanvasShape, overrides: Partial<EditorElement> = {}): EditorElement {
  return {
    _id: id,
    elementId: 'rect-o',
    canvasData,
    visible: true,
    user: { _id: 'u1', name: 'Dana' },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    job: JOB,
    question: '1',
    ...overrides,
  };
}

export const RECT: CanvasShape = { kind: 'Rect', style: 2, x: 100, y: 100, width: 100, height: 50, strokeWidth: 2 };
