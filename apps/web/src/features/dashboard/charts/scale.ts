/** The value axis of a chart: where it ends and the values marked on it, all whole numbers. */
export interface Scale {
  /** The axis's end, at or above the largest value (1 when everything is 0). */
  top: number;
  /** The marked values from 0 to `top`, evenly spaced. */
  ticks: number[];
}

/**
 * A scale for counts: steps of 1, 2 or 5 times a power of ten, at most `most` steps, ending at the
 * first step at or above `max`. Jobs are whole, so no step is smaller than 1.
 */
export function countScale(max: number, most = 4): Scale {
  const high = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let power = 1; step * most < high; power *= 10) {
    step = [1, 2, 5, 10].map((m) => m * power).find((s) => s * most >= high) ?? 10 * power;
  }
  const top = Math.ceil(high / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** A value's share of the scale, as a CSS percentage. */
export const percentOf = (value: number, scale: Scale) => `${(Math.min(value, scale.top) / scale.top) * 100}%`;
