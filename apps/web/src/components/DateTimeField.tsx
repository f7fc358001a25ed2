import { useMemo } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { heIL } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';

/** The date-time format of spec 2 section 9: DD/MM/YY HH:mm, 24 hours, in every language. */
export const DATE_TIME_FORMAT = 'DD/MM/YY HH:mm';
export const DATE_FORMAT = 'DD/MM/YY';
export const TIME_FORMAT = 'HH:mm';

/** What the field picks: a day, a time of day, or both. */
export type DateTimeFieldKind = 'date' | 'time' | 'datetime';

export interface DateTimeFieldProps {
  label: string;
  /** An ISO instant, or null for none. */
  value: string | null;
  /** The chosen instant as ISO, or null when the field is empty or holds an invalid date. */
  onChange: (value: string | null) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  /** A day (local midnight), a time (today) or both; both by default. */
  kind?: DateTimeFieldKind;
  disabled?: boolean;
  readOnly?: boolean;
  /** Ids of what describes the field (its question's title, its message). */
  describedBy?: string;
}

/**
 * A date and/or time picked on the user's wall clock and handed on as an ISO instant (MUI X's
 * pickers with dayjs): typed or chosen from a calendar and a 24-hour clock, the calendar in the
 * interface's language and direction. On a touch screen the picker opens as a dialog.
 */
export function DateTimeField({ label, value, onChange, required, error, helperText, name, kind = 'datetime', disabled, readOnly, describedBy }: DateTimeFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'he' ? 'he' : 'en';
  const localeText = language === 'he' ? heIL.components.MuiLocalizationProvider.defaultProps.localeText : undefined;
  const picked = useMemo(() => (value ? dayjs(value) : null), [value]);
  const common = {
    label,
    value: picked,
    onChange: (next: dayjs.Dayjs | null) => onChange(next && next.isValid() ? next.second(0).millisecond(0).toISOString() : null),
    name,
    disabled,
    readOnly,
    slotProps: {
      textField: { required, error, helperText, fullWidth: true, inputProps: describedBy ? { 'aria-describedby': describedBy } : undefined },
    },
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={localeText}>
      {kind === 'date' ? (
        <DatePicker {...common} format={DATE_FORMAT} />
      ) : kind === 'time' ? (
        <TimePicker {...common} format={TIME_FORMAT} ampm={false} />
      ) : (
        <DateTimePicker {...common} format={DATE_TIME_FORMAT} ampm={false} />
      )}
    </LocalizationProvider>
  );
}
