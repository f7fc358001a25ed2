import {
  boundsOfCanvas,
  isValidPolygonSides,
  limitResize,
  measurementsWith,
  nudge,
  panBy,
  pinchZoom,
  planPoint,
  screenLengthToPlan,
  screenToPlan,
  topmostAt,
  zoomAt,
  type CanvasShape,
  type PlanScale,
  type ScreenPoint,
  type Viewport,
} from '@fieldwork/blueprint-core';
import type { ElementDefinition } from '@fieldwork/contracts';
import type { EditorElement, EditorMode } from '../../model';
import { createTools, toolOfStyle } from '../tools';
import { translated } from '../tools/move';
import { isBigEnough } from '../tools/shapes';
import type { Tool, ToolContext, ToolPointer } from '../tools/types';
import { applyCommand, History, type Command, type ElementPatch } from './history';
import { DRAWING_TOOLS, initialState, MEASURE_TOOLS, NO_MEASURES, type EditorState, type MeasureAxis, type PlanMeasures, type ToolName } from './state';
import { createStore, type Store } from './store';

/** A marking record: one job's (and question's) elements on the plan. */
export interface RecordKey {
  job: string;
  question: string | null;
}

export const recordKeyOf = (r: RecordKey) => `${r.job}\u0000${r.question ?? ''}`;

export interface EngineOptions {
  /** The job being edited (new elements belong to it); null views and calibrates only. */
  jobId: string | null;
  question: string | null;
  /** Whether the user may move, change or remove an element (its own job, or where allowed). */
  canChange?: (element: EditorElement) => boolean;
  /** Whether edit mode is offered at all. */
  canEdit?: boolean;
  /** Whether set mode is offered (blueprint.calibrate). */
  canCalibrate?: boolean;
  planSize?: { width: number; height: number };
  user?: { _id: string; name: string } | null;
  newId?: () => string;
  now?: () => string;
}

export interface PointerInput {
  pointerId: number;
  pointerType: 'mouse' | 'touch' | 'pen';
  shiftKey?: boolean;
  /** 0 main, 1 middle (pans). */
  button?: number;
}

export interface KeyInput {
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Screen pixels within which a click hits a thin shape. */
const HIT_TOLERANCE_SCREEN_PX = 6;

/**
 * The editor's engine (ADR 0046): its state in a store, the tools, the command history and the
 * pointer, key, wheel and touch handling. Pure TypeScript: the canvas and the headless test
 * editor drive it alike with screen coordinates.
 */
export class EditorEngine {
  readonly store: Store<EditorState>;
  readonly history = new History();
  /** Every `tool:state` the tools went through, in order (tests read it). */
  readonly statePath: string[] = [];
  private readonly tools: Record<ToolName, Tool> = createTools();
  private readonly pointers = new Map<number, ScreenPoint>();
  private pinchFrom: [ScreenPoint, ScreenPoint] | null = null;
  private panFrom: ScreenPoint | null = null;
  /** The pointer the current tool gesture belongs to. */
  private drawingPointer: number | null = null;
  private readonly dirty = new Map<string, RecordKey>();
  private options: Required<Omit<EngineOptions, 'user'>> & { user: EngineOptions['user'] };

  constructor(options: EngineOptions, initial: Partial<EditorState> = {}) {
    this.options = {
      canChange: () => true,
      canEdit: options.jobId !== null,
      canCalibrate: false,
      planSize: { width: 1000, height: 1000 },
      newId: () => crypto.randomUUID(),
      now: () => new Date().toISOString(),
      user: null,
      ...options,
    };
    this.store = createStore(initialState(initial));
    this.statePath.push('move:idle');
  }

  getState = (): EditorState => this.store.getState();
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  /** Changes what the engine was built with (the plan's size once known, permissions once loaded). */
  configure(options: Partial<EngineOptions>): void {
    this.options = { ...this.options, ...options };
  }

  get planSize() {
    return this.options.planSize;
  }

