import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen; names in it go in <bdi> so that Hebrew around them keeps its order. */
  body: ReactNode;
  /** More below the text (the list of what goes). */
  details?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the call runs ("Deleting…"). */
  busyLabel?: string;
  busy: boolean;
  /** The server's refusal: it stays in the dialog, which stays open. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's test id. */
  confirmTestId?: string;
}

/**
 * Asks before something is deleted or taken away (spec 1 section 5): confirm modal 500 px wide
 * (spec 1 section 9), the confirm button red, a refusal shown inside. While the call runs the
 * dialog cannot be dismissed, so its answer is never lost.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  details,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onCancel,
  onConfirm,
  confirmTestId,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ overflowWrap: 'anywhere' }}>
          {body}
        </DialogContentText>
        {details}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="confirm-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy} data-testid={confirmTestId}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
