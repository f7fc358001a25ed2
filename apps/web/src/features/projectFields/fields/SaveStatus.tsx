import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldSave } from './useFieldSave';

/** Saving, saved, or why it failed (what was typed stays in the field). Announced politely, a failure at once. */
export function SaveStatus({ save }: { save: Pick<FieldSave, 'state' | 'error'> }) {
  const { t } = useTranslation();
  const failed = save.state === 'failed';
  const text =
    save.state === 'saving'
      ? t('projectFields.save.saving')
      : save.state === 'saved'
        ? t('projectFields.save.saved')
        : failed
          ? t('projectFields.save.failed', { reason: save.error ?? '' })
          : '';
  return (
    <Typography
      variant="caption"
      role={failed ? 'alert' : 'status'}
      color={failed ? 'error' : 'text.secondary'}
      sx={{ display: 'block', minHeight: '1.3em', mt: 0.25 }}
      data-testid="save-status"
    >
      {text}
    </Typography>
  );
}
