import { useMemo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { heIL } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { isRtl, type ListDefinition, type ListSort } from '@fieldwork/contracts';
import { toGridPage } from './paging';
import { selectAllState } from './selection';
import type { GridListColumn } from './types';

const SELECT_FIELD = '__select';
const HEBREW_TEXT = heIL.components.MuiDataGrid.defaultProps.localeText;

export interface GridTableProps<Row> {
  definition: ListDefinition;
  prefix: string;
  label: string;
  columns: readonly GridListColumn<Row>[];
  rows: readonly Row[];
  rowCount: number;
  loading: boolean;
  /** 1-based, as the list counts. */
  page: number;
  limit: number;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  getRowId: (row: Row) => string;
  getRowName: (row: Row) => string;
  selectedIds: readonly string[];
  onRowClick: (id: string) => void;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[]) => void;
}

/** The table of a grid list: MUI X DataGrid, paged and sorted by the server, selection ours. */
export function GridTable<Row>(props: GridTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const { definition, prefix, columns, rows, getRowId, getRowName, selectedIds, onToggle, onToggleAll } = props;
  const shownIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const all = selectAllState(selectedIds, shownIds);

  const gridColumns = useMemo<GridColDef[]>(() => {
    const select: GridColDef = {
      field: SELECT_FIELD,
      // Wide enough for the checkbox and the cell's padding (narrower, the grid ellipsed it as "..").
      width: 64,
      align: 'center',
      headerAlign: 'center',
      sortable: false,
      resizable: false,
      disableColumnMenu: true,
      renderHeader: () => (
        <Checkbox
          size="small"
          checked={all === 'all'}
          indeterminate={all === 'some'}
          disabled={shownIds.length === 0}
          onChange={() => onToggleAll(shownIds)}
          // A native checkbox says "mixed" through its indeterminate property; MUI's aria-checked
          // on it is refused by axe (aria-conditional-attr).
          inputRef={(input: HTMLInputElement | null) => {
            if (input) input.indeterminate = all === 'some';
          }}
          slotProps={{ input: { 'aria-label': t('grid.selectAll'), 'aria-checked': undefined } as object }}
        />
      ),
      renderCell: ({ row }) => (
        <Checkbox
          size="small"
          checked={selectedIds.includes(getRowId(row as Row))}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onToggle(getRowId(row as Row))}
          slotProps={{ input: { 'aria-label': t('grid.selectRow', { name: getRowName(row as Row) }) } }}
        />
      ),
    };
    return [
      select,
      ...columns.map((c): GridColDef => {
        const declared = definition.columns.find((d) => d.key === c.key);
        return {
          field: c.key,
          headerName: t(`${prefix}.${declared?.label ?? c.label ?? c.key}`),
          sortable: Boolean(declared?.sort),
          disableColumnMenu: true,
          width: c.width,
          flex: c.flex ?? (c.width ? undefined : 1),
          minWidth: c.minWidth ?? 100,
          align: c.align,
          headerAlign: c.align,
          ...(c.render ? { renderCell: ({ row }) => c.render!(row as Row) } : {}),
          ...(c.value ? { valueGetter: (_v: unknown, row: Row) => c.value!(row) } : {}),
        };
      }),
    ];
  }, [columns, definition, prefix, t, all, shownIds, selectedIds, getRowId, getRowName, onToggle, onToggleAll]);

  const sortModel: GridSortModel = useMemo(() => {
    const column = definition.columns.find((c) => c.sort === props.sort.key);
    return column ? [{ field: column.key, sort: props.sort.dir }] : [];
  }, [definition, props.sort]);

  return (
    <DataGrid
      aria-label={props.label}
      rows={rows as Row[] as object[]}
      columns={gridColumns}
      getRowId={(row) => getRowId(row as Row)}
      rowCount={props.rowCount}
      loading={props.loading}
      autoHeight
      rowHeight={56}
      hideFooter
      disableColumnFilter
      disableColumnSelector
      disableRowSelectionOnClick
      disableVirtualization={rows.length <= 100}
      paginationMode="server"
      sortingMode="server"
      pageSizeOptions={[...definition.pageSizes]}
      // Zero-based inside, as the grid counts; the pager below drives it (the grid's footer is hidden).
      paginationModel={{ page: toGridPage(props.page), pageSize: props.limit }}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        const column = first && definition.columns.find((c) => c.key === first.field);
        props.onSortChange(column?.sort && first?.sort ? { key: column.sort, dir: first.sort } : { ...definition.defaultSort });
      }}
      // Community DataGrid selects one row at most: the selection is ours, the grid only shows it.
      getRowClassName={({ id }) => (selectedIds.includes(String(id)) ? 'Mui-selected' : '')}
      onRowClick={({ id }) => props.onRowClick(String(id))}
      localeText={isRtl(i18n.language) ? HEBREW_TEXT : undefined}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
