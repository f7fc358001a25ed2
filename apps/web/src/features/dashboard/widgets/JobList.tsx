import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import { statusMarkHex } from '../../../components/jobStatuses/statusColor';
import { useJobStatuses } from '../../../components/jobStatuses/useJobStatuses';
import { jobUrl } from '../jobsLinks';
import { WidgetEmpty } from './WidgetStates';

/** Jobs as a list, each opening the job: its number and type, project and start, and status. */
export function JobList({ jobs, empty }: { jobs: JobSummary[]; empty: string }) {
  const { t } = useTranslation();
  const { labelOf, colorOf } = useJobStatuses();
  if (jobs.length === 0) return <WidgetEmpty text={empty} />;
  return (
    <List dense disablePadding>
      {jobs.map((job) => {
        const start = job.startDate ? formatDisplayDateTime(job.startDate) : null;
        return (
          <li key={job._id}>
            <ListItemButton component={RouterLink} to={jobUrl(job._id)} sx={{ borderRadius: 1, px: 1, gap: 1 }}>
              <ListItemText
                primary={<bdi>{t('dashboard.lists.job', { number: job.ID, type: job.jobType.title })}</bdi>}
                secondary={
                  <>
                    {job.project && <bdi>{job.project.name}</bdi>}
                    {job.project && start && ' · '}
                    {start && <bdi dir="ltr">{start}</bdi>}
                  </>
                }
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                sx={{ minWidth: 0 }}
              />
              <Typography component="span" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
                <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: statusMarkHex(colorOf(job.status)) }} />
                <bdi>{labelOf(job.status)}</bdi>
              </Typography>
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
