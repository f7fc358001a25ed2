import { jobsList, type ListDefinition, type ListSort } from '@fieldwork/contracts';

/** The sort each defaultJobSort setting stands for (spec 2 section 9: created_at unless set): newest first, statuses in order. */
const SORT_OF_SETTING: Record<string, ListSort> = {
  created_at: { key: 'createdAt', dir: 'desc' },
  startDate: { key: 'startDate', dir: 'desc' },
  ID: { key: 'ID', dir: 'desc' },
  status: { key: 'status', dir: 'asc' },
};

export function jobsDefaultSort(defaultJobSort: string): ListSort {
  return SORT_OF_SETTING[defaultJobSort] ?? jobsList.defaultSort;
}

const definitions = new Map<string, ListDefinition>();

/**
 * The jobs list as this instance opens it: its default sort is the instance's defaultJobSort, so
 * the sort menu, the address and saved views take it as the default.
 */
export function jobsListFor(defaultJobSort: string): ListDefinition {
  const sort = jobsDefaultSort(defaultJobSort);
  const key = `${sort.key}:${sort.dir}`;
  let def = definitions.get(key);
  if (!def) {
    def = { ...jobsList, defaultSort: sort };
    definitions.set(key, def);
  }
  return def;
}

/**
 * A request of the instance's list as the API reads it: the address leaves out the instance's
 * default sort, which the API (whose default is the list's own) must be told.
 */
export function withInstanceSort(params: string, defaultJobSort: string): string {
  const sort = jobsDefaultSort(defaultJobSort);
  const search = new URLSearchParams(params);
  if (search.has('sort') || (sort.key === jobsList.defaultSort.key && sort.dir === jobsList.defaultSort.dir)) return params;
  search.set('sort', `${sort.dir === 'desc' ? '-' : ''}${sort.key}`);
  return search.toString();
}
