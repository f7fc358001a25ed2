import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '@fieldwork/contracts';
import { optionText } from './fieldText';
import { ReadOnlyValue } from './ReadOnlyValue';
import type { FieldInputProps } from './types';

/** Several of the field's options (driving licence classes...). A select over the instance's rows (source) is read here. */
export function MultiSelectField({ field, label, value, onChange, readOnly }: FieldInputProps<string[]>) {
  const { t } = useTranslation();
  const options = field.options ?? [];
  const picked = value ?? [];
  const chosen = picked.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v });
  if (readOnly || field.source) {
    return (
      <ReadOnlyValue label={label} empty={picked.length === 0}>
        <bdi>{chosen.map((o) => optionText(t, o)).join(', ')}</bdi>
      </ReadOnlyValue>
    );
  }
  return (
    <Autocomplete<FieldOption, true>
      multiple
      options={options}
      value={chosen}
      disableCloseOnSelect
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => optionText(t, o)}
      onChange={(_e, next) => onChange(next.map((o) => o.value))}
      noOptionsText={t('users.fields.noOptions')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
