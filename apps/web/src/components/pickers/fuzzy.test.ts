import { describe, expect, it } from 'vitest';
import { canSearch, fuzzyFilter, fuzzyThreshold, isNumericText } from './fuzzy';

const people = [
  { label: 'Dana Levi', secondary: 'dana@example.com' },
  { label: 'Daniel Cohen', secondary: 'daniel@example.com' },
  { label: 'Yossi Mizrahi', secondary: '052-1234567' },
];

describe('picker search (spec 1 sections 5 and 9)', () => {
  it('matches with threshold 0.3, and 0.4 for numeric text', () => {
    expect(fuzzyThreshold('dana')).toBe(0.3);
    expect(fuzzyThreshold('0521234567')).toBe(0.4);
    expect(fuzzyThreshold('052-123 4567')).toBe(0.4);
    expect(isNumericText('abc1')).toBe(false);
  });

  it('finds close spellings and ranks the best first', () => {
    expect(fuzzyFilter(people, 'dana', ['label', 'secondary']).map((p) => p.label)[0]).toBe('Dana Levi');
    expect(fuzzyFilter(people, 'Mizrahy', ['label']).map((p) => p.label)).toEqual(['Yossi Mizrahi']);
    expect(fuzzyFilter(people, 'qqqq', ['label'])).toEqual([]);
  });

  it('tolerates a slipped digit in a number', () => {
    expect(fuzzyFilter(people, '052-1234568', ['secondary']).map((p) => p.label)).toEqual(['Yossi Mizrahi']);
  });

  it('lists everything for an empty text on an open list', () => {
    expect(fuzzyFilter(people, '  ', ['label'])).toHaveLength(3);
  });

  it('waits for 3 characters on a closed list', () => {
    expect(canSearch('da', true)).toBe(false);
    expect(canSearch('dan', true)).toBe(true);
    expect(canSearch('', false)).toBe(true);
    expect(fuzzyFilter(people, 'da', ['label'], true)).toEqual([]);
    expect(fuzzyFilter(people, '', ['label'], true)).toEqual([]);
    expect(fuzzyFilter(people, 'dan', ['label'], true).length).toBeGreaterThan(0);
  });
});
