import { useState } from 'react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName, type JobDetail, type UserSummary } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { useCurrentUser } from '../../../app/session/useSession';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TaggedText } from '../../../components/TaggedText';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { UserAvatar } from '../../../components/UserAvatar';
import { useJobCan } from '../jobAccess';
import { useSetAttendanceMutation } from '../jobsApi';
import { PanelSection } from './PanelSection';

/**
 * Who of the job's people confirmed they will attend (spec 2 section 4). An assignee who has not
 * confirmed gets Confirm attendance (one-way); staff remove a confirmation after a prompt.
 */
export function JobAttendance({ job, notify }: { job: JobDetail; notify: (feedback: Feedback) => void }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const canOn = useJobCan();
  const [setAttendance, { isLoading }] = useSetAttendanceMutation();
  const [removing, setRemoving] = useState<UserSummary | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const confirmedAt = new Map(job.confirmedUsers.map((c) => [c.user, c.created_at]));
  const mayConfirm = !confirmedAt.has(me.id) && canOn('job.confirmAttendance', job);
  const mayRemove = canOn('job.removeAttendance', job);

  async function confirm() {
    const result = await setAttendance({ id: job._id, value: true });
    notify(
      'error' in result
        ? { severity: 'error', text: errorMessage(result.error, t, i18n.language) }
        : { severity: 'success', text: t('jobs.attendance.confirmed') },
    );
  }

  async function remove() {
    if (!removing) return;
    const result = await setAttendance({ id: job._id, value: false, user: removing._id });
    if ('error' in result) {
      setRemoveError(errorMessage(result.error, t, i18n.language));
      return;
    }
    setRemoving(null);
    notify({ severity: 'success', text: t('jobs.attendance.removed', { name: displayName(removing) }) });
  }

  return (
    <PanelSection
      id="job-attendance"
      title={t('jobs.attendance.title')}
      action={
        mayConfirm && (
          <Button size="small" variant="contained" onClick={() => void confirm()} disabled={isLoading} data-testid="job-confirm-attendance">
            {t('jobs.attendance.confirm')}
          </Button>
        )
      }
    >
      {job.users.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('jobs.people.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {job.users.map((u) => {
            const at = confirmedAt.get(u._id);
            return (
              <Stack component="li" key={u._id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`attendance-${u._id}`}>
                <Box aria-hidden sx={{ display: 'flex' }}>
                  <UserAvatar user={u} size={26} />
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <bdi>{displayName(u)}</bdi>
                  </Typography>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: at ? 'success.main' : 'text.secondary' }}>
                    {at ? <CheckCircle sx={{ fontSize: 14 }} aria-hidden /> : <RadioButtonUnchecked sx={{ fontSize: 14 }} aria-hidden />}
                    <Typography variant="caption">
                      {at ? (
                        <>
                          {t('jobs.attendance.confirmedOn')} <span dir="ltr">{formatDisplayDateTime(at)}</span>
                        </>
                      ) : (
                        t('jobs.attendance.notConfirmed')
                      )}
                    </Typography>
                  </Stack>
                </Box>
                {at && mayRemove && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving(u);
                    }}
                    aria-label={t('jobs.attendance.removeFor', { name: displayName(u) })}
                  >
                    {t('jobs.attendance.remove')}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('jobs.attendance.removeTitle')}
        body={
          removing ? <TaggedText text={t('jobs.attendance.removeBody', { name: displayName(removing) })} tag="name" wrap={(name) => <bdi>{name}</bdi>} /> : ''
        }
        cancelLabel={t('jobs.cancel')}
        confirmLabel={t('jobs.attendance.remove')}
        busyLabel={t('jobs.saving')}
        busy={isLoading}
        error={removeError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
        confirmTestId="attendance-remove-confirm"
      />
    </PanelSection>
  );
}
