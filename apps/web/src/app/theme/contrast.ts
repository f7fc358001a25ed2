/**
 * WCAG 2.x colour contrast, and the shade of a brand colour that text and small controls can use.
 * Pure functions over "#rrggbb" / "#rgb" strings.
 */

/** WCAG's minimum for normal text (1.4.3, level AA); large text and controls need 3:1. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = hex.trim().replace(/^#/, '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition, sRGB). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function hslToRgb([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour itself when it reaches `ratio` against every background given; otherwise the
 * nearest shade of the same hue and saturation that does: darker on light backgrounds, lighter
 * on dark ones (searched over HSL lightness, keeping the lightest darkening or darkest lightening).
 */
export function accessibleShade(color: string, backgrounds: string[], ratio = AA_TEXT_CONTRAST): string {
  // Worked out once per colour: a theme is made more than once (each direction, each brand).
  const key = `${color}|${backgrounds.join(',')}|${ratio}`;
  let shade = shades.get(key);
  if (shade === undefined) {
    shade = searchShade(color, backgrounds, ratio);
    shades.set(key, shade);
  }
  return shade;
}

const shades = new Map<string, string>();

function searchShade(color: string, backgrounds: string[], ratio: number): string {
  const passes = (candidate: string) => backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio);
  const hex = toHex(parseHex(color));
  if (passes(hex)) return hex;
  const lightBackgrounds = backgrounds.every((bg) => relativeLuminance(bg) > 0.18);
  const [h, s, l] = rgbToHsl(parseHex(hex));
  // The end of the range (black or white) passes whenever any shade can; search between.
  let ok = lightBackgrounds ? 0 : 1;
  let bad = l;
  for (let i = 0; i < 30; i++) {
    const mid = (ok + bad) / 2;
    if (passes(toHex(hslToRgb([h, s, mid])))) ok = mid;
    else bad = mid;
  }
  return toHex(hslToRgb([h, s, ok]));
}

/**
 * Text for a surface of `background`: white when it reaches `ratio`, else the app's near-black
 * text colour when that does, else whichever of white and black reads better (black reaches 4.5:1
 * on every colour that white does not).
 */
export function readableTextOn(background: string, dark = '#1c2430', ratio = AA_TEXT_CONTRAST): string {
  if (contrastRatio('#ffffff', background) >= ratio) return '#ffffff';
  if (contrastRatio(dark, background) >= ratio) return dark;
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}
