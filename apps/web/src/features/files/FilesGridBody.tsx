import type { ReactNode } from 'react';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, type Asset, type Page } from '@fieldwork/contracts';
import { AttachmentGrid } from '../../components/attachments/AttachmentGrid';

interface FilesGridBodyProps {
  data: Page<Asset> | undefined;
  loading: boolean;
  fetching: boolean;
  error: string | null;
  onRetry: () => void;
  searching: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  selectedIds: ReadonlySet<string>;
  onToggleSelected: (asset: Asset) => void;
  onOpen: (asset: Asset) => void;
  renderActions: (asset: Asset) => ReactNode;
}

/** The list part of the files screen: skeletons, the error with retry, the empty state, or tiles with paging. */
export function FilesGridBody(props: FilesGridBodyProps) {
  const { t } = useTranslation();
  const { data, loading, fetching, error, onRetry, searching, page, pageSize } = props;

  if (loading) {
    return (
      <Box aria-busy="true" aria-label={t('app.loading')} data-testid="files-loading" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 44%), 1fr))' }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Box key={i}>
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
            <Skeleton width="70%" />
            <Skeleton width="35%" />
          </Box>
        ))}
      </Box>
    );
  }
  if (error) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t('screens.retry')}</Button>} data-testid="files-error">
        <Typography variant="body2" sx={{ fontWeight: 500 }}>{t('files.loadFailed')}</Typography>
        {error}
      </Alert>
    );
  }
  if (!data || data.docs.length === 0) {
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 6, gap: 1 }} data-testid="files-empty">
        <FolderOpenOutlinedIcon sx={{ fontSize: 56 }} color="disabled" aria-hidden />
        <Typography variant="h6" component="p">{searching ? t('files.noMatches') : t('files.emptyTitle')}</Typography>
        <Typography color="text.secondary">{searching ? t('files.noMatchesHint') : t('files.emptyHint')}</Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={fetching}>
      <AttachmentGrid
        assets={data.docs}
        label={t('files.listLabel')}
        onOpen={props.onOpen}
        selectedIds={props.selectedIds}
        onToggleSelected={props.onToggleSelected}
        renderActions={props.renderActions}
      />
      <TablePagination
        component="div"
        count={data.totalDocs}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_e, next) => props.onPageChange(next)}
        onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage={t('files.pageSize')}
        labelDisplayedRows={({ from, to, count }) => t('files.counter', { shown: count === 0 ? 0 : to - from + 1, total: count })}
        getItemAriaLabel={(type) => t(`files.pageNav.${type}`)}
        sx={{ mt: 1, '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
      />
    </Box>
  );
}
