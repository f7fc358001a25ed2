import { useState, type FormEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { customStatusNameIssue, STATUS_NAME_RE, type CustomStatus } from '@fieldwork/contracts';
import { ColourSelect, FIRST_OFFERED_COLOUR } from './ColourSelect';

/** Custom statuses an instance may have (the settings' limit). */
export const CUSTOM_STATUSES_MAX = 50;

interface AddStatusFormProps {
  existing: readonly CustomStatus[];
  onAdd: (status: CustomStatus) => void;
}

/** Adds a custom status to the draft: a key (checked as the server will) and a colour. */
export function AddStatusForm({ existing, onAdd }: AddStatusFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [color, setColor] = useState(FIRST_OFFERED_COLOUR);
  const [issue, setIssue] = useState<string | null>(null);
  const full = existing.length >= CUSTOM_STATUSES_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    const key = name.trim();
    const problem = !key
      ? t('jobSettings.statuses.add.nameRequired')
      : !STATUS_NAME_RE.test(key)
        ? t('jobSettings.statuses.add.nameInvalid')
        : customStatusNameIssue(key, existing);
    setIssue(problem);
    if (problem) return;
    onAdd({ name: key, color });
    setName('');
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-labelledby="add-status-title">
      <Typography id="add-status-title" variant="h2" sx={{ fontSize: '1.1rem' }}>
        {t('jobSettings.statuses.add.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={t('jobSettings.statuses.add.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={issue !== null}
          helperText={issue ?? t('jobSettings.statuses.add.nameHelp')}
          disabled={full}
          slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr', autoCapitalize: 'off', spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <ColourSelect id="new-status-colour" label={t('jobSettings.statuses.colour')} value={color} onChange={setColor} />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={full} sx={{ flex: 'none', minHeight: 40 }}>
          {t('jobSettings.statuses.add.submit')}
        </Button>
      </Stack>
      {full && <Typography variant="body2" color="text.secondary">{t('jobSettings.statuses.add.full', { max: CUSTOM_STATUSES_MAX })}</Typography>}
    </Stack>
  );
}
