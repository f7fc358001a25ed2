import { lazy, Suspense, useState, type ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useCan } from '../../app/access/useCan';
import { errorMessage } from '../../app/errors/errorMessages';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { StatusScreen } from '../../components/StatusScreen';
import { isNotFound } from './projectErrors';
import { useGetProjectQuery } from './projectsApi';
import { ProjectView } from './view/ProjectView';

/** The map dialog and Leaflet (with its CSS) load only when the dialog opens. */
const ProjectLocationDialog = lazy(() => import('./location/ProjectLocationDialog').then((m) => ({ default: m.ProjectLocationDialog })));

/** The dialogs a project's address may name (/project/view/{id}/{dialog}). */
const DIALOGS = ['location'] as const;

/**
 * /project/view/{id} and /project/view/{id}/{dialog}: one project. A project that does not exist,
 * or is not the caller's to see, is the not-found state. The address's query (filterStatus, for
 * the jobs to come) is kept as the dialog opens and closes.
 */
export function ProjectViewScreen() {
  const { t, i18n } = useTranslation();
  const { id = '', dialog } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const can = useCan();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { data: project, error, isLoading, isError, refetch } = useGetProjectQuery(id);
  const base = `/project/view/${id}`;

  if (dialog && !(DIALOGS as readonly string[]).includes(dialog)) return <Navigate to={`${base}${search}`} replace />;

  const back = (
    <Button
      component={RouterLink}
      to="/projects"
      size="small"
      sx={{ alignSelf: 'flex-start' }}
      startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
    >
      {t('projects.view.backToList')}
    </Button>
  );
  const framed = (content: ReactNode, { withBack = true } = {}) => (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      {withBack && can('project.list') && back}
      {content}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );

  if (isLoading) {
    return framed(
      <Stack spacing={2} aria-busy="true" data-testid="project-loading">
        <Skeleton variant="rounded" height={136} />
        <Skeleton variant="rounded" height={220} />
      </Stack>,
    );
  }
  if (isNotFound(error)) {
    return framed(
      <StatusScreen
        code="404"
        title={t('projects.view.notFoundTitle')}
        body={t('projects.view.notFoundBody')}
        actions={
          <Button variant="contained" component={RouterLink} to={can('project.list') ? '/projects' : '/'}>
            {can('project.list') ? t('projects.view.backToList') : t('screens.goHome')}
          </Button>
        }
      />,
      // The not-found state has its own way back.
      { withBack: false },
    );
  }
  if (isError || !project) {
    return framed(
      <Alert severity="error" data-testid="project-error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('projects.retry')}</Button>}>
        {errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
      </Alert>,
    );
  }
  return framed(
    <>
      <ProjectView key={project._id} project={project} onFeedback={setFeedback} />
      {dialog === 'location' && (
        <Suspense fallback={null}>
          <ProjectLocationDialog project={project} onClose={() => void navigate(`${base}${search}`)} onFeedback={setFeedback} />
        </Suspense>
      )}
    </>,
  );
}
