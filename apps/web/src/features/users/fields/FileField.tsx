import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { FieldFiles } from './FieldFiles';
import type { FieldInputProps } from './types';

/** Files only: a list of asset ids. */
export function FileField({ label, value, onChange, readOnly, userId }: FieldInputProps<string[]>) {
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>{label}</FormLabel>
      <FieldFiles label={label} ids={value ?? []} onChange={(ids) => onChange(ids)} readOnly={readOnly} userId={userId} />
    </FormControl>
  );
}
