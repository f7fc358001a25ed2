import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface DeleteProjectDialogProps {
  name: string;
  deleting: boolean;
  /** The server's refusal ('The project cannot be deleted, linked activities exist'...). */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting asks first (confirm modal 500 px wide, spec 1 section 9); a refusal stays in the dialog. */
export function DeleteProjectDialog({ name, deleting, error, onCancel, onConfirm }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} aria-labelledby="delete-project-title" slotProps={{ paper: { sx: { width: 500, maxWidth: 'calc(100% - 32px)' } } }}>
      <DialogTitle id="delete-project-title">{t('projects.view.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('projects.view.deleteBody', { name: '\u2068' + name + '\u2069' })}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="delete-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('projects.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          {deleting ? t('projects.view.deleting') : t('projects.view.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
