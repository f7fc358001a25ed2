import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ShapeStyle,
  ellipsePerimeter,
  inches,
  inchesToMetres,
  measureArrowCounts,
  measureArrowLength,
  metres,
  metresToInches,
  normaliseRotation,
  planPoint,
  planScale,
  polygonAreaPx,
  px,
  rectCorners,
  rotateBySteps,
  shapeArea,
  shapeLength,
  shouldClosePolygon,
  type PlanPoint,
} from '../src';
import { scaleOf } from './helpers';

const coord = fc.integer({ min: -5000, max: 5000 });
const point = fc.tuple(coord, coord).map(([x, y]) => planPoint(x, y));
const polygon = fc.array(point, { minLength: 3, maxLength: 30 });
const factor = fc.double({ min: 0.001, max: 100, noNaN: true });
const size = fc.integer({ min: -2000, max: 2000 });
const angle = fc.double({ min: -720, max: 720, noNaN: true });
// Real semi-axes: zero or at least a thousandth of a metre (subnormal doubles underflow when squared).
const semiAxis = fc.oneof(fc.constant(0), fc.double({ min: 1e-3, max: 1e4, noNaN: true }));

/** Relative closeness, since lengths span several orders of magnitude. */
function close(a: number, b: number, tolerance = 1e-9): boolean {
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
}

describe('geometry properties', () => {
  it('a rectangle measures as the closed polygon of its corners', () => {
    fc.assert(
      fc.property(size, size, coord, coord, angle, factor, factor, (width, height, x, y, rotation, sx, sy) => {
        const points = rectCorners({ x, y, width, height, rotation });
        const scale = scaleOf(sx, sy);
        const rect = { style: ShapeStyle.RectFilled, points } as const;
        const poly = { style: ShapeStyle.PolygonFilled, points } as const;
        expect(close(shapeLength(rect, scale)!, shapeLength(poly, scale)!)).toBe(true);
        expect(close(shapeArea(rect, scale)!, shapeArea(poly, scale)!)).toBe(true);
      }),
    );
  });

  it('an upright rectangle has perimeter 2(w·sx + h·sy) and area w·h·sx·sy', () => {
    fc.assert(
      fc.property(size, size, factor, factor, (width, height, sx, sy) => {
        const points = rectCorners({ x: 0, y: 0, width, height });
        const scale = scaleOf(sx, sy);
        const shape = { style: ShapeStyle.RectFilled, points } as const;
        expect(close(shapeLength(shape, scale)!, 2 * (Math.abs(width) * sx + Math.abs(height) * sy))).toBe(true);
        expect(close(shapeArea(shape, scale)!, Math.abs(width * height) * sx * sy)).toBe(true);
      }),
    );
  });

  it('drawing the plan k times larger and calibrating it the same gives the same metres', () => {
    fc.assert(
      fc.property(polygon, fc.integer({ min: 1, max: 20 }), factor, (points, k, m) => {
        const shape = { style: ShapeStyle.PolygonFilled, points } as const;
        const bigger = { style: ShapeStyle.PolygonFilled, points: points.map((p) => planPoint(p.x * k, p.y * k)) } as const;
        const scale = planScale(null, { pixels: { width: 100, height: 100 }, metrics: { width: m, height: m } });
        const scaleK = planScale(null, { pixels: { width: 100 * k, height: 100 * k }, metrics: { width: m, height: m } });
        expect(close(shapeLength(shape, scale)!, shapeLength(bigger, scaleK)!)).toBe(true);
        expect(close(shapeArea(shape, scale)!, shapeArea(bigger, scaleK)!, 1e-7)).toBe(true);
      }),
    );
  });

  it('moving a shape changes neither its length nor its area', () => {
    fc.assert(
      fc.property(polygon, coord, coord, (points, dx, dy) => {
        const scale = scaleOf(1);
        const moved = points.map((p) => planPoint(p.x + dx, p.y + dy));
        const a = { style: ShapeStyle.PolygonFilled, points } as const;
        const b = { style: ShapeStyle.PolygonFilled, points: moved } as const;
        expect(close(shapeLength(a, scale)!, shapeLength(b, scale)!)).toBe(true);
        expect(close(shapeArea(a, scale)!, shapeArea(b, scale)!, 1e-7)).toBe(true);
      }),
    );
  });

  it('area is never negative and does not depend on drawing direction', () => {
    fc.assert(
      fc.property(polygon, (points) => {
        const area = polygonAreaPx(points);
        expect(area).toBeGreaterThanOrEqual(0);
        expect(polygonAreaPx([...points].reverse())).toBe(area);
      }),
    );
  });

  it('a closed outline is at least as long as the open path through the same points', () => {
    fc.assert(
      fc.property(polygon, factor, factor, (points, sx, sy) => {
        const scale = scaleOf(sx, sy);
        const closed = shapeLength({ style: ShapeStyle.PolygonOutlined, points }, scale)!;
        const open = shapeLength({ style: ShapeStyle.PolygonOpen, points }, scale)!;
        expect(closed).toBeGreaterThanOrEqual(open);
      }),
    );
  });

  it('an ellipse perimeter lies between π(a+b) and π√(2(a²+b²))', () => {
    fc.assert(
      fc.property(semiAxis, semiAxis, (a, b) => {
        const p = ellipsePerimeter(a, b);
        expect(p).toBeGreaterThanOrEqual(Math.PI * (a + b) * (1 - 1e-12));
        expect(p).toBeLessThanOrEqual(Math.PI * Math.sqrt(2 * (a * a + b * b)) * (1 + 1e-12));
      }),
    );
  });

  it('a circle under an even scale has circumference 2πr whatever its rotation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), angle, factor, (r, rotation, s) => {
        const ellipse = { center: planPoint(0, 0), radiusX: px(r), radiusY: px(r), rotation };
        const length = shapeLength({ style: ShapeStyle.CircleOutlined, ellipse }, scaleOf(s))!;
        expect(close(length, 2 * Math.PI * r * s)).toBe(true);
      }),
    );
  });
});

