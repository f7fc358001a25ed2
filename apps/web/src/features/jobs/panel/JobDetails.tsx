import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { useJobCan } from '../jobAccess';
import { JobTypeIcon } from '../JobTypeIcon';
import type { JobDialog } from './jobDialogs';

/**
 * The panel's facts (spec 2 section 2): the job number, its project with the change-project link,
 * its job type and the skills it needs (hidden from inspectors by hideSkillsFromInspector: the
 * policy's skill.read).
 */
export function JobDetails({ job, onDialog }: { job: JobDetail; onDialog: (dialog: JobDialog) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const canOn = useJobCan();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, alignItems: 'start' }} data-testid="job-details">
      <Fact term={t('jobs.panel.number')}>
        <span dir="ltr" data-testid="job-number">#{job.ID}</span>
      </Fact>
      <Fact term={t('jobs.panel.project')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <span data-testid="job-project">{job.project ? <bdi>{job.project.name}</bdi> : t('jobs.noProject')}</span>
          {canOn('job.changeProject', job) && (
            <Link component="button" type="button" variant="body2" onClick={() => onDialog('project')} data-testid="job-change-project">
              {t('jobs.panel.changeProject')}
            </Link>
          )}
        </Stack>
      </Fact>
      <Fact term={t('jobs.panel.jobType')}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <JobTypeIcon icon={job.jobType.icon} />
          <bdi>{job.jobType.title}</bdi>
        </Stack>
      </Fact>
      {can('skill.read') && (
        <Fact term={t('jobs.panel.skills')}>
          {job.requiredSkills.length === 0 ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>{t('jobs.panel.noSkills')}</Box>
          ) : (
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }} data-testid="job-skills">
              {job.requiredSkills.map((s) => (
                <Chip key={s._id} size="small" variant="outlined" label={<bdi>{s.name}</bdi>} />
              ))}
            </Stack>
          )}
        </Fact>
      )}
    </Box>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">{term}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{children}</Typography>
    </>
  );
}
