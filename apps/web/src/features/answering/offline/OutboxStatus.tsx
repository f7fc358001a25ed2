import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../components/visuallyHidden';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { QueuedAnswer } from './outboxDb';
import { targetKey, type OutboxTarget } from './outboxDb';
import type { SentAnswer } from './outbox';
import { useOutbox, useOutboxSnapshot } from './useAnswerOutbox';

export interface OutboxStatusProps {
  target: OutboxTarget;
  /** The question's name for a key (its title); "Question {key}" when not given. */
  labelOf?: (key: string) => string;
}

type Row = { kind: 'queued'; record: QueuedAnswer; sending: boolean } | { kind: 'sent'; sent: SentAnswer };

/**
 * The answering screen's header status (ADR 0045): online or offline, how many answers wait,
 * are on their way, were sent or refused; a click lists them, with "Send now" and, for a refused
 * answer, its messages and an explicit discard.
 */
export function OutboxStatus({ target, labelOf }: OutboxStatusProps) {
  const { t, i18n } = useTranslation();
  const outbox = useOutbox(target);
  const snapshot = useOutboxSnapshot(outbox);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [discarding, setDiscarding] = useState<QueuedAnswer | null>(null);
  const listId = useId();
  const tKey = targetKey(target);
  const nameOf = (key: string) => labelOf?.(key) || t('answeringOffline.question', { key });

  const rows = useMemo<Row[]>(() => {
    const queued: Row[] = snapshot.records
      .filter((r) => r.target === tKey)
      .map((record) => ({ kind: 'queued', record, sending: snapshot.sending.has(record.seq!) }));
    const sent: Row[] = [...snapshot.sent.values()].filter((s) => s.target === tKey).map((s) => ({ kind: 'sent', sent: s }));
    return [...queued, ...sent];
  }, [snapshot, tKey]);
  const waiting = rows.filter((r) => r.kind === 'queued' && r.record.status === 'waiting').length;
  const sending = rows.some((r) => r.kind === 'queued' && r.sending);
  const refused = rows.filter((r) => r.kind === 'queued' && r.record.status === 'refused').length;
  const sentCount = rows.length - waiting - refused;
  const summary = t('answeringOffline.summary', { waiting, sent: sentCount, refused });

  const short = refused
    ? t('answeringOffline.summaryShort_refused', { count: refused })
    : sending
      ? t('answeringOffline.summaryShort_sending')
      : waiting
        ? t('answeringOffline.summaryShort_waiting', { count: waiting })
        : sentCount
          ? t('answeringOffline.summaryShort_sent')
          : t('answeringOffline.summaryShort_none');
  const icon = refused ? <ErrorOutline /> : !snapshot.online ? <CloudOffOutlined /> : waiting ? <CloudUploadOutlined /> : <CloudDoneOutlined />;
  const color = refused ? 'error' : !snapshot.online ? 'warning' : 'inherit';
  const time = (ms: number) => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(ms);

  return (
    <>
      <Button
        size="small"
        color={color}
        startIcon={icon}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? listId : undefined}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {/* Offline is said in words on a phone too: answers are kept, but the reader must know they wait. */}
        {snapshot.online ? '' : `${t('answeringOffline.offline')} · `}
        {short}
        {/* The name is the visible words and then the rest (WCAG's label in name): online or not, the whole summary. */}
        <Box component="span" sx={visuallyHidden}>
          {` · ${t('answeringOffline.openList', { summary: `${snapshot.online ? t('answeringOffline.online') : t('answeringOffline.offline')}. ${summary}` })}`}
        </Box>
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: listId, role: 'dialog', 'aria-label': t('answeringOffline.listTitle'), sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Stack spacing={1} sx={{ p: 2 }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
            <Typography variant="subtitle1" component="h2">
              {t('answeringOffline.listTitle')}
            </Typography>
            <Chip
              size="small"
              icon={snapshot.online ? <CloudDoneOutlined /> : <CloudOffOutlined />}
              label={snapshot.online ? t('answeringOffline.online') : t('answeringOffline.offline')}
              color={snapshot.online ? 'success' : 'warning'}
              variant="outlined"
            />
          </Stack>
          <Typography variant="body2" role="status">
            {summary}
          </Typography>
          {snapshot.failed && <Alert severity="error">{t('answeringOffline.storageFailed')}</Alert>}
          {!snapshot.online && <Alert severity="info">{t('answeringOffline.offlineHint')}</Alert>}
          {snapshot.retryAt !== null && (
            <Typography variant="caption" color="text.secondary">
              {t('answeringOffline.retryAt', { time: time(snapshot.retryAt) })}
            </Typography>
          )}
          {rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('answeringOffline.empty')}
            </Typography>
          ) : (
            <List dense disablePadding sx={{ maxHeight: 320, overflowY: 'auto' }}>
              {rows.map((row) =>
                row.kind === 'sent' ? (
                  <ListItem key={`sent-${row.sent.clientId}`} disableGutters>
                    <ListItemText
                      primary={nameOf(row.sent.key)}
                      secondary={t(`answeringOffline.outcome_${row.sent.outcome}`)}
                      slotProps={{ secondary: { color: row.sent.outcome === 'superseded' || row.sent.outcome === 'overwrote' ? 'warning.main' : 'text.secondary' } }}
                    />
                  </ListItem>
                ) : (
                  <ListItem
                    key={row.record.seq}
                    disableGutters
                    secondaryAction={
                      row.record.status === 'refused' ? (
                        <Button size="small" color="error" onClick={() => setDiscarding(row.record)} aria-label={t('answeringOffline.discardName', { name: nameOf(row.record.key) })}>
                          {t('answeringOffline.discard')}
                        </Button>
                      ) : undefined
                    }
                  >
                    <ListItemText
                      primary={nameOf(row.record.key)}
                      secondary={
                        row.record.status === 'refused'
                          ? [...Object.values(row.record.issues ?? {}), t('answeringOffline.refusedHint')].join(' · ')
                          : t(row.sending ? 'answeringOffline.state_sending' : 'answeringOffline.state_waiting')
                      }
                      slotProps={{ secondary: { color: row.record.status === 'refused' ? 'error' : 'text.secondary' } }}
                    />
                  </ListItem>
                ),
              )}
            </List>
          )}
          <Stack direction="row" justifyContent="flex-end" spacing={1}>
            <Button onClick={() => setAnchor(null)}>{t('answeringOffline.close')}</Button>
            <Button variant="contained" disabled={!outbox || waiting === 0 || sending} onClick={() => outbox?.kick()}>
              {t('answeringOffline.sendNow')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
      <ConfirmDialog
        open={discarding !== null}
        title={t('answeringOffline.discardTitle')}
        body={discarding ? t('answeringOffline.discardBody', { name: nameOf(discarding.key) }) : ''}
        cancelLabel={t('answeringOffline.cancel')}
        confirmLabel={t('answeringOffline.discard')}
        busy={false}
        error={null}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          const record = discarding;
          setDiscarding(null);
          if (record?.seq !== undefined) void outbox?.discard(record.seq);
        }}
      />
    </>
  );
}
