import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useGetProjectFeedQuery } from '../projectsApi';
import { ViewSection } from './ViewSection';

/** Events the feed says in the reader's language from their params; others show the server's English line. */
const KNOWN_EVENTS = new Set(['project_created', 'project_details_changed', 'project_deleted']);
/** What a change names (the event's `changes`), as the catalogue says it; a field is "fields.{id}". */
const KNOWN_CHANGES = new Set(['name', 'company', 'location', 'avatar', 'users', 'visibility']);

export function feedText(entry: Pick<ActivityEntry, 'type' | 'params' | 'message'>, t: TFunction): string {
  const { params } = entry;
  if (!KNOWN_EVENTS.has(entry.type) || !params.actor || !params.name) return entry.message;
  const changes = (params.changes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => (c.startsWith('fields.') ? t('projects.feed.changes.fields') : KNOWN_CHANGES.has(c) ? t(`projects.feed.changes.${c}`) : c));
  const key = entry.type === 'project_created' && params.clonedFrom ? 'project_created_copy' : entry.type;
  return t(`projects.feed.events.${key}`, { ...params, changes: [...new Set(changes)].join(', '), defaultValue: entry.message });
}

/** The project's recent activity (GET /v2/projects/{id}/feeds), 10 at a time with Load more. */
export function ProjectFeed({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  return (
    <ViewSection id="project-feed" title={t('projects.feed.title')}>
      <Box component="ol" aria-labelledby="project-feed-heading" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {Array.from({ length: pages }, (_, i) => (
          <FeedPage key={i + 1} projectId={projectId} page={i + 1} last={i + 1 === pages} onMore={() => setPages(i + 2)} />
        ))}
      </Box>
    </ViewSection>
  );
}

function FeedPage({ projectId, page, last, onMore }: { projectId: string; page: number; last: boolean; onMore: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetProjectFeedQuery({ id: projectId, page });
  if (isLoading) {
    return (
      <li aria-busy="true">
        <Skeleton height={28} />
        <Skeleton height={28} width="70%" />
        <Typography sx={visuallyHidden}>{t('projects.feed.loading')}</Typography>
      </li>
    );
  }
  if (isError || !data) {
    return (
      <li>
        <Alert
          severity="error"
          data-testid="feed-error"
          action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('projects.retry')}</Button>}
        >
          {errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
        </Alert>
      </li>
    );
  }
  if (page === 1 && data.docs.length === 0) {
    return (
      <li>
        <Typography color="text.secondary" data-testid="feed-empty">{t('projects.feed.empty')}</Typography>
      </li>
    );
  }
  return (
    <>
      {data.docs.map((entry) => (
        <Box component="li" key={entry._id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{feedText(entry, t)}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.created_at} dir="ltr">
            {formatDisplayDateTime(entry.created_at)}
          </Typography>
        </Box>
      ))}
      {last && page < data.totalPages && (
        <li>
          <Button size="small" onClick={onMore} disabled={isFetching} sx={{ mt: 1 }}>
            {t('projects.feed.more')}
          </Button>
        </li>
      )}
    </>
  );
}
