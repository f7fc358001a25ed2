import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLAN_PIXELS_PER_POINT,
  REMOVED_ELEMENT_COLOR,
  REMOVED_ELEMENT_LABEL,
  ShapeStyle,
  buildBlueprintExport,
  exportInputOf,
  exportInputsOf,
  exportRow,
  planPoint,
  planSizeOfPage,
  px,
  type CanvasShape,
} from '../src';
import { scaleOf } from './helpers';

const a4 = { widthPt: 595, heightPt: 842 };

describe('the plan size of a PDF page', () => {
  it('is two plan pixels per point, unrotated', () => {
    expect(PLAN_PIXELS_PER_POINT).toBe(2);
    expect(planSizeOfPage(a4, 0)).toEqual({ width: px(1190), height: px(1684) });
    expect(planSizeOfPage(a4, 180)).toEqual({ width: px(1190), height: px(1684) });
  });

  it('swaps width and height on a quarter or three-quarter turn', () => {
    expect(planSizeOfPage(a4, 90)).toEqual({ width: px(1684), height: px(1190) });
    expect(planSizeOfPage(a4, 270)).toEqual({ width: px(1684), height: px(1190) });
    expect(planSizeOfPage(a4, -90)).toEqual({ width: px(1684), height: px(1190) });
  });
});

describe('an element read for the export', () => {
  const canvasData: CanvasShape = { kind: 'Rect', style: ShapeStyle.RectFilled, x: 0, y: 0, width: 10, height: 20, strokeWidth: 3 };
  const element = { elementId: 'def-1', canvasData };

  it('carries its definition’s name and colour, its shape and stroke', () => {
    const input = exportInputOf(element, { name: 'Floor', color: '#00ff00' }, 'plan.pdf');
    expect(input).toEqual({
      blueprint: 'plan.pdf',
      elementId: 'def-1',
      name: 'Floor',
      color: '#00ff00',
      shape: { style: ShapeStyle.RectFilled, points: [planPoint(0, 0), planPoint(10, 0), planPoint(10, 20), planPoint(0, 20)] },
      strokeWidth: 3,
    });
    expect(exportRow(input, scaleOf(0.1))).toMatchObject({ name: 'Floor', type: 'rect filled', width: 3, totalArea: expect.closeTo(2, 9) });
  });

  it('whose definition was deleted is a grey removed element', () => {
    const input = exportInputOf({ elementId: 'gone', canvasData: { kind: 'Lamp', style: ShapeStyle.Lamp, x: 1, y: 1 } }, undefined, 'plan.pdf');
    expect(input.name).toBeNull();
    expect(input.color).toBe(REMOVED_ELEMENT_COLOR);
    expect(input.strokeWidth).toBeNull();
    const exported = buildBlueprintExport([input], scaleOf(1));
    expect(exported.rows[0].name).toBe(REMOVED_ELEMENT_LABEL);
    expect(exported.totalsPerName).toEqual([
      { name: REMOVED_ELEMENT_LABEL, color: REMOVED_ELEMENT_COLOR, count: 1, totalLength: null, totalArea: null },
    ]);
  });

  it('takes its cutouts out of the exported area', () => {
    const cut = exportInputOf({ ...element, canvasData: { ...canvasData, cutouts: [{ x: 0, y: 0, width: 5, height: 5 }] } }, undefined, 'p');
    expect(exportRow(cut, scaleOf(1)).totalArea).toBe(175);
    expect(exportRow(cut, scaleOf(1)).totalLength).toBe(60);
  });
});

describe('a plan’s elements read for the export', () => {
  const rect = (width: number): CanvasShape => ({ kind: 'Rect', style: ShapeStyle.RectFilled, x: 0, y: 0, width, height: 10 });
  const definitions = [{ id: 'floor', name: 'Floor', color: '#0f0', type: 3, size: 1 }];

  it('leaves hidden elements out, keeps the order, and finds each definition', () => {
    const inputs = exportInputsOf(
      [
        { elementId: 'floor', canvasData: rect(10), visible: true },
        { elementId: 'floor', canvasData: rect(20), visible: false },
        { elementId: 'gone', canvasData: rect(30) },
      ],
      definitions,
      'plan.pdf',
    );
    expect(inputs.map((input) => [input.name, input.color])).toEqual([
      ['Floor', '#0f0'],
      [null, REMOVED_ELEMENT_COLOR],
    ]);
    const exported = buildBlueprintExport(inputs, scaleOf(1));
    expect(exported.totals.area).toBe(400);
    expect(exported.totalsPerName.map((total) => [total.name, total.count])).toEqual([
      ['Floor', 1],
      [REMOVED_ELEMENT_LABEL, 1],
    ]);
  });
});

describe('export totals (property)', () => {
  const shapes = fc.constantFrom<CanvasShape>(
    { kind: 'Rect', style: ShapeStyle.RectFilled, x: 0, y: 0, width: 10, height: 20 },
    { kind: 'Line', style: ShapeStyle.ThinLine, points: [0, 0, 3, 4] },
    { kind: 'Lamp', style: ShapeStyle.Lamp, x: 1, y: 1 },
    { kind: 'Circle', style: ShapeStyle.CircleOutlined, x: 0, y: 0, radius: 5 },
  );
  const element = fc.record({ elementId: fc.constantFrom('a', 'b', 'c'), canvasData: shapes, visible: fc.boolean() });
  const definitions = [
    { id: 'a', name: 'Wall', color: '#f00' },
    { id: 'b', name: 'Wall', color: '#0f0' },
  ];

  it('the per-name lines and the grand totals add up to the rows', () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 20 }), (elements) => {
        const exported = buildBlueprintExport(exportInputsOf(elements, definitions, 'p'), scaleOf(0.5));
        expect(exported.rows).toHaveLength(elements.filter((e) => e.visible).length);
        expect(exported.totalsPerName.reduce((sum, t) => sum + t.count, 0)).toBe(exported.rows.length);
        const length = exported.rows.reduce((sum, r) => sum + (r.totalLength ?? 0), 0);
        const area = exported.rows.reduce((sum, r) => sum + (r.totalArea ?? 0), 0);
        expect(exported.totals.length).toBeCloseTo(length, 9);
        expect(exported.totals.area).toBeCloseTo(area, 9);
        expect(exported.totalsPerName.reduce((sum, t) => sum + (t.totalLength ?? 0), 0)).toBeCloseTo(length, 9);
      }),
    );
  });
});
