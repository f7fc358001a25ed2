import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export type Feedback = { severity: 'success' | 'error'; text: string } | null;

interface FeedbackSnackbarProps {
  feedback: Feedback;
  onClose: () => void;
}

/** The short notice after an action: success hides after 3 s, an error stays 8 s and is announced. */
export function FeedbackSnackbar({ feedback, onClose }: FeedbackSnackbarProps) {
  return (
    <Snackbar
      open={feedback !== null}
      autoHideDuration={feedback?.severity === 'error' ? 8000 : 3000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {feedback ? (
        <Alert severity={feedback.severity} variant="filled" onClose={onClose} role={feedback.severity === 'error' ? 'alert' : 'status'}>
          {feedback.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
