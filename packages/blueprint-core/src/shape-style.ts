/**
 * Element types and shape styles, numbered 0 to 10 in the order of spec 3 section 3. The one
 * numbering serves both: an element definition's type is the style its shapes are drawn with.
 */
export const ShapeStyle = {
  ThinLine: 0,
  ThickLine: 1,
  RectOutlined: 2,
  RectFilled: 3,
  CircleOutlined: 4,
  CircleFilled: 5,
  Doodle: 6,
  Lamp: 7,
  PolygonOutlined: 8,
  PolygonFilled: 9,
  PolygonOpen: 10,
} as const;
export type ShapeStyle = (typeof ShapeStyle)[keyof typeof ShapeStyle];

/** Every style, in number order. */
export const SHAPE_STYLES: readonly ShapeStyle[] = Object.values(ShapeStyle);

/** The spec's name of each style, used as the export's type column. */
export const SHAPE_STYLE_LABELS: Readonly<Record<ShapeStyle, string>> = {
  0: 'thin line',
  1: 'thick line',
  2: 'rect outlined',
  3: 'rect filled',
  4: 'circle outlined',
  5: 'circle filled',
  6: 'doodle',
  7: 'lamp',
  8: 'polygon outlined',
  9: 'polygon filled',
  10: 'polygon open',
};

/** Label of an element whose definition was deleted (spec 3 section 3). */
export const REMOVED_ELEMENT_LABEL = 'removed element';

/** The styles drawn as circles (measured as ellipses once scaled). */
export type CircleStyle = typeof ShapeStyle.CircleOutlined | typeof ShapeStyle.CircleFilled;

/** Whether `value` is one of the eleven style numbers. */
export function isShapeStyle(value: unknown): value is ShapeStyle {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10;
}

/** Whether the style is a circle, outlined or filled. */
export function isCircleStyle(style: ShapeStyle): style is CircleStyle {
  return style === ShapeStyle.CircleOutlined || style === ShapeStyle.CircleFilled;
}

/** Whether the style has an area: only filled rectangles, circles and polygons (spec 3 section 3). */
export function hasArea(style: ShapeStyle): boolean {
  return style === ShapeStyle.RectFilled || style === ShapeStyle.CircleFilled || style === ShapeStyle.PolygonFilled;
}

/** Whether the style has a length: everything but the lamp, which is a dot. */
export function hasLength(style: ShapeStyle): boolean {
  return style !== ShapeStyle.Lamp;
}

/**
 * Whether the style's outline returns to its start, so that its length is a perimeter:
 * rectangles, circles and closed polygons. Lines, doodles and open polygons are paths.
 */
export function isClosedStyle(style: ShapeStyle): boolean {
  return (
    style === ShapeStyle.RectOutlined ||
    style === ShapeStyle.RectFilled ||
    isCircleStyle(style) ||
    style === ShapeStyle.PolygonOutlined ||
    style === ShapeStyle.PolygonFilled
  );
}
