import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserFieldValue } from '@fieldwork/contracts';
import { FieldFiles } from './FieldFiles';
import type { FieldInputProps } from './types';

type TextWithFiles = UserFieldValue<'textWithFiles'>;

/** A text and its files ({value, files}): an ID number and a scan of it. */
export function TextWithFilesField({ label, value, onChange, readOnly, userId }: FieldInputProps<TextWithFiles>) {
  const { t } = useTranslation();
  const current: TextWithFiles = value ?? { value: '', files: [] };
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>{label}</FormLabel>
      <Stack spacing={1}>
        {readOnly ? (
          <Typography sx={{ overflowWrap: 'anywhere' }} color={current.value ? undefined : 'text.secondary'}>
            {current.value ? <bdi>{current.value}</bdi> : t('users.fields.empty')}
          </Typography>
        ) : (
          <TextField
            label={t('users.fields.text')}
            size="small"
            value={current.value}
            onChange={(e) => onChange({ ...current, value: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }}
            fullWidth
          />
        )}
        <FieldFiles label={label} ids={current.files} onChange={(files) => onChange({ ...current, files })} readOnly={readOnly} userId={userId} />
      </Stack>
    </FormControl>
  );
}
