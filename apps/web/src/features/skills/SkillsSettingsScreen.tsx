import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { skillsList, type Skill } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { errorMessage } from '../../app/errors/errorMessages';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { GridList } from '../../components/grid/GridList';
import { DeleteSkillDialog } from './DeleteSkillDialog';
import { ExpiryWindowCard } from './ExpiryWindowCard';
import { skillColumns } from './skillColumns';
import { SkillDialog } from './SkillDialog';
import { SkillPanel } from './SkillPanel';
import { useDeleteSkillMutation, useListSkillsQuery } from './skillsApi';

const skillId = (s: Skill) => s.id;
const skillName = (s: Skill) => s.name;

/**
 * /settings/skills (the route asks 'skill.manage'): the instance's skills on the grid (skillsList)
 * with create, edit (name, label, roles) and delete after a confirmation; admins also set the
 * close-to-expire window.
 */
export function SkillsSettingsScreen() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const columns = useMemo(() => skillColumns(t), [t]);
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Skill | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [remove, removal] = useDeleteSkillMutation();

  async function confirmDelete() {
    if (!deleting) return;
    const result = await remove(deleting.id);
    if ('error' in result) return setDeleteError(errorMessage(result.error, t, i18n.language));
    setFeedback({ severity: 'success', text: t('skills.feedback.deleted', { name: deleting.name }) });
    setDeleting(null);
  }

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h1">{t('skills.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('skills.intro')}</Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
          {t('skills.create')}
        </Button>
      </Stack>
      {/* Managing skills does not always mean reading them (a client with the permission): say so rather than fail. */}
      {can('skill.read') ? (
        <GridList<Skill>
          definition={skillsList}
          prefix="skills"
          label={t('skills.listLabel')}
          columns={columns}
          useRows={useListSkillsQuery}
          getRowId={skillId}
          getRowName={skillName}
          renderPanel={(skills) => (
            <SkillPanel
              skills={skills}
              onEdit={setEditing}
              onDelete={(skill) => {
                setDeleteError(null);
                setDeleting(skill);
              }}
            />
          )}
          emptyText={t('skills.empty')}
          emptyFilteredText={t('skills.noMatches')}
        />
      ) : (
        <Alert severity="info">{t('skills.noAccess')}</Alert>
      )}
      {can('appSettings.update') && <ExpiryWindowCard onFeedback={setFeedback} />}
      <SkillDialog
        skill={editing}
        onClose={() => setEditing(null)}
        onSaved={(skill, created) => {
          setEditing(null);
          setFeedback({ severity: 'success', text: t(created ? 'skills.feedback.created' : 'skills.feedback.saved', { name: skill.name }) });
        }}
      />
      <DeleteSkillDialog skill={deleting} deleting={removal.isLoading} error={deleteError} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} />
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
