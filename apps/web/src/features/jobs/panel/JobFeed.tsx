import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import { useJobStatuses } from '../../../components/jobStatuses/useJobStatuses';
import { useGetJobFeedQuery } from '../jobsApi';
import { PanelSection } from './PanelSection';

/** Job events the feed says in the reader's language from their params; others show the server's English line. */
const SAID = new Set([
  'job_created',
  'job_status_changed',
  'user_assigned_to_job',
  'user_unassigned_from_job',
  'user_confirm_attendance',
  'attendance_removed',
  'job_linked',
  'job_unlinked',
]);

/** One feed entry's line: the catalogue's words with the event's params, else the server's text. */
export function jobFeedText(entry: Pick<ActivityEntry, 'type' | 'params' | 'message'>, t: TFunction, statusLabel: (name: string) => string): string {
  const { params } = entry;
  if (!SAID.has(entry.type) || !params.actor) return entry.message;
  const key = entry.type === 'job_created' && params.clonedFrom ? 'job_created_copy' : entry.type;
  return t(`jobs.feed.events.${key}`, {
    ...params,
    from: params.from ? statusLabel(params.from) : '',
    to: params.to ? statusLabel(params.to) : '',
    defaultValue: entry.message,
  });
}

/**
 * What happened to the job, newest first (GET /v2/jobs/{id}/feeds, spec 2 section 7): 10 at a
 * time; Load more adds the next 10, Back takes the last 10 away again.
 */
export function JobFeed({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  return (
    <PanelSection id="job-feed" title={t('jobs.feed.title')}>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="job-feed-entries">
        {Array.from({ length: pages }, (_, i) => (
          <FeedPage key={i + 1} jobId={jobId} page={i + 1} last={i + 1 === pages} onMore={() => setPages(i + 2)} onBack={() => setPages(i)} />
        ))}
      </Box>
    </PanelSection>
  );
}

interface FeedPageProps {
  jobId: string;
  page: number;
  last: boolean;
  onMore: () => void;
  onBack: () => void;
}

function FeedPage({ jobId, page, last, onMore, onBack }: FeedPageProps) {
  const { t, i18n } = useTranslation();
  const { labelOf } = useJobStatuses();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetJobFeedQuery({ id: jobId, page });
  if (isLoading) {
    return (
      <li aria-busy="true">
        <Skeleton height={26} />
        <Skeleton height={26} width="70%" />
      </li>
    );
  }
  if (isError || !data) {
    return (
      <li>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('jobs.retry')}</Button>}>
          {errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
        </Alert>
      </li>
    );
  }
  if (page === 1 && data.docs.length === 0) {
    return (
      <li>
        <Typography variant="body2" color="text.secondary" data-testid="job-feed-empty">{t('jobs.feed.empty')}</Typography>
      </li>
    );
  }
  return (
    <>
      {data.docs.map((entry) => (
        <Box component="li" key={entry._id} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{jobFeedText(entry, t, labelOf)}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.created_at} dir="ltr">
            {formatDisplayDateTime(entry.created_at)}
          </Typography>
        </Box>
      ))}
      {last && (page > 1 || page < data.totalPages) && (
        <li>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {page > 1 && (
              <Button size="small" onClick={onBack} data-testid="job-feed-back">
                {t('jobs.feed.back')}
              </Button>
            )}
            {page < data.totalPages && (
              <Button size="small" onClick={onMore} disabled={isFetching} data-testid="job-feed-more">
                {t('jobs.feed.more')}
              </Button>
            )}
          </Stack>
        </li>
      )}
    </>
  );
}