  /** The plan's elements and measures as loaded; history starts over. */
  load(elements: readonly EditorElement[], measures: PlanMeasures = NO_MEASURES): void {
    this.history.clear();
    this.dirty.clear();
    this.store.setState({ elements: elements.slice(), measures, selectedId: null, canUndo: false, canRedo: false, save: 'saved' });
  }

  /** Replaces the measures (after a save or a refetch). */
  setMeasures(measures: PlanMeasures): void {
    this.store.setState({ measures });
  }

  // -------------------------------------------------------------------------------------------
  // Modes and tools

  setMode(mode: EditorMode): boolean {
    if (mode === 'EDIT' && !this.options.canEdit) return false;
    if (mode === 'SET' && !this.options.canCalibrate) return false;
    this.cancelTool();
    this.store.setState({ mode, tool: 'move', toolState: 'idle', selectedId: null, askSides: false, pendingMeasure: null, removeRequest: null });
    this.syncHistoryFlags();
    this.enter('idle');
    return true;
  }

  /** Picks a tool if the mode allows it. */
  chooseTool(tool: ToolName): boolean {
    const { mode } = this.getState();
    if (DRAWING_TOOLS.includes(tool) && (mode !== 'EDIT' || !this.getState().definition)) return false;
    if (tool === 'scissors' && mode !== 'EDIT') return false;
    if (MEASURE_TOOLS.includes(tool) && mode !== 'SET') return false;
    this.cancelTool();
    this.store.setState({ tool, toolState: 'idle', askSides: false });
    this.enter('idle');
    this.tools[tool].start?.(this.context());
    return true;
  }

  /** The add-element menu: draw elements of this definition, with the tool its type uses. */
  chooseDefinition(definition: ElementDefinition): boolean {
    if (this.getState().mode !== 'EDIT') return false;
    this.store.setState({ definition, polygonSides: null });
    return this.chooseTool(toolOfStyle(definition.type));
  }

  /** The 'Set polygon sides' dialog's Set: false (and the dialog stays) for a value under 1 or not whole. */
  setPolygonSides(sides: number): boolean {
    if (!isValidPolygonSides(sides)) return false;
    this.store.setState({ polygonSides: sides, askSides: false });
    this.enter('idle');
    return true;
  }

  /** The dialog closed without a value: back to move. */
  cancelPolygonSides(): void {
    this.store.setState({ askSides: false });
    this.chooseTool('move');
  }

  private cancelTool(): void {
    this.tools[this.getState().tool].cancel(this.context());
    this.drawingPointer = null;
  }

  private enter(toolState: string): void {
    const { tool } = this.getState();
    const step = `${tool}:${toolState}`;
    if (this.statePath[this.statePath.length - 1] !== step) this.statePath.push(step);
    if (this.getState().toolState !== toolState) this.store.setState({ toolState });
  }

  // -------------------------------------------------------------------------------------------
  // Pointer, wheel and keys (screen coordinates)

  toPlan(screen: ScreenPoint) {
    return screenToPlan(this.getState().viewport, screen);
  }

  pointerDown(screen: ScreenPoint, input: PointerInput): void {
    this.pointers.set(input.pointerId, screen);
    const state = this.getState();
    if (state.refusal) this.store.setState({ refusal: null });
    const touches = [...this.pointers.values()];
    if (input.pointerType === 'touch' && touches.length === 2) {
      // A second finger: whatever the first started is dropped, and the two pinch.
      if (this.drawingPointer !== null) this.cancelTool();
      this.panFrom = null;
      this.pinchFrom = [touches[0], touches[1]];
      this.store.setState({ gesture: 'pinch' });
      return;
    }
    if (touches.length > 1) return;
    const point = this.toPlan(screen);
    const emptyUnderMove = state.tool === 'move' && !this.elementAt(point);
    if (state.spaceHeld || input.button === 1 || emptyUnderMove) {
      if (emptyUnderMove && !state.spaceHeld) this.store.setState({ selectedId: null });
      this.panFrom = screen;
      this.store.setState({ gesture: 'pan' });
      return;
    }
    this.drawingPointer = input.pointerId;
    this.tools[state.tool].down(this.context(), this.toolPointer(screen, input));
  }

