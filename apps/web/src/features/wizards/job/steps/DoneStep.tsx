import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../../../components/attachments/displayDate';
import { StepFrame } from '../StepFrame';

interface DoneStepProps {
  job: JobDetail;
  progress: ReactNode;
  /** Another job, from the start (More). */
  onMore: () => void;
  /** A job that follows this one, in its project. */
  onRelated: () => void;
  onClose: () => void;
}

const isolate = (text: string) => '\u2068' + text + '\u2069';

/** The final step and its offers (spec 1 section 2.6): More, the dashboard or the list, the job, a related job. */
export function DoneStep({ job, progress, onMore, onRelated, onClose }: DoneStepProps) {
  const { t } = useTranslation();
  const date = isolate((job.startDate && formatDisplayDateTime(job.startDate)) || '');
  const type = isolate(job.jobType.title);
  const actions = (
    <>
      <Button onClick={onMore}>{t('wizards.job.done.more')}</Button>
      <Button onClick={onRelated}>{t('wizards.job.done.related')}</Button>
      <Button component={RouterLink} to="/dashboard" onClick={onClose}>
        {t('wizards.job.done.toDashboard')}
      </Button>
      <Button component={RouterLink} to="/jobs" onClick={onClose}>
        {t('wizards.job.done.toList')}
      </Button>
      <Button component={RouterLink} to={`/jobs/${job._id}`} onClick={onClose} variant="contained">
        {t('wizards.job.done.toJob')}
      </Button>
    </>
  );
  return (
    <StepFrame progress={progress} heading={t('wizards.job.done.heading', { number: job.ID })} actions={actions} testId="job-done">
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {job.project
          ? t('wizards.job.done.bodyInProject', { type, project: isolate(job.project.name), date })
          : t('wizards.job.done.body', { type, date })}
      </Typography>
    </StepFrame>
  );
}
