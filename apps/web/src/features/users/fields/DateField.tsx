import TextField from '@mui/material/TextField';
import type { FieldInputProps } from './types';
import { ReadOnlyValue } from './ReadOnlyValue';

/** A day, YYYY-MM-DD: the browser's date input; read as DD/MM/YYYY. */
export function DateField({ label, value, onChange, readOnly }: FieldInputProps<string>) {
  if (readOnly) {
    const [y, m, d] = (value ?? '').split('-');
    return (
      <ReadOnlyValue label={label} empty={!value}>
        <span dir="ltr">{`${d}/${m}/${y}`}</span>
      </ReadOnlyValue>
    );
  }
  return (
    <TextField
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
