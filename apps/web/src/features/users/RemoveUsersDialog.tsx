import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { displayName } from '@fieldwork/contracts';

interface RemoveUsersDialogProps {
  /** Who would be removed; null keeps the dialog closed. */
  users: readonly { id: string; name: { first: string; last: string }; email: string }[] | null;
  removing: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before users are removed (spec 1 section 5); a refusal stays in the dialog. 500 px wide (spec 1 section 9). */
export function RemoveUsersDialog({ users, removing, error, onCancel, onConfirm }: RemoveUsersDialogProps) {
  const { t } = useTranslation();
  const list = users ?? [];
  return (
    <Dialog
      open={users !== null}
      onClose={removing ? undefined : onCancel}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby="remove-users-title"
      aria-describedby="remove-users-text"
    >
      <DialogTitle id="remove-users-title">{t('users.remove.title', { count: list.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-users-text">{t('users.remove.body')}</DialogContentText>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5, maxHeight: 200, overflow: 'auto' }}>
          {list.map((u) => (
            <li key={u.id}>
              <bdi>{displayName(u)}</bdi>
            </li>
          ))}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={removing}>
          {t('users.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={removing} data-testid="confirm-remove">
          {removing ? t('users.remove.removing') : t('users.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
