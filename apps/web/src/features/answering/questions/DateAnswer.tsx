import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import Stop from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../components/DateTimeField';
import { shortDate } from './answerText';
import {
  allDayChips,
  answerValueOf,
  formatElapsed,
  pickerValueOf,
  PUNCH_RESET,
  punchStarted,
  punchStopped,
  rangeWithAllDay,
  rangeWithFrom,
  rangeWithTo,
} from './dateRules';
import { FieldIssue, issueOf, settingsOf, type AnswerPartProps } from './fieldParts';

/**
 * A date question (spec 2 sections 4 and 9): one date, time or both in DD/MM/YY, HH:mm, 24 h; a
 * range (From and To, an end before the start moved to an hour after it, all-day chips disabled
 * until a date is set); or a punch clock.
 */
export function DateAnswer(props: AnswerPartProps) {
  const { t } = useTranslation();
  const s = settingsOf(props.question, 'date_time');
  if (s.isPunchClock) return <PunchClock {...props} />;
  const kind = s.dateType ?? 'datetime';
  const { draft, set, ids, issues, readOnly } = props;
  const blockNote = s.isBlockInspector ? (
    <Typography variant="caption" color="text.secondary">
      {t('questionFields.date.blockInspector')}
    </Typography>
  ) : null;

  if (!s.isRange) {
    return (
      <Stack spacing={1}>
        <DateTimeField
          kind={kind}
          label={t(`questionFields.date.${kind}`)}
          value={pickerValueOf(kind, draft.value)}
          onChange={(iso) => set({ value: answerValueOf(kind, iso) })}
          readOnly={readOnly}
          error={Boolean(issueOf(issues, 'value'))}
          describedBy={[ids.title, issueOf(issues, 'value') ? ids.issue('value') : ''].filter(Boolean).join(' ')}
          name={ids.value}
        />
        <FieldIssue ids={ids} path="value" issues={issues} />
        {blockNote}
      </Stack>
    );
  }

  const range = draft.range ?? null;
  const hasDay = Boolean(range?.date ?? range?.from);
  const chips = allDayChips(s.allDays, t('questionFields.date.allDay'));
  const rangeKind = kind === 'time' ? 'datetime' : kind;
  return (
    <Stack spacing={1}>
      <Box role="group" aria-labelledby={ids.title} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <DateTimeField
          kind={rangeKind}
          label={t('questionFields.date.from')}
          value={range?.from ?? null}
          onChange={(iso) => set({ range: rangeWithFrom(range, iso) })}
          readOnly={readOnly}
          error={Boolean(issueOf(issues, 'range.from') ?? issueOf(issues, 'value'))}
          name={`${ids.value}-from`}
        />
        <DateTimeField
          kind={rangeKind}
          label={t('questionFields.date.to')}
          value={range?.to ?? null}
          onChange={(iso) => set({ range: rangeWithTo(range, iso) })}
          readOnly={readOnly}
          error={Boolean(issueOf(issues, 'range.to'))}
          describedBy={issueOf(issues, 'range.to') ? ids.issue('range.to') : undefined}
          name={`${ids.value}-to`}
        />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-describedby={hasDay ? undefined : ids.part('allday-hint')}>
        {chips.map((chip) => (
          <Chip
            key={`${chip.label}-${chip.value}`}
            label={<bdi>{chip.label}</bdi>}
            disabled={!hasDay || readOnly}
            color={range?.allDay && range.selectedDay === chip.value ? 'primary' : 'default'}
            variant={range?.allDay && range.selectedDay === chip.value ? 'filled' : 'outlined'}
            onClick={() => {
              const next = rangeWithAllDay(range, chip);
              if (next) set({ range: next });
            }}
            aria-pressed={Boolean(range?.allDay && range.selectedDay === chip.value)}
          />
        ))}
      </Stack>
      {!hasDay && !readOnly && (
        <Typography id={ids.part('allday-hint')} variant="caption" color="text.secondary">
          {t('questionFields.date.allDayHint')}
        </Typography>
      )}
      <FieldIssue ids={ids} path="value" issues={issues} />
      <FieldIssue ids={ids} path="range.from" issues={issues} />
      <FieldIssue ids={ids} path="range.to" issues={issues} />
      {blockNote}
    </Stack>
  );
}

/** The current time, again every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * The punch clock (spec 2 section 4): Start records the start time and date and clears the end,
 * Stop records the end; the elapsed time ticks each second as HH:MM:SS while it runs; Reset asks
 * first, then clears all.
 */
function PunchClock({ draft, set, ids, issues, readOnly }: AnswerPartProps) {
  const { t } = useTranslation();
  const running = Boolean(draft.punchClockOn && draft.punchStart);
  const now = useNow(running);
  const [confirming, setConfirming] = useState(false);
  const start = draft.punchStart ? Date.parse(draft.punchStart) : null;
  const end = draft.punchEnd ? Date.parse(draft.punchEnd) : null;
  const elapsed = start === null ? 0 : (running ? now : (end ?? start)) - start;

  return (
    <Stack spacing={1} role="group" aria-labelledby={ids.title} data-testid="punch-clock">
      <Typography
        role="timer"
        aria-label={t('questionFields.punch.elapsed')}
        aria-live="off"
        sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '1.75rem', fontWeight: 600, letterSpacing: 1 }}
      >
        <bdi dir="ltr">{formatElapsed(elapsed)}</bdi>
      </Typography>
      {draft.punchStart && (
        <Typography variant="body2" color="text.secondary">
          {running
            ? t('questionFields.punch.running', { time: shortDate(draft.punchStart) })
            : t('questionFields.punch.startedAt', { time: shortDate(draft.punchStart) })}
          {draft.punchEnd && !running && (
            <>
              {' · '}
              {t('questionFields.punch.stoppedAt', { time: shortDate(draft.punchEnd) })}
            </>
          )}
        </Typography>
      )}
      {!readOnly && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<PlayArrow />} disabled={running} onClick={() => set(punchStarted(new Date()))}>
            {t('questionFields.punch.start')}
          </Button>
          <Button variant="outlined" startIcon={<Stop />} disabled={!running} onClick={() => set(punchStopped(draft, new Date()))}>
            {t('questionFields.punch.stop')}
          </Button>
          <Button startIcon={<Replay />} disabled={!draft.punchStart && !draft.punchEnd} onClick={() => setConfirming(true)}>
            {t('questionFields.punch.reset')}
          </Button>
        </Stack>
      )}
      <FieldIssue ids={ids} path="value" issues={issues} />
      <FieldIssue ids={ids} path="punchEnd" issues={issues} />
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={ids.part('reset-title')} aria-describedby={ids.part('reset-body')}>
        <DialogTitle id={ids.part('reset-title')}>{t('questionFields.punch.resetTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={ids.part('reset-body')}>{t('questionFields.punch.resetBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('questionFields.punch.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              set(PUNCH_RESET);
            }}
          >
            {t('questionFields.punch.reset')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
