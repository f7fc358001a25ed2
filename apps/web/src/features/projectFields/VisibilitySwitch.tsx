import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors/errorMessages';
import { useSetProjectFieldVisibilityMutation } from './projectFieldsApi';

interface VisibilitySwitchProps {
  projectId: string;
  fieldId: string;
  label: string;
  shown: boolean;
  onChanged: (shown: boolean) => void;
}

/** Shows or hides a field on this project (admins). The switch moves only once the server says success (spec 3 section 4). */
export function VisibilitySwitch({ projectId, fieldId, label, shown, onChanged }: VisibilitySwitchProps) {
  const { t, i18n } = useTranslation();
  const [setVisibility, { isLoading }] = useSetProjectFieldVisibilityMutation();
  const [error, setError] = useState<string | null>(null);

  async function toggle(next: boolean) {
    setError(null);
    const result = await setVisibility({ projectId, visibility: { [fieldId]: next } });
    if ('error' in result) setError(errorMessage(result.error, t, i18n.language));
    else if (result.data.success) onChanged(result.data.visibility[fieldId] !== false);
  }

  return (
    <>
      <FormControlLabel
        sx={{ me: 0 }}
        labelPlacement="start"
        control={
          <Switch
            size="small"
            checked={shown}
            disabled={isLoading}
            onChange={(e) => void toggle(e.target.checked)}
            slotProps={{ input: { role: 'switch', 'aria-label': t('projectFields.visibility.label', { label }) } }}
          />
        }
        label={<Typography variant="caption">{shown ? t('projectFields.visibility.shown') : t('projectFields.visibility.hidden')}</Typography>}
      />
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ flexBasis: '100%' }}>
          {t('projectFields.visibility.failed', { reason: error })}
        </Typography>
      )}
    </>
  );
}