describe('editor rule properties', () => {
  it('normalising a rotation is idempotent and lands on a quarter turn', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (degrees) => {
        const once = normaliseRotation(degrees);
        expect([0, 90, 180, 270]).toContain(once);
        expect(normaliseRotation(once)).toBe(once);
      }),
    );
  });

  it('four quarter turns come back to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (quarters) => {
        const start = normaliseRotation(quarters * 90);
        expect(rotateBySteps(start, 4)).toBe(start);
        expect(rotateBySteps(rotateBySteps(start, 1), -1)).toBe(start);
      }),
    );
  });

  it('a measure arrow of 10px or less along its axis never counts', () => {
    fc.assert(
      fc.property(point, fc.double({ min: -10, max: 10, noNaN: true }), coord, fc.constantFrom('width', 'height'), (start, along, across, axis) => {
        const end = axis === 'width' ? planPoint(start.x + along, start.y + across) : planPoint(start.x + across, start.y + along);
        expect(measureArrowCounts(measureArrowLength(axis, start, end))).toBe(false);
      }),
    );
  });

  it('a click further than 10px from the first vertex never closes a polygon', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 10 }), fc.double({ min: 10.001, max: 1e4, noNaN: true }), angle, (vertices: PlanPoint[], distance, degrees) => {
        const t = (degrees * Math.PI) / 180;
        const click = planPoint(vertices[0].x + distance * Math.cos(t), vertices[0].y + distance * Math.sin(t));
        expect(shouldClosePolygon(vertices, click)).toBe(false);
      }),
    );
  });
});

describe('unit properties', () => {
  it('metres to inches and back is the identity', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        expect(close(inchesToMetres(metresToInches(metres(value))), value, 1e-12)).toBe(true);
        expect(close(metresToInches(inchesToMetres(inches(value))), value, 1e-12)).toBe(true);
      }),
    );
  });
});
