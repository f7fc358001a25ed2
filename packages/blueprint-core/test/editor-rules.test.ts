import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_DEBOUNCE_MS,
  DIMENSION_STEP_METRES,
  KEYBOARD_NUDGE_PX,
  MEASURE_ARROW_MIN_PX,
  MEASURE_INPUT,
  MIN_SHAPE_SIZE_PX,
  POLYGON_CLOSE_TOLERANCE_PX,
  ROTATION_STEP_DEGREES,
  canRotatePlan,
  fitScale,
  isOpenPolygonComplete,
  isValidMeasureInput,
  isValidPolygonSides,
  limitResize,
  measureArrowCounts,
  measureArrowLength,
  meetsMinimumShapeSize,
  normaliseRotation,
  nudge,
  parseDimensionInput,
  planPoint,
  px,
  rotateBySteps,
  rotatedPlanSize,
  shouldClosePolygon,
} from '../src';
import { pts } from './helpers';

describe('constants of spec 3 sections 4, 5 and 9', () => {
  it('hold the spec values', () => {
    expect({
      MIN_SHAPE_SIZE_PX,
      MEASURE_ARROW_MIN_PX,
      POLYGON_CLOSE_TOLERANCE_PX,
      KEYBOARD_NUDGE_PX,
      ROTATION_STEP_DEGREES,
      DIMENSION_STEP_METRES,
      AUTOSAVE_DEBOUNCE_MS,
    }).toEqual({
      MIN_SHAPE_SIZE_PX: 5,
      MEASURE_ARROW_MIN_PX: 10,
      POLYGON_CLOSE_TOLERANCE_PX: 10,
      KEYBOARD_NUDGE_PX: 1,
      ROTATION_STEP_DEGREES: 90,
      DIMENSION_STEP_METRES: 0.1,
      AUTOSAVE_DEBOUNCE_MS: 1000,
    });
    expect(MEASURE_INPUT).toEqual({ min: 1, max: 1e19, step: 0.1 });
  });
});

describe('minimum shape size', () => {
  it.each([
    [5, 5, true],
    [-5, 5, true],
    [100, 4.99, false],
    [4, 100, false],
    [0, 0, false],
  ])('%s x %s meets it: %s', (width, height, expected) => {
    expect(meetsMinimumShapeSize({ width: px(width), height: px(height) })).toBe(expected);
  });

  it('refuses a resize below 5px and keeps the old box', () => {
    const old = { x: px(0), y: px(0), width: px(20), height: px(20) };
    expect(limitResize(old, { ...old, width: px(3) })).toBe(old);
    const ok = { ...old, width: px(6) };
    expect(limitResize(old, ok)).toBe(ok);
  });
});

describe('measure arrows', () => {
  it('measure only along their own axis', () => {
    const [start, end] = pts([10, 10], [40, 90]);
    expect(measureArrowLength('width', start, end)).toBe(30);
    expect(measureArrowLength('height', end, start)).toBe(80);
  });

  it.each([
    [10, false],
    [10.0001, true],
    [-11, true],
    [0, false],
  ])('an arrow of %spx counts: %s', (length, expected) => {
    expect(measureArrowCounts(px(length))).toBe(expected);
  });
});

describe('measure input', () => {
  it.each([
    [1, true],
    [0.99, false],
    [1e19, true],
    [1.1e19, false],
    [2.35, true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s is valid: %s', (value, expected) => {
    expect(isValidMeasureInput(value)).toBe(expected);
  });
});

describe('closing a polygon', () => {
  const first = planPoint(100, 100);
  it.each([
    ['within 10px with two vertices (4 coordinates)', [first, planPoint(200, 100)], planPoint(106, 108), true],
    ['exactly 10px away', [first, planPoint(200, 100), planPoint(200, 200)], planPoint(110, 100), true],
    ['10.1px away', [first, planPoint(200, 100), planPoint(200, 200)], planPoint(110.1, 100), false],
    ['one vertex only (2 coordinates)', [first], planPoint(101, 101), false],
  ])('%s closes: %s', (_name, vertices, click, expected) => {
    expect(shouldClosePolygon(vertices, click)).toBe(expected);
  });

  it('needs sides of at least 1 and ends an open polygon after its sides', () => {
    expect([0, 1, 2.5, 3].map(isValidPolygonSides)).toEqual([false, true, false, true]);
    expect(isOpenPolygonComplete(pts([0, 0], [1, 1]), 2)).toBe(false);
    expect(isOpenPolygonComplete(pts([0, 0], [1, 1], [2, 0]), 2)).toBe(true);
  });
});

describe('keyboard nudge', () => {
  const at = planPoint(10, 10);
  it.each([
    ['ArrowLeft', planPoint(9, 10)],
    ['ArrowRight', planPoint(11, 10)],
    ['ArrowUp', planPoint(10, 9)],
    ['ArrowDown', planPoint(10, 11)],
  ])('shift + %s moves 1px', (key, expected) => {
    expect(nudge(at, key, true)).toEqual(expected);
  });

  it('does nothing without shift or for other keys', () => {
    expect(nudge(at, 'ArrowLeft', false)).toBeNull();
    expect(nudge(at, 'Enter', true)).toBeNull();
  });
});

describe('rotation', () => {
  it.each([
    [0, 0],
    [90, 90],
    [360, 0],
    [450, 90],
    [-90, 270],
    [-180, 180],
    [44, 0],
    [46, 90],
    [359, 0],
    [Number.NaN, 0],
  ])('%s degrees normalise to %s', (input, expected) => {
    expect(normaliseRotation(input)).toBe(expected);
  });

  it('turns a quarter per step, both ways', () => {
    expect(rotateBySteps(270)).toBe(0);
    expect(rotateBySteps(0, -1)).toBe(270);
    expect(rotateBySteps(90, 6)).toBe(270);
  });

  it('swaps width and height on a quarter turn', () => {
    const size = { width: px(800), height: px(600) };
    expect(rotatedPlanSize(size, 90)).toEqual({ width: 600, height: 800 });
    expect(rotatedPlanSize(size, 180)).toEqual(size);
    expect(rotatedPlanSize(size, -90)).toEqual({ width: 600, height: 800 });
  });

  it('is refused once elements or measures are tied to the plan', () => {
    expect(canRotatePlan({ elementCount: 0, hasMeasures: false })).toBe(true);
    expect(canRotatePlan({ elementCount: 1, hasMeasures: false })).toBe(false);
    expect(canRotatePlan({ elementCount: 0, hasMeasures: true })).toBe(false);
  });
});

describe('dimension input', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['-1', null],
    [-0.1, null],
    ['abc', null],
    ['0', 0],
    [' 2.5 ', 2.5],
    [3, 3],
  ])('%j reads as %s', (raw, expected) => {
    expect(parseDimensionInput(raw)).toBe(expected);
  });
});

describe('fitScale', () => {
  it('shrinks to fit the tighter side and never enlarges', () => {
    expect(fitScale({ width: 1000, height: 580 }, { width: 500, height: 580 })).toBe(0.5);
    expect(fitScale({ width: 100, height: 1160 }, { width: 500, height: 580 })).toBe(0.5);
    expect(fitScale({ width: 100, height: 100 }, { width: 500, height: 580 })).toBe(1);
    expect(fitScale({ width: 0, height: 100 }, { width: 500, height: 580 })).toBe(1);
  });
});
