import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../../../components/attachments/displayDate';
import { Picker, type PickerOptions } from '../../../../components/pickers/Picker';
import { PICKER_PAGE_SIZE } from '../../../../components/pickers/fuzzy';
import { useLinkPreviousMutation, useListJobsQuery } from '../../../jobs/jobsApi';
import { jobWizardErrorText } from '../jobWizardErrors';
import { StepFrame } from '../StepFrame';

/** A job may follow at most this many jobs at once (the create body's prev_job). */
const PREVIOUS_JOBS_MAX = 20;

/** GET /v2/jobs?search=...&page_size=100 (spec 2 section 7: job search), as a picker's options. */
function useJobOptionsExcept(excluded: string) {
  return function useJobOptions(text: string, skip: boolean): PickerOptions {
    const { t } = useTranslation();
    const params = new URLSearchParams({ page_size: String(PICKER_PAGE_SIZE) });
    if (text) params.set('search', text);
    const { data, isFetching, isError } = useListJobsQuery(params.toString(), { skip });
    return {
      options: (data?.docs ?? [])
        .filter((job) => job._id !== excluded)
        .map((job) => ({
          id: job._id,
          label: t('wizards.job.previousJob.optionLabel', { number: job.ID, type: job.jobType.title }),
          secondary: [job.project?.name, job.startDate ? formatDisplayDateTime(job.startDate) : null].filter(Boolean).join(' · ') || undefined,
        })),
      loading: isFetching,
      failed: isError,
    };
  };
}

interface PreviousJobStepProps {
  job: JobDetail;
  progress: ReactNode;
  onDone: (job: JobDetail) => void;
}

/**
 * The optional previous job (spec 1 section 2.6; never offered to inspectors): jobs found by a
 * search, each linked with PUT /v2/jobs/{id}/add_prev/{prevId}. A refused link (a cycle) says so.
 */
export function PreviousJobStep({ job, progress, onDone }: PreviousJobStepProps) {
  const { t, i18n } = useTranslation();
  const [useOptions] = useState(() => useJobOptionsExcept(job._id));
  const [picked, setPicked] = useState<string[]>([]);
  const [link, { isLoading, error }] = useLinkPreviousMutation();

  async function save() {
    let current = job;
    try {
      for (const prevId of picked) current = (await link({ id: job._id, prevId }).unwrap()).job;
      onDone(current);
    } catch {
      // The alert reads the mutation's error; the links made so far stay, and so does the choice.
    }
  }

  const actions = (
    <>
      <Button onClick={() => onDone(job)} disabled={isLoading}>
        {t('wizards.job.skip')}
      </Button>
      <Button variant="contained" onClick={() => void save()} disabled={picked.length === 0 || isLoading}>
        {isLoading ? t('wizards.job.previousJob.linking') : t('wizards.job.previousJob.link')}
      </Button>
    </>
  );

  return (
    <StepFrame progress={progress} heading={t('wizards.job.previousJob.heading')} actions={actions} testId="job-previous-step">
      <Stack spacing={1.5}>
        <Typography color="text.secondary">{t('wizards.job.previousJob.hint')}</Typography>
        <Picker label={t('wizards.job.previousJob.label')} value={picked} onChange={setPicked} useOptions={useOptions} max={PREVIOUS_JOBS_MAX} />
        {error && (
          <Alert severity="error" role="alert" data-testid="previous-job-error">
            {jobWizardErrorText(error, t, i18n.language)}
          </Alert>
        )}
      </Stack>
    </StepFrame>
  );
}
