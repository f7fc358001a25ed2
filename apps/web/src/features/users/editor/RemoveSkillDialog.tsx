import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface RemoveSkillDialogProps {
  /** The skill's name; null keeps the dialog closed. */
  skill: string | null;
  /** Whose skill it is. */
  userName: string;
  removing: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a skill is taken from a user (spec 1 section 5); a refusal stays in the dialog. 500 px wide (spec 1 section 9). */
export function RemoveSkillDialog({ skill, userName, removing, error, onCancel, onConfirm }: RemoveSkillDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={skill !== null}
      onClose={removing ? undefined : onCancel}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby="remove-skill-title"
      aria-describedby="remove-skill-text"
    >
      <DialogTitle id="remove-skill-title">{t('users.skills.removeDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-skill-text">
          <bdi>{t('users.skills.removeDialog.body', { skill: skill ?? '', name: userName })}</bdi>
        </DialogContentText>
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
        <Button onClick={onConfirm} color="error" variant="contained" disabled={removing} data-testid="confirm-remove-skill">
          {removing ? t('users.skills.removeDialog.removing') : t('users.skills.removeDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
