import { useMemo } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { heIL } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';

/** The date-time format of spec 2 section 9: DD/MM/YY HH:mm, 24 hours, in every language. */
export const DATE_TIME_FORMAT = 'DD/MM/YY HH:mm';

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
}

/**
 * A date and time picked on the user's wall clock and handed on as an ISO instant (MUI X's
 * DateTimePicker with dayjs): typed or chosen from a calendar and a 24-hour clock, the calendar
 * in the interface's language and direction. On a touch screen the picker opens as a dialog.
 */
export function DateTimeField({ label, value, onChange, required, error, helperText, name }: DateTimeFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'he' ? 'he' : 'en';
  const localeText = language === 'he' ? heIL.components.MuiLocalizationProvider.defaultProps.localeText : undefined;
  const picked = useMemo(() => (value ? dayjs(value) : null), [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={localeText}>
      <DateTimePicker
        label={label}
        value={picked}
        onChange={(next) => onChange(next && next.isValid() ? next.second(0).millisecond(0).toISOString() : null)}
        format={DATE_TIME_FORMAT}
        ampm={false}
        name={name}
        slotProps={{ textField: { required, error, helperText, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
