import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@fieldwork/contracts';
import type { UploadRow } from './useUploadQueue';

interface UploadRowItemProps {
  row: UploadRow;
  /** The failure in words, for failed rows. */
  message: string | null;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

/** One file of the upload list: name, size, progress, and cancel or retry. */
export function UploadRowItem({ row, message, onCancel, onRetry, onRemove }: UploadRowItemProps) {
  const { t } = useTranslation();
  const name = row.file.name;
  const percent = Math.round(row.progress * 100);
  const active = row.status === 'queued' || row.status === 'uploading';
  const failed = row.status === 'failed';

  return (
    <Box component="li" data-testid="upload-row" data-status={row.status} sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {failed ? <ErrorOutlineIcon color="error" /> : <InsertDriveFileOutlinedIcon color="action" />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 500, minWidth: 0 }} title={name} dir="auto">
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              <bdi>{formatBytes(row.file.size)}</bdi>
            </Typography>
          </Stack>
          {active && (
            <LinearProgress
              variant={row.status === 'queued' ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-label={t('upload.progress', { name })}
              sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
            />
          )}
          <Typography variant="caption" color={failed ? 'error' : 'text.secondary'} role={failed ? 'alert' : undefined} sx={{ display: 'block', mt: 0.25 }}>
            {row.status === 'uploading' && t('upload.uploading', { percent })}
            {row.status === 'queued' && t('upload.queued')}
            {row.status === 'cancelled' && t('upload.cancelled')}
            {failed && message}
          </Typography>
        </Box>
        {active ? (
          <Tooltip title={t('upload.cancel')}>
            <IconButton onClick={onCancel} aria-label={t('upload.cancelName', { name })} size="small">
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
            <Button size="small" startIcon={<ReplayIcon />} onClick={onRetry} aria-label={t('upload.retryName', { name })}>
              {t('upload.retry')}
            </Button>
            <Tooltip title={t('upload.remove')}>
              <IconButton onClick={onRemove} aria-label={t('upload.removeName', { name })} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
