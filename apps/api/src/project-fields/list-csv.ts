import { parse, type CsvError } from 'csv-parse/sync';
import { PROJECT_LIST_CSV_MAX_ROWS, projectFieldListEntrySchema } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';

/** A line of the file that makes an item. */
export interface CsvEntry {
  line: number;
  label: string;
  value: string;
}

/** A line that does not, and why. */
export interface CsvRejection {
  line: number;
  reason: string;
}

export interface ListCsv {
  /** Data lines read, a header not counted. */
  rows: number;
  entries: CsvEntry[];
  rejected: CsvRejection[];
}

/** A first line that names the columns rather than holding an item (English or Hebrew). */
const HEADER_LABELS = new Set(['label', 'name', 'תווית', 'שם']);

const NEWLINE = /\r\n|\n|\r/g;

/**
 * A list group's CSV: one item a line, `label[,value]` (the value defaults to the label and is
 * lowercased unless numeric, as select values are). RFC 4180 quoting through csv-parse, so quoted
 * commas and line breaks survive; a UTF-8 BOM is dropped; a stray quote inside an unquoted value
 * is kept as text. A line that cannot be an item is reported with its number (the file's first
 * line is 1) and the reason; the others are read. A file that is not UTF-8 text is refused whole.
 */
export function readListCsv(bytes: Buffer): ListCsv {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('validation_failed', 'The file is not UTF-8 text: save it as CSV UTF-8 and try again');
  }
  const rejected: CsvRejection[] = [];
  let lastLine = 0;
  const records = parse(text, {
    bom: true,
    info: true,
    raw: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_record: (record: string[], context: { lines: number }) => {
      lastLine = context.lines;
      return record;
    },
    on_skip: (error: CsvError | undefined) => {
      if (!error) return;
      // An unclosed quote takes the rest of the file into one value: it is reported where it opened.
      const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? lastLine + 1 : Number(error.lines ?? lastLine + 1);
      const reason =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'A quote is not closed: the lines from here to the end of the file were read as one value'
          : `The line is not valid CSV (${error.code})`;
      rejected.push({ line, reason });
    },
  }) as unknown as Array<{ record: string[]; info: { lines: number }; raw: string }>;

  const entries: CsvEntry[] = [];
  let rows = 0;
  records.forEach(({ record, info, raw }, index) => {
    const line = info.lines - newlinesWithin(raw);
    if (index === 0 && HEADER_LABELS.has((record[0] ?? '').trim().toLowerCase())) return;
    rows += 1;
    if (rows > PROJECT_LIST_CSV_MAX_ROWS) return;
    const problem = lineProblem(record);
    if (problem) {
      rejected.push({ line, reason: problem });
      return;
    }
    const parsed = projectFieldListEntrySchema.safeParse({ label: record[0], value: record[1] });
    if (!parsed.success) rejected.push({ line, reason: parsed.error.issues[0].message });
    else entries.push({ line, ...parsed.data });
  });
  if (rows > PROJECT_LIST_CSV_MAX_ROWS) {
    throw new AppError('validation_failed', `A file holds at most ${PROJECT_LIST_CSV_MAX_ROWS} items; this one has ${rows}`);
  }
  rejected.sort((a, b) => a.line - b.line);
  return { rows, entries, rejected };
}

function lineProblem(record: string[]): string | null {
  const cells = trimTrailingEmpty(record);
  if (cells.length > 2) return `Expected label and value (2 columns), found ${cells.length}`;
  if (cells.some((cell) => cell.includes('\u0000'))) return 'The line contains a NUL character';
  return null;
}

/** `a,b,,` is two columns: spreadsheets write empty cells after the last one. */
function trimTrailingEmpty(record: string[]): string[] {
  let end = record.length;
  while (end > 0 && record[end - 1].trim() === '') end -= 1;
  return record.slice(0, Math.max(end, 1));
}

/** Line breaks inside a record (a quoted value over several lines), so its first line can be named. */
function newlinesWithin(raw: string): number {
  const content = raw.replace(/^(?:\r\n|\n|\r)+/, '').replace(/(?:\r\n|\n|\r)$/, '');
  return content.match(NEWLINE)?.length ?? 0;
}
