import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A field the viewer may only read: its label, and its value as text (or "Not filled in"). */
export function ReadOnlyValue({ label, children, empty }: { label: string; children?: ReactNode; empty?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25} data-testid="field-read-only">
      <Typography variant="body2" color="text.secondary" component="span">{label}</Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} color={empty ? 'text.secondary' : undefined}>
        {empty ? t('users.fields.empty') : children}
      </Typography>
    </Stack>
  );
}