  pointerMove(screen: ScreenPoint, input: PointerInput): void {
    if (this.pointers.has(input.pointerId)) this.pointers.set(input.pointerId, screen);
    if (this.pinchFrom) {
      const touches = [...this.pointers.values()];
      if (touches.length < 2) return;
      const after: [ScreenPoint, ScreenPoint] = [touches[0], touches[1]];
      this.store.setState({ viewport: pinchZoom(this.getState().viewport, this.pinchFrom, after) });
      this.pinchFrom = after;
      return;
    }
    if (this.panFrom) {
      const { x, y } = this.panFrom;
      this.panFrom = screen;
      this.store.setState({ viewport: panBy(this.getState().viewport, screen.x - x, screen.y - y) });
      return;
    }
    // A hover (no button) still moves the polygons' rubber band.
    if (this.drawingPointer !== null && this.drawingPointer !== input.pointerId) return;
    this.tools[this.getState().tool].move(this.context(), this.toolPointer(screen, input));
  }

  pointerUp(screen: ScreenPoint, input: PointerInput): void {
    this.pointers.delete(input.pointerId);
    if (this.pinchFrom || this.panFrom) {
      if (this.pointers.size < 2) this.pinchFrom = null;
      if (this.pointers.size === 0) {
        this.panFrom = null;
        this.pinchFrom = null;
        this.store.setState({ gesture: null });
      }
      return;
    }
    if (this.getState().gesture === 'pinch') {
      if (this.pointers.size === 0) this.store.setState({ gesture: null });
      return;
    }
    if (this.drawingPointer !== null && this.drawingPointer !== input.pointerId) return;
    this.drawingPointer = null;
    this.tools[this.getState().tool].up(this.context(), this.toolPointer(screen, input));
  }

  /** The pointer left or the browser took it over: like Escape for what it started. */
  pointerCancel(input: PointerInput): void {
    this.pointers.delete(input.pointerId);
    if (this.pointers.size === 0) {
      this.panFrom = null;
      this.pinchFrom = null;
      if (this.getState().gesture) this.store.setState({ gesture: null });
    }
    if (this.drawingPointer === input.pointerId) this.cancelTool();
  }

  /** A wheel notch: zoom in (deltaY < 0) or out around the pointer; the canvas animates to it. */
  wheel(screen: ScreenPoint, deltaY: number): void {
    if (deltaY === 0) return;
    this.store.setState({ viewport: zoomAt(this.getState().viewport, screen, deltaY < 0 ? 1 : -1) });
  }

  setViewport(viewport: Viewport): void {
    this.store.setState({ viewport });
  }

  /** Returns whether the key was the editor's (the caller then prevents its default). */
  keyDown(key: string, input: KeyInput = {}): boolean {
    const state = this.getState();
    const command = input.ctrlKey || input.metaKey;
    if (key === ' ') {
      if (!state.spaceHeld) this.store.setState({ spaceHeld: true });
      return true;
    }
    if (key === 'Escape') {
      if (state.askSides) this.cancelPolygonSides();
      else this.cancelTool();
      if (state.removeRequest) this.store.setState({ removeRequest: null });
      return true;
    }
    if (command && (key === 'z' || key === 'Z')) {
      if (input.shiftKey) this.redo();
      else this.undo();
      return true;
    }
    if (command && (key === 'y' || key === 'Y')) {
      this.redo();
      return true;
    }
    if ((key === 'Delete' || key === 'Backspace') && state.selectedId) {
      this.requestRemove(state.selectedId);
      return true;
    }
    if (input.shiftKey && key.startsWith('Arrow')) return this.nudgeSelected(key);
    return false;
  }

  keyUp(key: string): void {
    if (key === ' ' && this.getState().spaceHeld) this.store.setState({ spaceHeld: false });
  }

