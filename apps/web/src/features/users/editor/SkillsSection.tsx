import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName, type UserDetail, type UserSkill } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { errorMessage } from '../../../app/errors/errorMessages';
import { useBootstrap } from '../../../app/session/useSession';
import { FeedbackSnackbar, type Feedback } from '../../../components/FeedbackSnackbar';
import { useRemoveUserSkillMutation } from '../userSkillsApi';
import { RemoveSkillDialog } from './RemoveSkillDialog';
import { SkillStatusChip } from './SkillStatusChip';
import { UserSkillDialog } from './UserSkillDialog';
import { formatDay, instanceToday } from './userSkillForm';

/**
 * The user's skills in the editor (spec 2 section 3): each with its dates and a coloured status
 * chip. Shown to those who may read skills; adding, changing dates and removing (after a
 * confirmation) to those who may manage them. Each change saves at once, apart from the form's Save.
 */
export function SkillsSection({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const { timezone } = useBootstrap();
  const [editing, setEditing] = useState<Parameters<typeof UserSkillDialog>[0]['editing']>(null);
  const [removing, setRemoving] = useState<UserSkill | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [remove, removal] = useRemoveUserSkillMutation();
  if (!can('skill.read')) return null;
  const manage = can('skill.manage');
  const name = displayName(user);

  async function confirmRemove() {
    if (!removing) return;
    const result = await remove({ userId: user.id, skillId: removing.skillId });
    if ('error' in result) return setRemoveError(errorMessage(result.error, t, i18n.language));
    setFeedback({ severity: 'success', text: t('users.skills.removed', { skill: removing.name }) });
    setRemoving(null);
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="skills-heading" sx={{ p: { xs: 2, sm: 3 } }} data-testid="user-skills">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" id="skills-heading">{t('users.skills.title')}</Typography>
        {manage && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add', today: instanceToday(timezone) })}>
            {t('users.skills.add')}
          </Button>
        )}
      </Stack>
      {user.skills.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-skills">{t('users.skills.none')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('users.skills.listLabel', { name })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {user.skills.map((skill, index) => (
            <Box
              component="li"
              key={skill.skillId}
              data-testid={`user-skill-${skill.skillId}`}
              sx={{ py: 1.25, borderTop: index > 0 ? 1 : 0, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
            >
              <Stack sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' }, minWidth: 0 }} spacing={0.25}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <bdi>{skill.name}</bdi>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {skill.label && (
                    <>
                      <bdi>{skill.label}</bdi>
                      {' · '}
                    </>
                  )}
                  {t('users.skills.since', { date: formatDay(skill.startsOn) })}
                </Typography>
              </Stack>
              <SkillStatusChip expiration={skill.expirationStatus} />
              {manage && (
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t('users.skills.changeDates', { name: skill.name })}>
                    <IconButton aria-label={t('users.skills.changeDates', { name: skill.name })} onClick={() => setEditing({ kind: 'dates', skill })}>
                      <EditCalendarOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('users.skills.remove', { name: skill.name })}>
                    <IconButton
                      aria-label={t('users.skills.remove', { name: skill.name })}
                      onClick={() => {
                        setRemoveError(null);
                        setRemoving(skill);
                      }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              )}
            </Box>
          ))}
        </Box>
      )}
      {manage && (
        <>
          <UserSkillDialog
            user={user}
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={(skill, kind) => {
              setEditing(null);
              setFeedback({ severity: 'success', text: t(kind === 'add' ? 'users.skills.added' : 'users.skills.datesSaved', { skill }) });
            }}
          />
          <RemoveSkillDialog
            skill={removing?.name ?? null}
            userName={name}
            removing={removal.isLoading}
            error={removeError}
            onCancel={() => setRemoving(null)}
            onConfirm={() => void confirmRemove()}
          />
        </>
      )}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Paper>
  );
}
