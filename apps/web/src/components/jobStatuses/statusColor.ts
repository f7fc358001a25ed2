import { accessibleShade, readableTextOn } from '../../app/theme/contrast';
import { PAGE_BACKGROUND, PAPER_BACKGROUND } from '../../app/theme/createAppTheme';

/**
 * The palette a status colour may name (spec 2 section 4: grey, red, blue, orange, green, pink,
 * cyan by default; a custom status a name of the same palette or #rrggbb), as the 600 shade of
 * Material's colours: deep enough to carry a label. The one palette of every status on the web.
 */
const NAMED = {
  grey: '#757575',
  gray: '#757575',
  red: '#e53935',
  blue: '#1e88e5',
  orange: '#fb8c00',
  green: '#43a047',
  pink: '#d81b60',
  cyan: '#00acc1',
  purple: '#8e24aa',
  deeppurple: '#5e35b1',
  violet: '#8e24aa',
  indigo: '#3949ab',
  lightblue: '#039be5',
  teal: '#00897b',
  lightgreen: '#7cb342',
  lime: '#c0ca33',
  yellow: '#fdd835',
  amber: '#ffb300',
  deeporange: '#f4511e',
  brown: '#6d4c41',
  bluegrey: '#546e7a',
  black: '#212121',
  navy: '#1a237e',
  magenta: '#c2185b',
  gold: '#ffb300',
} as const satisfies Record<string, string>;

export type StatusColorName = keyof typeof NAMED;

/**
 * The colours the statuses settings offer a custom status, by name: distinct from one another,
 * each carrying a chip's label.
 */
export const CUSTOM_STATUS_COLORS = ['bluegrey', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink', 'brown'] as const satisfies readonly StatusColorName[];

/** A status colour as #rrggbb: a hex as it is, a palette name by its shade, anything else grey. */
export function statusHex(color: string): string {
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  return NAMED[color.toLowerCase() as StatusColorName] ?? NAMED.grey;
}

/** A status chip's colours: its own colour behind, and text that reads on it at 4.5:1. */
export function statusChipColors(color: string): { background: string; text: string } {
  const background = statusHex(color);
  return { background, text: readableTextOn(background) };
}

/** WCAG 1.4.11: a mark that tells one status from another needs 3:1 against what it is drawn on. */
const MARK_CONTRAST = 3;

/**
 * A status colour for a mark drawn straight on the page or a card (a dot, a chart's bar, a
 * swatch): its shade, darkened only as far as 3:1 needs (orange, cyan, yellow and the like).
 */
export function statusMarkHex(color: string): string {
  return accessibleShade(statusHex(color), [PAGE_BACKGROUND, PAPER_BACKGROUND], MARK_CONTRAST);
}