  private toolPointer(screen: ScreenPoint, input: PointerInput): ToolPointer {
    return { point: this.toPlan(screen), shiftKey: input.shiftKey ?? false, pointerType: input.pointerType };
  }

  // -------------------------------------------------------------------------------------------
  // Elements

  /** The topmost visible element under a plan point. */
  elementAt(point: { x: number; y: number }): EditorElement | null {
    const { elements, viewport } = this.getState();
    const id = topmostAt(elements, planPoint(point.x, point.y), screenLengthToPlan(viewport, HIT_TOLERANCE_SCREEN_PX));
    return id === null ? null : (elements.find((e) => e._id === id) ?? null);
  }

  canChange(element: EditorElement): boolean {
    if (!element.elementId) return true;
    return this.options.canChange(element);
  }

  /** Runs a command, records it and marks its marking record for saving. */
  private run(command: Command, record = true): void {
    const elements = applyCommand(this.getState().elements, command);
    if (record) this.history.push(command);
    const element = command.type === 'change' ? elements.find((e) => e._id === command.id) : command.element;
    if (element?.elementId) this.dirty.set(recordKeyOf(element), { job: element.job, question: element.question });
    const removedSelected = command.type === 'remove' && this.getState().selectedId === command.element._id;
    this.store.setState((s) => ({
      elements,
      revision: s.revision + (element?.elementId ? 1 : 0),
      selectedId: removedSelected ? null : s.selectedId,
      save: element?.elementId ? 'pending' : s.save,
    }));
    this.syncHistoryFlags();
  }

  private syncHistoryFlags(): void {
    const set = this.getState().mode === 'SET';
    this.store.setState({ canUndo: !set && this.history.canUndo, canRedo: !set && this.history.canRedo });
  }

  undo(): boolean {
    if (this.getState().mode === 'SET') return false;
    this.cancelTool();
    const command = this.history.undo();
    if (!command) return false;
    this.run(command, false);
    return true;
  }

  redo(): boolean {
    if (this.getState().mode === 'SET') return false;
    this.cancelTool();
    const command = this.history.redo();
    if (!command) return false;
    this.run(command, false);
    return true;
  }

  select(id: string | null): void {
    if (this.getState().selectedId !== id) this.store.setState({ selectedId: id });
  }

  private find(id: string): EditorElement | undefined {
    return this.getState().elements.find((e) => e._id === id);
  }

  private change(id: string, patch: ElementPatch): boolean {
    const element = this.find(id);
    if (!element || !this.canChange(element)) return false;
    const before: ElementPatch = {};
    if (patch.canvasData) before.canvasData = element.canvasData;
    if (patch.visible !== undefined) before.visible = element.visible;
    this.run({ type: 'change', id, before, after: patch });
    return true;
  }

  /** The layer panel's description, stroke and 'use width as height' controls. */
  changeElement(id: string, patch: { comment?: string; strokeWidth?: number; strokeHeight?: number; widthAsHeight?: boolean }): boolean {
    const element = this.find(id);
    if (!element) return false;
    return this.change(id, { canvasData: { ...element.canvasData, ...patch } });
  }

  /** Hide and show: a change like any other (history, autosave). Anyone may hide a sketch. */
  setVisible(id: string, visible: boolean): boolean {
    const element = this.find(id);
    if (!element || element.visible === visible) return false;
    if (!element.elementId) {
      this.run({ type: 'change', id, before: { visible: element.visible }, after: { visible } });
      return true;
    }
    return this.change(id, { visible });
  }

  /** Delete or Backspace, or the panel's remove: asks first (spec 3 section 5). */
  requestRemove(id: string): boolean {
    const element = this.find(id);
    if (!element || !this.canChange(element) || (this.getState().mode !== 'EDIT' && element.elementId)) return false;
    this.store.setState({ removeRequest: id });
    return true;
  }

  confirmRemove(): void {
    const id = this.getState().removeRequest;
    this.store.setState({ removeRequest: null });
    if (id) this.removeElement(id);
  }

