import {
  listQueryToParams,
  parseListQuery,
  type ListDefinition,
  type ListQuery,
  type ParsedListQuery,
  type RawParams,
} from '@fieldwork/contracts';

/**
 * A list's state lives in the address bar (spec 3 section 2, "Grid list screen"), written and read
 * by the contracts' one codec, so Back and a shared link restore it. Besides the list's own
 * parameters the address may carry the framework's: which view (table or tiles), and the
 * dashboard widget a list was opened from.
 */
export const VIEW_PARAM = 'view';
export const WIDGET_PARAMS = ['reference', 'widgetId'] as const;
export const FRAMEWORK_PARAMS: readonly string[] = [VIEW_PARAM, ...WIDGET_PARAMS];

/** URLSearchParams as the codec reads them: a repeated parameter becomes an array (and is refused). */
export function rawParams(search: URLSearchParams): RawParams {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/** The list's state in the address; stale or unknown parameters come back as issues, not errors. */
export function readListUrl(def: ListDefinition, search: URLSearchParams, ignore: readonly string[] = []): ParsedListQuery {
  return parseListQuery(def, rawParams(search), { ignore: [...FRAMEWORK_PARAMS, ...ignore] });
}

/** The address of a list state, keeping the parameters it does not own (`keep`) as they were. */
export function writeListUrl(
  def: ListDefinition,
  query: Partial<ListQuery>,
  current: URLSearchParams,
  keep: readonly string[] = [VIEW_PARAM],
): URLSearchParams {
  const next = new URLSearchParams(listQueryToParams(def, query));
  for (const key of keep) for (const value of current.getAll(key)) next.append(key, value);
  return next;
}

/** A saved state (a default, a widget's filters, a view) as a query: what no longer parses is dropped. */
export function queryOfState(def: ListDefinition, state: Record<string, string> | null | undefined): ListQuery {
  return parseListQuery(def, state ?? {}).query;
}

export type InitialSource =
  /** The address already says what to show (a shared link, Back, a reload). */
  | { kind: 'url' }
  /** Opened from a dashboard widget: its saved filters. */
  | { kind: 'widget'; widgetId: string }
  /** The screen's own preset filters. */
  | { kind: 'preset' }
  /** The user's saved default for the screen. */
  | { kind: 'default' }
  /** A route about one record (it has an id): nothing is loaded into the list. */
  | { kind: 'none' };

/**
 * What a list shows when it opens (spec 3 section 2): a widget's saved filters when the address
 * carries both `reference` and `widgetId`; otherwise, on a route without an id, the address's own
 * state when it has any, else the preset filters or the user's saved default.
 */
export function initialSource(args: {
  search: URLSearchParams;
  routeParams: Readonly<Record<string, string | undefined>>;
  hasPreset: boolean;
  ignore?: readonly string[];
}): InitialSource {
  const { search, routeParams, hasPreset, ignore = [] } = args;
  const widgetId = search.get('widgetId');
  if (search.get('reference') && widgetId) return { kind: 'widget', widgetId };
  if (routeParams.id !== undefined) return { kind: 'none' };
  const own = [...search.keys()].some((key) => !FRAMEWORK_PARAMS.includes(key) && !ignore.includes(key));
  if (own) return { kind: 'url' };
  return hasPreset ? { kind: 'preset' } : { kind: 'default' };
}
