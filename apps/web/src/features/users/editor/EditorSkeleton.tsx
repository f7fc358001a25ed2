import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The editor's shape while the user loads: the header, then two sections of fields. */
export function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} role="status" aria-label={t('app.loading')} data-testid="editor-skeleton">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={72} height={72} />
          <Stack sx={{ flex: 1 }}>
            <Skeleton width="40%" height={32} />
            <Skeleton width="25%" />
          </Stack>
        </Stack>
      </Paper>
      {[6, 4].map((count, section) => (
        <Paper key={section} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton width="30%" height={32} sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
            {Array.from({ length: count }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
