import { useEffect, useMemo, useRef } from 'react';
import Konva from 'konva';
import { Arrow, Circle, Image as KonvaImage, Layer, Line, Rect, Shape, Stage, Transformer } from 'react-konva';
import { ZOOM_ANIMATION_MS, limitResize, screenPoint, type CanvasShape, type Viewport } from '@fieldwork/blueprint-core';
import type { ElementDefinition } from '@fieldwork/contracts';
import type { EditorElement } from '../../model';
import type { EditorEngine, PointerInput } from '../engine/EditorEngine';
import { useEditorState } from '../engine/useEditorState';
import { colorOf, drawElements, drawShape, withAlpha, FILL_ALPHA } from './drawElements';

export interface PlanCanvasProps {
  engine: EditorEngine;
  /** The rendered page (any resolution), drawn at the plan's pixel size. */
  page: CanvasImageSource | null;
  planSize: { width: number; height: number };
  definitions: ReadonlyMap<string, ElementDefinition>;
  width: number;
  height: number;
  /** The canvas's accessible name. */
  label: string;
}

/** The bitmap of the elements used during a pan or zoom holds at most this many pixels. */
const GESTURE_BITMAP_MAX_PIXELS = 8_000_000;

/**
 * The editor's canvas (ADR 0046): layers for the plan page, the elements, the measure arrows,
 * what is being drawn, and the selection with its transformer. Pointer, wheel and touch events
 * go to the engine in screen pixels; the engine's viewport is applied to the stage directly
 * (a wheel notch animates over 300 ms), never through a React render.
 *
 * Performance: every element is drawn by one Konva shape from cached Path2Ds (listening off,
 * no hit canvas: hits are blueprint-core's); while a pan, pinch or zoom animation runs, that
 * shape draws one bitmap of all elements instead, so a frame costs the same at 50 elements as
 * at 5,000.
 */
