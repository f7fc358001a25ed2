import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectDetail } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { useCurrentUser } from '../../../app/session/useSession';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { ProjectFieldsSection } from '../../projectFields/ProjectFieldsSection';
import { projectErrorText } from '../projectErrors';
import { useCloneProjectMutation, useDeleteProjectMutation } from '../projectsApi';
import type { ProjectsLocationState } from '../ProjectsScreen';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { LocationSummary } from './LocationSummary';
import { ProjectFeed } from './ProjectFeed';
import { ProjectHeader, type ProjectAbilities } from './ProjectHeader';
import { ProjectPeople } from './ProjectPeople';

/** One project's page: header, location, fields, people and feed; clone and delete. */
export function ProjectView({ project, onFeedback }: { project: ProjectDetail; onFeedback: (feedback: Feedback) => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const me = useCurrentUser();
  const subject = { id: project._id, isClientProject: me.client_projects.some((p) => p._id === project._id) };
  const abilities: ProjectAbilities = {
    update: can('project.update', subject),
    clone: can('project.clone', subject),
    delete: can('project.delete', subject),
  };
  const [clone, cloning] = useCloneProjectMutation();
  const [remove, removal] = useDeleteProjectMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function cloneProject() {
    const result = await clone(project._id);
    if ('error' in result) {
      onFeedback({ severity: 'error', text: t('projects.view.cloneFailed') });
      return;
    }
    onFeedback({ severity: 'success', text: t('projects.view.cloned') });
    void navigate(`/project/view/${result.data._id}`);
  }

  async function deleteProject() {
    setDeleteError(null);
    const result = await remove(project._id);
    if ('error' in result) {
      setDeleteError(projectErrorText(result.error, t, i18n.language));
      return;
    }
    void navigate('/projects', { state: { deleted: project.name } satisfies ProjectsLocationState });
  }

  return (
    <Stack spacing={2.5}>
      <ProjectHeader
        project={project}
        can={abilities}
        cloning={cloning.isLoading}
        onClone={() => void cloneProject()}
        onDelete={() => {
          setDeleteError(null);
          setConfirmingDelete(true);
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2.5, alignItems: 'start' }}>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <LocationSummary project={project} />
          <ProjectFieldsSection project={project} />
        </Stack>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <ProjectPeople project={project} editable={abilities.update} />
          <ProjectFeed projectId={project._id} fieldLabels={new Map(project.fields.map((view) => [view.field.id, view.field.label]))} />
        </Stack>
      </Box>
      {confirmingDelete && (
        <DeleteProjectDialog
          name={project.name}
          deleting={removal.isLoading}
          error={deleteError}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => void deleteProject()}
        />
      )}
    </Stack>
  );
}
