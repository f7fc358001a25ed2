import type { PlanPoint } from './point';
import {
  METRES_PER_INCH,
  metres,
  squareMetres,
  type Metres,
  type Pixels,
  type SquareMetres,
  type SquarePixels,
  type SystemUnit,
} from './units';

/** Default blueprint scale: plan pixels per unit of the instance (spec 3 sections 3 and 9). */
export const DEFAULT_BLUEPRINT_RATIO = 360;

/** The instance's blueprint settings (spec 3 section 3). */
export interface BlueprintSettings {
  /** Plan pixels per unit of `systemUnit`, used while a plan is not calibrated. */
  readonly ratio: number;
  readonly systemUnit: SystemUnit;
}

/** Settings of an instance that never changed them. */
export const DEFAULT_BLUEPRINT_SETTINGS: BlueprintSettings = { ratio: DEFAULT_BLUEPRINT_RATIO, systemUnit: 'Meters' };

/**
 * A plan's calibration as stored on the file (spec 3 section 3): an arrow of `pixels.width`
 * plan pixels drawn horizontally measures `metrics.width` metres, and likewise for height.
 * Any part may be missing while the user is still calibrating.
 */
export interface PlanMeasurements {
  readonly pixels?: { readonly width?: number | null; readonly height?: number | null } | null;
  readonly metrics?: { readonly width?: number | null; readonly height?: number | null } | null;
}

/** Which axes of a plan carry their own calibration. */
export type Calibration = 'both' | 'width' | 'height' | 'none';

/** How plan pixels turn into metres on one plan, axis by axis. */
export interface PlanScale {
  /** Metres per plan pixel along x. */
  readonly metresPerPixelX: number;
  /** Metres per plan pixel along y. */
  readonly metresPerPixelY: number;
  /** The unit exports and labels are shown in. */
  readonly unit: SystemUnit;
  readonly calibration: Calibration;
}

/** A point in real-world space, metres from the plan's origin. */
export interface MetrePoint {
  readonly x: Metres;
  readonly y: Metres;
}

/** Metres per pixel of one axis, or null when that axis is not (validly) calibrated. */
function axisFactor(pixels: number | null | undefined, metresValue: number | null | undefined): number | null {
  if (pixels == null || metresValue == null) return null;
  if (!Number.isFinite(pixels) || !Number.isFinite(metresValue) || pixels <= 0 || metresValue <= 0) return null;
  return metresValue / pixels;
}

/** Whether both axes of a plan are calibrated (a plan needs measures to show in jobs). */
export function isPlanCalibrated(measurements: PlanMeasurements | null | undefined): boolean {
  return planScale(DEFAULT_BLUEPRINT_SETTINGS, measurements).calibration === 'both';
}

/**
 * The scale of one plan. Each calibrated axis uses its own factor; when only one axis is
 * calibrated the other borrows it (plan pixels are square); an uncalibrated plan falls back to
 * the instance ratio, read as pixels per metre or per inch according to the system unit. A
 * ratio that is not a positive number is replaced by the default 360.
 */
export function planScale(
  settings: BlueprintSettings | null | undefined,
  measurements?: PlanMeasurements | null,
): PlanScale {
  const unit = settings?.systemUnit === 'Inches' ? 'Inches' : 'Meters';
  const ratio =
    settings && Number.isFinite(settings.ratio) && settings.ratio > 0 ? settings.ratio : DEFAULT_BLUEPRINT_RATIO;
  const x = axisFactor(measurements?.pixels?.width, measurements?.metrics?.width);
  const y = axisFactor(measurements?.pixels?.height, measurements?.metrics?.height);
  if (x !== null && y !== null) return { metresPerPixelX: x, metresPerPixelY: y, unit, calibration: 'both' };
  if (x !== null) return { metresPerPixelX: x, metresPerPixelY: x, unit, calibration: 'width' };
  if (y !== null) return { metresPerPixelX: y, metresPerPixelY: y, unit, calibration: 'height' };
  const perPixel = (unit === 'Inches' ? METRES_PER_INCH : 1) / ratio;
  return { metresPerPixelX: perPixel, metresPerPixelY: perPixel, unit, calibration: 'none' };
}

/** A horizontal pixel length in metres. */
export function horizontalToMetres(length: Pixels, scale: PlanScale): Metres {
  return metres(Math.abs(length) * scale.metresPerPixelX);
}

/** A vertical pixel length in metres. */
export function verticalToMetres(length: Pixels, scale: PlanScale): Metres {
  return metres(Math.abs(length) * scale.metresPerPixelY);
}

/**
 * The real length of a pixel displacement (dx, dy). Each axis is scaled by its own factor
 * before the hypotenuse is taken, because a plan's two axes may be calibrated differently.
 */
export function displacementToMetres(dx: Pixels, dy: Pixels, scale: PlanScale): Metres {
  return metres(Math.hypot(dx * scale.metresPerPixelX, dy * scale.metresPerPixelY));
}

/** The real length of the segment between two plan points. */
export function segmentToMetres(a: PlanPoint, b: PlanPoint, scale: PlanScale): Metres {
  return displacementToMetres((b.x - a.x) as Pixels, (b.y - a.y) as Pixels, scale);
}

/** A pixel area in square metres: both axes' factors apply. */
export function areaToSquareMetres(area: SquarePixels, scale: PlanScale): SquareMetres {
  return squareMetres(Math.abs(area) * scale.metresPerPixelX * scale.metresPerPixelY);
}

/** A plan point in real-world space. */
export function toMetreSpace(point: PlanPoint, scale: PlanScale): MetrePoint {
  return { x: metres(point.x * scale.metresPerPixelX), y: metres(point.y * scale.metresPerPixelY) };
}
