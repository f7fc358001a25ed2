/**
 * Element colours as stored on their definitions (contracts: #rgb, #rrggbb, rgb() or rgba()),
 * read as red, green and blue from 0 to 1 with an opacity. Anything else reads as the grey of
 * removed elements.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const GREY: Rgba = { r: 0x80 / 255, g: 0x80 / 255, b: 0x80 / 255, a: 1 };

export function parseColor(value: string | null | undefined): Rgba {
  const text = value?.trim().toLowerCase() ?? '';
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    const n = parseInt(digits, 16);
    return { r: ((n >> 16) & 0xff) / 255, g: ((n >> 8) & 0xff) / 255, b: (n & 0xff) / 255, a: 1 };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(text);
  if (rgb) {
    const channel = (s: string) => Math.min(255, Number(s)) / 255;
    const a = rgb[4] === undefined ? 1 : Math.max(0, Math.min(1, Number(rgb[4])));
    return { r: channel(rgb[1]!), g: channel(rgb[2]!), b: channel(rgb[3]!), a: Number.isFinite(a) ? a : 1 };
  }
  return GREY;
}

/** The colour as ARGB hex (FFRRGGBB), as a spreadsheet fill takes it. */
export function argbOf(value: string): string {
  const { r, g, b } = parseColor(value);
  const hex = (c: number) => Math.round(c * 255).toString(16).padStart(2, '0');
  return `FF${hex(r)}${hex(g)}${hex(b)}`.toUpperCase();
}
