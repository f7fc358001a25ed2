import { distancePx, planPoint, type PlanPoint, type PlanSize } from './point';
import { px, type Pixels } from './units';

// Constants of spec 3 sections 4, 5 and 9.

/** Smallest width and height a shape may be resized to, in pixels. */
export const MIN_SHAPE_SIZE_PX = px(5);
/** A measure arrow counts only when longer than this. */
export const MEASURE_ARROW_MIN_PX = px(10);
/** A click this close to a polygon's first point closes it. */
export const POLYGON_CLOSE_TOLERANCE_PX = px(10);
/** A polygon closes only when it holds more than this many coordinates (x and y each count). */
export const POLYGON_CLOSE_MIN_COORDINATES = 3;
/** Shift plus an arrow key moves the selection by this much. */
export const KEYBOARD_NUDGE_PX = px(1);
/** Bounds and step of the metres inputs of set mode. */
export const MEASURE_INPUT = { min: 1, max: 1e19, step: 0.1 } as const;
/** Step of the width and height steppers of the dimensions panel, in metres. */
export const DIMENSION_STEP_METRES = 0.1;
/** Step of the stroke-width and stroke-height steppers. */
export const STROKE_STEP = 1;
/** The 'Set polygon sides' input's minimum. */
export const POLYGON_SIDES_MIN = 1;
/** Plans rotate in steps of this many degrees. */
export const ROTATION_STEP_DEGREES = 90;
/** Element changes are saved this long after the last one. */
export const AUTOSAVE_DEBOUNCE_MS = 1000;
/** Duration of the zoom animation. */
export const ZOOM_ANIMATION_MS = 300;
/** Pan and zoom: the smallest stage scale. */
export const MIN_ZOOM_SCALE = 0.1;
/** Pan and zoom: the change of stage scale per wheel notch. */
export const WHEEL_ZOOM_STEP = 0.05;
/** The drawing area is capped at this size on screen. */
export const DRAWING_AREA_MAX = { width: 500, height: 580 } as const;
/** The crop preview of the PDF export is capped at this size. */
export const EXPORT_CROP_PREVIEW_MAX = { width: 500, height: 600 } as const;

/** Whether a box is at least the minimum shape size in both width and height (either sign). */
export function meetsMinimumShapeSize(size: PlanSize): boolean {
  return Math.abs(size.width) >= MIN_SHAPE_SIZE_PX && Math.abs(size.height) >= MIN_SHAPE_SIZE_PX;
}

/**
 * The box a resize should end with: the new one, unless it falls under the minimum shape size,
 * in which case the resize is refused and the old box stays (a transformer's bound rule).
 */
export function limitResize<B extends PlanSize>(oldBox: B, newBox: B): B {
  return meetsMinimumShapeSize(newBox) ? newBox : oldBox;
}

/** The pixel length of a measure arrow dragged from `start` to `end`, along its axis only. */
export function measureArrowLength(axis: 'width' | 'height', start: PlanPoint, end: PlanPoint): Pixels {
  return px(Math.abs(axis === 'width' ? end.x - start.x : end.y - start.y));
}

/** Whether a measure arrow of this length counts: it must be longer than 10px. */
export function measureArrowCounts(length: Pixels): boolean {
  return Math.abs(length) > MEASURE_ARROW_MIN_PX;
}

/** Whether a metres value is acceptable in a measure input: a finite number from 1 to 1e19. */
export function isValidMeasureInput(value: number): boolean {
  return Number.isFinite(value) && value >= MEASURE_INPUT.min && value <= MEASURE_INPUT.max;
}

/**
 * Whether a click at `click` closes the polygon being drawn through `vertices`: the polygon must
 * hold more than 3 coordinates (the flat x, y list Konva keeps, so at least two vertices) and
 * the click must be within 10px of the first vertex, the boundary included.
 */
export function shouldClosePolygon(vertices: readonly PlanPoint[], click: PlanPoint): boolean {
  if (vertices.length * 2 <= POLYGON_CLOSE_MIN_COORDINATES) return false;
  return distancePx(vertices[0], click) <= POLYGON_CLOSE_TOLERANCE_PX;
}

/** Whether a 'Set polygon sides' value is acceptable: a whole number of at least 1. */
export function isValidPolygonSides(value: number): boolean {
  return Number.isInteger(value) && value >= POLYGON_SIDES_MIN;
}

/** Whether an open polygon of `sides` sides is complete: it has sides + 1 vertices. */
export function isOpenPolygonComplete(vertices: readonly PlanPoint[], sides: number): boolean {
  return vertices.length >= sides + 1;
}

const NUDGE_KEYS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Where a shift plus arrow key moves a point: 1px in the arrow's direction (screen y points
 * down). Any other key, or the key without shift, leaves it where it is (returns null).
 */
export function nudge(point: PlanPoint, key: string, shiftKey: boolean): PlanPoint | null {
  const direction = NUDGE_KEYS[key];
  if (!shiftKey || !direction) return null;
  return planPoint(point.x + direction[0] * KEYBOARD_NUDGE_PX, point.y + direction[1] * KEYBOARD_NUDGE_PX);
}

/** A plan rotation: a quarter turn count in degrees. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/**
 * Any angle in degrees as a plan rotation: snapped to the nearest multiple of 90 and brought
 * into 0..270, so -90 is 270 and 450 is 90. A value that is not finite reads as 0.
 */
export function normaliseRotation(degrees: number): QuarterTurn {
  if (!Number.isFinite(degrees)) return 0;
  const quarter = Math.round(degrees / ROTATION_STEP_DEGREES);
  return ((((quarter % 4) + 4) % 4) * ROTATION_STEP_DEGREES) as QuarterTurn;
}

/** The rotation after `steps` quarter turns clockwise (negative steps turn back). */
export function rotateBySteps(rotation: number, steps = 1): QuarterTurn {
  return normaliseRotation(normaliseRotation(rotation) + steps * ROTATION_STEP_DEGREES);
}

/** Whether a plan may still be rotated: not once elements or measures are tied to it. */
export function canRotatePlan(state: { readonly elementCount: number; readonly hasMeasures: boolean }): boolean {
  return state.elementCount === 0 && !state.hasMeasures;
}

/** A plan's size after rotation: a quarter or three-quarter turn swaps width and height. */
export function rotatedPlanSize(size: PlanSize, rotation: number): PlanSize {
  const turn = normaliseRotation(rotation);
  return turn === 90 || turn === 270 ? { width: size.height, height: size.width } : size;
}

/**
 * A value typed into the dimensions panel, in metres, or null when it is to be ignored: empty,
 * not a number, or negative (spec 3 section 5). Zero is not negative and is kept.
 */
export function parseDimensionInput(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const value = typeof raw === 'number' ? raw : Number(raw.trim());
  if (!Number.isFinite(value) || value < 0) return null;
  return value;
}

/**
 * The zoom that fits `size` inside `bounds` without enlarging it (at most 1), e.g. the plan in
 * the drawing area or the export crop preview.
 */
export function fitScale(size: { width: number; height: number }, bounds: { width: number; height: number }): number {
  if (size.width <= 0 || size.height <= 0) return 1;
  return Math.min(1, bounds.width / size.width, bounds.height / size.height);
}
