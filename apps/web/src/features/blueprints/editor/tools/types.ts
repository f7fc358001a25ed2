import type { CanvasShape, PlanBox, PlanPoint } from '@fieldwork/blueprint-core';
import type { ElementDefinition } from '@fieldwork/contracts';
import type { EditorElement } from '../../model';
import type { ElementPatch } from '../engine/history';
import type { Drawing, EditorState, MeasureAxis, Refusal, ToolName } from '../engine/state';

/**
 * A tool is a small state machine (spec 3 section 4; ADR 0046): it receives pointer events in
 * plan pixels and Escape, moves between named states ('idle', 'pointing', 'drawing'...) through
 * `ctx.enter`, and changes the editor only through its context. Tools know neither React nor
 * Konva, so the headless editor drives them exactly as the canvas does.
 */

export interface ToolPointer {
  /** Where the pointer is, in plan pixels. */
  point: PlanPoint;
  shiftKey: boolean;
  pointerType: 'mouse' | 'touch' | 'pen';
}

export interface ToolContext {
  readonly state: EditorState;
  /** Moves the tool to a state (recorded in the state path). */
  enter(toolState: string): void;
  setDrawing(drawing: Drawing | null): void;
  /** Adds an element of the current definition (or a sketch without one) and returns the tool to move. */
  place(canvas: CanvasShape, options?: { sketch?: boolean }): EditorElement;
  /** Says why nothing was made. */
  refuse(reason: Refusal): void;
  /** Back to the move tool. */
  finish(): void;
  /** The topmost visible element under a point. */
  elementAt(point: PlanPoint): EditorElement | null;
  canChange(element: EditorElement): boolean;
  select(id: string | null): void;
  /** Shows a change while a gesture lasts, without history or autosave. */
  preview(id: string, patch: ElementPatch): void;
  /** Records a change from `before` to `after` (history and autosave). */
  commit(id: string, before: ElementPatch, after: ElementPatch): void;
  setCrop(box: PlanBox | null): void;
  setMeasureDraft(draft: { axis: MeasureAxis; points: [number, number, number, number] } | null): void;
  /** A measure arrow long enough: its metres are asked next. */
  measured(axis: MeasureAxis, points: [number, number, number, number], pixels: number): void;
  cancelMeasure(): void;
  /** Asks the 'Set polygon sides' dialog. */
  askSides(): void;
  readonly definition: ElementDefinition | null;
  /** The plan's size, where the crop is clamped. */
  readonly planSize: { width: number; height: number };
  /** Plan pixels per screen pixel: hit tolerances are a few screen pixels. */
  readonly pixelRatio: number;
}

export interface Tool {
  readonly name: ToolName;
  down(ctx: ToolContext, pointer: ToolPointer): void;
  move(ctx: ToolContext, pointer: ToolPointer): void;
  up(ctx: ToolContext, pointer: ToolPointer): void;
  /** Escape, a second finger, a mode change: drops what is under way. */
  cancel(ctx: ToolContext): void;
  /** Called when the tool is chosen. */
  start?(ctx: ToolContext): void;
}
