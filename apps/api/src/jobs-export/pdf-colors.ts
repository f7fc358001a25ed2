/**
 * Colours as the PDF draws them (#rrggbb). Statuses are stored as a palette name or #rrggbb
 * (contracts: customStatusSchema); a name the palette does not know is drawn grey.
 */

const PALETTE: Record<string, string> = {
  grey: '#9e9e9e',
  gray: '#9e9e9e',
  red: '#e53935',
  blue: '#1e88e5',
  orange: '#fb8c00',
  green: '#43a047',
  pink: '#d81b60',
  cyan: '#00acc1',
  purple: '#8e24aa',
  violet: '#8e24aa',
  indigo: '#3949ab',
  teal: '#00897b',
  lime: '#c0ca33',
  yellow: '#fdd835',
  amber: '#ffb300',
  brown: '#6d4c41',
  black: '#212121',
  navy: '#1a237e',
  magenta: '#e010b2',
  gold: '#f9a825',
};

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** `value` as #rrggbb: a hex colour as it is, a palette name by the palette, else `fallback`. */
export function pdfColor(value: string | null | undefined, fallback = PALETTE.grey!): string {
  const text = value?.trim().toLowerCase() ?? '';
  if (HEX.test(text)) return text.length === 4 ? `#${[...text.slice(1)].map((c) => c + c).join('')}` : text;
  return PALETTE[text] ?? fallback;
}
