import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName } from '@fieldwork/contracts';
import { UserPicker } from '../../../components/pickers/UserPicker';
import { useGetUserQuery } from '../usersApi';
import type { FieldInputProps } from './types';

/** People of the instance (user ids): chips of those chosen, and the user picker to add more. */
export function UserSelectionField({ label, value, onChange, readOnly }: FieldInputProps<string[]>) {
  const { t } = useTranslation();
  const ids = value ?? [];
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>{label}</FormLabel>
      <Stack spacing={1}>
        {ids.length > 0 ? (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {ids.map((id) => (
              <PersonChip key={id} id={id} onDelete={readOnly ? undefined : () => onChange(ids.filter((other) => other !== id))} />
            ))}
          </Stack>
        ) : (
          readOnly && <Typography color="text.secondary">{t('users.fields.empty')}</Typography>
        )}
        {!readOnly && (
          <UserPicker label={t('users.fields.addPeople')} value={[]} onChange={(picked) => onChange([...ids, ...picked.filter((id) => !ids.includes(id))])} />
        )}
      </Stack>
    </FormControl>
  );
}

/** One chosen person, named once their details are in. */
function PersonChip({ id, onDelete }: { id: string; onDelete?: () => void }) {
  const { t } = useTranslation();
  const { data, isError } = useGetUserQuery(id);
  const name = data ? displayName(data) : isError ? t('users.fields.unknownUser') : t('app.loading');
  return (
    <Chip
      size="small"
      label={<bdi>{name}</bdi>}
      onDelete={onDelete}
      deleteIcon={<CancelIcon role="button" aria-hidden={false} aria-label={t('users.fields.removePerson', { name })} />}
    />
  );
}
