import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM_SCALE,
  MIN_ZOOM_SCALE,
  PLAN_PIXELS_PER_POINT,
  WHEEL_ZOOM_STEP,
  fitViewport,
  imagePoint,
  imageToPlan,
  panBy,
  pinchZoom,
  planPoint,
  planSizeOfPage,
  planToImage,
  planToScreen,
  px,
  rotatePlanPoint,
  rotatedPlanSize,
  screenPoint,
  screenLengthToPlan,
  screenToPlan,
  viewport,
  zoomAt,
  type PlanPoint,
  type ScreenPoint,
} from '../src';

const coord = fc.double({ min: -10_000, max: 10_000, noNaN: true });
const scale = fc.double({ min: MIN_ZOOM_SCALE, max: MAX_ZOOM_SCALE, noNaN: true });
const view = fc.tuple(scale, coord, coord).map(([s, x, y]) => viewport(s, x, y));
const plan = fc.tuple(coord, coord).map(([x, y]) => planPoint(x, y));
const screen = fc.tuple(coord, coord).map(([x, y]) => screenPoint(x, y));
const side = fc.integer({ min: 1, max: 10_000 });
const quarter = fc.constantFrom(0, 90, 180, 270);

function near(a: number, b: number, tolerance = 1e-9): boolean {
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
}
function nearPoint(a: { x: number; y: number }, b: { x: number; y: number }, tolerance = 1e-6): boolean {
  return near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance);
}

describe('plan and screen', () => {
  it('maps a plan point as a Konva stage does: plan × scale + position', () => {
    expect(planToScreen(viewport(2, 10, -5), planPoint(3, 4))).toEqual(screenPoint(16, 3));
    expect(screenToPlan(viewport(2, 10, -5), screenPoint(16, 3))).toEqual(planPoint(3, 4));
  });

  it('screenToPlan undoes planToScreen (property)', () => {
    fc.assert(
      fc.property(view, plan, (v, p) => {
        expect(nearPoint(screenToPlan(v, planToScreen(v, p)), p)).toBe(true);
      }),
    );
  });

  it('panning moves every screen point by the drag and no plan point', () => {
    fc.assert(
      fc.property(view, plan, coord, coord, (v, p, dx, dy) => {
        const before = planToScreen(v, p);
        const after = planToScreen(panBy(v, dx, dy), p);
        expect(nearPoint(after, { x: before.x + dx, y: before.y + dy })).toBe(true);
      }),
    );
  });
});

describe('screen lengths', () => {
  it('a tolerance in screen pixels is fewer plan pixels when zoomed in', () => {
    expect(screenLengthToPlan(viewport(2, 30, 40), 10)).toBe(5);
    expect(screenLengthToPlan(viewport(0.5), 10)).toBe(20);
  });

  it('spans the same screen distance at every zoom (property)', () => {
    fc.assert(
      fc.property(view, plan, fc.double({ min: 0, max: 100, noNaN: true }), (v, p, length) => {
        const far = planPoint(p.x + screenLengthToPlan(v, length), p.y);
        expect(near(planToScreen(v, far).x - planToScreen(v, p).x, length, 1e-6)).toBe(true);
      }),
    );
  });
});

