import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROJECT_NAME_MAX, type ProjectDetail } from '@fieldwork/contracts';
import { formatProjectDate } from '../projectColumns';
import { projectErrorText } from '../projectErrors';
import { useUpdateProjectMutation } from '../projectsApi';
import { UserCircles } from '../UserCircles';
import { InlineEditText } from './InlineEditText';
import { ProjectAvatarEditor } from './ProjectAvatarEditor';

/** What the viewer may do here: each the policy's answer on this project (the server asks again). */
export interface ProjectAbilities {
  update: boolean;
  clone: boolean;
  delete: boolean;
}

interface ProjectHeaderProps {
  project: ProjectDetail;
  can: ProjectAbilities;
  cloning: boolean;
  onClone: () => void;
  onDelete: () => void;
}

/** The project's avatar, name and company (each changed in place), its people at a glance, clone and delete. */
export function ProjectHeader({ project, can, cloning, onClone, onDelete }: ProjectHeaderProps) {
  const { t, i18n } = useTranslation();
  const [update] = useUpdateProjectMutation();

  async function save(body: { name: string } | { company: string | null }): Promise<string | null> {
    const result = await update({ id: project._id, body });
    return 'error' in result ? projectErrorText(result.error, t, i18n.language) : null;
  }

  return (
    <Paper variant="outlined" component="header" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <ProjectAvatarEditor project={project} editable={can.update} />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <InlineEditText
            testId="project-name"
            value={project.name}
            display={
              <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{project.name}</bdi>
              </Typography>
            }
            label={t('projects.view.name')}
            editLabel={t('projects.view.rename')}
            editable={can.update}
            requiredText={t('projects.errors.nameRequired')}
            maxLength={PROJECT_NAME_MAX}
            onSave={(name) => save({ name })}
          />
          <InlineEditText
            testId="project-company"
            value={project.company ?? ''}
            display={
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {project.company ? <bdi>{project.company}</bdi> : t('projects.noCompany')}
              </Typography>
            }
            label={t('projects.view.company')}
            editLabel={t('projects.view.editCompany')}
            editable={can.update}
            maxLength={200}
            onSave={(company) => save({ company: company || null })}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 0.5 }}>
            <UserCircles users={project.users} />
            <Typography variant="body2" color="text.secondary">
              {t('projects.view.created')} <span dir="ltr">{formatProjectDate(project.created_at)}</span>
            </Typography>
          </Stack>
        </Stack>
        {(can.clone || can.delete) && (
          <Stack direction={{ xs: 'row', sm: 'column', md: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {can.clone && (
              <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={onClone} disabled={cloning}>
                {cloning ? t('projects.view.cloning') : t('projects.view.clone')}
              </Button>
            )}
            {can.delete && (
              <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
                {t('projects.view.delete')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
