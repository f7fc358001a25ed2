/**
 * Branded number types for the two spaces the editor works in: plan pixels (where the canvas
 * draws) and real-world units (what the user measures). A bare number is neither, so passing
 * pixels where metres are expected is a compile error rather than a wrong export.
 */

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A length in plan pixels (the plan image's own pixel space, before zoom). */
export type Pixels = Brand<number, 'px'>;
/** An area in square plan pixels. */
export type SquarePixels = Brand<number, 'px²'>;
/** A real-world length in metres. */
export type Metres = Brand<number, 'm'>;
/** A real-world area in square metres. */
export type SquareMetres = Brand<number, 'm²'>;
/** A real-world length in inches. */
export type Inches = Brand<number, 'in'>;
/** A real-world area in square inches. */
export type SquareInches = Brand<number, 'in²'>;

/**
 * A length in screen pixels: the stage's own pixels, after zoom and pan (see spaces.ts). A
 * pointer position is in this space; a plan point becomes one only through a viewport.
 */
export type ScreenPixels = Brand<number, 'screen px'>;
/**
 * A length in pixels of a rendered page image, whatever resolution it was rendered at (see
 * spaces.ts); a plan point becomes one only through the image's pixels per PDF point.
 */
export type ImagePixels = Brand<number, 'image px'>;

/** The instance's unit of measure (blueprint settings systemUnit, spec 3 section 3). */
export type SystemUnit = 'Meters' | 'Inches';
/** Both system units, metres first (the default). */
export const SYSTEM_UNITS: readonly SystemUnit[] = ['Meters', 'Inches'];

/** A length in the instance's unit: metres or inches. */
export type UnitLength = Metres | Inches;
/** An area in the instance's unit squared. */
export type UnitArea = SquareMetres | SquareInches;

/** Metres in one inch, exactly (international inch). */
export const METRES_PER_INCH = 0.0254;

/** Marks a number as plan pixels. */
export function px(value: number): Pixels {
  return value as Pixels;
}

/** Marks a number as screen pixels. */
export function screenPx(value: number): ScreenPixels {
  return value as ScreenPixels;
}

/** Marks a number as page image pixels. */
export function imagePx(value: number): ImagePixels {
  return value as ImagePixels;
}

/** Marks a number as square plan pixels. */
export function squarePx(value: number): SquarePixels {
  return value as SquarePixels;
}

/** Marks a number as metres. */
export function metres(value: number): Metres {
  return value as Metres;
}

/** Marks a number as square metres. */
export function squareMetres(value: number): SquareMetres {
  return value as SquareMetres;
}

/** Marks a number as inches. */
export function inches(value: number): Inches {
  return value as Inches;
}

/** Marks a number as square inches. */
export function squareInches(value: number): SquareInches {
  return value as SquareInches;
}

/** Converts metres to inches. */
export function metresToInches(value: Metres): Inches {
  return inches(value / METRES_PER_INCH);
}

/** Converts inches to metres. */
export function inchesToMetres(value: Inches): Metres {
  return metres(value * METRES_PER_INCH);
}

/** Converts square metres to square inches. */
export function squareMetresToSquareInches(value: SquareMetres): SquareInches {
  return squareInches(value / (METRES_PER_INCH * METRES_PER_INCH));
}

/** A length in metres expressed in the instance's unit. */
export function lengthInUnit(value: Metres, unit: SystemUnit): UnitLength {
  return unit === 'Inches' ? metresToInches(value) : value;
}

/** An area in square metres expressed in the instance's unit squared. */
export function areaInUnit(value: SquareMetres, unit: SystemUnit): UnitArea {
  return unit === 'Inches' ? squareMetresToSquareInches(value) : value;
}
