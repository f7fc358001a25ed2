import { useState } from 'react';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { displayName, type ProjectDetail } from '@fieldwork/contracts';
import { MOBILE_BREAKPOINT } from '../../../app/theme/createAppTheme';
import { rememberLabel } from '../../../components/pickers/pickedLabels';
import { UserPicker } from '../../../components/pickers/UserPicker';
import { UserAvatar } from '../../../components/UserAvatar';
import { projectErrorText } from '../projectErrors';
import { useUpdateProjectMutation } from '../projectsApi';
import { ViewSection } from './ViewSection';

/** The project's people, and for those who may change the project the picker that assigns them (sent as ids). */
export function ProjectPeople({ project, editable }: { project: ProjectDetail; editable: boolean }) {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState(false);
  return (
    <ViewSection
      id="project-people"
      title={t('projects.people.title')}
      action={
        editable && (
          <Button size="small" startIcon={<GroupAddOutlined />} onClick={() => setAssigning(true)}>
            {t('projects.people.assign')}
          </Button>
        )
      }
    >
      {project.users.length === 0 ? (
        <Typography color="text.secondary">{t('projects.people.none')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby="project-people-heading" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {project.users.map((u) => (
            <Stack component="li" key={u._id} direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Box aria-hidden sx={{ display: 'flex' }}>
                <UserAvatar user={u} size={32} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  <bdi>{displayName(u)}</bdi>
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t(`roles.${u.role}`, { defaultValue: u.role })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Box>
      )}
      {assigning && <AssignPeopleDialog project={project} onClose={() => setAssigning(false)} />}
    </ViewSection>
  );
}

function AssignPeopleDialog({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const [ids, setIds] = useState<string[]>(() => {
    // The picker shows a chosen person by name even before its search has found them.
    for (const u of project.users) rememberLabel(u._id, displayName(u));
    return project.users.map((u) => u._id);
  });
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateProjectMutation();

  async function save() {
    setError(null);
    const result = await update({ id: project._id, body: { users: ids } });
    if ('error' in result) setError(projectErrorText(result.error, t, i18n.language));
    else onClose();
  }

  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth={false} aria-labelledby="assign-people-title" slotProps={{ paper: { sx: { width: mobile ? undefined : 600, minHeight: mobile ? undefined : 400 } } }}>
      <DialogTitle id="assign-people-title">{t('projects.people.assignTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <bdi>{project.name}</bdi>
        </Typography>
        <UserPicker label={t('projects.people.picker')} value={ids} onChange={setIds} />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="assign-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('projects.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving.isLoading}>
          {saving.isLoading ? t('projects.saving') : t('projects.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
