import { describe, expect, it } from 'vitest';
import { countScale, percentOf } from './scale';

describe('countScale', () => {
  it('marks whole numbers from 0 to a round end at or above the largest count', () => {
    expect(countScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countScale(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countScale(5)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(countScale(17)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(countScale(230)).toEqual({ top: 300, ticks: [0, 100, 200, 300] });
  });

  it('always covers the largest count in at most 4 steps of 1, 2 or 5 times a power of ten', () => {
    const counts = [...Array.from({ length: 20_001 }, (_, i) => i), 99_999, 100_001, 1_234_567, 9_999_999];
    for (const max of counts) {
      const { top, ticks } = countScale(max);
      const step = ticks[1]! - ticks[0]!;
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(top);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(String(step)).toMatch(/^[125]0*$/);
      // No whole step left over above the largest count.
      expect(top - step).toBeLessThan(Math.max(max, 1));
    }
  });

  it('gives a value its share of the axis, never past the end', () => {
    const scale = countScale(4);
    expect(percentOf(1, scale)).toBe('25%');
    expect(percentOf(9, scale)).toBe('100%');
  });
});
