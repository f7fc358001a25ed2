import ExcelJS from 'exceljs';
import type { BlueprintExport, SystemUnit } from '@fieldwork/blueprint-core';
import { BLUEPRINT_EXPORT_TEXTS } from './blueprint-export.texts';
import { argbOf } from './colors';

/**
 * The markings spreadsheet (POST /v2/blueprints/markings/export, ADR 0047): one sheet per plan,
 * one row per element with the columns of spec 3 section 3 and the job, then the 'Total per
 * name' block and the grand totals. Figures are numbers with a number format, not text, so the
 * sheet adds them up; in Hebrew the sheets read right to left.
 */

export interface WorkbookSheet {
  /** The plan's name (sheet title, sanitised and made unique by you). */
  blueprint: string;
  /** buildBlueprintExport of the plan's elements; rows in the same order as `jobs`. */
  export: BlueprintExport;
  /** The job number of each row (same index as export.rows). */
  jobs: readonly number[];
}

/** Figures in the unit: two decimals shown, the full value kept. */
const FIGURE_FORMAT = '#,##0.00';
/** Stroke widths in plan pixels. */
const PIXELS_FORMAT = '0.##';
const SHEET_NAME_MAX = 31;

export async function markingsWorkbook(sheets: readonly WorkbookSheet[], opts: { unit: SystemUnit; lang: 'en' | 'he' }): Promise<Buffer> {
  const texts = BLUEPRINT_EXPORT_TEXTS[opts.lang];
  const rtl = opts.lang === 'he';
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Fieldwork';
  workbook.created = new Date();
  const names = new Set<string>();
  // A workbook needs a sheet: with no plans, one empty sheet of headings.
  const list = sheets.length > 0 ? sheets : [{ blueprint: texts.summary, export: { unit: opts.unit, rows: [], totalsPerName: [], totals: { length: 0, area: 0 } }, jobs: [] }];

  for (const sheet of list) {
    const ws = workbook.addWorksheet(uniqueSheetName(sheet.blueprint, names), {
      views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }],
    });
    const c = texts.columns;
    ws.columns = [
      { header: c.blueprint, key: 'blueprint', width: 24 },
      { header: c.job, key: 'job', width: 10, style: { numFmt: '0' } },
      { header: c.element, key: 'element', width: 16 },
      { header: c.color, key: 'color', width: 12 },
      { header: c.name, key: 'name', width: 22 },
      { header: c.type, key: 'type', width: 16 },
      { header: c.width, key: 'width', width: 10, style: { numFmt: PIXELS_FORMAT } },
      { header: c.convertedWidth, key: 'convertedWidth', width: 16, style: { numFmt: FIGURE_FORMAT } },
      { header: c.convertedHeight, key: 'convertedHeight', width: 16, style: { numFmt: FIGURE_FORMAT } },
      { header: c.totalLength, key: 'totalLength', width: 14, style: { numFmt: FIGURE_FORMAT } },
      { header: c.totalArea, key: 'totalArea', width: 14, style: { numFmt: FIGURE_FORMAT } },
    ];
    ws.getRow(1).font = { bold: true };

    sheet.export.rows.forEach((row, i) => {
      const added = ws.addRow({
        blueprint: row.blueprint,
        job: sheet.jobs[i] ?? null,
        element: row.element,
        color: row.color,
        name: row.name,
        type: row.type,
        width: row.width,
        convertedWidth: row.convertedWidth,
        convertedHeight: row.convertedHeight,
        totalLength: row.totalLength,
        totalArea: row.totalArea,
      });
      fillColor(added.getCell('color'), row.color);
    });

    // 'Total per name': the name, its colour, its count and its sums under the figures' columns.
    ws.addRow([]);
    const heading = ws.addRow({ blueprint: texts.totalPerName });
    heading.font = { bold: true };
    const perName = ws.addRow({ blueprint: texts.name, color: texts.color, name: texts.count, totalLength: texts.totalLength[opts.unit], totalArea: texts.totalArea[opts.unit] });
    perName.font = { bold: true };
    for (const total of sheet.export.totalsPerName) {
      const added = ws.addRow({ blueprint: total.name, color: total.color, name: total.count, totalLength: total.totalLength, totalArea: total.totalArea });
      added.getCell('name').numFmt = '0';
      fillColor(added.getCell('color'), total.color);
    }

    ws.addRow([]);
    const totalHead = ws.addRow({ blueprint: texts.total, totalLength: texts.totalLength[opts.unit], totalArea: texts.totalArea[opts.unit] });
    totalHead.font = { bold: true };
    const totals = ws.addRow({ totalLength: sheet.export.totals.length, totalArea: sheet.export.totals.area });
    totals.font = { bold: true };
  }

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Paints a cell in the element's colour, its text in black or white to stay legible. */
function fillColor(cell: ExcelJS.Cell, color: string): void {
  const argb = argbOf(color);
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
  const [r, g, b] = [2, 4, 6].map((i) => parseInt(argb.slice(i, i + 2), 16) / 255) as [number, number, number];
  cell.font = { color: { argb: 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5 ? 'FF000000' : 'FFFFFFFF' } };
}

/**
 * A sheet name Excel accepts, from the plan's name: no []:*?/\ , not starting or ending with a
 * quote, at most 31 characters, not empty, and not one already used in the workbook
 * (case-insensitive): ' (2)', ' (3)'... are added.
 */
export function uniqueSheetName(name: string, used: Set<string>): string {
  let base = name.replace(/[[\]:*?/\\]/g, ' ').replace(/\s+/g, ' ').trim().replace(/^'+|'+$/g, '').trim();
  if (!base) base = 'Plan';
  if (base.toLowerCase() === 'history') base = `${base} 1`;
  let candidate = [...base].slice(0, SHEET_NAME_MAX).join('');
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    candidate = `${[...base].slice(0, SHEET_NAME_MAX - suffix.length).join('').trimEnd()}${suffix}`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}
