import { describe, expect, it } from 'vitest';
import {
  PLAN_PIXELS_PER_POINT,
  REMOVED_ELEMENT_COLOR,
  REMOVED_ELEMENT_LABEL,
  ShapeStyle,
  buildBlueprintExport,
  exportInputOf,
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
