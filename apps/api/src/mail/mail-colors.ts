import { DEFAULT_PRIMARY_COLOR } from '@fieldwork/contracts';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
type Rgb = [number, number, number];

/** The brand colour as #rrggbb when it is a hex colour, the product default otherwise (no CSS from settings). */
export function safeHexColor(value: string | null | undefined): string {
  const hex = value?.trim() ?? '';
  if (!HEX.test(hex)) return DEFAULT_PRIMARY_COLOR;
  const digits = hex.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(safeHexColor(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on a brand-coloured button: white or near-black, whichever reads better. */
export function textOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#1c2430') ? '#ffffff' : '#1c2430';
}

/**
 * The brand colour for text on white (links): itself when it reaches 4.5:1 (WCAG AA), else
 * darkened step by step until it does, so a pale brand colour still gives readable links.
 */
export function readableOnWhite(color: string): string {
  const rgb = rgbOf(color);
  for (let k = 0; k <= 20; k += 1) {
    const candidate = hexOf(rgb.map((c) => c * (1 - k / 20)) as Rgb);
    if (contrastRatio(candidate, '#ffffff') >= 4.5) return candidate;
  }
  return '#000000';
}
