/**
 * The names of what was picked, by id, for the filter pills: a filter keeps only ids (the URL
 * carries nothing else), and a pill reads better with the name the user chose.
 */
const labels = new Map<string, string>();

export function rememberLabel(id: string, label: string): void {
  labels.set(id, label);
}

export function pickedLabel(id: string): string | undefined {
  return labels.get(id);
}
