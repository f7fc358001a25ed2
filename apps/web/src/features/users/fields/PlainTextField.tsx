import TextField from '@mui/material/TextField';
import type { FieldInputProps } from './types';
import { ReadOnlyValue } from './ReadOnlyValue';

/** One line of text. */
export function PlainTextField({ label, value, onChange, readOnly }: FieldInputProps<string>) {
  if (readOnly) return <ReadOnlyValue label={label} empty={!value}><bdi>{value}</bdi></ReadOnlyValue>;
  return <TextField label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }} fullWidth />;
}
