import { describe, expect, it } from 'vitest';
import { clampPage, formatTotal, fromGridPage, parsePageJump, toGridPage } from './paging';

describe('grid paging (spec 3 section 9)', () => {
  it('counts from 0 inside the grid and shows pages +1', () => {
    expect(toGridPage(1)).toBe(0);
    expect(toGridPage(4)).toBe(3);
    expect(fromGridPage(0)).toBe(1);
    expect(fromGridPage(3)).toBe(4);
    expect(fromGridPage(toGridPage(7))).toBe(7);
  });

  it('clamps a page to the last one, and to 1 for an empty list', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
  });

  it('jumps to a typed page, ignoring what is not a whole number', () => {
    expect(parsePageJump('2', 5)).toBe(2);
    expect(parsePageJump(' 4 ', 5)).toBe(4);
    expect(parsePageJump('40', 5)).toBe(5);
    expect(parsePageJump('0', 5)).toBe(1);
    for (const text of ['', 'abc', '2a', '-1', '1.5', '1e3', '+2', '٣']) expect(parsePageJump(text, 5), text).toBeNull();
  });

  it('counts the total exactly, or as the cap and a plus when the server estimated it', () => {
    expect(formatTotal(1234, true, 'en')).toBe('1,234');
    expect(formatTotal(250_000, false, 'en')).toBe('1,000+');
    expect(formatTotal(0, true, 'he')).toBe('0');
  });
});
