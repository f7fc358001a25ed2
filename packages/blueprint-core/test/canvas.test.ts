import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANVAS_KINDS,
  SHAPE_STYLES,
  ShapeStyle,
  isKindOfStyle,
  kindOfStyle,
  planPoint,
  px,
  shapeArea,
  shapeLength,
  shapeOfCanvas,
  type CanvasShape,
  type PlanPoint,
} from '../src';
import { scaleOf } from './helpers';

const metre = scaleOf(1);

function near(points: readonly PlanPoint[], expected: [number, number][]): void {
  expect(points).toHaveLength(expected.length);
  points.forEach((p, i) => {
    expect(p.x).toBeCloseTo(expected[i][0], 9);
    expect(p.y).toBeCloseTo(expected[i][1], 9);
  });
}

describe('the kind each style is drawn as', () => {
  it.each([
    [ShapeStyle.ThinLine, 'Line'],
    [ShapeStyle.ThickLine, 'Line'],
    [ShapeStyle.RectOutlined, 'Rect'],
    [ShapeStyle.RectFilled, 'Rect'],
    [ShapeStyle.CircleOutlined, 'Circle'],
    [ShapeStyle.CircleFilled, 'Circle'],
    [ShapeStyle.Doodle, 'Doodle'],
    [ShapeStyle.Lamp, 'Lamp'],
    [ShapeStyle.PolygonOutlined, 'Polygon'],
    [ShapeStyle.PolygonFilled, 'Polygon'],
    [ShapeStyle.PolygonOpen, 'Polygon'],
  ] as const)('style %i is a %s', (style, kind) => {
    expect(kindOfStyle(style)).toBe(kind);
    expect(isKindOfStyle({ kind, style })).toBe(true);
  });

  it('every style has exactly one kind, and every kind some style', () => {
    for (const style of SHAPE_STYLES) {
      expect(CANVAS_KINDS.filter((kind) => isKindOfStyle({ kind, style }))).toEqual([kindOfStyle(style)]);
    }
    expect(new Set(SHAPE_STYLES.map(kindOfStyle))).toEqual(new Set(CANVAS_KINDS));
  });

  it('a rectangle style stored as a circle does not match', () => {
    expect(isKindOfStyle({ kind: 'Circle', style: ShapeStyle.RectFilled })).toBe(false);
  });
});

describe('the plan geometry of canvasData', () => {
  it('a line: its two ends moved by the node position', () => {
    const shape = shapeOfCanvas({ kind: 'Line', style: ShapeStyle.ThinLine, x: 10, y: 20, points: [0, 0, 30, 40] });
    expect(shape).toEqual({ style: ShapeStyle.ThinLine, points: [planPoint(10, 20), planPoint(40, 60)] });
    expect(shapeLength(shape, metre)).toBe(50);
  });

  it('a rectangle: its four corners, rotated and scaled about the node origin', () => {
    const shape = shapeOfCanvas({ kind: 'Rect', style: ShapeStyle.RectFilled, x: 100, y: 100, width: 10, height: 20, rotation: 90, scaleX: 2 });
    expect('points' in shape).toBe(true);
    near((shape as { points: readonly PlanPoint[] }).points, [[100, 100], [100, 120], [80, 120], [80, 100]]);
    expect(shapeArea(shape, metre)).toBeCloseTo(400, 9);
  });

  it('a circle: an ellipse with the node scale and rotation, the radius never negative', () => {
    const shape = shapeOfCanvas({ kind: 'Circle', style: ShapeStyle.CircleFilled, x: 5, y: 6, radius: 10, scaleX: -2, scaleY: 3, rotation: 45 });
    expect(shape).toEqual({
      style: ShapeStyle.CircleFilled,
      ellipse: { center: planPoint(5, 6), radiusX: px(20), radiusY: px(30), rotation: 45 },
    });
    expect(shapeArea(shape, metre)).toBeCloseTo(600 * Math.PI, 9);
  });

  it('a lamp: the node position', () => {
    expect(shapeOfCanvas({ kind: 'Lamp', style: ShapeStyle.Lamp, x: 7, y: 8 })).toEqual({ style: ShapeStyle.Lamp, points: [planPoint(7, 8)] });
    expect(shapeOfCanvas({ kind: 'Lamp', style: ShapeStyle.Lamp })).toEqual({ style: ShapeStyle.Lamp, points: [planPoint(0, 0)] });
  });

  it('a polygon and a doodle: their points under the node transform, an odd coordinate dropped', () => {
    const polygon = shapeOfCanvas({ kind: 'Polygon', style: ShapeStyle.PolygonOutlined, x: 1, y: 1, scaleY: 2, points: [0, 0, 10, 0, 10, 10, 99] });
    if ('points' in polygon) near(polygon.points, [[1, 1], [11, 1], [11, 21]]);
    const doodle = shapeOfCanvas({ kind: 'Doodle', style: ShapeStyle.Doodle, rotation: 180, points: [0, 0, 5, 0] });
    if ('points' in doodle) near(doodle.points, [[0, 0], [-5, 0]]);
  });

  it('a shape with its attributes missing has no size rather than failing', () => {
    expect(shapeOfCanvas({ kind: 'Rect', style: ShapeStyle.RectFilled })).toEqual({
      style: ShapeStyle.RectFilled,
      points: [planPoint(0, 0), planPoint(0, 0), planPoint(0, 0), planPoint(0, 0)],
    });
    expect(shapeOfCanvas({ kind: 'Polygon', style: ShapeStyle.PolygonFilled })).toEqual({ style: ShapeStyle.PolygonFilled, points: [] });
  });

  it('moving, rotating or evenly scaling a filled rectangle keeps its area w·h·s² (property)', () => {
    const n = fc.integer({ min: -500, max: 500 });
    fc.assert(
      fc.property(n, n, n, n, fc.double({ min: -720, max: 720, noNaN: true }), fc.double({ min: 0.1, max: 10, noNaN: true }), (x, y, w, h, rotation, s) => {
        const canvas: CanvasShape = { kind: 'Rect', style: ShapeStyle.RectFilled, x, y, width: w, height: h, rotation, scaleX: s, scaleY: s };
        const area = shapeArea(shapeOfCanvas(canvas), metre)!;
        expect(Math.abs(area - Math.abs(w * h) * s * s)).toBeLessThanOrEqual(1e-6 * Math.max(1, area));
      }),
    );
  });
});
