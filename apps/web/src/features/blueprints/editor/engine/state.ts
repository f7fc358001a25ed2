import { viewport, type CanvasShape, type MeasureAxis, type PlanBox, type Viewport } from '@fieldwork/blueprint-core';
import type { ElementDefinition } from '@fieldwork/contracts';
import type { EditorElement, EditorMode } from '../../model';

/**
 * The editor's whole state (ADR 0046): plain data, kept in one store the React shell reads
 * with useSyncExternalStore and the headless test editor reads directly. Nothing here knows
 * React or Konva; the canvas draws it and sends pointer events back to the engine.
 */

export type ToolName =
  | 'move'
  | 'line'
  | 'rect'
  | 'circle'
  | 'polygon'
  | 'openPolygon'
  | 'doodle'
  | 'lamp'
  | 'scissors'
  | 'crop'
  | 'measureHorizontal'
  | 'measureVertical'
  | 'pen';

/** The tools that draw an element of the current element definition. */
export const DRAWING_TOOLS: readonly ToolName[] = ['line', 'rect', 'circle', 'polygon', 'openPolygon', 'doodle', 'lamp'];
/** The tools of set mode. */
export const MEASURE_TOOLS: readonly ToolName[] = ['measureHorizontal', 'measureVertical'];

/** Measure axes (blueprint-core's): a horizontal arrow measures the width, a vertical one the height. */
export type { MeasureAxis };

/** A measure arrow as kept in the plan's measurements.arrows (spec 3 section 3). */
export interface MeasureArrow {
  id: string;
  elementId: string;
  visible: boolean;
  canvasData: { kind: 'Arrow'; points: [number, number, number, number] };
}

/** The plan's calibration as the editor holds it. */
export interface PlanMeasures {
  pixels: { width?: number; height?: number };
  metrics: { width?: number; height?: number };
  arrows: { width?: MeasureArrow; height?: MeasureArrow };
}

export const NO_MEASURES: PlanMeasures = { pixels: {}, metrics: {}, arrows: {} };

/** What is being drawn right now, for the canvas to preview. */
export interface Drawing {
  canvas: CanvasShape;
  color: string;
  /** The polygon tools' next point under the pointer (a rubber band). */
  cursor?: { x: number; y: number };
}

/** Why the last gesture made nothing (the shell may say so). */
export type Refusal = 'tooSmall' | 'measureTooShort' | 'notAllowed' | 'noDefinition';

/**
 * The saved state the top bar shows: saved, changes waiting for the debounce, a save under
 * way, a failed save being retried, or nowhere to save (no job).
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'retrying' | 'noJob';

export interface EditorState {
  mode: EditorMode;
  tool: ToolName;
  /** The current tool's state machine state ('idle', 'pointing', 'drawing'...). */
  toolState: string;
  /** The element definition the drawing tools draw with. */
  definition: ElementDefinition | null;
  elements: readonly EditorElement[];
  selectedId: string | null;
  drawing: Drawing | null;
  measures: PlanMeasures;
  /** A measure arrow just drawn, waiting for its metres (the measure input popup). */
  pendingMeasure: { axis: MeasureAxis; pixels: number; arrow: MeasureArrow } | null;
  /** The arrow being dragged. */
  measureDraft: { axis: MeasureAxis; points: [number, number, number, number] } | null;
  viewport: Viewport;
  showMeasures: boolean;
  /** Space held: the stage pans and drawing is off. */
  spaceHeld: boolean;
  /** A pan or a pinch under way (the canvas may cache the elements layer meanwhile). */
  gesture: 'pan' | 'pinch' | null;
  /** The open polygon's sides; the 'Set polygon sides' dialog is open while asked. */
  polygonSides: number | null;
  askSides: boolean;
  /** The crop tool's box, in plan pixels (the PDF export reads it). */
  crop: PlanBox | null;
  /** The element whose removal waits for the user's confirmation. */
  removeRequest: string | null;
  refusal: Refusal | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Grows with every change of elements (autosave watches it). */
  revision: number;
  save: SaveState;
}

export function initialState(partial: Partial<EditorState> = {}): EditorState {
  return {
    mode: 'VIEW',
    tool: 'move',
    toolState: 'idle',
    definition: null,
    elements: [],
    selectedId: null,
    drawing: null,
    measures: NO_MEASURES,
    pendingMeasure: null,
    measureDraft: null,
    viewport: viewport(1),
    showMeasures: true,
    spaceHeld: false,
    gesture: null,
    polygonSides: null,
    askSides: false,
    crop: null,
    removeRequest: null,
    refusal: null,
    canUndo: false,
    canRedo: false,
    revision: 0,
    save: 'saved',
    ...partial,
  };
}
