import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { optionText } from './fieldText';
import { ReadOnlyValue } from './ReadOnlyValue';
import type { FieldInputProps } from './types';

/** One of the field's options (shoe and garment sizes...). A select over the instance's rows (source) is read here. */
export function SelectField({ field, label, value, onChange, readOnly }: FieldInputProps<string>) {
  const { t } = useTranslation();
  const options = field.options ?? [];
  const text = (v: string) => {
    const option = options.find((o) => o.value === v);
    return option ? optionText(t, option) : v;
  };
  if (readOnly || field.source) return <ReadOnlyValue label={label} empty={!value}><bdi>{value ? text(value) : ''}</bdi></ReadOnlyValue>;
  return (
    <TextField select label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} fullWidth>
      <MenuItem value="">
        <em>{t('users.fields.none')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {optionText(t, o)}
        </MenuItem>
      ))}
    </TextField>
  );
}
