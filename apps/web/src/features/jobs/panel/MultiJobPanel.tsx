import { useState } from 'react';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAltOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { JobSummary } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { errorMessage } from '../../../app/errors/errorMessages';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { StatusChip } from '../../../components/jobStatuses/StatusChip';
import { useJobStatuses } from '../../../components/jobStatuses/useJobStatuses';
import { useJobCan, type JobAction } from '../jobAccess';
import { useAssignMultipleMutation, useChangeStatusMultipleMutation } from '../jobsApi';
import { AssignDialog } from './AssignDialog';
import { PanelSection } from './PanelSection';
import { useJobExport } from './useJobExport';

/**
 * The panel with several jobs selected (spec 2 section 2): the list of them, one status for all,
 * people added to all, one PDF of all, and their files. An action shows when the policy allows it
 * on every job selected.
 */
export function MultiJobPanel({ jobs, notify }: { jobs: readonly JobSummary[]; notify: (feedback: Feedback) => void }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const canOn = useJobCan();
  const { statuses } = useJobStatuses();
  const [status, setStatus] = useState('');
  const [assignOpen, setAssignOpen] = useState(false);
  const [changeStatus, changing] = useChangeStatusMultipleMutation();
  const [assignMultiple] = useAssignMultipleMutation();
  const { exportPdf, exporting } = useJobExport(notify);
  const ids = jobs.map((j) => j._id);
  const onAll = (action: JobAction) => jobs.every((job) => canOn(action, job));
  const numberOf = (id: string) => `#${jobs.find((j) => j._id === id)?.ID ?? '?'}`;

  async function applyStatus() {
    const result = await changeStatus({ jobs: ids, status });
    if ('error' in result) {
      notify({ severity: 'error', text: errorMessage(result.error, t, i18n.language) });
      return;
    }
    setStatus('');
    notify({ severity: 'success', text: t('jobs.multi.statusChanged', { count: result.data.jobs.length }) });
  }

  return (
    <Stack spacing={2} data-testid="multi-job-panel">
      <PanelSection id="multi-jobs" title={t('jobs.multi.title', { count: jobs.length })}>
        <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {jobs.map((j) => (
            <Stack component="li" key={j._id} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} dir="ltr">#{j.ID}</Typography>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <bdi>{j.jobType.title}</bdi>
                {j.project && (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' · '}
                    <bdi>{j.project.name}</bdi>
                  </Box>
                )}
              </Typography>
              <StatusChip status={j.status} />
            </Stack>
          ))}
        </Stack>
      </PanelSection>
      {onAll('job.changeStatus') && (
        <PanelSection id="multi-status" title={t('jobs.multi.changeStatus')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('jobs.multi.newStatus')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { 'data-testid': 'multi-status-select' } }}
            >
              {statuses.map((s) => (
                <MenuItem key={s.name} value={s.name}>
                  <bdi>{s.label}</bdi>
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" disabled={!status || changing.isLoading} onClick={() => void applyStatus()} data-testid="multi-status-apply">
              {t('jobs.multi.apply')}
            </Button>
          </Stack>
        </PanelSection>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('jobs.actions.label')}>
        {onAll('job.assign') && (
          <Button size="small" variant="outlined" startIcon={<PersonAddAlt />} onClick={() => setAssignOpen(true)} data-testid="multi-assign">
            {t('jobs.multi.assign')}
          </Button>
        )}
        {onAll('job.export') && (
          <Button size="small" variant="outlined" startIcon={<PictureAsPdf />} disabled={exporting} onClick={() => void exportPdf(ids, 'jobs.pdf')} data-testid="multi-export">
            {exporting ? t('jobs.actions.exporting') : t('jobs.multi.export')}
          </Button>
        )}
        {can('files.browse') && (
          <Button size="small" variant="outlined" startIcon={<FolderOpen />} component={RouterLink} to={`/files?jobId=${ids.join(',')}`} data-testid="multi-files">
            {t('jobs.actions.files')}
          </Button>
        )}
      </Stack>
      <AssignDialog
        open={assignOpen}
        title={t('jobs.multi.assignTitle', { count: jobs.length })}
        initial={[]}
        onClose={() => setAssignOpen(false)}
        jobLabel={numberOf}
        onSave={async (users) => {
          const result = await assignMultiple({ jobs: ids, users, mode: 'add' });
          if ('error' in result) return { error: errorMessage(result.error, t, i18n.language) };
          if (result.data.warnings.length === 0) notify({ severity: 'success', text: t('jobs.multi.assigned', { count: result.data.jobs.length }) });
          return { warnings: result.data.warnings };
        }}
      />
    </Stack>
  );
}
