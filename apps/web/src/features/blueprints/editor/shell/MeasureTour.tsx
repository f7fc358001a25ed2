import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** The measure tour's steps, in order (spec 3 section 2). */
export const TOUR_STEPS = ['intro', 'selectTool', 'setHeight', 'setWidth'] as const;

export interface MeasureTourProps {
  open: boolean;
  /** Finished or skipped: the plan's measureIntroDisplayed is stored. */
  onDone(): void;
}

/** The guided tour of set mode, for system admins, once per plan (replayable). */
export function MeasureTour({ open, onDone }: MeasureTourProps) {
  const { t } = useTranslation();
  const id = useId();
  const [step, setStep] = useState(0);
  const key = TOUR_STEPS[step];
  const last = step === TOUR_STEPS.length - 1;
  const done = () => {
    setStep(0);
    onDone();
  };
  return (
    <Dialog open={open} onClose={done} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} hideBackdrop disableEnforceFocus slotProps={{ paper: { sx: { position: 'fixed', insetInlineStart: 16, bottom: 16, m: 0, maxWidth: 360 } } }}>
      <DialogTitle id={`${id}-title`}>{t(`blueprintEditor.tour.${key}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{t(`blueprintEditor.tour.${key}.body`)}</DialogContentText>
        <Typography variant="caption" color="text.secondary">
          {t('blueprintEditor.tour.stepOf', { step: step + 1, total: TOUR_STEPS.length })}
        </Typography>
      </DialogContent>
      <DialogActions>
        {!last ? <Button onClick={done}>{t('blueprintEditor.tour.skip')}</Button> : null}
        {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('blueprintEditor.tour.back')}</Button> : null}
        {last ? (
          <Button variant="contained" onClick={done}>
            {t('blueprintEditor.tour.finish')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setStep(step + 1)}>
            {t('blueprintEditor.tour.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
