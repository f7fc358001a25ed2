import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from './types';
import { ReadOnlyValue } from './ReadOnlyValue';

/** A number; the input keeps what is typed ("1." on the way to "1.5") and hands on a number or nothing. */
export function NumberField({ label, value, onChange, readOnly }: FieldInputProps<number>) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  if (readOnly) return <ReadOnlyValue label={label} empty={value === null || value === undefined}><span dir="ltr">{value}</span></ReadOnlyValue>;
  const invalid = text.trim() !== '' && !Number.isFinite(Number(text));
  return (
    <TextField
      label={label}
      value={text}
      type="number"
      error={invalid}
      helperText={invalid ? t('users.fields.notANumber') : undefined}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        onChange(e.target.value.trim() === '' || !Number.isFinite(n) ? null : n);
      }}
      fullWidth
    />
  );
}
