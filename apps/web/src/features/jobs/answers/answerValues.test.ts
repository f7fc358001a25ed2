import { describe, expect, it } from 'vitest';
import { formatDuration, isMobileNumber, listItems, punchSeconds, richTextBlocks, tableRows, telHref } from './answerValues';

describe('answer values as the panel shows them', () => {
  it('knows an Israeli mobile number (05 and 8 digits), spaced or dashed, and dials its digits', () => {
    for (const n of ['0521234567', '052-1234567', '052 123 4567', ' 054-123-4567 ']) expect(isMobileNumber(n), n).toBe(true);
    for (const n of ['0312345678', '052123456', '05212345678', 'call 0521234567', '+972521234567']) expect(isMobileNumber(n), n).toBe(false);
    expect(telHref('052-123 4567')).toBe('tel:0521234567');
  });

  it('reads list answers as items, whether one value, several, or objects', () => {
    expect(listItems('Steel')).toEqual(['Steel']);
    expect(listItems(['Steel', '', 'Wood', 3])).toEqual(['Steel', 'Wood', '3']);
    expect(listItems([{ label: 'North wing' }, { value: 'x-2' }])).toEqual(['North wing', 'x-2']);
    expect(listItems(null)).toEqual([]);
  });

  it('reads a project table as a line per row', () => {
    expect(tableRows([{ name: 'Pump', qty: 2 }, { name: 'Valve', qty: 5 }])).toEqual(['Pump · 2', 'Valve · 5']);
  });

  it('cuts rich text into blocks from HTML, editor blocks or lines, never keeping markup', () => {
    expect(richTextBlocks('<p>One <b>bold</b></p><ul><li>Two</li><li>Three</li></ul><div><p>Four</p></div>')).toEqual(['One bold', 'Two', 'Three', 'Four']);
    expect(richTextBlocks('<img src=x onerror=alert(1)>Just text')).toEqual(['Just text']);
    expect(richTextBlocks({ blocks: [{ text: 'A' }, { data: { text: '<i>B</i>' } }] })).toEqual(['A', 'B']);
    expect(richTextBlocks('line 1\n\nline 2')).toEqual(['line 1', 'line 2']);
  });

  it('reads a punch clock as HH:MM:SS from its start and stop, else its own duration', () => {
    expect(punchSeconds({ punchStart: '2026-03-01T08:00:00Z', punchEnd: '2026-03-01T09:30:05Z', punchDuration: 1 })).toBe(5405);
    expect(formatDuration(5405)).toBe('01:30:05');
    expect(punchSeconds({ punchStart: '2026-03-01T08:00:00Z', punchEnd: null, punchDuration: 62 })).toBe(62);
  });
});
