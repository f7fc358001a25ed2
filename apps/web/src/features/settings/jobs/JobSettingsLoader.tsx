import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { JobSettings } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { useGetJobSettingsQuery } from '../../jobs/jobsApi';

/** Loads GET /v2/settings, then renders `children` with it; a failure says why and offers to try again. */
export function JobSettingsLoader({ children }: { children: (settings: JobSettings) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const { data, error, isError, refetch, isFetching } = useGetJobSettingsQuery();
  if (!data && isError && !isFetching) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('jobSettings.retry')}
          </Button>
        }
      >
        {t('jobSettings.loadFailed', { reason: errorMessage(error, t, i18n.language) })}
      </Alert>
    );
  }
  // The form starts from what is loaded once: a later refetch does not reset what is being typed.
  if (!data) return <FullPageLoader />;
  return <>{children(data)}</>;
}
