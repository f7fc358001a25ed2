import { useEffect, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { projectsList, type ProjectSummary } from '@fieldwork/contracts';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { GridList } from '../../components/grid/GridList';
import { ProjectPanel } from './ProjectPanel';
import { projectColumns } from './projectColumns';
import { useListProjectsQuery } from './projectsApi';

const projectId = (p: ProjectSummary) => p._id;
const projectName = (p: ProjectSummary) => p.name;

/** What the project view hands the list when it leaves it (a deleted project). */
export interface ProjectsLocationState {
  deleted?: string;
}

/** /projects: the projects the caller sees (projectsList); a row opens its summary, and from there the project. */
export function ProjectsScreen() {
  const { t } = useTranslation();
  const columns = useMemo(() => projectColumns(t), [t]);
  const location = useLocation();
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<Feedback>(null);

  // A project deleted on its own page is said here, once: the notice is taken out of the history entry.
  const deleted = (location.state as ProjectsLocationState | null)?.deleted;
  useEffect(() => {
    if (!deleted) return;
    setFeedback({ severity: 'success', text: t('projects.view.deleted', { name: deleted }) });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [deleted, navigate, location.pathname, location.search, t]);

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h1">{t('projects.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('projects.intro')}</Typography>
      </div>
      <GridList<ProjectSummary>
        definition={projectsList}
        prefix="projects"
        label={t('projects.listLabel')}
        columns={columns}
        useRows={useListProjectsQuery}
        getRowId={projectId}
        getRowName={projectName}
        renderPanel={(projects) => <ProjectPanel projects={projects} />}
        emptyText={t('projects.empty')}
        emptyFilteredText={t('projects.noMatches')}
      />
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
