import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ShapeStyle,
  clipPolygonToBox,
  cutoutBox,
  disjointBoxes,
  ellipsePolygon,
  planPoint,
  polygonAreaPx,
  px,
  rectCorners,
  shapeArea,
  shapeLength,
  shapeOfCanvas,
  type PlanBox,
  type PlanShape,
} from '../src';
import { pts, scaleOf } from './helpers';

const metre = scaleOf(1);
const box = (x: number, y: number, width: number, height: number): PlanBox => ({ x: px(x), y: px(y), width: px(width), height: px(height) });
const square = pts([0, 0], [100, 0], [100, 100], [0, 100]);
const filled = (cutouts: PlanBox[]): PlanShape => ({ style: ShapeStyle.PolygonFilled, points: square, cutouts });

function close(a: number, b: number, tolerance = 1e-9): boolean {
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
}

describe('cutouts', () => {
  it('take their area out of a filled shape', () => {
    expect(shapeArea(filled([box(10, 10, 20, 30)]), metre)).toBe(10_000 - 600);
  });

  it('take out only the part inside the shape', () => {
    expect(shapeArea(filled([box(90, 90, 50, 50)]), metre)).toBe(10_000 - 100);
    expect(shapeArea(filled([box(200, 200, 50, 50)]), metre)).toBe(10_000);
    expect(shapeArea(filled([box(-10, -10, 200, 200)]), metre)).toBe(0);
  });

  it('count an overlap once', () => {
    expect(shapeArea(filled([box(10, 10, 20, 20), box(20, 20, 20, 20)]), metre)).toBe(10_000 - 700);
    expect(shapeArea(filled([box(10, 10, 20, 20), box(10, 10, 20, 20)]), metre)).toBe(10_000 - 400);
  });

  it('take their part out of a concave polygon', () => {
    // An L: the 100 × 100 square without its top right quarter.
    const l = pts([0, 0], [50, 0], [50, 50], [100, 50], [100, 100], [0, 100]);
    expect(shapeArea({ style: ShapeStyle.PolygonFilled, points: l, cutouts: [box(25, 25, 50, 50)] }, metre)).toBe(7500 - 1875);
  });

  it('take their part out of a circle, exactly when they cover or miss it', () => {
    const ellipse = { center: planPoint(0, 0), radiusX: px(10), radiusY: px(10) };
    const circle = (cutouts: PlanBox[]): PlanShape => ({ style: ShapeStyle.CircleFilled, ellipse, cutouts });
    expect(shapeArea(circle([box(-20, -20, 40, 40)]), metre)).toBe(0);
    expect(shapeArea(circle([box(20, 20, 5, 5)]), metre)).toBe(100 * Math.PI);
    expect(close(shapeArea(circle([box(0, -20, 40, 40)]), metre)!, 50 * Math.PI, 1e-4)).toBe(true);
    expect(close(shapeArea(circle([box(-2, -2, 4, 4)]), metre)!, 100 * Math.PI - 16)).toBe(true);
  });

  it('leave lengths and shapes without an area alone', () => {
    expect(shapeLength(filled([box(10, 10, 20, 30)]), metre)).toBe(400);
    expect(shapeArea({ style: ShapeStyle.RectOutlined, points: square, cutouts: [box(0, 0, 5, 5)] }, metre)).toBeNull();
  });

  it('are read from canvasData as positive boxes, and left out when there are none', () => {
    const canvas = { kind: 'Rect', style: ShapeStyle.RectFilled, x: 0, y: 0, width: 100, height: 100 } as const;
    expect(shapeOfCanvas(canvas)).not.toHaveProperty('cutouts');
    expect(shapeOfCanvas({ ...canvas, cutouts: [] })).not.toHaveProperty('cutouts');
    expect(shapeOfCanvas({ ...canvas, cutouts: [{ x: 30, y: 40, width: -20, height: -30 }] }).cutouts).toEqual([box(10, 10, 20, 30)]);
    expect(shapeArea(shapeOfCanvas({ ...canvas, cutouts: [{ x: 30, y: 40, width: -20, height: -30 }] }), metre)).toBe(9400);
  });

  it('normalise boxes drawn up or left', () => {
    expect(cutoutBox({ x: 10, y: 10, width: -5, height: 5 })).toEqual(box(5, 10, 5, 5));
  });

  it('clip a polygon to a box', () => {
    expect(polygonAreaPx(clipPolygonToBox(square, box(50, 50, 100, 100)))).toBe(2500);
    expect(clipPolygonToBox(square, box(200, 0, 10, 10))).toEqual([]);
  });

  it('the inscribed polygon of an ellipse has the ellipse’s area within 0.01%', () => {
    const ellipse = { center: planPoint(3, 4), radiusX: px(30), radiusY: px(10), rotation: 30 };
    expect(close(polygonAreaPx(ellipsePolygon(ellipse)), 300 * Math.PI, 1e-3)).toBe(true);
  });
});

