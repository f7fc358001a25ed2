import { lazy, Suspense } from 'react';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { answeringAllowedIn, type JobDetail } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { errorMessage } from '../../../app/errors/errorMessages';
import { useBootstrap } from '../../../app/session/useSession';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { useJobCan } from '../jobAccess';
import { useCloneJobMutation, useDeleteJobMutation } from '../jobsApi';
import type { JobDialog } from './jobDialogs';
import { useJobExport } from './useJobExport';

/** The links dialog brings the date and time picker (MUI X): loaded when it opens, not with the jobs screen. */
const AnswerLinksDialog = lazy(() => import('./AnswerLinksDialog').then((m) => ({ default: m.AnswerLinksDialog })));

interface JobActionsProps {
  job: JobDetail;
  dialog: JobDialog | null;
  onDialog: (dialog: JobDialog | null) => void;
  onErased: () => void;
  notify: (feedback: Feedback) => void;
}

/**
 * What can be done with the job (spec 2 section 2): answer all, its public answer links (staff),
 * duplicate, export as PDF, erase (after a confirmation) and show its files. Each shows only when
 * the policy allows it.
 */
export function JobActions({ job, dialog, onDialog, onErased, notify }: JobActionsProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const canOn = useJobCan();
  const settings = useBootstrap();
  const [clone, cloning] = useCloneJobMutation();
  const [erase, erasing] = useDeleteJobMutation();
  const { exportPdf, exporting } = useJobExport(notify);
  const mayErase = canOn('job.erase', job);
  const mayLink = canOn('answerLink.manage', job);

  async function duplicate() {
    const result = await clone(job._id);
    // The catalogue's words (spec 2 section 8), in the reader's language.
    notify('error' in result ? { severity: 'error', text: t('jobs.actions.cloneFailed') } : { severity: 'success', text: t('jobs.actions.cloned') });
  }

  async function eraseJob() {
    const result = await erase(job._id);
    if ('error' in result) {
      notify({ severity: 'error', text: errorMessage(result.error, t, i18n.language) });
      return;
    }
    notify({ severity: 'success', text: t('jobs.actions.erased', { number: job.ID }) });
    onErased();
  }

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="job-actions" aria-label={t('jobs.actions.label')} role="group">
      {answeringAllowedIn(settings, job.status) && (
        <Button size="small" variant="contained" startIcon={<EditNote />} onClick={() => onDialog('answer')} data-testid="job-answer-all">
          {t('jobs.actions.answerAll')}
        </Button>
      )}
      {mayLink && (
        <Button size="small" variant="outlined" startIcon={<PublicIcon />} onClick={() => onDialog('answer-links')} data-testid="job-answer-links">
          {t('jobs.actions.answerLinks')}
        </Button>
      )}
      {mayLink && dialog === 'answer-links' && (
        <Suspense fallback={null}>
          <AnswerLinksDialog jobId={job._id} jobNumber={job.ID} open onClose={() => onDialog(null)} />
        </Suspense>
      )}
      {canOn('job.duplicate', job) && (
        <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={() => void duplicate()} disabled={cloning.isLoading} data-testid="job-duplicate">
          {t('jobs.actions.duplicate')}
        </Button>
      )}
      {canOn('job.export', job) && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PictureAsPdf />}
          onClick={() => void exportPdf([job._id], `job-${job.ID}.pdf`)}
          disabled={exporting}
          data-testid="job-export"
        >
          {exporting ? t('jobs.actions.exporting') : t('jobs.actions.export')}
        </Button>
      )}
      {can('files.browse') && (
        <Button size="small" variant="outlined" startIcon={<FolderOpen />} component={RouterLink} to={`/files?jobId=${job._id}`} data-testid="job-files">
          {t('jobs.actions.files')}
        </Button>
      )}
      {mayErase && (
        <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => onDialog('erase')} data-testid="job-erase">
          {t('jobs.actions.erase')}
        </Button>
      )}
      {mayErase && (
        <ConfirmDialog
          open={dialog === 'erase'}
          title={t('jobs.actions.eraseTitle', { number: job.ID })}
          body={t('jobs.actions.eraseBody')}
          cancelLabel={t('jobs.cancel')}
          confirmLabel={t('jobs.actions.erase')}
          busyLabel={t('jobs.actions.erasing')}
          busy={erasing.isLoading}
          error={null}
          onCancel={() => onDialog(null)}
          onConfirm={() => void eraseJob()}
          confirmTestId="job-erase-confirm"
        />
      )}
    </Stack>
  );
}
