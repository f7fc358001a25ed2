import { createTheme, type PaletteColor, type PaletteColorOptions, type Theme } from '@mui/material/styles';
import { DEFAULT_PRIMARY_COLOR } from '@fieldwork/contracts';
import { accessibleShade, readableTextOn } from './contrast';

declare module '@mui/material/styles' {
  interface Palette {
    /** The instance's own colour, exactly as branded: for surfaces (bars, large fills), not for text. */
    brand: PaletteColor;
  }
  interface PaletteOptions {
    brand?: PaletteColorOptions;
  }
}

export const PAGE_BACKGROUND = '#f5f7fa';
export const PAPER_BACKGROUND = '#ffffff';

/** Below this width the side menu becomes a mobile drawer (spec 1 section 9). */
export const MOBILE_BREAKPOINT = 992;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The instance's primary colour when it is a usable hex value, otherwise the product default. */
export function safePrimaryColor(hex: string | null | undefined): string {
  return hex && HEX.test(hex.trim()) ? hex.trim() : DEFAULT_PRIMARY_COLOR;
}

/**
 * The primary colour of text, links, outlined and contained buttons, switches and avatars: the
 * instance's colour, darkened (same hue) until it reads at WCAG AA (4.5:1) on the page and on
 * paper. The instance's exact colour stays available as `palette.brand` for surfaces.
 */
export function accessiblePrimary(hex: string | null | undefined): string {
  return accessibleShade(safePrimaryColor(hex), [PAGE_BACKGROUND, PAPER_BACKGROUND]);
}

/**
 * MUI's warning and info colours (#ed6c02, #0288d1), as text (a badge, an outlined chip) read at
 * 3:1 at best: a darker shade of each, `accessibleShade(colour, [PAGE_BACKGROUND, PAPER_BACKGROUND])`.
 * Written out rather than worked out when the module loads, which is on the first screen's path
 * (ADR 0057); createAppTheme.test.ts checks that they are still that shade.
 */
export const WARNING = '#b95402';
export const INFO = '#0277b8';

export function createAppTheme({ primary, direction }: { primary?: string | null; direction: 'ltr' | 'rtl' }): Theme {
  const brand = safePrimaryColor(primary);
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    palette: {
      primary: { main: accessiblePrimary(brand), contrastText: '#ffffff' },
      brand: { main: brand, contrastText: readableTextOn(brand) },
      warning: { main: WARNING, contrastText: readableTextOn(WARNING) },
      info: { main: INFO, contrastText: readableTextOn(INFO) },
      background: { default: PAGE_BACKGROUND, paper: PAPER_BACKGROUND },
      text: { primary: '#1c2430', secondary: '#5b6676' },
      divider: '#e3e8ef',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Hebrew", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 650 },
      h2: { fontSize: '1.375rem', fontWeight: 650 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#e3e8ef' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // MUI's default (54% black) falls just short of 4.5:1 on the page background.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    },
  });
}
