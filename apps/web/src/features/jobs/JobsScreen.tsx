import { useCallback, useEffect, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { JobSummary } from '@fieldwork/contracts';
import { useBootstrap } from '../../app/session/useSession';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { GridList } from '../../components/grid/GridList';
import type { AddressRecord, UseListRows } from '../../components/grid/types';
import { useJobStatuses } from '../../components/jobStatuses/useJobStatuses';
import { useRememberStatusLabels } from '../../components/pickers/sourceOptions';
import { jobColumns } from './jobColumns';
import { jobsListFor, withInstanceSort } from './jobSort';
import { useListJobsQuery } from './jobsApi';
import { JobPanel } from './panel/JobPanel';
import { JOB_DIALOGS, type JobDialog } from './panel/jobDialogs';
import { MultiJobPanel } from './panel/MultiJobPanel';

const jobId = (j: JobSummary) => j._id;

/** The list's rows, asked with the instance's default sort spelt out (the API's default is the list's own). */
const useJobRows: UseListRows<JobSummary> = (params, options) => {
  const { defaultJobSort } = useBootstrap();
  return useListJobsQuery(withInstanceSort(params, defaultJobSort), options);
};

/**
 * /jobs, /jobs/{id} and /jobs/{id}/{dialog} (spec 2 section 2): the jobs list on the grid, a job
 * in the side panel (a row's click, or a shared link), and one of its dialogs (assign, status...)
 * opened by the address; closing the dialog takes it off the address, closing the panel the job.
 * No global loader here (spec 1 section 4.1: GlobalLoader stays hidden on /jobs).
 */
export function JobsScreen() {
  const { t } = useTranslation();
  const { defaultJobSort } = useBootstrap();
  const { labelOf } = useJobStatuses();
  useRememberStatusLabels();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const definition = jobsListFor(defaultJobSort);
  const columns = useMemo(() => jobColumns(t, labelOf), [t, labelOf]);
  const openId = params.id ?? null;
  const dialog = JOB_DIALOGS.find((d) => d === params.dialog) ?? null;

  // The list's own state (filters, page...) stays in the address whichever job is open.
  const go = useCallback(
    (path: string, replace = false) => void navigate({ pathname: path, search: location.search }, { replace }),
    [navigate, location.search],
  );
  const openJob = useCallback((id: string | null) => go(id ? `/jobs/${encodeURIComponent(id)}` : '/jobs'), [go]);
  const setDialog = useCallback(
    (id: string, next: JobDialog | null) => go(`/jobs/${encodeURIComponent(id)}${next ? `/${next}` : ''}`, next === null),
    [go],
  );

  // An address naming no dialog of the panel (/jobs/{id}/nonsense) is taken back to the job.
  useEffect(() => {
    if (openId && params.dialog && !dialog) go(`/jobs/${encodeURIComponent(openId)}`, true);
  }, [openId, params.dialog, dialog, go]);

  const panel = (id: string) => (
    <JobPanel
      key={id}
      jobId={id}
      dialog={id === openId ? dialog : null}
      onDialog={(next) => setDialog(id, next)}
      onOpenJob={openJob}
      onErased={() => go('/jobs', true)}
      notify={setFeedback}
    />
  );
  const addressRecord: AddressRecord = { id: openId, onOpen: openJob, renderPanel: panel };

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h1">{t('jobs.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('jobs.intro')}</Typography>
      </div>
      <GridList<JobSummary>
        definition={definition}
        prefix="jobs"
        label={t('jobs.listLabel')}
        columns={columns}
        useRows={useJobRows}
        getRowId={jobId}
        getRowName={(j) => t('jobs.rowName', { number: j.ID, type: j.jobType.title })}
        addressRecord={addressRecord}
        panelWidth={440}
        renderPanel={(jobs) => (jobs.length === 1 ? panel(jobs[0]!._id) : <MultiJobPanel jobs={jobs} notify={setFeedback} />)}
        emptyText={t('jobs.empty')}
        emptyFilteredText={t('jobs.noMatches')}
      />
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
