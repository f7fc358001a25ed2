import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { errorMessage } from '../../../app/errors/errorMessages';
import { StatusScreen } from '../../../components/StatusScreen';
import { QuestionnaireIcon } from '../QuestionnaireIcon';
import { useGetJobTypeQuery } from '../jobTypesApi';
import { JobTypeSettingsForm } from './JobTypeSettingsForm';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** The frame of both settings screens: heading and a readable width. */
export function SettingsFrame({ heading, subtitle, children }: { heading: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880, width: '100%' }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{heading}</Typography>
        {subtitle}
      </Stack>
      {children}
    </Stack>
  );
}

/** /job_type/settings/{id}: a job type's settings. A job type that is not there is the not-found state. */
export function JobTypeSettingsScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { notice?: string } | null };
  const { data: jobType, error, isLoading, isError, refetch } = useGetJobTypeQuery(id);

  if (isNotFound(error)) {
    return (
      <StatusScreen
        code="404"
        title={t('jobTypes.settings.notFoundTitle')}
        body={t('jobTypes.settings.notFoundBody')}
        actions={
          <Button variant="contained" component={RouterLink} to="/">
            {t('jobTypes.settings.goHome')}
          </Button>
        }
      />
    );
  }
  const heading = t('jobTypes.settings.title');
  if (isLoading) {
    return (
      <SettingsFrame heading={heading}>
        <Stack spacing={2} aria-busy="true" data-testid="job-type-loading">
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      </SettingsFrame>
    );
  }
  if (isError || !jobType) {
    return (
      <SettingsFrame heading={heading}>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('jobTypes.settings.retry')}</Button>}>
          {errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
        </Alert>
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame
      heading={heading}
      subtitle={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <QuestionnaireIcon icon={jobType.icon} fontSize="small" />
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="job-type-title">
            <bdi>{jobType.title}</bdi>
          </Typography>
        </Stack>
      }
    >
      <JobTypeSettingsForm key={jobType._id} jobType={jobType} notice={state?.notice ?? null} />
    </SettingsFrame>
  );
}
