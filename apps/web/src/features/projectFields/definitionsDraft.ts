import { projectFieldIdSchema, type ProjectFieldDefinition } from '@fieldwork/contracts';

/** A key from a label: ASCII letters and digits in camel case, or `field{n}` when the label has none (a Hebrew label). */
export function keyFromLabel(label: string, taken: ReadonlySet<string>, fallback = 'field'): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let base = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('').slice(0, 40);
  if (!/^[A-Za-z]/.test(base)) base = fallback + base;
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}${n}`;
  return key;
}

/** Whether a key is one the server takes. */
export function isValidKey(key: string): boolean {
  return projectFieldIdSchema.safeParse(key).success;
}

/** Moves the field at `index` by `by` places. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** Column definitions from one label a line. */
export function columnsFromText(text: string): ProjectFieldDefinition['columns'] {
  const labels = text.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 20);
  if (labels.length === 0) return undefined;
  const taken = new Set<string>();
  return labels.map((label) => {
    const key = keyFromLabel(label, taken, 'col').replace(/-/g, '_');
    taken.add(key);
    return { key, label: label.slice(0, 100) };
  });
}
