import { planPoint, planScale, type PlanPoint, type PlanScale } from '../src';

/** A calibrated plan scale of `x` metres per pixel horizontally and `y` vertically. */
export function scaleOf(x: number, y = x, unit: 'Meters' | 'Inches' = 'Meters'): PlanScale {
  return planScale(
    { ratio: 360, systemUnit: unit },
    { pixels: { width: 1000, height: 1000 }, metrics: { width: 1000 * x, height: 1000 * y } },
  );
}

/** Points from [x, y] pairs. */
export function pts(...pairs: [number, number][]): PlanPoint[] {
  return pairs.map(([x, y]) => planPoint(x, y));
}
