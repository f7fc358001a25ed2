import { lazy, Suspense, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { JobUpdateBody } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { loadCatalogues } from '../../../app/i18n/i18n';
import { ANSWERING_CATALOGUES } from '../../answering/catalogues';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { useProjectOptions } from '../../../components/pickers/sourceOptions';
import { useJobCan } from '../jobAccess';
import { useAssignJobMutation, useGetJobQuery, useUpdateJobMutation, useVisitJobMutation } from '../jobsApi';
import { AssignDialog } from './AssignDialog';
import { JobActions } from './JobActions';
import { JobAnswers } from './JobAnswers';
import { JobAttendance } from './JobAttendance';
import { JobDetails } from './JobDetails';
import type { JobDialog } from './jobDialogs';
import { JobFeed } from './JobFeed';
import { JobHeader } from './JobHeader';
import { JobLinks } from './JobLinks';
import { PickOneDialog } from './PickOneDialog';

export interface JobPanelProps {
  jobId: string;
  /** The dialog the address opens (/jobs/{id}/{dialog}). */
  dialog: JobDialog | null;
  onDialog: (dialog: JobDialog | null) => void;
  /** Opens another job (a linked one) in the panel. */
  onOpenJob: (id: string) => void;
  /** The job was erased: the panel closes. */
  onErased: () => void;
  notify: (feedback: Feedback) => void;
}

/** The questionnaire (/jobs/{id}/answer): its own chunk, with its strings, so the jobs list does not carry it. */
const JobAnswerDialog = lazy(() =>
  Promise.all([import('../../answering/JobAnswerDialog'), loadCatalogues(ANSWERING_CATALOGUES)]).then(([m]) => ({ default: m.JobAnswerDialog })),
);

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * One job in the side panel (spec 2 section 2, "Job side panel"): header, actions, facts,
 * attendance, questions and answers, linked jobs and the recent feed. Opening it records a visit
 * (the dashboard's recent jobs).
 */
export function JobPanel({ jobId, dialog, onDialog, onOpenJob, onErased, notify }: JobPanelProps) {
  const { t, i18n } = useTranslation();
  const canOn = useJobCan();
  const { data: job, isLoading, isError, error, refetch } = useGetJobQuery(jobId);
  const [update, updating] = useUpdateJobMutation();
  const [assign] = useAssignJobMutation();
  const [visit] = useVisitJobMutation();

  useEffect(() => {
    void visit(jobId);
  }, [jobId, visit]);

  if (isLoading) {
    return (
      <Stack spacing={1} aria-busy="true" data-testid="job-panel-loading">
        <Skeleton height={40} />
        <Skeleton height={28} width="60%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (isError || !job) {
    return (
      <Alert
        severity={isNotFound(error) ? 'warning' : 'error'}
        data-testid="job-panel-error"
        action={isNotFound(error) ? undefined : <Button color="inherit" size="small" onClick={() => void refetch()}>{t('jobs.retry')}</Button>}
      >
        {isNotFound(error) ? t('jobs.panel.notFound') : errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
      </Alert>
    );
  }

  async function change(body: JobUpdateBody) {
    const result = await update({ id: jobId, body });
    if ('error' in result) notify({ severity: 'error', text: errorMessage(result.error, t, i18n.language) });
    else if (body.status) notify({ severity: 'success', text: t('jobs.panel.statusChanged') });
    if (dialog === 'status') onDialog(null);
  }

  return (
    <>
    <Stack component="article" spacing={2} divider={<Divider flexItem />} data-testid="job-panel" aria-labelledby="job-panel-heading">
      <JobHeader job={job} dialog={dialog} onDialog={onDialog} onUpdate={(body) => void change(body)} busy={updating.isLoading} />
      <JobActions job={job} dialog={dialog} onDialog={onDialog} onErased={onErased} notify={notify} />
      <JobDetails job={job} onDialog={onDialog} />
      <JobAttendance job={job} notify={notify} />
      <JobAnswers job={job} />
      <JobLinks job={job} dialog={dialog} onDialog={onDialog} onOpenJob={onOpenJob} notify={notify} />
      <JobFeed jobId={job._id} />
    </Stack>
      {dialog === 'answer' && (
        <Suspense fallback={null}>
          <JobAnswerDialog job={job} onClose={() => onDialog(null)} notify={notify} />
        </Suspense>
      )}
      {canOn('job.assign', job) && (
        <AssignDialog
          open={dialog === 'assign'}
          title={t('jobs.assign.title', { number: job.ID })}
          initial={job.users}
          suggestionsFor={job._id}
          onClose={() => onDialog(null)}
          onSave={async (users) => {
            const result = await assign({ id: job._id, users });
            if ('error' in result) return { error: errorMessage(result.error, t, i18n.language) };
            if (result.data.warnings.length === 0) notify({ severity: 'success', text: t('jobs.assign.saved') });
            return { warnings: result.data.warnings };
          }}
        />
      )}
      {canOn('job.changeProject', job) && (
        <PickOneDialog
          open={dialog === 'project'}
          title={t('jobs.panel.changeProjectTitle', { number: job.ID })}
          label={t('jobs.panel.project')}
          useOptions={useProjectOptions}
          testId="change-project-dialog"
          onClose={() => onDialog(null)}
          onSave={async (project) => {
            const result = await update({ id: job._id, body: { project } });
            if ('error' in result) return errorMessage(result.error, t, i18n.language);
            notify({ severity: 'success', text: t('jobs.panel.projectChanged') });
            return null;
          }}
        />
      )}
    </>
  );
}
