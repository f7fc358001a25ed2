import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface AnsweringSectionProps {
  /** Every status in order, with what it is called now. */
  statuses: ReadonlyArray<{ name: string; label: string }>;
  /** Whether the instance limits answering (allowedStatuses set), or only done blocks. */
  limited: boolean;
  isAllowed: (name: string) => boolean;
  onAllowed: (name: string, allowed: boolean) => void;
  onDefault: () => void;
}

/**
 * In which statuses a job can be answered (allowedStatuses): a checkbox per status. Unset, the
 * boxes show the rule that applies (every status but done); ticking one sets the list.
 */
export function AnsweringSection({ statuses, limited, isAllowed, onAllowed, onDefault }: AnsweringSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.1rem', p: 0 }}>
        {t('jobSettings.statuses.answering.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="answering-help">
        {t(limited ? 'jobSettings.statuses.answering.limitHelpOn' : 'jobSettings.statuses.answering.limitHelpOff')}
      </Typography>
      <FormGroup aria-describedby="answering-help" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
        {statuses.map((status) => (
          <FormControlLabel
            key={status.name}
            control={
              <Checkbox
                checked={isAllowed(status.name)}
                onChange={(event) => onAllowed(status.name, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('jobSettings.statuses.answering.allowedIn', { status: status.label }) } }}
              />
            }
            label={<bdi>{status.label}</bdi>}
          />
        ))}
      </FormGroup>
      {limited && (
        <div>
          <Button size="small" onClick={onDefault}>
            {t('jobSettings.statuses.answering.backToDefault')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