  cancelRemove(): void {
    this.store.setState({ removeRequest: null });
  }

  removeElement(id: string): boolean {
    const elements = this.getState().elements;
    const index = elements.findIndex((e) => e._id === id);
    if (index < 0 || !this.canChange(elements[index])) return false;
    this.run({ type: 'remove', element: elements[index], index });
    return true;
  }

  /**
   * The transformer's result (resize, rotate): refused, and the shape left as it was, when it
   * would fall under 5 px (limitResize).
   */
  transform(id: string, attrs: Partial<CanvasShape>): boolean {
    const element = this.find(id);
    if (!element || this.getState().mode !== 'EDIT' || !this.canChange(element)) return false;
    const before = element.canvasData;
    const after = { ...before, ...attrs } as CanvasShape;
    const path = after.kind === 'Line' || after.kind === 'Doodle' || after.style === 10 || after.kind === 'Lamp';
    const box = boundsOfCanvas(after);
    if (path ? !isBigEnough(after) : limitResize(boundsOfCanvas(before), box) !== box) {
      this.store.setState({ refusal: 'tooSmall' });
      return false;
    }
    this.run({ type: 'change', id, before: { canvasData: before }, after: { canvasData: after } });
    return true;
  }

  /** Shift plus an arrow: the selection moves by 1 px. */
  nudgeSelected(key: string): boolean {
    const { selectedId, mode } = this.getState();
    const element = selectedId ? this.find(selectedId) : undefined;
    if (!element || mode !== 'EDIT') return false;
    const moved = nudge(planPoint(0, 0), key, true);
    if (!moved) return false;
    return this.change(element._id, { canvasData: translated(element.canvasData, moved.x, moved.y) });
  }

  /**
   * The dimensions panel: a width and height in metres, made plan pixels through the plan's
   * scale. A rectangle gets its width and height, a circle its radius; other shapes are scaled.
   */
  setDimensions(id: string, size: { width?: number; height?: number }, scale: PlanScale): boolean {
    const element = this.find(id);
    if (!element) return false;
    const canvas = element.canvasData;
    const box = boundsOfCanvas(canvas);
    const widthPx = size.width !== undefined && size.width > 0 ? size.width / scale.metresPerPixelX : undefined;
    const heightPx = size.height !== undefined && size.height > 0 ? size.height / scale.metresPerPixelY : undefined;
    if (widthPx === undefined && heightPx === undefined) return false;
    let next: CanvasShape;
    if (canvas.kind === 'Rect' && !canvas.rotation) {
      const sx = Math.abs(canvas.scaleX ?? 1) || 1;
      const sy = Math.abs(canvas.scaleY ?? 1) || 1;
      next = {
        ...canvas,
        width: widthPx !== undefined ? (Math.sign(canvas.width ?? 1) || 1) * (widthPx / sx) : canvas.width,
        height: heightPx !== undefined ? (Math.sign(canvas.height ?? 1) || 1) * (heightPx / sy) : canvas.height,
      };
    } else {
      const fx = widthPx !== undefined && box.width > 0 ? widthPx / box.width : 1;
      const fy = heightPx !== undefined && box.height > 0 ? heightPx / box.height : 1;
      next = { ...canvas, scaleX: (canvas.scaleX ?? 1) * fx, scaleY: (canvas.scaleY ?? 1) * fy };
    }
    return this.change(id, { canvasData: next });
  }

  // -------------------------------------------------------------------------------------------
  // Measures (set mode)

  /** The metres input's Set: the pending arrow's pixels against these metres. Null when refused. */
  setMeasureMetres(axis: MeasureAxis, value: number): PlanMeasures | null {
    const pending = this.getState().pendingMeasure;
    const current = this.getState().measures;
    const pixels = pending?.axis === axis ? pending.pixels : current.pixels[axis];
    if (pixels === undefined) return null;
    const calibrated = measurementsWith(current, axis, pixels, value);
    if (!calibrated) return null;
    const measures: PlanMeasures = {
      pixels: { ...current.pixels, [axis]: calibrated.pixels?.[axis] ?? pixels },
      metrics: { ...current.metrics, [axis]: calibrated.metrics?.[axis] ?? value },
      arrows: pending?.axis === axis ? { ...current.arrows, [axis]: pending.arrow } : current.arrows,
    };
    this.store.setState({ measures, pendingMeasure: null });
    this.chooseTool('move');
    return measures;
  }

