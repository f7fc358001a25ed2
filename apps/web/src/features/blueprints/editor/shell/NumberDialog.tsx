import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface NumberDialogProps {
  open: boolean;
  title: string;
  label: string;
  min: number;
  max?: number;
  step: number;
  /** Whether a value may be set (whole numbers only for the polygon's sides). */
  valid(value: number): boolean;
  setLabel: string;
  cancelLabel: string;
  onSet(value: number): void;
  onCancel(): void;
}

/**
 * A small dialog asking one number: 'Set polygon sides' (min 1) and the measure inputs
 * (metres, min 1, max 1e19, step 0.1). 'Set' is offered only for a valid value.
 */
export function NumberDialog({ open, title, label, min, max, step, valid, setLabel, cancelLabel, onSet, onCancel }: NumberDialogProps) {
  const id = useId();
  const [raw, setRaw] = useState('');
  useEffect(() => {
    if (open) setRaw('');
  }, [open]);
  const value = raw.trim() === '' ? NaN : Number(raw);
  const ok = valid(value);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth slotProps={{ paper: { sx: { maxWidth: 360 } } }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onSet(value);
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="number"
            label={label}
            value={raw}
            onChange={(e) => setRaw(e.target.value)}
            error={raw !== '' && !ok}
            slotProps={{ htmlInput: { min, max, step, inputMode: 'decimal' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={!ok}>
            {setLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
