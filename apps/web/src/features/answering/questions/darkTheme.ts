import { createTheme, type Theme } from '@mui/material/styles';

const darkThemes = new WeakMap<Theme, Theme>();

/**
 * The dark form of the app's theme, for questions shown in dark mode: made once per theme (a
 * preview may hold hundreds of dark questions), keeping the direction, shapes and type.
 */
export function darkThemeOf(theme: Theme): Theme {
  let dark = darkThemes.get(theme);
  if (!dark) {
    dark = createTheme({
      direction: theme.direction,
      breakpoints: { values: theme.breakpoints.values },
      shape: theme.shape,
      typography: {
        fontFamily: theme.typography.fontFamily,
        button: { textTransform: 'none', fontWeight: 600 },
      },
      palette: {
        mode: 'dark',
        background: { default: '#0f141b', paper: '#17202b' },
        text: { primary: '#e9eef4', secondary: '#aab5c3' },
      },
    });
    darkThemes.set(theme, dark);
  }
  return dark;
}
