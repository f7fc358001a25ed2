import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { VIEW_NAME_MAX } from '@fieldwork/contracts';

interface ViewNameDialogProps {
  open: boolean;
  title: string;
  initialName: string;
  /** Offered to those who may share views (admins). */
  canShare: boolean;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (name: string, shared: boolean) => void;
}

/** Names a saved view: to save the current filters, or to rename one. */
export function ViewNameDialog(props: ViewNameDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onCancel} fullWidth maxWidth="xs" aria-labelledby="view-name-title">
      <DialogTitle id="view-name-title">{props.title}</DialogTitle>
      {props.open && <ViewNameForm {...props} />}
    </Dialog>
  );
}

function ViewNameForm({ initialName, canShare, busy, error, onCancel, onSave }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const valid = name.trim().length > 0 && name.trim().length <= VIEW_NAME_MAX;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSave(name.trim(), shared);
      }}
    >
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={t('grid.views.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
        />
        {canShare && (
          <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={shared} onChange={(_e, on) => setShared(on)} />} label={t('grid.views.shareAll')} />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('grid.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !valid}>
          {t('grid.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