export function PlanCanvas({ engine, page, planSize, definitions, width, height, label }: PlanCanvasProps) {
  const stageRef = useRef<Konva.Stage>(null);
  const elementsLayerRef = useRef<Konva.Layer>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const selectedRef = useRef<Konva.Shape>(null);
  const elements = useEditorState(engine, (s) => s.elements);
  const selectedId = useEditorState(engine, (s) => s.selectedId);
  const drawing = useEditorState(engine, (s) => s.drawing);
  const measures = useEditorState(engine, (s) => s.measures);
  const measureDraft = useEditorState(engine, (s) => s.measureDraft);
  const pending = useEditorState(engine, (s) => s.pendingMeasure);
  const showMeasures = useEditorState(engine, (s) => s.showMeasures);
  const crop = useEditorState(engine, (s) => s.crop);
  const mode = useEditorState(engine, (s) => s.mode);
  const spaceHeld = useEditorState(engine, (s) => s.spaceHeld);
  const tool = useEditorState(engine, (s) => s.tool);
  const selected = elements.find((e) => e._id === selectedId && e.visible) ?? null;
  // The transformer's handles belong to the move tool: while another tool draws, a press on a
  // handle of the last shape starts the new shape, it does not resize the old one.
  const transformable = !!selected && mode === 'EDIT' && tool === 'move' && engine.canChange(selected);

  // What the elements shape draws, kept in a ref so the scene function sees the latest.
  const scene = useRef({ elements, definitions, skip: null as string | null, moving: false, bitmap: null as HTMLCanvasElement | null, bitmapOf: null as unknown, bitmapSkip: null as string | null });
  scene.current.elements = elements;
  scene.current.definitions = definitions;
  scene.current.skip = transformable ? selectedId : null;

  // The elements layer redraws when what it draws changed: not while only the selected element
  // (drawn by the selection layer) moves under a drag.
  const drawn = useRef<{ elements: readonly EditorElement[]; skip: string | null; definitions: unknown } | null>(null);
  useEffect(() => {
    const skip = scene.current.skip;
    const last = drawn.current;
    drawn.current = { elements, skip, definitions };
    if (last && last.skip === skip && skip !== null && last.definitions === definitions && sameExcept(last.elements, elements, skip)) return;
    elementsLayerRef.current?.batchDraw();
    // The gesture bitmap is made while the browser is idle, so a pan's first frame does not wait for it.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => elementsBitmap(scene.current, planSize));
    return () => cancel(handle);
  }, [elements, definitions, selectedId, transformable, planSize]);

  // The viewport: set on the stage directly; a scale change outside a gesture animates.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    let tween: Konva.Tween | null = null;
    const apply = (view: Viewport, animate: boolean) => {
      tween?.destroy();
      tween = null;
      // The view the stage shows (or animates to), for tools outside the page that place points
      // on the plan: end-to-end journeys and benchmarks map plan pixels to the screen with it.
      stage.container().dataset.viewport = `${view.scale},${view.x},${view.y}`;
      if (!animate) {
        stage.setAttrs({ scaleX: view.scale, scaleY: view.scale, x: view.x, y: view.y });
        stage.batchDraw();
        return;
      }
      setMoving(true);
      tween = new Konva.Tween({
        node: stage,
        duration: ZOOM_ANIMATION_MS / 1000,
        easing: Konva.Easings.EaseOut,
        scaleX: view.scale,
        scaleY: view.scale,
        x: view.x,
        y: view.y,
        onFinish: () => setMoving(engine.getState().gesture !== null),
      });
      tween.play();
    };
    const setMoving = (moving: boolean) => {
      if (scene.current.moving === moving) return;
      scene.current.moving = moving;
      elementsLayerRef.current?.batchDraw();
    };
    let last = engine.getState();
    apply(last.viewport, false);
    const unsubscribe = engine.subscribe(() => {
      const state = engine.getState();
      if (state.gesture !== last.gesture) setMoving(state.gesture !== null);
      if (state.viewport !== last.viewport) apply(state.viewport, state.gesture === null && state.viewport.scale !== last.viewport.scale);
      last = state;
    });
    return () => {
      unsubscribe();
      tween?.destroy();
    };
  }, [engine]);

  // Pointer, wheel and touch, in screen pixels of the stage.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    const container = stage.container();
    const at = (e: PointerEvent | WheelEvent) => {
      const box = container.getBoundingClientRect();
      return screenPoint(e.clientX - box.left, e.clientY - box.top);
    };
    const input = (e: PointerEvent): PointerInput => ({
      pointerId: e.pointerId,
      pointerType: e.pointerType === 'touch' ? 'touch' : e.pointerType === 'pen' ? 'pen' : 'mouse',
      shiftKey: e.shiftKey,
      button: e.button,
    });
    const onTransformer = (point: { x: number; y: number }) => {
      const hit = stage.getIntersection(point);
      return !!hit && (hit.getParent()?.className === 'Transformer' || hit === selectedRef.current);
    };
    let ignored: number | null = null;
    const down = (e: PointerEvent) => {
      const point = at(e);
      if (onTransformer(point) && engine.getState().tool === 'move' && !engine.getState().spaceHeld) {
        // The transformer's handles (and a drag of the selection) are Konva's; the engine sees the rest.
        if (stage.getIntersection(point) !== selectedRef.current) {
          ignored = e.pointerId;
          return;
        }
      }
      container.setPointerCapture?.(e.pointerId);
      engine.pointerDown(point, input(e));
    };
    const move = (e: PointerEvent) => {
      if (ignored === e.pointerId) return;
      engine.pointerMove(at(e), input(e));
    };
    const up = (e: PointerEvent) => {
      if (ignored === e.pointerId) {
        ignored = null;
        return;
      }
      engine.pointerUp(at(e), input(e));
    };
    const cancel = (e: PointerEvent) => engine.pointerCancel(input(e));
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      engine.wheel(at(e), e.deltaY);
    };
    container.addEventListener('pointerdown', down);
    container.addEventListener('pointermove', move);
    container.addEventListener('pointerup', up);
    container.addEventListener('pointercancel', cancel);
    container.addEventListener('wheel', wheel, { passive: false });
    return () => {
      container.removeEventListener('pointerdown', down);
      container.removeEventListener('pointermove', move);
      container.removeEventListener('pointerup', up);
      container.removeEventListener('pointercancel', cancel);
      container.removeEventListener('wheel', wheel);
    };
  }, [engine]);

  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    transformer.nodes(transformable && selectedRef.current ? [selectedRef.current] : []);
    transformer.getLayer()?.batchDraw();
  }, [transformable, selected]);

  const sceneFunc = useMemo(
    () => (context: Konva.Context) => {
      const ctx = (context as unknown as { _context: CanvasRenderingContext2D })._context;
      const s = scene.current;
      const scale = stageRef.current?.scaleX() ?? 1;
      if (s.moving) {
        const bitmap = elementsBitmap(s, planSize);
        if (bitmap) {
          ctx.drawImage(bitmap, 0, 0, planSize.width, planSize.height);
          return;
        }
      }
      drawElements(ctx, s.elements, s.definitions, scale, s.skip);
    },
    [planSize],
  );

  const onTransformEnd = () => {
    const node = selectedRef.current;
    if (!node || !selected) return;
    const ok = engine.transform(selected._id, { x: node.x(), y: node.y(), rotation: node.rotation(), scaleX: node.scaleX(), scaleY: node.scaleY() });
    if (!ok) node.setAttrs(nodeAttrs(selected.canvasData));
  };

  const arrows = [measures.arrows.width, measures.arrows.height, pending?.arrow].filter((a) => !!a && a.visible);

  return (
    // react-konva passes no aria attributes to the stage's container: the wrapper names it.
    <div role="img" aria-label={label} data-plan-canvas="" style={{ width, height }}>
      <Stage ref={stageRef} width={width} height={height} style={{ touchAction: 'none', cursor: spaceHeld ? 'grab' : 'crosshair' }}>
        <Layer listening={false}>
          <Rect width={planSize.width} height={planSize.height} fill="#ffffff" perfectDrawEnabled={false} />
          {page ? <KonvaImage image={page} width={planSize.width} height={planSize.height} perfectDrawEnabled={false} /> : null}
        </Layer>
        <Layer ref={elementsLayerRef} listening={false}>
          <Shape sceneFunc={sceneFunc} perfectDrawEnabled={false} listening={false} />
        </Layer>
        <Layer listening={false} visible={showMeasures || !!measureDraft || !!pending}>
          {arrows.map((arrow) => (
            <Arrow key={arrow!.id} points={arrow!.canvasData.points} pointerAtBeginning stroke="#d32f2f" fill="#d32f2f" strokeWidth={3} strokeScaleEnabled={false} perfectDrawEnabled={false} />
          ))}
          {measureDraft ? <Arrow points={measureDraft.points} pointerAtBeginning stroke="#d32f2f" fill="#d32f2f" strokeWidth={3} strokeScaleEnabled={false} dash={[8, 4]} /> : null}
        </Layer>
        <Layer listening={false}>
          {drawing ? (
            <Shape
              perfectDrawEnabled={false}
              sceneFunc={(context) => {
                const ctx = (context as unknown as { _context: CanvasRenderingContext2D })._context;
                const scale = stageRef.current?.scaleX() ?? 1;
                drawShape(ctx, drawing.canvas, drawing.color, scale);
                const points = drawing.canvas.points;
                if (drawing.cursor && points && points.length >= 2) {
                  ctx.beginPath();
                  ctx.moveTo(points[points.length - 2], points[points.length - 1]);
                  ctx.lineTo(drawing.cursor.x, drawing.cursor.y);
                  ctx.setLineDash([6 / scale, 4 / scale]);
                  ctx.strokeStyle = drawing.color;
                  ctx.lineWidth = 1 / scale;
                  ctx.stroke();
                  ctx.setLineDash([]);
                }
              }}
            />
          ) : null}
          {crop ? <Rect {...crop} stroke="#1976d2" dash={[8, 4]} strokeWidth={2} strokeScaleEnabled={false} /> : null}
        </Layer>
        <Layer>
          {selected ? <SelectedNode ref={selectedRef} element={selected} color={colorOf(selected, definitions)} onTransformEnd={onTransformEnd} /> : null}
          <Transformer
            ref={transformerRef}
            rotateEnabled
            flipEnabled={false}
            ignoreStroke
            boundBoxFunc={(oldBox, newBox) => limitResize(oldBox as never, newBox as never)}
          />
        </Layer>
      </Stage>
    </div>
  );
}

