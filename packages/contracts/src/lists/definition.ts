import type { Action } from '../policy';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../pagination';

/**
 * A grid list, declared once (spec 3 sections 2, 3 and 5). The web builds its toolbar, filter
 * modal, pills and columns from it; the API validates every request against it and turns it into
 * SQL. Labels are i18n keys of the screen's catalogue.
 */

/** Where a picker (search-select, user select) finds its options. */
export const PICKER_SOURCES = ['users', 'projects', 'jobTypes', 'skills', 'jobs', 'statuses'] as const;
export type PickerSource = (typeof PICKER_SOURCES)[number];

/** How ids in a filter look: the server refuses anything else before it reaches SQL. */
export type IdFormat = 'uuid' | 'key';

interface FilterBase<K extends string> {
  kind: K;
  key: string;
  /** i18n key of its label. */
  label: string;
  /** The filter modal's section dropdown groups filters by this (i18n key). */
  section?: string;
  /**
   * Read by the server but not offered in the filter modal or its pills: parameters a caller
   * (a picker, the spec's clients) sends, such as the users list's include_me.
   */
  hidden?: boolean;
}

/** One value of a fixed list, shown as a radio button. */
export interface RadioFilter extends FilterBase<'radio'> {
  options: readonly string[];
}
/** Any of a fixed list of values, as checkboxes. */
export interface CheckboxFilter extends FilterBase<'checkbox'> {
  options: readonly string[];
}
/** Free text; the operator is always `contains` (spec 3 section 5). */
export interface TextFilter extends FilterBase<'text'> {
  operators: readonly TextOperator[];
}
/** One value of a fixed list, as a drop-down. */
export interface SelectFilter extends FilterBase<'select'> {
  options: readonly string[];
}
/** Any of the rows of another list (projects, job types...), picked by searching. */
export interface SearchSelectFilter extends FilterBase<'searchSelect'> {
  source: PickerSource;
  idFormat: IdFormat;
  /** At most this many picked. */
  max: number;
}
/** Any of a fixed list of values, picked in an autocomplete. */
export interface AutoSelectFilter extends FilterBase<'autoSelect'> {
  options: readonly string[];
}
/** Any of the instance's users. */
export interface UserFilter extends FilterBase<'user'> {
  max: number;
}
/** A preset (today, this week...) or a custom range of days. */
export type DateFilter = FilterBase<'date'>;
/** A value per step, each step narrowing the next (a target kind, then which one). */
export interface MultiStepFilter extends FilterBase<'multiStep'> {
  steps: readonly MultiStep[];
}
export interface MultiStep {
  key: string;
  label: string;
  /** Fixed options; without them the step takes an id in `idFormat`. */
  options?: readonly string[];
  idFormat?: IdFormat;
}

export const TEXT_OPERATORS = ['contains'] as const;
export type TextOperator = (typeof TEXT_OPERATORS)[number];

export type FilterDefinition =
  | RadioFilter
  | CheckboxFilter
  | TextFilter
  | SelectFilter
  | SearchSelectFilter
  | AutoSelectFilter
  | UserFilter
  | DateFilter
  | MultiStepFilter;
export type FilterKind = FilterDefinition['kind'];

export const FILTER_KINDS = [
  'radio',
  'checkbox',
  'text',
  'select',
  'searchSelect',
  'autoSelect',
  'user',
  'date',
  'multiStep',
] as const satisfies readonly FilterKind[];

export interface ColumnDefinition {
  key: string;
  label: string;
  /** Sortable columns name their sort key (usually their own key). */
  sort?: string;
}

export type SortDirection = 'asc' | 'desc';
export interface ListSort {
  key: string;
  dir: SortDirection;
}

export interface ListDefinition {
  /** The list's name: the {instance} of the templates calls and the {screen} of client state. */
  name: string;
  /** Who may open it (and read or save its views). */
  action: Action;
  columns: readonly ColumnDefinition[];
  /** Sort keys the server accepts; the sort dropdown offers them. */
  sorts: readonly string[];
  defaultSort: ListSort;
  filters: readonly FilterDefinition[];
  /** Whether it has a search box. */
  search: boolean;
  /** Whether it offers a download of the filtered rows (shown while filters are active). */
  download: boolean;
  /** Whether it offers the report builder. */
  report: boolean;
  pageSizes: readonly number[];
  defaultPageSize: number;
}

/**
 * A list as declared, with its filters and sort keys kept literal: the API's SQL mapping is typed
 * over them, so a filter declared here without its SQL does not compile.
 */
export type DefinedList<F extends readonly FilterDefinition[], S extends readonly string[]> = ListDefinition & {
  readonly filters: F;
  readonly sorts: S;
};

/** The keys of a list's filters. */
export type FilterKeyOf<D extends ListDefinition> = D['filters'][number]['key'];
/** The kind of the filter named `K`. */
export type FilterKindOf<D extends ListDefinition, K extends string> = Extract<D['filters'][number], { key: K }>['kind'];
/** The sort keys of a list. */
export type SortKeyOf<D extends ListDefinition> = D['sorts'][number];

/** Declares a list: checks it is coherent once, when the module loads, and fills the defaults. */
export function defineList<const F extends readonly FilterDefinition[], const S extends readonly string[]>(
  def: Omit<ListDefinition, 'pageSizes' | 'defaultPageSize' | 'download' | 'report' | 'filters' | 'sorts'> &
    Partial<Pick<ListDefinition, 'pageSizes' | 'defaultPageSize' | 'download' | 'report'>> & { filters: F; sorts: S },
): DefinedList<F, S> {
  const full: DefinedList<F, S> = {
    pageSizes: PAGE_SIZE_OPTIONS,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    download: false,
    report: false,
    ...def,
  };
  const keys = new Set<string>();
  for (const f of full.filters) {
    if (RESERVED_PARAMS.includes(f.key as ReservedParam) || keys.has(f.key) || !KEY_RE.test(f.key)) {
      throw new Error(`List ${full.name}: filter key '${f.key}' is reserved, repeated or malformed`);
    }
    keys.add(f.key);
  }
  if (!full.sorts.includes(full.defaultSort.key)) throw new Error(`List ${full.name}: default sort is not sortable`);
  for (const c of full.columns) {
    if (c.sort && !full.sorts.includes(c.sort)) throw new Error(`List ${full.name}: column ${c.key} sorts by an unknown key`);
  }
  if (!full.pageSizes.includes(full.defaultPageSize)) throw new Error(`List ${full.name}: default page size not offered`);
  return full;
}

/** Query parameters every list reads besides its filters. */
export const RESERVED_PARAMS = ['page', 'limit', 'page_size', 'sort', 'search'] as const;
type ReservedParam = (typeof RESERVED_PARAMS)[number];
const KEY_RE = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

export function filterOf(def: ListDefinition, key: string): FilterDefinition | undefined {
  return def.filters.find((f) => f.key === key);
}
