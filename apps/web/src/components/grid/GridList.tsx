import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { hasActiveFilters, listQueryToParams, type ListQuery } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { MOBILE_BREAKPOINT } from '../../app/theme/createAppTheme';
import { FilterModal } from './FilterModal';
import { FilterPills } from './FilterPills';
import type { ListPage } from './gridApi';
import { GridErrorBoundary } from './GridErrorBoundary';
import { GridPager } from './GridPager';
import { GridTable } from './GridTable';
import { GridToolbar } from './GridToolbar';
import { InfiniteRows } from './InfiniteRows';
import { queryOfState } from './listUrl';
import { MobileFilterSummary, RowCards } from './MobileParts';
import { clampPage } from './paging';
import { RightPanel } from './RightPanel';
import { SavedViews } from './SavedViews';
import { SelectionBar } from './SelectionBar';
import type { GridListProps } from './types';
import { selectionReducer, type SelectionAction } from './selection';
import { useGridSelection } from './useGridSelection';
import { useListState } from './useListState';

/**
 * A grid list screen, built from its ListDefinition (spec 3 sections 2 to 5): toolbar, filter
 * modal, pills, saved views, the table (or another view of the rows), the pager and the right
 * panel. Its state lives in the address; see apps/web/README.md, "Declaring a new list".
 */
