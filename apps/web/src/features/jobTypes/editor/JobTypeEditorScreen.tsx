import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusScreen } from '../../../components/StatusScreen';
import { ForbiddenScreen } from '../../errors/ForbiddenScreen';
import { useGetJobTypeQuery } from '../jobTypesApi';
import { editorErrorText, statusOf } from './editorErrors';
import { JobTypeEditor } from './JobTypeEditor';

/**
 * /job_type/editor/{id} (the route asks jobType.manage): the questionnaire builder of one job
 * type. A job type that does not exist, or is another instance's, is the not-found state; a
 * refusal is the 403 screen; any other failure offers to try again.
 */
export function JobTypeEditorScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data: jobType, error, isLoading, isError, refetch } = useGetJobTypeQuery(id);

  if (isLoading) {
    return (
      <Stack spacing={2} aria-busy="true" data-testid="editor-loading" sx={{ maxWidth: 1400 }}>
        <Skeleton variant="text" width={280} height={48} />
        <Stack direction="row" spacing={2}>
          <Skeleton variant="rounded" height={480} sx={{ flex: 2 }} />
          <Skeleton variant="rounded" height={480} sx={{ flex: 3, display: { xs: 'none', md: 'block' } }} />
        </Stack>
      </Stack>
    );
  }
  const status = statusOf(error);
  if (status === 404) {
    return (
      <StatusScreen
        code="404"
        title={t('jobTypeEditor.notFoundTitle')}
        body={t('jobTypeEditor.notFoundBody')}
        actions={
          <Button variant="contained" component={RouterLink} to="/dashboard">
            {t('screens.goToDashboard')}
          </Button>
        }
      />
    );
  }
  if (status === 403) return <ForbiddenScreen />;
  if (isError || !jobType) {
    return (
      <Alert
        severity="error"
        data-testid="editor-load-error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('jobTypeEditor.retry')}
          </Button>
        }
      >
        {t('jobTypeEditor.loadFailed', { reason: editorErrorText(error, t, i18n.language) })}
      </Alert>
    );
  }
  return <JobTypeEditor key={jobType._id} jobType={jobType} />;
}
