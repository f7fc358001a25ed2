import { isValidMeasureInput, measureArrowCounts } from './editor-rules';
import type { PlanMeasurements } from './scale';
import { px } from './units';

/**
 * Calibration of a plan in set mode (spec 3 section 4): a horizontal measure arrow sets the
 * width's pixels, a vertical one the height's, and the number typed next to it sets the
 * matching metrics.
 *
 * The number typed is taken as it is stored, in `metrics`: the spec names the input and the
 * stored value metres, and `planScale` reads `metrics` as metres whatever the instance's system
 * unit, which only changes how lengths are shown. So an Inches instance still calibrates in
 * metres; showing the input in inches would be a conversion in the editor
 * (`inchesToMetres`) before calling this, not a second meaning of the stored value.
 */

/** A plan axis a measure arrow calibrates: a horizontal arrow the width, a vertical one the height. */
export type MeasureAxis = 'width' | 'height';

/**
 * The measurements after a measure arrow of `pixels` plan pixels along `axis` was given `metres`
 * metres: that axis's pixels and metrics replaced, the other axis kept. Null (nothing changes)
 * when the arrow is too short to count (`measureArrowCounts`) or the metres are not a valid
 * measure input (`isValidMeasureInput`: a finite number from 1 to 1e19). A negative pixel length
 * (an arrow dragged left or up) counts by its size.
 */
export function measurementsWith(
  measurements: PlanMeasurements | null | undefined,
  axis: MeasureAxis,
  pixels: number,
  metres: number,
): PlanMeasurements | null {
  if (!Number.isFinite(pixels) || !measureArrowCounts(px(pixels))) return null;
  if (!isValidMeasureInput(metres)) return null;
  return {
    pixels: { ...(measurements?.pixels ?? {}), [axis]: Math.abs(pixels) },
    metrics: { ...(measurements?.metrics ?? {}), [axis]: metres },
  };
}

/** The measurements of a plan whose measures were reset: nothing calibrated. */
export function resetMeasurements(): PlanMeasurements {
  return { pixels: { width: null, height: null }, metrics: { width: null, height: null } };
}
