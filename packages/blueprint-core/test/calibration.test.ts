import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MEASURE_ARROW_MIN_PX,
  MEASURE_INPUT,
  horizontalToMetres,
  isPlanCalibrated,
  measurementsWith,
  metres,
  metresToInches,
  planScale,
  px,
  resetMeasurements,
  verticalToMetres,
} from '../src';

describe('calibrating a plan', () => {
  it('sets the axis of the arrow and keeps the other', () => {
    const width = measurementsWith(null, 'width', 200, 10);
    expect(width).toEqual({ pixels: { width: 200 }, metrics: { width: 10 } });
    const both = measurementsWith(width, 'height', -150, 5);
    expect(both).toEqual({ pixels: { width: 200, height: 150 }, metrics: { width: 10, height: 5 } });
    expect(isPlanCalibrated(both)).toBe(true);
  });

  it('replaces an axis measured again', () => {
    const first = measurementsWith(null, 'width', 200, 10)!;
    expect(measurementsWith(first, 'width', 400, 10)).toEqual({ pixels: { width: 400 }, metrics: { width: 10 } });
  });

  it('refuses arrows that do not count and values outside the input', () => {
    expect(measurementsWith(null, 'width', MEASURE_ARROW_MIN_PX, 10)).toBeNull();
    expect(measurementsWith(null, 'width', -MEASURE_ARROW_MIN_PX, 10)).toBeNull();
    expect(measurementsWith(null, 'width', Number.NaN, 10)).toBeNull();
    expect(measurementsWith(null, 'width', 100, 0.5)).toBeNull();
    expect(measurementsWith(null, 'width', 100, Number.POSITIVE_INFINITY)).toBeNull();
    expect(measurementsWith(null, 'height', 100, MEASURE_INPUT.max * 10)).toBeNull();
    expect(measurementsWith(null, 'height', MEASURE_ARROW_MIN_PX + 1, MEASURE_INPUT.min)).not.toBeNull();
  });

  it('resets to nothing calibrated', () => {
    expect(isPlanCalibrated(resetMeasurements())).toBe(false);
    expect(planScale(null, resetMeasurements()).calibration).toBe('none');
  });

  const arrow = fc.double({ min: 10.001, max: 100_000, noNaN: true });
  const typed = fc.double({ min: 1, max: 1e6, noNaN: true });

  it.each(['Meters', 'Inches'] as const)('the arrow measures back the metres typed, on a %s instance (property)', (unit) => {
    fc.assert(
      fc.property(arrow, typed, arrow, typed, (w, wm, h, hm) => {
        const measured = measurementsWith(measurementsWith(null, 'width', w, wm), 'height', h, hm)!;
        const scale = planScale({ ratio: 360, systemUnit: unit }, measured);
        expect(scale.calibration).toBe('both');
        expect(horizontalToMetres(px(w), scale) / wm).toBeCloseTo(1, 12);
        expect(verticalToMetres(px(h), scale) / hm).toBeCloseTo(1, 12);
        // The unit only changes how lengths are shown: the same arrow reads as wm metres in inches.
        expect(metresToInches(horizontalToMetres(px(w), scale)) / metresToInches(metres(wm))).toBeCloseTo(1, 12);
      }),
    );
  });
});
