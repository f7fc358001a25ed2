import TextField from '@mui/material/TextField';
import type { FieldInputProps } from './types';
import { ReadOnlyValue } from './ReadOnlyValue';

/**
 * Rich text, as plain multi-line text: the repository has no rich text editor yet, and a plain
 * value is valid content (spec 3 section 9: the editor is at least 210 px high).
 */
export function RichTextField({ label, value, onChange, readOnly }: FieldInputProps<string>) {
  if (readOnly) return <ReadOnlyValue label={label} empty={!value}><bdi>{value}</bdi></ReadOnlyValue>;
  return (
    <TextField
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={8}
      slotProps={{ htmlInput: { maxLength: 100_000, dir: 'auto' } }}
      fullWidth
    />
  );
}
