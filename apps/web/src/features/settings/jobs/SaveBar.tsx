import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SaveError } from './useSaveJobSettings';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  error: SaveError | null;
  onSave: () => void;
}

/** A settings screen's foot: why the last save failed, the save button, and whether changes wait. */
export function SaveBar({ dirty, saving, error, onSave }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error.text}
          {error.details.length > 0 && (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {error.details.slice(0, 10).map((line) => (
                <li key={line}>
                  <bdi>{line}</bdi>
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={onSave} disabled={saving || !dirty}>
          {saving ? t('jobSettings.saving') : t('jobSettings.save')}
        </Button>
        {dirty && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('jobSettings.unsaved')}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
