import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ShapeStyle, buildBlueprintExport, exportInputOf, planScale, type CanvasShape } from '@fieldwork/blueprint-core';
import { markingsWorkbook, uniqueSheetName, type WorkbookSheet } from './markings-workbook';

/** 100 plan pixels to the metre both ways. */
const SCALE = planScale({ ratio: 360, systemUnit: 'Meters' }, { pixels: { width: 1000, height: 1000 }, metrics: { width: 10, height: 10 } });

const LINE: CanvasShape = { kind: 'Line', style: ShapeStyle.ThinLine, points: [0, 0, 300, 0], strokeWidth: 3 };
const FLOOR: CanvasShape = { kind: 'Rect', style: ShapeStyle.RectFilled, x: 100, y: 100, width: 200, height: 150 };
const LAMP: CanvasShape = { kind: 'Lamp', style: ShapeStyle.Lamp, x: 50, y: 50 };

const HEADER = ['blueprint', 'job', 'element', 'color', 'name', 'type', 'width', 'convertedWidth', 'convertedHeight', 'totalLength', 'totalArea'];

function sheet(blueprint: string, elements: Array<{ canvas: CanvasShape; name: string; color: string }>, jobs: number[]): WorkbookSheet {
  const inputs = elements.map((e, i) => exportInputOf({ elementId: `def-${i}`, canvasData: e.canvas }, { name: e.name, color: e.color }, blueprint));
  return { blueprint, export: buildBlueprintExport(inputs, SCALE), jobs };
}

/** The eleven cells of a row, empty ones as null. */
function cells(ws: ExcelJS.Worksheet, n: number): unknown[] {
  const row = ws.getRow(n);
  return Array.from({ length: HEADER.length }, (_, i) => row.getCell(i + 1).value ?? null);
}

async function read(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('markings workbook', () => {
  it('has a sheet per plan, a row per element with its figures as numbers, totals per name and totals', async () => {
    const ground = sheet(
      'ground.pdf',
      [
        { canvas: LINE, name: 'Cable', color: '#ff0000' },
        { canvas: FLOOR, name: 'Floor', color: 'rgb(0, 160, 0)' },
        { canvas: { ...LINE, points: [0, 0, 0, 150] }, name: 'Cable', color: '#ff0000' },
        { canvas: LAMP, name: 'Lamp', color: '#fc0' },
      ],
      [1040, 1041, 1041, 1042],
    );
    const first = sheet('first.pdf', [{ canvas: FLOOR, name: 'Floor', color: '#00a000' }], [7]);
    const workbook = await read(await markingsWorkbook([ground, first], { unit: 'Meters', lang: 'en' }));
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['ground.pdf', 'first.pdf']);

    const ws = workbook.getWorksheet('ground.pdf')!;
    expect(cells(ws, 1)).toEqual(HEADER);
    ground.export.rows.forEach((row, i) => {
      expect(cells(ws, i + 2)).toEqual([row.blueprint, ground.jobs[i], row.element, row.color, row.name, row.type, row.width, row.convertedWidth, row.convertedHeight, row.totalLength, row.totalArea]);
    });
    // figures are numbers, two decimals shown: the floor is 2 m x 1.5 m
    expect(ws.getCell('H3').value).toBeCloseTo(2, 9);
    expect(ws.getCell('I3').value).toBeCloseTo(1.5, 9);
    expect(ws.getCell('K3').value).toBeCloseTo(3, 9);
    expect(ws.getCell('J2').value).toBeCloseTo(3, 9);
    expect(ws.getCell('J2').numFmt).toBe('#,##0.00');
    // the colour cell is filled with the colour
    expect(ws.getCell('D2').fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF0000' } });
    expect(ws.getCell('D3').fill).toMatchObject({ fgColor: { argb: 'FF00A000' } });

    const rows = Array.from({ length: ws.rowCount }, (_, i) => cells(ws, i + 1));
    const perName = rows.findIndex((r) => r[0] === 'Total per name');
    expect(perName).toBe(ground.export.rows.length + 2);
    expect(rows[perName + 1]).toEqual(['Name', null, null, 'Color', 'Count', null, null, null, null, 'M (length)', 'M (square)']);
    expect(rows[perName + 2]![0]).toBe('Cable');
    expect(rows[perName + 2]![4]).toBe(2);
    expect(rows[perName + 2]![9]).toBeCloseTo(4.5, 9);
    expect(rows[perName + 2]![10]).toBeNull();
    expect(rows[perName + 3]![0]).toBe('Floor');
    expect(rows[perName + 3]![10]).toBeCloseTo(3, 9);
    expect(rows[perName + 4]![0]).toBe('Lamp');
    const total = rows.findIndex((r) => r[0] === 'Total');
    expect(rows[total]![9]).toBe('M (length)');
    expect(rows[total]![10]).toBe('M (square)');
    expect(rows[total + 1]![9]).toBeCloseTo(ground.export.totals.length, 9);
    expect(rows[total + 1]![10]).toBeCloseTo(3, 9);
  });

  it('reads right to left with Hebrew headings in Hebrew, and says inches for inches', async () => {
    const scale = planScale({ ratio: 360, systemUnit: 'Inches' }, { pixels: { width: 1000, height: 1000 }, metrics: { width: 10, height: 10 } });
    const exported = buildBlueprintExport([exportInputOf({ elementId: 'a', canvasData: FLOOR }, { name: 'רצפה', color: '#00a000' }, 'קומה א')], scale);
    const workbook = await read(await markingsWorkbook([{ blueprint: 'קומה א', export: exported, jobs: [5] }], { unit: 'Inches', lang: 'he' }));
    const ws = workbook.worksheets[0]!;
    expect(ws.name).toBe('קומה א');
    expect(ws.views[0]).toMatchObject({ rightToLeft: true });
    expect(cells(ws, 1)).toEqual(['תוכנית', 'משימה', 'רכיב', 'צבע', 'שם', 'סוג', 'עובי קו', 'רוחב', 'גובה', 'אורך כולל', 'שטח כולל']);
    expect(ws.getCell('E2').value).toBe('רצפה');
    expect(ws.getCell('K2').value).toBeCloseTo(exported.rows[0]!.totalArea!, 6);
    const values = Array.from({ length: ws.rowCount }, (_, i) => cells(ws, i + 1)).flat();
    expect(values).toContain('סה״כ לפי שם');
    expect(values).toContain('אינץ׳ רבוע');
  });

  it('gives each sheet a name Excel accepts, unique in the workbook', () => {
    const used = new Set<string>();
    expect(uniqueSheetName('plan: A/B [v2]?', used)).toBe('plan A B v2');
    expect(uniqueSheetName('Plan A B v2', used)).toBe('Plan A B v2 (2)');
    expect(uniqueSheetName('x'.repeat(40), used)).toHaveLength(31);
    expect(uniqueSheetName('x'.repeat(40), used)).toBe(`${'x'.repeat(27)} (2)`);
    expect(uniqueSheetName("''", used)).toBe('Plan');
  });

  it('makes a workbook with one empty sheet when there are no plans', async () => {
    const workbook = await read(await markingsWorkbook([], { unit: 'Meters', lang: 'en' }));
    expect(workbook.worksheets).toHaveLength(1);
    expect(cells(workbook.worksheets[0]!, 1)).toEqual(HEADER);
  });
});
