import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BLUEPRINT_RATIO,
  DEFAULT_BLUEPRINT_SETTINGS,
  areaToSquareMetres,
  displacementToMetres,
  horizontalToMetres,
  isPlanCalibrated,
  lengthInUnit,
  planScale,
  px,
  segmentToMetres,
  squarePx,
  toMetreSpace,
  verticalToMetres,
} from '../src';
import { pts } from './helpers';

const calibrated = { pixels: { width: 200, height: 100 }, metrics: { width: 10, height: 20 } };

describe('planScale', () => {
  it('falls back to 360 pixels per metre for an uncalibrated plan', () => {
    expect(DEFAULT_BLUEPRINT_RATIO).toBe(360);
    const scale = planScale(DEFAULT_BLUEPRINT_SETTINGS);
    expect(scale.calibration).toBe('none');
    expect(horizontalToMetres(px(360), scale)).toBeCloseTo(1, 12);
    expect(verticalToMetres(px(720), scale)).toBeCloseTo(2, 12);
  });

  it('reads the ratio as pixels per inch when the system unit is Inches', () => {
    const scale = planScale({ ratio: 360, systemUnit: 'Inches' });
    expect(scale.unit).toBe('Inches');
    const length = horizontalToMetres(px(360), scale);
    expect(length).toBeCloseTo(0.0254, 12);
    expect(lengthInUnit(length, scale.unit)).toBeCloseTo(1, 12);
  });

  it('uses a custom ratio', () => {
    expect(horizontalToMetres(px(100), planScale({ ratio: 100, systemUnit: 'Meters' }))).toBeCloseTo(1, 12);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('replaces an unusable ratio %s by the default', (ratio) => {
    expect(horizontalToMetres(px(360), planScale({ ratio, systemUnit: 'Meters' }))).toBeCloseTo(1, 12);
  });

  it('defaults to metres and 360 when settings are missing', () => {
    const scale = planScale(null);
    expect(scale.unit).toBe('Meters');
    expect(scale.metresPerPixelX).toBeCloseTo(1 / 360, 15);
  });

  it('gives each calibrated axis its own factor', () => {
    const scale = planScale(DEFAULT_BLUEPRINT_SETTINGS, calibrated);
    expect(scale.calibration).toBe('both');
    expect(scale.metresPerPixelX).toBeCloseTo(0.05, 15);
    expect(scale.metresPerPixelY).toBeCloseTo(0.2, 15);
    expect(horizontalToMetres(px(200), scale)).toBeCloseTo(10, 12);
    expect(verticalToMetres(px(100), scale)).toBeCloseTo(20, 12);
  });

  it('ignores the ratio once the plan is calibrated, but keeps the unit', () => {
    const scale = planScale({ ratio: 1, systemUnit: 'Inches' }, calibrated);
    expect(scale.metresPerPixelX).toBeCloseTo(0.05, 15);
    expect(scale.unit).toBe('Inches');
  });

  it('lends a lone calibrated axis to the other one', () => {
    const width = planScale(DEFAULT_BLUEPRINT_SETTINGS, { pixels: { width: 100 }, metrics: { width: 5 } });
    expect(width.calibration).toBe('width');
    expect(width.metresPerPixelY).toBeCloseTo(0.05, 15);
    const height = planScale(DEFAULT_BLUEPRINT_SETTINGS, { pixels: { height: 50 }, metrics: { height: 5 } });
    expect(height.calibration).toBe('height');
    expect(height.metresPerPixelX).toBeCloseTo(0.1, 15);
  });

  it.each([
    { pixels: { width: 0, height: 0 }, metrics: { width: 1, height: 1 } },
    { pixels: { width: 100, height: 100 }, metrics: { width: -1, height: 0 } },
    { pixels: { width: Number.NaN, height: null }, metrics: { width: 1, height: 1 } },
    { pixels: null, metrics: { width: 1, height: 1 } },
    {},
  ])('treats unusable measurements %j as uncalibrated', (measurements) => {
    const scale = planScale(DEFAULT_BLUEPRINT_SETTINGS, measurements);
    expect(scale.calibration).toBe('none');
    expect(scale.metresPerPixelX).toBeCloseTo(1 / 360, 15);
  });
});

describe('converting pixels to metres', () => {
  const scale = planScale(DEFAULT_BLUEPRINT_SETTINGS, calibrated);

  it('scales the two sides of a diagonal separately before taking the hypotenuse', () => {
    // 30px across is 1.5 m, 40px down is 8 m: the diagonal is √(1.5² + 8²), not 50px times either factor.
    const [a, b] = pts([0, 0], [30, 40]);
    expect(segmentToMetres(a, b, scale)).toBeCloseTo(Math.hypot(1.5, 8), 12);
    expect(displacementToMetres(px(-30), px(-40), scale)).toBeCloseTo(Math.hypot(1.5, 8), 12);
  });

  it('takes lengths along an axis regardless of direction', () => {
    expect(horizontalToMetres(px(-200), scale)).toBeCloseTo(10, 12);
  });

  it('scales an area by both factors', () => {
    expect(areaToSquareMetres(squarePx(100), scale)).toBeCloseTo(1, 12);
  });

  it('maps points into metre space', () => {
    const p = toMetreSpace(pts([20, 10])[0], scale);
    expect(p.x).toBeCloseTo(1, 12);
    expect(p.y).toBeCloseTo(2, 12);
  });
});

describe('isPlanCalibrated', () => {
  it('is true only when both axes are measured', () => {
    expect(isPlanCalibrated(calibrated)).toBe(true);
    expect(isPlanCalibrated({ pixels: { width: 100 }, metrics: { width: 5 } })).toBe(false);
    expect(isPlanCalibrated(null)).toBe(false);
  });
});
