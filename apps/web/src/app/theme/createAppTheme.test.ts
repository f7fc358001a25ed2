import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '@fieldwork/contracts';
import { accessibleShade, contrastRatio } from './contrast';
import { createAppTheme, INFO, PAGE_BACKGROUND, PAPER_BACKGROUND, WARNING } from './createAppTheme';

describe('the branded theme', () => {
  it.each([DEFAULT_PRIMARY_COLOR, '#0083c9', '#ffd400', '#7fdbff', '#1a4fa0', 'not-a-colour', null])(
    'keeps %s as the brand colour and uses a shade that reads at 4.5:1 for text and controls',
    (hex) => {
      const theme = createAppTheme({ primary: hex, direction: 'ltr' });
      const brand = hex && /^#[0-9a-f]{6}$/i.test(hex) ? hex : DEFAULT_PRIMARY_COLOR;
      expect(theme.palette.brand.main).toBe(brand);
      for (const background of [PAGE_BACKGROUND, PAPER_BACKGROUND]) {
        expect(contrastRatio(theme.palette.primary.main, background)).toBeGreaterThanOrEqual(4.5);
      }
      // Contained buttons and avatar initials: their text on the primary shade.
      expect(contrastRatio(theme.palette.primary.contrastText, theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.palette.brand.contrastText, theme.palette.brand.main)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives the status colours shown as text (warning, info, error, success) a shade that reads at 4.5:1', () => {
    const { palette } = createAppTheme({ primary: null, direction: 'ltr' });
    for (const colour of [palette.warning, palette.info, palette.error, palette.success]) {
      for (const background of [PAGE_BACKGROUND, PAPER_BACKGROUND]) expect(contrastRatio(colour.main, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes out MUI's warning and info colours as the shades that read at 4.5:1 on the page and paper", () => {
    expect(WARNING).toBe(accessibleShade('#ed6c02', [PAGE_BACKGROUND, PAPER_BACKGROUND]));
    expect(INFO).toBe(accessibleShade('#0288d1', [PAGE_BACKGROUND, PAPER_BACKGROUND]));
  });

  it('leaves a colour that already reads well as it is', () => {
    expect(createAppTheme({ primary: '#1a4fa0', direction: 'rtl' }).palette.primary.main).toBe('#1a4fa0');
  });
});
