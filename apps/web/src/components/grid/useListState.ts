import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { FilterValues, ListDefinition, ListQuery, ListQueryIssue } from '@fieldwork/contracts';
import { useGetClientStateByIdQuery, useGetClientStateQuery } from './gridApi';
import { initialSource, queryOfState, readListUrl, VIEW_PARAM, writeListUrl } from './listUrl';

export interface ListStateOptions {
  /** Parameters of the screen's own, kept in the address but not the list's. */
  ignore?: readonly string[];
  /** Filters the screen opens with when the address has none (instead of the user's default). */
  presetFilters?: FilterValues;
}

export interface ListState {
  query: ListQuery;
  /** False while the opening filters (a widget's, or the user's default) are on their way. */
  ready: boolean;
  /** Parameters of the address that no longer apply, dropped. */
  dropped: ListQueryIssue[];
  /** Changes the list; anything but a page change starts again at page 1. `replace` keeps Back where it was. */
  update: (patch: Partial<ListQuery>, options?: { replace?: boolean }) => void;
  /** Which alternate view (tiles...) the address asks for; null for the table. */
  view: string | null;
  setView: (view: string | null) => void;
}

/**
 * A list's state, kept in the address bar through the contracts' codec: Back and a shared link
 * restore it, and stale parameters are dropped (and said) rather than crashing the screen.
 */
const NO_PARAMS: readonly string[] = [];

export function useListState(def: ListDefinition, { ignore = NO_PARAMS, presetFilters }: ListStateOptions = {}): ListState {
  const [search, setSearch] = useSearchParams();
  const routeParams = useParams();
  const keep = useMemo(() => [VIEW_PARAM, ...ignore], [ignore]);
  const parsed = useMemo(() => readListUrl(def, search, ignore), [def, search, ignore]);
  const [dropped, setDropped] = useState<ListQueryIssue[]>([]);
  // Where the opening state comes from is decided once, from the address the list opened on.
  const [source] = useState(() => initialSource({ search, routeParams, hasPreset: presetFilters !== undefined, ignore }));
  const [resolved, setResolved] = useState(source.kind === 'url' || source.kind === 'none');
  // The address the opening state was written to: the list waits for the router to get there.
  const [expected, setExpected] = useState<string | null>(null);
  const ready = resolved && (expected === null || search.toString() === expected);

  const widget = useGetClientStateByIdQuery(source.kind === 'widget' ? source.widgetId : '', { skip: source.kind !== 'widget' });
  const saved = useGetClientStateQuery(def.name, { skip: source.kind !== 'default' });

  const replaceWith = useCallback(
    (query: Partial<ListQuery>) => setSearch((current) => writeListUrl(def, query, current, keep), { replace: true }),
    [def, keep, setSearch],
  );

  useEffect(() => {
    if (resolved) return;
    const open = (query: Partial<ListQuery>) => {
      const next = writeListUrl(def, query, search, keep);
      setExpected(next.toString());
      setSearch(next, { replace: true });
      setResolved(true);
    };
    if (source.kind === 'preset') return open({ filters: presetFilters ?? {} });
    const call = source.kind === 'widget' ? widget : saved;
    if (call.isLoading || call.isUninitialized) return;
    // A failed call opens the list unfiltered; the widget's reference is not kept once applied.
    open(call.data?.state ? queryOfState(def, call.data.state) : parsed.query);
  }, [resolved, source, widget, saved, def, search, keep, parsed.query, presetFilters, setSearch]);

  useEffect(() => {
    if (expected !== null && search.toString() === expected) setExpected(null);
  }, [expected, search]);

  useEffect(() => {
    if (parsed.issues.length === 0) return;
    setDropped(parsed.issues);
    replaceWith(parsed.query);
  }, [parsed, replaceWith]);

  const update = useCallback(
    (patch: Partial<ListQuery>, options: { replace?: boolean } = {}) => {
      const onlyPage = Object.keys(patch).every((key) => key === 'page');
      setSearch((current) => {
        const base = readListUrl(def, current, ignore).query;
        return writeListUrl(def, { ...base, ...patch, page: onlyPage ? (patch.page ?? base.page) : 1 }, current, keep);
      }, options);
    },
    [def, ignore, keep, setSearch],
  );

  const setView = useCallback(
    (view: string | null) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (view) next.set(VIEW_PARAM, view);
        else next.delete(VIEW_PARAM);
        return next;
      }),
    [setSearch],
  );

  return { query: parsed.query, ready, dropped, update, view: search.get(VIEW_PARAM), setView };
}
