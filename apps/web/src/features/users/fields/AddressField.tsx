import TextField from '@mui/material/TextField';
import type { UserFieldValue } from '@fieldwork/contracts';
import { ReadOnlyValue } from './ReadOnlyValue';
import type { FieldInputProps } from './types';

type Address = UserFieldValue<'address'>;

/**
 * An address ({lat, long, address}). The text is typed; a changed text drops the old position,
 * which described the previous address (there is no geocoding on this screen).
 */
export function AddressField({ label, value, onChange, readOnly }: FieldInputProps<Address>) {
  if (readOnly) return <ReadOnlyValue label={label} empty={!value?.address}><bdi>{value?.address}</bdi></ReadOnlyValue>;
  return (
    <TextField
      label={label}
      value={value?.address ?? ''}
      onChange={(e) => onChange({ lat: null, long: null, address: e.target.value })}
      slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' } }}
      fullWidth
    />
  );
}
