import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or the start-up data loads. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
