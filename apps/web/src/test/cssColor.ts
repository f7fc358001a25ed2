/**
 * A computed colour as `rgb(r, g, b)` (or `rgba(r, g, b, a)`): the test DOM (happy-dom) gives a
 * colour back as the style wrote it, `#1e88e5` or `rgb(30, 136, 229)`, where a browser always
 * says `rgb(...)`. Tests compare colours through this.
 */
export function cssColor(value: string): string {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value.trim())?.[1];
  if (!hex) return value.trim().replace(/\s*,\s*/g, ', ');
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b, a] = (full.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  return a === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${+(a / 255).toFixed(3)})`;
}
