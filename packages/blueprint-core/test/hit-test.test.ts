import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LAMP_RADIUS_PX,
  ShapeStyle,
  applyNodeTransform,
  boundsOfCanvas,
  distanceToSegment,
  elementsInBox,
  hitTest,
  isInsidePolygon,
  planPoint,
  px,
  topmostAt,
  type CanvasShape,
  type HitElement,
  type PlanPoint,
} from '../src';
import { pts } from './helpers';

const line: CanvasShape = { kind: 'Line', style: ShapeStyle.ThinLine, points: [0, 0, 100, 0], strokeWidth: 4 };
const outlinedRoom: CanvasShape = { kind: 'Rect', style: ShapeStyle.RectOutlined, x: 100, y: 100, width: 200, height: 100, strokeWidth: 2 };
const filledRoom: CanvasShape = { ...outlinedRoom, style: ShapeStyle.RectFilled };
const circle: CanvasShape = { kind: 'Circle', style: ShapeStyle.CircleOutlined, x: 50, y: 50, radius: 20 };
const lamp: CanvasShape = { kind: 'Lamp', style: ShapeStyle.Lamp, x: 10, y: 10 };
const openPolygon: CanvasShape = { kind: 'Polygon', style: ShapeStyle.PolygonOpen, points: [0, 0, 100, 0, 100, 100] };
const closedPolygon: CanvasShape = { ...openPolygon, style: ShapeStyle.PolygonOutlined };
const doodle: CanvasShape = { kind: 'Doodle', style: ShapeStyle.Doodle, points: [0, 0, 10, 10, 20, 0] };
const p = planPoint;

describe('hitting one element', () => {
  it('a line within the tolerance plus half its stroke', () => {
    expect(hitTest(line, p(50, 6.9), 5)).toBe(true);
    expect(hitTest(line, p(50, 7.1), 5)).toBe(false);
    expect(hitTest(line, p(-7.1, 0), 5)).toBe(false);
    expect(hitTest(line, p(-6.9, 0), 5)).toBe(true);
  });

  it('a line drawn by its height uses the height as its stroke', () => {
    const wide = { ...line, strokeWidth: 2, strokeHeight: 20, widthAsHeight: true };
    expect(hitTest(wide, p(50, 14), 5)).toBe(true);
    expect(hitTest({ ...wide, widthAsHeight: false }, p(50, 14), 5)).toBe(false);
  });

  it('an open polygon or a doodle along its path only, not inside or across the gap', () => {
    expect(hitTest(openPolygon, p(100, 50), 2)).toBe(true);
    expect(hitTest(openPolygon, p(80, 20), 2)).toBe(false);
    expect(hitTest(openPolygon, p(50, 50), 2)).toBe(false);
    expect(hitTest(doodle, p(15, 5), 1)).toBe(true);
    expect(hitTest(doodle, p(10, 0), 1)).toBe(false);
  });

  it('a closed polygon inside and along its closing edge', () => {
    expect(hitTest(closedPolygon, p(80, 20), 2)).toBe(true);
    expect(hitTest(closedPolygon, p(50, 50), 2)).toBe(true);
    expect(hitTest(closedPolygon, p(20, 80), 2)).toBe(false);
  });

  it('an outlined room inside it as well as a filled one, and near its outline', () => {
    for (const room of [outlinedRoom, filledRoom]) {
      expect(hitTest(room, p(200, 150), 0)).toBe(true);
      expect(hitTest(room, p(304, 150), 3)).toBe(true);
      expect(hitTest(room, p(305, 150), 3)).toBe(false);
    }
  });

  it('a rotated and scaled rectangle where it is drawn', () => {
    const turned: CanvasShape = { kind: 'Rect', style: ShapeStyle.RectFilled, x: 0, y: 0, width: 100, height: 10, rotation: 90, scaleX: 2 };
    // Rotated a quarter turn clockwise about its origin and stretched: it runs down from (0,0) to (-10, 200).
    expect(hitTest(turned, p(-5, 150), 0)).toBe(true);
    expect(hitTest(turned, p(50, 5), 0)).toBe(false);
  });

  it('a circle inside or near, and a scaled rotated ellipse on its long axis only', () => {
    expect(hitTest(circle, p(50, 50), 0)).toBe(true);
    expect(hitTest(circle, p(74, 50), 5)).toBe(true);
    expect(hitTest(circle, p(76, 50), 5)).toBe(false);
    const ellipse: CanvasShape = { ...circle, scaleX: 3, rotation: 90 };
    expect(hitTest(ellipse, p(50, 105), 0)).toBe(true);
    expect(hitTest(ellipse, p(105, 50), 0)).toBe(false);
  });

  it('a lamp within its radius plus the tolerance', () => {
    expect(hitTest(lamp, p(10 + LAMP_RADIUS_PX + 2, 10), 2)).toBe(true);
    expect(hitTest(lamp, p(10 + LAMP_RADIUS_PX + 3, 10), 2)).toBe(false);
    expect(hitTest({ ...lamp, radius: 20 }, p(25, 10), 0)).toBe(true);
  });

  it('not inside a cutout', () => {
    const cut = { ...filledRoom, cutouts: [{ x: 150, y: 120, width: 50, height: 50 }] };
    expect(hitTest(cut, p(170, 140), 0)).toBe(false);
    expect(hitTest(cut, p(250, 150), 0)).toBe(true);
  });
});

