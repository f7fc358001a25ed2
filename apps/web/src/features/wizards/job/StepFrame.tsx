import { useEffect, useRef, type ReactNode } from 'react';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

interface StepFrameProps {
  /** "Create a job · Step 2 of 5". */
  progress: ReactNode;
  /** The step's heading; it takes focus when the step opens, where the previous step's button was. */
  heading?: string;
  /** The heading's id, for a control it names (a radio group). */
  headingId?: string;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}

/** One step of the job wizard: where it stands, its heading, its content and its buttons. */
export function StepFrame({ progress, heading, headingId, children, actions, testId }: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <DialogContent data-testid={testId}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: heading ? 1 : 2 }} data-testid="wizard-step">
          {progress}
        </Typography>
        {heading && (
          <Typography ref={headingRef} id={headingId} tabIndex={-1} variant="h3" component="h3" sx={{ mb: 2, outline: 'none', overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </>
  );
}
