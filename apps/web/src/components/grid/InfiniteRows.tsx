import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { listQueryToParams, type ListDefinition, type ListQuery } from '@fieldwork/contracts';
import type { ListPage } from './gridApi';
import type { UseListRows } from './types';

interface InfiniteRowsProps<Row> {
  definition: ListDefinition;
  query: ListQuery;
  useRows: UseListRows<Row>;
  /** Draws one page's rows. */
  renderRows: (rows: readonly Row[]) => ReactNode;
  /** Every loaded page's rows, so the panel finds the selected ones. */
  onRows: (page: number, rows: readonly Row[]) => void;
  onFirstPage: (data: ListPage<Row> | undefined, failed: boolean, retry: () => void) => void;
}

/** Small screens: pages follow one another as the reader scrolls (spec 3 section 2), no pager. */
export function InfiniteRows<Row>(props: InfiniteRowsProps<Row>) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const [totalPages, setTotalPages] = useState(1);
  const [lastLoaded, setLastLoaded] = useState(0);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = pages < totalPages;
  const canLoad = more && lastLoaded >= pages;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setPages((n) => n + 1);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad]);

  return (
    <Stack spacing={1.5}>
      {Array.from({ length: pages }, (_, i) => (
        <RowsPage
          key={i + 1}
          {...props}
          page={i + 1}
          onLoaded={(data) => {
            setTotalPages(data.totalPages);
            setLastLoaded((n) => Math.max(n, i + 1));
          }}
        />
      ))}
      <div ref={sentinel} />
      {more ? (
        <Button onClick={() => setPages((n) => n + 1)} disabled={!canLoad} startIcon={canLoad ? undefined : <CircularProgress size={16} aria-hidden />}>
          {t('grid.loadingMore')}
        </Button>
      ) : (
        lastLoaded > 1 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('grid.endOfList')}
          </Typography>
        )
      )}
    </Stack>
  );
}

function RowsPage<Row>({ definition, query, useRows, renderRows, onRows, onFirstPage, page, onLoaded }: InfiniteRowsProps<Row> & { page: number; onLoaded: (data: ListPage<Row>) => void }) {
  const params = new URLSearchParams(listQueryToParams(definition, { ...query, page })).toString();
  const { data, isError, refetch } = useRows(params, { skip: false });
  useEffect(() => {
    if (!data) return;
    onRows(page, data.docs);
    onLoaded(data);
    // The callbacks are the parent's, new each render; only new data matters.
  }, [data]);
  useEffect(() => {
    if (page === 1) onFirstPage(data, isError, () => void refetch());
  }, [data, isError, page]);
  return data ? <>{renderRows(data.docs)}</> : null;
}
