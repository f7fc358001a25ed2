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

/** Field ids to their labels: a change of "fields.{id}" is said by the field's name where it is known. */
export type FieldLabels = ReadonlyMap<string, string>;

const changesOf = (entry: Pick<ActivityEntry, 'params'>) =>
  (entry.params.changes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

export function feedText(entry: Pick<ActivityEntry, 'type' | 'params' | 'message'>, t: TFunction, fieldLabels: FieldLabels = new Map()): string {
  const { params } = entry;
  if (!KNOWN_EVENTS.has(entry.type) || !params.actor || !params.name) return entry.message;
  const changes = changesOf(entry).map((c) =>
    c.startsWith('fields.')
      ? (fieldLabels.get(c.slice('fields.'.length)) ?? t('projects.feed.changes.fields'))
      : KNOWN_CHANGES.has(c)
        ? t(`projects.feed.changes.${c}`)
        : c,
  );
  const key = entry.type === 'project_created' && params.clonedFrom ? 'project_created_copy' : entry.type;
  return t(`projects.feed.events.${key}`, { ...params, changes: [...new Set(changes)].join(', '), defaultValue: entry.message });
}

/** Changes by one person to one project this close together read as one line. */
export const FEED_GROUP_MS = 10 * 60_000;

/**
 * Consecutive changes of the project by the same person within FEED_GROUP_MS of each other, as one
 * entry naming every property changed (newest first, as the feed comes): editing ten fields is
 * one line, not ten.
 */
export function groupFeed(entries: readonly ActivityEntry[]): ActivityEntry[] {
  const grouped: ActivityEntry[] = [];
  let last: ActivityEntry | null = null;
  for (const entry of entries) {
    const group = grouped.at(-1);
    const joins =
      group !== undefined &&
      last !== null &&
      entry.type === 'project_details_changed' &&
      group.type === 'project_details_changed' &&
      entry.actor !== null &&
      entry.actor === group.actor &&
      entry.params.name !== undefined &&
      entry.params.name === group.params.name &&
      Math.abs(Date.parse(last.created_at) - Date.parse(entry.created_at)) <= FEED_GROUP_MS;
    if (joins) {
      const changes = [...new Set([...changesOf(entry), ...changesOf(group)])];
      grouped[grouped.length - 1] = { ...group, params: { ...group.params, changes: changes.join(', ') } };
    } else {
      grouped.push(entry);
    }
    last = entry;
  }
  return grouped;
}

/** The project's recent activity (GET /v2/projects/{id}/feeds), 10 at a time with Load more. */
export function ProjectFeed({ projectId, fieldLabels }: { projectId: string; fieldLabels?: FieldLabels }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  return (
    <ViewSection id="project-feed" title={t('projects.feed.title')}>
      <Box component="ol" aria-labelledby="project-feed-heading" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {Array.from({ length: pages }, (_, i) => (
          <FeedPage key={i + 1} projectId={projectId} page={i + 1} last={i + 1 === pages} onMore={() => setPages(i + 2)} fieldLabels={fieldLabels} />
        ))}
      </Box>
    </ViewSection>
  );
}

interface FeedPageProps {
  projectId: string;
  page: number;
  last: boolean;
  onMore: () => void;
  fieldLabels?: FieldLabels;
}

function FeedPage({ projectId, page, last, onMore, fieldLabels }: FeedPageProps) {
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
      {groupFeed(data.docs).map((entry) => (
        <Box component="li" key={entry._id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{feedText(entry, t, fieldLabels)}</bdi>
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
