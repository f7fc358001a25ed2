import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTotal, fromGridPage, parsePageJump, toGridPage } from './paging';

export interface GridPagerProps {
  /** 1-based. */
  page: number;
  limit: number;
  pageSizes: readonly number[];
  /** Rows on this page. */
  shown: number;
  total: number;
  totalExact: boolean;
  totalPages: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/**
 * The list's footer (spec 3 section 9): the counter "shown | total", the page size, the pages
 * (zero-based in the component, shown +1) and a page jump that ignores what is not a number.
 */
export function GridPager({ page, limit, pageSizes, shown, total, totalExact, totalPages, onPageChange, onLimitChange }: GridPagerProps) {
  const { t, i18n } = useTranslation();
  const [jump, setJump] = useState('');
  const counter = t('grid.counter', { shown, total: formatTotal(total, totalExact, i18n.language) });

  function go() {
    const target = parsePageJump(jump, totalPages);
    setJump('');
    if (target !== null && target !== page) onPageChange(target);
  }

  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mt: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status" aria-label={`${t('grid.counterLabel')}: ${counter}`} data-testid="grid-counter">
        <bdi>{counter}</bdi>
      </Typography>
      <TablePagination
        component="div"
        count={total}
        page={toGridPage(page)}
        rowsPerPage={limit}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_e, next) => onPageChange(fromGridPage(next))}
        onRowsPerPageChange={(event) => onLimitChange(Number(event.target.value))}
        labelRowsPerPage={t('grid.perPage')}
        labelDisplayedRows={() => t('grid.pageOf', { page, pages: Math.max(1, totalPages) })}
        getItemAriaLabel={(type) => t(`grid.pageNav.${type}`)}
        showFirstButton
        showLastButton
        sx={{ flex: 1, '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
      />
      <TextField
        size="small"
        label={t('grid.jumpToPage')}
        value={jump}
        onChange={(event) => setJump(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go();
        }}
        onBlur={go}
        slotProps={{ htmlInput: { inputMode: 'numeric', size: 4 } }}
        sx={{ width: 120 }}
      />
    </Stack>
  );
}
