import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobTypeSummary, ProjectChoice } from '@fieldwork/contracts';

/** The date picker (MUI X with dayjs) is most of the wizard's code: the wizard asks for it when it opens, and shows it here. */
export const loadDateTimeField = () => import('../../../../components/DateTimeField');
const DateTimeField = lazy(() => loadDateTimeField().then((m) => ({ default: m.DateTimeField })));
import { QuestionnaireIcon } from '../../../jobTypes/QuestionnaireIcon';

interface StartDateStepProps {
  jobType: JobTypeSummary | null;
  /** Null without a project step. */
  project: ProjectChoice | null;
  value: string | null;
  onChange: (iso: string | null) => void;
  showMissing: boolean;
}

/** The last step before Create: the start date (today by default) under a summary of what was chosen. */
export function StartDateStep({ jobType, project, value, onChange, showMissing }: StartDateStepProps) {
  const { t } = useTranslation();
  const missing = showMissing && !value;
  return (
    <Stack spacing={2.5}>
      <Suspense fallback={<Skeleton variant="rounded" height={56} aria-label={t('wizards.job.startDate')} />}>
        <DateTimeField
          label={t('wizards.job.startDate')}
          name="startDate"
          value={value}
          onChange={onChange}
          required
          error={missing}
          helperText={missing ? t('wizards.job.required.startDate') : t('wizards.job.startDateHint')}
        />
      </Suspense>
      <Box component="section" aria-labelledby="job-wizard-review" data-testid="job-review">
        <Typography id="job-wizard-review" variant="subtitle2" component="h3" color="text.secondary">
          {t('wizards.job.review')}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            {t('wizards.job.jobType')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            {jobType && <QuestionnaireIcon icon={jobType.icon} fontSize="small" color="action" />}
            <bdi>{jobType?.title}</bdi>
          </Typography>
          {project && (
            <>
              <Typography component="dt" color="text.secondary">
                {t('wizards.job.project')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <bdi>{project.name}</bdi>
              </Typography>
            </>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
