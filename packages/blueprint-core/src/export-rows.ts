import { boundingBox, type PlanPoint } from './point';
import { measureShape, type PlanEllipse, type PlanShape } from './measure';
import { displacementToMetres, horizontalToMetres, segmentToMetres, verticalToMetres, type PlanScale } from './scale';
import { REMOVED_ELEMENT_LABEL, SHAPE_STYLE_LABELS, ShapeStyle } from './shape-style';
import { areaInUnit, lengthInUnit, metres, px, type Metres, type SystemUnit } from './units';

/** Heading of the per-name totals table of the export summary. */
export const TOTAL_PER_NAME_LABEL = 'Total per name';
/** Label of the grand total of lengths. */
export const TOTAL_LENGTH_LABEL = 'M (length)';
/** Label of the grand total of areas. */
export const TOTAL_AREA_LABEL = 'M (square)';

/** One element to export: what the marking record and its element definition say about it. */
export interface ExportElementInput {
  /** Name of the plan file the element is drawn on. */
  readonly blueprint: string;
  /** Id of the element definition; null when it has none. */
  readonly elementId: string | null;
  /** Name of the element definition; missing when the definition was deleted. */
  readonly name?: string | null;
  /** Colour of the element definition, hex or rgb, passed through. */
  readonly color: string;
  /** The element's geometry in plan space, with its style. */
  readonly shape: PlanShape;
  /** Stroke width as drawn, in plan pixels, when the element has one. */
  readonly strokeWidth?: number | null;
}

/**
 * One export row (spec 3 section 3). Lengths are in the instance unit (metres or inches),
 * areas in that unit squared; null where the element has no such value.
 */
export interface ExportRow {
  readonly blueprint: string;
  /** Element definition id ('' when none). */
  readonly element: string;
  readonly color: string;
  /** Element definition name, or 'removed element'. */
  readonly name: string;
  /** The style's spec name, e.g. 'polygon filled'. */
  readonly type: string;
  /** Stroke width in plan pixels, as drawn. */
  readonly width: number | null;
  /** The element's width in the unit: a rectangle's or circle's own side or diameter, else its bounding box's. */
  readonly convertedWidth: number;
  /** The element's height in the unit, read the same way as the width. */
  readonly convertedHeight: number;
  readonly totalLength: number | null;
  readonly totalArea: number | null;
}

/** The 'Total per name' line of one element name. */
export interface NameTotal {
  readonly name: string;
  /** Colour of the first element of that name. */
  readonly color: string;
  readonly count: number;
  /** Sum of the lengths, or null when no element of the name has a length. */
  readonly totalLength: number | null;
  /** Sum of the areas, or null when no element of the name has an area. */
  readonly totalArea: number | null;
}

/** Everything the PDF summary and the spreadsheet export show. */
export interface BlueprintExport {
  readonly unit: SystemUnit;
  readonly rows: readonly ExportRow[];
  /** One line per element name, in order of first appearance. */
  readonly totalsPerName: readonly NameTotal[];
  /** Grand totals: 'M (length)' and 'M (square)'. */
  readonly totals: { readonly length: number; readonly area: number };
}

/** An ellipse's diameters along its own two axes, in metres. */
function ellipseDiameters(ellipse: PlanEllipse, scale: PlanScale): [Metres, Metres] {
  const t = ((ellipse.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const d = (r: number, x: number, y: number) => metres(2 * displacementToMetres(px(r * x), px(r * y), scale));
  return [d(ellipse.radiusX, cos, sin), d(ellipse.radiusY, -sin, cos)];
}

function isRect(style: ShapeStyle, points: readonly PlanPoint[]): boolean {
  return (style === ShapeStyle.RectOutlined || style === ShapeStyle.RectFilled) && points.length === 4;
}

/**
 * The real size of an element: a rectangle's two sides, a circle's two diameters (both along the
 * shape's own axes, so rotation does not inflate them), or the axis-aligned bounding box of
 * any other element's points.
 */
export function shapeSizeMetres(shape: PlanShape, scale: PlanScale): { width: Metres; height: Metres } {
  if ('ellipse' in shape) {
    const [width, height] = ellipseDiameters(shape.ellipse, scale);
    return { width, height };
  }
  const { points } = shape;
  if (isRect(shape.style, points)) {
    return { width: segmentToMetres(points[0], points[1], scale), height: segmentToMetres(points[1], points[2], scale) };
  }
  const box = boundingBox(points);
  return { width: horizontalToMetres(box.width, scale), height: verticalToMetres(box.height, scale) };
}

/** The export row of one element, in the scale's unit. */
export function exportRow(input: ExportElementInput, scale: PlanScale): ExportRow {
  const { length, area } = measureShape(input.shape, scale);
  const size = shapeSizeMetres(input.shape, scale);
  return {
    blueprint: input.blueprint,
    element: input.elementId ?? '',
    color: input.color,
    name: input.name ? input.name : REMOVED_ELEMENT_LABEL,
    type: SHAPE_STYLE_LABELS[input.shape.style],
    width: input.strokeWidth ?? null,
    convertedWidth: lengthInUnit(size.width, scale.unit),
    convertedHeight: lengthInUnit(size.height, scale.unit),
    totalLength: length === null ? null : lengthInUnit(length, scale.unit),
    totalArea: area === null ? null : areaInUnit(area, scale.unit),
  };
}

function addOrNull(sum: number | null, value: number | null): number | null {
  if (value === null) return sum;
  return (sum ?? 0) + value;
}

/**
 * The export of a plan's elements: one row each, a 'Total per name' line per element name and
 * the grand totals. Elements are exported as given; leave out hidden ones before calling.
 */
export function buildBlueprintExport(elements: readonly ExportElementInput[], scale: PlanScale): BlueprintExport {
  const rows = elements.map((element) => exportRow(element, scale));
  const byName = new Map<string, { color: string; count: number; totalLength: number | null; totalArea: number | null }>();
  let length = 0;
  let area = 0;
  for (const row of rows) {
    const total = byName.get(row.name) ?? { color: row.color, count: 0, totalLength: null, totalArea: null };
    total.count += 1;
    total.totalLength = addOrNull(total.totalLength, row.totalLength);
    total.totalArea = addOrNull(total.totalArea, row.totalArea);
    byName.set(row.name, total);
    length += row.totalLength ?? 0;
    area += row.totalArea ?? 0;
  }
  const totalsPerName = [...byName].map(([name, total]) => ({ name, ...total }));
  return { unit: scale.unit, rows, totalsPerName, totals: { length, area } };
}