describe('cutout properties', () => {
  const coord = fc.integer({ min: -500, max: 500 });
  const side = fc.integer({ min: 0, max: 400 });
  const cut = fc.tuple(coord, coord, side, side).map(([x, y, w, h]) => box(x, y, w, h));
  const cuts = fc.array(cut, { maxLength: 6 });
  // Simple polygons: points around a centre, sorted by angle (star-shaped, never self-intersecting).
  const star = fc
    .array(fc.tuple(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.integer({ min: 1, max: 300 })), { minLength: 3, maxLength: 20 })
    .map((spokes) =>
      [...spokes].sort((a, b) => a[0] - b[0]).map(([angle, r]) => planPoint(r * Math.cos(angle), r * Math.sin(angle))),
    );
  const rect = fc
    .tuple(coord, coord, side, side, fc.double({ min: -360, max: 360, noNaN: true }))
    .map(([x, y, width, height, rotation]) => rectCorners({ x, y, width, height, rotation }));
  const polygon = fc.oneof(star, rect);

  it('never make an area larger, nor negative', () => {
    fc.assert(
      fc.property(polygon, cuts, (points, cutouts) => {
        const whole = shapeArea({ style: ShapeStyle.PolygonFilled, points }, metre)!;
        const cut = shapeArea({ style: ShapeStyle.PolygonFilled, points, cutouts }, metre)!;
        expect(cut).toBeGreaterThanOrEqual(0);
        expect(cut).toBeLessThanOrEqual(whole * (1 + 1e-12) + 1e-9);
      }),
    );
  });

  it('change nothing when outside the shape', () => {
    fc.assert(
      fc.property(polygon, cut, (points, c) => {
        // Shapes reach at most about 1100 px from the origin; this box starts beyond.
        const outside = box(2000 + c.x, 2000 + c.y, c.width, c.height);
        const whole = shapeArea({ style: ShapeStyle.PolygonFilled, points }, metre)!;
        expect(shapeArea({ style: ShapeStyle.PolygonFilled, points, cutouts: [outside] }, metre)).toBe(whole);
      }),
    );
  });

  it('take out exactly their own area when inside an upright rectangle', () => {
    const inner = fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), side, side);
    fc.assert(
      fc.property(inner, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), ([x, y, w, h], mx, my) => {
        const points = rectCorners({ x: 0, y: 0, width: x + w + mx, height: y + h + my });
        const shape = { style: ShapeStyle.RectFilled, points, cutouts: [box(x, y, w, h)] } as const;
        expect(close(shapeArea(shape, metre)!, (x + w + mx) * (y + h + my) - w * h)).toBe(true);
      }),
    );
  });

  it('take out their area once however they overlap: the disjoint boxes cover the same area', () => {
    fc.assert(
      fc.property(cuts, (cutouts) => {
        const parts = disjointBoxes(cutouts);
        for (let i = 0; i < parts.length; i += 1) {
          for (let j = i + 1; j < parts.length; j += 1) {
            const a = parts[i];
            const b = parts[j];
            const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
            const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
            expect(overlapX <= 0 || overlapY <= 0).toBe(true);
          }
        }
        // Every cutout lies within the union, and the union within the cutouts' bounds.
        const area = parts.reduce((sum, p) => sum + p.width * p.height, 0);
        const largest = Math.max(0, ...cutouts.map((c) => c.width * c.height));
        const sum = cutouts.reduce((s, c) => s + c.width * c.height, 0);
        expect(area).toBeGreaterThanOrEqual(largest);
        expect(area).toBeLessThanOrEqual(sum);
      }),
    );
  });

  it('a cutout covering the whole shape leaves no area, for circles too', () => {
    const r = fc.integer({ min: 1, max: 300 });
    fc.assert(
      fc.property(r, r, coord, coord, fc.double({ min: -360, max: 360, noNaN: true }), (rx, ry, cx, cy, rotation) => {
        const ellipse = { center: planPoint(cx, cy), radiusX: px(rx), radiusY: px(ry), rotation };
        const cutouts = [box(cx - 400, cy - 400, 800, 800)];
        expect(shapeArea({ style: ShapeStyle.CircleFilled, ellipse, cutouts }, metre)).toBe(0);
      }),
    );
  });
});
