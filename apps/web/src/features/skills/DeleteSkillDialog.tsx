import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Skill } from '@fieldwork/contracts';

interface DeleteSkillDialogProps {
  /** The skill to delete; null keeps the dialog closed. */
  skill: Skill | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a skill is deleted: everyone who holds it loses it. A refusal stays in the dialog. */
export function DeleteSkillDialog({ skill, deleting, error, onCancel, onConfirm }: DeleteSkillDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={skill !== null}
      onClose={deleting ? undefined : onCancel}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby="delete-skill-title"
      aria-describedby="delete-skill-text"
    >
      <DialogTitle id="delete-skill-title">{t('skills.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-skill-text">
          <bdi>{t('skills.deleteDialog.body', { name: skill?.name ?? '' })}</bdi>
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting}>
          {t('skills.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={deleting} data-testid="confirm-delete-skill">
          {deleting ? t('skills.deleteDialog.deleting') : t('skills.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
