import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@fieldwork/contracts';

interface DeleteFileDialogProps {
  asset: Asset | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a file is deleted for everyone; a refusal stays in the dialog. */
export function DeleteFileDialog({ asset, deleting, error, onCancel, onConfirm }: DeleteFileDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={asset !== null} onClose={deleting ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="delete-file-title" aria-describedby="delete-file-text">
      <DialogTitle id="delete-file-title">{t('files.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-file-text" sx={{ overflowWrap: 'anywhere' }}>
          {t('files.deleteBody', { name: asset?.originalName ?? '' })}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting}>
          {t('files.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={deleting} data-testid="confirm-delete">
          {t('files.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
