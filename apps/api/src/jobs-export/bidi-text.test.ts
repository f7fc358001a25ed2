import { describe, expect, it } from 'vitest';
import { breakLines, directionOf, layoutParagraph, piecesOf } from './bidi-text';

// Every character one point wide: widths and cuts can be read off the strings.
const measure = (text: string) => text.length;
const lineTexts = (text: string, width: number) => breakLines(text, width, measure).map(([a, b]) => text.slice(a, b));
const runsOf = (text: string, width = 100, fallback: 'ltr' | 'rtl' = 'rtl') =>
  layoutParagraph(text, width, measure, fallback).lines.map((line) => line.runs.map((r) => ({ text: r.text, rtl: r.rtl, x: r.x })));

describe('base direction', () => {
  it('is the first strong character’s, or the fallback when there is none', () => {
    expect(directionOf('123 שלום world', 'ltr')).toBe('rtl');
    expect(directionOf('Room 4 חדר', 'rtl')).toBe('ltr');
    expect(directionOf('12.5 - 3', 'rtl')).toBe('rtl');
    expect(directionOf('12.5 - 3', 'ltr')).toBe('ltr');
  });
});

describe('line breaking', () => {
  it('breaks at spaces, keeping each word whole', () => {
    expect(lineTexts('aaa bbb ccc dddd', 8)).toEqual(['aaa bbb ', 'ccc dddd']);
    expect(lineTexts('הבדיקה עברה בהצלחה', 11)).toEqual(['הבדיקה עברה ', 'בהצלחה']);
  });

  it('cuts a word longer than the line between characters, marks kept with their letter', () => {
    expect(lineTexts('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    // shin with its dot and qamats is one character of three code units
    const pointed = 'שָׁלוֹם';
    const lines = lineTexts(pointed, 2);
    expect(lines.join('')).toBe(pointed);
    for (const line of lines) expect(/^\p{M}/u.test(line)).toBe(false);
  });

  it('keeps an empty paragraph as one empty line', () => {
    expect(layoutParagraph('', 10, measure, 'rtl').lines).toEqual([{ runs: [], width: 0 }]);
  });
});

describe('visual order', () => {
  it('puts a right-to-left line’s words from the right, numbers left to right inside it', () => {
    // logical: "shalom 123 olam"; seen from the left: olam, 123, shalom
    expect(runsOf('שלום 123 עולם')).toEqual([
      [
        { text: ' עולם', rtl: true, x: 0 },
        { text: '123', rtl: false, x: 5 },
        { text: 'שלום ', rtl: true, x: 8 },
      ],
    ]);
  });

  it('keeps a left-to-right paragraph in order and turns only its Hebrew words', () => {
    expect(runsOf('Room חדר גדול, floor 4', 100, 'rtl')).toEqual([
      [
        { text: 'Room ', rtl: false, x: 0 },
        { text: 'חדר גדול', rtl: true, x: 5 },
        { text: ', floor 4', rtl: false, x: 13 },
      ],
    ]);
    // a number after Hebrew belongs to it (UAX #9 rule W7): "4" is seen left of the Hebrew words
    expect(runsOf('Room חדר גדול 4', 100, 'rtl')[0]!.map((r) => r.text)).toEqual(['Room 4', 'חדר גדול ']);
  });

  it('orders each line on its own after breaking (the first words of a Hebrew paragraph on the first line)', () => {
    const lines = layoutParagraph('אחת שתיים שלוש ארבע', 10, measure, 'rtl').lines;
    expect(lines.map((l) => l.runs.map((r) => r.text).join('|'))).toEqual(['אחת שתיים', 'שלוש ארבע']);
  });

  it('mirrors brackets in right-to-left text and leaves trailing spaces out', () => {
    // the opening bracket, on the right of PDF, is drawn as ")" and the closing one as "("
    expect(runsOf('בדיקה (PDF) ')).toEqual([
      [
        { text: '(', rtl: true, x: 0 },
        { text: 'PDF', rtl: false, x: 1 },
        { text: 'בדיקה )', rtl: true, x: 4 },
      ],
    ]);
  });

  it('hands pdfkit a right-to-left run word by word from its right edge, punctuation alone as seen', () => {
    const run = { text: 'שלום עולם', x: 10, width: 9, rtl: true, start: 0 };
    expect(piecesOf(run, measure)).toEqual([
      { text: 'שלום ', x: 14 },
      { text: 'עולם', x: 10 },
    ]);
    expect(piecesOf({ text: 'א -- ב', x: 0, width: 6, rtl: true, start: 0 }, measure)).toEqual([
      { text: 'א ', x: 4 },
      { text: ' --', x: 1 },
      { text: 'ב', x: 0 },
    ]);
    expect(piecesOf({ text: 'ISO 9001', x: 3, width: 8, rtl: false, start: 0 }, measure)).toEqual([{ text: 'ISO 9001', x: 3 }]);
  });
});
