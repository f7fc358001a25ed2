import type { SystemUnit } from '@fieldwork/blueprint-core';

/** The words the blueprint PDF summary and the markings spreadsheet print, in each language. */
export interface BlueprintExportTexts {
  color: string;
  jobTime: string;
  jobNo: string;
  name: string;
  measure: string;
  count: string;
  totalPerName: string;
  total: string;
  summary: string;
  none: string;
  page: (page: number, pages: number) => string;
  /** Length and area units as written after a figure (m, m²; in, in²). */
  lengthUnit: Record<SystemUnit, string>;
  areaUnit: Record<SystemUnit, string>;
  /** The grand totals' headings: 'M (length)' and 'M (square)' in metres. */
  totalLength: Record<SystemUnit, string>;
  totalArea: Record<SystemUnit, string>;
  /** Spreadsheet columns (spec 3 section 3's export row, and the job). */
  columns: {
    blueprint: string;
    job: string;
    element: string;
    color: string;
    name: string;
    type: string;
    width: string;
    convertedWidth: string;
    convertedHeight: string;
    totalLength: string;
    totalArea: string;
  };
}

const en: BlueprintExportTexts = {
  color: 'Color',
  jobTime: 'Job time',
  jobNo: 'Job no #',
  name: 'Name',
  measure: 'Measure',
  count: 'Count',
  totalPerName: 'Total per name',
  total: 'Total',
  summary: 'Summary',
  none: '—',
  page: (page, pages) => `Page ${page} of ${pages}`,
  lengthUnit: { Meters: 'm', Inches: 'in' },
  areaUnit: { Meters: 'm²', Inches: 'in²' },
  totalLength: { Meters: 'M (length)', Inches: 'In (length)' },
  totalArea: { Meters: 'M (square)', Inches: 'In (square)' },
  columns: {
    blueprint: 'blueprint',
    job: 'job',
    element: 'element',
    color: 'color',
    name: 'name',
    type: 'type',
    width: 'width',
    convertedWidth: 'convertedWidth',
    convertedHeight: 'convertedHeight',
    totalLength: 'totalLength',
    totalArea: 'totalArea',
  },
};

const he: BlueprintExportTexts = {
  color: 'צבע',
  jobTime: 'זמן משימה',
  jobNo: 'מס׳ משימה',
  name: 'שם',
  measure: 'מידה',
  count: 'כמות',
  totalPerName: 'סה״כ לפי שם',
  total: 'סה״כ',
  summary: 'סיכום',
  none: '—',
  page: (page, pages) => `עמוד ${page} מתוך ${pages}`,
  lengthUnit: { Meters: 'מ׳', Inches: 'אינץ׳' },
  areaUnit: { Meters: 'מ״ר', Inches: 'אינץ׳ רבוע' },
  // Without brackets: an extractor reads a mirrored bracket as the other one (ADR 0038).
  totalLength: { Meters: 'מטר אורך', Inches: 'אינץ׳ אורך' },
  totalArea: { Meters: 'מטר רבוע', Inches: 'אינץ׳ רבוע' },
  columns: {
    blueprint: 'תוכנית',
    job: 'משימה',
    element: 'רכיב',
    color: 'צבע',
    name: 'שם',
    type: 'סוג',
    width: 'עובי קו',
    convertedWidth: 'רוחב',
    convertedHeight: 'גובה',
    totalLength: 'אורך כולל',
    totalArea: 'שטח כולל',
  },
};

export const BLUEPRINT_EXPORT_TEXTS: Record<'en' | 'he', BlueprintExportTexts> = { en, he };

/** A figure as both exports print it: two decimals, thousands grouped. */
export function formatFigure(value: number): string {
  return FIGURE.format(value);
}
const FIGURE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
