import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../useJobWizardChoices';

/** A step's list while it loads (skeleton rows) or when it failed (the alert with Try again); null once it is there. */
export function ListStatus({ list, rows = 3 }: { list: ListState<unknown>; rows?: number }) {
  const { t } = useTranslation();
  if (list.loading) {
    return (
      <Stack spacing={1} aria-busy="true" data-testid="wizard-list-loading">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  }
  if (list.failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={list.retry}>
            {t('wizards.job.retry')}
          </Button>
        }
      >
        {t('wizards.job.loadFailed')}
      </Alert>
    );
  }
  return null;
}
