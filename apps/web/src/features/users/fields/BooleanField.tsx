import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { UserFieldValue } from '@fieldwork/contracts';
import { FieldFiles } from './FieldFiles';
import { ReadOnlyValue } from './ReadOnlyValue';
import type { FieldInputProps } from './types';

type BooleanValue = UserFieldValue<'boolean'>;

/** Yes or no; the spec's "boolean with files" keeps its files beside the switch ({value, files}). */
export function BooleanField({ label, value, onChange, readOnly, userId }: FieldInputProps<BooleanValue>) {
  const { t } = useTranslation();
  const withFiles = typeof value === 'object' && value !== null;
  const on = withFiles ? value.value : value === true;
  const files = withFiles ? value.files : [];
  return (
    <Stack spacing={1}>
      {readOnly ? (
        <ReadOnlyValue label={label} empty={value === null || value === undefined}>
          {t(on ? 'users.yes' : 'users.no')}
        </ReadOnlyValue>
      ) : (
        <FormControlLabel
          control={<Switch checked={on} onChange={(e) => onChange(withFiles ? { value: e.target.checked, files } : e.target.checked)} />}
          label={label}
        />
      )}
      {withFiles && <FieldFiles label={label} ids={files} onChange={(next) => onChange({ value: on, files: next })} readOnly={readOnly} userId={userId} />}
    </Stack>
  );
}
