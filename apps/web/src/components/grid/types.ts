import type { ReactNode } from 'react';
import type { FilterValues, ListDefinition, ListQuery } from '@fieldwork/contracts';
import type { ListPage } from './gridApi';

/** A column of a list screen: one the definition declares (by its key), or the screen's own. */
export interface GridListColumn<Row> {
  key: string;
  /** Catalogue key under the screen's prefix, for a column the definition does not declare. */
  label?: string;
  /** What the cell shows; without it, `value` (or the row's field of that key) as text. */
  render?: (row: Row) => ReactNode;
  value?: (row: Row) => string | number | null;
  width?: number;
  flex?: number;
  minWidth?: number;
  align?: 'left' | 'right' | 'center';
  /** Hidden from the small-screen cards (a thumbnail the card shows otherwise...). */
  hideOnCards?: boolean;
}

/** What a list's data hook answers: RTK Query's hook of the list's endpoint fits as it is. */
export interface ListRows<Row> {
  data?: ListPage<Row>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The list's request as its query string (listQueryToParams), the argument of its data hook. */
export type UseListRows<Row> = (params: string, options: { skip: boolean }) => ListRows<Row>;

/** What another view of the same rows (tiles...) is handed. */
export interface ViewContext<Row> {
  rows: readonly Row[];
  selectedIds: ReadonlySet<string>;
  /** A row's checkbox. */
  toggle: (row: Row) => void;
  /** A click on a row: it alone, in the right panel. */
  open: (row: Row) => void;
}

export interface AlternateView<Row> {
  key: string;
  /** Full catalogue key of its name. */
  label: string;
  icon: ReactNode;
  render: (context: ViewContext<Row>) => ReactNode;
}

/**
 * The record the address names (/jobs/{id}, a share link): the panel shows it alone, whether or
 * not its row is on the page, and a row's click opens its record this way. The list calls
 * `onOpen(null)` when the panel closes or a selection of other rows takes its place.
 */
export interface AddressRecord {
  id: string | null;
  onOpen: (id: string | null) => void;
  renderPanel: (id: string) => ReactNode;
}

export interface GridListProps<Row> {
  definition: ListDefinition;
  /** The screen's catalogue prefix: definition labels are read as `<prefix>.<label>`. */
  prefix: string;
  /** The grid's accessible name. */
  label: string;
  columns: readonly GridListColumn<Row>[];
  useRows: UseListRows<Row>;
  getRowId: (row: Row) => string;
  /** A row's name, for its checkbox ("Select facade.jpg"). */
  getRowName: (row: Row) => string;
  /**
   * The right panel's content for the selected rows (and the rows loaded, for a preview that
   * steps through them); without it the list has no right panel.
   */
  renderPanel?: (rows: readonly Row[], loaded: readonly Row[]) => ReactNode;
  /** A record the address opens in the panel (see AddressRecord). */
  addressRecord?: AddressRecord;
  /** The panel's width beside the list, in px (380 unless said). */
  panelWidth?: number;
  /** Buttons for the selected rows (download as zip...), in the selection bar. */
  renderSelectionActions?: (rows: readonly Row[], clear: () => void) => ReactNode;
  /** The download button (shown while filters are active, when the definition offers it). */
  onDownload?: (query: ListQuery, rows: readonly Row[]) => void;
  /** The report button, when the definition offers one. */
  onReport?: () => void;
  /** Other views of the same rows beside the table, chosen in the toolbar and kept in the address. */
  views?: readonly AlternateView<Row>[];
  presetFilters?: FilterValues;
  /** The screen's own address parameters, left alone by the list. */
  ignoreParams?: readonly string[];
  /** Texts of the empty list: unfiltered and filtered. */
  emptyText?: string;
  emptyFilteredText?: string;
}
