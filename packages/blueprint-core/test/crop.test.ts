import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_CROP_PREVIEW_MAX, MIN_SHAPE_SIZE_PX, cropOf, cropPreview, fullPlanCrop, normaliseCrop, planPoint, px } from '../src';

const plan = { width: px(1000), height: px(800) };

describe('the export crop', () => {
  it('is the box between the drag’s ends, whichever way it went', () => {
    const box = { x: px(10), y: px(20), width: px(100), height: px(50) };
    expect(normaliseCrop(planPoint(10, 20), planPoint(110, 70), plan)).toEqual(box);
    expect(normaliseCrop(planPoint(110, 70), planPoint(10, 20), plan)).toEqual(box);
    expect(normaliseCrop(planPoint(110, 20), planPoint(10, 70), plan)).toEqual(box);
  });

  it('is clamped to the plan', () => {
    expect(normaliseCrop(planPoint(-50, -50), planPoint(2000, 2000), plan)).toEqual(fullPlanCrop(plan));
  });

  it('is nothing for a click, a thin drag, or a drag outside the plan', () => {
    expect(normaliseCrop(planPoint(10, 10), planPoint(10, 10), plan)).toBeNull();
    expect(normaliseCrop(planPoint(10, 10), planPoint(200, 10 + MIN_SHAPE_SIZE_PX - 1), plan)).toBeNull();
    expect(normaliseCrop(planPoint(-100, 10), planPoint(-10, 200), plan)).toBeNull();
    expect(normaliseCrop(planPoint(10, 10), planPoint(10 + MIN_SHAPE_SIZE_PX, 10 + MIN_SHAPE_SIZE_PX), plan)).not.toBeNull();
  });

  it('is always a positive box inside the plan (property)', () => {
    const coord = fc.double({ min: -3000, max: 3000, noNaN: true });
    fc.assert(
      fc.property(coord, coord, coord, coord, (x0, y0, x1, y1) => {
        const box = normaliseCrop(planPoint(x0, y0), planPoint(x1, y1), plan);
        if (box === null) return;
        expect(box.width).toBeGreaterThanOrEqual(MIN_SHAPE_SIZE_PX);
        expect(box.height).toBeGreaterThanOrEqual(MIN_SHAPE_SIZE_PX);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(plan.width);
        expect(box.y + box.height).toBeLessThanOrEqual(plan.height);
      }),
    );
  });
});

describe('the crop preview', () => {
  it('shrinks a large crop to fit 500 × 600, keeping its proportions', () => {
    expect(cropPreview({ width: px(1000), height: px(600) })).toEqual({ scaleX: 0.5, scaleY: 0.5, ratio: 1000 / 600 });
    expect(cropPreview({ width: px(300), height: px(1200) })).toEqual({ scaleX: 0.5, scaleY: 0.5, ratio: 0.25 });
  });

  it('does not enlarge a small crop', () => {
    expect(cropPreview({ width: px(100), height: px(50) })).toEqual({ scaleX: 1, scaleY: 1, ratio: 2 });
  });

  it('carries the box and its preview together', () => {
    const box = { x: px(5), y: px(6), width: px(1000), height: px(100) };
    expect(cropOf(box)).toEqual({ ...box, scaleX: 0.5, scaleY: 0.5, ratio: 10 });
  });

  it('always fits the preview bounds and never exceeds 1 (property)', () => {
    const side = fc.integer({ min: 1, max: 50_000 });
    fc.assert(
      fc.property(side, side, (w, h) => {
        const preview = cropPreview({ width: px(w), height: px(h) });
        expect(preview.scaleX).toBeLessThanOrEqual(1);
        expect(preview.scaleX).toBe(preview.scaleY);
        expect(w * preview.scaleX).toBeLessThanOrEqual(EXPORT_CROP_PREVIEW_MAX.width + 1e-9);
        expect(h * preview.scaleY).toBeLessThanOrEqual(EXPORT_CROP_PREVIEW_MAX.height + 1e-9);
        expect(preview.ratio).toBeCloseTo(w / h, 9);
      }),
    );
  });
});