describe('wheel zoom', () => {
  it('zooms in by the wheel step and keeps the point under the pointer', () => {
    const v = viewport(1, 0, 0);
    const pointer = screenPoint(100, 50);
    const zoomed = zoomAt(v, pointer, 1);
    expect(zoomed.scale).toBeCloseTo(1 + WHEEL_ZOOM_STEP, 12);
    expect(nearPoint(screenToPlan(zoomed, pointer), planPoint(100, 50))).toBe(true);
  });

  it('keeps the plan point under the pointer fixed, and one notch out undoes one in (property)', () => {
    fc.assert(
      fc.property(view, screen, fc.constantFrom<1 | -1>(1, -1), (v, pointer, direction) => {
        const zoomed = zoomAt(v, pointer, direction);
        expect(nearPoint(screenToPlan(zoomed, pointer), screenToPlan(v, pointer))).toBe(true);
        const back = zoomAt(zoomed, pointer, direction === 1 ? -1 : 1);
        if (zoomed.scale !== v.scale && back.scale !== zoomed.scale && zoomed.scale < MAX_ZOOM_SCALE && zoomed.scale > MIN_ZOOM_SCALE) {
          expect(near(back.scale, v.scale)).toBe(true);
          expect(near(back.x, v.x, 1e-6) && near(back.y, v.y, 1e-6)).toBe(true);
        }
      }),
    );
  });

  it('never goes under the minimum or over the maximum scale', () => {
    let v = viewport(1);
    for (let i = 0; i < 200; i += 1) v = zoomAt(v, screenPoint(0, 0), -1);
    expect(v.scale).toBe(MIN_ZOOM_SCALE);
    for (let i = 0; i < 400; i += 1) v = zoomAt(v, screenPoint(0, 0), 1);
    expect(v.scale).toBe(MAX_ZOOM_SCALE);
  });

  it('does not jump when a fit left the scale under the minimum: out stays, in grows', () => {
    const tiny = viewport(0.05);
    expect(zoomAt(tiny, screenPoint(0, 0), -1).scale).toBe(0.05);
    expect(zoomAt(tiny, screenPoint(0, 0), 1).scale).toBeCloseTo(0.05 * (1 + WHEEL_ZOOM_STEP), 12);
  });
});

describe('pinch zoom', () => {
  it('scales by the ratio of the fingers’ distances around their midpoint', () => {
    const v = viewport(1);
    const before: [ScreenPoint, ScreenPoint] = [screenPoint(90, 100), screenPoint(110, 100)];
    const after: [ScreenPoint, ScreenPoint] = [screenPoint(80, 100), screenPoint(120, 100)];
    const zoomed = pinchZoom(v, before, after);
    expect(zoomed.scale).toBe(2);
    expect(screenToPlan(zoomed, screenPoint(100, 100))).toEqual(planPoint(100, 100));
  });

  it('pans by the midpoint’s move when the distance stays', () => {
    const v = viewport(1.5, 7, 9);
    const zoomed = pinchZoom(v, [screenPoint(0, 0), screenPoint(10, 0)], [screenPoint(5, 5), screenPoint(15, 5)]);
    expect(zoomed.scale).toBe(1.5);
    expect(zoomed.x).toBe(12);
    expect(zoomed.y).toBe(14);
  });

  it('fingers starting on one spot only pan', () => {
    const zoomed = pinchZoom(viewport(2), [screenPoint(5, 5), screenPoint(5, 5)], [screenPoint(0, 0), screenPoint(30, 40)]);
    expect(zoomed.scale).toBe(2);
  });

  it('the plan point under the first midpoint ends under the second, within the zoom range (property)', () => {
    const touch = fc.tuple(screen, screen);
    fc.assert(
      fc.property(view, touch, touch, (v, before, after) => {
        const zoomed = pinchZoom(v, before, after);
        expect(zoomed.scale).toBeGreaterThanOrEqual(MIN_ZOOM_SCALE);
        expect(zoomed.scale).toBeLessThanOrEqual(MAX_ZOOM_SCALE);
        const midBefore = screenPoint((before[0].x + before[1].x) / 2, (before[0].y + before[1].y) / 2);
        const midAfter = screenPoint((after[0].x + after[1].x) / 2, (after[0].y + after[1].y) / 2);
        const p: PlanPoint = screenToPlan(v, midBefore);
        expect(nearPoint(planToScreen(zoomed, p), midAfter, 1e-6)).toBe(true);
      }),
    );
  });
});

describe('fitting the plan', () => {
  it('centres a large plan at the fit scale', () => {
    const v = fitViewport({ width: px(1000), height: px(580) }, { width: 500, height: 580 });
    expect(v.scale).toBe(0.5);
    expect(v.x).toBe(0);
    expect(v.y).toBe(145);
  });

  it('does not enlarge a small plan, only centres it', () => {
    expect(fitViewport({ width: px(100), height: px(100) }, { width: 500, height: 580 })).toEqual(viewport(1, 200, 240));
  });

  it('shows the whole plan inside the area (property)', () => {
    fc.assert(
      fc.property(side, side, side, side, (w, h, aw, ah) => {
        const v = fitViewport({ width: px(w), height: px(h) }, { width: aw, height: ah });
        const topLeft = planToScreen(v, planPoint(0, 0));
        const bottomRight = planToScreen(v, planPoint(w, h));
        if (v.scale < 1) {
          expect(topLeft.x).toBeGreaterThanOrEqual(-1e-9);
          expect(topLeft.y).toBeGreaterThanOrEqual(-1e-9);
          expect(bottomRight.x).toBeLessThanOrEqual(aw + 1e-9);
          expect(bottomRight.y).toBeLessThanOrEqual(ah + 1e-9);
        }
        expect(near(topLeft.x + bottomRight.x, aw)).toBe(true);
        expect(near(topLeft.y + bottomRight.y, ah)).toBe(true);
      }),
    );
  });
});

