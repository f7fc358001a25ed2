import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { JobDate } from '../jobColumns';

/** An instant as a datetime-local input holds it: the browser's wall clock, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an instant (ISO, UTC); null for an empty or unreadable one. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

interface StartDateFieldProps {
  startDate: string | null;
  /** Whether the reader may change it (job.changeDates); otherwise the date is shown as text. */
  editable: boolean;
  busy: boolean;
  onSave: (iso: string) => void;
}

/** The job's start date in the panel's header: a date and time picker (24 hours) saved when left or on Enter. */
export function StartDateField({ startDate, editable, busy, onSave }: StartDateFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => toLocalInput(startDate));
  useEffect(() => setValue(toLocalInput(startDate)), [startDate]);

  if (!editable) {
    return (
      <Typography variant="body2" data-testid="job-start-date">
        {t('jobs.panel.startDate')}: {startDate ? <JobDate iso={startDate} /> : t('jobs.noDate')}
      </Typography>
    );
  }
  const commit = () => {
    const iso = fromLocalInput(value);
    if (iso && value !== toLocalInput(startDate)) onSave(iso);
    else if (!iso) setValue(toLocalInput(startDate));
  };
  return (
    <TextField
      type="datetime-local"
      size="small"
      label={t('jobs.panel.startDate')}
      value={value}
      disabled={busy}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', 'data-testid': 'job-start-date-input', step: 60 } }}
      sx={{ minWidth: 210 }}
    />
  );
}