  resetMeasures(): PlanMeasures {
    this.cancelTool();
    this.store.setState({ measures: NO_MEASURES, pendingMeasure: null });
    return NO_MEASURES;
  }

  toggleMeasures(): void {
    this.store.setState((s) => ({ showMeasures: !s.showMeasures }));
  }

  // -------------------------------------------------------------------------------------------
  // Saving

  /** The marking records changed since the last take (autosave sends each). */
  takeDirty(): RecordKey[] {
    const records = [...this.dirty.values()];
    this.dirty.clear();
    return records;
  }

  /** Records whose save failed: sent again with the next attempt. */
  markDirty(records: readonly RecordKey[]): void {
    for (const r of records) this.dirty.set(recordKeyOf(r), r);
  }

  get hasDirty(): boolean {
    return this.dirty.size > 0;
  }

  /** The elements of one marking record that are saved: those with an element definition. */
  elementsOf(record: RecordKey): EditorElement[] {
    return this.getState().elements.filter((e) => e.elementId && e.job === record.job && e.question === record.question);
  }

  setSaveState(save: EditorState['save']): void {
    if (this.getState().save !== save) this.store.setState({ save });
  }

  // -------------------------------------------------------------------------------------------

  private context(): ToolContext {
    const engine = this;
    const options = this.options;
    return {
      get state() {
        return engine.getState();
      },
      get definition() {
        return engine.getState().definition;
      },
      planSize: options.planSize,
      pixelRatio: 1 / this.getState().viewport.scale,
      enter: (toolState) => this.enter(toolState),
      setDrawing: (drawing) => this.store.setState({ drawing }),
      place: (canvasData, placeOptions) => {
        const now = options.now();
        const definition = this.getState().definition;
        const sketch = placeOptions?.sketch ?? false;
        const element: EditorElement = {
          _id: options.newId(),
          elementId: sketch ? '' : (definition?.id ?? ''),
          canvasData,
          visible: true,
          user: options.user ?? null,
          created_at: now,
          updated_at: now,
          job: options.jobId ?? '',
          question: options.question,
        };
        this.enter('placed');
        this.run({ type: 'add', element, index: this.getState().elements.length });
        this.store.setState({ tool: 'move', toolState: 'idle', selectedId: element._id, drawing: null });
        this.enter('idle');
        return element;
      },
      refuse: (refusal) => this.store.setState({ refusal }),
      finish: () => {
        this.store.setState({ tool: 'move', toolState: 'idle', drawing: null });
        this.enter('idle');
      },
      elementAt: (point) => this.elementAt(point),
      canChange: (element) => this.canChange(element),
      select: (id) => this.select(id),
      preview: (id, patch) => this.store.setState((s) => ({ elements: s.elements.map((e) => (e._id === id ? { ...e, ...patch } : e)) })),
      commit: (id, before, after) => this.run({ type: 'change', id, before, after }),
      setCrop: (crop) => this.store.setState({ crop }),
      setMeasureDraft: (measureDraft) => this.store.setState({ measureDraft }),
      measured: (axis, points, pixels) =>
        this.store.setState({
          pendingMeasure: {
            axis,
            pixels,
            arrow: { id: options.newId(), elementId: `measure-${axis}`, visible: true, canvasData: { kind: 'Arrow', points } },
          },
        }),
      cancelMeasure: () => {
        if (this.getState().pendingMeasure) this.store.setState({ pendingMeasure: null });
      },
      askSides: () => this.store.setState({ askSides: true }),
    };
  }
}
