import PersonAddAlt from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@fieldwork/contracts';
import { ProjectAvatar } from '../../projects/ProjectAvatar';
import { UserCircles } from '../../projects/UserCircles';
import { useJobCan } from '../jobAccess';
import { JobTypeIcon } from '../JobTypeIcon';
import type { JobDialog } from './jobDialogs';
import { ShareButton } from './ShareButton';
import { StartDateField } from './StartDateField';
import { StatusMenu } from './StatusMenu';

interface JobHeaderProps {
  job: JobDetail;
  dialog: JobDialog | null;
  onDialog: (dialog: JobDialog | null) => void;
  onUpdate: (body: { status?: string; startDate?: string }) => void;
  busy: boolean;
}

/**
 * The panel's header (spec 2 section 2): project avatar, job type icon, the start date picker, the
 * status chip (a dropdown for whom may change it), share, and the job's people with Assign.
 */
export function JobHeader({ job, dialog, onDialog, onUpdate, busy }: JobHeaderProps) {
  const { t } = useTranslation();
  const canOn = useJobCan();
  const title = t('jobs.panel.title', { number: job.ID });
  return (
    <Stack spacing={1.5} data-testid="job-header">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {job.project && <ProjectAvatar project={job.project} size={44} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h3" id="job-panel-heading" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
            {title}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            <JobTypeIcon icon={job.jobType.icon} />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{job.jobType.title}</bdi>
            </Typography>
          </Stack>
        </Box>
        <ShareButton jobId={job._id} title={`${title} · ${job.jobType.title}`} />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusMenu
          status={job.status}
          editable={canOn('job.changeStatus', job)}
          open={dialog === 'status'}
          onOpen={() => onDialog('status')}
          onClose={() => onDialog(null)}
          onChange={(status) => onUpdate({ status })}
          busy={busy}
        />
        <StartDateField startDate={job.startDate} editable={canOn('job.changeDates', job)} busy={busy} onSave={(startDate) => onUpdate({ startDate })} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 36 }}>
        {job.users.length > 0 ? (
          <UserCircles users={job.users} moreKey="jobs.people.circlesMore" />
        ) : (
          <Typography variant="body2" color="text.secondary">{t('jobs.people.none')}</Typography>
        )}
        {canOn('job.assign', job) && (
          <Button size="small" startIcon={<PersonAddAlt />} onClick={() => onDialog('assign')} data-testid="job-assign">
            {t('jobs.panel.assign')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
