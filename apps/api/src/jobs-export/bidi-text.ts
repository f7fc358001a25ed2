import bidiFactory from 'bidi-js';

/**
 * Lines of mixed Hebrew and Latin text for a PDF (ADR 0038). pdfkit draws glyphs left to right
 * in the order it is given and knows nothing of the Unicode bidirectional algorithm, so each
 * paragraph is broken into lines here (in logical order, by measured width), and each line is
 * reordered into visual runs with bidi-js (UAX #9, rules L1 to L4). `piecesOf` says what to hand
 * pdfkit for each run, and where.
 */

export type TextDirection = 'ltr' | 'rtl';

/** Characters of one direction in a line, seen at `x` from the line's left edge. */
export interface VisualRun {
  /** The run's characters in logical order, brackets mirrored in a right-to-left run. */
  text: string;
  x: number;
  width: number;
  rtl: boolean;
  /** Where the run begins in the paragraph (logical order): runs are written in this order. */
  start: number;
}

export interface LaidLine {
  runs: VisualRun[];
  width: number;
}

export interface LaidParagraph {
  lines: LaidLine[];
  /** The paragraph's own base direction (from its first strong character, or the given one). */
  direction: TextDirection;
}

/** The width of a piece of text in points, in the font and size it will be drawn in. */
export type Measure = (text: string) => number;

const bidi = bidiFactory();

/**
 * Characters of right-to-left scripts: fontkit lays out a string holding one of them right to
 * left (it reverses the glyphs itself), so such a run is handed over in logical order.
 */
const RTL_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Combining marks (Hebrew points among them) stay with the letter before them. */
const MARK = /\p{M}/u;

/** The base direction of a paragraph: its first strong character's, else `fallback`. */
export function directionOf(text: string, fallback: TextDirection): TextDirection {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}

/**
 * Lays out one paragraph (no line feeds) in `width` points: greedy line breaking at spaces (a word
 * wider than the line is cut between characters), then each line in visual order.
 */
export function layoutParagraph(text: string, width: number, measure: Measure, fallback: TextDirection): LaidParagraph {
  const direction = directionOf(text, fallback);
  if (text.length === 0) return { lines: [{ runs: [], width: 0 }], direction };
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const lines = breakLines(text, width, measure).map(([start, end]) => visualLine(text, embedding, start, end, measure));
  return { lines, direction };
}

/** [start, end) of each line, in logical order. Spaces at a line's end are kept but not measured. */
export function breakLines(text: string, width: number, measure: Measure): Array<[number, number]> {
  const lines: Array<[number, number]> = [];
  let lineStart = 0;
  let lineWidth = 0;
  for (const [start, end] of words(text)) {
    const word = text.slice(start, end);
    const inked = measure(word.trimEnd());
    if (start > lineStart && lineWidth + inked > width) {
      lines.push([lineStart, start]);
      lineStart = start;
      lineWidth = 0;
    }
    if (inked > width) {
      // Too long for any line: cut it where it overflows, keeping marks with their letter.
      let previous = lineStart;
      for (const boundary of clusterEnds(text, start, end)) {
        if (previous > lineStart && measure(text.slice(lineStart, boundary).trimEnd()) > width) {
          lines.push([lineStart, previous]);
          lineStart = previous;
        }
        previous = boundary;
      }
      lineWidth = measure(text.slice(lineStart, end));
      continue;
    }
    lineWidth += measure(word);
  }
  lines.push([lineStart, text.length]);
  return lines;
}

/** Words with the spaces after them: [start, end) pairs covering the whole text. */
function words(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /\S*\s*/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && m[0].length > 0) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** The end of each character of text[start, end), a letter's marks and surrogate pair included. */
function* clusterEnds(text: string, start: number, end: number): Generator<number> {
  for (let i = start + 1; i <= end; i++) {
    if (i < end && (MARK.test(text[i]!) || isLowSurrogate(text.charCodeAt(i)))) continue;
    yield i;
  }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** One line's characters in visual order, grouped into runs of one embedding level. */
function visualLine(
  text: string,
  embedding: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
  measure: Measure,
): LaidLine {
  // Spaces at the end of a line are not drawn (they would push a right-aligned line inward).
  let last = end - 1;
  while (last >= start && /\s/.test(text[last]!)) last--;
  if (last < start) return { runs: [], width: 0 };
  // Reordered positions over the whole paragraph; only this line's are moved (rules L1 to L2).
  const order = bidi.getReorderedIndices(text, embedding, start, last).slice(start, last + 1);
  const groups: Array<{ rtl: boolean; indices: number[] }> = [];
  for (const index of order) {
    const rtl = (embedding.levels[index]! & 1) === 1;
    const group = groups.at(-1);
    if (group && group.rtl === rtl) group.indices.push(index);
    else groups.push({ rtl, indices: [index] });
  }
  const runs: VisualRun[] = [];
  let x = 0;
  for (const group of groups) {
    const logical = group.rtl ? [...group.indices].reverse() : group.indices;
    const runText = logical.map((i) => (group.rtl ? (bidi.getMirroredCharacter(text[i]!) ?? text[i]!) : text[i]!)).join('');
    const width = measure(runText);
    runs.push({ text: runText, x, width, rtl: group.rtl, start: Math.min(...group.indices) });
    x += width;
  }
  return { runs, width: x };
}

/** What to hand pdfkit, at `x` from the line's left edge, to draw a run as it is seen. */
export interface DrawPiece {
  text: string;
  x: number;
}

/**
 * The pieces pdfkit draws a run in. pdfkit lays out text a word at a time (each word's shaping
 * cached) and puts the words left to right; fontkit reverses a word holding a letter of a
 * right-to-left script by itself. So a left-to-right run is one piece, and a right-to-left run
 * is one piece per word, placed from the run's right edge: a word with a Hebrew letter in
 * logical order (its marks after their letter), one of spaces and punctuation only as seen.
 */
export function piecesOf(run: VisualRun, measure: Measure): DrawPiece[] {
  if (!run.rtl) return [{ text: run.text, x: run.x }];
  const pieces: DrawPiece[] = [];
  let right = run.x + run.width;
  // A word and at most one space after it: pdfkit cuts a piece at each space, and must not cut these.
  for (const word of run.text.match(/\S+\s?|\s/gu) ?? []) {
    const width = measure(word);
    right -= width;
    pieces.push({ text: RTL_SCRIPT.test(word) ? word : [...word].reverse().join(''), x: right });
  }
  return pieces;
}
