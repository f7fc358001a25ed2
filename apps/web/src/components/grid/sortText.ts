import type { TFunction } from 'i18next';
import type { ListDefinition, ListSort } from '@fieldwork/contracts';

/** A sort key's name: the column sorting by it, else `<prefix>.sorts.<key>`. */
export function sortFieldLabel(t: TFunction, prefix: string, def: ListDefinition, key: string): string {
  const column = def.columns.find((c) => c.sort === key);
  return t(`${prefix}.${column ? column.label : `sorts.${key}`}`);
}

/** Every sort the list offers, both ways, as `key` or `-key` (the URL's spelling). */
export function sortChoices(def: ListDefinition): string[] {
  return def.sorts.flatMap((key) => [key, `-${key}`]);
}

export function sortToken(sort: ListSort): string {
  return `${sort.dir === 'desc' ? '-' : ''}${sort.key}`;
}

export function sortOfToken(token: string): ListSort {
  return token.startsWith('-') ? { key: token.slice(1), dir: 'desc' } : { key: token, dir: 'asc' };
}
