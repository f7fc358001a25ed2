import { describe, expect, it } from 'vitest';
import {
  ShapeStyle,
  ellipseFromCircleNode,
  ellipsePerimeter,
  ellipseSemiAxesMetres,
  measureShape,
  planPoint,
  px,
  rectCorners,
  shapeArea,
  shapeLength,
  type PlanEllipse,
  type PlanShape,
} from '../src';
import { pts, scaleOf } from './helpers';

const metre = scaleOf(1);
const square = pts([0, 0], [10, 0], [10, 10], [0, 10]);
const circle: PlanEllipse = { center: planPoint(50, 50), radiusX: px(10), radiusY: px(10) };
const corner = pts([0, 0], [10, 0], [10, 10]);

describe('length and area rules of spec 3 section 3', () => {
  // One table for every style: what its length and area are for the same kind of geometry.
  const cases: { name: string; shape: PlanShape; length: number | null; area: number | null }[] = [
    { name: 'thin line: its length', shape: { style: ShapeStyle.ThinLine, points: pts([0, 0], [3, 4]) }, length: 5, area: null },
    { name: 'thick line: its length', shape: { style: ShapeStyle.ThickLine, points: pts([0, 0], [3, 4]) }, length: 5, area: null },
    { name: 'rect outlined: perimeter, no area', shape: { style: ShapeStyle.RectOutlined, points: square }, length: 40, area: null },
    { name: 'rect filled: perimeter and area', shape: { style: ShapeStyle.RectFilled, points: square }, length: 40, area: 100 },
    { name: 'circle outlined: circumference, no area', shape: { style: ShapeStyle.CircleOutlined, ellipse: circle }, length: 20 * Math.PI, area: null },
    { name: 'circle filled: circumference and area', shape: { style: ShapeStyle.CircleFilled, ellipse: circle }, length: 20 * Math.PI, area: 100 * Math.PI },
    { name: 'doodle: path length, not closed', shape: { style: ShapeStyle.Doodle, points: corner }, length: 20, area: null },
    { name: 'lamp: neither', shape: { style: ShapeStyle.Lamp, points: pts([5, 5]) }, length: null, area: null },
    { name: 'polygon outlined: perimeter with closing edge', shape: { style: ShapeStyle.PolygonOutlined, points: corner }, length: 20 + Math.SQRT2 * 10, area: null },
    { name: 'polygon filled: perimeter and shoelace area', shape: { style: ShapeStyle.PolygonFilled, points: corner }, length: 20 + Math.SQRT2 * 10, area: 50 },
    { name: 'polygon open: path length only', shape: { style: ShapeStyle.PolygonOpen, points: corner }, length: 20, area: null },
  ];

  it.each(cases)('$name', ({ shape, length, area }) => {
    const measured = measureShape(shape, metre);
    if (length === null) expect(measured.length).toBeNull();
    else expect(measured.length).toBeCloseTo(length, 9);
    if (area === null) expect(measured.area).toBeNull();
    else expect(measured.area).toBeCloseTo(area, 9);
  });

  it('covers all eleven styles', () => {
    expect(new Set(cases.map((c) => c.shape.style)).size).toBe(11);
  });

  it('measures in metres through the plan scale', () => {
    const shape: PlanShape = { style: ShapeStyle.RectFilled, points: square };
    const scale = scaleOf(0.5, 2);
    expect(shapeLength(shape, scale)).toBeCloseTo(2 * (10 * 0.5 + 10 * 2), 9);
    expect(shapeArea(shape, scale)).toBeCloseTo(100 * 0.5 * 2, 9);
  });

  it('gives a line of fewer than two points no length, and a polygon of one point none', () => {
    expect(shapeLength({ style: ShapeStyle.ThinLine, points: pts([1, 1]) }, metre)).toBe(0);
    expect(shapeLength({ style: ShapeStyle.PolygonOutlined, points: pts([1, 1]) }, metre)).toBe(0);
    expect(shapeArea({ style: ShapeStyle.PolygonFilled, points: [] }, metre)).toBe(0);
  });

  it('measures a rotated rectangle built from its node attributes', () => {
    const points = rectCorners({ x: 100, y: 40, width: 30, height: 20, rotation: 37 });
    const measured = measureShape({ style: ShapeStyle.RectFilled, points }, metre);
    expect(measured.length).toBeCloseTo(100, 9);
    expect(measured.area).toBeCloseTo(600, 9);
  });

  it('measures a rectangle drawn up and to the left (negative size) the same', () => {
    const points = rectCorners({ x: 50, y: 50, width: -30, height: -20 });
    const measured = measureShape({ style: ShapeStyle.RectFilled, points }, metre);
    expect(measured.length).toBeCloseTo(100, 9);
    expect(measured.area).toBeCloseTo(600, 9);
  });
});

describe('circles under a plan scale', () => {
  it('become ellipses when the two axes are calibrated differently', () => {
    const shape: PlanShape = {
      style: ShapeStyle.CircleFilled,
      ellipse: { center: planPoint(0, 0), radiusX: px(1), radiusY: px(1) },
    };
    const scale = scaleOf(2, 1);
    expect(shapeLength(shape, scale)).toBeCloseTo(9.68844822, 6); // ellipse with semi-axes 2 and 1
    expect(shapeArea(shape, scale)).toBeCloseTo(2 * Math.PI, 9);
  });

  it('follow the rotation of a stretched circle', () => {
    // radiusX 2 turned a quarter lies along y, which is scaled by 3.
    const ellipse: PlanEllipse = { center: planPoint(0, 0), radiusX: px(2), radiusY: px(1), rotation: 90 };
    const [a, b] = ellipseSemiAxesMetres(ellipse, scaleOf(1, 3));
    expect(a).toBeCloseTo(6, 9);
    expect(b).toBeCloseTo(1, 9);
  });

  it('read a Konva circle node with its scale and position', () => {
    const ellipse = ellipseFromCircleNode({ x: 10, y: 20, radius: 5, scaleX: 2, scaleY: -1, rotation: 15 });
    expect(ellipse).toEqual({ center: planPoint(10, 20), radiusX: 10, radiusY: 5, rotation: 15 });
  });
});

describe('ellipsePerimeter', () => {
  it('is exact for a circle', () => {
    expect(ellipsePerimeter(3, 3)).toBeCloseTo(6 * Math.PI, 12);
  });

  it('stays within 0.05% for a flat ellipse, whose perimeter is four semi-axes', () => {
    expect(Math.abs(ellipsePerimeter(1, 0) - 4) / 4).toBeLessThan(5e-4);
  });

  it('is zero for a point', () => {
    expect(ellipsePerimeter(0, 0)).toBe(0);
  });
});
