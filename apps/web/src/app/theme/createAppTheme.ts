import { createTheme, type Theme } from '@mui/material/styles';
import { DEFAULT_PRIMARY_COLOR } from '@fieldwork/contracts';

/** Below this width the side menu becomes a mobile drawer (spec 1 section 9). */
export const MOBILE_BREAKPOINT = 992;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The instance's primary colour when it is a usable hex value, otherwise the product default. */
export function safePrimaryColor(hex: string | null | undefined): string {
  return hex && HEX.test(hex.trim()) ? hex.trim() : DEFAULT_PRIMARY_COLOR;
}

export function createAppTheme({ primary, direction }: { primary?: string | null; direction: 'ltr' | 'rtl' }): Theme {
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    palette: {
      primary: { main: safePrimaryColor(primary) },
      background: { default: '#f5f7fa', paper: '#ffffff' },
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
    },
  });
}
