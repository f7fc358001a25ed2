import { readableTextOn } from '../../app/theme/contrast';

/**
 * The palette a status colour may name (spec 2 section 4: grey, red, blue, orange, green, pink,
 * cyan by default; a custom status a name of the same palette or #rrggbb), as the 600 shade of
 * Material's colours: deep enough to carry a label.
 */
const NAMED: Record<string, string> = {
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
};

/** A status colour as #rrggbb: a hex as it is, a palette name by its shade, anything else grey. */
export function statusHex(color: string): string {
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  return NAMED[color.toLowerCase()] ?? NAMED.grey!;
}

/** A status chip's colours: its own colour behind, and text that reads on it at 4.5:1. */
export function statusChipColors(color: string): { background: string; text: string } {
  const background = statusHex(color);
  return { background, text: readableTextOn(background) };
}
