import { describe, expect, it } from 'vitest';
import { accessibleShade, contrastRatio, parseHex, readableTextOn, relativeLuminance, toHex } from './contrast';

const WHITE = '#ffffff';
const PAGE = '#f5f7fa';

describe('WCAG contrast', () => {
  it('computes the reference ratios', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    // The findings of the review: the brand blue as text on white, and avatar initials on it.
    expect(contrastRatio('#0083c9', WHITE)).toBeCloseTo(4.12, 1);
    expect(contrastRatio(PAGE, '#0083c9')).toBeCloseTo(3.84, 1);
  });

  it('is symmetric and reads short hex', () => {
    expect(contrastRatio('#0083c9', PAGE)).toBe(contrastRatio(PAGE, '#0083c9'));
    expect(parseHex('#fa0')).toEqual([255, 170, 0]);
    expect(toHex(parseHex('#0083C9'))).toBe('#0083c9');
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(() => parseHex('blue')).toThrow();
  });
});

describe('accessibleShade', () => {
  it('darkens the default brand blue just enough, keeping its hue', () => {
    const shade = accessibleShade('#0083c9', [WHITE, PAGE]);
    expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, PAGE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, PAGE)).toBeLessThan(4.7);
    const [r, g, b] = parseHex(shade);
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('keeps a colour that already passes', () => {
    expect(accessibleShade('#1a4fa0', [WHITE, PAGE])).toBe('#1a4fa0');
    expect(accessibleShade('#000', [WHITE])).toBe('#000000');
  });

  it('lightens on a dark background', () => {
    const shade = accessibleShade('#0b3d91', ['#121212']);
    expect(contrastRatio(shade, '#121212')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(shade)).toBeGreaterThan(relativeLuminance('#0b3d91'));
  });

  it('finds a passing shade for every colour of a grid, light brand colours included', () => {
    for (let r = 0; r <= 255; r += 51) {
      for (let g = 0; g <= 255; g += 51) {
        for (let b = 0; b <= 255; b += 51) {
          const color = toHex([r, g, b]);
          const shade = accessibleShade(color, [WHITE, PAGE]);
          expect(contrastRatio(shade, PAGE), color).toBeGreaterThanOrEqual(4.5);
          if (contrastRatio(color, PAGE) >= 4.5) expect(shade).toBe(color);
        }
      }
    }
    // White text and controls on the shade read too (contrast is symmetric; white is lighter than the page).
    expect(contrastRatio(WHITE, accessibleShade('#ffd400', [WHITE, PAGE]))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('readableTextOn', () => {
  it('picks white on dark brand colours and dark text on light ones', () => {
    expect(readableTextOn('#0b3d91')).toBe('#ffffff');
    expect(readableTextOn('#ffd400')).toBe('#1c2430');
    // The default blue: neither white (4.13) nor the text colour (3.8) reaches 4.5; black does.
    expect(readableTextOn('#0083c9')).toBe('#000000');
  });
});