describe('page image and plan', () => {
  it('reads an image rendered at the plan resolution as plan pixels', () => {
    expect(imageToPlan(imagePoint(10, 20), PLAN_PIXELS_PER_POINT)).toEqual(planPoint(10, 20));
  });

  it('scales an image of another resolution to plan pixels', () => {
    // A page rendered at 1 pixel per point is half the plan's size.
    expect(imageToPlan(imagePoint(10, 20), 1)).toEqual(planPoint(20, 40));
    expect(planToImage(planPoint(20, 40), 4)).toEqual(imagePoint(40, 80));
  });

  it('the far corner of a rotated page image is the far corner of the rotated plan', () => {
    const page = { widthPt: 595, heightPt: 842 };
    const perPoint = 1.5;
    const size = planSizeOfPage(page, 90);
    const corner = imageToPlan(imagePoint(page.heightPt * perPoint, page.widthPt * perPoint), perPoint);
    expect(nearPoint(corner, { x: size.width, y: size.height })).toBe(true);
  });

  it('planToImage undoes imageToPlan (property)', () => {
    fc.assert(
      fc.property(plan, fc.double({ min: 0.1, max: 10, noNaN: true }), (p, perPoint) => {
        expect(nearPoint(imageToPlan(planToImage(p, perPoint), perPoint), p)).toBe(true);
      }),
    );
  });
});

describe('rotating plan points', () => {
  const size = { width: px(100), height: px(50) };

  it('a quarter turn clockwise takes the top left corner to the top right', () => {
    expect(rotatePlanPoint(planPoint(0, 0), size, 90)).toEqual(planPoint(50, 0));
    expect(rotatePlanPoint(planPoint(100, 0), size, 90)).toEqual(planPoint(50, 100));
    expect(rotatePlanPoint(planPoint(100, 50), size, 180)).toEqual(planPoint(0, 0));
    expect(rotatePlanPoint(planPoint(0, 0), size, 270)).toEqual(planPoint(0, 100));
    expect(rotatePlanPoint(planPoint(7, 8), size, 0)).toEqual(planPoint(7, 8));
    expect(rotatePlanPoint(planPoint(0, 0), size, -90)).toEqual(planPoint(0, 100));
  });

  const point = fc.tuple(side, side, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }));

  it('four quarter turns are the identity, the size swapping at each (property)', () => {
    fc.assert(
      fc.property(point, ([w, h, fx, fy]) => {
        let s = { width: px(w), height: px(h) };
        const start = planPoint(w * fx, h * fy);
        let p = start;
        for (let i = 0; i < 4; i += 1) {
          p = rotatePlanPoint(p, s, 90);
          s = rotatedPlanSize(s, 90);
        }
        expect(s).toEqual({ width: px(w), height: px(h) });
        expect(nearPoint(p, start)).toBe(true);
      }),
    );
  });

  it('a turn keeps a point of the plan inside the rotated plan, and turns compose (property)', () => {
    fc.assert(
      fc.property(point, quarter, quarter, ([w, h, fx, fy], a, b) => {
        const s = { width: px(w), height: px(h) };
        const p = planPoint(w * fx, h * fy);
        const once = rotatePlanPoint(p, s, a);
        const rotated = rotatedPlanSize(s, a);
        expect(once.x).toBeGreaterThanOrEqual(0);
        expect(once.y).toBeGreaterThanOrEqual(0);
        expect(once.x).toBeLessThanOrEqual(rotated.width);
        expect(once.y).toBeLessThanOrEqual(rotated.height);
        const twice = rotatePlanPoint(once, rotated, b);
        expect(nearPoint(twice, rotatePlanPoint(p, s, a + b))).toBe(true);
      }),
    );
  });
});
