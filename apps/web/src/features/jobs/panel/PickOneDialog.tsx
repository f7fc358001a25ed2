import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Picker, type UsePickerOptions } from '../../../components/pickers/Picker';

interface PickOneDialogProps {
  open: boolean;
  title: string;
  label: string;
  useOptions: UsePickerOptions;
  onSave: (id: string) => Promise<string | null>;
  onClose: () => void;
  testId: string;
}

/** Picks one row of a source (a project, a previous job) and saves it; a refusal stays in the dialog. */
export function PickOneDialog({ open, title, label, useOptions, onSave, onClose, testId }: PickOneDialogProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setPicked([]);
      setError(null);
    }
  }, [open]);

  async function save() {
    if (!picked[0]) return;
    setSaving(true);
    const failure = await onSave(picked[0]);
    setSaving(false);
    if (failure) setError(failure);
    else onClose();
  }

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Picker label={label} value={picked} onChange={(ids) => setPicked(ids.slice(-1))} useOptions={useOptions} max={1} />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('jobs.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || picked.length === 0} data-testid={`${testId}-save`}>
          {saving ? t('jobs.saving') : t('jobs.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