/** Whether two element lists hold the same objects but for the one with id `skip`. */
function sameExcept(a: readonly EditorElement[], b: readonly EditorElement[], skip: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i] && (a[i]._id !== skip || b[i]._id !== skip)) return false;
  return true;
}

/** The Konva attributes of a canvasData (the same names: it is Konva's own serialisation). */
function nodeAttrs(canvas: CanvasShape) {
  return { x: canvas.x ?? 0, y: canvas.y ?? 0, rotation: canvas.rotation ?? 0, scaleX: canvas.scaleX ?? 1, scaleY: canvas.scaleY ?? 1 };
}

interface SelectedNodeProps {
  element: EditorElement;
  color: string;
  onTransformEnd(): void;
  ref: React.Ref<Konva.Shape>;
}

/** The selected element as a real Konva node, for the transformer to hold; drawn with a halo. */
function SelectedNode({ element, color, onTransformEnd, ref }: SelectedNodeProps) {
  const canvas = element.canvasData;
  const filled = canvas.style === 3 || canvas.style === 5 || canvas.style === 9;
  const common = {
    ...nodeAttrs(canvas),
    stroke: color,
    strokeWidth: canvas.strokeWidth ?? 2,
    fill: filled ? withAlpha(color, FILL_ALPHA) : undefined,
    shadowColor: '#1976d2',
    shadowBlur: 8,
    shadowForStrokeEnabled: true,
    onTransformEnd,
    perfectDrawEnabled: false,
  };
  switch (canvas.kind) {
    case 'Rect':
      return <Rect ref={ref as React.Ref<Konva.Rect>} {...common} width={canvas.width ?? 0} height={canvas.height ?? 0} />;
    case 'Circle':
      return <Circle ref={ref as React.Ref<Konva.Circle>} {...common} radius={canvas.radius ?? 0} />;
    case 'Lamp':
      return <Circle ref={ref as React.Ref<Konva.Circle>} {...common} radius={Math.max(4, (canvas.strokeWidth ?? 8) / 2)} fill={color} stroke="#212121" strokeWidth={1} />;
    default:
      return (
        <Line
          ref={ref as React.Ref<Konva.Line>}
          {...common}
          points={[...(canvas.points ?? [])]}
          closed={canvas.kind === 'Polygon' && canvas.style !== 10}
          lineCap="round"
          lineJoin="round"
        />
      );
  }
}

/** All elements drawn once into a bitmap (for gestures), redrawn only when they changed. */
function elementsBitmap(
  s: { elements: readonly EditorElement[]; definitions: ReadonlyMap<string, ElementDefinition>; skip: string | null; bitmap: HTMLCanvasElement | null; bitmapOf: unknown; bitmapSkip?: string | null },
  planSize: { width: number; height: number },
): HTMLCanvasElement | null {
  const key = s.elements;
  if (s.bitmap && s.bitmapOf === key && s.bitmapSkip === s.skip) return s.bitmap;
  if (planSize.width <= 0 || planSize.height <= 0) return null;
  const ratio = Math.min(1, Math.sqrt(GESTURE_BITMAP_MAX_PIXELS / (planSize.width * planSize.height)));
  const bitmap = s.bitmap ?? document.createElement('canvas');
  bitmap.width = Math.ceil(planSize.width * ratio);
  bitmap.height = Math.ceil(planSize.height * ratio);
  const ctx = bitmap.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  drawElements(ctx, s.elements, s.definitions, ratio, s.skip);
  s.bitmap = bitmap;
  s.bitmapOf = key;
  s.bitmapSkip = s.skip;
  return bitmap;
}
