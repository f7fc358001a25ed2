import { describe, expect, it } from 'vitest';
import {
  ShapeStyle,
  TOTAL_AREA_LABEL,
  TOTAL_LENGTH_LABEL,
  TOTAL_PER_NAME_LABEL,
  buildBlueprintExport,
  exportRow,
  planPoint,
  px,
  rectCorners,
  shapeSizeMetres,
  type ExportElementInput,
} from '../src';
import { pts, scaleOf } from './helpers';

const wall: ExportElementInput = {
  blueprint: 'ground-floor.pdf',
  elementId: 'def-wall',
  name: 'Wall',
  color: '#ff0000',
  shape: { style: ShapeStyle.ThickLine, points: pts([0, 0], [300, 400]) },
  strokeWidth: 8,
};
const floor: ExportElementInput = {
  blueprint: 'ground-floor.pdf',
  elementId: 'def-floor',
  name: 'Floor',
  color: 'rgb(0, 128, 0)',
  shape: { style: ShapeStyle.RectFilled, points: rectCorners({ x: 0, y: 0, width: 200, height: 100 }) },
};
const lamp: ExportElementInput = {
  blueprint: 'ground-floor.pdf',
  elementId: 'def-lamp',
  name: 'Lamp',
  color: '#ffff00',
  shape: { style: ShapeStyle.Lamp, points: pts([5, 5]) },
};

describe('exportRow', () => {
  const scale = scaleOf(0.01); // 100 px per metre

  it('fills every column of spec 3 section 3', () => {
    expect(exportRow(floor, scale)).toEqual({
      blueprint: 'ground-floor.pdf',
      element: 'def-floor',
      color: 'rgb(0, 128, 0)',
      name: 'Floor',
      type: 'rect filled',
      width: null,
      convertedWidth: expect.closeTo(2, 9),
      convertedHeight: expect.closeTo(1, 9),
      totalLength: expect.closeTo(6, 9),
      totalArea: expect.closeTo(2, 9),
    });
  });

  it('gives a line its length, stroke width and bounding size, and no area', () => {
    const row = exportRow(wall, scale);
    expect(row).toMatchObject({ type: 'thick line', width: 8, totalArea: null });
    expect(row.totalLength).toBeCloseTo(5, 9);
    expect(row.convertedWidth).toBeCloseTo(3, 9);
    expect(row.convertedHeight).toBeCloseTo(4, 9);
  });

  it('gives a lamp neither length nor area', () => {
    expect(exportRow(lamp, scale)).toMatchObject({ totalLength: null, totalArea: null, convertedWidth: 0 });
  });

  it("labels an element whose definition was deleted 'removed element'", () => {
    expect(exportRow({ ...wall, name: null, elementId: null }, scale)).toMatchObject({ name: 'removed element', element: '' });
  });

  it('reports in inches and square inches when the system unit is Inches', () => {
    const row = exportRow(floor, scaleOf(0.0254, 0.0254, 'Inches'));
    expect(row.totalLength).toBeCloseTo(600, 6);
    expect(row.totalArea).toBeCloseTo(20000, 6);
    expect(row.convertedWidth).toBeCloseTo(200, 6);
  });
});

describe('shapeSizeMetres', () => {
  it('measures a rotated rectangle along its own sides', () => {
    const points = rectCorners({ x: 10, y: 10, width: 30, height: 20, rotation: 45 });
    const size = shapeSizeMetres({ style: ShapeStyle.RectOutlined, points }, scaleOf(1));
    expect(size.width).toBeCloseTo(30, 9);
    expect(size.height).toBeCloseTo(20, 9);
  });

  it('gives a circle its two diameters', () => {
    const ellipse = { center: planPoint(0, 0), radiusX: px(10), radiusY: px(5) };
    const size = shapeSizeMetres({ style: ShapeStyle.CircleOutlined, ellipse }, scaleOf(1, 2));
    expect(size.width).toBeCloseTo(20, 9);
    expect(size.height).toBeCloseTo(20, 9);
  });
});

describe('buildBlueprintExport', () => {
  const scale = scaleOf(0.01);
  const secondWall: ExportElementInput = { ...wall, shape: { style: ShapeStyle.ThinLine, points: pts([0, 0], [0, 250]) } };
  const result = buildBlueprintExport([wall, floor, secondWall, lamp], scale);

  it('has one row per element, in order', () => {
    expect(result.rows.map((r) => r.name)).toEqual(['Wall', 'Floor', 'Wall', 'Lamp']);
    expect(result.unit).toBe('Meters');
  });

  it("sums a 'Total per name' line per name, in order of first appearance", () => {
    expect(result.totalsPerName).toEqual([
      { name: 'Wall', color: '#ff0000', count: 2, totalLength: expect.closeTo(7.5, 9), totalArea: null },
      { name: 'Floor', color: 'rgb(0, 128, 0)', count: 1, totalLength: expect.closeTo(6, 9), totalArea: expect.closeTo(2, 9) },
      { name: 'Lamp', color: '#ffff00', count: 1, totalLength: null, totalArea: null },
    ]);
  });

  it("sums the grand totals 'M (length)' and 'M (square)'", () => {
    expect(result.totals.length).toBeCloseTo(13.5, 9);
    expect(result.totals.area).toBeCloseTo(2, 9);
    expect([TOTAL_PER_NAME_LABEL, TOTAL_LENGTH_LABEL, TOTAL_AREA_LABEL]).toEqual(['Total per name', 'M (length)', 'M (square)']);
  });

  it('exports nothing to zero totals', () => {
    expect(buildBlueprintExport([], scale)).toEqual({ unit: 'Meters', rows: [], totalsPerName: [], totals: { length: 0, area: 0 } });
  });
});