export function GridList<Row>(props: GridListProps<Row>) {
  const { definition, prefix, useRows, getRowId, renderPanel, addressRecord: address, views = [] } = props;
  const { t, i18n } = useTranslation();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const list = useListState(definition, { ignore: props.ignoreParams, presetFilters: props.presetFilters });
  const { query } = list;
  const requestParams = useMemo(() => new URLSearchParams(listQueryToParams(definition, query)).toString(), [definition, query]);
  const rows = useRows(requestParams, { skip: !list.ready || mobile });
  const addressed = address?.id ?? null;
  const onAddressOpen = address?.onOpen;
  const letGoOfAddress = useCallback(() => {
    if (addressed !== null) onAddressOpen?.(null);
  }, [addressed, onAddressOpen]);
  const { selection, act: actOnSelection } = useGridSelection(requestParams, { onPanelClosed: letGoOfAddress });
  // The address's record follows the selection: a row's click opens its record; closing the
  // panel, or choosing other rows, lets go of it.
  const act = useCallback(
    (action: SelectionAction) => {
      actOnSelection(action);
      if (!onAddressOpen) return;
      if (action.type === 'rowClicked') onAddressOpen(action.id);
      else if (action.type === 'panelClosed' || action.type === 'cleared') letGoOfAddress();
      else if (action.type === 'checkboxToggled' || action.type === 'allToggled') {
        const next = selectionReducer(selection, action);
        if (!(next.ids.length === 1 && next.ids[0] === addressed)) letGoOfAddress();
      }
    },
    [actOnSelection, onAddressOpen, letGoOfAddress, selection, addressed],
  );
  const showAddressed = addressed !== null && (selection.ids.length === 0 || (selection.ids.length === 1 && selection.ids[0] === addressed));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dismissedDrop, setDismissedDrop] = useState(false);
  // Small screens collect the pages they have scrolled through, for the panel to find its rows.
  const mobileRows = useRef(new Map<number, readonly Row[]>());
  const [mobileFirst, setMobileFirst] = useState<{ data?: ListPage<Row>; failed: boolean; retry: () => void }>({ failed: false, retry: () => undefined });

  const data = mobile ? mobileFirst.data : rows.data;
  const loadedRows = useMemo(() => (mobile ? [...mobileRows.current.values()].flat() : (rows.data?.docs ?? [])), [mobile, rows.data, mobileFirst]);
  const selectedRows = useMemo(() => loadedRows.filter((r) => selection.ids.includes(getRowId(r))), [loadedRows, selection.ids, getRowId]);
  const view = views.find((v) => v.key === list.view) ?? null;
  const activeCount = Object.keys(query.filters).length;

  // A page past the end (rows deleted, an old link) falls back to the last one.
  useEffect(() => {
    if (!mobile && rows.data && rows.data.totalPages >= 1 && query.page > rows.data.totalPages) {
      list.update({ page: clampPage(query.page, rows.data.totalPages) }, { replace: true });
    }
  }, [mobile, rows.data, query.page, list]);

  const update = useCallback((patch: Partial<ListQuery>) => list.update(patch), [list]);
  const open = useCallback((row: Row) => act({ type: 'rowClicked', id: getRowId(row) }), [act, getRowId]);
  // On a phone the panel covers the list: ticking boxes leaves it closed (a row's click opens it).
  const toggle = useCallback((row: Row) => act({ type: 'checkboxToggled', id: getRowId(row), openPanel: !mobile }), [act, getRowId, mobile]);
  const failed = mobile ? mobileFirst.failed : rows.isError;
  const empty = data !== undefined && data.docs.length === 0 && query.page === 1;
  const filtered = activeCount > 0 || query.search !== '';

  const content = (pageRows: readonly Row[]) =>
    view ? (
      view.render({ rows: pageRows, selectedIds: new Set(selection.ids), toggle, open })
    ) : mobile ? (
      <RowCards rows={pageRows} {...props} selectedIds={selection.ids} onOpen={open} onToggle={toggle} />
    ) : (
      <GridTable
        {...props}
        rows={pageRows}
        rowCount={rows.data?.totalDocs ?? 0}
        loading={rows.isFetching}
        page={query.page}
        limit={query.limit}
        sort={query.sort}
        onSortChange={(sort) => update({ sort })}
        selectedIds={selection.ids}
        onRowClick={(id) => act({ type: 'rowClicked', id })}
        onToggle={(id) => act({ type: 'checkboxToggled', id, openPanel: !mobile })}
        onToggleAll={(ids) => act({ type: 'allToggled', ids, openPanel: !mobile })}
      />
    );

  return (
    <Stack spacing={2}>
      <GridToolbar
        searchable={definition.search}
        search={query.search}
        onSearch={(search) => update({ search })}
        activeFilters={activeCount}
        onOpenFilters={() => setFiltersOpen(true)}
        views={<SavedViews definition={definition} query={query} onApply={(state) => update(queryOfState(definition, state))} />}
        viewChoices={views.map((v) => ({ key: v.key, label: t(v.label), icon: v.icon }))}
        view={view?.key ?? null}
        onView={list.setView}
        onReport={definition.report ? props.onReport : undefined}
        onDownload={definition.download && props.onDownload && hasActiveFilters(query) ? () => props.onDownload!(query, loadedRows) : undefined}
      />
      {list.dropped.length > 0 && !dismissedDrop && (
        <Alert severity="info" onClose={() => setDismissedDrop(true)} data-testid="grid-dropped-params">
          {t('grid.droppedParams', { params: list.dropped.map((d) => d.param).join(', ') })}
        </Alert>
      )}
      {mobile ? (
        <MobileFilterSummary count={activeCount}>
          <FilterPills definition={definition} prefix={prefix} filters={query.filters} onRemove={(key) => update({ filters: without(query.filters, key) })} />
        </MobileFilterSummary>
      ) : (
        <FilterPills definition={definition} prefix={prefix} filters={query.filters} onRemove={(key) => update({ filters: without(query.filters, key) })} />
      )}
      {/* Counted over the rows still listed: a row removed by an action leaves the selection with it. */}
      {selectedRows.length > 0 && (
        <SelectionBar count={selectedRows.length} onClear={() => act({ type: 'cleared' })}>
          {props.renderSelectionActions?.(selectedRows, () => act({ type: 'cleared' }))}
        </SelectionBar>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {failed ? (
            <Alert
              severity="error"
              data-testid="grid-error"
              action={<Button color="inherit" size="small" onClick={() => (mobile ? mobileFirst.retry() : void rows.refetch())}>{t('grid.retry')}</Button>}
            >
              <Typography variant="body2" sx={{ fontWeight: 500 }}>{t('grid.loadFailed')}</Typography>
              {errorMessage((mobile ? undefined : rows.error) as Parameters<typeof errorMessage>[0], t, i18n.language)}
            </Alert>
          ) : empty ? (
            <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary" data-testid="grid-empty">
              {filtered ? (props.emptyFilteredText ?? t('grid.emptyFiltered')) : (props.emptyText ?? t('grid.empty'))}
            </Typography>
          ) : null}
          <GridErrorBoundary
            resetKey={data}
            fallback={(retry) => (
              <Alert severity="warning" data-testid="grid-render-failed" action={<Button color="inherit" size="small" onClick={retry}>{t('grid.retry')}</Button>}>
                {t('grid.renderFailed')}
              </Alert>
            )}
          >
            {mobile ? (
              <InfiniteRows
                key={new URLSearchParams(listQueryToParams(definition, { ...query, page: 1 })).toString()}
                definition={definition}
                query={query}
                useRows={useRows}
                renderRows={content}
                onRows={(page, pageRows) => mobileRows.current.set(page, pageRows)}
                onFirstPage={(first, firstFailed, retry) => setMobileFirst({ data: first, failed: firstFailed, retry })}
              />
            ) : (
              !failed && !empty && list.ready && (rows.data || !view) && content(rows.data?.docs ?? [])
            )}
          </GridErrorBoundary>
          {!mobile && rows.data && !empty && (
            <GridPager
              page={query.page}
              limit={query.limit}
              pageSizes={definition.pageSizes}
              shown={rows.data.docs.length}
              total={rows.data.totalDocs}
              totalExact={rows.data.totalExact ?? true}
              totalPages={rows.data.totalPages}
              onPageChange={(page) => update({ page })}
              onLimitChange={(limit) => update({ limit })}
            />
          )}
        </Box>
        {(renderPanel || address) && (
          <RightPanel
            open={showAddressed || (selection.panelOpen && selectedRows.length > 0)}
            overlay={mobile}
            width={props.panelWidth}
            onClose={() => act({ type: 'panelClosed' })}
          >
            {showAddressed ? address!.renderPanel(addressed) : renderPanel?.(selectedRows, loadedRows)}
          </RightPanel>
        )}
      </Stack>
      <FilterModal
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        definition={definition}
        prefix={prefix}
        query={query}
        onApply={(filters, sort) => update({ filters, sort })}
      />
    </Stack>
  );
}

function without<T extends object>(record: T, key: string): T {
  const { [key]: _removed, ...rest } = record as Record<string, unknown>;
  return rest as T;
}