describe('choosing among elements', () => {
  const elements: HitElement[] = [
    { _id: 'floor', canvasData: filledRoom },
    { _id: 'lamp', canvasData: { ...lamp, x: 200, y: 150 } },
    { _id: 'hidden', canvasData: { ...filledRoom }, visible: false },
    { _id: 'far', canvasData: circle },
  ];

  it('the last drawn wins, hidden ones are skipped', () => {
    expect(topmostAt(elements, p(200, 150), 1)).toBe('lamp');
    expect(topmostAt(elements, p(120, 120), 1)).toBe('floor');
    expect(topmostAt(elements, p(1000, 1000), 1)).toBeNull();
  });

  it('a selection box takes the shown elements it meets, or those it contains', () => {
    expect(elementsInBox(elements, { x: px(0), y: px(0), width: px(60), height: px(60) })).toEqual(['far']);
    expect(elementsInBox(elements, { x: px(250), y: px(180), width: px(-200), height: px(-150) })).toEqual(['floor', 'lamp', 'far']);
    expect(elementsInBox(elements, { x: px(0), y: px(0), width: px(320), height: px(220) }, 'contains')).toEqual(['floor', 'lamp', 'far']);
    expect(elementsInBox(elements, { x: px(150), y: px(100), width: px(100), height: px(100) }, 'contains')).toEqual(['lamp']);
  });
});

describe('bounds', () => {
  it('of a rotated ellipse are exact', () => {
    const box = boundsOfCanvas({ ...circle, scaleX: 2, rotation: 90 });
    expect(box.x).toBeCloseTo(30, 9);
    expect(box.y).toBeCloseTo(10, 9);
    expect(box.width).toBeCloseTo(40, 9);
    expect(box.height).toBeCloseTo(80, 9);
  });

  it('of a rectangle drawn up and left, of a lamp', () => {
    expect(boundsOfCanvas({ kind: 'Rect', style: ShapeStyle.RectFilled, x: 10, y: 10, width: -10, height: -5 })).toEqual({
      x: 0, y: 5, width: 10, height: 5,
    });
    expect(boundsOfCanvas(lamp)).toEqual({ x: 10 - LAMP_RADIUS_PX, y: 10 - LAMP_RADIUS_PX, width: 2 * LAMP_RADIUS_PX, height: 2 * LAMP_RADIUS_PX });
  });
});

describe('hit-test properties', () => {
  const coord = fc.integer({ min: -1000, max: 1000 });
  const point = fc.tuple(coord, coord).map(([x, y]) => p(x, y));
  const angle = fc.double({ min: -360, max: 360, noNaN: true });
  const scale = fc.double({ min: 0.1, max: 5, noNaN: true });
  const transform = fc.record({ x: coord, y: coord, rotation: angle, scaleX: scale, scaleY: scale });

  it('every vertex of a shape hits it, whatever its transform', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 10 }), transform, fc.constantFrom(ShapeStyle.PolygonOutlined, ShapeStyle.PolygonOpen, ShapeStyle.Doodle), (vertices, t, style) => {
        const canvas: CanvasShape = { kind: style === ShapeStyle.Doodle ? 'Doodle' : 'Polygon', style, points: vertices.flatMap((v) => [v.x, v.y]), ...t };
        for (const v of applyNodeTransform(vertices, t)) expect(hitTest(canvas, v, 1e-6)).toBe(true);
      }),
    );
  });

  it('the centre of a circle or rectangle hits it, and a point far outside its bounds does not', () => {
    fc.assert(
      fc.property(transform, fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.boolean(), (t, a, b, round) => {
        const canvas: CanvasShape = round
          ? { kind: 'Circle', style: ShapeStyle.CircleOutlined, radius: a, ...t }
          : { kind: 'Rect', style: ShapeStyle.RectOutlined, width: a, height: b, ...t };
        const box = boundsOfCanvas(canvas);
        const centre = p(box.x + box.width / 2, box.y + box.height / 2);
        expect(hitTest(canvas, centre, 0)).toBe(true);
        expect(hitTest(canvas, p(box.x + box.width + 6, centre.y), 5)).toBe(false);
        expect(hitTest(canvas, p(centre.x, box.y - 6), 5)).toBe(false);
      }),
    );
  });

  it('a larger tolerance never loses a hit', () => {
    const shapes: CanvasShape[] = [line, outlinedRoom, circle, lamp, openPolygon, closedPolygon, doodle, { ...circle, scaleX: 2, rotation: 30 }];
    fc.assert(
      fc.property(fc.constantFrom(...shapes), point, fc.double({ min: 0, max: 50, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (canvas, at, t, more) => {
        if (hitTest(canvas, at, t)) expect(hitTest(canvas, at, t + more)).toBe(true);
      }),
    );
  });

  it('the distance to a segment is at most the distance to either end', () => {
    fc.assert(
      fc.property(point, point, point, (at, a, b) => {
        const d = distanceToSegment(at, a, b);
        expect(d).toBeLessThanOrEqual(Math.hypot(at.x - a.x, at.y - a.y) + 1e-9);
        expect(d).toBeLessThanOrEqual(Math.hypot(at.x - b.x, at.y - b.y) + 1e-9);
      }),
    );
  });

  it('inside a polygon does not depend on its direction', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 12 }), point, (vertices: PlanPoint[], at) => {
        expect(isInsidePolygon(at, [...vertices].reverse())).toBe(isInsidePolygon(at, vertices));
      }),
    );
  });

  it('a square’s inside is what it should be', () => {
    const square = pts([0, 0], [10, 0], [10, 10], [0, 10]);
    expect(isInsidePolygon(p(5, 5), square)).toBe(true);
    expect(isInsidePolygon(p(15, 5), square)).toBe(false);
  });
});
