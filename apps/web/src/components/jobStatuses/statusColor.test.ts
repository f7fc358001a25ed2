import { describe, expect, it } from 'vitest';
import { STATUS_COLORS } from '@fieldwork/contracts';
import { contrastRatio } from '../../app/theme/contrast';
import { PAGE_BACKGROUND, PAPER_BACKGROUND } from '../../app/theme/createAppTheme';
import { CUSTOM_STATUS_COLORS, statusChipColors, statusHex, statusMarkHex } from './statusColor';

describe('status colours', () => {
  it('reads a palette name by its shade, a hex as it is, and anything else as grey', () => {
    expect(statusHex('orange')).toBe('#fb8c00');
    expect(statusHex('Orange')).toBe('#fb8c00');
    expect(statusHex('#6D4C41')).toBe('#6d4c41');
    expect(statusHex('chartreuse')).toBe(statusHex('grey'));
  });

  it('gives every built-in and offered colour a chip label that reads at 4.5:1', () => {
    for (const color of [...Object.values(STATUS_COLORS), ...CUSTOM_STATUS_COLORS]) {
      const { background, text } = statusChipColors(color);
      expect(contrastRatio(background, text), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('offers custom statuses colours distinct from one another', () => {
    const offered = CUSTOM_STATUS_COLORS.map(statusHex);
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('draws a mark (a dot, a bar) at 3:1 on the page and on a card, darkening only the light shades', () => {
    for (const color of [...Object.values(STATUS_COLORS), ...CUSTOM_STATUS_COLORS, 'yellow']) {
      const mark = statusMarkHex(color);
      for (const surface of [PAGE_BACKGROUND, PAPER_BACKGROUND]) expect(contrastRatio(mark, surface), color).toBeGreaterThanOrEqual(3);
    }
    expect(statusMarkHex('pink')).toBe(statusHex('pink'));
    expect(statusMarkHex('orange')).not.toBe(statusHex('orange'));
  });
});
