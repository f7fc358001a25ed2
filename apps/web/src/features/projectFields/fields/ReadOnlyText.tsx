import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A value shown as text, or "Not filled in". */
export function ReadOnlyText({ children, empty }: { children?: ReactNode; empty: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} color={empty ? 'text.secondary' : undefined}>
      {empty ? t('projectFields.empty') : children}
    </Typography>
  );
}
