import LinkIcon from '@mui/icons-material/AddLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobDetail, JobRef } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { StatusChip } from '../../../components/jobStatuses/StatusChip';
import { useJobOptions } from '../../../components/pickers/sourceOptions';
import { useJobCan } from '../jobAccess';
import { useLinkPreviousMutation, useUnlinkPreviousMutation } from '../jobsApi';
import type { JobDialog } from './jobDialogs';
import { PanelSection } from './PanelSection';
import { PickOneDialog } from './PickOneDialog';

interface JobLinksProps {
  job: JobDetail;
  dialog: JobDialog | null;
  onDialog: (dialog: JobDialog | null) => void;
  onOpenJob: (id: string) => void;
  notify: (feedback: Feedback) => void;
}

/**
 * The jobs before and after this one (spec 2 section 4, "Linking"). Those the policy lets link
 * (job.link: staff, never inspectors) link a previous job, found by a job search, and unlink either.
 */
export function JobLinks({ job, dialog, onDialog, onOpenJob, notify }: JobLinksProps) {
  const { t, i18n } = useTranslation();
  const canOn = useJobCan();
  const mayLink = canOn('job.link', job);
  const [link] = useLinkPreviousMutation();
  const [unlink, unlinking] = useUnlinkPreviousMutation();

  async function unlinkPair(id: string, prevId: string) {
    const result = await unlink({ id, prevId });
    notify('error' in result ? { severity: 'error', text: errorMessage(result.error, t, i18n.language) } : { severity: 'success', text: t('jobs.links.unlinked') });
  }

  const list = (refs: readonly JobRef[], kind: 'previous' | 'next') =>
    refs.length === 0 ? (
      <Typography variant="body2" color="text.secondary">{t(`jobs.links.none.${kind}`)}</Typography>
    ) : (
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid={`job-links-${kind}`}>
        {refs.map((ref) => (
          <Stack component="li" key={ref._id} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Link component="button" type="button" variant="body2" onClick={() => onOpenJob(ref._id)} sx={{ textAlign: 'start', minWidth: 0, overflowWrap: 'anywhere' }}>
              <span dir="ltr">#{ref.ID}</span> <bdi>{ref.jobType.title}</bdi>
            </Link>
            <StatusChip status={ref.status} />
            <Box sx={{ flex: 1 }} />
            {mayLink && (
              <IconButton
                size="small"
                disabled={unlinking.isLoading}
                aria-label={t('jobs.links.unlink', { number: ref.ID })}
                title={t('jobs.links.unlink', { number: ref.ID })}
                onClick={() => void (kind === 'previous' ? unlinkPair(job._id, ref._id) : unlinkPair(ref._id, job._id))}
              >
                <LinkOff fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
    );

  return (
    <PanelSection
      id="job-links"
      title={t('jobs.links.title')}
      action={
        mayLink && (
          <Button size="small" startIcon={<LinkIcon />} onClick={() => onDialog('previous')} data-testid="job-link-previous">
            {t('jobs.links.linkPrevious')}
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        <div>
          <Typography variant="caption" color="text.secondary" component="p">{t('jobs.links.previous')}</Typography>
          {list(job.prevJob, 'previous')}
        </div>
        <div>
          <Typography variant="caption" color="text.secondary" component="p">{t('jobs.links.next')}</Typography>
          {list(job.next_jobs, 'next')}
        </div>
      </Stack>
      {mayLink && (
        <PickOneDialog
          open={dialog === 'previous'}
          title={t('jobs.links.pickTitle', { number: job.ID })}
          label={t('jobs.links.search')}
          useOptions={useJobOptions}
          testId="link-previous-dialog"
          onClose={() => onDialog(null)}
          onSave={async (prevId) => {
            const result = await link({ id: job._id, prevId });
            if ('error' in result) return errorMessage(result.error, t, i18n.language);
            notify({ severity: 'success', text: t('jobs.links.linked') });
            return null;
          }}
        />
      )}
    </PanelSection>
  );
}
